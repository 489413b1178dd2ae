#include "core/collective/collective_programs.h"

#include "core/collective/alpha_beta.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::collective::detail {

namespace {

// Every rank sends one chunk to its successor per round and needs the predecessor's chunk
// of the previous round (Patarasuk and Yuan, "Bandwidth optimal all-reduce algorithms for
// clusters of workstations", JPDC 2009).
class Ring : public RoundProgram
{
public:
    double chunk = 0;
    int firstPhaseSteps = 0;
    int needs(int, int round) const override { return round > 0 ? 1 : 0; }
    void sends(int rank, int round, std::vector<Send>& out) const override
    {
        out.push_back({(rank + 1) % ranks, chunk, round + 1, round < firstPhaseSteps ? 0 : 1});
    }
    void peers(int rank, std::vector<int>& out) const override
    {
        if (rounds > 0)
            out.push_back((rank + 1) % ranks);
    }
    int period() const override { return 1; }
    std::vector<RingSegment> ringSegments() const override
    {
        RingSegment all{0, rounds, chunk, std::vector<int>(ranks)};
        for (int r = 0; r < ranks; ++r)
            all.next[r] = (r + 1) % ranks;
        return {all};
    }
};

// Rounds: 0 fold (even extra ranks hand their data to the odd neighbour), 1..L recursive
// halving, L+1..2L recursive doubling, 2L+1 unfold (the result back to the extra ranks).
// Thakur, Rabenseifner and Gropp 2005, section 4.4.
class Rabenseifner : public RoundProgram
{
public:
    double bytes = 0;
    int pow2 = 1;  // p', the largest power of two <= p
    int extra = 0; // p - p'
    int levels = 0;

    int newRank(int rank) const
    {
        if (rank < 2 * extra)
            return rank % 2 == 1 ? rank / 2 : -1;
        return rank - extra;
    }
    int realRank(int nr) const { return nr < extra ? 2 * nr + 1 : nr + extra; }

    int needs(int rank, int round) const override
    {
        const int nr = newRank(rank);
        if (nr < 0) // an even extra rank waits only for the result
            return round == rounds ? 1 : 0;
        if (round == 1)
            return rank < 2 * extra ? 1 : 0;
        if (round >= 2 && round <= 2 * levels + 1)
            return 1;
        return 0;
    }
    void sends(int rank, int round, std::vector<Send>& out) const override
    {
        const int nr = newRank(rank);
        if (round == 0) {
            if (rank < 2 * extra && rank % 2 == 0)
                out.push_back({rank + 1, bytes, 1, 0});
            return;
        }
        if (round == 2 * levels + 1) {
            if (rank < 2 * extra && rank % 2 == 1)
                out.push_back({rank - 1, bytes, rounds, 3});
            return;
        }
        if (nr < 0)
            return;
        if (round <= levels) { // halving: distance p'/2, p'/4, ..., 1; half the data each time
            const int k = round - 1;
            const int partner = realRank(nr ^ (pow2 >> (k + 1)));
            out.push_back({partner, bytes / double(2 << k), round + 1, 1});
        } else { // doubling: distance 1, 2, ..., p'/2; the gathered part doubles
            const int k = round - levels - 1;
            const int partner = realRank(nr ^ (1 << k));
            out.push_back({partner, bytes / pow2 * double(1 << k), round + 1, 2});
        }
    }
    void peers(int rank, std::vector<int>& out) const override
    {
        if (rounds == 0)
            return;
        const int nr = newRank(rank);
        if (rank < 2 * extra)
            out.push_back(rank % 2 == 0 ? rank + 1 : rank - 1);
        for (int k = 0; nr >= 0 && (1 << k) < pow2; ++k)
            out.push_back(realRank(nr ^ (1 << k)));
    }
};

// Heap-ordered binary tree. Rounds 0..C-1 reduce chunk c towards the root (a rank sends
// chunk c up once both children's chunk c arrived), rounds C..2C-1 broadcast chunk c down
// (a rank forwards it once it arrived from the parent). Each phase is pipelined; a rank
// starts broadcasting after its part of the reduction, so the two phases overlap across
// the levels of the tree but not at one rank.
class Tree : public RoundProgram
{
public:
    double chunk = 0;
    int chunks = 1;
    int children(int rank) const { return int(2 * rank + 1 < ranks) + int(2 * rank + 2 < ranks); }
    int needs(int rank, int round) const override
    {
        if (round < chunks)
            return children(rank);
        if (round < 2 * chunks)
            return rank == 0 ? 0 : 1;
        return 0;
    }
    void sends(int rank, int round, std::vector<Send>& out) const override
    {
        if (round < chunks) {
            if (rank > 0)
                out.push_back({(rank - 1) / 2, chunk, round, 0});
            return;
        }
        for (const int child : {2 * rank + 1, 2 * rank + 2}) {
            if (child < ranks)
                out.push_back({child, chunk, round, 1});
        }
    }
    void peers(int rank, std::vector<int>& out) const override
    {
        if (rounds == 0)
            return;
        if (rank > 0)
            out.push_back((rank - 1) / 2);
        for (const int child : {2 * rank + 1, 2 * rank + 2}) {
            if (child < ranks)
                out.push_back(child);
        }
    }
};

// Binomial tree from rank 0: in round s every rank r < 2^s that has the data sends it to
// r + 2^s, which has it from round s + 1 on.
class Broadcast : public RoundProgram
{
public:
    double bytes = 0;
    int needs(int rank, int round) const override
    {
        if (rank == 0 || round == 0)
            return 0;
        return round == ceilLog2(rank + 1) && (1 << (round - 1)) <= rank ? 1 : 0;
    }
    void sends(int rank, int round, std::vector<Send>& out) const override
    {
        const int reach = 1 << round;
        if (rank < reach && rank + reach < ranks)
            out.push_back({rank + reach, bytes, round + 1, 0});
    }
    void peers(int rank, std::vector<int>& out) const override
    {
        for (int round = 0; round < rounds; ++round) {
            if (rank < (1 << round) && rank + (1 << round) < ranks)
                out.push_back(rank + (1 << round));
        }
    }
};

class Hierarchical : public RoundProgram
{
public:
    std::vector<int> nextInside; // successor in the server's ring
    std::vector<int> nextAcross; // successor among the ranks of the same local index
    int inside = 0;              // g - 1 rounds
    int across = 0;              // 2 (N - 1) rounds
    double insideChunk = 0;
    double acrossChunk = 0;

    int needs(int, int round) const override { return round > 0 ? 1 : 0; }
    void sends(int rank, int round, std::vector<Send>& out) const override
    {
        if (round < inside)
            out.push_back({nextInside[rank], insideChunk, round + 1, 0});
        else if (round < inside + across)
            out.push_back(
                {nextAcross[rank], acrossChunk, round + 1, round < inside + across / 2 ? 1 : 2});
        else
            out.push_back({nextInside[rank], insideChunk, round + 1, 3});
    }
    void peers(int rank, std::vector<int>& out) const override
    {
        if (inside > 0)
            out.push_back(nextInside[rank]);
        if (across > 0 && (inside == 0 || nextAcross[rank] != nextInside[rank]))
            out.push_back(nextAcross[rank]);
    }
    // One server's ranks, when the ranks are numbered server by server (block placement;
    // the fast path checks the peers it shifts).
    int period() const override { return inside + 1; }
    std::vector<RingSegment> ringSegments() const override
    {
        return {{0, inside, insideChunk, nextInside},
                {inside, inside + across, acrossChunk, nextAcross},
                {inside + across, rounds, insideChunk, nextInside}};
    }
};

// Parts on disjoint ranks, each running its own rounds; a part's rounds beyond its own
// count have no needs and no sends, so its ranks pass them at once.
class Concurrent : public RoundProgram
{
public:
    std::vector<std::unique_ptr<RoundProgram>> parts;
    std::vector<int> offset; // first rank of each part
    std::vector<int> partOf; // per rank
    std::vector<int> phaseOffset; // first phase of each part in `phases`

    int needs(int rank, int round) const override
    {
        const RoundProgram& part = *parts[partOf[rank]];
        return round <= part.rounds ? part.needs(rank - offset[partOf[rank]], round) : 0;
    }
    void sends(int rank, int round, std::vector<Send>& out) const override
    {
        const int k = partOf[rank];
        const RoundProgram& part = *parts[k];
        if (round >= part.rounds)
            return;
        const std::size_t first = out.size();
        part.sends(rank - offset[k], round, out);
        for (std::size_t i = first; i < out.size(); ++i) {
            out[i].to += offset[k];
            out[i].phase += phaseOffset[k];
        }
    }
    void peers(int rank, std::vector<int>& out) const override
    {
        const int k = partOf[rank];
        const std::size_t first = out.size();
        parts[k]->peers(rank - offset[k], out);
        for (std::size_t i = first; i < out.size(); ++i)
            out[i] += offset[k];
    }
};

} // namespace

std::unique_ptr<RoundProgram> makeConcurrent(std::vector<std::unique_ptr<RoundProgram>> parts)
{
    auto program = std::make_unique<Concurrent>();
    for (std::size_t k = 0; k < parts.size(); ++k) {
        const RoundProgram& part = *parts[k];
        program->offset.push_back(program->ranks);
        program->phaseOffset.push_back(static_cast<int>(program->phases.size()));
        program->phases.insert(program->phases.end(), part.phases.begin(), part.phases.end());
        for (int r = 0; r < part.ranks; ++r) {
            program->partOf.push_back(static_cast<int>(k));
            program->portRanks.push_back(part.portRanks.empty() ? r : part.portRanks[r]);
        }
        program->ranks += part.ranks;
        program->rounds = std::max(program->rounds, part.rounds);
    }
    program->parts = std::move(parts);
    return program;
}

int treeChunks(double bytes)
{
    const double chunks = std::ceil(bytes / 1048576.0);
    return static_cast<int>(std::clamp(chunks, 1.0, 64.0));
}

std::unique_ptr<RoundProgram> makeRing(int ranks, int steps, double chunk, int firstPhaseSteps,
                                       std::vector<std::string> phases)
{
    auto ring = std::make_unique<Ring>();
    ring->ranks = ranks;
    ring->rounds = ranks > 1 ? steps : 0;
    ring->chunk = chunk;
    ring->firstPhaseSteps = firstPhaseSteps;
    ring->phases = std::move(phases);
    return ring;
}

std::unique_ptr<RoundProgram> makeRabenseifner(int ranks, double bytes)
{
    auto r = std::make_unique<Rabenseifner>();
    r->ranks = ranks;
    r->bytes = bytes;
    while (r->pow2 * 2 <= ranks)
        r->pow2 *= 2;
    r->extra = ranks - r->pow2;
    r->levels = ceilLog2(r->pow2);
    r->rounds = ranks > 1 ? 2 * r->levels + 2 : 0;
    r->phases = {"fold", "reduce-scatter", "all-gather", "unfold"};
    return r;
}

std::unique_ptr<RoundProgram> makeTree(int ranks, double bytes, int chunks)
{
    auto t = std::make_unique<Tree>();
    t->ranks = ranks;
    t->chunks = chunks;
    t->chunk = bytes / chunks;
    t->rounds = ranks > 1 ? 2 * chunks : 0;
    t->phases = {"reduce", "broadcast"};
    return t;
}

std::unique_ptr<RoundProgram> makeBroadcast(int ranks, double bytes)
{
    auto b = std::make_unique<Broadcast>();
    b->ranks = ranks;
    b->bytes = bytes;
    b->rounds = ceilLog2(ranks);
    b->phases = {"broadcast"};
    return b;
}

std::unique_ptr<RoundProgram> makeHierarchical(const std::vector<int>& serverOf,
                                               const std::vector<int>& localOf, int servers,
                                               int gpusPerServer, double bytes)
{
    auto h = std::make_unique<Hierarchical>();
    const int ranks = static_cast<int>(serverOf.size());
    h->ranks = ranks;
    // rankAt[server * g + local]
    std::vector<int> rankAt(static_cast<std::size_t>(servers) * gpusPerServer, -1);
    for (int r = 0; r < ranks; ++r)
        rankAt[static_cast<std::size_t>(serverOf[r]) * gpusPerServer + localOf[r]] = r;
    h->nextInside.resize(ranks);
    h->nextAcross.resize(ranks);
    for (int r = 0; r < ranks; ++r) {
        const int s = serverOf[r];
        const int l = localOf[r];
        h->nextInside[r] =
            rankAt[static_cast<std::size_t>(s) * gpusPerServer + (l + 1) % gpusPerServer];
        h->nextAcross[r] = rankAt[static_cast<std::size_t>((s + 1) % servers) * gpusPerServer + l];
    }
    h->inside = gpusPerServer - 1;
    h->across = 2 * (servers - 1);
    h->insideChunk = bytes / gpusPerServer;
    h->acrossChunk = bytes / gpusPerServer / servers;
    h->rounds = 2 * h->inside + h->across;
    h->phases = {"intra-node reduce-scatter", "inter-node reduce-scatter", "inter-node all-gather",
                 "intra-node all-gather"};
    return h;
}

std::unique_ptr<RoundProgram> makeParallelRings(const std::vector<int>& serverOf,
                                                const std::vector<int>& localOf, int servers,
                                                int gpusPerServer, double bytes)
{
    // The hierarchical program's rings across servers, with no rounds inside a server and
    // the whole buffer in them.
    auto rings = makeHierarchical(serverOf, localOf, servers, gpusPerServer, bytes);
    auto* h = static_cast<Hierarchical*>(rings.get());
    h->nextInside = h->nextAcross; // never sent on: no round inside
    h->inside = 0;
    h->insideChunk = 0;
    h->acrossChunk = bytes / servers;
    h->rounds = h->across;
    return rings;
}

} // namespace ailab::core::collective::detail
