#include "core/sched/workload.h"

#include "core/error.h"
#include "core/sim/rng.h"

#include <cmath>

namespace ailab::core::sched {

namespace {

// The z of the 90th percentile of the standard normal.
constexpr double kZ90 = 1.2815515655446004;

double normalCdf(double x)
{
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

} // namespace

std::vector<NodeSpec> courseCluster()
{
    std::vector<NodeSpec> nodes;
    for (int i = 0; i < 3; ++i)
        nodes.push_back({.name = "node-" + std::to_string(i + 1),
                         .gpuType = "h100-sxm",
                         .gpus = 4,
                         .cpuMilli = 64000,
                         .memoryMiB = 512 * 1024,
                         .leaf = i});
    return nodes;
}

std::vector<NodeSpec> openbLikeCluster()
{
    struct Group
    {
        int nodes;
        const char* model;
        int gpus;
        std::int64_t cpuMilli;
        std::int64_t memoryMiB;
    };
    static constexpr Group groups[] = {
        {549, "G2", 8, 96000, 393216},     {387, "T4", 2, 104000, 524288},
        {107, "P100", 2, 16000, 122880},   {39, "G3", 8, 128000, 786432},
        {28, "V100M16", 4, 32000, 131072}, {22, "P100", 2, 64000, 262144},
        {21, "V100M32", 8, 96000, 786432}, {19, "V100M16", 1, 8000, 32768},
        {17, "T4", 4, 96000, 393216},      {9, "V100M32", 4, 48000, 376832},
        {7, "V100M16", 8, 64000, 262144},  {3, "P100", 1, 8000, 61440},
        {2, "P100", 2, 8000, 61440},       {2, "A10", 1, 128000, 1048576},
        {1, "V100M16", 8, 82000, 344064}};
    std::vector<NodeSpec> nodes;
    for (const Group& g : groups) {
        for (int i = 0; i < g.nodes; ++i) {
            const int index = int(nodes.size());
            nodes.push_back({.name = "openb-node-" + std::to_string(index),
                             .gpuType = g.model,
                             .gpus = g.gpus,
                             .cpuMilli = g.cpuMilli,
                             .memoryMiB = g.memoryMiB,
                             .leaf = index});
        }
    }
    return nodes;
}

JobSpec courseTrainingJob(double submitTime)
{
    JobSpec j;
    j.name = "training";
    j.gpusPerWorker = 4;
    j.cpuMilliPerWorker = 32000;
    j.memoryMiBPerWorker = 256 * 1024;
    j.locality = Locality::SameNode;
    j.localityRequired = true;
    j.runTime = 4 * 3600.0;
    j.submitTime = submitTime;
    return j;
}

JobSpec courseInferenceJob(double submitTime)
{
    JobSpec j;
    j.name = "inference";
    j.gpusPerWorker = 1;
    j.cpuMilliPerWorker = 8000;
    j.memoryMiBPerWorker = 64 * 1024;
    j.runTime = 3600.0;
    j.submitTime = submitTime;
    return j;
}

const std::vector<SizeShare>& openbSizeMix()
{
    // Counted in openb_pod_list_default (8,152 pods): CPU-only 13.35 %, a GPU fraction
    // 37.76 %, one GPU 47.98 %, two 0.20 %, four 0.18 %, eight 0.54 %. The fractions take
    // the eight most common shares (92 % of the fractions), in proportion to their counts:
    // 810 (1,078 pods), 470 (750), 320 (328), 650 (253), 230 (140), 460 (128), 590 (75), 160 (74).
    static const std::vector<SizeShare> mix = [] {
        std::vector<SizeShare> m{{0, 1000, 0.1335},
                                 {1, 1000, 0.4798},
                                 {2, 1000, 0.0020},
                                 {4, 1000, 0.0018},
                                 {8, 1000, 0.0054}};
        const std::pair<int, double> shares[] = {{810, 1078}, {470, 750}, {320, 328}, {650, 253},
                                                 {230, 140},  {460, 128}, {590, 75},  {160, 74}};
        double total = 0;
        for (const auto& s : shares)
            total += s.second;
        for (const auto& [milli, count] : shares)
            m.push_back({1, milli, 0.3776 * count / total});
        return m;
    }();
    return mix;
}

double meanRunTime(double median, double p90, double maxRun)
{
    const double mu = std::log(median);
    const double sigma = (std::log(p90) - mu) / kZ90;
    const double lc = std::log(maxRun);
    // E[min(X, c)] = e^(mu + s^2/2) Phi((ln c - mu - s^2)/s) + c (1 - Phi((ln c - mu)/s)).
    return std::exp(mu + sigma * sigma / 2) * normalCdf((lc - mu - sigma * sigma) / sigma) +
           maxRun * (1 - normalCdf((lc - mu) / sigma));
}

void validateWorkload(const WorkloadConfig& c)
{
    if (c.jobs < 0 || c.jobs > 10000000)
        throw Error("expected 0 to 10,000,000 jobs, got " + std::to_string(c.jobs), "jobs");
    if (!(c.load > 0 && c.load <= 100))
        throw Error("the load must be above 0 and at most 100", "load");
    if (!(c.medianRunS > 0 && c.p90RunS > c.medianRunS && c.maxRunS >= c.p90RunS))
        throw Error("the run times need 0 < median < p90 <= maximum", "medianRunS");
    if (!(c.limitFactor >= 1))
        throw Error("the time limit factor must be at least 1", "limitFactor");
    if (!(c.checkpointIntervalS >= 0) || !(c.restoreCostS >= 0))
        throw Error("checkpoint interval and restore cost cannot be negative",
                    "checkpointIntervalS");
    if (c.tenants.empty())
        throw Error("at least one tenant", "tenants");
    if (c.priorities < 1 || c.priorities > 100)
        throw Error("expected 1 to 100 priorities", "priorities");
    if (!(c.gangShare >= 0 && c.gangShare <= 1))
        throw Error("the share of gangs must be from 0 to 1", "gangShare");
}

std::vector<JobSpec> generateWorkload(const WorkloadConfig& c, int clusterGpus)
{
    validateWorkload(c);
    if (clusterGpus < 1)
        throw Error("the cluster has no GPU to load", "load");
    sim::Rng rng(c.seed);
    const auto& mix = openbSizeMix();
    double meanGpus = 0;
    for (const SizeShare& s : mix)
        meanGpus += s.share * s.gpus * s.milli / kMilliPerGpu;
    constexpr int kGangWorkers[] = {2, 4, 8, 16};
    constexpr double kMeanGangGpus = (2 + 4 + 8 + 16) / 4.0 * 8;
    meanGpus = (1 - c.gangShare) * meanGpus + c.gangShare * kMeanGangGpus;
    // Little's law: the offered load is the arrival rate times the mean GPU-seconds per job.
    const double rate =
        c.load * clusterGpus / (meanGpus * meanRunTime(c.medianRunS, c.p90RunS, c.maxRunS));
    const double mu = std::log(c.medianRunS);
    const double sigma = (std::log(c.p90RunS) - mu) / kZ90;
    std::vector<JobSpec> jobs;
    jobs.reserve(std::size_t(c.jobs));
    double t = 0;
    for (int i = 0; i < c.jobs; ++i) {
        t += rng.exponential(1.0 / rate);
        double u = rng.uniform01();
        const SizeShare* size = &mix.back();
        for (const SizeShare& s : mix) {
            if (u < s.share) {
                size = &s;
                break;
            }
            u -= s.share;
        }
        JobSpec j;
        j.name = "job-" + std::to_string(i);
        if (c.gangShare > 0 && rng.bernoulli(c.gangShare)) {
            static const SizeShare eight{8, 1000, 0};
            size = &eight;
            j.workers = kGangWorkers[rng.below(4)];
            j.locality = Locality::SameLeaf;
            j.localityRequired = false;
        }
        j.tenant = c.tenants[rng.below(c.tenants.size())];
        j.priority = int(rng.below(std::uint64_t(c.priorities)));
        j.gpusPerWorker = size->gpus;
        j.gpuMilli = size->milli;
        // CPU as the trace's medians: 12.5 cores CPU-only, 4 with a fraction, 11.4 a GPU.
        j.cpuMilliPerWorker = size->gpus == 0      ? 12500
                              : size->milli < 1000 ? 4000
                                                   : std::int64_t(11400) * size->gpus;
        j.memoryMiBPerWorker = j.cpuMilliPerWorker * 4096 / 1000; // 4 GiB a core
        if (!c.gpuType.empty() && size->gpus > 0)
            j.gpuTypes = {c.gpuType};
        j.submitTime = t;
        j.runTime = std::max(1.0, std::min(c.maxRunS, std::exp(rng.normal(mu, sigma))));
        j.timeLimit = std::ceil(j.runTime * c.limitFactor);
        j.checkpointInterval = c.checkpointIntervalS;
        j.restoreCost = c.restoreCostS;
        jobs.push_back(std::move(j));
    }
    return jobs;
}

} // namespace ailab::core::sched
