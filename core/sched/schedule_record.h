#pragma once

#include "core/sched/scheduler.h"

#include <cstddef>
#include <vector>

// What ran where and when (docs/models.md, "GPU scheduling"): every stretch of a job on
// its GPUs, from a start to its end, preemption or failure, with the restore it paid first
// and the work it lost. A Gantt chart of nodes over time draws these; the placement's
// all-reduce is computed on them.
namespace ailab::core::sched {

enum class SegmentEnd : std::uint8_t { Running, Done, TimedOut, Preempted, Failed };
std::string segmentEndId(SegmentEnd end); // "running", "done", "timed out", "preempted", "failed"

struct ScheduleSegment
{
    std::size_t job = 0;
    double start = 0;
    double end = -1;     // -1 while running
    double restoreS = 0; // restoring a checkpoint at the start of the stretch
    double lostGpuS = 0; // GPU-seconds of work lost at its end (preemption or failure)
    SegmentEnd outcome = SegmentEnd::Running;
    std::vector<WorkerAlloc> workers;
};

// Subscribes to a scheduler's signals for as long as it lives (it must not outlive the
// scheduler), from the moment it is made.
class ScheduleRecorder
{
public:
    explicit ScheduleRecorder(Scheduler& scheduler);
    ~ScheduleRecorder();
    ScheduleRecorder(const ScheduleRecorder&) = delete;
    ScheduleRecorder& operator=(const ScheduleRecorder&) = delete;

    // In start order; a running stretch ends at -1.
    const std::vector<ScheduleSegment>& segments() const { return m_segments; }
    // The stretches of one job, in order.
    std::vector<const ScheduleSegment*> segmentsOf(std::size_t job) const;

private:
    void started(std::size_t job);
    void stopped(std::size_t job, bool interrupted);

    Scheduler& m_scheduler;
    std::vector<ScheduleSegment> m_segments;
    std::vector<std::ptrdiff_t> m_open; // by job: its running stretch, or -1
    std::vector<double> m_lostBefore;   // by job: GPU-seconds lost before its stretch
    std::vector<int> m_failuresBefore;  // by job
    std::uint64_t m_startedId = 0, m_endedId = 0, m_interruptedId = 0;
};

} // namespace ailab::core::sched
