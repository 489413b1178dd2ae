#include "labs/capstone/views/design_texts.h"

#include "core/design/design_evaluation.h"

#include <QLocale>
#include <QStringList>
#include <cmath>
#include <optional>

namespace ailab::labs::capstone {

namespace design = core::design;

QString DesignTexts::number(double value, int decimals)
{
    if (!std::isfinite(value))
        return tr("never");
    return QLocale().toString(value, 'f', decimals);
}

QString DesignTexts::percent(double share, int decimals)
{
    return tr("%1 %").arg(number(share * 100, decimals));
}

QString DesignTexts::duration(double seconds)
{
    if (!std::isfinite(seconds))
        return tr("never");
    if (seconds < 120)
        return tr("%1 s").arg(number(seconds, seconds < 10 ? 2 : 0));
    if (seconds < 7200)
        return tr("%1 min").arg(number(seconds / 60, 1));
    if (seconds < 3 * 86400)
        return tr("%1 h").arg(number(seconds / 3600, 1));
    return tr("%1 days").arg(number(seconds / 86400, 1));
}

QString DesignTexts::componentName(const std::string& id)
{
    if (id == "server")
        return tr("GPU server");
    if (id == "leaf")
        return tr("Leaf switch");
    if (id == "spine")
        return tr("Spine switch");
    if (id == "link")
        return tr("Leaf-spine link");
    if (id == "storage-server")
        return tr("Storage data server");
    if (id == "rack-feed")
        return tr("Rack power feed");
    if (id == "cooling-unit")
        return tr("Rack cooling unit");
    return QString::fromStdString(id);
}

QString DesignTexts::resourceName(const std::string& id)
{
    if (id == "compute")
        return tr("Compute (share of the step)");
    if (id == "fabric-nic")
        return tr("NIC bandwidth per GPU");
    if (id == "fabric-uplinks")
        return tr("Leaf uplinks per GPU");
    if (id == "storage-read")
        return tr("Storage reads");
    if (id == "storage-write")
        return tr("Checkpoint writes");
    if (id == "gpu-memory")
        return tr("GPU memory");
    if (id == "rack-power")
        return tr("Rack power feed");
    if (id == "rack-cooling")
        return tr("Rack cooling");
    return QString::fromStdString(id);
}

QString DesignTexts::constraintName(const std::string& id)
{
    if (id == "compute")
        return tr("compute");
    if (id == "network")
        return tr("network");
    if (id == "nvlink")
        return tr("NVLink (tensor parallel)");
    if (id == "storage")
        return tr("storage");
    if (id == "checkpoint")
        return tr("checkpoints");
    if (id == "pipeline")
        return tr("pipeline bubble");
    if (id == "power")
        return tr("power");
    if (id == "cooling")
        return tr("cooling");
    return QString::fromStdString(id);
}

QString DesignTexts::outcomeText(const design::ComponentFailure& f)
{
    switch (f.training) {
    case design::TrainingOutcome::Unaffected:
        return tr("runs on");
    case design::TrainingOutcome::Slowed:
        return tr("runs %1 slower").arg(percent(f.slowdown - 1));
    case design::TrainingOutcome::Restarts:
        return tr("restarts on spares");
    case design::TrainingOutcome::WaitsForRepair:
        return tr("waits for the repair");
    }
    return {};
}

QString DesignTexts::statusName(const std::string& id)
{
    if (id == "healthy")
        return tr("Healthy");
    if (id == "degraded")
        return tr("Degraded");
    if (id == "down")
        return tr("Down");
    return QString::fromStdString(id);
}

Status DesignTexts::statusOf(const std::string& id)
{
    if (id == "down")
        return Status::Failed;
    if (id == "degraded")
        return Status::Congested;
    return Status::Healthy;
}

QString DesignTexts::failureEffect(const design::ComponentFailure& f)
{
    QStringList parts;
    if (f.gpusLost > 0)
        parts << tr("%n GPU(s) out of service", nullptr, f.gpusLost);
    if (f.fabricCapacityLost > 0)
        parts << tr("%1 of its fabric capacity lost").arg(percent(f.fabricCapacityLost));
    if (f.storageCapacityLost > 0)
        parts << tr("%1 of the storage bandwidth lost").arg(percent(f.storageCapacityLost));
    if (parts.isEmpty())
        parts << tr("no capacity lost");
    switch (f.training) {
    case design::TrainingOutcome::Unaffected:
        break;
    case design::TrainingOutcome::Slowed:
        parts << tr("the training job runs %1 slower until the repair").arg(percent(f.slowdown - 1));
        break;
    case design::TrainingOutcome::Restarts:
        parts << tr("the training job restarts on spare servers in %1, rolling back %2 of work")
                     .arg(duration(f.downtimeS), duration(f.lostWorkS));
        break;
    case design::TrainingOutcome::WaitsForRepair:
        parts << tr("the training job stops for %1 until the repair and restart (no spare servers)")
                     .arg(duration(f.downtimeS));
        break;
    }
    if (f.replicasLost > 0)
        parts << tr("%n serving replica(s) lost", nullptr, f.replicasLost)
              << (f.servingHeld ? tr("the service holds its objectives (%1 of requests within them)")
                                : tr("the service misses its objectives (%1 of requests within them)"))
                     .arg(percent(f.servingAttainment));
    return parts.join(QStringLiteral("; "));
}

QString DesignTexts::criterionTitle(const std::string& id)
{
    if (id == "finishes-in-time")
        return tr("The training run finishes in time");
    if (id == "serving-slo")
        return tr("The service meets its TTFT and TPOT objectives");
    if (id == "fabric-headroom")
        return tr("The fabric hides the training job's communication");
    if (id == "storage-feeds-gpus")
        return tr("Storage keeps the GPUs busy (MLPerf Storage's 90 %)");
    if (id == "n-minus-1")
        return tr("One failure keeps the job running or restarts it in time");
    if (id == "racks-within-limits")
        return tr("Every rack within its power feed and its cooling");
    if (id == "checkpoint-interval")
        return tr("The checkpoint interval is near Young/Daly's optimum");
    if (id == "pattern-pods")
        return tr("Pods of identical scalable units");
    if (id == "pattern-separate-fabrics")
        return tr("Separate training and inference fabrics");
    if (id == "pattern-oob-management")
        return tr("Out-of-band management network");
    if (id == "pattern-checkpoint-near-compute")
        return tr("Checkpoint storage close to compute");
    return QString::fromStdString(id);
}

QString DesignTexts::criterionReason(const design::ReviewCriterion& c, const design::DesignSpec& spec,
                                     const design::DesignEvaluation& e)
{
    const auto* t = e.bottlenecks.training ? &*e.bottlenecks.training : nullptr;
    const auto* l = e.failures.longRun ? &*e.failures.longRun : nullptr;
    const design::ClusterFigures& cf = e.figures.cluster;
    if (c.id == "finishes-in-time" && t != nullptr && spec.training)
        return tr("%1 billion tokens at %2 tokens/s take %3 days with the expected failures (%4 without); the "
                  "workload allows %5.")
            .arg(number(spec.training->tokens / 1e9, 1), number(t->step.tokensPerSecond, 0), number(c.value, 1),
                 number(t->timeToTrainDays, 1), number(c.threshold, 1));
    if (c.id == "serving-slo" && e.bottlenecks.serving) {
        const design::ServingAnalysis& s = *e.bottlenecks.serving;
        return tr("At %1 requests/s on %2 replicas the service is %3: TTFT p95 %4 ms (objective %5 ms), TPOT p95 %6 "
                  "ms (objective %7 ms); %8 of requests within every objective.")
            .arg(number(s.ratePerS, 1))
            .arg(s.replicas)
            .arg(s.sustained ? tr("sustained") : tr("not sustained"), number(s.ttftP95Ms, 0), number(s.sloTtftMs, 0),
                 number(s.tpotP95Ms, 1), number(s.sloTpotMs, 0), percent(s.attainment));
    }
    if (c.id == "fabric-headroom" && t != nullptr)
        return tr("The data-parallel all-reduce leaves %1 s and the pipeline sends %2 s exposed in a %3 s step (%4 of "
                  "it); the all-reduce takes %5 s on a %6:1 fabric.")
            .arg(number(t->step.dataParallelExposedS, 3), number(t->step.pipelineSendS, 3), number(t->step.wallS, 3),
                 percent(c.value), number(t->step.dataParallelAllReduceS, 3), number(cf.fabricOversubscription, 2));
    if (c.id == "storage-feeds-gpus" && t != nullptr)
        return tr("A step reads %1 GB in %2 s at %3 GB/s beside a %4 s step: %5 s of data wait, accelerator "
                  "utilisation %6.")
            .arg(number(t->step.readBytesPerStep / 1e9, 2), number(t->step.readS, 3),
                 number(t->step.storageReadBytesPerSecond / 1e9, 1), number(t->step.stepS, 3),
                 number(t->step.dataWaitS, 3), percent(c.value));
    if (c.id == "n-minus-1") {
        QStringList stopped;
        for (const auto& f : e.failures.nMinus1)
            if (f.status == "down")
                stopped << componentName(f.component);
        if (stopped.isEmpty())
            return tr("Every one of the %n component classes leaves the workload running or restarts it.", nullptr,
                      int(e.failures.nMinus1.size()));
        return tr("%1 of %2 component classes keep the workload running; a failure of these stops it until the "
                  "repair (%3) or leaves the service short of its objectives: %4.")
            .arg(number(c.value, 0), number(c.threshold, 0), duration(spec.cluster.failures.repairS),
                 stopped.join(QStringLiteral(", ")));
    }
    if (c.id == "racks-within-limits") {
        QStringList problems;
        for (const auto& rack : cf.racks) {
            if (!rack.withinFeed)
                problems << tr("%1 draws %2 kW on a %3 kW feed")
                                .arg(QString::fromStdString(rack.id), number(rack.powerKW, 1), number(rack.feedKW, 0));
            if (!rack.withinCooling)
                problems << tr("%1 makes %2 kW of heat for %3 kW of %4 cooling")
                                .arg(QString::fromStdString(rack.id), number(rack.powerKW, 1),
                                     number(rack.coolingCapacityKW, 0), QString::fromStdString(rack.coolingId));
        }
        if (problems.isEmpty())
            return tr("The most loaded rack uses %1 of its feed or cooling.").arg(percent(c.value, 0));
        return problems.join(QStringLiteral("; ")) + QLatin1Char('.');
    }
    if (c.id == "checkpoint-interval" && l != nullptr) {
        if (l->checkpointIntervalS <= 0 || l->optimumIntervalS <= 0)
            return tr("The job writes no checkpoints: a failure rolls it back to its start.");
        return tr("A checkpoint every %1 at a %2 s stall and a %3 h MTBF; Young's optimum %4, Daly's %5, the write "
                  "%6; %7 of the time lost to failures and checkpoints.")
            .arg(duration(l->checkpointIntervalS), number(l->checkpointCostS, 3), number(l->mtbfHours, 2),
                 duration(l->youngIntervalS), duration(l->dalyIntervalS), duration(l->checkpointWriteS),
                 percent(1 - l->effectiveTrainingFraction));
    }
    if (c.id == "pattern-pods") {
        if (cf.servers <= design::kScalableUnitServers)
            return tr("%1 servers fit in one scalable unit of %2.").arg(cf.servers).arg(design::kScalableUnitServers);
        if (spec.patterns.scalableUnitServers > 0)
            return tr("%1 servers in %2 pods of %3.")
                .arg(cf.servers)
                .arg(cf.scalableUnits)
                .arg(spec.patterns.scalableUnitServers);
        return tr("%1 servers grown one by one, without pods.").arg(cf.servers);
    }
    if (c.id == "pattern-separate-fabrics")
        return c.passed ? tr("The serving replicas have their own fabric.")
                        : tr("Training's all-reduce and the serving replicas share the fabric.");
    if (c.id == "pattern-oob-management")
        return c.passed ? tr("The BMCs are on their own network (%n management switch(es)), apart from the data "
                             "fabrics.",
                             nullptr, cf.managementSwitches)
                        : tr("The servers are managed over the data fabric.");
    if (c.id == "pattern-checkpoint-near-compute" && t != nullptr)
        return spec.patterns.checkpointStorageNearCompute
                   ? tr("Checkpoints go to NVMe in or beside the racks.")
                   : tr("The %1 GB checkpoint is read back from shared storage at %2 GB/s within a %3 restart.")
                         .arg(number(t->step.checkpointBytes / 1e9, 0),
                              number(t->step.storageReadBytesPerSecond / 1e9, 1),
                              duration(spec.cluster.failures.restartS));
    return QString::fromStdString(c.reason);
}

QString DesignTexts::criterionToPass(const design::ReviewCriterion& c)
{
    if (c.passed)
        return {};
    // Core's own figures of what would pass it, worded here in the language shown.
    const auto figure = [&c](const char* name) {
        const auto it = c.toPassFigures.find(name);
        return it != c.toPassFigures.end() ? std::optional<double>(it->second) : std::nullopt;
    };
    if (c.id == "finishes-in-time" && figure("gpus"))
        return tr("At least %1 GPUs at the same throughput per GPU, %2 tokens, or %3 days.")
            .arg(number(*figure("gpus"), 0), number(*figure("tokens") / 1e9, 1) + tr(" billion"),
                 number(*figure("days"), 1));
    if (c.id == "serving-slo")
        return figure("replicas")
                   ? tr("More replicas: at least %1 at the good requests a replica achieves.")
                         .arg(number(*figure("replicas"), 0))
                   : tr("More replicas, a larger tensor-parallel group or looser objectives.");
    if (c.id == "fabric-headroom") {
        const double oversubscription = figure("oversubscription").value_or(1.0);
        return oversubscription > 1.0
                   ? tr("A non-blocking fabric (1:1, now %1:1), faster NICs, or a larger global batch.")
                         .arg(number(oversubscription, 2))
                   : tr("Faster NICs, more NICs per server, or a larger global batch to hide the all-reduce.");
    }
    if (c.id == "storage-feeds-gpus")
        return figure("readGBps")
                   ? tr("%1 GB/s of reads for the job: %2 data servers of %3 GB/s, and a storage network that "
                        "carries it.")
                         .arg(number(*figure("readGBps"), 1), number(*figure("dataServers"), 0),
                              number(*figure("perServerGBps"), 1))
                   : tr("Fewer files per step or a faster metadata service: the lookups alone outlast the step.");
    if (c.id == "n-minus-1") {
        const int domain = int(figure("domainGpus").value_or(0));
        const int spare = int(figure("spareGpus").value_or(0));
        return domain > spare
                   ? tr("Spare servers for the largest failure domain: %1 GPUs (now %n spare), or replicas spread "
                        "over more racks.",
                        nullptr, spare)
                         .arg(domain)
                   : tr("Redundancy in the failed class (a second spine, more uplinks, more data servers).");
    }
    if (c.id == "racks-within-limits") {
        QStringList fixes;
        for (const auto& fix : c.rackFixes) {
            if (fix.feedKW > 0)
                fixes << tr("a feed of at least %1 kW for %2 (or fewer servers)")
                             .arg(number(fix.feedKW, 0), QString::fromStdString(fix.rack));
            if (!fix.coolingNeeded.empty())
                fixes << tr("%1 cooling for %2 (or fewer servers)")
                             .arg(QString::fromStdString(fix.coolingNeeded), QString::fromStdString(fix.rack));
        }
        return fixes.join(QStringLiteral("; "));
    }
    if (c.id == "checkpoint-interval")
        return figure("intervalS") ? tr("A checkpoint interval of about %1.").arg(duration(*figure("intervalS")))
                                   : tr("Checkpoints: at a %1 h mean time between failures a failure otherwise rolls "
                                        "the job back to its start.")
                                         .arg(number(figure("mtbfHours").value_or(0), 2));
    if (c.id == "pattern-pods")
        return tr("Pods of a fixed size (a DGX SuperPOD scalable unit is %1 servers) that divide the %2 servers.")
            .arg(design::kScalableUnitServers)
            .arg(number(figure("servers").value_or(0), 0));
    if (c.id == "pattern-separate-fabrics")
        return tr("A separate inference fabric, so that training traffic never adds to the serving latency.");
    if (c.id == "pattern-oob-management")
        return tr("A dedicated management network for the BMCs.");
    if (c.id == "pattern-checkpoint-near-compute")
        return tr("Checkpoint storage (NVMe) in or beside the racks, or shared storage that reads the checkpoint "
                  "back in a tenth of the restart.");
    return QString::fromStdString(c.toPass);
}

QString DesignTexts::readinessCaveat()
{
    return tr("The score is a teaching aid, not a production architecture certification.");
}

} // namespace ailab::labs::capstone
