#include "labs/operations/views/component_texts.h"

#include "core/cluster/cluster_health.h"
#include "core/cluster/cluster_twin.h"
#include "core/telemetry/metric_registry.h"
#include "core/telemetry/series_window.h"
#include "core/units/format.h"
#include "labs/common/widgets/core_status.h"

#include <QLocale>
#include <cmath>

namespace ailab::labs::operations {

namespace {

QString value(const core::cluster::ClusterTwin& twin, const std::string& series, const QString& unit)
{
    const double v = latestValue(twin, series);
    if (std::isnan(v))
        return ComponentTexts::tr("–");
    //: A figure and its unit, e.g. "42.0 %"
    return ComponentTexts::tr("%1 %2").arg(formatFigure(v), unit);
}

// A rate of bursts (a job reads its batch at the start of each step): the mean of the last
// minute, as the dashboard's storage tile shows it, in the unit that reads best.
QString rate(const core::cluster::ClusterTwin& twin, const std::string& series)
{
    const core::telemetry::TimeSeries* s = twin.metrics().find(series);
    const std::optional<double> mean = s != nullptr ? meanOver(*s, 60.0) : std::nullopt;
    if (!mean)
        return ComponentTexts::tr("–");
    //: A rate and the window it is the mean of, e.g. "65.0 MB/s, mean of the last minute"
    return ComponentTexts::tr("%1, mean of the last minute")
        .arg(QString::fromStdString(core::units::toString(core::units::ByteRate::gigabytesPerSecond(*mean),
                                                          {.significantDigits = 3})));
}

// A count (GPUs, links): a whole number.
QString count(const core::cluster::ClusterTwin& twin, const std::string& series, const QString& unit)
{
    const double v = latestValue(twin, series);
    if (std::isnan(v))
        return ComponentTexts::tr("–");
    return ComponentTexts::tr("%1 %2").arg(QLocale().toString(v, 'f', 0), unit);
}

QString jobPhaseText(core::cluster::JobPhase phase)
{
    using core::cluster::JobPhase;
    switch (phase) {
    case JobPhase::Waiting:
        return ComponentTexts::tr("waiting for GPUs");
    case JobPhase::Restarting:
        return ComponentTexts::tr("restarting from its checkpoint");
    case JobPhase::Running:
        return ComponentTexts::tr("running");
    case JobPhase::Checkpointing:
        return ComponentTexts::tr("writing a checkpoint");
    case JobPhase::Done:
        return ComponentTexts::tr("done");
    }
    return {};
}

const QString kTwin = QStringLiteral("cluster twin");

} // namespace

double latestValue(const core::cluster::ClusterTwin& twin, const std::string& name)
{
    const core::telemetry::TimeSeries* s = twin.metrics().find(name);
    if (s == nullptr || s->empty())
        return std::nan("");
    return s->latest()->value;
}

QString formatFigure(double value)
{
    return QLocale().toString(value, 'f', std::abs(value) >= 100 ? 0 : 1);
}

QString ComponentTexts::name(Component component)
{
    switch (component) {
    case Component::GpuCompute:
        return tr("GPU compute");
    case Component::NetworkFabric:
        return tr("Network fabric");
    case Component::Storage:
        return tr("Storage");
    case Component::Orchestration:
        return tr("Orchestration");
    }
    return {};
}

QString ComponentTexts::id(Component component)
{
    switch (component) {
    case Component::GpuCompute:
        return QStringLiteral("gpu");
    case Component::NetworkFabric:
        return QStringLiteral("fabric");
    case Component::Storage:
        return QStringLiteral("storage");
    case Component::Orchestration:
        return QStringLiteral("orchestration");
    }
    return {};
}

QString ComponentTexts::subtitle(Component component, const core::cluster::ClusterTwin& twin)
{
    switch (component) {
    case Component::GpuCompute:
        return tr("%n accelerator(s)", nullptr, twin.gpuCount());
    case Component::NetworkFabric:
        return tr("leaf-spine, %n spine(s)", nullptr, twin.fabricState().spineCount());
    case Component::Storage:
        return tr("training datasets, checkpoints");
    case Component::Orchestration:
        return tr("job scheduling");
    }
    return {};
}

QString ComponentTexts::tileTitle(Component component)
{
    switch (component) {
    case Component::GpuCompute:
        return tr("GPU utilisation");
    case Component::NetworkFabric:
        return tr("Fabric health");
    case Component::Storage:
        return tr("Storage throughput");
    case Component::Orchestration:
        return tr("Running training jobs");
    }
    return {};
}

ExplainerContent ComponentTexts::inspector(Component component, const core::cluster::ClusterTwin& twin)
{
    using namespace core::cluster;
    ExplainerContent c;
    c.title = name(component);
    switch (component) {
    case Component::GpuCompute: {
        c.conceptText = tr("<p><b>Role.</b> The accelerators do the work: each training step runs the "
                           "model's forward and backward passes on every GPU of a job, and the job "
                           "goes only as fast as its slowest GPU. Their power and heat set the racks' "
                           "power and cooling.</p>"
                           "<p><b>Health indicators.</b> Utilisation (the share of time a kernel "
                           "runs), the SM clock (lowered by a power cap or heat), the temperature, and "
                           "errors: an Xid error or a GPU that fell off the bus stops its job.</p>");
        c.formula = tr("failed: a GPU off the bus or without power · congested: a GPU's clock "
                       "lowered by a power or thermal limit · idle: no work placed · healthy otherwise");
        c.inputs = {
            {tr("GPU utilisation, whole cluster"), value(twin, "ailab_cluster_gpu_utilisation", QStringLiteral("%")),
             tr("DCGM_FI_DEV_GPU_UTIL, averaged over every GPU (%1)").arg(kTwin)},
            {tr("GPUs throttled (saturation)"), count(twin, "ailab_cluster_gpus_throttled", tr("GPUs")),
             tr("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS: power cap, hardware or thermal slowdown")},
            {tr("GPUs lost (errors)"), count(twin, "ailab_cluster_gpus_lost", tr("GPUs")),
             tr("GPUs off the bus (Xid 79) or without power")},
            {tr("IT power"), value(twin, "ailab_cluster_it_power", QStringLiteral("kW")),
             tr("the facility's GPU and server power (%1)").arg(kTwin)},
        };
        c.sources = {tr("NVIDIA DCGM field identifiers (dcgm_fields.h)"),
                     tr("NVML clock event reasons (nvml.h, nvmlClocksThrottleReason*)")};
        break;
    }
    case Component::NetworkFabric: {
        const FabricState& fabric = twin.fabricState();
        c.conceptText = tr("<p><b>Role.</b> The leaf-spine fabric (RoCEv2) carries the collectives "
                           "between servers: every step's gradient all-reduce crosses it, so a slow or "
                           "lost link slows every job whose traffic meets it.</p>"
                           "<p><b>Health indicators.</b> Link utilisation; saturation as ECN marks "
                           "and PFC pause frames where senders meet on a port; errors as drops and "
                           "links or switches out of service.</p>");
        c.formula = tr("failed: a link or switch out of service · congested: a link below its rate, "
                       "ECMP narrowed, congestion control off, or two or more senders meeting on a "
                       "port · healthy otherwise");
        c.inputs = {
            {tr("Busiest leaf-spine link"), value(twin, "ailab_fabric_link_utilisation_max", QStringLiteral("%")),
             tr("ailab_link_utilisation, the highest of %n link(s)", nullptr, int(fabric.uplinks().size()))},
            {tr("ECN marks (saturation)"), value(twin, "ailab_fabric_ecn_marks", tr("marks/s")),
             tr("the twin's congested ports (DCQCN, packet-level model)")},
            {tr("PFC pause frames (saturation)"), value(twin, "ailab_fabric_pfc_pauses", tr("frames/s")), kTwin},
            {tr("Drops (errors)"), value(twin, "ailab_fabric_drops", tr("packets/s")), kTwin},
            {tr("Links out of service (errors)"), count(twin, "ailab_fabric_links_down", tr("links")), kTwin},
            {tr("Spines"), QString::number(fabric.spineCount()), tr("scenario")},
        };
        c.sources = {tr("Zhu et al., Congestion Control for Large-Scale RDMA Deployments (DCQCN), "
                        "SIGCOMM 2015")};
        break;
    }
    case Component::Storage: {
        c.conceptText = tr("<p><b>Role.</b> The parallel file system feeds the jobs their training "
                           "data and takes their checkpoints. When it cannot keep up, GPUs wait for "
                           "their next batch: they look idle while the problem is in storage.</p>"
                           "<p><b>Health indicators.</b> Read and write throughput, the read latency "
                           "(lookups included), metadata operations, and how long each step waits "
                           "for its data.</p>");
        c.formula = tr("failed: every data server down · congested: servers down, the tier slowed "
                       "or metadata throttled, or a job waiting more than %1 % of its step for data "
                       "(MLPerf Storage's 90 % accelerator utilisation) · healthy otherwise")
                        .arg(QLocale().toString(100 * kStarvedDataWaitShare, 'f', 0));
        c.inputs = {
            {tr("Read throughput"), rate(twin, "ailab_storage_read_throughput"), kTwin},
            {tr("Write throughput"), rate(twin, "ailab_storage_write_throughput"), kTwin},
            {tr("Read latency (saturation)"), value(twin, "ailab_storage_read_latency", QStringLiteral("ms")),
             kTwin},
            {tr("Metadata operations"), value(twin, "ailab_storage_metadata_operations", tr("ops/s")), kTwin},
            {tr("Data servers down (errors)"),
             tr("%1 of %2").arg(twin.storage().serversDown()).arg(twin.spec().storage.tier.dataServers),
             tr("scenario and faults")},
        };
        c.sources = {tr("MLPerf Storage v1.0 rules: accelerator utilisation threshold")};
        break;
    }
    case Component::Orchestration: {
        c.conceptText = tr("<p><b>Role.</b> The scheduler queues the jobs, places each on free GPUs, "
                           "and after a failure sends a job back to its last checkpoint and places it "
                           "again once it has restarted.</p>"
                           "<p><b>Health indicators.</b> Jobs running against jobs submitted, jobs "
                           "waiting for GPUs, and jobs restarting after a failure, with the work "
                           "they lost.</p>");
        c.formula = tr("failed: a job restarting after a failure · congested: a job waiting for GPUs · "
                       "idle: no job · healthy otherwise");
        c.inputs.append({tr("Running training jobs"),
                         tr("%1 of %2").arg(runningJobs(twin)).arg(twin.jobs().size()),
                         tr("ailab_cluster_running_jobs")});
        for (const auto& job : twin.jobs()) {
            //: A job's state in the inspector: its phase, then the GPU-hours it lost
            c.inputs.append({QString::fromStdString(job->spec().name),
                             tr("%1, %2 GPU-h lost")
                                 .arg(jobPhaseText(job->phase()), formatFigure(job->totals().lostGpuHours)),
                             tr("ailab_job_lost_gpu_hours")});
        }
        c.sources = {tr("Grattafiori et al., The Llama 3 Herd of Models, 2024: interruptions and "
                        "restarts")};
        break;
    }
    }
    return c;
}

} // namespace ailab::labs::operations
