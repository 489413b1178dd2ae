#pragma once

#include <cstddef>
#include <deque>

// What each stage of a job's input pipeline moved over a window of simulated time, for
// views that show rates: a batch takes milliseconds, so the state between two events (a GPU
// computing or waiting, a buffer empty or full, a read in flight or not) says little about
// the rate at which data flows. The pipeline keeps cumulative counters; the mean over a
// window is the difference of two snapshots over their distance in time, as a monitoring
// system computes a rate from two counter samples (Prometheus, rate()).
namespace ailab::core::storage {

// Cumulative since the run's start, for one job (all its ranks), at `timeS`.
struct StageCounters
{
    double timeS = 0;
    double tierReadBytes = 0;  // read from the shared tier
    double tierWriteBytes = 0; // checkpoints written to it
    double cacheReadBytes = 0; // read from the nodes' local NVMe
    double preparedBytes = 0;  // batches out of preprocessing
    double gpuBytes = 0;       // batches the GPUs took
    double computeS = 0;       // GPU compute, summed over ranks
    double waitS = 0;          // GPUs waiting for a batch, summed over ranks
    double readyBatchS = 0;    // ready batches x seconds, summed over ranks
};

// The means between two snapshots of one job with `accelerators` ranks.
struct StageRates
{
    double windowS = 0; // 0 when the snapshots coincide: every rate is then 0
    double tierReadBytesPerSecond = 0;
    double tierWriteBytesPerSecond = 0;
    double cacheReadBytesPerSecond = 0;
    double preparedBytesPerSecond = 0;
    double gpuBytesPerSecond = 0;
    double gpuBusyFraction = 0;  // of the ranks' time
    double dataWaitFraction = 0; // of the ranks' time
    double meanReadyBatches = 0; // per rank

    double readBytesPerSecond() const { return tierReadBytesPerSecond + cacheReadBytesPerSecond; }
};

StageRates stageRatesBetween(const StageCounters& from, const StageCounters& to, int accelerators);

// The last snapshots of one job's counters, oldest first, taken at a fixed period.
class StageHistory
{
public:
    explicit StageHistory(std::size_t keep = 64);

    void add(const StageCounters& snapshot); // snapshots in time order
    void clear() { m_snapshots.clear(); }
    bool empty() const { return m_snapshots.empty(); }
    // The latest snapshot taken at or before `timeS`, or nullptr when none is kept.
    const StageCounters* atOrBefore(double timeS) const;

private:
    std::size_t m_keep;
    std::deque<StageCounters> m_snapshots;
};

} // namespace ailab::core::storage
