#pragma once

#include <vector>

// The bookkeeping of a ring all-reduce over p ranks with the buffer cut into p chunks
// (Patarasuk and Yuan, 2009; NCCL's ring): in reduce-scatter step s rank r sends chunk
// (r - s) mod p to rank r + 1, which adds it to its own copy; after p - 1 steps rank r
// holds the fully reduced chunk (r + 1) mod p. In all-gather step s rank r sends chunk
// (r + 1 - s) mod p, which the neighbour stores; after p - 1 more steps every rank holds
// every reduced chunk. No Qt: the step view only draws this state.
namespace ailab::labs::fabric {

struct RingTransfer
{
    int from = 0;
    int to = 0;
    int chunk = 0;
};

class RingAllReduceModel
{
public:
    explicit RingAllReduceModel(int ranks = 4);

    int ranks() const { return m_ranks; }
    int stepCount() const { return 2 * (m_ranks - 1); } // reduce-scatter + all-gather
    int step() const { return m_step; }                 // steps done, 0..stepCount()
    bool inReduceScatter(int step) const { return step < m_ranks - 1; }

    // The transfers of step `step` (0-based), one per rank.
    std::vector<RingTransfer> transfers(int step) const;
    // Contributions summed into rank r's copy of chunk c (1..p) after the steps done.
    int contributions(int rank, int chunk) const;
    // True when rank r's copy of chunk c is the final, fully reduced one.
    bool complete(int rank, int chunk) const { return contributions(rank, chunk) == m_ranks; }

    void setStep(int step); // replays from the start; clamped to 0..stepCount()
    void reset() { setStep(0); }

private:
    void apply(int step);

    int m_ranks = 4;
    int m_step = 0;
    std::vector<int> m_contributions; // rank-major, p x p
};

} // namespace ailab::labs::fabric
