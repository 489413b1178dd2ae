#pragma once

#include "core/telemetry/openmetrics_writer.h"
#include "core/telemetry/rollup_series.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace ailab::core::telemetry {
class MetricRegistry;
class TimeSeries;
}

// The telemetry an operator of a real cluster reads, recorded from the twin's parts into its
// MetricRegistry every resolution step (docs/models.md, "Cluster twin", telemetry): per GPU
// with DCGM's field names as ids (DCGM_FI_DEV_GPU_UTIL, _SM_CLOCK, _POWER_USAGE, _GPU_TEMP,
// _FB_USED, _XID_ERRORS, _CLOCK_THROTTLE_REASONS), per rack, per leaf-spine link, for the
// shared storage, per job and for the whole cluster. Series are named as Prometheus names
// them, family{label="value"}, with their unit in the registry. The twin's GPUs' activity is
// set here from the jobs that run on them, since it is what telemetry and power both read.
namespace ailab::core::cluster {

class ClusterTwin;

class ClusterTelemetry
{
public:
    // Per-GPU and per-link series are recorded from `recordGpuSeriesFrom` on; they keep the
    // spec's window, the others the whole run (at most kMaxSamples). With
    // ClusterTwin::kNoGpuSeries nothing is recorded (a twin built only to be checked).
    ClusterTelemetry(ClusterTwin& twin, double recordGpuSeriesFrom);

    // The jobs' activity onto their GPUs (before the facility advances).
    void applyActivity();
    // Job `job` starts, stops or moves: its GPUs go idle until the next applyActivity.
    void jobActivityChanged(std::size_t job);
    // A service's replica is placed or lost: its GPUs go idle until the next applyActivity.
    void replicaMoved(std::size_t service, int replica);
    // One sample of every series at `now`.
    void sample(double now);
    // A GPU's utilisation set from outside the jobs (a batch job of the background queue
    // starts or stops on it), for its series and its rack's.
    void setGpuUtilisation(int gpu, double share);
    // The last Xid a GPU reported (DCGM_FI_DEV_XID_ERRORS holds the last one).
    void noteXid(int gpu, int xid);

    // A rack over the whole run in bounded memory: the window at full resolution, older
    // samples as (min, mean, max) buckets whose width doubles as the run grows
    // (telemetry::RollupSeries), of its GPUs' mean power and utilisation, its inlet, its
    // power and its hottest GPU's temperature.
    struct RackHistory
    {
        telemetry::RollupSeries meanGpuPowerW;
        telemetry::RollupSeries meanGpuUtilisation;
        telemetry::RollupSeries inletC;
        telemetry::RollupSeries powerKW;
        telemetry::RollupSeries hottestGpuC;
    };
    const std::vector<RackHistory>& rackHistory() const { return m_rackHistory; }
    static constexpr std::size_t kRackHistoryBuckets = 256;
    // A job over the whole run, the same way: its step time and the parts an operator
    // watches drift (data wait, exposed communication) and its MFU; gaps while it is not
    // running.
    struct JobHistory
    {
        telemetry::RollupSeries stepS;
        telemetry::RollupSeries dataWaitS;
        telemetry::RollupSeries exposedCommS;
        telemetry::RollupSeries mfuPercent;
    };
    const std::vector<JobHistory>& jobHistory() const { return m_jobHistory; }
    // Every history's series (racks', jobs', then leaves'), for the exports.
    std::vector<const telemetry::RollupSeries*> histories() const;
    // Puts the histories into the twin's registry as they are now (family `<name>_history`,
    // telemetry::addRollupToRegistry), so the CSV and OpenMetrics exports carry them; once, at
    // the end of a run (a second call does nothing).
    void addHistoriesToRegistry();
    // A leaf over the whole run, the same way: its uplinks' mean and highest utilisation and
    // the ECN marks they set, summed.
    struct LeafHistory
    {
        telemetry::RollupSeries uplinkUtilisationMean;
        telemetry::RollupSeries uplinkUtilisationMax;
        telemetry::RollupSeries ecnMarks;
    };
    const std::vector<LeafHistory>& leafHistory() const { return m_leafHistory; }

    static constexpr std::size_t kMaxSamples = 200'000;
    // The latency percentiles of a service are over the requests finished in this window.
    static constexpr double kLatencyWindowS = 60.0;
    // The samples the per-GPU and per-link series may hold together (16 B each: 512 MiB), so
    // a 16,384-GPU cluster at 1 s keeps a shorter window rather than run out of memory.
    static constexpr std::size_t kWindowSampleBudget = 32'000'000;

private:
    struct GpuSeries
    {
        telemetry::TimeSeries* util = nullptr;
        telemetry::TimeSeries* clock = nullptr;
        telemetry::TimeSeries* power = nullptr;
        telemetry::TimeSeries* temperature = nullptr;
        telemetry::TimeSeries* memory = nullptr;
        telemetry::TimeSeries* xid = nullptr;
        telemetry::TimeSeries* throttle = nullptr;
    };
    struct JobSeries
    {
        telemetry::TimeSeries* step = nullptr;
        telemetry::TimeSeries* compute = nullptr;
        telemetry::TimeSeries* comm = nullptr;
        telemetry::TimeSeries* dataWait = nullptr;
        telemetry::TimeSeries* allReduce = nullptr;
        telemetry::TimeSeries* tflops = nullptr;
        telemetry::TimeSeries* mfu = nullptr;
        telemetry::TimeSeries* progress = nullptr;
        telemetry::TimeSeries* lost = nullptr;
    };
    struct ServiceSeries
    {
        telemetry::TimeSeries* ttftP50 = nullptr;
        telemetry::TimeSeries* ttftP95 = nullptr;
        telemetry::TimeSeries* tpotP95 = nullptr;
        telemetry::TimeSeries* queue = nullptr;
        telemetry::TimeSeries* kv = nullptr;
        telemetry::TimeSeries* ready = nullptr;
        telemetry::TimeSeries* throughput = nullptr;
    };
    void addSeries();
    // Per leaf-spine link: traffic, utilisation and its port's counters from the jobs' last
    // steps (recomputed only when a step or the fabric's timing changed).
    void refreshLinkFigures();
    struct LinkFigures
    {
        double bitsPerSecond = 0;
        double utilisation = 0; // 0..1, both directions over both directions' capacity
        double ecnMarksPerS = 0, pauseFramesPerS = 0, dropsPerS = 0;
        double busy = 0; // the longest share of a step a job crossing it spends in its all-reduce
    };
    struct JobLink
    {
        std::uint32_t link = 0;
        double bytes = 0; // per step
    };

    ClusterTwin& m_twin;
    double m_recordFrom;
    std::vector<GpuSeries> m_gpu;
    std::vector<telemetry::TimeSeries*> m_rackPower;
    std::vector<telemetry::TimeSeries*> m_rackInlet;
    std::vector<telemetry::TimeSeries*> m_linkThroughput;
    std::vector<telemetry::TimeSeries*> m_linkUtilisation;
    std::vector<telemetry::TimeSeries*> m_storageLeafThroughput; // per storage-network leaf
    std::vector<telemetry::TimeSeries*> m_managementThroughput;  // per management switch
    std::vector<double> m_lastJobStorageBytes;                   // per job, read and written
    struct JobLeaves
    {
        std::vector<int> servers;                     // the placement they were counted for
        std::vector<std::pair<int, double>> shares;   // (storage leaf, share of the servers)
    };
    std::vector<JobLeaves> m_jobLeaves;
    std::vector<telemetry::TimeSeries*> m_linkEcnMarks;
    std::vector<telemetry::TimeSeries*> m_linkPfcPauses;
    std::vector<telemetry::TimeSeries*> m_linkDrops;
    std::vector<LinkFigures> m_link;
    std::vector<double> m_linkSignature; // what m_link was computed from
    std::vector<double> m_signatureNow;
    struct LeafFigures
    {
        int uplinks = 0;
        double utilisationSum = 0, utilisationMax = 0, ecnMarksPerS = 0;
    };
    std::vector<LeafFigures> m_leaf;
    std::vector<std::vector<JobLink>> m_jobLinks; // per job, the links its all-reduces cross
    std::uint64_t m_jobLinksVersion = ~std::uint64_t(0);
    std::vector<std::uint32_t> m_touched;   // links with traffic now: a 16K-GPU job crosses few
    std::vector<std::uint8_t> m_isTouched;  // per link
    std::vector<LeafHistory> m_leafHistory;
    std::vector<JobSeries> m_jobs;
    std::vector<ServiceSeries> m_services;
    std::vector<RackHistory> m_rackHistory;
    std::vector<JobHistory> m_jobHistory;
    telemetry::TimeSeries* m_storageRead = nullptr;
    telemetry::TimeSeries* m_storageWrite = nullptr;
    telemetry::TimeSeries* m_storageLatency = nullptr;
    telemetry::TimeSeries* m_storageMetadata = nullptr;
    telemetry::TimeSeries* m_clusterUtil = nullptr;
    telemetry::TimeSeries* m_clusterItPower = nullptr;
    telemetry::TimeSeries* m_clusterFacilityPower = nullptr;
    telemetry::TimeSeries* m_clusterRunningJobs = nullptr;
    telemetry::TimeSeries* m_clusterStorage = nullptr;
    telemetry::TimeSeries* m_backgroundRunning = nullptr;
    // The dashboard's USE figures over the whole cluster: GPUs lost (errors) and throttled
    // (saturation); the busiest leaf-spine link, the links' ECN marks, PFC pauses and drops
    // summed, and the links out of service.
    telemetry::TimeSeries* m_gpusLost = nullptr;
    telemetry::TimeSeries* m_gpusThrottled = nullptr;
    telemetry::TimeSeries* m_fabricUtilisationMax = nullptr;
    telemetry::TimeSeries* m_fabricEcnMarks = nullptr;
    telemetry::TimeSeries* m_fabricPfcPauses = nullptr;
    telemetry::TimeSeries* m_fabricDrops = nullptr;
    telemetry::TimeSeries* m_fabricLinksDown = nullptr;
    telemetry::TimeSeries* m_backgroundGpus = nullptr;

    std::vector<int> m_gpuJob;               // the job on each GPU, -1 for none
    std::vector<double> m_appliedActivity;   // per job, what its GPUs were last given
    std::vector<int> m_lastXid;              // per GPU
    std::vector<double> m_serviceUtil;       // per GPU, a replica's or batch job's share of time computing
    std::vector<double> m_jobUtil;           // per job, this sample's kernel activity
    double m_lastSample = -1;
    bool m_historiesInRegistry = false;
    double m_lastReadBytes = 0;
    double m_lastWrittenBytes = 0;
    double m_lastMetadataOps = 0;
};

// The help text and type of the families the twin recorded in `registry`, for the
// OpenMetrics export.
telemetry::OpenMetricsOptions openMetricsOptions(const telemetry::MetricRegistry& registry);

} // namespace ailab::core::cluster
