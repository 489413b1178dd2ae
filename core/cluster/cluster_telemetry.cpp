#include "core/cluster/cluster_telemetry.h"

#include "core/cluster/cluster_health.h"
#include "core/cluster/cluster_twin.h"
#include "core/telemetry/metric_registry.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <set>
#include <span>

namespace ailab::core::cluster {

ClusterTelemetry::ClusterTelemetry(ClusterTwin& twin, double recordGpuSeriesFrom)
    : m_twin(twin), m_recordFrom(recordGpuSeriesFrom)
{
    const int gpus = twin.gpuCount();
    m_gpuJob.assign(std::size_t(gpus), -1);
    m_lastXid.assign(std::size_t(gpus), 0);
    m_serviceUtil.assign(std::size_t(gpus), 0.0);
    m_appliedActivity.assign(twin.jobs().size(), -1.0);
    m_lastJobStorageBytes.assign(twin.jobs().size(), 0.0);
    m_jobLeaves.resize(twin.jobs().size());
    // A twin built only to be checked records nothing.
    if (recordGpuSeriesFrom < ClusterTwin::kNoGpuSeries)
        addSeries();
}

void ClusterTelemetry::addSeries()
{
    telemetry::MetricRegistry& m = m_twin.metrics();
    const ClusterSpec& spec = m_twin.spec();
    const double resolution = spec.telemetry.resolutionS;
    const std::size_t windowSeries = std::size_t(m_twin.gpuCount()) * 7 +
                                     2 * spec.racks().size() + 5 * m_twin.fabricState().uplinks().size() +
                                     std::size_t(m_twin.storageNetwork().leafCount()) +
                                     std::size_t(m_twin.storageNetwork().managementSwitchCount());
    const std::size_t window = std::clamp<std::size_t>(
        std::min(std::size_t(std::ceil(spec.telemetry.windowS / resolution)) + 1, kWindowSampleBudget / windowSeries),
        2, kMaxSamples);
    const std::size_t whole =
        std::clamp<std::size_t>(std::size_t(std::ceil(spec.durationS / resolution)) + 2, 2, kMaxSamples);

    for (int g = 0; g < m_twin.gpuCount(); ++g) {
        const int server = m_twin.serverOfGpu(g);
        const std::string labels = fmt::format("{{gpu=\"{}\",server=\"server{}\",rack=\"{}\"}}", g, server,
                                               spec.racks()[std::size_t(m_twin.rackOfServer(server))].id);
        GpuSeries s;
        s.util = &m.add("DCGM_FI_DEV_GPU_UTIL" + labels, "%", window);
        s.clock = &m.add("DCGM_FI_DEV_SM_CLOCK" + labels, "MHz", window);
        s.power = &m.add("DCGM_FI_DEV_POWER_USAGE" + labels, "W", window);
        s.temperature = &m.add("DCGM_FI_DEV_GPU_TEMP" + labels, "°C", window);
        s.memory = &m.add("DCGM_FI_DEV_FB_USED" + labels, "MiB", window);
        s.xid = &m.add("DCGM_FI_DEV_XID_ERRORS" + labels, "", window);
        s.throttle = &m.add("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS" + labels, "", window);
        m_gpu.push_back(s);
    }
    m_rackHistory.reserve(spec.racks().size());
    for (const RackSpec& rack : spec.racks()) {
        const auto history = [&](const char* family, const char* unit) {
            return telemetry::RollupSeries(fmt::format("{}{{rack=\"{}\"}}", family, rack.id), unit, window,
                                           kRackHistoryBuckets);
        };
        m_rackHistory.push_back({history("ailab_rack_gpu_power_mean", "W"),
                                 history("ailab_rack_gpu_utilisation_mean", "%"),
                                 history("ailab_rack_inlet_temperature", "°C"), history("ailab_rack_power", "kW"),
                                 history("ailab_rack_gpu_temperature_max", "°C")});
        m_rackPower.push_back(&m.add(fmt::format("ailab_rack_power{{rack=\"{}\"}}", rack.id), "kW", window));
        m_rackInlet.push_back(
            &m.add(fmt::format("ailab_rack_inlet_temperature{{rack=\"{}\"}}", rack.id), "°C", window));
    }
    for (const std::string& link : m_twin.fabricState().uplinkNames()) {
        m_linkThroughput.push_back(&m.add(fmt::format("ailab_link_throughput{{link=\"{}\"}}", link), "Gb/s", window));
        m_linkUtilisation.push_back(&m.add(fmt::format("ailab_link_utilisation{{link=\"{}\"}}", link), "%", window));
        m_linkEcnMarks.push_back(&m.add(fmt::format("ailab_link_ecn_marks{{link=\"{}\"}}", link), "marks/s", window));
        m_linkPfcPauses.push_back(&m.add(fmt::format("ailab_link_pfc_pauses{{link=\"{}\"}}", link), "frames/s", window));
        m_linkDrops.push_back(&m.add(fmt::format("ailab_link_drops{{link=\"{}\"}}", link), "packets/s", window));
    }
    for (topo::NodeId leaf : m_twin.fabricState().fabric().leaves) {
        const std::string& name = m_twin.fabricState().fabric().graph.node(leaf).name;
        const auto history = [&](const char* family, const char* unit) {
            return telemetry::RollupSeries(fmt::format("{}{{leaf=\"{}\"}}", family, name), unit, window,
                                           kRackHistoryBuckets);
        };
        m_leafHistory.push_back({history("ailab_leaf_uplink_utilisation_mean", "%"),
                                 history("ailab_leaf_uplink_utilisation_max", "%"),
                                 history("ailab_leaf_ecn_marks", "marks/s")});
    }
    const StorageNetwork& network = m_twin.storageNetwork();
    for (int leaf = 0; leaf < network.leafCount(); ++leaf)
        m_storageLeafThroughput.push_back(&m.add(
            fmt::format("ailab_storage_network_throughput{{leaf=\"{}\"}}", network.leafName(leaf)), "Gb/s", window));
    for (int i = 0; i < network.managementSwitchCount(); ++i)
        m_managementThroughput.push_back(
            &m.add(fmt::format("ailab_management_network_throughput{{switch=\"{}\"}}", network.managementSwitchName(i)),
                   "Gb/s", window));
    m_storageRead = &m.add("ailab_storage_read_throughput", "GB/s", whole);
    m_storageWrite = &m.add("ailab_storage_write_throughput", "GB/s", whole);
    m_storageLatency = &m.add("ailab_storage_read_latency", "ms", whole);
    m_storageMetadata = &m.add("ailab_storage_metadata_operations", "ops/s", whole);
    for (const auto& job : m_twin.jobs()) {
        const std::string labels = fmt::format("{{job=\"{}\"}}", job->spec().name);
        JobSeries s;
        s.step = &m.add("ailab_job_step_time" + labels, "s", whole);
        s.compute = &m.add("ailab_job_compute_time" + labels, "s", whole);
        s.comm = &m.add("ailab_job_exposed_communication_time" + labels, "s", whole);
        s.dataWait = &m.add("ailab_job_data_wait_time" + labels, "s", whole);
        s.allReduce = &m.add("ailab_job_allreduce_time" + labels, "s", whole);
        s.tflops = &m.add("ailab_job_achieved_tflops_per_gpu" + labels, "TFLOP/s", whole);
        s.mfu = &m.add("ailab_job_mfu" + labels, "%", whole);
        s.progress = &m.add("ailab_job_progress" + labels, "steps", whole);
        s.lost = &m.add("ailab_job_lost_gpu_hours" + labels, "GPU-h", whole);
        m_jobs.push_back(s);
        const auto history = [&](const char* family, const char* unit) {
            return telemetry::RollupSeries(family + labels, unit, window, kRackHistoryBuckets);
        };
        m_jobHistory.push_back({history("ailab_job_step_time", "s"), history("ailab_job_data_wait_time", "s"),
                                history("ailab_job_exposed_communication_time", "s"), history("ailab_job_mfu", "%")});
    }
    for (const auto& service : m_twin.services()) {
        const std::string labels = fmt::format("{{service=\"{}\"}}", service->spec().name);
        ServiceSeries s;
        s.ttftP50 = &m.add("ailab_service_ttft_p50" + labels, "ms", whole);
        s.ttftP95 = &m.add("ailab_service_ttft_p95" + labels, "ms", whole);
        s.tpotP95 = &m.add("ailab_service_tpot_p95" + labels, "ms", whole);
        s.queue = &m.add("ailab_service_queue_depth" + labels, "requests", whole);
        s.kv = &m.add("ailab_service_kv_cache_usage" + labels, "%", whole);
        s.ready = &m.add("ailab_service_replicas_ready" + labels, "replicas", whole);
        s.throughput = &m.add("ailab_service_completed_requests" + labels, "req/s", whole);
        m_services.push_back(s);
    }
    m_clusterUtil = &m.add("ailab_cluster_gpu_utilisation", "%", whole);
    m_clusterItPower = &m.add("ailab_cluster_it_power", "kW", whole);
    m_clusterFacilityPower = &m.add("ailab_cluster_facility_power", "kW", whole);
    m_clusterRunningJobs = &m.add("ailab_cluster_running_jobs", "jobs", whole);
    m_clusterStorage = &m.add("ailab_cluster_storage_throughput", "GB/s", whole);
    m_backgroundRunning = &m.add("ailab_background_running_jobs", "jobs", whole);
    m_backgroundGpus = &m.add("ailab_background_busy_gpus", "GPUs", whole);
    m_gpusLost = &m.add("ailab_cluster_gpus_lost", "GPUs", whole);
    m_gpusThrottled = &m.add("ailab_cluster_gpus_throttled", "GPUs", whole);
    m_fabricUtilisationMax = &m.add("ailab_fabric_link_utilisation_max", "%", whole);
    m_fabricEcnMarks = &m.add("ailab_fabric_ecn_marks", "marks/s", whole);
    m_fabricPfcPauses = &m.add("ailab_fabric_pfc_pauses", "frames/s", whole);
    m_fabricDrops = &m.add("ailab_fabric_drops", "packets/s", whole);
    m_fabricLinksDown = &m.add("ailab_fabric_links_down", "links", whole);
}

namespace {

// Leaves whose histories are sampled at every step; more share the steps out (sample()).
constexpr std::size_t kLeavesPerStep = 64;

} // namespace

void ClusterTelemetry::refreshLinkFigures()
{
    const auto& jobs = m_twin.jobs();
    // What the figures follow: the fabric's timings and each running job's step.
    m_signatureNow.clear();
    m_signatureNow.push_back(double(m_twin.fabricTimingVersion()));
    for (const auto& job : jobs) {
        const bool running = job->phase() == JobPhase::Running && job->lastStep().stepS > 0;
        m_signatureNow.push_back(running ? job->lastStep().stepS : -1.0);
        m_signatureNow.push_back(running ? job->lastStep().allReduceS : -1.0);
    }
    if (m_signatureNow == m_linkSignature && !m_link.empty())
        return;
    m_linkSignature.swap(m_signatureNow);
    FabricState& fabric = m_twin.fabricState();
    const std::size_t links = fabric.uplinks().size();
    if (m_link.size() != links) {
        m_link.assign(links, {});
        m_isTouched.assign(links, 0);
        m_leaf.assign(fabric.fabric().leaves.size(), {});
        for (std::size_t l = 0; l < links; ++l)
            ++m_leaf[std::size_t(fabric.uplinkLeaf(l))].uplinks;
    }
    // Each job's links, kept sparse: the figures are recomputed whenever a step's time
    // changes, and most links of a large fabric carry no job's all-reduce.
    if (m_jobLinksVersion != m_twin.fabricTimingVersion() || m_jobLinks.size() != jobs.size()) {
        m_jobLinksVersion = m_twin.fabricTimingVersion();
        m_jobLinks.assign(jobs.size(), {});
        for (std::size_t j = 0; j < jobs.size(); ++j) {
            const std::vector<double> bytes = m_twin.uplinkBytesPerStep(j);
            for (std::size_t l = 0; l < bytes.size(); ++l)
                if (bytes[l] > 0)
                    m_jobLinks[j].push_back({std::uint32_t(l), bytes[l]});
        }
    }
    for (std::uint32_t l : m_touched) {
        m_link[l] = {};
        m_isTouched[l] = 0;
    }
    m_touched.clear();
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        if (m_linkSignature[1 + 2 * j] <= 0)
            continue;
        const StepParts& step = jobs[j]->lastStep();
        const double share = std::min(1.0, step.allReduceS / step.stepS);
        for (const JobLink& jl : m_jobLinks[j]) {
            if (m_isTouched[jl.link] == 0) {
                m_isTouched[jl.link] = 1;
                m_touched.push_back(jl.link);
            }
            LinkFigures& f = m_link[jl.link];
            f.bitsPerSecond += jl.bytes * 8.0 / step.stepS;
            f.busy = std::max(f.busy, share);
        }
    }
    for (LeafFigures& leaf : m_leaf)
        leaf.utilisationSum = leaf.utilisationMax = leaf.ecnMarksPerS = 0;
    for (std::uint32_t l : m_touched) {
        LinkFigures& f = m_link[l];
        const double capacity = fabric.uplinkBitsPerSecond(l);
        // Both directions' capacity: the bytes are summed over both.
        f.utilisation = capacity > 0 ? std::min(1.0, f.bitsPerSecond / (2.0 * capacity)) : 0.0;
        const int fanIn = m_twin.linkFanIn(l);
        if (fanIn >= 2 && f.busy > 0) {
            // The incast's counts at the reference speed, scaled to this port's packet rate,
            // for the share of the time the port is congested.
            const CongestedPort& port = fabric.roce().port(fanIn, !m_twin.linkDcqcnOff(l));
            const double scale = f.busy * capacity / RoceCongestion::kReferenceBps;
            f.ecnMarksPerS = port.ecnMarksPerS * scale;
            f.pauseFramesPerS = port.pauseFramesPerS * scale;
            f.dropsPerS = port.dropsPerS * scale;
        }
        LeafFigures& leaf = m_leaf[std::size_t(fabric.uplinkLeaf(l))];
        leaf.utilisationSum += f.utilisation;
        leaf.utilisationMax = std::max(leaf.utilisationMax, f.utilisation);
        leaf.ecnMarksPerS += f.ecnMarksPerS;
    }
}

void ClusterTelemetry::jobActivityChanged(std::size_t job)
{
    Facility& facility = m_twin.facility();
    for (int g : m_twin.jobGpus(job)) {
        facility.setGpuActivity(g, 0.0);
        if (m_gpuJob[std::size_t(g)] == int(job))
            m_gpuJob[std::size_t(g)] = -1;
    }
    m_appliedActivity[job] = -1.0;
}

void ClusterTelemetry::replicaMoved(std::size_t service, int replica)
{
    for (int g : m_twin.services()[service]->replicaGpus(replica)) {
        m_twin.facility().setGpuActivity(g, 0.0);
        m_serviceUtil[std::size_t(g)] = 0.0;
    }
}

void ClusterTelemetry::applyActivity()
{
    Facility& facility = m_twin.facility();
    const auto& jobs = m_twin.jobs();
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const double activity = jobs[j]->activity();
        if (std::abs(activity - m_appliedActivity[j]) < 1e-9)
            continue;
        m_appliedActivity[j] = activity;
        for (int g : m_twin.jobGpus(j)) {
            facility.setGpuActivity(g, activity);
            m_gpuJob[std::size_t(g)] = int(j);
        }
    }
    const double now = m_twin.now();
    for (const auto& service : m_twin.services()) {
        const std::vector<double> shares = service->replicaActivities(now);
        for (std::size_t r = 0; r < shares.size(); ++r) {
            for (int g : service->replicaGpus(int(r))) {
                facility.setGpuActivity(g, shares[r]);
                m_serviceUtil[std::size_t(g)] = shares[r];
            }
        }
    }
}

void ClusterTelemetry::setGpuUtilisation(int gpu, double share)
{
    m_serviceUtil.at(std::size_t(gpu)) = share;
}

void ClusterTelemetry::noteXid(int gpu, int xid)
{
    m_lastXid.at(std::size_t(gpu)) = xid;
}

void ClusterTelemetry::sample(double now)
{
    if (m_clusterUtil == nullptr)
        return; // built only to be checked
    const Facility& facility = m_twin.facility();
    const auto& jobs = m_twin.jobs();
    const double interval = m_lastSample >= 0 ? now - m_lastSample : 0.0;
    m_lastSample = now;

    // Cluster-wide GPU utilisation counts every GPU, busy or not: each job's utilisation
    // times its GPUs (a job runs only on GPUs that are online).
    double utilSum = 0;
    const int gpus = int(m_gpuJob.size());
    for (std::size_t j = 0; j < jobs.size(); ++j)
        utilSum += 100.0 * jobs[j]->kernelActivity() * double(m_twin.jobGpus(j).size());
    utilSum += 100.0 * m_twin.background().utilisationSum();
    for (const auto& service : m_twin.services())
        for (int r = 0; r < service->spec().replicas; ++r)
            for (int g : service->replicaGpus(r))
                utilSum += 100.0 * m_serviceUtil[std::size_t(g)];
    if (now >= m_recordFrom && !m_gpu.empty()) {
        for (int g = 0; g < gpus; ++g) {
            const int job = m_gpuJob[std::size_t(g)];
            const GpuSeries& s = m_gpu[std::size_t(g)];
            const double util = job >= 0 ? jobs[std::size_t(job)]->kernelActivity() : m_serviceUtil[std::size_t(g)];
            s.util->add(now, facility.gpuOnline(g) ? 100.0 * util : 0.0);
            s.clock->add(now, facility.gpuClockMHz(g));
            s.power->add(now, facility.gpuPowerW(g));
            s.temperature->add(now, facility.gpuTemperatureC(g));
            s.memory->add(now, job >= 0 ? jobs[std::size_t(job)]->plan().memoryBytesPerGpu / 1048576.0 : 0.0);
            s.xid->add(now, m_lastXid[std::size_t(g)]);
            s.throttle->add(now, double(facility.gpuThrottleReasons(g)));
        }
    }
    // Each rack's history, over the whole run (a pass over every GPU's arrays).
    m_jobUtil.resize(jobs.size());
    for (std::size_t j = 0; j < jobs.size(); ++j)
        m_jobUtil[j] = jobs[j]->kernelActivity();
    const std::span<const double> powers = facility.gpuPowersW();
    const std::span<const std::uint8_t> onBus = facility.gpusOnBus();
    for (std::size_t r = 0; r < m_rackHistory.size(); ++r) {
        const std::size_t first = std::size_t(facility.firstGpuOfRack(int(r)));
        const int count = facility.gpusInRack(int(r));
        const bool powered = !facility.rackFeedLost(int(r));
        double power = 0, util = 0;
        for (std::size_t g = first; g < first + std::size_t(count); ++g) {
            power += powers[g];
            const int job = m_gpuJob[g];
            const double busy = job >= 0 ? m_jobUtil[std::size_t(job)] : m_serviceUtil[g];
            util += powered && onBus[g] != 0 ? busy : 0.0;
        }
        RackHistory& h = m_rackHistory[r];
        h.meanGpuPowerW.add(now, count > 0 ? power / count : std::nan(""));
        h.meanGpuUtilisation.add(now, count > 0 ? 100.0 * util / count : std::nan(""));
        h.inletC.add(now, facility.rackInletC(int(r)));
        h.powerKW.add(now, facility.rackPowerKW(int(r)));
        h.hottestGpuC.add(now, count > 0 ? facility.rackHottestGpuC(int(r)) : std::nan(""));
    }
    // Rack series keep the window too: before it, their samples would be overwritten.
    for (std::size_t r = 0; now >= m_recordFrom && r < m_rackPower.size(); ++r) {
        m_rackPower[r]->add(now, facility.rackPowerKW(int(r)));
        m_rackInlet[r]->add(now, facility.rackInletC(int(r)));
    }
    if (!m_leafHistory.empty())
        refreshLinkFigures();
    if (now >= m_recordFrom && !m_linkThroughput.empty()) {
        for (std::size_t l = 0; l < m_link.size(); ++l) {
            const LinkFigures& f = m_link[l];
            m_linkThroughput[l]->add(now, f.bitsPerSecond / 1e9);
            m_linkUtilisation[l]->add(now, 100.0 * f.utilisation);
            m_linkEcnMarks[l]->add(now, f.ecnMarksPerS);
            m_linkPfcPauses[l]->add(now, f.pauseFramesPerS);
            m_linkDrops[l]->add(now, f.dropsPerS);
        }
    }
    // A large fabric's leaves are sampled every (leaves / 64)-th step: the histories of 520
    // leaves at every step cost a 54-day run a third of its time (cache misses, one series
    // after another), and the figures change only when a step's time does.
    const std::size_t leafStride = std::max<std::size_t>(1, m_leafHistory.size() / kLeavesPerStep);
    const bool leafStep = m_clusterUtil->totalAdded() % leafStride == 0;
    for (std::size_t leaf = 0; leafStep && leaf < m_leafHistory.size(); ++leaf) {
        const LeafFigures& f = m_leaf[leaf];
        m_leafHistory[leaf].uplinkUtilisationMean.add(now, f.uplinks > 0 ? 100.0 * f.utilisationSum / f.uplinks : 0.0);
        m_leafHistory[leaf].uplinkUtilisationMax.add(now, 100.0 * f.utilisationMax);
        m_leafHistory[leaf].ecnMarks.add(now, f.ecnMarksPerS);
    }

    SharedStorage& storage = m_twin.storage();
    // The storage network carries each job's reads and writes, spread over its servers'
    // leaves; the management network carries none of a job's traffic.
    const StorageNetwork& network = m_twin.storageNetwork();
    std::vector<double> leafBits(m_storageLeafThroughput.size(), 0.0);
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const int client = jobs[j]->storageClient();
        const double bytes = storage.readBytes(client) + storage.writtenBytes(client);
        const double moved = bytes - m_lastJobStorageBytes[j];
        m_lastJobStorageBytes[j] = bytes;
        const auto& servers = jobs[j]->servers();
        if (moved <= 0 || interval <= 0 || servers.empty() || leafBits.empty())
            continue;
        // Each leaf's share of the job's servers, counted again only when they moved.
        JobLeaves& leaves = m_jobLeaves[j];
        if (leaves.servers != servers) {
            leaves.servers = servers;
            leaves.shares.clear();
            for (int server : servers) {
                const int leaf = network.leafOfServer(server);
                if (leaves.shares.empty() || leaves.shares.back().first != leaf)
                    leaves.shares.push_back({leaf, 0.0});
                leaves.shares.back().second += 1.0 / double(servers.size());
            }
        }
        for (const auto& [leaf, share] : leaves.shares)
            leafBits[std::size_t(leaf)] += 8.0 * moved / interval * share;
    }
    for (std::size_t leaf = 0; now >= m_recordFrom && leaf < m_storageLeafThroughput.size(); ++leaf)
        m_storageLeafThroughput[leaf]->add(now, leafBits[leaf] / 1e9);
    for (std::size_t i = 0; now >= m_recordFrom && i < m_managementThroughput.size(); ++i)
        m_managementThroughput[i]->add(now, 0.0);
    const double read = storage.readBytes();
    const double written = storage.writtenBytes();
    const double ops = storage.metadataOps();
    const double readRate = interval > 0 ? (read - m_lastReadBytes) / interval : 0.0;
    const double writeRate = interval > 0 ? (written - m_lastWrittenBytes) / interval : 0.0;
    m_storageRead->add(now, readRate / 1e9);
    m_storageWrite->add(now, writeRate / 1e9);
    m_storageLatency->add(now, 1e3 * (storage.requestLatencyS() + storage.metadataSecondsPerOp()));
    m_storageMetadata->add(now, interval > 0 ? (ops - m_lastMetadataOps) / interval : 0.0);
    m_lastReadBytes = read;
    m_lastWrittenBytes = written;
    m_lastMetadataOps = ops;

    int running = 0;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const TrainingJob& job = *jobs[j];
        const JobSeries& s = m_jobs[j];
        const bool active = job.phase() == JobPhase::Running || job.phase() == JobPhase::Checkpointing;
        running += active ? 1 : 0;
        const StepParts& last = job.lastStep();
        const double gap = std::nan("");
        s.step->add(now, active ? last.stepS : gap);
        s.compute->add(now, active ? last.computeS : gap);
        s.comm->add(now, active ? last.exposedCommS : gap);
        s.dataWait->add(now, active ? last.dataWaitS : gap);
        s.allReduce->add(now, active ? last.allReduceS : gap);
        s.tflops->add(now, active ? job.achievedTflopsPerGpu() : 0.0);
        s.mfu->add(now, active ? 100.0 * job.mfu() : 0.0);
        s.progress->add(now, double(job.progressSteps()));
        s.lost->add(now, job.totals().lostGpuHours);
        JobHistory& h = m_jobHistory[j];
        h.stepS.add(now, active ? last.stepS : gap);
        h.dataWaitS.add(now, active ? last.dataWaitS : gap);
        h.exposedCommS.add(now, active ? last.exposedCommS : gap);
        h.mfuPercent.add(now, active ? 100.0 * job.mfu() : gap);
    }
    for (std::size_t i = 0; i < m_services.size(); ++i) {
        InferenceService& service = *m_twin.services()[i];
        const ServiceSeries& s = m_services[i];
        const InferenceService::Window w = service.recent(now, kLatencyWindowS);
        s.ttftP50->add(now, 1e3 * w.ttftP50S);
        s.ttftP95->add(now, 1e3 * w.ttftP95S);
        s.tpotP95->add(now, 1e3 * w.tpotP95S);
        s.queue->add(now, service.queueDepth());
        s.kv->add(now, 100.0 * service.kvCacheUsage());
        s.ready->add(now, service.replicasReady());
        s.throughput->add(now, w.finished / kLatencyWindowS);
    }
    m_clusterUtil->add(now, gpus > 0 ? utilSum / gpus : 0.0);
    m_clusterItPower->add(now, facility.itPowerKW());
    m_clusterFacilityPower->add(now, facility.facilityPowerKW());
    m_clusterRunningJobs->add(now, running);
    m_clusterStorage->add(now, (readRate + writeRate) / 1e9);
    m_backgroundRunning->add(now, m_twin.background().running());
    m_backgroundGpus->add(now, m_twin.background().busyGpus());

    // The cluster's USE figures (cluster_health.h judges the same states).
    int lost = 0, throttled = 0;
    const std::uint32_t saturating = saturatingThrottleReasons();
    for (int g = 0; g < gpus; ++g) {
        if (!facility.gpuOnline(g))
            ++lost;
        else if ((facility.gpuThrottleReasons(g) & saturating) != 0)
            ++throttled;
    }
    m_gpusLost->add(now, lost);
    m_gpusThrottled->add(now, throttled);
    double peak = 0, ecn = 0, pauses = 0, drops = 0;
    for (std::uint32_t l : m_touched) {
        const LinkFigures& f = m_link[l];
        peak = std::max(peak, f.utilisation);
        ecn += f.ecnMarksPerS;
        pauses += f.pauseFramesPerS;
        drops += f.dropsPerS;
    }
    m_fabricUtilisationMax->add(now, 100.0 * peak);
    m_fabricEcnMarks->add(now, ecn);
    m_fabricPfcPauses->add(now, pauses);
    m_fabricDrops->add(now, drops);
    m_fabricLinksDown->add(now, m_twin.fabricState().linksDown());
}

std::vector<const telemetry::RollupSeries*> ClusterTelemetry::histories() const
{
    std::vector<const telemetry::RollupSeries*> all;
    for (const RackHistory& h : m_rackHistory)
        for (const telemetry::RollupSeries* s : {&h.meanGpuPowerW, &h.meanGpuUtilisation, &h.inletC, &h.powerKW,
                                                  &h.hottestGpuC})
            all.push_back(s);
    for (const JobHistory& h : m_jobHistory)
        for (const telemetry::RollupSeries* s : {&h.stepS, &h.dataWaitS, &h.exposedCommS, &h.mfuPercent})
            all.push_back(s);
    for (const LeafHistory& h : m_leafHistory)
        for (const telemetry::RollupSeries* s : {&h.uplinkUtilisationMean, &h.uplinkUtilisationMax, &h.ecnMarks})
            all.push_back(s);
    return all;
}

void ClusterTelemetry::addHistoriesToRegistry()
{
    if (m_historiesInRegistry)
        return;
    m_historiesInRegistry = true;
    for (const telemetry::RollupSeries* series : histories())
        telemetry::addRollupToRegistry(*series, m_twin.metrics());
}

telemetry::OpenMetricsOptions openMetricsOptions(const telemetry::MetricRegistry& registry)
{
    using telemetry::FamilyInfo;
    telemetry::OpenMetricsOptions options;
    // DCGM's own descriptions of its fields (dcgm_fields.h), shortened.
    options.families = {
        {"DCGM_FI_DEV_GPU_UTIL", FamilyInfo{"GPU utilisation: share of time a kernel runs."}},
        {"DCGM_FI_DEV_SM_CLOCK", FamilyInfo{"SM clock."}},
        {"DCGM_FI_DEV_POWER_USAGE", FamilyInfo{"Power draw of the GPU."}},
        {"DCGM_FI_DEV_GPU_TEMP", FamilyInfo{"GPU temperature."}},
        {"DCGM_FI_DEV_FB_USED", FamilyInfo{"Frame buffer memory used."}},
        {"DCGM_FI_DEV_XID_ERRORS", FamilyInfo{"The last Xid error the GPU reported."}},
        {"DCGM_FI_DEV_CLOCK_THROTTLE_REASONS", FamilyInfo{"Clock throttle reasons, NVML's bit mask."}},
        {"ailab_rack_power", FamilyInfo{"Power a rack draws: its servers' GPUs and other parts."}},
        {"ailab_rack_inlet_temperature", FamilyInfo{"Air or coolant temperature at the rack's inlet."}},
        {"ailab_link_throughput", FamilyInfo{"Traffic on a leaf-spine link, both directions."}},
        {"ailab_link_utilisation", FamilyInfo{"Traffic on a leaf-spine link over its capacity."}},
        {"ailab_storage_network_throughput", FamilyInfo{"Storage traffic through a storage-network leaf."}},
        {"ailab_management_network_throughput", FamilyInfo{"Traffic of jobs on an out-of-band management switch."}},
        {"ailab_link_ecn_marks", FamilyInfo{"ECN marks the link's port sets, per second."}},
        {"ailab_link_pfc_pauses", FamilyInfo{"PFC pause frames the link's port sends, per second."}},
        {"ailab_link_drops", FamilyInfo{"Packets the link's port drops, per second."}},
        {"ailab_storage_read_throughput", FamilyInfo{"Bytes read from the parallel file system."}},
        {"ailab_storage_write_throughput", FamilyInfo{"Bytes written to the parallel file system."}},
        {"ailab_storage_read_latency", FamilyInfo{"Time to the first byte of a read, lookups included."}},
        {"ailab_storage_metadata_operations", FamilyInfo{"Metadata lookups per second."}},
        {"ailab_job_step_time", FamilyInfo{"Duration of the job's last step."}},
        {"ailab_job_compute_time", FamilyInfo{"GPU work in the job's last step."}},
        {"ailab_job_exposed_communication_time", FamilyInfo{"Communication the last step waited for."}},
        {"ailab_job_data_wait_time", FamilyInfo{"Time the last step waited for its next batch."}},
        {"ailab_job_allreduce_time", FamilyInfo{"The data-parallel gradient all-reduce on the fabric."}},
        {"ailab_job_achieved_tflops_per_gpu", FamilyInfo{"Model FLOPs per second per GPU."}},
        {"ailab_job_mfu", FamilyInfo{"Model FLOPs utilisation."}},
        {"ailab_job_progress", FamilyInfo{"Training steps kept."}},
        {"ailab_job_lost_gpu_hours", FamilyInfo{"GPU-hours lost to failures: work rolled back and restarts."}},
        {"ailab_service_ttft_p50", FamilyInfo{"Median time to first token of the last minute's requests."}},
        {"ailab_service_ttft_p95", FamilyInfo{"95th percentile time to first token, last minute."}},
        {"ailab_service_tpot_p95", FamilyInfo{"95th percentile time per output token, last minute."}},
        {"ailab_service_queue_depth", FamilyInfo{"Requests waiting for a replica or in its queue."}},
        {"ailab_service_kv_cache_usage", FamilyInfo{"Mean KV-cache use of the ready replicas."}},
        {"ailab_service_replicas_ready", FamilyInfo{"Replicas serving."}},
        {"ailab_service_completed_requests", FamilyInfo{"Requests completed per second, last minute."}},
        {"ailab_cluster_gpu_utilisation", FamilyInfo{"Mean GPU utilisation over every GPU."}},
        {"ailab_cluster_it_power", FamilyInfo{"Power of the IT equipment."}},
        {"ailab_cluster_facility_power", FamilyInfo{"Power of the facility: IT times PUE."}},
        {"ailab_cluster_running_jobs", FamilyInfo{"Training jobs running."}},
        {"ailab_cluster_storage_throughput", FamilyInfo{"Reads and writes of the parallel file system."}},
        {"ailab_background_running_jobs", FamilyInfo{"Batch jobs of the background queue running."}},
        {"ailab_background_busy_gpus", FamilyInfo{"GPUs the background queue's batch jobs hold."}},
        {"ailab_cluster_gpus_lost", FamilyInfo{"GPUs off the bus or without power."}},
        {"ailab_cluster_gpus_throttled", FamilyInfo{"GPUs whose clocks a power or thermal limit lowers."}},
        {"ailab_fabric_link_utilisation_max", FamilyInfo{"Utilisation of the busiest leaf-spine link."}},
        {"ailab_fabric_ecn_marks", FamilyInfo{"ECN marks of every leaf-spine link, per second."}},
        {"ailab_fabric_pfc_pauses", FamilyInfo{"PFC pause frames of every leaf-spine link, per second."}},
        {"ailab_fabric_drops", FamilyInfo{"Packets every leaf-spine link drops, per second."}},
        {"ailab_fabric_links_down", FamilyInfo{"Leaf-spine links out of service."}},
        // The whole run's histories: min, mean and max of older buckets, then the window.
        {"ailab_rack_gpu_power_mean_history", FamilyInfo{"History of the mean power of a rack's GPUs."}},
        {"ailab_rack_gpu_utilisation_mean_history", FamilyInfo{"History of the mean utilisation of a rack's GPUs."}},
        {"ailab_rack_inlet_temperature_history", FamilyInfo{"History of a rack's inlet temperature."}},
        {"ailab_rack_power_history", FamilyInfo{"History of a rack's power."}},
        {"ailab_rack_gpu_temperature_max_history", FamilyInfo{"History of the temperature of a rack's hottest GPU."}},
        {"ailab_job_step_time_history", FamilyInfo{"History of the job's step time."}},
        {"ailab_job_data_wait_time_history", FamilyInfo{"History of the job's data wait per step."}},
        {"ailab_job_exposed_communication_time_history", FamilyInfo{"History of the job's exposed communication."}},
        {"ailab_job_mfu_history", FamilyInfo{"History of the job's model FLOPs utilisation."}},
    };
    // Only the families the registry has (a cluster without services has none of theirs).
    std::set<std::string, std::less<>> present;
    for (const telemetry::TimeSeries& series : registry)
        present.insert(series.name().substr(0, series.name().find('{')));
    for (auto it = options.families.begin(); it != options.families.end();)
        it = present.count(it->first) != 0 ? std::next(it) : options.families.erase(it);
    return options;
}

} // namespace ailab::core::cluster
