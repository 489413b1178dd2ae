#include "core/models/operations/twin_incident.h"

#include "core/cluster/fault_catalog.h"
#include "core/cluster/fault_injector.h"
#include "core/cluster/training_job.h"
#include "core/error.h"
#include "core/telemetry/metric_registry.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <set>

namespace ailab::core::models::operations {

namespace {

using cluster::ClusterTwin;
using cluster::FaultKind;
using ops::FocusKind;
using telemetry::TimeSeries;

// The figures, series and actions that concern the focus job, or the focus service; the
// others concern the cluster and fit both.
const std::set<std::string>& jobOnly()
{
    static const std::set<std::string> ids{
        // figures
        "time_per_step", "step_time", "step_time_vs_healthy", "compute_time", "exposed_communication_time",
        "data_wait_time", "allreduce_time", "checkpoint_stall_share", "mfu", "tflops_per_gpu", "job_interruptions",
        "job_gpu_utilisation", "job_gpu_utilisation_spread", "hottest_gpu_temperature", "lowest_sm_clock",
        "gpus_throttled",
        // series (the figures' ids where they are the same quantity)
        // actions
        "drain_slowest_server", "async_checkpoints", "restart_job", "raise_collective_timeout"};
    return ids;
}

const std::set<std::string>& serviceOnly()
{
    static const std::set<std::string> ids{"ttft_p95",        "ttft_vs_healthy", "tpot_p95",
                                           "kv_cache_usage",  "queue_depth",     "replicas_ready",
                                           "completed_requests", "service_gpu_utilisation"};
    return ids;
}

// The outcome's figures, headline first: what the job or service delivers, then what an
// operator checks after a change (the course's 09.7: "confirm that congestion indicators
// decline and collective communication time returns to expected levels"). A file's key
// figures are among them.
const std::vector<std::string>& jobOutcome()
{
    static const std::vector<std::string> ids{"time_per_step",
                                              "step_time",
                                              "step_time_vs_healthy",
                                              "exposed_communication_time",
                                              "data_wait_time",
                                              "checkpoint_stall_share",
                                              "mfu",
                                              "job_interruptions",
                                              "lowest_sm_clock",
                                              "link_utilisation_imbalance",
                                              "fabric_ecn_marks",
                                              "fabric_drops"};
    return ids;
}

const std::vector<std::string>& serviceOutcome()
{
    static const std::vector<std::string> ids{"ttft_p95",       "ttft_vs_healthy", "tpot_p95",
                                              "kv_cache_usage", "queue_depth",     "replicas_ready"};
    return ids;
}

// Each action and the faults it repairs (none: it changes something else, see applyAction).
struct ActionInfo
{
    std::string id;
    std::vector<FaultKind> repairs;
};

const std::vector<ActionInfo>& actionInfos()
{
    static const std::vector<ActionInfo> all{
        {"replace_link", {FaultKind::LinkDown, FaultKind::LinkFlap, FaultKind::LinkDegraded}},
        {"restore_ecmp", {FaultKind::EcmpMisconfiguration}},
        {"enable_dcqcn", {FaultKind::CongestionControlOff}},
        {"restore_cooling", {FaultKind::CoolingFailure}},
        {"lift_power_cap", {FaultKind::PowerCap}},
        {"repair_storage", {FaultKind::StorageServerDown, FaultKind::SlowStorageTier, FaultKind::MetadataOverload}},
        {"repair_server", {FaultKind::ServerDown}},
        {"replace_gpu", {FaultKind::Straggler}},
        {"drain_slowest_server", {}},
        {"async_checkpoints", {}},
        {"restart_job", {}},
        {"raise_collective_timeout", {}},
    };
    return all;
}

// Reads what the twin reads, with errors at their place in the incident file.
template <typename F> auto inSystem(F&& f)
{
    try {
        return f();
    } catch (const Error& e) {
        if (!e.path().empty() && e.path().front() == '/')
            throw Error(e.message(), "/system" + e.path());
        throw;
    }
}

cluster::ClusterSpec readSpec(const ops::IncidentSystemSpec& system)
{
    return inSystem([&] { return cluster::readClusterSpec(system.model, system.events); });
}

int focusIndex(const ClusterTwin& twin, const ops::IncidentFocus& focus)
{
    if (focus.kind == FocusKind::Job) {
        const int index = twin.findJobIndex(focus.name);
        if (index < 0)
            throw Error(fmt::format("no job of the cluster is named \"{}\"", focus.name), "/system/focus/job");
        return index;
    }
    const auto& services = twin.services();
    for (std::size_t i = 0; i < services.size(); ++i)
        if (services[i]->spec().name == focus.name)
            return int(i);
    throw Error(fmt::format("no service of the cluster is named \"{}\"", focus.name), "/system/focus/service");
}

// Statistics of a series over [from, to], NaN samples (gaps) left out; NaN when none is left.
struct Stats
{
    double mean = std::nan("");
    double min = std::nan("");
    double max = std::nan("");
    double last = std::nan("");
};

Stats statsOf(const TimeSeries* series, double from, double to)
{
    Stats s;
    if (series == nullptr)
        return s;
    double sum = 0;
    int n = 0;
    for (const telemetry::Sample& sample : series->between(from, to)) {
        if (std::isnan(sample.value))
            continue;
        sum += sample.value;
        s.min = n == 0 ? sample.value : std::min(s.min, sample.value);
        s.max = n == 0 ? sample.value : std::max(s.max, sample.value);
        s.last = sample.value;
        ++n;
    }
    if (n > 0)
        s.mean = sum / n;
    return s;
}

// A figure's value: 0 when the quantity had no sample in the window (a job that did not run).
double orZero(double value)
{
    return std::isnan(value) ? 0.0 : value;
}

std::string gpuLabels(const ClusterTwin& twin, int gpu)
{
    const int server = twin.serverOfGpu(gpu);
    return fmt::format("{{gpu=\"{}\",server=\"server{}\",rack=\"{}\"}}", gpu, server,
                       twin.spec().racks()[std::size_t(twin.rackOfServer(server))].id);
}

double figureValue(const std::vector<ops::Figure>& figures, const std::string& id)
{
    for (const ops::Figure& f : figures)
        if (f.id == id)
            return f.value;
    return std::nan("");
}

void series(std::vector<ops::Series>& out, std::string id, const TimeSeries* source,
            const std::vector<ops::Figure>& healthy, const std::string& healthyFigure)
{
    ops::Series s;
    s.id = std::move(id);
    if (source != nullptr) {
        s.unit = source->unit();
        for (const telemetry::Sample& sample : *source) {
            if (std::isnan(sample.value))
                continue;
            s.timeS.push_back(sample.time);
            s.values.push_back(sample.value);
        }
    }
    const double reference = figureValue(healthy, healthyFigure);
    if (!std::isnan(reference))
        s.thresholds.push_back({"healthy", reference});
    out.push_back(std::move(s));
}

} // namespace

bool TwinIncident::suitsFocus(const std::string& id, FocusKind focus)
{
    if (jobOnly().count(id) != 0)
        return focus == FocusKind::Job;
    if (serviceOnly().count(id) != 0)
        return focus == FocusKind::Service;
    return true;
}

const ops::IncidentCatalogue& TwinIncident::catalogue()
{
    static const ops::IncidentCatalogue c = [] {
        ops::IncidentCatalogue out;
        out.model = "operations.twin";
        out.lab = "operations";
        out.figures = {// the cluster
                       "cluster_gpu_utilisation", "running_jobs",
                       // the focus job
                       "time_per_step", "step_time", "step_time_vs_healthy", "compute_time",
                       "exposed_communication_time", "data_wait_time", "allreduce_time", "checkpoint_stall_share",
                       "mfu", "tflops_per_gpu", "job_interruptions", "job_gpu_utilisation",
                       "job_gpu_utilisation_spread", "hottest_gpu_temperature", "lowest_sm_clock", "gpus_throttled",
                       // the focus service
                       "ttft_p95", "ttft_vs_healthy", "tpot_p95", "kv_cache_usage", "queue_depth", "replicas_ready",
                       "completed_requests", "service_gpu_utilisation",
                       // the fabric
                       "busiest_link_utilisation", "busiest_link_ecn_marks", "link_utilisation_imbalance",
                       "fabric_ecn_marks", "fabric_pfc_pauses", "fabric_drops", "link_flaps", "links_down",
                       // the storage
                       "storage_read_throughput", "storage_write_throughput", "storage_read_latency",
                       "storage_metadata_ops",
                       // the facility and the GPUs' errors
                       "hottest_inlet", "gpus_with_xid"};
        out.series = {"cluster_gpu_utilisation", "step_time", "exposed_communication_time", "data_wait_time", "mfu",
                      "hottest_gpu_temperature", "lowest_sm_clock", "ttft_p95", "kv_cache_usage", "queue_depth",
                      "busiest_link_utilisation", "busiest_link_ecn_marks", "storage_read_throughput",
                      "storage_write_throughput", "storage_read_latency", "hottest_inlet"};
        out.thresholds = {"healthy"};
        for (const ActionInfo& a : actionInfos())
            out.actions.push_back(a.id);
        out.needsSystem = true;
        out.checkSystem = &TwinIncident::checkSystem;
        return out;
    }();
    return c;
}

void TwinIncident::checkSystem(const ops::IncidentDefinition& d)
{
    const ops::IncidentSystemSpec& system = *d.system;
    const cluster::ClusterSpec spec = readSpec(system);
    if (spec.faults.empty())
        throw Error("an incident needs at least one fault", "/system/events");
    // Building the twin checks what the spec alone cannot: fault targets, jobs that fit.
    sim::Simulation simulation;
    const auto twin = inSystem([&] {
        return std::make_unique<ClusterTwin>(simulation, spec, system.seed, ClusterTwin::kNoGpuSeries);
    });
    focusIndex(*twin, system.focus);
    const double lastFault = spec.faults.back().atS;
    if (spec.durationS < lastFault + kWindowS)
        throw Error(fmt::format("the run must last the measurement window ({} s) past the last fault (at {} s)",
                                kWindowS, lastFault),
                    "/system/model/duration");
    const FocusKind focus = system.focus.kind;
    const char* other = focus == FocusKind::Job ? "a service" : "a training job";
    for (std::size_t i = 0; i < d.evidence.size(); ++i) {
        for (std::size_t j = 0; j < d.evidence[i].figures.size(); ++j)
            if (!suitsFocus(d.evidence[i].figures[j], focus))
                throw Error(fmt::format("the figure '{}' is {}'s, not the focus's", d.evidence[i].figures[j], other),
                            fmt::format("/evidence/{}/figures/{}", i, j));
        for (std::size_t j = 0; j < d.evidence[i].series.size(); ++j)
            if (!suitsFocus(d.evidence[i].series[j], focus))
                throw Error(fmt::format("the series '{}' is {}'s, not the focus's", d.evidence[i].series[j], other),
                            fmt::format("/evidence/{}/series/{}", i, j));
    }
    // The header shows the key figures of the current outcome.
    const std::vector<std::string>& outcome = focus == FocusKind::Job ? jobOutcome() : serviceOutcome();
    for (std::size_t k = 0; k < d.keyFigures.size(); ++k)
        if (std::find(outcome.begin(), outcome.end(), d.keyFigures[k]) == outcome.end())
            throw Error(fmt::format("the figure '{}' is not an outcome figure of {}", d.keyFigures[k],
                                    focus == FocusKind::Job ? "a job" : "a service"),
                        fmt::format("/keyFigures/{}", k));
    for (std::size_t a = 0; a < d.actions.size(); ++a)
        if (!suitsFocus(d.actions[a].id, focus))
            throw Error(fmt::format("the action '{}' acts on a training job", d.actions[a].id),
                        fmt::format("/actions/{}/id", a));
}

TwinIncident::TwinIncident(ops::IncidentSystemSpec system)
    : m_system(std::move(system))
    , m_spec(readSpec(m_system))
{
    if (m_spec.faults.empty())
        throw Error("an incident needs at least one fault", "/system/events");
    m_onsetS = m_spec.faults.front().atS;
    m_faulty = simulate(true, {}, 0.0, m_spec.durationS);
    m_focusIndex = focusIndex(*m_faulty->twin, m_system.focus);
    m_healthyRun = simulate(false, {}, 0.0, m_spec.durationS);
    const std::vector<ops::Figure> healthy = measure(*m_healthyRun, nullptr);
    m_healthyFigures[m_spec.durationS] = healthy;
    const std::vector<ops::Figure> faulty = measure(*m_faulty, &healthy);
    m_healthy = outcomeOf(measure(*m_healthyRun, &healthy), healthy, *m_healthyRun);
    m_baseline = outcomeOf(faulty, healthy, *m_faulty);
    m_telemetry = faulty;

    // The series: whole-run series of the job, service, storage and cluster; the busiest
    // link's, and the focus job's hottest and slowest GPU's, over the window.
    const ClusterTwin& twin = *m_faulty->twin;
    const telemetry::MetricRegistry& m = twin.metrics();
    const bool job = m_system.focus.kind == FocusKind::Job;
    series(m_series, "cluster_gpu_utilisation", m.find("ailab_cluster_gpu_utilisation"), healthy,
           "cluster_gpu_utilisation");
    if (job) {
        const std::string labels = fmt::format("{{job=\"{}\"}}", m_system.focus.name);
        series(m_series, "step_time", m.find("ailab_job_step_time" + labels), healthy, "step_time");
        series(m_series, "exposed_communication_time", m.find("ailab_job_exposed_communication_time" + labels),
               healthy, "exposed_communication_time");
        series(m_series, "data_wait_time", m.find("ailab_job_data_wait_time" + labels), healthy, "data_wait_time");
        series(m_series, "mfu", m.find("ailab_job_mfu" + labels), healthy, "mfu");
        // The job's GPUs at the end: the hottest one's temperature, the slowest one's clock.
        int hottest = -1, slowest = -1;
        double hottestC = -1e300, slowestMHz = 1e300;
        const double from = m_faulty->endS - kWindowS;
        for (int g : twin.jobGpus(std::size_t(m_focusIndex))) {
            const Stats t = statsOf(m.find("DCGM_FI_DEV_GPU_TEMP" + gpuLabels(twin, g)), from, m_faulty->endS);
            const Stats c = statsOf(m.find("DCGM_FI_DEV_SM_CLOCK" + gpuLabels(twin, g)), from, m_faulty->endS);
            if (!std::isnan(t.max) && t.max > hottestC) {
                hottestC = t.max;
                hottest = g;
            }
            if (!std::isnan(c.min) && c.min < slowestMHz) {
                slowestMHz = c.min;
                slowest = g;
            }
        }
        series(m_series, "hottest_gpu_temperature",
               hottest >= 0 ? m.find("DCGM_FI_DEV_GPU_TEMP" + gpuLabels(twin, hottest)) : nullptr, healthy,
               "hottest_gpu_temperature");
        series(m_series, "lowest_sm_clock",
               slowest >= 0 ? m.find("DCGM_FI_DEV_SM_CLOCK" + gpuLabels(twin, slowest)) : nullptr, healthy,
               "lowest_sm_clock");
    } else {
        const std::string labels = fmt::format("{{service=\"{}\"}}", m_system.focus.name);
        series(m_series, "ttft_p95", m.find("ailab_service_ttft_p95" + labels), healthy, "ttft_p95");
        series(m_series, "kv_cache_usage", m.find("ailab_service_kv_cache_usage" + labels), healthy,
               "kv_cache_usage");
        series(m_series, "queue_depth", m.find("ailab_service_queue_depth" + labels), healthy, "queue_depth");
    }
    // The busiest link over the window.
    const auto& links = twin.fabricState().uplinkNames();
    std::size_t busiest = 0;
    double most = -1;
    for (std::size_t l = 0; l < links.size(); ++l) {
        const Stats u = statsOf(m.find(fmt::format("ailab_link_utilisation{{link=\"{}\"}}", links[l])),
                                m_faulty->endS - kWindowS, m_faulty->endS);
        if (orZero(u.mean) > most) {
            most = orZero(u.mean);
            busiest = l;
        }
    }
    const std::string link = links.empty() ? std::string() : links[busiest];
    series(m_series, "busiest_link_utilisation", m.find(fmt::format("ailab_link_utilisation{{link=\"{}\"}}", link)),
           healthy, "busiest_link_utilisation");
    series(m_series, "busiest_link_ecn_marks", m.find(fmt::format("ailab_link_ecn_marks{{link=\"{}\"}}", link)),
           healthy, "busiest_link_ecn_marks");
    series(m_series, "storage_read_throughput", m.find("ailab_storage_read_throughput"), healthy,
           "storage_read_throughput");
    series(m_series, "storage_write_throughput", m.find("ailab_storage_write_throughput"), healthy,
           "storage_write_throughput");
    series(m_series, "storage_read_latency", m.find("ailab_storage_read_latency"), healthy, "storage_read_latency");
    // The hottest rack's inlet.
    std::size_t hottestRack = 0;
    double hottestInlet = -1e300;
    for (std::size_t r = 0; r < twin.spec().racks().size(); ++r) {
        const Stats s = statsOf(
            m.find(fmt::format("ailab_rack_inlet_temperature{{rack=\"{}\"}}", twin.spec().racks()[r].id)),
            m_faulty->endS - kWindowS, m_faulty->endS);
        if (!std::isnan(s.max) && s.max > hottestInlet) {
            hottestInlet = s.max;
            hottestRack = r;
        }
    }
    series(m_series, "hottest_inlet",
           m.find(fmt::format("ailab_rack_inlet_temperature{{rack=\"{}\"}}", twin.spec().racks()[hottestRack].id)),
           healthy, "hottest_inlet");

    // The chain of events: from the first fault on, the faults that initiate and what the
    // twin logged of their consequences; routine lines (checkpoints) left out, and a line
    // that recurs on the same subject (a flapping link) counted on its first.
    for (const telemetry::Event& e : twin.events()) {
        if (e.time < m_onsetS || e.type == "job.checkpoint" || e.type == "cluster.healthy")
            continue;
        const std::string subject = e.subject.value_or(std::string());
        const auto same = std::find_if(m_chain.begin(), m_chain.end(), [&](const ops::CausalEvent& c) {
            return c.type == e.type && c.subject == subject;
        });
        if (same != m_chain.end()) {
            ++same->count;
            continue;
        }
        const bool initiating = e.type.rfind("fault.", 0) == 0 &&
                                e.type.size() > 8 && e.type.compare(e.type.size() - 8, 8, ".cleared") != 0;
        m_chain.push_back({e.time, e.type, subject, initiating, 1});
    }
    // At one time, the fault before what it caused.
    std::stable_sort(m_chain.begin(), m_chain.end(), [](const ops::CausalEvent& a, const ops::CausalEvent& b) {
        return a.timeS < b.timeS || (a.timeS == b.timeS && a.initiating && !b.initiating);
    });
}

double TwinIncident::endOfRun(double atS) const
{
    return std::max(m_spec.durationS, atS + m_spec.failures.restartS + kSettleS + kWindowS);
}

std::shared_ptr<const TwinIncident::Run> TwinIncident::simulate(bool faulty, const std::vector<std::string>& actions,
                                                                double atS, double endS) const
{
    cluster::ClusterSpec spec = m_spec;
    spec.durationS = endS;
    // Per-GPU and per-link series are read over the window only.
    spec.telemetry.windowS = kWindowS + spec.telemetry.resolutionS;
    if (!faulty)
        spec.faults.clear();
    auto run = std::make_shared<Run>();
    run->endS = endS;
    run->simulation = std::make_unique<sim::Simulation>();
    const double from = endS - kWindowS;
    run->twin = inSystem([&] {
        return std::make_unique<ClusterTwin>(*run->simulation, std::move(spec), m_system.seed, from);
    });
    ClusterTwin& twin = *run->twin;
    if (!actions.empty()) {
        twin.runUntil(atS);
        for (const std::string& a : actions)
            applyAction(twin, a);
    }
    twin.runUntil(from);
    if (m_system.focus.kind == FocusKind::Job) {
        // By name: the constructor's first run comes before the focus was looked up.
        const int index = twin.findJobIndex(m_system.focus.name);
        if (index >= 0)
            run->windowStallS = twin.jobs()[std::size_t(index)]->totals().checkpointStallSeconds;
    }
    twin.runUntil(endS);
    return run;
}

void TwinIncident::applyAction(ClusterTwin& twin, const std::string& action) const
{
    const auto info = std::find_if(actionInfos().begin(), actionInfos().end(),
                                   [&](const ActionInfo& a) { return a.id == action; });
    if (info == actionInfos().end())
        throw Error(fmt::format("unknown action '{}' for the cluster twin", action), "/actions");
    const bool job = m_system.focus.kind == FocusKind::Job;
    if (!info->repairs.empty()) {
        const int repaired = twin.faults().repair(info->repairs);
        twin.log(telemetry::Severity::Info, "operator." + action,
                 fmt::format("The operator applied {}: {} fault{} repaired.", action, repaired, repaired == 1 ? "" : "s"),
                 "cluster");
        return;
    }
    if (!job)
        throw Error(fmt::format("the action '{}' acts on a training job", action), "/actions");
    const std::size_t index = std::size_t(m_focusIndex);
    cluster::TrainingJob& target = *twin.jobs()[index];
    const std::string subject = "job:" + target.spec().name;
    if (action == "async_checkpoints") {
        target.setCheckpointMode(storage::CheckpointMode::Async);
        twin.log(telemetry::Severity::Info, "operator.async_checkpoints",
                 fmt::format("{} writes its checkpoints asynchronously from its next one.", target.spec().name),
                 subject);
    } else if (action == "raise_collective_timeout") {
        // PyTorch's default (init_process_group's timeout for NCCL, 10 minutes): the job
        // rides out a fabric that comes back within it, and waits that long for one that
        // does not.
        constexpr double kRaisedTimeoutS = 600.0;
        target.setCollectiveTimeout(kRaisedTimeoutS);
        twin.log(telemetry::Severity::Info, "operator.raise_collective_timeout",
                 fmt::format("{}'s collectives wait {:.0f} s for a path before NCCL's watchdog ends it.",
                             target.spec().name, kRaisedTimeoutS),
                 subject);
    } else if (action == "restart_job") {
        twin.log(telemetry::Severity::Info, "operator.restart_job",
                 fmt::format("The operator restarts {}.", target.spec().name), subject);
        twin.failJob(index, "restarted by the operator");
    } else if (action == "drain_slowest_server") {
        // The GPU that sets the job's pace: the largest straggler factor over clock factor.
        int slowest = -1;
        double deficit = 0;
        for (int g : twin.jobGpus(index)) {
            const double d = twin.gpuSlowdown(g) / std::max(1e-3, twin.facility().gpuClockFactor(g));
            if (d > deficit) {
                deficit = d;
                slowest = g;
            }
        }
        if (slowest < 0)
            return; // the job runs nowhere now: there is nothing to drain
        const int server = twin.serverOfGpu(slowest);
        twin.log(telemetry::Severity::Info, "operator.drain_slowest_server",
                 fmt::format("The operator drains server{}, where {}'s slowest GPU is.", server, target.spec().name),
                 fmt::format("server{}", server));
        twin.failServer(server, fmt::format("server{} drained by the operator", server), twin.spec().failures.repairS);
    }
}

std::vector<ops::Figure> TwinIncident::measure(const Run& run, const std::vector<ops::Figure>* healthy) const
{
    const ClusterTwin& twin = *run.twin;
    const telemetry::MetricRegistry& m = twin.metrics();
    const double to = run.endS;
    const double from = to - kWindowS;
    std::vector<ops::Figure> out;
    auto add = [&out](const char* id, double value, const char* unit) { out.push_back({id, value, unit}); };
    auto mean = [&](const std::string& name) { return orZero(statsOf(m.find(name), from, to).mean); };

    add("cluster_gpu_utilisation", mean("ailab_cluster_gpu_utilisation"), "%");
    add("running_jobs", mean("ailab_cluster_running_jobs"), "count");
    const bool job = m_system.focus.kind == FocusKind::Job;
    const int focus = m_focusIndex >= 0 ? m_focusIndex : focusIndex(twin, m_system.focus);
    if (job) {
        const cluster::TrainingJob& j = *twin.jobs()[std::size_t(focus)];
        const std::string labels = fmt::format("{{job=\"{}\"}}", j.spec().name);
        // Wall time per step kept, from the first step the window saw end to its last (the
        // progress series, at the telemetry's resolution, so that a step cut by the window's
        // edges does not count as a whole or as none); at least the window when it kept none.
        double firstAt = 0, lastAt = 0, firstSteps = 0, lastSteps = 0, before = std::nan("");
        bool changed = false;
        for (const telemetry::Sample& sample : m.get("ailab_job_progress" + labels).between(from, to)) {
            if (std::isnan(before)) {
                before = sample.value;
            } else if (sample.value != before) {
                if (!changed) {
                    firstAt = sample.time;
                    firstSteps = sample.value;
                    changed = true;
                }
                lastAt = sample.time;
                lastSteps = sample.value;
                before = sample.value;
            }
        }
        const double kept = lastSteps - firstSteps;
        add("time_per_step", changed && kept >= 1 ? (lastAt - firstAt) / kept : kWindowS, "s");
        const double step = mean("ailab_job_step_time" + labels);
        add("step_time", step, "s");
        if (healthy) {
            const double reference = figureValue(*healthy, "step_time");
            add("step_time_vs_healthy", reference > 0 ? step / reference : 0.0, "ratio");
        }
        add("compute_time", mean("ailab_job_compute_time" + labels), "s");
        add("exposed_communication_time", mean("ailab_job_exposed_communication_time" + labels), "s");
        add("data_wait_time", mean("ailab_job_data_wait_time" + labels), "s");
        add("allreduce_time", mean("ailab_job_allreduce_time" + labels), "s");
        add("checkpoint_stall_share", (j.totals().checkpointStallSeconds - run.windowStallS) / kWindowS, "ratio");
        add("mfu", mean("ailab_job_mfu" + labels), "%");
        add("tflops_per_gpu", mean("ailab_job_achieved_tflops_per_gpu" + labels), "TFLOP/s");
        add("job_interruptions", j.totals().interruptions, "count");
        // Its GPUs (where it runs at the end).
        double utilSum = 0, utilMin = 0, utilMax = 0, hottest = 0, lowestClock = 0;
        int gpus = 0, throttled = 0;
        for (int g : twin.jobGpus(std::size_t(focus))) {
            const std::string labelsOfGpu = gpuLabels(twin, g);
            const double util = orZero(statsOf(m.find("DCGM_FI_DEV_GPU_UTIL" + labelsOfGpu), from, to).mean);
            const Stats temperature = statsOf(m.find("DCGM_FI_DEV_GPU_TEMP" + labelsOfGpu), from, to);
            const Stats clock = statsOf(m.find("DCGM_FI_DEV_SM_CLOCK" + labelsOfGpu), from, to);
            const Stats reasons = statsOf(m.find("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS" + labelsOfGpu), from, to);
            utilSum += util;
            utilMin = gpus == 0 ? util : std::min(utilMin, util);
            utilMax = gpus == 0 ? util : std::max(utilMax, util);
            hottest = gpus == 0 ? orZero(temperature.max) : std::max(hottest, orZero(temperature.max));
            lowestClock = gpus == 0 ? orZero(clock.min) : std::min(lowestClock, orZero(clock.min));
            throttled += orZero(reasons.last) != 0 ? 1 : 0;
            ++gpus;
        }
        add("job_gpu_utilisation", gpus > 0 ? utilSum / gpus : 0.0, "%");
        add("job_gpu_utilisation_spread", utilMax - utilMin, "%");
        add("hottest_gpu_temperature", hottest, "°C");
        add("lowest_sm_clock", lowestClock, "MHz");
        add("gpus_throttled", throttled, "count");
    } else {
        const cluster::InferenceService& s = *twin.services()[std::size_t(focus)];
        const std::string labels = fmt::format("{{service=\"{}\"}}", s.spec().name);
        const double ttft = mean("ailab_service_ttft_p95" + labels);
        add("ttft_p95", ttft, "ms");
        if (healthy) {
            const double reference = figureValue(*healthy, "ttft_p95");
            add("ttft_vs_healthy", reference > 0 ? ttft / reference : 0.0, "ratio");
        }
        add("tpot_p95", mean("ailab_service_tpot_p95" + labels), "ms");
        add("kv_cache_usage", mean("ailab_service_kv_cache_usage" + labels), "%");
        add("queue_depth", mean("ailab_service_queue_depth" + labels), "requests");
        add("replicas_ready", mean("ailab_service_replicas_ready" + labels), "count");
        add("completed_requests", mean("ailab_service_completed_requests" + labels), "req/s");
        double util = 0;
        int gpus = 0;
        for (int r = 0; r < s.spec().replicas; ++r)
            for (int g : s.replicaGpus(r)) {
                util += orZero(statsOf(m.find("DCGM_FI_DEV_GPU_UTIL" + gpuLabels(twin, g)), from, to).mean);
                ++gpus;
            }
        add("service_gpu_utilisation", gpus > 0 ? util / gpus : 0.0, "%");
    }

    // The fabric: each leaf-spine link's mean over the window.
    const auto& links = twin.fabricState().uplinkNames();
    std::vector<double> utilisation(links.size(), 0.0);
    double busiest = 0, busiestMarks = 0, marks = 0, pauses = 0, drops = 0;
    for (std::size_t l = 0; l < links.size(); ++l) {
        const std::string label = fmt::format("{{link=\"{}\"}}", links[l]);
        utilisation[l] = mean("ailab_link_utilisation" + label);
        const double linkMarks = mean("ailab_link_ecn_marks" + label);
        if (l == 0 || utilisation[l] > busiest) {
            busiest = utilisation[l];
            busiestMarks = linkMarks;
        }
        marks += linkMarks;
        pauses += mean("ailab_link_pfc_pauses" + label);
        drops += mean("ailab_link_drops" + label);
    }
    add("busiest_link_utilisation", busiest, "%");
    add("busiest_link_ecn_marks", busiestMarks, "marks/s");
    // Over the uplinks of the leaves that carry traffic: the busiest over the mean (1 when
    // the leaves spread their traffic evenly).
    std::vector<std::uint8_t> leafBusy(std::size_t(twin.fabricState().leafCount()), 0);
    for (std::size_t l = 0; l < links.size(); ++l)
        if (utilisation[l] > 0)
            leafBusy[std::size_t(twin.fabricState().uplinkLeaf(l))] = 1;
    double sum = 0;
    int counted = 0;
    for (std::size_t l = 0; l < links.size(); ++l)
        if (leafBusy[std::size_t(twin.fabricState().uplinkLeaf(l))] != 0) {
            sum += utilisation[l];
            ++counted;
        }
    add("link_utilisation_imbalance", sum > 0 ? busiest / (sum / counted) : 0.0, "ratio");
    add("fabric_ecn_marks", marks, "marks/s");
    add("fabric_pfc_pauses", pauses, "frames/s");
    add("fabric_drops", drops, "packets/s");
    int flaps = 0;
    for (const telemetry::Event& e : twin.events())
        flaps += e.type == "link.down" ? 1 : 0;
    add("link_flaps", flaps, "count");
    add("links_down", twin.fabricState().linksDown(), "count");

    add("storage_read_throughput", mean("ailab_storage_read_throughput"), "GB/s");
    add("storage_write_throughput", mean("ailab_storage_write_throughput"), "GB/s");
    add("storage_read_latency", mean("ailab_storage_read_latency"), "ms");
    add("storage_metadata_ops", mean("ailab_storage_metadata_operations"), "ops/s");

    double inlet = 0;
    for (const cluster::RackSpec& rack : twin.spec().racks())
        inlet = std::max(inlet, orZero(statsOf(m.find(fmt::format("ailab_rack_inlet_temperature{{rack=\"{}\"}}", rack.id)),
                                               from, to).max));
    add("hottest_inlet", inlet, "°C");
    int withXid = 0;
    for (int g = 0; g < twin.gpuCount(); ++g)
        withXid += orZero(statsOf(m.find("DCGM_FI_DEV_XID_ERRORS" + gpuLabels(twin, g)), from, to).max) > 0 ? 1 : 0;
    add("gpus_with_xid", withXid, "count");
    return out;
}

ops::Outcome TwinIncident::outcomeOf(const std::vector<ops::Figure>& figures, const std::vector<ops::Figure>& healthy,
                                     const Run& run) const
{
    const bool job = m_system.focus.kind == FocusKind::Job;
    ops::Outcome o;
    for (const std::string& id : job ? jobOutcome() : serviceOutcome())
        for (const ops::Figure& f : figures)
            if (f.id == id)
                o.figures.push_back(f);
    const double headline = o.figures.front().value;
    const double reference = figureValue(healthy, o.figures.front().id);
    const double excess = job ? kResolvedExcessJob : kResolvedExcessService;
    o.resolved = reference > 0 && headline <= (1.0 + excess) * reference;
    const telemetry::MetricRegistry& m = run.twin->metrics();
    if (job)
        series(o.series, "step_time", m.find(fmt::format("ailab_job_step_time{{job=\"{}\"}}", m_system.focus.name)),
               healthy, "step_time");
    else
        series(o.series, "ttft_p95",
               m.find(fmt::format("ailab_service_ttft_p95{{service=\"{}\"}}", m_system.focus.name)), healthy,
               "ttft_p95");
    return o;
}

std::vector<ops::Figure> TwinIncident::healthyFigures(double endS) const
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (const auto it = m_healthyFigures.find(endS); it != m_healthyFigures.end())
            return it->second;
    }
    const std::shared_ptr<const Run> run = simulate(false, {}, 0.0, endS);
    std::vector<ops::Figure> figures = measure(*run, nullptr);
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_healthyFigures.emplace(endS, std::move(figures)).first->second;
}

ops::Outcome TwinIncident::run(const std::vector<std::string>& actions, double atS) const
{
    if (!std::isfinite(atS) || atS < 0)
        throw Error("the time an action is applied must be 0 or later", "/at_s");
    for (const std::string& a : actions)
        if (std::none_of(actionInfos().begin(), actionInfos().end(), [&](const ActionInfo& i) { return i.id == a; }))
            throw Error(fmt::format("unknown action '{}' for the cluster twin", a), "/actions");
    if (actions.empty() && atS <= m_spec.durationS - kWindowS)
        return m_baseline;
    std::string key = fmt::format("{:.6f}", atS);
    for (const std::string& a : actions)
        key += "," + a;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (const auto it = m_outcomes.find(key); it != m_outcomes.end())
            return it->second;
    }
    const double end = endOfRun(atS);
    const std::vector<ops::Figure> healthy = healthyFigures(end);
    const std::shared_ptr<const Run> run = simulate(true, actions, atS, end);
    ops::Outcome outcome = outcomeOf(measure(*run, &healthy), healthy, *run);
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_outcomes.emplace(key, std::move(outcome)).first->second;
}

} // namespace ailab::core::models::operations
