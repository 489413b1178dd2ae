#include "core/collective/collective_programs.h"
#include "core/collective/collective_run.h"
#include "core/collective/collective_runners.h"
#include "core/collective/connection_routes.h"
#include "core/error.h"
#include "core/net/flow_engine.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <map>

// runCollective: the round programs of collective_programs.h played on a FlowEngine.
namespace ailab::core::collective {

namespace {

class Runner
{
public:
    Runner(const topo::Fabric& fabric, topo::Router& router, const CollectiveRequest& request,
           const std::vector<topo::NodeId>& nodes, detail::RoundProgram& program)
        : m_fabric(fabric)
        , m_request(request)
        , m_nodes(nodes)
        , m_routes(fabric, router, request, m_nodes, false, program.portRanks)
        , m_program(program)
        , m_engine(m_simulation, fabric.graph)
    {
        const int p = program.ranks;
        const std::size_t rounds = static_cast<std::size_t>(program.rounds) + 1;
        m_round.assign(p, 0);
        m_outstanding.assign(p, 0);
        m_arrived.assign(static_cast<std::size_t>(p) * rounds, 0);
        m_sent.assign(p, 0.0);
        m_finish.assign(p, 0.0);
        m_sends.reserve(8);
        m_pending.reserve(static_cast<std::size_t>(p) * 4);
        m_simulation.reserve(static_cast<std::size_t>(p) * 8);
        if (request.recordSteps)
            m_steps.resize(program.rounds);
    }

    CollectiveResult run()
    {
        for (int r = 0; r < m_program.ranks; ++r)
            advance(r);
        m_simulation.runAll();
        if (m_done != m_program.ranks)
            throw Error("the collective did not complete: a rank waits for data that never "
                        "arrives");
        CollectiveResult result;
        result.simulatedSeconds = m_simulation.now();
        result.bytesSentPerRank =
            m_sent.empty() ? 0.0 : *std::max_element(m_sent.begin(), m_sent.end());
        result.flowCount = m_flows;
        result.eventCount = m_simulation.dispatchedCount();
        result.stepCount = m_program.rounds;
        const auto bytes = m_engine.channelBytes();
        result.channelBytes.assign(bytes.begin(), bytes.end());
        result.maxLinkUtilisation = detail::busiestChannelUtilisation(
            m_fabric.graph, result.channelBytes, result.simulatedSeconds);
        result.flowEngineFlowCount = m_flows;
        result.playedRanks = m_program.ranks;
        result.rankFinishSeconds = m_finish;
        for (auto& step : m_steps) {
            if (!step.flows.empty())
                result.steps.push_back(std::move(step));
        }
        return result;
    }

private:
    struct Pending
    {
        int from = 0;
        int to = 0;
        int toRound = 0;
        int subflows = 0;
        std::uint32_t nextFree = 0;
    };

    std::uint16_t& arrived(int rank, int round)
    {
        // Round-major: the ranks progress together, so the counters in use stay in a few
        // cache lines however many rounds the program has.
        return m_arrived[static_cast<std::size_t>(round) * m_program.ranks + rank];
    }

    // Enters as many rounds as the rank can: its sends of the last round are done and the
    // messages the next round needs have arrived.
    void advance(int rank)
    {
        while (m_outstanding[rank] == 0 && m_round[rank] <= m_program.rounds) {
            const int round = m_round[rank];
            if (arrived(rank, round) < m_program.needs(rank, round))
                return;
            ++m_round[rank];
            if (round == m_program.rounds) {
                ++m_done;
                m_finish[rank] = m_simulation.now();
                return;
            }
            m_sends.clear();
            m_program.sends(rank, round, m_sends);
            for (const detail::Send& send : m_sends)
                post(rank, round, send);
        }
    }

    void post(int from, int round, const detail::Send& send)
    {
        const auto& paths = m_routes.paths(from, send.to);
        const std::uint32_t index = acquire();
        Pending& pending = m_pending[index];
        pending.from = from;
        pending.to = send.to;
        pending.toRound = send.toRound;
        pending.subflows = static_cast<int>(paths.size());
        ++m_outstanding[from];
        m_sent[from] += send.bytes;
        for (const topo::WeightedPath& wp : paths) {
            ++m_flows;
            const net::FlowId id =
                m_engine.start(std::span<const topo::ChannelId>(wp.path), send.bytes * wp.weight,
                               &Runner::onFlowDone, this, index);
            if (m_request.recordSteps) {
                CollectiveStep& step = m_steps[round];
                if (step.flows.empty()) {
                    step.phase = m_program.phases[send.phase];
                    step.start = m_simulation.now();
                }
                step.flows.push_back(
                    {from, send.to, send.bytes * wp.weight, wp.path, m_simulation.now(), 0.0});
                m_flowRecord.emplace(id, std::make_pair(round, step.flows.size() - 1));
            }
        }
    }

    static void onFlowDone(void* runner, std::uint64_t index, net::FlowId flow, double t)
    {
        static_cast<Runner*>(runner)->finished(static_cast<std::uint32_t>(index), flow, t);
    }

    void finished(std::uint32_t index, net::FlowId flow, double t)
    {
        if (m_request.recordSteps) {
            const auto it = m_flowRecord.find(flow);
            if (it != m_flowRecord.end()) {
                CollectiveStep& step = m_steps[it->second.first];
                step.flows[it->second.second].finish = t;
                step.finish = std::max(step.finish, t);
                m_flowRecord.erase(it);
            }
        }
        Pending& pending = m_pending[index];
        if (--pending.subflows > 0)
            return;
        const int from = pending.from;
        const int to = pending.to;
        ++arrived(to, pending.toRound);
        release(index);
        --m_outstanding[from];
        advance(to);
        advance(from);
    }

    std::uint32_t acquire()
    {
        if (m_free != kNone) {
            const std::uint32_t index = m_free;
            m_free = m_pending[index].nextFree;
            return index;
        }
        m_pending.emplace_back();
        return static_cast<std::uint32_t>(m_pending.size() - 1);
    }
    void release(std::uint32_t index)
    {
        m_pending[index].nextFree = m_free;
        m_free = index;
    }

    static constexpr std::uint32_t kNone = 0xffffffffu;
    const topo::Fabric& m_fabric;
    const CollectiveRequest& m_request;
    std::vector<topo::NodeId> m_nodes;
    detail::ConnectionRoutes m_routes;
    detail::RoundProgram& m_program;
    sim::Simulation m_simulation;
    net::FlowEngine m_engine;

    std::vector<int> m_round;
    std::vector<int> m_outstanding;
    std::vector<std::uint16_t> m_arrived;
    std::vector<double> m_sent;
    std::vector<double> m_finish; // per rank, the time it passed its last round
    std::vector<detail::Send> m_sends;
    std::vector<Pending> m_pending;
    std::uint32_t m_free = kNone;
    int m_done = 0;
    std::size_t m_flows = 0;
    std::vector<CollectiveStep> m_steps;
    std::map<net::FlowId, std::pair<int, std::size_t>> m_flowRecord;
};

} // namespace

namespace detail {

std::unique_ptr<RoundProgram> makeProgram(const topo::Fabric& fabric, const CollectiveRequest& request,
                                          const std::vector<topo::NodeId>& nodes)
{
    const int p = static_cast<int>(nodes.size());
    const double n = request.bytes;
    std::unique_ptr<RoundProgram> program;
    switch (request.op) {
    case CollectiveOp::AllGather:
        program = makeRing(p, p - 1, n / p, p, {"all-gather"});
        break;
    case CollectiveOp::ReduceScatter:
        program = makeRing(p, p - 1, n / p, p, {"reduce-scatter"});
        break;
    case CollectiveOp::Broadcast:
        program = makeBroadcast(p, n);
        break;
    case CollectiveOp::AllReduce:
        switch (request.algorithm) {
        case Algorithm::Ring:
            program = makeRing(p, 2 * (p - 1), n / p, p - 1, {"reduce-scatter", "all-gather"});
            break;
        case Algorithm::Tree:
            program = makeTree(p, n, treeChunks(n));
            break;
        case Algorithm::Rabenseifner:
            program = makeRabenseifner(p, n);
            break;
        case Algorithm::Hierarchical:
        case Algorithm::ParallelRings: {
            std::vector<int> serverOf, localOf;
            std::map<int, int> groupOfServer;
            std::vector<int> count;
            for (const topo::NodeId node : nodes) {
                auto [it, added] =
                    groupOfServer.emplace(fabric.serverOf(node), static_cast<int>(count.size()));
                if (added)
                    count.push_back(0);
                serverOf.push_back(it->second);
                localOf.push_back(count[it->second]++);
            }
            for (const int c : count) {
                if (c != count.front())
                    throw Error(fmt::format("the {} algorithm needs the same number of ranks "
                                            "on every server",
                                            algorithmId(request.algorithm)),
                                "ranks");
            }
            program = request.algorithm == Algorithm::Hierarchical
                          ? makeHierarchical(serverOf, localOf, static_cast<int>(count.size()),
                                             count.front(), n)
                          : makeParallelRings(serverOf, localOf, static_cast<int>(count.size()),
                                              count.front(), n);
            break;
        }
        }
        break;
    }
    return program;
}

CollectiveResult runPerFlow(const topo::Fabric& fabric, topo::Router& router,
                            const CollectiveRequest& request,
                            const std::vector<topo::NodeId>& nodes, RoundProgram& program)
{
    Runner runner(fabric, router, request, nodes, program);
    return runner.run();
}

} // namespace detail

CollectiveResult runCollective(const topo::Fabric& fabric, topo::Router& router,
                               const CollectiveRequest& request)
{
    if (!(request.bytes >= 0) || !std::isfinite(request.bytes))
        throw Error(fmt::format("bytes must be a finite size of at least 0, got {}", request.bytes),
                    "bytes");
    const std::vector<topo::NodeId> nodes = rankNodes(fabric, request);
    const int p = static_cast<int>(nodes.size());
    const double n = request.bytes;
    const std::unique_ptr<detail::RoundProgram> program = detail::makeProgram(fabric, request, nodes);
    // Recorded steps keep every flow, which only the per-flow engine does.
    const bool perFlow = request.engine == CollectiveEngine::PerFlow || request.recordSteps;
    CollectiveResult result = perFlow
                                  ? detail::runPerFlow(fabric, router, request, nodes, *program)
                                  : detail::runFastPath(fabric, router, request, nodes, *program);
    result.fastPath = !perFlow;
    result.closedFormSeconds = closedFormSeconds(fabric, request);
    result.algbwBytesPerSecond = algorithmBandwidth(n, result.simulatedSeconds);
    result.busbwBytesPerSecond = busBandwidth(request.op, p, n, result.simulatedSeconds);
    return result;
}

ConcurrentCollectivesResult runConcurrentCollectives(const topo::Fabric& fabric, topo::Router& router,
                                                     const std::vector<CollectiveRequest>& requests)
{
    ConcurrentCollectivesResult result;
    if (requests.empty())
        return result;
    std::vector<std::unique_ptr<detail::RoundProgram>> parts;
    CollectiveRequest combined = requests.front();
    combined.recordSteps = false;
    combined.rankGpus.clear();
    std::vector<int> first; // each request's first rank in the combined program
    for (const CollectiveRequest& request : requests) {
        if (request.rankGpus.empty())
            throw Error("each collective run at once with others needs its ranks' GPUs", "rankGpus");
        if (!(request.bytes >= 0) || !std::isfinite(request.bytes))
            throw Error(fmt::format("bytes must be a finite size of at least 0, got {}", request.bytes), "bytes");
        const std::vector<topo::NodeId> nodes = rankNodes(fabric, request);
        parts.push_back(detail::makeProgram(fabric, request, nodes));
        first.push_back(static_cast<int>(combined.rankGpus.size()));
        combined.rankGpus.insert(combined.rankGpus.end(), nodes.begin(), nodes.end());
    }
    std::vector<topo::NodeId> sorted = combined.rankGpus;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        throw Error("a GPU holds ranks of two collectives", "rankGpus");
    const std::unique_ptr<detail::RoundProgram> program = detail::makeConcurrent(std::move(parts));
    const CollectiveResult run = combined.engine == CollectiveEngine::PerFlow
                                     ? detail::runPerFlow(fabric, router, combined, combined.rankGpus, *program)
                                     : detail::runFastPath(fabric, router, combined, combined.rankGpus, *program);
    for (std::size_t k = 0; k < requests.size(); ++k) {
        const std::size_t end = k + 1 < first.size() ? std::size_t(first[k + 1]) : run.rankFinishSeconds.size();
        double last = 0;
        for (std::size_t r = std::size_t(first[k]); r < end; ++r)
            last = std::max(last, run.rankFinishSeconds[r]);
        result.seconds.push_back(last);
    }
    result.channelBytes = run.channelBytes;
    return result;
}

} // namespace ailab::core::collective
