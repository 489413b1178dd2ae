#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

// The algorithms as per-rank round programs. Rank r runs rounds 0..R-1 in order; it
// enters round s once the messages round s needs have arrived (needs) and its own sends
// of round s-1 are done (one outstanding round per rank, as a NCCL channel's connection
// to its peer), then posts the round's sends. Round R only waits for its needs; the rank
// is done when it is passed. This per-rank dependency is how NCCL and MPI progress: no
// global barrier between steps, so a slow link delays only the ranks that depend on it.
namespace ailab::core::collective::detail {

// Rounds [begin, end) in which every rank sends one message of `bytes` a round to
// next[rank], for the receiver's next round, and needs in each round of (begin, end] just
// that message from its predecessor (next is a permutation): a ring's rounds. The fast path
// plays long runs of equal connections in such rounds as delay lines
// (collective_fast_path.cpp).
struct RingSegment
{
    int begin = 0;
    int end = 0;
    double bytes = 0;
    std::vector<int> next;
};

struct Send
{
    int to = 0;
    double bytes = 0;
    int toRound = 0; // the receiver's round that needs this message
    int phase = 0;   // index into RoundProgram::phases
};

class RoundProgram
{
public:
    int ranks = 0;
    int rounds = 0;                  // R, the same for every rank
    std::vector<std::string> phases; // names of the phases, for the recorded steps
    // The rank number a rank's queue pairs are keyed by (their UDP source ports, so their
    // ECMP paths): its rank in its own collective when several collectives run as one
    // program (makeConcurrent); empty: the rank itself.
    std::vector<int> portRanks;

    virtual ~RoundProgram() = default;
    // Messages that must have arrived before rank enters `round` (round <= R).
    virtual int needs(int rank, int round) const = 0;
    // Appends the rank's sends of `round` (< R).
    virtual void sends(int rank, int round, std::vector<Send>& out) const = 0;
    // Appends every rank that `rank` sends to in some round (each once), so that a run can
    // route every connection and see which channels a single connection has to itself.
    virtual void peers(int rank, std::vector<int>& out) const = 0;
    // The smallest shift q with which the program maps onto itself: rank r + q's needs
    // and sends are rank r's, their peers shifted by q (mod ranks). 0 when there is none.
    virtual int period() const { return 0; }
    // The program's ring rounds (RingSegment), in round order; empty when it has none.
    virtual std::vector<RingSegment> ringSegments() const { return {}; }
};

// Ring over the ranks in `order` (each sends to the next): `steps` rounds of `chunk` bytes;
// the first `firstPhaseSteps` rounds are phase 0, the rest phase 1.
std::unique_ptr<RoundProgram> makeRing(int ranks, int steps, double chunk, int firstPhaseSteps,
                                       std::vector<std::string> phases);
// Rabenseifner: recursive halving reduce-scatter, recursive doubling all-gather; a
// non-power-of-two rank count folds the extra ranks first, as MPICH does.
std::unique_ptr<RoundProgram> makeRabenseifner(int ranks, double bytes);
// Binary tree (heap order: parent (i-1)/2), reduce then broadcast, both pipelined in chunks.
std::unique_ptr<RoundProgram> makeTree(int ranks, double bytes, int chunks);
// Binomial-tree broadcast from rank 0.
std::unique_ptr<RoundProgram> makeBroadcast(int ranks, double bytes);
// Ring reduce-scatter inside each server, ring all-reduce across servers per local index
// on bytes / g, ring all-gather inside each server. `serverOf[r]`, `localOf[r]`; every
// server holds g ranks; servers ordered by their first rank.
std::unique_ptr<RoundProgram> makeHierarchical(const std::vector<int>& serverOf,
                                               const std::vector<int>& localOf, int servers,
                                               int gpusPerServer, double bytes);

// One ring per local index across servers, all at once, each on the ranks' whole `bytes`
// (2 (N - 1) rounds of bytes / N): Hierarchical's inter-node phase without the intra-node ones.
std::unique_ptr<RoundProgram> makeParallelRings(const std::vector<int>& serverOf,
                                                const std::vector<int>& localOf, int servers,
                                                int gpusPerServer, double bytes);

// Several programs at once on disjoint ranks: part k's rank r is rank offset_k + r (the
// parts in order), with its own needs and sends and its portRanks r. The parts' rounds are
// padded to the longest with rounds of no sends and no needs, so a rank finishes when its
// own part's program would.
std::unique_ptr<RoundProgram> makeConcurrent(std::vector<std::unique_ptr<RoundProgram>> parts);

// The tree's chunk count for a message: 1 MiB chunks, at most 64 (the pipeline depth
// NCCL's tree reaches with its default buffers is of that order).
int treeChunks(double bytes);

} // namespace ailab::core::collective::detail
