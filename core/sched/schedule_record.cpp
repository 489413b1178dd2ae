#include "core/sched/schedule_record.h"

namespace ailab::core::sched {

std::string segmentEndId(SegmentEnd end)
{
    switch (end) {
    case SegmentEnd::Running:
        return "running";
    case SegmentEnd::Done:
        return "done";
    case SegmentEnd::TimedOut:
        return "timed out";
    case SegmentEnd::Preempted:
        return "preempted";
    case SegmentEnd::Failed:
        return "failed";
    }
    return "running";
}

ScheduleRecorder::ScheduleRecorder(Scheduler& scheduler)
    : m_scheduler(scheduler)
{
    m_startedId = scheduler.jobStarted.connect([this](std::size_t j) { started(j); });
    m_endedId = scheduler.jobEnded.connect([this](std::size_t j) { stopped(j, false); });
    m_interruptedId = scheduler.jobInterrupted.connect([this](std::size_t j) { stopped(j, true); });
}

ScheduleRecorder::~ScheduleRecorder()
{
    m_scheduler.jobStarted.disconnect(m_startedId);
    m_scheduler.jobEnded.disconnect(m_endedId);
    m_scheduler.jobInterrupted.disconnect(m_interruptedId);
}

std::vector<const ScheduleSegment*> ScheduleRecorder::segmentsOf(std::size_t job) const
{
    std::vector<const ScheduleSegment*> out;
    for (const ScheduleSegment& s : m_segments) {
        if (s.job == job)
            out.push_back(&s);
    }
    return out;
}

void ScheduleRecorder::started(std::size_t j)
{
    const JobRecord& r = m_scheduler.jobs()[j];
    if (m_open.size() <= j) {
        m_open.resize(j + 1, -1);
        m_lostBefore.resize(j + 1, 0.0);
        m_failuresBefore.resize(j + 1, 0);
    }
    m_open[j] = std::ptrdiff_t(m_segments.size());
    m_lostBefore[j] = r.lostFailureGpuS + r.lostPreemptionGpuS;
    m_failuresBefore[j] = r.failures;
    m_segments.push_back(
        {.job = j, .start = r.lastStart, .restoreS = r.restorePending, .workers = r.placement});
}

void ScheduleRecorder::stopped(std::size_t j, bool interrupted)
{
    if (j >= m_open.size() || m_open[j] < 0)
        return;
    const JobRecord& r = m_scheduler.jobs()[j];
    ScheduleSegment& s = m_segments[std::size_t(m_open[j])];
    m_open[j] = -1;
    s.end = interrupted ? m_scheduler.now() : r.end;
    if (!interrupted) {
        s.outcome = r.state == JobState::TimedOut ? SegmentEnd::TimedOut : SegmentEnd::Done;
        return;
    }
    s.outcome = r.failures > m_failuresBefore[j] ? SegmentEnd::Failed : SegmentEnd::Preempted;
    s.lostGpuS = r.lostFailureGpuS + r.lostPreemptionGpuS - m_lostBefore[j];
}

} // namespace ailab::core::sched
