#include "core/storage/stage_window.h"

#include <algorithm>

namespace ailab::core::storage {

StageRates stageRatesBetween(const StageCounters& from, const StageCounters& to, int accelerators)
{
    StageRates r;
    const double dt = to.timeS - from.timeS;
    if (!(dt > 0) || accelerators < 1)
        return r;
    const double rankTime = dt * accelerators;
    r.windowS = dt;
    r.tierReadBytesPerSecond = (to.tierReadBytes - from.tierReadBytes) / dt;
    r.tierWriteBytesPerSecond = (to.tierWriteBytes - from.tierWriteBytes) / dt;
    r.cacheReadBytesPerSecond = (to.cacheReadBytes - from.cacheReadBytes) / dt;
    r.preparedBytesPerSecond = (to.preparedBytes - from.preparedBytes) / dt;
    r.gpuBytesPerSecond = (to.gpuBytes - from.gpuBytes) / dt;
    r.gpuBusyFraction = std::clamp((to.computeS - from.computeS) / rankTime, 0.0, 1.0);
    r.dataWaitFraction = std::clamp((to.waitS - from.waitS) / rankTime, 0.0, 1.0);
    r.meanReadyBatches = std::max(0.0, (to.readyBatchS - from.readyBatchS) / rankTime);
    return r;
}

StageHistory::StageHistory(std::size_t keep)
    : m_keep(std::max<std::size_t>(keep, 2))
{
}

void StageHistory::add(const StageCounters& snapshot)
{
    m_snapshots.push_back(snapshot);
    if (m_snapshots.size() > m_keep)
        m_snapshots.pop_front();
}

const StageCounters* StageHistory::atOrBefore(double timeS) const
{
    const StageCounters* found = nullptr;
    for (auto it = m_snapshots.rbegin(); it != m_snapshots.rend(); ++it) {
        if (it->timeS <= timeS) {
            found = &*it;
            break;
        }
    }
    return found;
}

} // namespace ailab::core::storage
