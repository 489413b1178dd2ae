#pragma once

#include <QCoreApplication>
#include <QString>

namespace ailab::core::telemetry {
struct Event;
}
namespace ailab::core::sched {
class Cluster;
}

namespace ailab::labs::scheduler {

// One line of the scheduler's event timeline as the course writes it ("[SYSTEM] GPU cluster
// initialized: 3 nodes / 12 accelerators."), in the learner's language, from the event's
// type and subject.
class TimelineText
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::scheduler::TimelineText)
public:
    static QString line(const core::telemetry::Event& event, const core::sched::Cluster& cluster);
};

} // namespace ailab::labs::scheduler
