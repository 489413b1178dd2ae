#include "core/collective/collective_runners.h"
#include "core/collective/connection_routes.h"
#include "core/error.h"
#include "core/net/flow_engine.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <limits>
#include <map>

// The fast path of runCollective (docs/models.md, Collectives). A connection (a sender
// and receiver pair) carries one message at a time, since a rank has one round
// outstanding. A connection is independent when every channel its paths cross is either
// its own (no other connection's path crosses it) or can never fill (the bottlenecks of
// all the paths across it add up to no more than its capacity): the max-min rates of its
// flows are then those it would get alone on the fabric, the same in every round. With
// one path that is the path's bottleneck, and the flow engine finishes the flow at
//     (start + path latency) + bytes x 8 / bottleneck,
// the expression it evaluates, so the time is the same bit for bit. Sprayed sub-flows of
// equal latency that get equal rates alone (max-min over the connection's paths, solved
// once) all finish at that time with the shared rate: one capacity split over equal paths;
// such a sprayed connection stays in split form (per channel, how many of its paths cross
// it; Router::splitEqualCostPaths), never listed path by path, unless its sub-flows go to
// the flow engine. Messages of independent connections are played without the engine and
// without an event: each rank runs ahead in its own time as far as the messages it has
// received allow. The flows of the other connections (ECMP collisions, oversubscribed or
// misrouted links, a shared NIC, a tree's shared ports) run on the flow engine, started at
// their exact times; their completions let the ranks waiting on them run on. In a ring's
// rounds, a run of ranks whose connections in and out are in closed form with one message
// time is a delay line: computed a round at a time for the whole run (Chain, below).
namespace ailab::core::collective::detail {

namespace {

class FastRunner
{
public:
    FastRunner(const topo::Fabric& fabric, topo::Router& router, const CollectiveRequest& request,
               const std::vector<topo::NodeId>& nodes, RoundProgram& program)
        : m_fabric(fabric)
        , m_routes(fabric, router, request, nodes, /*splitSprayed=*/true, program.portRanks)
        , m_program(program)
        , m_engine(m_simulation, fabric.graph)
    {
        const int p = program.ranks;
        m_ranks.resize(p);
        m_sent.assign(p, 0.0);
        m_finish.assign(p, 0.0);
        m_wideWindows.resize(p);
        m_queue.resize(static_cast<std::size_t>(p) + 1);
        m_sends.reserve(8);
        classifyPaths();
        m_played = foldedRanks();
        if (m_played == p)
            buildChains();
    }

    CollectiveResult run()
    {
        for (int r = 0; r < m_played; ++r)
            enqueue(r);
        drain();
        m_simulation.runAll();
        if (m_done != m_played)
            throw Error("the collective did not complete: a rank waits for data that never "
                        "arrives");
        CollectiveResult result;
        result.simulatedSeconds = std::max(m_simulation.now(), m_latest);
        for (const double sent : m_sent)
            result.bytesSentPerRank = std::max(result.bytesSentPerRank, sent);
        // Every class of ranks played by one: its flows stand for p / played.
        const std::size_t classSize = static_cast<std::size_t>(m_program.ranks / m_played);
        result.flowCount = m_flows * classSize;
        result.playedRanks = m_played;
        result.flowEngineFlowCount = m_engineFlows;
        result.delayLineRanks = m_members.size();
        result.rankFinishSeconds = m_finish;
        for (int r = m_played; r < m_program.ranks; ++r)
            result.rankFinishSeconds[r] = m_finish[r % m_played];
        for (int r = m_played; r < m_program.ranks; ++r) {
            const Rank& rank = m_ranks[r];
            const Rank& played = m_ranks[r % m_played];
            for (std::uint32_t i = 0; i < rank.endPeer - rank.firstPeer; ++i)
                m_connections[m_peers[rank.firstPeer + i].second].carried =
                    m_connections[m_peers[played.firstPeer + i].second].carried;
        }
        result.eventCount = m_simulation.dispatchedCount();
        result.stepCount = m_program.rounds;
        const auto bytes = m_engine.channelBytes();
        result.channelBytes.assign(bytes.begin(), bytes.end());
        // What the flows in closed form carried, on every channel of their paths.
        for (std::uint32_t set = 0; set < m_connections.size(); ++set) {
            const Connection& connection = m_connections[set];
            if (connection.split && connection.carried > 0) {
                for (const topo::SplitPaths::Hop& hop : m_routes.split(set).hops)
                    result.channelBytes[hop.channel] +=
                        static_cast<double>(hop.paths) * connection.carried;
                continue;
            }
            for (std::uint32_t i = connection.first; connection.carried > 0 && i < connection.end;
                 ++i) {
                for (const topo::ChannelId c : *m_paths[i].path)
                    result.channelBytes[c] += connection.carried;
            }
        }
        result.maxLinkUtilisation =
            busiestChannelUtilisation(m_fabric.graph, result.channelBytes, result.simulatedSeconds);
        return result;
    }

private:
    // One weighted path of a connection.
    struct PathInfo
    {
        const topo::Path* path = nullptr;
        double weight = 1;
        double latency = 0; // seconds, summed in path order as the flow engine does
        double rate = 0;    // bits per second: its bottleneck, or its share when sprayed
    };
    // A connection's paths (m_paths[first, end), or in split form) and whether its messages
    // are in closed form.
    struct Connection
    {
        std::uint32_t first = 0;
        std::uint32_t end = 0;
        std::uint32_t pathCount = 0;
        // Sprayed paths kept in split form (ConnectionRoutes::split), all in closed form.
        bool split = false;
        bool closedForm = false;
        // In closed form: every path's latency, weight and rate.
        double latency = 0;
        double weight = 1;
        double rate = 0;
        double carried = 0; // bytes each of its paths carried in closed form
    };
    // Messages that have arrived for one round of a rank, and when the last did.
    struct Arrivals
    {
        double latest = 0;
        std::uint32_t count = 0;
    };
    // A message with sub-flows on the flow engine.
    struct Message
    {
        int from = 0;
        int to = 0;
        int toRound = 0;
        int engineFlows = 0;
        std::uint32_t connection = 0;
        double bytes = 0;
        double latest = 0; // the latest finish of its sub-flows so far
        std::uint32_t nextFree = 0;
    };
    // What a rank's progress needs, kept together: the arrivals of the next rounds sit in
    // the rank itself (rounds mod kInline) until it needs a wider window.
    static constexpr std::uint32_t kInline = 2;
    struct alignas(64) Rank // one cache line
    {
        double ready = 0;               // when the current round's sends are done, so far
        int round = 0;                  // the next round it enters
        int engineOutstanding = 0;      // its messages of the current round on the flow engine
        std::uint32_t window = kInline; // rounds of arrivals it holds, a power of two
        std::uint32_t firstPeer = 0;    // its connections: m_peers[firstPeer, endPeer)
        std::uint32_t endPeer = 0;
        bool queued = false;
        Arrivals inlineArrivals[kInline];
    };
    static_assert(sizeof(Rank) == 64);
    static constexpr std::uint32_t kNone = 0xffffffffu;

    // Routes every connection the program uses and decides which are independent.
    void classifyPaths()
    {
        std::vector<int> peers;
        for (int r = 0; r < m_program.ranks; ++r) {
            peers.clear();
            m_program.peers(r, peers);
            m_ranks[r].firstPeer = static_cast<std::uint32_t>(m_peers.size());
            for (const int to : peers)
                m_peers.emplace_back(to, m_routes.indexOf(r, to));
            m_ranks[r].endPeer = static_cast<std::uint32_t>(m_peers.size());
        }
        const topo::Graph& graph = m_fabric.graph;
        std::vector<double> capacity(graph.channelCount());
        for (topo::ChannelId c = 0; c < capacity.size(); ++c)
            capacity[c] = graph.channelCapacityBps(c);
        // Per channel: the one connection crossing it (kMany for several), and the sum of
        // the bottlenecks of the paths across it.
        constexpr std::uint32_t kFree = kNone;
        constexpr std::uint32_t kMany = kNone - 1;
        std::vector<std::uint32_t> owner(capacity.size(), kFree);
        std::vector<double> demand(capacity.size(), 0.0);
        m_connections.resize(m_routes.size());
        std::size_t pathCount = 0;
        for (std::uint32_t set = 0; set < m_routes.size(); ++set)
            pathCount += m_routes.paths(set).size();
        m_paths.reserve(pathCount);
        for (std::uint32_t set = 0; set < m_routes.size(); ++set) {
            Connection& connection = m_connections[set];
            // Sprayed paths in split form stay so when they are candidates for closed form
            // with one share (splitCandidate); the others are listed one by one.
            if (m_routes.isSplit(set)) {
                connection.split = splitCandidate(set, capacity, connection);
                if (connection.split) {
                    for (const topo::SplitPaths::Hop& hop : m_routes.split(set).hops)
                        owner[hop.channel] =
                            owner[hop.channel] == kFree || owner[hop.channel] == set ? set : kMany;
                    continue;
                }
                m_routes.expand(set);
            }
            listPaths(set, capacity);
            for (std::uint32_t i = connection.first; i < connection.end; ++i) {
                for (const topo::ChannelId c : *m_paths[i].path)
                    owner[c] = owner[c] == kFree || owner[c] == set ? set : kMany;
            }
        }
        // Candidates: one path, or sprayed sub-flows of one latency and weight that get
        // one rate when the connection is alone on the fabric (max-min over its paths).
        std::vector<double> isolated(m_paths.size());
        for (std::uint32_t set = 0; set < m_connections.size(); ++set) {
            Connection& connection = m_connections[set];
            if (connection.split)
                continue; // a candidate, its share in connection.rate
            bool candidate = true;
            for (std::uint32_t i = connection.first; i < connection.end; ++i) {
                isolated[i] = m_paths[i].rate;
                candidate = candidate && !m_paths[i].path->empty() && m_paths[i].rate > 0;
            }
            if (candidate && connection.end - connection.first > 1) {
                const PathInfo& head = m_paths[connection.first];
                for (std::uint32_t i = connection.first; i < connection.end && candidate; ++i)
                    candidate =
                        m_paths[i].latency == head.latency && m_paths[i].weight == head.weight;
                double share = 0;
                if (candidate && equalShareAlone(connection, capacity, share)) {
                    std::fill(isolated.begin() + connection.first,
                              isolated.begin() + connection.end, share);
                } else if (candidate) {
                    const std::vector<double> rates = ratesAlone(connection, capacity);
                    for (std::uint32_t i = connection.first; i < connection.end; ++i) {
                        candidate = candidate && rates[i - connection.first] == rates[0];
                        isolated[i] = rates[i - connection.first];
                    }
                }
            }
            connection.closedForm = candidate;
        }
        // A candidate is independent when each channel it crosses is its own or stays below
        // capacity whatever the others do: the most each connection can put on it (its
        // rates alone if in closed form; else its paths' bottlenecks, at most the capacity
        // of a channel all its paths cross) adds up to less. Dropping a candidate raises
        // its bound, so repeat until none drops.
        std::vector<double> mine(capacity.size(), 0.0);
        std::vector<std::uint32_t> crossing(capacity.size(), 0); // the connection's paths
        std::vector<topo::ChannelId> touched;
        for (bool changed = true; changed;) {
            changed = false;
            std::fill(demand.begin(), demand.end(), 0.0);
            for (std::uint32_t set = 0; set < m_connections.size(); ++set) {
                const Connection& connection = m_connections[set];
                if (connection.split) {
                    // Each hop's channel once, crossed by hop.paths paths at the share.
                    const auto& hops = m_routes.split(set).hops;
                    double common = std::numeric_limits<double>::infinity();
                    for (const topo::SplitPaths::Hop& hop : hops) {
                        if (hop.paths == connection.pathCount)
                            common = std::min(common, capacity[hop.channel]);
                    }
                    for (const topo::SplitPaths::Hop& hop : hops)
                        demand[hop.channel] +=
                            std::min(static_cast<double>(hop.paths) * connection.rate, common);
                    continue;
                }
                touched.clear();
                for (std::uint32_t i = connection.first; i < connection.end; ++i) {
                    const double most = connection.closedForm ? isolated[i] : m_paths[i].rate;
                    for (const topo::ChannelId c : *m_paths[i].path) {
                        if (crossing[c]++ == 0)
                            touched.push_back(c);
                        mine[c] += most;
                    }
                }
                double common = std::numeric_limits<double>::infinity();
                for (const topo::ChannelId c : touched) {
                    if (crossing[c] == connection.end - connection.first)
                        common = std::min(common, capacity[c]);
                }
                for (const topo::ChannelId c : touched) {
                    demand[c] += std::min(mine[c], common);
                    mine[c] = 0;
                    crossing[c] = 0;
                }
            }
            for (std::uint32_t set = 0; set < m_connections.size(); ++set) {
                Connection& connection = m_connections[set];
                bool independent = connection.closedForm;
                if (connection.split) {
                    for (const topo::SplitPaths::Hop& hop : m_routes.split(set).hops)
                        independent = independent && (owner[hop.channel] == set ||
                                                      demand[hop.channel] < capacity[hop.channel]);
                    if (!independent) {
                        // Its sub-flows go to the flow engine, one by one.
                        connection.split = false;
                        connection.closedForm = false;
                        m_routes.expand(set);
                        listPaths(set, capacity);
                        isolated.resize(m_paths.size());
                        changed = true;
                    }
                    continue;
                }
                for (std::uint32_t i = connection.first; i < connection.end && independent; ++i) {
                    for (const topo::ChannelId c : *m_paths[i].path)
                        independent = independent && (owner[c] == set || demand[c] < capacity[c]);
                }
                if (connection.closedForm && !independent) {
                    connection.closedForm = false;
                    changed = true;
                }
            }
        }
        for (Connection& connection : m_connections) {
            if (!connection.closedForm || connection.split)
                continue;
            for (std::uint32_t i = connection.first; i < connection.end; ++i)
                m_paths[i].rate = isolated[i];
            connection.latency = m_paths[connection.first].latency;
            connection.weight = m_paths[connection.first].weight;
            connection.rate = m_paths[connection.first].rate;
        }
    }

    // Ranks r and r + q behave alike, bit for bit, when the program maps onto itself
    // shifted by q and their connections go the same way in closed form: the same peers
    // shifted, the same latencies, weights and rates. Then the ranks below the smallest
    // such q that divides p stand for all (the others' times are theirs), and a ring over
    // a fabric that repeats leaf by leaf costs one leaf's ranks. Returns p when nothing
    // repeats or some flow needs the flow engine.
    int foldedRanks() const
    {
        const int p = m_program.ranks;
        const int period = m_program.period();
        for (const Connection& connection : m_connections) {
            if (!connection.closedForm)
                return p;
        }
        if (period <= 0 || p % period != 0)
            return p;
        for (int q = period; q < p; q += period) {
            if (p % q == 0 && repeatsEvery(q))
                return q;
        }
        return p;
    }

    bool repeatsEvery(int q) const
    {
        const int p = m_program.ranks;
        for (int r = q; r < p; ++r) {
            const Rank& rank = m_ranks[r];
            const Rank& earlier = m_ranks[r - q];
            if (rank.endPeer - rank.firstPeer != earlier.endPeer - earlier.firstPeer)
                return false;
            for (std::uint32_t i = 0; i < rank.endPeer - rank.firstPeer; ++i) {
                const auto& [to, set] = m_peers[rank.firstPeer + i];
                const auto& [earlierTo, earlierSet] = m_peers[earlier.firstPeer + i];
                const Connection& a = m_connections[set];
                const Connection& b = m_connections[earlierSet];
                if (to != (earlierTo + q) % p || a.pathCount != b.pathCount ||
                    a.latency != b.latency || a.weight != b.weight || a.rate != b.rate)
                    return false;
            }
        }
        return true;
    }

    // Lists the connection's paths (m_routes.paths) with their latency and bottleneck.
    void listPaths(std::uint32_t set, const std::vector<double>& capacity)
    {
        const topo::Graph& graph = m_fabric.graph;
        Connection& connection = m_connections[set];
        connection.first = static_cast<std::uint32_t>(m_paths.size());
        for (const topo::WeightedPath& wp : m_routes.paths(set)) {
            PathInfo info;
            info.path = &wp.path;
            info.weight = wp.weight;
            info.rate = std::numeric_limits<double>::infinity();
            for (const topo::ChannelId c : wp.path) {
                const topo::LinkId link = topo::Graph::linkOf(c);
                checkUsable(link);
                info.latency += graph.link(link).latency.inSeconds();
                info.rate = std::min(info.rate, capacity[c]);
            }
            m_paths.push_back(info);
        }
        connection.end = static_cast<std::uint32_t>(m_paths.size());
        connection.pathCount = connection.end - connection.first;
    }

    void checkUsable(topo::LinkId link) const
    {
        const topo::Graph& graph = m_fabric.graph;
        if (!graph.usable(link))
            throw Error(fmt::format("the path crosses link {} ({} - {}), which is down", link,
                                    graph.node(graph.link(link).a).name,
                                    graph.node(graph.link(link).b).name),
                        "path");
    }

    // The test of equalShareAlone and of the candidates' equal latencies on paths in split
    // form, without listing them: over the hops in path order, the least and the most
    // latency into each node (a sum in path order, as the flow engine adds it; rounding is
    // monotonic, so the least sum of a prefix stays the least one hop on), the least
    // bottleneck, and how many ways into each node avoid every channel of the least share.
    // True, with the connection's latency, weight, rate (the share) and path count set, when
    // every path has one latency, a bottleneck above 0 and meets a channel of the least
    // share (so the max-min rates alone are that share, as equalShareAlone says).
    bool splitCandidate(std::uint32_t set, const std::vector<double>& capacity,
                        Connection& connection)
    {
        const topo::Graph& graph = m_fabric.graph;
        const topo::SplitPaths& split = m_routes.split(set);
        double share = std::numeric_limits<double>::infinity();
        for (const topo::SplitPaths::Hop& hop : split.hops) {
            checkUsable(topo::Graph::linkOf(hop.channel));
            share = std::min(share, capacity[hop.channel] / static_cast<double>(hop.paths));
        }
        if (!(share > 0))
            return false;
        constexpr double kInfinity = std::numeric_limits<double>::infinity();
        m_splitLeast.assign(split.nodeCount, kInfinity);
        m_splitMost.assign(split.nodeCount, -kInfinity);
        m_splitAvoiding.assign(split.nodeCount, 0);
        m_splitLeast[0] = m_splitMost[0] = 0;
        m_splitAvoiding[0] = 1;
        for (const topo::SplitPaths::Hop& hop : split.hops) {
            const double latency = graph.link(topo::Graph::linkOf(hop.channel)).latency.inSeconds();
            m_splitLeast[hop.to] = std::min(m_splitLeast[hop.to], m_splitLeast[hop.from] + latency);
            m_splitMost[hop.to] = std::max(m_splitMost[hop.to], m_splitMost[hop.from] + latency);
            if (capacity[hop.channel] / static_cast<double>(hop.paths) != share)
                m_splitAvoiding[hop.to] += m_splitAvoiding[hop.from];
        }
        if (m_splitLeast[1] != m_splitMost[1] || m_splitAvoiding[1] != 0)
            return false;
        // Every path meets a channel of capacity share x (its paths there) >= share, so its
        // bottleneck is above 0.
        connection.pathCount = static_cast<std::uint32_t>(split.pathCount);
        connection.latency = m_splitLeast[1];
        connection.weight = 1.0 / static_cast<double>(split.pathCount); // as routeFlow's
        connection.rate = share;
        connection.closedForm = true;
        return true;
    }

    // Sprayed over many equal paths (thousands across a large fabric), a connection's
    // sub-flows alone on the fabric usually all get the least of capacity / (its paths
    // crossing the channel) over the channels they cross: when every path crosses a
    // channel with that least share, progressive filling raises all of them together until
    // those channels fill. One pass over the paths instead of a solve; false when some path
    // avoids every such channel (then ratesAlone solves).
    bool equalShareAlone(const Connection& connection, const std::vector<double>& capacity,
                         double& share)
    {
        m_shareCount.resize(capacity.size(), 0);
        m_shareTouched.clear();
        for (std::uint32_t i = connection.first; i < connection.end; ++i) {
            for (const topo::ChannelId c : *m_paths[i].path) {
                if (m_shareCount[c]++ == 0)
                    m_shareTouched.push_back(c);
            }
        }
        share = std::numeric_limits<double>::infinity();
        for (const topo::ChannelId c : m_shareTouched)
            share = std::min(share, capacity[c] / m_shareCount[c]);
        bool everyPath = true;
        for (std::uint32_t i = connection.first; i < connection.end && everyPath; ++i) {
            bool limited = false;
            for (const topo::ChannelId c : *m_paths[i].path)
                limited = limited || capacity[c] / m_shareCount[c] == share;
            everyPath = limited;
        }
        for (const topo::ChannelId c : m_shareTouched)
            m_shareCount[c] = 0;
        return everyPath && share > 0;
    }

    // Max-min rates of the connection's paths alone on the fabric: solved over the
    // channels they cross only, numbered in the fabric's order so that the solver's ties
    // fall as they would over the whole fabric.
    std::vector<double> ratesAlone(const Connection& connection,
                                   const std::vector<double>& capacity)
    {
        std::vector<topo::ChannelId> channels;
        for (std::uint32_t i = connection.first; i < connection.end; ++i)
            channels.insert(channels.end(), m_paths[i].path->begin(), m_paths[i].path->end());
        std::sort(channels.begin(), channels.end());
        channels.erase(std::unique(channels.begin(), channels.end()), channels.end());
        std::vector<double> local(channels.size());
        for (std::size_t k = 0; k < channels.size(); ++k)
            local[k] = capacity[channels[k]];
        std::vector<topo::Path> paths;
        for (std::uint32_t i = connection.first; i < connection.end; ++i) {
            topo::Path path;
            for (const topo::ChannelId c : *m_paths[i].path)
                path.push_back(static_cast<topo::ChannelId>(
                    std::lower_bound(channels.begin(), channels.end(), c) - channels.begin()));
            paths.push_back(std::move(path));
        }
        // Connections of one shape (the same paths over the same capacities, as the solver
        // sees them) share one solve: spraying repeats a few shapes many times.
        auto key = std::make_pair(std::move(local), std::move(paths));
        const auto known = m_shapes.find(key);
        if (known != m_shapes.end())
            return known->second;
        std::vector<double> rates = net::maxMinFairRates(key.first, key.second);
        m_shapes.emplace(std::move(key), rates);
        return rates;
    }

    // Delay lines. In a ring's rounds (RingSegment) a rank f whose incoming and outgoing
    // connections are both in closed form with one message time d (latency, then bytes at
    // the rate) enters round s + 1 at
    //     T_f(s + 1) = max(T_f(s) + d, T_u(s) + d) = max(T_f(s), T_u(s)) + d,
    // u its predecessor (its own send and the message from u take d; the rounding of
    // "+ latency, + bytes x 8 / rate" is monotonic, so the max can go first). A run of such
    // followers f_1..f_m after a rank a (the head, played as usual) is a delay line: taking
    // every path back through the run, each step d,
    //     T_{f_j}(s) = max(T_a(s - j) + j d, max_{k <= j, k >= j - (s - s0)} T_{f_k}(s0) + (s - s0)
    //     d)
    // for s0 the run's first round (the head's times rise by at least d a round, so of the
    // paths into the head the one that enters it last, at round s - j, is the longest).
    // So the run's ranks are parked as they enter s0, the head's round times are kept, and
    // only the message from f_m to the rank after the run (the tail) and the followers'
    // times at the end of the rounds are computed: a few operations a round for the whole
    // run instead of one message per follower. Sums of j d instead of j steps of "+ latency,
    // + bytes x 8 / rate" differ from the flow engine's times by a few roundings (relative
    // 1e-15 and below).
    struct Chain
    {
        int begin = 0; // the ring rounds [begin, end) it spans
        int end = 0;
        int head = 0;
        int tail = 0;
        std::uint32_t first = 0; // its followers: m_members[first, first + count)
        std::uint32_t count = 0;
        double step = 0; // d
        double bytes = 0;
        std::vector<double> headTimes; // T_a(begin + i)
        std::uint32_t parked = 0;
        int nextTail = 0;            // the round of f_m's next message to the tail
        std::uint32_t windowLow = 0; // followers [windowLow, count) are in windowMax
        double windowMax = -std::numeric_limits<double>::infinity();
        bool resumed = false;
    };
    struct Member
    {
        int rank = 0;
        std::uint32_t chain = 0;
        std::uint32_t connection = 0;                            // its outgoing connection
        double entry = std::numeric_limits<double>::quiet_NaN(); // T(begin), once parked
    };
    struct SegmentChains
    {
        std::vector<std::uint32_t> memberOf;    // rank -> index in m_members, kNone
        std::vector<std::uint32_t> chainOfHead; // rank -> index in m_chains, kNone
    };

    // Finds the delay lines of every ring segment of the program (all connections routed and
    // classified; no classes of ranks).
    void buildChains()
    {
        const int p = m_program.ranks;
        const std::vector<RingSegment> segments = m_program.ringSegments();
        m_segmentStarting.assign(static_cast<std::size_t>(m_program.rounds) + 1, -1);
        m_segmentOfRound.assign(static_cast<std::size_t>(m_program.rounds), -1);
        std::vector<int> pred(p);
        std::vector<std::uint32_t> out(p);
        std::vector<std::uint8_t> follower(p);
        std::vector<std::uint8_t> seen(p);
        std::vector<int> cycle;
        for (const RingSegment& segment : segments) {
            const int length = segment.end - segment.begin;
            if (length < 2 || static_cast<int>(segment.next.size()) != p ||
                segment.end > m_program.rounds)
                continue;
            std::fill(pred.begin(), pred.end(), -1);
            bool permutation = true;
            for (int r = 0; r < p && permutation; ++r) {
                const int to = segment.next[r];
                permutation = to >= 0 && to < p && to != r && pred[to] < 0;
                if (permutation)
                    pred[to] = r;
            }
            if (!permutation)
                continue;
            for (int r = 0; r < p; ++r)
                out[r] = connectionOf(r, segment.next[r]);
            const auto messageTime = [&](std::uint32_t set, double& latency, double& transfer) {
                const Connection& c = m_connections[set];
                if (!c.closedForm)
                    return false;
                const double bytes = segment.bytes * c.weight;
                latency = c.latency;
                transfer = bytes > 0 ? bytes * 8.0 / c.rate : 0.0;
                return true;
            };
            for (int r = 0; r < p; ++r) {
                double inLatency = 0, inTransfer = 0, outLatency = 0, outTransfer = 0;
                follower[r] = messageTime(out[pred[r]], inLatency, inTransfer) &&
                              messageTime(out[r], outLatency, outTransfer) &&
                              inLatency == outLatency && inTransfer == outTransfer;
            }
            const auto index = static_cast<int>(m_segments.size());
            SegmentChains chains;
            chains.memberOf.assign(p, kNone);
            chains.chainOfHead.assign(p, kNone);
            std::fill(seen.begin(), seen.end(), 0);
            for (int start = 0; start < p; ++start) {
                if (seen[start])
                    continue;
                cycle.clear();
                for (int r = start; !seen[r]; r = segment.next[r]) {
                    seen[r] = 1;
                    cycle.push_back(r);
                }
                const auto n = cycle.size();
                std::size_t first = 0;
                while (first < n && follower[cycle[first]])
                    ++first;
                if (first == n)
                    continue; // every rank alike: nothing to lead a line
                // From each rank played as usual, the followers after it, at most `length`
                // of them (the formula's first term needs s - j >= s0 at the end).
                for (std::size_t k = 0; k < n;) {
                    const int head = cycle[(first + k) % n];
                    std::size_t count = 0;
                    while (k + count + 1 < n && count < static_cast<std::size_t>(length) &&
                           follower[cycle[(first + k + count + 1) % n]])
                        ++count;
                    if (count > 0) {
                        Chain chain;
                        chain.begin = segment.begin;
                        chain.end = segment.end;
                        chain.head = head;
                        chain.tail = cycle[(first + k + count + 1) % n];
                        chain.first = static_cast<std::uint32_t>(m_members.size());
                        chain.count = static_cast<std::uint32_t>(count);
                        double latency = 0, transfer = 0;
                        messageTime(out[head], latency, transfer);
                        chain.step = latency + transfer;
                        chain.bytes = segment.bytes;
                        chain.nextTail = segment.begin;
                        chain.windowLow = chain.count;
                        chain.headTimes.reserve(static_cast<std::size_t>(length));
                        const auto id = static_cast<std::uint32_t>(m_chains.size());
                        for (std::size_t j = 1; j <= count; ++j) {
                            const int rank = cycle[(first + k + j) % n];
                            chains.memberOf[rank] = static_cast<std::uint32_t>(m_members.size());
                            m_members.push_back(
                                {rank, id, out[rank], std::numeric_limits<double>::quiet_NaN()});
                        }
                        chains.chainOfHead[head] = id;
                        m_chains.push_back(std::move(chain));
                    }
                    k += count + 1;
                }
            }
            m_segments.push_back(std::move(chains));
            m_segmentStarting[segment.begin] = index;
            for (int round = segment.begin; round < segment.end; ++round)
                m_segmentOfRound[round] = index;
        }
    }

    // A follower entering its line's first round stops there until the line's end.
    bool park(int rank, int round, double now)
    {
        if (m_chains.empty())
            return false;
        const int segment = m_segmentStarting[round];
        if (segment < 0)
            return false;
        const std::uint32_t index = m_segments[segment].memberOf[rank];
        if (index == kNone)
            return false;
        m_members[index].entry = now;
        Chain& chain = m_chains[m_members[index].chain];
        ++chain.parked;
        m_ranks[rank].round = chain.end;
        advanceChain(chain);
        return true;
    }

    // The head's send to its first follower: its round time joins the line.
    bool pushHeadTime(int from, int round, double now)
    {
        if (m_chains.empty())
            return false;
        const int segment = m_segmentOfRound[round];
        if (segment < 0)
            return false;
        const std::uint32_t id = m_segments[segment].chainOfHead[from];
        if (id == kNone)
            return false;
        Chain& chain = m_chains[id];
        if (static_cast<int>(chain.headTimes.size()) != round - chain.begin)
            throw Error(fmt::format("rank {} skipped a round of its ring", from));
        chain.headTimes.push_back(now);
        advanceChain(chain);
        return true;
    }

    // Delivers f_m's messages to the tail as far as the line's inputs are known, and at the
    // end of its rounds lets every follower enter the next round at its time.
    void advanceChain(Chain& chain)
    {
        const auto m = static_cast<int>(chain.count);
        const auto pushed = static_cast<int>(chain.headTimes.size());
        while (chain.nextTail < chain.end) {
            const int offset = chain.nextTail - chain.begin;
            const int low = std::max(0, m - 1 - offset); // followers k - 1 in the window
            while (static_cast<int>(chain.windowLow) > low &&
                   !std::isnan(m_members[chain.first + chain.windowLow - 1].entry)) {
                --chain.windowLow;
                chain.windowMax =
                    std::max(chain.windowMax, m_members[chain.first + chain.windowLow].entry);
            }
            if (static_cast<int>(chain.windowLow) > low)
                break;
            double t = chain.windowMax + offset * chain.step;
            if (offset >= m) {
                if (offset - m >= pushed)
                    break;
                t = std::max(t, chain.headTimes[offset - m] + m * chain.step);
            }
            ++chain.nextTail;
            deliver(chain.tail, chain.nextTail, t + chain.step);
        }
        const int length = chain.end - chain.begin;
        if (chain.resumed || chain.parked < chain.count || pushed < length)
            return;
        chain.resumed = true;
        double entered = -std::numeric_limits<double>::infinity();
        for (int j = 1; j <= m; ++j) {
            const Member& member = m_members[chain.first + j - 1];
            entered = std::max(entered, member.entry);
            const double t = std::max(chain.headTimes[length - j] + j * chain.step,
                                      entered + length * chain.step);
            Connection& connection = m_connections[member.connection];
            m_sent[member.rank] = addRepeated(m_sent[member.rank], chain.bytes, length);
            m_flows += static_cast<std::size_t>(length) * connection.pathCount;
            if (chain.bytes * connection.weight > 0)
                connection.carried += length * (chain.bytes * connection.weight);
            m_ranks[member.rank].ready = t;
            deliver(member.rank, chain.end, t);
        }
    }

    // start + bytes added `times` times, in order (as the sender's counter adds each
    // message): the last sum is remembered, since the followers of a line share it.
    double addRepeated(double start, double bytes, int times)
    {
        if (start != m_repeatStart || bytes != m_repeatBytes || times != m_repeatTimes) {
            double sum = start;
            for (int i = 0; i < times; ++i)
                sum += bytes;
            m_repeatStart = start;
            m_repeatBytes = bytes;
            m_repeatTimes = times;
            m_repeatSum = sum;
        }
        return m_repeatSum;
    }

    void enqueue(int rank)
    {
        if (m_ranks[rank].queued)
            return;
        m_ranks[rank].queued = true;
        m_queue[m_tail] = rank;
        m_tail = m_tail + 1 == m_queue.size() ? 0 : m_tail + 1;
    }

    // Ranks enter one round per turn, in queue order, so that they progress together and
    // the arrivals each keeps ahead of its round stay few.
    void drain()
    {
        while (m_head != m_tail) {
            const int rank = m_queue[m_head];
            m_head = m_head + 1 == m_queue.size() ? 0 : m_head + 1;
            m_ranks[rank].queued = false;
            if (enterRound(rank))
                enqueue(rank);
        }
    }

    Arrivals& arrivals(int rank, int round)
    {
        Rank& r = m_ranks[rank];
        const std::size_t slot = static_cast<std::size_t>(round) & (r.window - 1);
        return r.window == kInline ? r.inlineArrivals[slot] : m_wideWindows[rank][slot];
    }

    // Enters the rank's next round if its sends are done and the round's messages have
    // arrived, at the time the last of them did (as the flow engine's event would);
    // returns whether it did.
    bool enterRound(int rank)
    {
        Rank& r = m_ranks[rank];
        const int round = r.round;
        if (r.engineOutstanding > 0 || round > m_program.rounds)
            return false;
        Arrivals& in = arrivals(rank, round);
        const auto needs = static_cast<std::uint32_t>(m_program.needs(rank, round));
        if (in.count < needs)
            return false;
        // The flow engine's run enters the round when the needs-th message arrives; with
        // exactly the messages it needs, that is the latest of them.
        if (in.count > needs && needs > 0)
            throw Error(fmt::format("rank {} received more messages for round {} than it needs",
                                    rank, round));
        const double now = needs > 0 ? std::max(r.ready, in.latest) : r.ready;
        in = {};
        ++r.round;
        r.ready = now;
        m_latest = std::max(m_latest, now);
        if (round == m_program.rounds) {
            ++m_done;
            m_finish[rank] = now;
            return false;
        }
        if (park(rank, round, now))
            return false;
        m_sends.clear();
        m_program.sends(rank, round, m_sends);
        checkOneMessagePerPeer(rank, round);
        for (const Send& send : m_sends)
            post(rank, round, now, send);
        return true;
    }

    // A connection carries one message at a time; what the programs guarantee, checked.
    void checkOneMessagePerPeer(int rank, int round) const
    {
        for (std::size_t i = 1; i < m_sends.size(); ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                if (m_sends[j].to == m_sends[i].to)
                    throw Error(fmt::format("rank {} sends two messages to rank {} in round {}",
                                            rank, m_sends[i].to, round));
            }
        }
    }

    std::uint32_t connectionOf(int from, int to) const
    {
        const Rank& r = m_ranks[from];
        for (std::uint32_t i = r.firstPeer; i < r.endPeer; ++i) {
            if (m_peers[i].first == to)
                return m_peers[i].second;
        }
        throw Error(fmt::format("the collective sends from rank {} to rank {}, a pair its "
                                "program does not list",
                                from, to));
    }

    void post(int from, int round, double now, const Send& send)
    {
        const std::uint32_t set = connectionOf(from, send.to);
        Connection& connection = m_connections[set];
        Rank& sender = m_ranks[from];
        m_sent[from] += send.bytes;
        m_flows += connection.pathCount;
        if (connection.closedForm) {
            // Every path the same latency, weight and rate: one finish for all of them.
            const double bytes = send.bytes * connection.weight;
            const double arrival = now + connection.latency;
            double finish = arrival;
            if (bytes > 0) {
                finish = arrival + bytes * 8.0 / connection.rate;
                connection.carried += connection.rate * (finish - arrival) / 8.0;
            }
            sender.ready = std::max(sender.ready, finish);
            if (!pushHeadTime(from, round, now))
                deliver(send.to, send.toRound, finish);
            return;
        }
        double latest = now;
        int engineFlows = 0;
        for (std::uint32_t i = connection.first; i < connection.end; ++i) {
            const PathInfo& info = m_paths[i];
            if (send.bytes * info.weight == 0 || info.path->empty())
                latest = std::max(latest, now + info.latency); // nothing to share
            else
                ++engineFlows;
        }
        if (engineFlows == 0) {
            sender.ready = std::max(sender.ready, latest);
            deliver(send.to, send.toRound, latest);
            return;
        }
        const std::uint32_t index = acquire();
        m_messages[index] = {from, send.to,    send.toRound, engineFlows,
                             set,  send.bytes, latest,       kNone};
        ++sender.engineOutstanding;
        m_engineFlows += static_cast<std::size_t>(engineFlows);
        if (now > m_simulation.now())
            m_simulation.schedule(now, &FastRunner::onStartEvent, this, index);
        else
            startOnEngine(index);
    }

    static void onStartEvent(void* runner, std::uint64_t index)
    {
        static_cast<FastRunner*>(runner)->startOnEngine(static_cast<std::uint32_t>(index));
    }

    // Starts the message's sub-flows that have bytes to send on the flow engine, now.
    void startOnEngine(std::uint32_t index)
    {
        const Message& message = m_messages[index];
        const Connection& connection = m_connections[message.connection];
        for (std::uint32_t i = connection.first; i < connection.end; ++i) {
            const PathInfo& info = m_paths[i];
            const double bytes = message.bytes * info.weight;
            if (bytes == 0 || info.path->empty())
                continue;
            m_engine.start(std::span<const topo::ChannelId>(*info.path), bytes,
                           &FastRunner::onFlowDone, this, index);
        }
    }

    static void onFlowDone(void* runner, std::uint64_t index, net::FlowId, double finish)
    {
        static_cast<FastRunner*>(runner)->engineFlowDone(static_cast<std::uint32_t>(index), finish);
    }

    void engineFlowDone(std::uint32_t index, double finish)
    {
        Message& message = m_messages[index];
        message.latest = std::max(message.latest, finish);
        if (--message.engineFlows > 0)
            return;
        const Message done = message;
        release(index);
        Rank& sender = m_ranks[done.from];
        --sender.engineOutstanding;
        sender.ready = std::max(sender.ready, done.latest);
        deliver(done.to, done.toRound, done.latest);
        enqueue(done.from);
        drain();
    }

    void deliver(int to, int round, double at)
    {
        const int rank = to < m_played ? to : to % m_played; // the one that plays its class
        m_latest = std::max(m_latest, at);
        Rank& r = m_ranks[rank];
        const int base = r.round;
        if (round < base)
            return; // a round the rank has passed does not wait for it
        if (static_cast<std::uint32_t>(round - base) >= r.window)
            widen(rank, static_cast<std::uint32_t>(round - base));
        Arrivals& in = arrivals(rank, round);
        ++in.count;
        in.latest = std::max(in.latest, at);
        enqueue(rank);
    }

    // The sender ran further ahead than the rank's window holds: double it until `ahead`
    // rounds fit, keeping every pending round at its place (round mod size).
    void widen(int rank, std::uint32_t ahead)
    {
        Rank& r = m_ranks[rank];
        std::uint32_t size = r.window;
        while (ahead >= size)
            size *= 2;
        std::vector<Arrivals> wider(size);
        for (std::uint32_t k = 0; k < r.window; ++k) {
            const std::size_t q = static_cast<std::size_t>(r.round) + k;
            wider[q & (size - 1)] = arrivals(rank, static_cast<int>(q));
        }
        m_wideWindows[rank].swap(wider);
        r.window = size;
    }

    std::uint32_t acquire()
    {
        if (m_free != kNone) {
            const std::uint32_t index = m_free;
            m_free = m_messages[index].nextFree;
            return index;
        }
        m_messages.emplace_back();
        return static_cast<std::uint32_t>(m_messages.size() - 1);
    }
    void release(std::uint32_t index)
    {
        m_messages[index].nextFree = m_free;
        m_free = index;
    }

    const topo::Fabric& m_fabric;
    ConnectionRoutes m_routes;
    RoundProgram& m_program;
    sim::Simulation m_simulation;
    net::FlowEngine m_engine;

    std::vector<PathInfo> m_paths;
    std::vector<Connection> m_connections; // by route set
    std::map<std::pair<std::vector<double>, std::vector<topo::Path>>, std::vector<double>>
        m_shapes;                            // ratesAlone's solves
    std::vector<std::uint32_t> m_shareCount; // equalShareAlone's paths per channel
    std::vector<double> m_splitLeast;        // splitCandidate's walk, per node
    std::vector<double> m_splitMost;
    std::vector<std::uint64_t> m_splitAvoiding;
    std::vector<topo::ChannelId> m_shareTouched;

    std::vector<Rank> m_ranks;
    std::vector<double> m_sent;                         // bytes, by rank
    std::vector<std::vector<Arrivals>> m_wideWindows;   // of the ranks whose window is wider
    std::vector<std::pair<int, std::uint32_t>> m_peers; // (receiver, connection) by sender
    std::vector<int> m_queue;
    std::size_t m_head = 0;
    std::size_t m_tail = 0;
    std::vector<Send> m_sends;
    std::vector<Message> m_messages;
    std::uint32_t m_free = kNone;
    std::vector<Chain> m_chains;
    std::vector<Member> m_members;
    std::vector<SegmentChains> m_segments;
    std::vector<int> m_segmentStarting; // by round: the ring segment that begins there, -1
    std::vector<int> m_segmentOfRound;  // by round: its ring segment, -1
    double m_repeatStart = 0;           // addRepeated's last sum
    double m_repeatBytes = 0;
    int m_repeatTimes = -1;
    double m_repeatSum = 0;
    int m_played = 0; // ranks 0 .. m_played - 1 play every rank (foldedRanks)
    int m_done = 0;
    std::vector<double> m_finish; // per rank, when it passed its last round
    double m_latest = 0;
    std::size_t m_flows = 0;
    std::size_t m_engineFlows = 0;
};

} // namespace

CollectiveResult runFastPath(const topo::Fabric& fabric, topo::Router& router,
                             const CollectiveRequest& request,
                             const std::vector<topo::NodeId>& nodes, RoundProgram& program)
{
    FastRunner runner(fabric, router, request, nodes, program);
    return runner.run();
}

} // namespace ailab::core::collective::detail
