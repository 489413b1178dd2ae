#pragma once

#include "core/telemetry/status_rule.h"

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

// A cooling fault followed through its consequences (docs/models.md, "Cooling fault, followed
// through"), as section 08.6 of the course asks an engineer to: "correlate temperature, power,
// clock behavior, and workload performance". From the twin's own telemetry it reads, for the
// rack the fault hit, its inlet temperature (ailab_rack_inlet_temperature), the temperature of
// its GPU that got hottest (DCGM_FI_DEV_GPU_TEMP), the SM clock of its GPU that got slowest
// (DCGM_FI_DEV_SM_CLOCK) and the step time of every job on its GPUs (ailab_job_step_time):
// each just before the fault and at its worst since, so a page can say how far each link of
// the chain moved while the fabric and the storage stayed healthy.
namespace ailab::core::cluster {

class ClusterTwin;

// One figure of the chain: the last sample before the fault and the worst one from the fault
// on (the highest, or the lowest for a clock), with its time; NaN where there is no sample.
struct ChainFigure
{
    double before = std::numeric_limits<double>::quiet_NaN();
    double worst = std::numeric_limits<double>::quiet_NaN();
    double worstAtS = std::numeric_limits<double>::quiet_NaN();
    double change() const { return worst - before; }
    double relativeChange() const { return before != 0 ? worst / before - 1.0 : 0.0; }
};

struct ThermalChain
{
    std::size_t fault = 0; // its index in the twin's faults().faults()
    int rack = -1;
    std::string rackId;
    double appliedAtS = 0;
    double revertedAtS = -1; // -1 while it acts
    double coolingLost = 0;  // the share of the rack's cooling the fault took
    ChainFigure inletC;
    int hottestGpu = -1; // the rack's GPU whose temperature rose highest since the fault
    ChainFigure hottestGpuC;
    int slowestGpu = -1;         // the rack's GPU whose clock fell lowest since the fault
    ChainFigure slowestClockMHz; // its worst is its lowest
    struct Job
    {
        std::string name;
        ChainFigure stepS; // ailab_job_step_time
    };
    std::vector<Job> jobs; // the jobs with GPUs in the rack, in the twin's order
    // The rest of the cluster now (cluster_health's rules): the course's point is that these
    // stay healthy while the jobs slow down.
    telemetry::Health fabric = telemetry::Health::Healthy;
    telemetry::Health storage = telemetry::Health::Healthy;
};

// The series names the chain reads, for the charts that show it.
std::string rackInletSeries(const ClusterTwin& twin, int rack);
std::string gpuSeries(const ClusterTwin& twin, const char* family, int gpu); // a DCGM family
std::string jobStepSeries(const std::string& job);

// The cooling-failure faults the twin has applied so far, newest last (indices into
// faults().faults()).
std::vector<std::size_t> appliedCoolingFaults(const ClusterTwin& twin);
// Fault `fault` (a cooling failure the twin has applied) followed through the chain up to now.
// Throws core::Error naming "fault" for an index that is not an applied cooling failure.
ThermalChain followCoolingFault(const ClusterTwin& twin, std::size_t fault);

} // namespace ailab::core::cluster
