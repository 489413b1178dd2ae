// The activities the labs ship (labs/<lab>/activities/*.json, docs/architecture.md, "Activity
// files"): every one reads, and every one is solvable. Each number and choice is answered from
// the model's run of the start state and passes, and answered wrongly and fails; each goal
// misses on the start state and is met by the author's solution, and a solution with more of a
// minimised control than needed fails as not the fewest.
#include "core/classroom/activity_reader.h"
#include "core/classroom/task_check.h"
#include "core/error.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <map>

using namespace ailab::core;
using namespace ailab::core::classroom;
using nlohmann::json;

namespace {

// Labs 01 to 09 each ship at least three activities.
const std::vector<std::string> kLabFolders = {"stack",     "gpu_server", "fabric",
                                              "roce",      "scheduler",  "storage",
                                              "inference", "operations", "capstone"};

std::vector<std::string> shippedActivities(const std::string& folder)
{
    std::vector<std::string> files;
    const std::filesystem::path dir =
        std::filesystem::path(AILAB_SOURCE_DIR) / "labs" / folder / "activities";
    if (!std::filesystem::is_directory(dir))
        return files;
    for (const auto& file : std::filesystem::directory_iterator(dir))
        if (file.path().extension() == ".json")
            files.push_back(file.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

// An answer the task's tolerance cannot accept.
double wrongNumber(const NumberTask& task, double right)
{
    const double allowed = task.relative ? std::abs(right) * *task.relative : *task.absolute;
    return right + 2.0 * allowed + 0.5 * std::abs(right) + 1.0;
}

} // namespace

TEST_CASE("every lab from 01 to 09 ships at least three activities, each read cleanly",
          "[classroom]")
{
    for (const std::string& folder : kLabFolders) {
        const std::vector<std::string> files = shippedActivities(folder);
        INFO(folder);
        CHECK(files.size() >= 3);
        for (const std::string& file : files) {
            INFO(file);
            Activity activity;
            REQUIRE_NOTHROW(activity = loadActivityFile(file));
            CHECK(std::filesystem::path(file).stem().string() == activity.id);
            CHECK(activity.title.byLanguage.count("de") == 1);
            CHECK(activity.instruction.byLanguage.count("de") == 1);
            for (const Task& task : activity.tasks) {
                CHECK(task.prompt.byLanguage.count("de") == 1);
                CHECK(task.feedback.byLanguage.count("de") == 1);
                CHECK(task.feedback.in("en").find("{model}") != std::string::npos);
            }
        }
    }
}

TEST_CASE("every shipped activity is solvable from the model and refuses wrong answers",
          "[classroom]")
{
    for (const std::string& folder : kLabFolders) {
        for (const std::string& file : shippedActivities(folder)) {
            INFO(file);
            const Activity activity = loadActivityFile(file);
            const json run = runState(activity, activity.start);
            for (const Task& task : activity.tasks) {
                INFO("task " << task.id);
                if (const auto* number = std::get_if<NumberTask>(&task.check)) {
                    const double right = modelNumber(task, run);
                    const Verdict pass = checkNumber(task, run, right);
                    CHECK(pass.passed);
                    CHECK(feedbackText(task, pass, "de").find(pass.modelFigure) !=
                          std::string::npos);
                    CHECK_FALSE(checkNumber(task, run, wrongNumber(*number, right)).passed);
                } else if (const auto* choice = std::get_if<ChoiceTask>(&task.check)) {
                    const std::string right = modelChoice(task, run);
                    CHECK(checkChoice(task, run, right).passed);
                    for (const ChoiceOption& option : choice->options) {
                        if (option.id != right)
                            CHECK_FALSE(checkChoice(task, run, option.id).passed);
                    }
                } else {
                    const GoalTask& goal = std::get<GoalTask>(task.check);
                    const Verdict start = checkGoal(activity, task, activity.start);
                    INFO("start: " << start.detail);
                    CHECK_FALSE(start.passed);
                    const scenario::Scenario solved = solutionState(activity, goal);
                    const Verdict solution = checkGoal(activity, task, solved);
                    INFO("solution: " << solution.detail);
                    CHECK(solution.passed);
                    CHECK_FALSE(solution.metButNotFewest);
                    if (goal.minimise) {
                        // Two steps more than the fewest meets the goal but is not the answer
                        // (two, so that a fractional step's rounding cannot decide).
                        scenario::Scenario more = solved;
                        const json::json_pointer control(goal.minimise->control);
                        const json value = more.model.at(control);
                        if (value.is_number_integer())
                            more.model[control] =
                                value.get<std::int64_t>() +
                                static_cast<std::int64_t>(2 * goal.minimise->step);
                        else
                            more.model[control] = value.get<double>() + 2 * goal.minimise->step;
                        const Verdict notFewest = checkGoal(activity, task, more);
                        INFO("two steps more: " << notFewest.detail);
                        CHECK_FALSE(notFewest.passed);
                        CHECK(notFewest.metButNotFewest);
                    }
                }
            }
        }
    }
}
