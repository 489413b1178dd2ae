#include "core/sched/openb_trace.h"

#include "core/error.h"

#include <algorithm>
#include <charconv>
#include <fmt/format.h>
#include <fstream>
#include <map>
#include <optional>

namespace ailab::core::sched {

namespace {

constexpr std::uintmax_t kMaxTraceBytes = 256u << 20;

// One CSV table: the header's columns by name, then row by row.
class CsvTable
{
public:
    CsvTable(std::string_view text, std::string source)
        : m_text(text)
        , m_source(std::move(source))
    {
        if (!nextRow())
            throw Error("the file is empty; expected a header line", m_source + ":1:1");
        for (std::size_t c = 0; c < m_fields.size(); ++c)
            m_columns.emplace(std::string(m_fields[c]), c);
    }

    // The index of a column, or nullopt; a required one missing is an error on the header.
    std::optional<std::size_t> column(const std::string& name, bool required) const
    {
        const auto it = m_columns.find(name);
        if (it != m_columns.end())
            return it->second;
        if (required)
            throw Error(fmt::format("the header has no column \"{}\"", name), m_source + ":1:1");
        return std::nullopt;
    }

    // Reads the next non-empty row; false at the end.
    bool nextRow()
    {
        while (m_pos <= m_text.size()) {
            std::size_t end = m_text.find('\n', m_pos);
            if (end == std::string_view::npos)
                end = m_text.size();
            std::string_view line = m_text.substr(m_pos, end - m_pos);
            m_pos = end + 1;
            ++m_line;
            if (!line.empty() && line.back() == '\r')
                line.remove_suffix(1);
            if (line.empty())
                continue;
            split(line);
            if (m_columns.empty())
                return true; // the header
            if (m_fields.size() != m_columns.size())
                throw Error(fmt::format("expected {} fields as in the header, got {}",
                                        m_columns.size(), m_fields.size()),
                            where(m_columns.size() < m_fields.size() ? m_columns.size() : 0));
            return true;
        }
        return false;
    }

    std::string where(std::size_t column) const
    {
        // Column numbers count characters from 1, as an editor shows them.
        return fmt::format("{}:{}:{}", m_source, m_line,
                           column < m_starts.size() ? m_starts[column] + 1 : 1);
    }

    std::string_view field(std::size_t c) const { return m_fields[c]; }

    std::int64_t integer(std::size_t c, const char* name, std::int64_t min, std::int64_t max) const
    {
        const std::string_view f = m_fields[c];
        std::int64_t v = 0;
        const auto [ptr, ec] = std::from_chars(f.data(), f.data() + f.size(), v);
        if (f.empty() || ec != std::errc() || ptr != f.data() + f.size())
            throw Error(fmt::format("{}: expected an integer, got \"{}\"", name, f), where(c));
        if (v < min || v > max)
            throw Error(fmt::format("{}: expected {} to {}, got {}", name, min, max, v), where(c));
        return v;
    }

private:
    void split(std::string_view line)
    {
        m_fields.clear();
        m_starts.clear();
        std::size_t start = 0;
        while (true) {
            const std::size_t comma = line.find(',', start);
            const std::string_view f =
                line.substr(start, comma == std::string_view::npos ? line.npos : comma - start);
            if (f.find('"') != std::string_view::npos)
                throw Error("quoted fields are not part of the openb format",
                            fmt::format("{}:{}:{}", m_source, m_line, start + 1));
            m_fields.push_back(f);
            m_starts.push_back(start);
            if (comma == std::string_view::npos)
                break;
            start = comma + 1;
        }
    }

    std::string_view m_text;
    std::string m_source;
    std::size_t m_pos = 0;
    std::size_t m_line = 0;
    std::map<std::string, std::size_t, std::less<>> m_columns;
    std::vector<std::string_view> m_fields;
    std::vector<std::size_t> m_starts;
};

std::string readFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error("cannot open the trace file", path);
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    if (size < 0 || std::uintmax_t(size) > kMaxTraceBytes)
        throw Error("the trace file is larger than 256 MiB", path);
    in.seekg(0);
    std::string text(std::size_t(size), '\0');
    in.read(text.data(), size);
    return text;
}

std::string fileName(const std::string& path)
{
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

constexpr std::int64_t kMaxMilli = std::int64_t{1} << 40;

} // namespace

std::vector<NodeSpec> parseOpenbNodes(std::string_view text, const std::string& source)
{
    CsvTable t(text, source);
    const std::size_t sn = *t.column("sn", true);
    const std::size_t cpu = *t.column("cpu_milli", true);
    const auto memory = t.column("memory_mib", false);
    const std::size_t gpu = *t.column("gpu", true);
    const std::size_t model = *t.column("model", true);
    std::vector<NodeSpec> nodes;
    std::map<std::string, std::size_t, std::less<>> seen;
    while (t.nextRow()) {
        NodeSpec n;
        n.name = std::string(t.field(sn));
        if (n.name.empty())
            throw Error("sn: a node needs a name", t.where(sn));
        if (!seen.emplace(n.name, nodes.size()).second)
            throw Error(fmt::format("sn: the node \"{}\" is listed twice", n.name), t.where(sn));
        n.cpuMilli = t.integer(cpu, "cpu_milli", 0, kMaxMilli);
        // Without a memory column, memory never limits a placement.
        n.memoryMiB = memory ? t.integer(*memory, "memory_mib", 0, kMaxMilli) : kMaxMilli;
        n.gpus = int(t.integer(gpu, "gpu", 0, kMaxGpusPerNode));
        n.gpuType = std::string(t.field(model));
        if (n.gpus > 0 && n.gpuType.empty())
            throw Error("model: a node with GPUs needs its GPU model", t.where(model));
        n.leaf = int(nodes.size()); // the trace has no topology: a leaf per node
        nodes.push_back(std::move(n));
    }
    if (nodes.empty())
        throw Error("the trace lists no node", source + ":2:1");
    return nodes;
}

std::vector<JobSpec> parseOpenbJobs(std::string_view text, const std::string& source)
{
    CsvTable t(text, source);
    const std::size_t name = *t.column("name", true);
    const std::size_t cpu = *t.column("cpu_milli", true);
    const auto memory = t.column("memory_mib", false);
    const std::size_t numGpu = *t.column("num_gpu", true);
    const std::size_t gpuMilli = *t.column("gpu_milli", true);
    const auto gpuSpec = t.column("gpu_spec", false);
    const auto qos = t.column("qos", false);
    const auto phase = t.column("pod_phase", false);
    const std::size_t creation = *t.column("creation_time", true);
    const std::size_t deletion = *t.column("deletion_time", true);
    const auto scheduled = t.column("scheduled_time", false);
    static const std::map<std::string, int, std::less<>> priorities{
        {"", 0}, {"BE", 0}, {"Burstable", 1}, {"LS", 2}, {"Guaranteed", 3}};
    static const char* const phases[] = {"", "Running", "Succeeded", "Failed", "Pending"};
    std::vector<JobSpec> jobs;
    while (t.nextRow()) {
        JobSpec j;
        j.name = std::string(t.field(name));
        j.tenant = "default";
        j.cpuMilliPerWorker = t.integer(cpu, "cpu_milli", 0, kMaxMilli);
        j.memoryMiBPerWorker = memory ? t.integer(*memory, "memory_mib", 0, kMaxMilli) : 0;
        j.gpusPerWorker = int(t.integer(numGpu, "num_gpu", 0, kMaxGpusPerNode));
        const std::int64_t milli = t.integer(gpuMilli, "gpu_milli", 0, kMilliPerGpu);
        if (j.gpusPerWorker == 1 && milli == 0)
            throw Error("gpu_milli: a one-GPU job needs a share of 1 to 1000", t.where(gpuMilli));
        j.gpuMilli = j.gpusPerWorker == 1 ? int(milli) : kMilliPerGpu;
        if (gpuSpec && !t.field(*gpuSpec).empty()) {
            std::string_view list = t.field(*gpuSpec);
            while (!list.empty()) {
                const std::size_t bar = list.find('|');
                const std::string_view model = list.substr(0, bar);
                if (model.empty())
                    throw Error("gpu_spec: an empty model in the list", t.where(*gpuSpec));
                j.gpuTypes.emplace_back(model);
                if (bar == std::string_view::npos)
                    break;
                list.remove_prefix(bar + 1);
            }
        }
        if (qos) {
            const auto it = priorities.find(t.field(*qos));
            if (it == priorities.end())
                throw Error(fmt::format("qos: expected BE, Burstable, LS or Guaranteed, got \"{}\"",
                                        t.field(*qos)),
                            t.where(*qos));
            j.priority = it->second;
        }
        if (phase &&
            std::find(std::begin(phases), std::end(phases), t.field(*phase)) == std::end(phases))
            throw Error(fmt::format("pod_phase: expected Running, Succeeded, Failed or Pending, "
                                    "got \"{}\"",
                                    t.field(*phase)),
                        t.where(*phase));
        const std::int64_t created = t.integer(creation, "creation_time", 0, kMaxMilli);
        const std::int64_t deleted = t.integer(deletion, "deletion_time", 0, kMaxMilli);
        std::int64_t began = created;
        if (scheduled && !t.field(*scheduled).empty()) {
            began = t.integer(*scheduled, "scheduled_time", 0, kMaxMilli);
            if (began < created)
                throw Error("scheduled_time: before the creation_time", t.where(*scheduled));
        }
        if (deleted < began)
            throw Error("deletion_time: before the job started", t.where(deletion));
        j.submitTime = double(created);
        // A job deleted the second it started still holds its GPUs for a moment.
        j.runTime = std::max<double>(1.0, double(deleted - began));
        jobs.push_back(std::move(j));
    }
    return jobs;
}

std::vector<NodeSpec> readOpenbNodes(const std::string& path)
{
    return parseOpenbNodes(readFile(path), fileName(path));
}

std::vector<JobSpec> readOpenbJobs(const std::string& path)
{
    return parseOpenbJobs(readFile(path), fileName(path));
}

} // namespace ailab::core::sched
