#include "labs/operations/views/injection_texts.h"


#include "core/telemetry/event_log.h"
#include "labs/common/skeleton/core_text.h"

#include <QLocale>
#include <cmath>

namespace ailab::labs::operations {

namespace {

constexpr const char* kClusterContext = "ailab::core::cluster";

// clang-format off
[[maybe_unused]] const char* const kClusterStrings[] = {
    QT_TRANSLATE_NOOP("ailab::core::cluster", "The GPU driver reports an Xid error; what follows depends on the code (see the Xid table)."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "The GPU stops answering on PCIe (Xid 79); the server must reboot before it is seen again."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "An NVLink of the GPU fails (Xid 74); jobs using it die and the GPU needs a reset."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "The rack's cooling unit loses part or all of its capacity and the inlet warms."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "The rack's power feed is lost and every server in it powers off."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "The rack is capped below its draw and its GPUs lower their clocks to fit."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "A fabric link goes down and up repeatedly, dropping packets at each transition."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "A fabric link (cable, transceiver or NIC port) goes down and stays down."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "A spine switch fails and the leaves lose its share of their uplinks."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "Switches hash flows onto too few of the equal-cost paths, so some links overload."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "DCQCN is off on a server's NICs (as after a firmware reset of their settings): they ignore the switches' ECN marks, so a congested port drops packets, or pauses its senders when PFC is on."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "A storage server fails and its share of the file system's bandwidth is gone."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "The metadata servers saturate (many small files or checkpoint opens) and I/O stalls."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "A storage tier delivers a fraction of its rated bandwidth."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "The cluster scheduler stops placing jobs; running jobs continue, queued ones wait."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "One GPU runs slower than its peers (e.g. a failed thermal interface keeps it throttled) and every synchronous step waits for it."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "A server's host part (power supply, CPU, memory, SSD, board) fails and its GPUs are lost with it."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "A GPU computes wrong results without an error; the job restarts from a checkpoint once a check catches it."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "The training job's software fails (a bug, a dependency, a collective timeout) and restarts from its last checkpoint."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "A fabric link runs below its rated speed (lanes lost, a port trained at a lower rate), so the traffic it carries takes longer."),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "share of the rack's cooling lost"),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "the rack's power cap"),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "the flap period, down half of it"),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "share of the link's rated capacity left"),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "next hops the leaf keeps"),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "data servers down"),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "share of the metadata service's rate left"),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "share of the tier's bandwidth left"),
    QT_TRANSLATE_NOOP("ailab::core::cluster", "the GPU's clock deficit: its step time times this on its own"),
};
// clang-format on

} // namespace

QString InjectionTexts::clusterText(std::string_view english)
{
    return coreText(kClusterContext, std::string(english));
}

QString InjectionTexts::groupTitle(Group group)
{
    switch (group) {
    case Group::Compute:
        return tr("GPU Compute");
    case Group::Fabric:
        return tr("Network");
    case Group::Storage:
        return tr("Storage");
    case Group::Scheduler:
        return tr("Scheduler");
    }
    return {};
}

QString InjectionTexts::groupSubtitle(Group group)
{
    switch (group) {
    case Group::Compute:
        return tr("Workers");
    case Group::Fabric:
        return tr("RoCEv2 Fabric");
    case Group::Storage:
        return tr("Data Pipeline");
    case Group::Scheduler:
        return tr("Job Control");
    }
    return {};
}

QString InjectionTexts::targetTypeName(std::string_view targetId)
{
    if (targetId == "gpu")
        return tr("GPU");
    if (targetId == "server")
        return tr("Server");
    if (targetId == "rack")
        return tr("Rack");
    if (targetId == "link")
        return tr("Leaf-spine link");
    if (targetId == "switch")
        return tr("Switch");
    if (targetId == "fabric")
        return tr("Fabric routing (ECMP)");
    if (targetId == "storage-server")
        return tr("Storage data servers");
    if (targetId == "storage-tier")
        return tr("Storage tier");
    if (targetId == "scheduler")
        return tr("Scheduler");
    if (targetId == "job")
        return tr("Training job");
    return QString::fromUtf8(targetId.data(), int(targetId.size()));
}

QString InjectionTexts::clock(double seconds)
{
    const auto total = static_cast<long long>(std::floor(std::max(0.0, seconds)));
    const long long h = total / 3600;
    const long long m = (total / 60) % 60;
    const long long s = total % 60;
    if (h > 0)
        return QStringLiteral("[%1:%2:%3]").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("[%1:%2]").arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
}

QString InjectionTexts::typeLabel(const std::string& type)
{
    QString label = QString::fromStdString(type).toUpper();
    label.replace(QLatin1Char('.'), QLatin1Char('_'));
    label.replace(QLatin1Char('-'), QLatin1Char('_'));
    return label;
}

QString InjectionTexts::eventMessage(const core::telemetry::Event& event)
{
    // The twin's sentences are English (core has no translations) and carry the event's
    // figures; in another language the event's type says what happened in a sentence of that
    // language, without the figures (the charts and tiles show them).
    if (QLocale().language() == QLocale::English || QLocale().language() == QLocale::C)
        return QString::fromStdString(event.message);
    return eventSentence(event.type);
}

QString InjectionTexts::eventSentence(const std::string& type)
{
    // Faults as the injector logs them: "fault.<kind>" and "fault.<kind>.cleared".
    constexpr std::string_view kFault = "fault.";
    constexpr std::string_view kCleared = ".cleared";
    if (type.rfind(kFault, 0) == 0) {
        std::string kind = type.substr(kFault.size());
        const bool cleared = kind.size() > kCleared.size() &&
                             kind.compare(kind.size() - kCleared.size(), kCleared.size(), kCleared) == 0;
        if (cleared)
            kind.resize(kind.size() - kCleared.size());
        return cleared ? tr("The fault %1 is cleared.").arg(QString::fromStdString(kind))
                       : tr("The fault %1 acts.").arg(QString::fromStdString(kind));
    }
    if (type.rfind("operator.", 0) == 0)
        return tr("The operator applied the response %1.").arg(QString::fromStdString(type.substr(9)));
    static const std::pair<const char*, const char*> sentences[] = {
        {"job.start", QT_TR_NOOP("The job starts on its GPUs.")},
        {"job.restart", QT_TR_NOOP("The job restarts from its last checkpoint.")},
        {"job.checkpoint", QT_TR_NOOP("The job wrote a checkpoint.")},
        {"job.collective-timeout",
         QT_TR_NOOP("NCCL's watchdog ended the job: a collective found no path between its ranks.")},
        {"job.collective-waiting",
         QT_TR_NOOP("The job's collective waits for a path between its ranks, until NCCL's watchdog ends it.")},
        {"job.communication-slowed", QT_TR_NOOP("The job's communication takes longer than before.")},
        {"job.communication-recovered", QT_TR_NOOP("The job's communication is back to its usual time.")},
        {"job.data-wait", QT_TR_NOOP("The job's steps wait for their data.")},
        {"job.data-recovered", QT_TR_NOOP("The job's data arrives in time again.")},
        {"job.done", QT_TR_NOOP("The job finished.")},
        {"job.interrupted", QT_TR_NOOP("The job stopped; its work since the last checkpoint is lost.")},
        {"job.slowed", QT_TR_NOOP("The job's steps slowed down.")},
        {"job.recovered", QT_TR_NOOP("The job's steps are back to full speed.")},
        {"link.down", QT_TR_NOOP("The link is out of service.")},
        {"link.up", QT_TR_NOOP("The link is back in service.")},
        {"service.replica-lost", QT_TR_NOOP("The service lost a replica.")},
        {"service.replica-placed", QT_TR_NOOP("The service placed a replica.")},
        {"failure.random", QT_TR_NOOP("A random failure, at the rate published measurements give.")},
        {"facility.gpu-throttle-started", QT_TR_NOOP("GPUs lower their clocks to stay within power or heat.")},
        {"facility.gpu-throttle-ended", QT_TR_NOOP("The GPUs' clocks are back to normal.")},
        {"facility.gpu-thermal-shutdown", QT_TR_NOOP("A GPU shut down to protect itself from heat.")},
        {"facility.feed-tripped", QT_TR_NOOP("The rack's power feed tripped.")},
        {"facility.inlet-above-recommended",
         QT_TR_NOOP("The rack's inlet air is warmer than ASHRAE's recommended range.")},
        {"facility.inlet-within-recommended",
         QT_TR_NOOP("The rack's inlet air is within the recommended range again.")},
        {"facility.heat-above-cooling", QT_TR_NOOP("The rack makes more heat than its cooling removes.")},
        {"facility.heat-within-cooling", QT_TR_NOOP("The rack's cooling removes its heat again.")},
    };
    for (const auto& [id, sentence] : sentences)
        if (type == id)
            return tr(sentence);
    return {};
}

QString InjectionTexts::timelineLine(const core::telemetry::Event& event)
{
    const QString time = clock(event.time);
    if (event.type == "cluster.healthy")
        return tr("%1 %2 · All services operational").arg(time, typeLabel(event.type));
    const QString subject = event.subject ? QString::fromStdString(*event.subject) : QString();
    const QString message = eventMessage(event);
    if (message.isEmpty())
        return subject.isEmpty() ? tr("%1 %2").arg(time, typeLabel(event.type))
                                 : tr("%1 %2 · %3").arg(time, typeLabel(event.type), subject);
    if (subject.isEmpty())
        return tr("%1 %2 · %3").arg(time, typeLabel(event.type), message);
    return tr("%1 %2 · %3 · %4").arg(time, typeLabel(event.type), subject, message);
}

} // namespace ailab::labs::operations
