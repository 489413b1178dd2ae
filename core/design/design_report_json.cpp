#include "core/design/design_report_json.h"

#include <cmath>

namespace ailab::core::design {

namespace {

using Json = nlohmann::ordered_json;

Json number(double x)
{
    return std::isfinite(x) ? Json(x) : Json(nullptr);
}

Json courseTiles(const CourseTiles& t)
{
    return {{"accelerators", t.accelerators},
            {"hbmTB", number(t.hbmTB)},
            {"nics", t.nics},
            {"gpuOnlyPowerKW", number(t.gpuOnlyPowerKW)},
            {"assumption", "GPU-only power is the course's illustrative 1 kW per GPU"}};
}

Json clusterFigures(const ClusterFigures& f)
{
    Json racks = Json::array();
    for (const auto& r : f.racks)
        racks.push_back({{"id", r.id},
                         {"platform", r.platformId},
                         {"servers", r.servers},
                         {"gpus", r.gpus},
                         {"powerKW", number(r.powerKW)},
                         {"feedKW", number(r.feedKW)},
                         {"cooling", r.coolingId},
                         {"coolingCapacityKW", number(r.coolingCapacityKW)},
                         {"coolingNeeded", r.coolingNeededId},
                         {"pue", number(r.pue)},
                         {"withinFeed", r.withinFeed},
                         {"withinCooling", r.withinCooling}});
    return {{"servers", f.servers},
            {"gpus", f.gpus},
            {"gpuTdpKW", number(f.gpuTdpKW)},
            {"serversKW", number(f.serversKW)},
            {"fabricLeaves", f.fabricLeaves},
            {"fabricSpines", f.fabricSpines},
            {"fabricUplinks", f.fabricUplinks},
            {"inferenceFabricSwitches", f.inferenceFabricSwitches},
            {"storageLeaves", f.storageLeaves},
            {"managementSwitches", f.managementSwitches},
            {"storageServers", f.storageServers},
            {"switchesKW", number(f.switchesKW)},
            {"storageKW", number(f.storageKW)},
            {"itPowerKW", number(f.itPowerKW)},
            {"facilityPowerKW", number(f.facilityPowerKW)},
            {"pue", number(f.pue)},
            {"btuPerHour", number(f.btuPerHour)},
            {"coolingTons", number(f.coolingTons)},
            {"fabricOversubscription", number(f.fabricOversubscription)},
            {"fabricBisectionTbps", number(f.fabricBisectionTbps)},
            {"storageReadGBps", number(f.storageReadGBps)},
            {"storageWriteGBps", number(f.storageWriteGBps)},
            {"scalableUnits", f.scalableUnits},
            {"racks", racks}};
}

Json courseAnalyzer(const CourseAnalyzer& a)
{
    return {{"networkDemandGbps", number(a.networkDemandGbps)},
            {"networkCapacityGbps", number(a.networkCapacityGbps)},
            {"storageDemandGBps", number(a.storageDemandGBps)},
            {"storageCapacityGBps", number(a.storageCapacityGBps)},
            {"networkHeadroom", number(a.networkHeadroom)},
            {"storageHeadroom", number(a.storageHeadroom)},
            {"primaryConstraint", a.primaryConstraint},
            {"assumptions",
             {"each GPU contributes 20 Gb/s of modeled network demand (the course's educational sizing assumption)",
              "each GPU contributes 1 GB/s of modeled storage demand (the course's educational sizing assumption)",
              "fabric capacity is a server's fabric bandwidth, treated as an aggregate usable budget"}}};
}

Json step(const StepFigures& s)
{
    return {{"gpus", s.gpus},
            {"servers", s.servers},
            {"wallS", number(s.wallS)},
            {"stepS", number(s.stepS)},
            {"computeS", number(s.computeS)},
            {"optimizerS", number(s.optimizerS)},
            {"pipelineBubbleS", number(s.pipelineBubbleS)},
            {"exposedCommunicationS",
             {{"tensorParallel", number(s.tensorParallelS)},
              {"pipelineSends", number(s.pipelineSendS)},
              {"dataParallel", number(s.dataParallelExposedS)}}},
            {"dataParallelAllReduceS", number(s.dataParallelAllReduceS)},
            {"readS", number(s.readS)},
            {"dataWaitS", number(s.dataWaitS)},
            {"checkpointStallS", number(s.checkpointStallS)},
            {"checkpointStallPerStepS", number(s.checkpointStallPerStepS)},
            {"checkpointWriteS", number(s.checkpointWriteS)},
            {"achievedTflopsPerGpu", number(s.achievedTflopsPerGpu)},
            {"mfu", number(s.mfu)},
            {"tokensPerSecond", number(s.tokensPerSecond)},
            {"memoryGBPerGpu", number(s.memoryGBPerGpu)},
            {"readGBPerStep", number(s.readBytesPerStep / 1e9)},
            {"storageReadGBps", number(s.storageReadBytesPerSecond / 1e9)},
            {"checkpointGB", number(s.checkpointBytes / 1e9)},
            {"fabricGBPerGpuPerStep", number(s.dpBytesPerGpuPerStep / 1e9)}};
}

Json training(const TrainingAnalysis& t)
{
    Json headroom = Json::array();
    for (const auto& h : t.headroom)
        headroom.push_back({{"resource", h.resource},
                            {"demand", number(h.demand)},
                            {"capacity", number(h.capacity)},
                            {"unit", h.unit},
                            {"headroom", number(h.headroom)}});
    Json scaling = Json::array();
    for (const auto& p : t.scaling)
        scaling.push_back({{"gpus", p.gpus},
                           {"wallS", number(p.wallS)},
                           {"achievedTflopsPerGpu", number(p.achievedTflopsPerGpu)},
                           {"tokensPerSecond", number(p.tokensPerSecond)},
                           {"scalingEfficiency", number(p.scalingEfficiency)}});
    return {{"step", step(t.step)},
            {"primaryConstraint", t.primaryConstraint},
            {"headroom", headroom},
            {"scaling", scaling},
            {"steps", number(t.steps)},
            {"timeToTrainDays", number(t.timeToTrainDays)},
            {"energyToTrainMWh", number(t.energyToTrainMWh)}};
}

Json serving(const ServingAnalysis& s)
{
    return {{"ratePerS", number(s.ratePerS)},
            {"replicas", s.replicas},
            {"requests", s.requests},
            {"sustained", s.sustained},
            {"verdict", s.verdict},
            {"ttftP95Ms", number(s.ttftP95Ms)},
            {"tpotP95Ms", number(s.tpotP95Ms)},
            {"sloTtftMs", number(s.sloTtftMs)},
            {"sloTpotMs", number(s.sloTpotMs)},
            {"attainment", number(s.attainment)},
            {"goodputPerS", number(s.goodput)}};
}

Json failures(const FailureAnalysis& f)
{
    Json list = Json::array();
    for (const auto& c : f.nMinus1)
        list.push_back({{"component", c.component},
                        {"count", c.count},
                        {"target", c.target},
                        {"gpusLost", c.gpusLost},
                        {"fabricCapacityLost", number(c.fabricCapacityLost)},
                        {"storageCapacityLost", number(c.storageCapacityLost)},
                        {"replicasLost", c.replicasLost},
                        {"servingHeld", c.servingHeld},
                        {"servingAttainment", number(c.servingAttainment)},
                        {"training", trainingOutcomeId(c.training)},
                        {"slowdown", number(c.slowdown)},
                        {"downtimeS", number(c.downtimeS)},
                        {"lostWorkS", number(c.lostWorkS)},
                        {"durationS", number(c.durationS)},
                        {"effect", c.effect},
                        {"availableGpus", c.availableGpus},
                        {"availableFabricTbps", number(c.availableFabricTbps)},
                        {"availableStorageGBps", number(c.availableStorageGBps)},
                        {"status", c.status}});
    Json out{{"spareGpus", f.spareGpus}, {"nMinus1", list}};
    if (f.longRun) {
        const LongRunFailures& l = *f.longRun;
        out["longRun"] = {{"failuresPerHour", number(l.failuresPerHour)},
                          {"mtbfHours", number(l.mtbfHours)},
                          {"checkpointIntervalS", number(l.checkpointIntervalS)},
                          {"checkpointCostS", number(l.checkpointCostS)},
                          {"restartS", number(l.restartS)},
                          {"youngIntervalS", number(l.youngIntervalS)},
                          {"dalyIntervalS", number(l.dalyIntervalS)},
                          {"optimumIntervalS", number(l.optimumIntervalS)},
                          {"checkpointWriteS", number(l.checkpointWriteS)},
                          {"wasteFraction", number(l.wasteFraction)},
                          {"effectiveTrainingFraction", number(l.effectiveTrainingFraction)},
                          {"timeToTrainDays", number(l.timeToTrainDays)},
                          {"energyToTrainMWh", number(l.energyToTrainMWh)},
                          {"expectedInterruptions", number(l.expectedInterruptions)},
                          {"method", l.method}};
    }
    return out;
}

Json review(const DesignReview& r)
{
    Json criteria = Json::array();
    for (const auto& c : r.criteria) {
        Json figures = Json::object();
        for (const auto& [name, value] : c.toPassFigures)
            figures[name] = number(value);
        Json rackFixes = Json::array();
        for (const auto& fix : c.rackFixes)
            rackFixes.push_back({{"rack", fix.rack}, {"feedKW", number(fix.feedKW)}, {"coolingNeeded", fix.coolingNeeded}});
        criteria.push_back({{"id", c.id},
                            {"title", c.title},
                            {"passed", c.passed},
                            {"value", number(c.value)},
                            {"threshold", number(c.threshold)},
                            {"unit", c.unit},
                            {"reason", c.reason},
                            {"toPass", c.toPass},
                            {"toPassFigures", figures},
                            {"rackFixes", rackFixes}});
    }
    const ReadinessScore& s = r.readiness;
    return {{"readiness",
             {{"computeScale", number(s.computeScale)},
              {"networkCapacity", number(s.networkCapacity)},
              {"storageCapacity", number(s.storageCapacity)},
              {"failureTolerance", number(s.failureTolerance)},
              {"total", number(s.total)},
              {"caveat", s.caveat}}},
            {"passed", r.passed},
            {"criteria", criteria}};
}

} // namespace

nlohmann::ordered_json designReportJson(const DesignEvaluation& e)
{
    Json bottlenecks{{"course", courseAnalyzer(e.bottlenecks.course)}};
    if (e.bottlenecks.training)
        bottlenecks["training"] = training(*e.bottlenecks.training);
    if (e.bottlenecks.serving)
        bottlenecks["serving"] = serving(*e.bottlenecks.serving);
    return {{"design", {{"course", courseTiles(e.figures.course)}, {"cluster", clusterFigures(e.figures.cluster)}}},
            {"bottlenecks", bottlenecks},
            {"failures", failures(e.failures)},
            {"review", review(e.review)}};
}

} // namespace ailab::core::design
