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
    // The twin's sentences are English (core has no translations); in another language the
    // event's type and subject say what happened, without an English sentence among them.
    if (QLocale().language() != QLocale::English && QLocale().language() != QLocale::C)
        return {};
    return QString::fromStdString(event.message);
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
