#pragma once

#include "core/collective/alpha_beta.h"
#include "core/topo/fabric_builder.h"
#include "core/topo/routing.h"

#include <cstdint>
#include <string>
#include <vector>

// Collectives run as flow schedules on a fabric (docs/models.md, Collectives): each algorithm
// is a sequence of steps; a step's flows start together when the step's inputs have
// arrived (per rank: a rank enters step s once the data step s needs has arrived and its
// own step s-1 sends were delivered, as in NCCL; collective_programs.h), and run on the
// flow engine over the routed paths, so shared links, ECMP
// collisions, oversubscription and failures slow them down as they would for real.
namespace ailab::core::collective {

// ParallelRings: one ring per local GPU index across the servers, all at once, on each
// rank's whole buffer: the data-parallel all-reduces of a job whose tensor-parallel ranks
// fill each server (Megatron-LM's t data-parallel groups of one pipeline stage), so their
// flows share the fabric as they do for real.
enum class Algorithm { Ring, Tree, Rabenseifner, Hierarchical, ParallelRings };
enum class Placement { Block, RoundRobin };
// Which engine plays the flows. Auto: the fast path, which gives a flow alone on its
// channels its closed-form finish and puts only the flows that share a channel on the flow
// engine (same figures, far less work at scale); the per-flow engine when steps are
// recorded. PerFlow: every flow on the flow engine, for comparison.
enum class CollectiveEngine { Auto, PerFlow };

// Stable ids for the command line and JSON: "ring", "tree", "rabenseifner",
// "hierarchical", "parallel-rings"; "block", "roundrobin"; "all-reduce", "all-gather", "reduce-scatter",
// "broadcast". The parse functions throw core::Error naming the text.
std::string algorithmId(Algorithm algorithm);
Algorithm parseAlgorithm(const std::string& text);
std::string placementId(Placement placement);
Placement parsePlacement(const std::string& text);
std::string collectiveOpId(CollectiveOp op);
CollectiveOp parseCollectiveOp(const std::string& text);
// "auto", "per-flow".
std::string collectiveEngineId(CollectiveEngine engine);
CollectiveEngine parseCollectiveEngine(const std::string& text);

// Rank r -> GPU node. Block: consecutive ranks fill one server, then the next server on the
// same leaf. Round-robin: consecutive ranks go to servers on different leaves.
std::vector<topo::NodeId> placeRanks(const topo::Fabric& fabric, int ranks, Placement placement);

struct CollectiveRequest
{
    CollectiveOp op = CollectiveOp::AllReduce;
    Algorithm algorithm = Algorithm::Ring;
    double bytes = 1e9; // the buffer size n (per rank, as nccl-tests' size)
    int ranks = 0;      // 0: every GPU of the fabric
    Placement placement = Placement::Block;
    topo::EcmpMode ecmp = topo::EcmpMode::Hash;
    std::uint32_t seed = 1;
    bool recordSteps = false; // keep every step's flows for an animation
    CollectiveEngine engine = CollectiveEngine::Auto;
    // When not empty, rank r runs on the GPU rankGpus[r] (a job's actual placement, from the
    // scheduler), and `ranks` and `placement` are not used.
    std::vector<topo::NodeId> rankGpus;
};

// The GPU of each rank: `rankGpus` when given (each a distinct GPU of the fabric, else
// core::Error naming "rankGpus"), otherwise placeRanks(ranks, placement).
std::vector<topo::NodeId> rankNodes(const topo::Fabric& fabric, const CollectiveRequest& request);

// One flow of one step, for the step-by-step views.
struct StepFlow
{
    int fromRank = 0;
    int toRank = 0;
    double bytes = 0;
    topo::Path path;
    double start = 0;
    double finish = 0;
};

struct CollectiveStep
{
    std::string phase; // "reduce-scatter", "all-gather", "reduce", "broadcast", "intra-node", ...
    double start = 0;
    double finish = 0;
    std::vector<StepFlow> flows;
};

struct CollectiveResult
{
    double simulatedSeconds = 0;
    double closedFormSeconds = 0; // alpha-beta with the fabric's NIC rate and path latency
    double algbwBytesPerSecond = 0;
    double busbwBytesPerSecond = 0;
    double bytesSentPerRank = 0;   // the most any rank sent
    double maxLinkUtilisation = 0; // the busiest channel's bytes x 8 / (capacity x time)
    std::size_t flowCount = 0;
    bool fastPath = false;               // which engine ran (CollectiveEngine)
    std::size_t flowEngineFlowCount = 0; // the flows solved on the flow engine
    int playedRanks = 0;          // fast path: the ranks it played, fewer when the fabric repeats
    std::size_t delayLineRanks = 0; // fast path: ranks played as delay lines, summed over segments
    std::uint64_t eventCount = 0; // events the simulation dispatched
    int stepCount = 0;
    std::vector<CollectiveStep> steps; // filled when recordSteps
    std::vector<double> channelBytes;  // bytes per channel over the whole collective
    std::vector<double> rankFinishSeconds; // per rank, when it passed its last round
};

// Runs on a private Simulation and FlowEngine over the fabric's current failure state and
// the router's (mis)configuration. Throws core::Error for an impossible request (naming
// "ranks", "bytes", ...) or when a pair of ranks has no path.
CollectiveResult runCollective(const topo::Fabric& fabric, topo::Router& router,
                               const CollectiveRequest& request);

// Several collectives at once on one flow run, each on its own GPUs (`rankGpus`, none in two
// requests) and routed as it would be alone (its queue pairs keep their ports): where their
// flows meet on a channel they share it max-min fair, as jobs sharing a fabric do
// (docs/models.md, Cluster twin). The engine is the first request's; steps are not
// recorded. Throws core::Error as runCollective does, naming "rankGpus" for a GPU in two.
struct ConcurrentCollectivesResult
{
    std::vector<double> seconds;      // per request: when its last rank finished
    std::vector<double> channelBytes; // every request's bytes per channel
};
ConcurrentCollectivesResult runConcurrentCollectives(const topo::Fabric& fabric, topo::Router& router,
                                                     const std::vector<CollectiveRequest>& requests);

// The alpha-beta time of the request on this fabric (what closedFormSeconds holds).
double closedFormSeconds(const topo::Fabric& fabric, const CollectiveRequest& request);

} // namespace ailab::core::collective
