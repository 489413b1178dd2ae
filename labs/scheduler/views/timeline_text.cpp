#include "labs/scheduler/views/timeline_text.h"

#include "core/sched/cluster.h"
#include "core/telemetry/event_log.h"
#include "labs/scheduler/views/sched_format.h"
#include "labs/scheduler/views/sched_texts.h"

namespace ailab::labs::scheduler {

QString TimelineText::line(const core::telemetry::Event& e, const core::sched::Cluster& cluster)
{
    const QString who = SchedTexts::jobName(e.subject.value_or(std::string()));
    QString text;
    if (e.type == "cluster.init")
        text = tr("[SYSTEM] GPU cluster initialized: %1 nodes / %2 accelerators.")
                   .arg(cluster.nodeCount())
                   .arg(cluster.totalGpus());
    else if (e.type == "job.queued")
        text = tr("[QUEUE] %1 submitted and queued.").arg(who);
    else if (e.type == "job.start")
        text = tr("[SCHEDULER] %1 placed and started.").arg(who);
    else if (e.type == "job.done")
        text = tr("[JOB] %1 finished.").arg(who);
    else if (e.type == "job.timeout")
        text = tr("[JOB] %1 reached its time limit and was stopped.").arg(who);
    else if (e.type == "job.preempted")
        text = tr("[PREEMPTION] %1 preempted by a job of higher priority.").arg(who);
    else if (e.type == "job.requeued")
        text = tr("[RECOVERY] %1 requeued; it restarts from its last checkpoint.").arg(who);
    else if (e.type == "job.unschedulable")
        text = tr("[SCHEDULER] %1 can never run on this cluster.").arg(who);
    else if (e.type == "node.down")
        text = tr("[FAILURE] %1 failed; its jobs were interrupted.").arg(who);
    else if (e.type == "node.up")
        text = tr("[SYSTEM] %1 repaired and schedulable again.").arg(who);
    else
        text = QString::fromStdString(e.message);
    return QStringLiteral("t = %1  %2").arg(SchedFormat::clock(e.time), text);
}

} // namespace ailab::labs::scheduler
