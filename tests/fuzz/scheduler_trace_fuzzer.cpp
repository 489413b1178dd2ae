// libFuzzer target: the scheduler's openb CSV importer (docs/architecture.md, "Fuzzing").
// Every input is read both as a nodes and as a jobs trace. Each is either refused with a
// core::Error naming file:line:column, or gives nodes and jobs that the scheduler takes as
// they are: an imported trace that the cluster or the job check refuses later, without a
// line to point at, is a bug too, and so is any other exception, crash or sanitizer report.
#include "core/error.h"
#include "core/sched/cluster.h"
#include "core/sched/job.h"
#include "core/sched/openb_trace.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

namespace sched = ailab::core::sched;

[[noreturn]] void refusedAfterImport(const ailab::core::Error& error)
{
    std::fprintf(stderr, "imported, then refused by the scheduler: %s\n", error.what());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<sched::NodeSpec> nodes;
    try {
        nodes = sched::parseOpenbNodes(text, "nodes.csv");
    } catch (const ailab::core::Error&) {
        // refused with a message
    }
    if (!nodes.empty()) {
        try {
            const sched::Cluster cluster(std::move(nodes));
        } catch (const ailab::core::Error& error) {
            refusedAfterImport(error);
        }
    }
    std::vector<sched::JobSpec> jobs;
    try {
        jobs = sched::parseOpenbJobs(text, "jobs.csv");
    } catch (const ailab::core::Error&) {
        // refused with a message
    }
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        try {
            sched::validateJob(jobs[i], "/jobs/" + std::to_string(i));
        } catch (const ailab::core::Error& error) {
            refusedAfterImport(error);
        }
    }
    return 0;
}
