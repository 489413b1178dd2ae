#include "core/design/design_review.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace ailab::core::design {

namespace {

double clamp01(double x)
{
    return std::isfinite(x) ? std::clamp(x, 0.0, 1.0) : 0.0;
}

ReviewCriterion criterion(std::string id, std::string title)
{
    ReviewCriterion c;
    c.id = std::move(id);
    c.title = std::move(title);
    return c;
}

bool keepsRunning(const ComponentFailure& f)
{
    return f.training != TrainingOutcome::WaitsForRepair && f.servingHeld;
}

ReviewCriterion finishesInTime(const DesignSpec& spec, const TrainingAnalysis& t, const FailureAnalysis& failures)
{
    ReviewCriterion c = criterion("finishes-in-time", "The training run finishes in time");
    const double days = failures.longRun ? failures.longRun->timeToTrainDays : t.timeToTrainDays;
    c.value = days;
    c.threshold = spec.training->days;
    c.unit = "days";
    c.passed = days <= spec.training->days;
    c.reason = fmt::format("{:.3g} tokens at {:.3g} tokens/s take {:.1f} days with the expected failures ({:.1f} "
                           "without); the workload allows {:.1f}",
                           spec.training->tokens, t.step.tokensPerSecond, days, t.timeToTrainDays, spec.training->days);
    if (!c.passed) {
        // Throughput per GPU does not grow with more GPUs (scaling efficiency at most 1), so
        // at least this many GPUs are needed.
        const double needed = std::ceil(t.step.gpus * days / spec.training->days);
        const double tokens = spec.training->tokens * spec.training->days / days;
        c.toPass = fmt::format("at least {:.0f} GPUs at the same throughput per GPU, {:.3g} tokens, or {:.1f} days",
                               needed, tokens, days);
        c.toPassFigures = {{"gpus", needed}, {"tokens", tokens}, {"days", days}};
    }
    return c;
}

ReviewCriterion servingSlo(const ServingAnalysis& s)
{
    ReviewCriterion c = criterion("serving-slo", "The service meets its TTFT and TPOT objectives");
    c.value = s.attainment;
    c.threshold = kSloAttainmentToPass;
    c.unit = "share of requests";
    c.passed = s.sustained && s.attainment >= kSloAttainmentToPass;
    c.reason = fmt::format("at {:.3g} requests/s on {} replicas: {} in steady state, TTFT p95 {:.0f} ms (SLO {:.0f}), "
                           "TPOT p95 {:.1f} ms (SLO {:.0f}), {:.1f} % within every SLO",
                           s.ratePerS, s.replicas, s.verdict, s.ttftP95Ms, s.sloTtftMs, s.tpotP95Ms, s.sloTpotMs,
                           s.attainment * 100);
    if (!c.passed && s.goodput > 0) {
        const double replicas = std::ceil(s.replicas * s.ratePerS * kSloAttainmentToPass / s.goodput);
        c.toPass = fmt::format("more replicas: at least {:.0f} at the good requests per replica it achieves", replicas);
        c.toPassFigures = {{"replicas", replicas}};
    } else if (!c.passed) {
        c.toPass = "more replicas, a larger tensor-parallel group or looser objectives";
    }
    return c;
}

ReviewCriterion fabricHeadroom(const DesignFigures& figures, const TrainingAnalysis& t)
{
    ReviewCriterion c = criterion("fabric-headroom", "The fabric hides the training job's communication");
    const StepFigures& s = t.step;
    const double exposed = s.dataParallelExposedS + s.pipelineSendS;
    c.value = exposed / s.wallS;
    c.threshold = 1.0 - kAcceleratorUtilisationToPass;
    c.unit = "share of the step";
    c.passed = c.value <= c.threshold;
    c.reason = fmt::format("exposed scale-out communication {:.3f} s of a {:.3f} s step ({:.1f} %), the data-parallel "
                           "all-reduce {:.3f} s on a {:.2f}:1 fabric",
                           exposed, s.wallS, c.value * 100, s.dataParallelAllReduceS,
                           figures.cluster.fabricOversubscription);
    if (!c.passed)
        c.toPass = figures.cluster.fabricOversubscription > 1.0
                       ? fmt::format("a non-blocking fabric (1:1, now {:.2f}:1), faster NICs, or a larger global batch",
                                     figures.cluster.fabricOversubscription)
                       : "faster NICs, more NICs per server, or a larger global batch to hide the all-reduce";
    if (!c.passed)
        c.toPassFigures = {{"oversubscription", figures.cluster.fabricOversubscription}};
    return c;
}

ReviewCriterion storageFeedsGpus(const DesignSpec& spec, const TrainingAnalysis& t)
{
    ReviewCriterion c = criterion("storage-feeds-gpus", "Storage keeps the GPUs busy (MLPerf Storage's 90 %)");
    const StepFigures& s = t.step;
    c.value = s.stepS / (s.stepS + s.dataWaitS);
    c.threshold = kAcceleratorUtilisationToPass;
    c.unit = "accelerator utilisation";
    c.passed = c.value >= c.threshold;
    c.reason = fmt::format("a step reads {:.3g} GB in {:.3f} s at {:.1f} GB/s beside a {:.3f} s step: {:.3f} s of data "
                           "wait, accelerator utilisation {:.1f} %",
                           s.readBytesPerStep / 1e9, s.readS, s.storageReadBytesPerSecond / 1e9, s.stepS, s.dataWaitS,
                           c.value * 100);
    if (!c.passed) {
        // AU >= 0.9 when the read takes at most step / 0.9 (the read overlaps the step).
        const double fixed = s.readS - s.readBytesPerStep / s.storageReadBytesPerSecond;
        const double window = s.stepS / kAcceleratorUtilisationToPass - fixed;
        const storage::TierConfig& tier = spec.cluster.storage.tier;
        if (window <= 0) {
            c.toPass = "fewer files per step or a faster metadata service: the lookups alone outlast the step";
        } else {
            const double needed = s.readBytesPerStep / window;
            const double servers = std::ceil(needed / tier.perServerBytesPerSecond);
            c.toPass = fmt::format("{:.1f} GB/s of reads for the job ({:.0f} data servers of {:.1f} GB/s, and a "
                                   "storage network that carries it)",
                                   needed / 1e9, servers, tier.perServerBytesPerSecond / 1e9);
            c.toPassFigures = {{"readGBps", needed / 1e9},
                               {"dataServers", servers},
                               {"perServerGBps", tier.perServerBytesPerSecond / 1e9}};
        }
    }
    return c;
}

ReviewCriterion nMinus1(const DesignSpec& spec, const FailureAnalysis& failures)
{
    ReviewCriterion c = criterion("n-minus-1", "One failure keeps the job running or restarts it in time");
    const double restart = spec.cluster.failures.restartS;
    int ok = 0;
    std::vector<std::string> stopped;
    int largestDomain = 0;
    for (const auto& f : failures.nMinus1) {
        if (keepsRunning(f)) {
            ++ok;
        } else {
            stopped.push_back(f.component);
            largestDomain = std::max(largestDomain, f.gpusLost);
        }
    }
    c.value = ok;
    c.threshold = double(failures.nMinus1.size());
    c.unit = "component classes";
    c.passed = stopped.empty();
    c.reason = c.passed ? fmt::format("every one of {} component classes leaves the workload running or restarts it "
                                      "within the {:.0f} s restart",
                                      failures.nMinus1.size(), restart)
                        : fmt::format("a failure of a {} {}", fmt::join(stopped, ", a "),
                                      !spec.serving ? fmt::format("stops the training job until the repair ({:.1f} h)",
                                                                  spec.cluster.failures.repairS / 3600)
                                      : !spec.training
                                          ? std::string("leaves the service short of its SLOs")
                                          : fmt::format("stops the training job until the repair ({:.1f} h) or "
                                                        "leaves the service short of its SLOs",
                                                        spec.cluster.failures.repairS / 3600));
    if (!c.passed)
        c.toPass = largestDomain > failures.spareGpus
                       ? fmt::format("spare servers for the largest failure domain: {} GPUs (now {} spare), or "
                                     "replicas spread over more racks",
                                     largestDomain, failures.spareGpus)
                       : "redundancy in the failed class (a second spine, more uplinks, more data servers)";
    if (!c.passed)
        c.toPassFigures = {{"domainGpus", largestDomain}, {"spareGpus", failures.spareGpus}};
    return c;
}

ReviewCriterion racksWithinLimits(const DesignFigures& figures)
{
    ReviewCriterion c = criterion("racks-within-limits", "Every rack within its power feed and its cooling");
    std::vector<std::string> problems;
    std::vector<std::string> fixes;
    double worst = 0;
    for (const auto& rack : figures.cluster.racks) {
        worst = std::max({worst, rack.powerKW / rack.feedKW, rack.powerKW / rack.coolingCapacityKW});
        if (!rack.withinFeed || !rack.withinCooling)
            c.rackFixes.push_back({rack.id, rack.withinFeed ? 0.0 : std::ceil(rack.powerKW),
                                   rack.withinCooling ? std::string() : rack.coolingNeededId});
        if (!rack.withinFeed) {
            problems.push_back(fmt::format("{} draws {:.1f} kW on a {:.0f} kW feed", rack.id, rack.powerKW, rack.feedKW));
            fixes.push_back(fmt::format("a {:.0f} kW feed for {} (or fewer servers)", std::ceil(rack.powerKW), rack.id));
        }
        if (!rack.withinCooling) {
            problems.push_back(fmt::format("{} makes {:.1f} kW of heat for {:.0f} kW of {} cooling", rack.id,
                                           rack.powerKW, rack.coolingCapacityKW, rack.coolingId));
            fixes.push_back(fmt::format("{} cooling for {} (or fewer servers)", rack.coolingNeededId, rack.id));
        }
    }
    c.value = worst;
    c.threshold = 1.0;
    c.unit = "largest share of a feed or cooling limit";
    c.passed = problems.empty();
    c.reason = c.passed ? fmt::format("the most loaded rack uses {:.0f} % of its feed or cooling", worst * 100)
                        : fmt::format("{}", fmt::join(problems, "; "));
    c.toPass = fmt::format("{}", fmt::join(fixes, "; "));
    return c;
}

ReviewCriterion checkpointInterval(const FailureAnalysis& failures)
{
    ReviewCriterion c = criterion("checkpoint-interval", "The checkpoint interval is near Young/Daly's optimum");
    const LongRunFailures& l = *failures.longRun;
    c.unit = "interval over the optimum";
    c.threshold = kCheckpointIntervalFactor;
    if (l.checkpointIntervalS <= 0 || l.optimumIntervalS <= 0) {
        c.passed = false;
        c.reason = "the job writes no checkpoints: a failure rolls it back to its start";
        c.toPass = fmt::format("checkpoints; at a {:.2f} h MTBF", l.mtbfHours);
        c.toPassFigures = {{"mtbfHours", l.mtbfHours}};
        return c;
    }
    c.value = l.checkpointIntervalS / l.optimumIntervalS;
    c.passed = c.value <= kCheckpointIntervalFactor && c.value >= 1.0 / kCheckpointIntervalFactor;
    c.reason = fmt::format("every {:.0f} s at a {:.3f} s stall and a {:.2f} h MTBF; Young's optimum {:.0f} s, Daly's "
                           "{:.0f} s, the write {:.0f} s; {:.1f} % of the time lost to failures and checkpoints",
                           l.checkpointIntervalS, l.checkpointCostS, l.mtbfHours, l.youngIntervalS, l.dalyIntervalS,
                           l.checkpointWriteS, l.wasteFraction / (1 + l.wasteFraction) * 100);
    if (!c.passed) {
        c.toPass = fmt::format("a checkpoint interval of about {:.0f} s", l.optimumIntervalS);
        c.toPassFigures = {{"intervalS", l.optimumIntervalS}, {"mtbfHours", l.mtbfHours}};
    }
    return c;
}

ReviewCriterion pattern(std::string id, std::string title, bool passed, std::string reason, std::string toPass)
{
    ReviewCriterion c = criterion(std::move(id), std::move(title));
    c.passed = passed;
    c.value = passed ? 1 : 0;
    c.threshold = 1;
    c.unit = "pattern followed";
    c.reason = std::move(reason);
    if (!passed)
        c.toPass = std::move(toPass);
    return c;
}

} // namespace

DesignReview reviewDesign(const DesignSpec& spec, const DesignFigures& figures, const BottleneckAnalysis& bottlenecks,
                          const FailureAnalysis& failures)
{
    DesignReview review;
    const TrainingAnalysis* t = bottlenecks.training ? &*bottlenecks.training : nullptr;
    if (t != nullptr)
        review.criteria.push_back(finishesInTime(spec, *t, failures));
    if (bottlenecks.serving)
        review.criteria.push_back(servingSlo(*bottlenecks.serving));
    if (t != nullptr) {
        review.criteria.push_back(fabricHeadroom(figures, *t));
        review.criteria.push_back(storageFeedsGpus(spec, *t));
    }
    review.criteria.push_back(nMinus1(spec, failures));
    review.criteria.push_back(racksWithinLimits(figures));
    if (failures.longRun)
        review.criteria.push_back(checkpointInterval(failures));

    const int servers = figures.cluster.servers;
    const int su = spec.patterns.scalableUnitServers;
    const std::size_t podsCriterion = review.criteria.size();
    review.criteria.push_back(pattern(
        "pattern-pods", "Pods of identical scalable units",
        servers <= kScalableUnitServers || (su > 0 && servers % su == 0),
        servers <= kScalableUnitServers
            ? fmt::format("{} servers fit in one scalable unit of {}", servers, kScalableUnitServers)
            : (su > 0 ? fmt::format("{} servers in {} pods of {}{}", servers, figures.cluster.scalableUnits, su,
                                    servers % su == 0 ? "" : ", the last one partial")
                      : fmt::format("{} servers grown one by one, without pods", servers)),
        fmt::format("pods of a fixed size (a DGX SuperPOD scalable unit is {} servers) that divide the {} servers",
                    kScalableUnitServers, servers)));
    if (!review.criteria[podsCriterion].passed)
        review.criteria[podsCriterion].toPassFigures = {{"servers", servers}};
    if (spec.training && spec.serving)
        review.criteria.push_back(pattern(
            "pattern-separate-fabrics", "Separate training and inference fabrics", spec.patterns.separateInferenceFabric,
            spec.patterns.separateInferenceFabric ? "the serving replicas have their own fabric"
                                                  : "training's all-reduce and the serving replicas share the fabric",
            "a separate inference fabric, so that training traffic never adds to the serving latency"));
    review.criteria.push_back(pattern(
        "pattern-oob-management", "Out-of-band management network", spec.patterns.outOfBandManagement,
        spec.patterns.outOfBandManagement
            ? fmt::format("the BMCs on their own network ({} management switch{}), apart from the data fabrics",
                          figures.cluster.managementSwitches, figures.cluster.managementSwitches == 1 ? "" : "es")
            : "the servers are managed over the data fabric",
        "a dedicated management network for the BMCs"));
    if (t != nullptr) {
        // The restart reads the checkpoint back: near the compute, or fast enough that it is a
        // small part of the restart.
        const double readBack = t->step.checkpointBytes / std::max(1.0, t->step.storageReadBytesPerSecond);
        const double restart = spec.cluster.failures.restartS;
        const bool near = spec.patterns.checkpointStorageNearCompute;
        review.criteria.push_back(pattern(
            "pattern-checkpoint-near-compute", "Checkpoint storage close to compute", near || readBack <= 0.1 * restart,
            near ? "checkpoints go to NVMe in or beside the racks"
                 : fmt::format("reading the {:.0f} GB checkpoint back from shared storage takes {:.0f} s of a {:.0f} s "
                               "restart",
                               t->step.checkpointBytes / 1e9, readBack, restart),
            "checkpoint storage (NVMe) in or beside the racks, or shared storage that reads the checkpoint back in a "
            "tenth of the restart"));
    }
    for (const auto& c : review.criteria)
        review.passed += c.passed ? 1 : 0;

    ReadinessScore& r = review.readiness;
    if (t != nullptr && failures.longRun)
        r.computeScale = 25 * clamp01(spec.training->days / failures.longRun->timeToTrainDays);
    else if (bottlenecks.serving)
        r.computeScale = 25 * clamp01(bottlenecks.serving->attainment / kSloAttainmentToPass);
    r.networkCapacity = 25 * clamp01(bottlenecks.course.networkCapacityGbps / bottlenecks.course.networkDemandGbps);
    r.storageCapacity = 25 * clamp01(bottlenecks.course.storageCapacityGBps / bottlenecks.course.storageDemandGBps);
    int tolerated = 0;
    for (const auto& f : failures.nMinus1)
        tolerated += keepsRunning(f) ? 1 : 0;
    r.failureTolerance = failures.nMinus1.empty() ? 0 : 25.0 * tolerated / double(failures.nMinus1.size());
    r.total = r.computeScale + r.networkCapacity + r.storageCapacity + r.failureTolerance;
    return review;
}

} // namespace ailab::core::design
