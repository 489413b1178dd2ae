#include "labs/operations/views/propagation_drawing.h"

#include "core/cluster/cluster_twin.h"
#include "labs/operations/views/injection_texts.h"

#include <algorithm>

namespace ailab::labs::operations {

namespace {

bool aboutJob(const QString& subject)
{
    return subject.startsWith(QStringLiteral("job:")) || subject.startsWith(QStringLiteral("service:"));
}

QString kindOf(const PropagationStep& step)
{
    if (aboutJob(step.subject))
        return QStringLiteral("job");
    if (step.subject.startsWith(QStringLiteral("rack")))
        return QStringLiteral("rack");
    if (step.subject.startsWith(QStringLiteral("leaf")) || step.subject.startsWith(QStringLiteral("spine")))
        return QStringLiteral("switch");
    if (step.subject.startsWith(QStringLiteral("server")) || step.subject.startsWith(QStringLiteral("gpu")))
        return QStringLiteral("server");
    if (step.subject.startsWith(QStringLiteral("storage")))
        return QStringLiteral("storage");
    return QStringLiteral("event");
}

} // namespace

std::vector<PropagationStep> PropagationDrawing::steps(const core::cluster::ClusterTwin& twin, int fault)
{
    std::vector<PropagationStep> out;
    if (fault < 0)
        return out;
    for (const core::telemetry::Event& e : twin.events()) {
        if (twin.eventCause(e) != fault)
            continue;
        PropagationStep step;
        step.sequence = e.sequence;
        step.time = e.time;
        step.type = QString::fromStdString(e.type);
        step.subject = e.subject ? QString::fromStdString(*e.subject) : QString();
        step.message = InjectionTexts::eventMessage(e); // in the learner's language
        step.status = e.severity == core::telemetry::Severity::Critical  ? Status::Failed
                      : e.severity == core::telemetry::Severity::Warning ? Status::Congested
                                                                         : Status::Healthy;
        if (!out.empty()) {
            // The latest step about the same subject, else about a part of the cluster.
            int parent = -1;
            for (int i = int(out.size()) - 1; i >= 0 && parent < 0; --i)
                if (out[std::size_t(i)].subject == step.subject)
                    parent = i;
            for (int i = int(out.size()) - 1; i >= 0 && parent < 0; --i)
                if (!aboutJob(out[std::size_t(i)].subject))
                    parent = i;
            step.parent = std::max(parent, 0);
            step.depth = out[std::size_t(step.parent)].depth + 1;
        }
        out.push_back(std::move(step));
    }
    return out;
}

TopologySnapshot PropagationDrawing::snapshot(const std::vector<PropagationStep>& steps)
{
    TopologySnapshot snap;
    const int drawn = std::min<int>(int(steps.size()), kMaxDrawnSteps);
    for (int i = 0; i < drawn; ++i) {
        const PropagationStep& step = steps[std::size_t(i)];
        TopologyNode node;
        node.id = QString::number(step.sequence);
        // The time and what happened ("[01:40] link down", "[01:52] communication slowed"),
        // words that wrap in the box; the subject and the message are its detail.
        QString what = step.type.section(QLatin1Char('.'), 1);
        what.replace(QLatin1Char('.'), QLatin1Char(' '));
        what.replace(QLatin1Char('-'), QLatin1Char(' '));
        node.label = InjectionTexts::clock(step.time) + QLatin1Char(' ') + (what.isEmpty() ? step.type : what);
        node.kind = kindOf(step);
        // Each effect one column right of its cause, one row per line of the log.
        node.position = QPointF(1.8 * step.depth, 0.8 * i);
        node.status = step.status;
        node.detail = step.message.isEmpty()    ? step.subject
                      : step.subject.isEmpty() ? step.message
                                               : step.subject + QStringLiteral(" · ") + step.message;
        snap.nodes.push_back(node);
        if (step.parent >= 0) {
            TopologyLink link;
            link.id = QString::number(steps[std::size_t(step.parent)].sequence) + QLatin1Char('>') + node.id;
            link.from = QString::number(steps[std::size_t(step.parent)].sequence);
            link.to = node.id;
            link.labelCapacity = false;
            link.detail = tr("%1 after the fault").arg(InjectionTexts::clock(step.time - steps.front().time));
            snap.links.push_back(link);
        }
    }
    return snap;
}

} // namespace ailab::labs::operations
