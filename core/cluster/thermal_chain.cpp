#include "core/cluster/thermal_chain.h"

#include "core/cluster/cluster_health.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/fault_injector.h"
#include "core/error.h"
#include "core/telemetry/metric_registry.h"

#include <cmath>
#include <fmt/format.h>
#include <limits>

namespace ailab::core::cluster {

namespace {

enum class Worst { Highest, Lowest };

// The last sample before `from` and the worst sample at or after it (gaps skipped).
ChainFigure follow(const telemetry::TimeSeries* series, double from, Worst worst)
{
    ChainFigure figure;
    if (series == nullptr)
        return figure;
    for (const telemetry::Sample& s : *series) {
        if (std::isnan(s.value))
            continue;
        if (s.time < from) {
            figure.before = s.value;
            continue;
        }
        const bool worse =
            std::isnan(figure.worst) ||
            (worst == Worst::Highest ? s.value > figure.worst : s.value < figure.worst);
        if (worse) {
            figure.worst = s.value;
            figure.worstAtS = s.time;
        }
    }
    return figure;
}

bool isCoolingFailure(const FaultInjector::Applied& applied)
{
    return applied.spec.kind == faultKindId(FaultKind::CoolingFailure) && applied.appliedAt >= 0 &&
           !applied.cancelled;
}

} // namespace

std::string rackInletSeries(const ClusterTwin& twin, int rack)
{
    return fmt::format("ailab_rack_inlet_temperature{{rack=\"{}\"}}",
                       twin.spec().racks().at(std::size_t(rack)).id);
}

std::string gpuSeries(const ClusterTwin& twin, const char* family, int gpu)
{
    // As ClusterTelemetry names them: DCGM's field, then the GPU, its server and its rack.
    const int server = twin.serverOfGpu(gpu);
    return fmt::format("{}{{gpu=\"{}\",server=\"server{}\",rack=\"{}\"}}", family, gpu, server,
                       twin.spec().racks()[std::size_t(twin.rackOfServer(server))].id);
}

std::string jobStepSeries(const std::string& job)
{
    return fmt::format("ailab_job_step_time{{job=\"{}\"}}", job);
}

std::vector<std::size_t> appliedCoolingFaults(const ClusterTwin& twin)
{
    std::vector<std::size_t> out;
    const auto& faults = twin.faults().faults();
    for (std::size_t i = 0; i < faults.size(); ++i)
        if (isCoolingFailure(faults[i]))
            out.push_back(i);
    return out;
}

ThermalChain followCoolingFault(const ClusterTwin& twin, std::size_t fault)
{
    const auto& faults = twin.faults().faults();
    if (fault >= faults.size() || !isCoolingFailure(faults[fault]))
        throw Error(fmt::format("expected an applied cooling failure, not fault {}", fault),
                    "fault");
    const FaultInjector::Applied& applied = faults[fault];
    ThermalChain chain;
    chain.fault = fault;
    chain.rack = twin.resolveRack(applied.spec.target, "fault");
    chain.rackId = twin.spec().racks()[std::size_t(chain.rack)].id;
    chain.appliedAtS = applied.appliedAt;
    chain.revertedAtS = applied.revertedAt;
    chain.coolingLost =
        applied.spec.severity.value_or(faultSeverity(FaultKind::CoolingFailure).defaultValue);

    const telemetry::MetricRegistry& metrics = twin.metrics();
    const double from = chain.appliedAtS;
    chain.inletC = follow(metrics.find(rackInletSeries(twin, chain.rack)), from, Worst::Highest);

    // The rack's GPU that got hottest and the one whose clock fell lowest: a synchronous job
    // runs at its slowest GPU's pace (docs/models.md, "A training step in the twin").
    const Facility& facility = twin.facility();
    const int firstGpu = facility.firstGpuOfRack(chain.rack);
    const int lastGpu = firstGpu + facility.gpusInRack(chain.rack);
    for (int g = firstGpu; g < lastGpu; ++g) {
        const ChainFigure temperature =
            follow(metrics.find(gpuSeries(twin, "DCGM_FI_DEV_GPU_TEMP", g)), from, Worst::Highest);
        if (!std::isnan(temperature.worst) &&
            (chain.hottestGpu < 0 || temperature.worst > chain.hottestGpuC.worst)) {
            chain.hottestGpu = g;
            chain.hottestGpuC = temperature;
        }
        const ChainFigure clock =
            follow(metrics.find(gpuSeries(twin, "DCGM_FI_DEV_SM_CLOCK", g)), from, Worst::Lowest);
        if (!std::isnan(clock.worst) &&
            (chain.slowestGpu < 0 || clock.worst < chain.slowestClockMHz.worst)) {
            chain.slowestGpu = g;
            chain.slowestClockMHz = clock;
        }
    }

    for (std::size_t j = 0; j < twin.jobs().size(); ++j) {
        bool onRack = false;
        for (int g : twin.jobGpus(j))
            onRack = onRack || (g >= firstGpu && g < lastGpu);
        if (!onRack)
            continue;
        const std::string& name = twin.jobs()[j]->spec().name;
        chain.jobs.push_back(
            {name, follow(metrics.find(jobStepSeries(name)), from, Worst::Highest)});
    }
    chain.fabric = fabricHealth(twin);
    chain.storage = storageHealth(twin);
    return chain;
}

} // namespace ailab::core::cluster
