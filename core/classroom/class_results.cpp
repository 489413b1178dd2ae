#include "core/classroom/class_results.h"

#include "core/error.h"
#include "core/scenario/scenario_loader.h"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <map>
#include <tuple>

namespace ailab::core::classroom {

namespace fs = std::filesystem;

std::vector<TaskSummary> summariseTasks(const std::vector<AssessmentResult>& results)
{
    std::vector<TaskSummary> out;
    std::map<std::pair<std::string, std::string>, std::size_t> index;
    for (const AssessmentResult& r : results) {
        for (const TaskResult& t : r.tasks) {
            const auto key = std::make_pair(r.activity, t.task);
            auto it = index.find(key);
            if (it == index.end()) {
                it = index.emplace(key, out.size()).first;
                out.push_back(TaskSummary{r.activity, t.task, 0, 0, 0});
            }
            TaskSummary& s = out[it->second];
            s.answered += t.answered ? 1 : 0;
            s.passed += t.passed ? 1 : 0;
        }
    }
    for (TaskSummary& s : out)
        s.results = int(std::count_if(results.begin(), results.end(),
                                      [&](const AssessmentResult& r) {
                                          return r.activity == s.activity;
                                      }));
    std::stable_sort(out.begin(), out.end(), [](const TaskSummary& a, const TaskSummary& b) {
        return a.activity < b.activity;
    });
    return out;
}

ClassResults readClassFolder(const std::string& folder)
{
    std::error_code error;
    if (!fs::is_directory(folder, error))
        throw Error("not a folder that can be read", folder);
    std::vector<fs::path> files;
    for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
        const fs::path& path = it->path();
        if (path.extension() != ".csv")
            continue;
        // A link could lead out of the folder: only regular files themselves are read.
        if (fs::symlink_status(path, error).type() != fs::file_type::regular)
            continue;
        files.push_back(path);
        if (files.size() > kMaxClassFiles)
            throw Error(fmt::format("more than {} result files in one folder", kMaxClassFiles),
                        folder);
    }
    if (error)
        throw Error(fmt::format("the folder cannot be read: {}", error.message()), folder);
    std::sort(files.begin(), files.end());

    ClassResults out;
    for (const fs::path& path : files) {
        const std::string name = path.filename().string();
        try {
            const std::string text =
                scenario::readDocumentFile(path.string(), kMaxResultBytes, "result");
            out.results.push_back(parseResultCsv(text, name));
        } catch (const Error& e) {
            out.refused.push_back(RefusedFile{name, e.what()});
        }
    }
    std::stable_sort(out.results.begin(), out.results.end(),
                     [](const AssessmentResult& a, const AssessmentResult& b) {
                         return std::tie(a.activity, a.learner, a.started) <
                                std::tie(b.activity, b.learner, b.started);
                     });
    out.tasks = summariseTasks(out.results);
    return out;
}

} // namespace ailab::core::classroom
