#include "core/design/failure_analysis.h"

#include "core/cluster/failure_rates.h"
#include "core/hw/catalog.h"
#include "core/storage/checkpoint_model.h"
#include "core/train/parallel_step.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <utility>
#include <vector>

namespace ailab::core::design {

namespace {

struct Context
{
    const DesignSpec& spec;
    const DesignFigures& figures;
    const TrainingAnalysis* training; // null for a serving-only design
    const hw::PlatformSpec* platform; // the training job's (or the service's) platform
    int spareGpus = 0;
    int jobServers = 0;
};

// The job's wall time per step with its DP all-reduce `allReduceFactor` times longer and its
// GPU work `computeSlowdown` times longer (train::recomposeStepSeconds, the twin's re-timing),
// its reads as before; over the healthy wall time.
double slowdownOf(const Context& c, double computeSlowdown, double allReduceFactor)
{
    const TrainingAnalysis& t = *c.training;
    const double step = train::recomposeStepSeconds(t.plan.step, computeSlowdown,
                                                     t.plan.step.dpAllReduceSeconds * allReduceFactor);
    const double running = std::max(step, t.step.readS);
    const double interval = t.plan.step.stepSeconds > 0 ? c.spec.training->job.checkpointIntervalS : 0;
    const double wall = running + (interval > 0 ? t.step.checkpointStallS * running / interval : 0);
    return wall / t.step.wallS;
}

// The job loses `gpus` GPUs: it restarts on spares when enough are left, else waits for the
// repair.
void interrupt(const Context& c, ComponentFailure& f, int gpus)
{
    if (c.training == nullptr)
        return;
    const cluster::FailureSpec& failures = c.spec.cluster.failures;
    const double interval = c.spec.training->job.checkpointIntervalS;
    f.lostWorkS = interval > 0 ? (interval + c.training->step.checkpointStallS) / 2.0 : 0.0;
    if (c.spareGpus >= gpus) {
        f.training = TrainingOutcome::Restarts;
        f.downtimeS = failures.restartS;
    } else {
        f.training = TrainingOutcome::WaitsForRepair;
        f.downtimeS = failures.repairS + failures.restartS;
    }
}

void slow(const Context& c, ComponentFailure& f, double computeSlowdown, double allReduceFactor)
{
    if (c.training == nullptr)
        return;
    f.slowdown = slowdownOf(c, computeSlowdown, allReduceFactor);
    f.training = f.slowdown > 1.0 + 1e-9 ? TrainingOutcome::Slowed : TrainingOutcome::Unaffected;
}

int replicasOn(const Context& c, int gpus)
{
    if (!c.spec.serving)
        return 0;
    const cluster::ServiceSpec& s = c.spec.serving->service;
    return std::min(s.replicas, gpus / std::max(1, s.tp));
}

std::string trainingSentence(const ComponentFailure& f)
{
    switch (f.training) {
    case TrainingOutcome::Unaffected:
        return "the training job runs on unchanged";
    case TrainingOutcome::Slowed:
        return fmt::format("the training job runs {:.1f} % slower until the repair", (f.slowdown - 1) * 100);
    case TrainingOutcome::Restarts:
        return fmt::format("the training job restarts on spare servers in {:.0f} s, rolling back {:.0f} s of work",
                           f.downtimeS, f.lostWorkS);
    case TrainingOutcome::WaitsForRepair:
        return fmt::format("the training job stops for {:.1f} h until the repair and restart (no spare servers)",
                           f.downtimeS / 3600);
    }
    return {};
}

void describe(const Context& c, ComponentFailure& f, const std::string& what)
{
    f.effect = what + "; " + (c.training != nullptr ? trainingSentence(f) : std::string("no training job"));
    if (c.spec.serving && f.replicasLost > 0)
        f.effect += fmt::format("; {} of {} serving replicas lost", f.replicasLost, c.spec.serving->service.replicas);
}

ComponentFailure failureOf(std::string component, int count, std::string target)
{
    ComponentFailure f;
    f.component = std::move(component);
    f.count = count;
    f.target = std::move(target);
    return f;
}

// The rack of the platform with the most GPUs (the largest failure domain of its kind).
int largestRack(const Context& c)
{
    int best = 0;
    for (std::size_t r = 0; r < c.figures.cluster.racks.size(); ++r)
        if (c.figures.cluster.racks[r].gpus > c.figures.cluster.racks[std::size_t(best)].gpus)
            best = int(r);
    return best;
}

} // namespace

std::string_view trainingOutcomeId(TrainingOutcome outcome)
{
    switch (outcome) {
    case TrainingOutcome::Unaffected:
        return "unaffected";
    case TrainingOutcome::Slowed:
        return "slowed";
    case TrainingOutcome::Restarts:
        return "restarts";
    case TrainingOutcome::WaitsForRepair:
        return "waits-for-repair";
    }
    return "unaffected";
}

FailureAnalysis analyseFailures(const DesignSpec& spec, const DesignFigures& figures,
                                const BottleneckAnalysis& bottlenecks, std::uint64_t seed)
{
    FailureAnalysis result;
    const cluster::ClusterSpec& cl = spec.cluster;
    const ClusterFigures& cf = figures.cluster;
    const std::string platformId = spec.training ? spec.training->job.platformId : spec.serving->service.platformId;
    Context c{spec, figures, bottlenecks.training ? &*bottlenecks.training : nullptr, hw::findPlatform(platformId)};
    const int perServer = c.platform->gpuCount;
    int used = 0;
    if (spec.training)
        used += spec.training->job.gpus;
    if (spec.serving && spec.serving->service.platformId == platformId)
        used += spec.serving->service.replicas * spec.serving->service.tp;
    c.spareGpus = std::max(0, spec.gpusOfPlatform(platformId) - used);
    c.jobServers = spec.training ? (spec.training->job.gpus + perServer - 1) / perServer : 0;
    result.spareGpus = c.spareGpus;
    const double repairS = cl.failures.repairS;
    const double oversub = std::max(1.0, cf.fabricOversubscription);
    const bool jobSpansLeaves = c.jobServers > cl.fabric.serversPerLeaf && cf.fabricLeaves > 1;

    { // A server: its GPUs.
        ComponentFailure f = failureOf("server", cf.servers, "server0");
        f.gpusLost = perServer;
        f.replicasLost = replicasOn(c, perServer);
        f.durationS = repairS;
        interrupt(c, f, perServer);
        describe(c, f, fmt::format("{} GPUs of one server out of service", perServer));
        result.nMinus1.push_back(f);
    }
    { // A compute-fabric leaf: its servers (leaf-spine) or one NIC of each (a rail), either
      // way their GPUs leave the job's collectives.
        ComponentFailure f = failureOf("leaf", cf.fabricLeaves, "leaf0");
        const int servers = std::min(cl.fabric.serversPerLeaf, cf.servers);
        f.gpusLost = servers * perServer;
        f.fabricCapacityLost = cf.fabricLeaves > 0 ? 1.0 / cf.fabricLeaves : 1.0;
        f.replicasLost = spec.patterns.separateInferenceFabric ? 0 : replicasOn(c, f.gpusLost);
        f.durationS = repairS;
        interrupt(c, f, f.gpusLost);
        describe(c, f,
                 fmt::format("{} servers lose the compute fabric{}", servers,
                             cl.fabric.shape == cluster::FabricShapeId::RailOptimised ? " on one rail" : ""));
        result.nMinus1.push_back(f);
    }
    if (cf.fabricLeaves > 1) {
        { // A spine: every leaf's uplinks to it.
            ComponentFailure f = failureOf("spine", cf.fabricSpines, "spine0");
            f.fabricCapacityLost = 1.0 / cl.fabric.spines;
            f.durationS = repairS;
            if (cl.fabric.spines == 1) {
                if (jobSpansLeaves)
                    interrupt(c, f, c.spareGpus + 1); // no path between leaves: no spare helps
                describe(c, f, "the leaves lose their only spine: no path between leaves");
            } else {
                const double after = oversub * cl.fabric.spines / (cl.fabric.spines - 1.0);
                if (jobSpansLeaves)
                    slow(c, f, 1.0, std::max(1.0, after) / oversub);
                describe(c, f, fmt::format("every leaf keeps {} of {} spine uplinks ({:.2f}:1 oversubscribed)",
                                           cl.fabric.spines - 1, cl.fabric.spines, after));
            }
            result.nMinus1.push_back(f);
        }
        { // One leaf-spine link.
            ComponentFailure f = failureOf("link", cf.fabricUplinks, "leaf0-spine0");
            const int k = cl.fabric.spines * cl.fabric.uplinksPerLeafSpine;
            f.fabricCapacityLost = 1.0 / k;
            f.durationS = repairS;
            if (k == 1) {
                const int servers = std::min(cl.fabric.serversPerLeaf, cf.servers);
                if (jobSpansLeaves)
                    interrupt(c, f, servers * perServer);
                describe(c, f, "one leaf loses its only uplink");
            } else {
                const double after = oversub * k / (k - 1.0);
                if (jobSpansLeaves)
                    slow(c, f, 1.0, std::max(1.0, after) / oversub);
                describe(c, f, fmt::format("one leaf keeps {} of {} uplinks ({:.2f}:1 oversubscribed)", k - 1, k,
                                           after));
            }
            result.nMinus1.push_back(f);
        }
    }
    { // A storage data server: the tier's bandwidth shrinks by one server's share.
        const int d = cl.storage.tier.dataServers;
        ComponentFailure f = failureOf("storage-server", d, "storage-server0");
        f.storageCapacityLost = 1.0 / d;
        f.durationS = repairS;
        if (d == 1) {
            if (c.training != nullptr) {
                f.training = TrainingOutcome::WaitsForRepair;
                f.downtimeS = repairS + cl.failures.restartS;
            }
            describe(c, f, "the only data server: no data and no checkpoints");
        } else if (c.training != nullptr) {
            const StepFigures degraded = trainingStep(spec, 0, (d - 1.0) / d);
            f.slowdown = degraded.wallS / c.training->step.wallS;
            f.training = f.slowdown > 1.0 + 1e-9 ? TrainingOutcome::Slowed : TrainingOutcome::Unaffected;
            describe(c, f, fmt::format("storage reads at {:.1f} of {:.1f} GB/s", degraded.storageReadBytesPerSecond / 1e9,
                                       c.training->step.storageReadBytesPerSecond / 1e9));
        } else {
            describe(c, f, fmt::format("storage keeps {} of {} data servers", d - 1, d));
        }
        result.nMinus1.push_back(f);
    }
    const int worst = largestRack(c);
    const RackFigures& rack = cf.racks[std::size_t(worst)];
    { // A rack's power feed: the rack's servers go dark.
        ComponentFailure f = failureOf("rack-feed", int(cf.racks.size()), rack.id);
        f.gpusLost = rack.gpus;
        f.replicasLost = replicasOn(c, rack.gpus);
        f.durationS = repairS;
        interrupt(c, f, rack.gpus);
        describe(c, f, fmt::format("rack {} loses power: {} servers, {} GPUs", rack.id, rack.servers, rack.gpus));
        result.nMinus1.push_back(f);
    }
    { // A cooling unit of the rack with the least cooling margin.
        int r = 0;
        for (std::size_t i = 0; i < cf.racks.size(); ++i)
            if (cf.racks[i].powerKW / cf.racks[i].coolingCapacityKW >
                cf.racks[std::size_t(r)].powerKW / cf.racks[std::size_t(r)].coolingCapacityKW)
                r = int(i);
        const RackFigures& hot = cf.racks[std::size_t(r)];
        const int n = spec.coolingUnitsPerRack;
        ComponentFailure f = failureOf("cooling-unit", int(cf.racks.size()) * n, hot.id);
        f.durationS = repairS;
        const double left = hot.coolingCapacityKW * (n - 1.0) / n;
        if (hot.powerKW <= left) {
            describe(c, f, fmt::format("rack {} keeps {:.0f} kW of cooling for its {:.0f} kW", hot.id, left, hot.powerKW));
        } else {
            // The heat the cooling can no longer remove heats the inlet until the GPUs throttle
            // to what it removes: as a power cap at the cooling left (the facility model's cap
            // law, f = (B / D)^(1/3) with B the cap less the other parts' and idle power and D
            // the GPUs' dynamic power), or, with nothing left for the GPUs, a thermal shutdown.
            const hw::PlatformSpec& p = *hw::findPlatform(hot.platformId);
            const hw::GpuSpec& gpu = *hw::findGpu(p.gpuId);
            const double otherKW = hot.servers * (p.powerMaxKW - p.gpuCount * gpu.tdpW / 1e3);
            const double budget = left - otherKW - hot.gpus * gpu.idleW / 1e3;
            const double dynamic = hot.gpus * (gpu.tdpW - gpu.idleW) / 1e3;
            if (budget <= 0) {
                f.gpusLost = hot.gpus;
                f.replicasLost = replicasOn(c, hot.gpus);
                interrupt(c, f, hot.gpus);
                describe(c, f, fmt::format("rack {} keeps {:.0f} kW of cooling for its {:.0f} kW: its GPUs shut down",
                                           hot.id, left, hot.powerKW));
            } else {
                const double clock = std::cbrt(std::min(1.0, budget / dynamic));
                if (c.training != nullptr)
                    slow(c, f, 1.0 / clock, 1.0);
                describe(c, f, fmt::format("rack {} keeps {:.0f} kW of cooling for its {:.0f} kW: its GPUs throttle "
                                           "to {:.0f} % of their clock",
                                           hot.id, left, hot.powerKW, clock * 100));
            }
        }
        result.nMinus1.push_back(f);
    }

    if (spec.serving) {
        // The service on the replicas each failure leaves, one run per count.
        std::vector<std::pair<int, ServingAnalysis>> runs;
        for (auto& f : result.nMinus1) {
            if (f.replicasLost <= 0)
                continue;
            const int left = spec.serving->service.replicas - f.replicasLost;
            if (left <= 0) {
                f.servingHeld = false;
                f.servingAttainment = 0;
                f.effect += "; the service stops";
                continue;
            }
            auto it = std::find_if(runs.begin(), runs.end(), [left](const auto& r) { return r.first == left; });
            if (it == runs.end())
                it = runs.insert(runs.end(), {left, servingAt(spec, left, seed)});
            f.servingHeld = it->second.sustained && it->second.attainment >= kSloAttainmentToPass;
            f.servingAttainment = it->second.attainment;
            f.effect += fmt::format("; the service on {} replicas {} its SLOs ({:.1f} % of requests within them)", left,
                                    f.servingHeld ? "holds" : "misses", it->second.attainment * 100);
        }
    }

    for (auto& f : result.nMinus1) {
        f.availableGpus = cf.gpus - f.gpusLost;
        // A leaf or link lost takes its share of the bisection; a spine its share of all.
        const double fabricLost = f.component == "spine" ? f.fabricCapacityLost
                                  : f.component == "link" ? f.fabricCapacityLost / std::max(1, cf.fabricLeaves)
                                  : f.component == "leaf" ? f.fabricCapacityLost
                                                          : 0.0;
        f.availableFabricTbps = cf.fabricBisectionTbps * (1.0 - fabricLost);
        f.availableStorageGBps = cf.storageReadGBps * (1.0 - f.storageCapacityLost);
        const bool down = f.training == TrainingOutcome::WaitsForRepair || !f.servingHeld;
        const bool touched = f.training != TrainingOutcome::Unaffected || f.gpusLost > 0 || f.replicasLost > 0 ||
                             fabricLost > 0 || f.storageCapacityLost > 0;
        f.status = down ? "down" : touched ? "degraded" : "healthy";
    }

    if (c.training != nullptr) {
        const TrainingAnalysis& t = *c.training;
        LongRunFailures l;
        cluster::ComponentCounts counts;
        counts.gpus = spec.training->job.gpus;
        counts.servers = c.jobServers;
        counts.networkLinks = spec.training->job.gpus; // one NIC path per GPU, as Table 5 counts
        counts.jobs = 1;
        const cluster::FailureGenerator generator(counts, seed);
        l.failuresPerHour = generator.totalFailuresPerHour() * cl.failures.rateScale;
        l.mtbfHours = l.failuresPerHour > 0 ? 1.0 / l.failuresPerHour : 0;
        l.checkpointIntervalS = spec.training->job.checkpointIntervalS;
        l.checkpointCostS = t.step.checkpointStallS;
        l.checkpointWriteS = t.step.checkpointWriteS;
        l.restartS = cl.failures.restartS + (c.spareGpus >= perServer ? 0.0 : repairS);
        const double mtbfS = l.mtbfHours * 3600;
        if (mtbfS > 0 && l.checkpointCostS > 0) {
            l.youngIntervalS = storage::youngInterval(l.checkpointCostS, mtbfS);
            l.dalyIntervalS = storage::dalyInterval(l.checkpointCostS, mtbfS);
            l.optimumIntervalS = std::max(l.dalyIntervalS, t.step.checkpointWriteS);
        }
        // Without checkpoints a failure rolls the whole run back: the interval is the run.
        const double tau = l.checkpointIntervalS > 0 ? l.checkpointIntervalS : t.timeToTrainDays * 86400;
        l.wasteFraction = mtbfS > 0 ? storage::dalyWasteFraction(tau, l.checkpointCostS, mtbfS, l.restartS) : 0.0;
        l.effectiveTrainingFraction = 1.0 / (1.0 + l.wasteFraction);
        l.timeToTrainDays = t.timeToTrainDays / l.effectiveTrainingFraction;
        l.energyToTrainMWh = t.energyToTrainMWh / l.effectiveTrainingFraction;
        l.expectedInterruptions = l.failuresPerHour * l.timeToTrainDays * 24;
        l.method = "closed form: Daly's (2006) expected waste at the Llama 3 failure rates";
        result.longRun = l;
    }
    return result;
}

} // namespace ailab::core::design
