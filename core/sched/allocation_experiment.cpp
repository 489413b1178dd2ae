#include "core/sched/allocation_experiment.h"

#include "core/error.h"
#include "core/sched/fragmentation.h"
#include "core/sim/rng.h"

#include <cmath>
#include <numeric>

namespace ailab::core::sched {

namespace {

void shuffle(std::vector<int>& v, sim::Rng& rng)
{
    // Fisher-Yates with the core's seeded generator, the same on every machine.
    for (std::size_t i = v.size(); i > 1; --i)
        std::swap(v[i - 1], v[rng.below(i)]);
}

} // namespace

AllocationExperimentResult runAllocationExperiment(const std::vector<NodeSpec>& nodes,
                                                   const std::vector<JobSpec>& jobs,
                                                   const AllocationExperimentConfig& config,
                                                   const AllocationProgress& progress)
{
    if (!(config.inflatePercent > 0 && config.inflatePercent <= 1000))
        throw Error("the inflation must be above 0 and at most 1000 percent", "--inflate");
    if (config.seeds < 1 || config.seeds > 1000)
        throw Error("expected 1 to 1000 seeds", "--seeds");
    if (jobs.empty())
        throw Error("the experiment needs at least one job", "jobs");
    for (std::size_t i = 0; i < jobs.size(); ++i)
        validateJob(jobs[i], "/jobs/" + std::to_string(i));
    const Cluster pristine(nodes);
    const int gpus = pristine.totalGpus();
    if (gpus < 1)
        throw Error("the cluster has no GPU", "nodes");
    const std::vector<TypicalJob> typical = typicalJobs(jobs, pristine);
    std::vector<JobDemand> demands;
    std::vector<double> gpuDemands;
    for (const JobSpec& j : jobs) {
        demands.push_back(demandOf(j, pristine));
        gpuDemands.push_back(j.gpuDemand());
    }
    const double target = config.inflatePercent / 100.0 * gpus;
    const int maxPercent = int(std::ceil(config.inflatePercent)) + 1;

    std::vector<double> allocSum(std::size_t(maxPercent) + 1, 0.0);
    std::vector<double> fragSum(allocSum.size(), 0.0);
    std::vector<int> seedCount(allocSum.size(), 0);
    AllocationExperimentResult result;
    result.typicalJobs = int(typical.size());
    result.clusterGpus = gpus;
    std::vector<double> a(allocSum.size()), f(allocSum.size());
    std::vector<int> n(allocSum.size());
    std::vector<WorkerAlloc> placed;
    for (int s = 0; s < config.seeds; ++s) {
        sim::Rng rng(config.firstSeed + std::uint64_t(s));
        std::vector<int> order(jobs.size());
        std::iota(order.begin(), order.end(), 0);
        shuffle(order, rng);
        std::vector<int> nodeOrder(std::size_t(pristine.nodeCount()));
        std::iota(nodeOrder.begin(), nodeOrder.end(), 0);
        shuffle(nodeOrder, rng);

        Cluster cluster = pristine;
        FragmentationIndex index(cluster, typical);
        Placer placer(cluster, config.policy, &index);
        placer.setNodeOrder(nodeOrder);
        std::vector<double> nodeFrag(std::size_t(cluster.nodeCount()));
        double fragTotal = 0;
        for (int i = 0; i < cluster.nodeCount(); ++i) {
            nodeFrag[std::size_t(i)] = index.nodeMilli(i);
            fragTotal += nodeFrag[std::size_t(i)];
        }
        std::fill(a.begin(), a.end(), 0.0);
        std::fill(f.begin(), f.end(), 0.0);
        std::fill(n.begin(), n.end(), 0);
        double arrived = 0;
        std::size_t next = 0;
        while (arrived < target) {
            const int job =
                next < order.size() ? order[next] : int(rng.below(jobs.size())); // a clone
            ++next;
            arrived += gpuDemands[std::size_t(job)];
            result.arrivedJobs += 1;
            if (placer.place(demands[std::size_t(job)], placed)) {
                // A placement changes the fragmentation of the nodes it uses only.
                for (const WorkerAlloc& w : placed) {
                    const std::size_t k = std::size_t(w.node);
                    fragTotal -= nodeFrag[k];
                    nodeFrag[k] = index.nodeMilli(w.node);
                    fragTotal += nodeFrag[k];
                }
            } else {
                result.droppedJobs += 1;
            }
            const long percent = std::lround(100.0 * arrived / gpus);
            if (percent >= 0 && percent < long(a.size())) {
                a[std::size_t(percent)] += 100.0 * cluster.allocatedGpus() / gpus;
                f[std::size_t(percent)] += 100.0 * fragTotal / kMilliPerGpu / gpus;
                ++n[std::size_t(percent)];
            }
        }
        for (std::size_t p = 0; p < a.size(); ++p) {
            if (n[p] == 0)
                continue;
            allocSum[p] += a[p] / n[p];
            fragSum[p] += f[p] / n[p];
            ++seedCount[p];
        }
        result.seedsRun = s + 1;
        if (progress && !progress(s + 1) && s + 1 < config.seeds) {
            result.cancelled = true;
            break;
        }
    }
    result.arrivedJobs /= result.seedsRun;
    result.droppedJobs /= result.seedsRun;
    for (std::size_t p = 0; p < allocSum.size(); ++p) {
        if (seedCount[p] == 0)
            continue;
        result.points.push_back(
            {int(p), allocSum[p] / seedCount[p], fragSum[p] / seedCount[p], seedCount[p]});
    }
    return result;
}

} // namespace ailab::core::sched
