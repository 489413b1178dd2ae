#include "labs/fabric/views/collective_ring_model.h"

#include <algorithm>

namespace ailab::labs::fabric {

namespace {
int mod(int value, int p)
{
    return ((value % p) + p) % p;
}
} // namespace

RingAllReduceModel::RingAllReduceModel(int ranks)
    : m_ranks(std::max(2, ranks))
{
    reset();
}

std::vector<RingTransfer> RingAllReduceModel::transfers(int step) const
{
    std::vector<RingTransfer> out;
    if (step < 0 || step >= stepCount())
        return out;
    const bool reduce = inReduceScatter(step);
    const int s = reduce ? step : step - (m_ranks - 1);
    for (int r = 0; r < m_ranks; ++r)
        out.push_back(
            {r, mod(r + 1, m_ranks), reduce ? mod(r - s, m_ranks) : mod(r + 1 - s, m_ranks)});
    return out;
}

int RingAllReduceModel::contributions(int rank, int chunk) const
{
    return m_contributions[static_cast<std::size_t>(rank * m_ranks + chunk)];
}

void RingAllReduceModel::setStep(int step)
{
    m_contributions.assign(static_cast<std::size_t>(m_ranks * m_ranks), 1);
    m_step = 0;
    const int target = std::clamp(step, 0, stepCount());
    while (m_step < target)
        apply(m_step++);
}

void RingAllReduceModel::apply(int step)
{
    // Every rank sends and receives at once: read the state before the step.
    const std::vector<int> before = m_contributions;
    const bool reduce = inReduceScatter(step);
    for (const RingTransfer& t : transfers(step)) {
        const auto at = [this](int rank, int chunk) {
            return static_cast<std::size_t>(rank * m_ranks + chunk);
        };
        m_contributions[at(t.to, t.chunk)] =
            reduce ? before[at(t.to, t.chunk)] + before[at(t.from, t.chunk)]
                   : before[at(t.from, t.chunk)];
    }
}

} // namespace ailab::labs::fabric
