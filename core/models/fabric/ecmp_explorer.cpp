#include "core/models/fabric/ecmp_explorer.h"

#include "core/error.h"
#include "core/net/flow_engine.h"
#include "core/sim/rng.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

namespace ailab::core::models::fabric {

namespace {

constexpr std::uint32_t ipv4(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d)
{
    return (a << 24) | (b << 16) | (c << 8) | d;
}

// Hashed flows on the explorer's topology cross their own NIC and one shared path, so the
// max-min fair rate of a flow is min(NIC rate, path rate / flows on its path): the path
// is each flow's only shared bottleneck. Spraying splits every flow evenly over all m
// paths, each path then carries n/m flows' worth: min(NIC rate, m x path rate / n).
struct Draw
{
    std::vector<int> perPath;
    int used = 0;
    int maxLoad = 0;
    double slowest = 0;
};

Draw drawOnce(const EcmpExperiment& e, std::uint32_t seed, std::vector<EcmpFlow>* flows)
{
    Draw draw;
    draw.perPath.assign(static_cast<std::size_t>(e.paths), 0);
    const double nic = e.nicRate.inBitsPerSecond();
    const double path = e.pathRate.inBitsPerSecond();
    const std::vector<topo::FiveTuple> tuples = ecmpFlowTuples(e.flows, seed);
    if (e.mode == topo::EcmpMode::Spray) {
        std::fill(draw.perPath.begin(), draw.perPath.end(), e.flows);
        draw.used = e.paths;
        draw.maxLoad = e.flows;
        draw.slowest = std::min(nic, e.paths * path / e.flows);
        if (flows != nullptr) {
            for (const topo::FiveTuple& tuple : tuples)
                flows->push_back(EcmpFlow{tuple, 0, -1, draw.slowest});
        }
        return draw;
    }
    std::vector<int> chosen;
    chosen.reserve(tuples.size());
    for (const topo::FiveTuple& tuple : tuples) {
        const int index = ecmpPathIndex(tuple, seed, e.paths);
        chosen.push_back(index);
        ++draw.perPath[static_cast<std::size_t>(index)];
    }
    for (int load : draw.perPath) {
        draw.used += load > 0 ? 1 : 0;
        draw.maxLoad = std::max(draw.maxLoad, load);
    }
    draw.slowest = std::min(nic, path / draw.maxLoad);
    if (flows != nullptr) {
        for (std::size_t i = 0; i < tuples.size(); ++i) {
            const int load = draw.perPath[static_cast<std::size_t>(chosen[i])];
            flows->push_back(EcmpFlow{tuples[i], topo::ecmpHash(tuples[i], seed), chosen[i],
                                      std::min(nic, path / load)});
        }
    }
    return draw;
}

} // namespace

void validateEcmpExperiment(const EcmpExperiment& e)
{
    if (e.flows < 1 || e.flows > 4096)
        throw Error("the number of flows must be between 1 and 4096", "flows");
    if (e.paths < 1 || e.paths > 1024)
        throw Error("the number of paths must be between 1 and 1024", "paths");
    if (e.trials < 1 || e.trials > 1000000)
        throw Error("the number of trials must be between 1 and 1,000,000", "trials");
    if (!(e.pathRate.inBitsPerSecond() > 0))
        throw Error("the path rate must be positive", "pathRate");
    if (!(e.nicRate.inBitsPerSecond() > 0))
        throw Error("the NIC rate must be positive", "nicRate");
}

double expectedUsedPathFraction(int flows, int paths)
{
    if (paths < 1 || flows < 0)
        return 0.0;
    return 1.0 - std::pow(1.0 - 1.0 / paths, flows);
}

std::vector<topo::FiveTuple> ecmpFlowTuples(int flows, std::uint32_t seed)
{
    // The Rng's stream depends on the seed only; a different constant than the hash seed
    // keeps port entropy and switch seed independent.
    sim::Rng rng(0x9e3779b97f4a7c15ull ^ seed);
    std::vector<topo::FiveTuple> tuples;
    tuples.reserve(static_cast<std::size_t>(std::max(flows, 0)));
    for (int i = 0; i < flows; ++i) {
        topo::FiveTuple tuple;
        const auto server = static_cast<std::uint32_t>(i % 256);
        tuple.sourceIp = ipv4(10, 0, server, 1);
        tuple.destinationIp = ipv4(10, 1, server, 1);
        tuple.sourcePort = static_cast<std::uint16_t>(49152 + rng.below(16384));
        tuples.push_back(tuple);
    }
    return tuples;
}

int ecmpPathIndex(const topo::FiveTuple& tuple, std::uint32_t seed, int paths)
{
    return static_cast<int>(topo::ecmpHash(tuple, seed) % static_cast<std::uint32_t>(paths));
}

EcmpOutcome runEcmpExperiment(const EcmpExperiment& e)
{
    validateEcmpExperiment(e);
    EcmpOutcome out;
    const Draw shown = drawOnce(e, e.seed, &out.flows);
    out.flowsPerPath = shown.perPath;
    out.usedPaths = shown.used;
    out.maxFlowsPerPath = shown.maxLoad;
    out.slowestFlowBps = shown.slowest;
    for (const EcmpFlow& flow : out.flows)
        out.aggregateBps += flow.rateBps;
    out.expectedUsedFraction =
        e.mode == topo::EcmpMode::Spray ? 1.0 : expectedUsedPathFraction(e.flows, e.paths);

    double sum = 0;
    double sumSquares = 0;
    double sumMax = 0;
    double sumSlowest = 0;
    for (int t = 0; t < e.trials; ++t) {
        const Draw draw = drawOnce(e, e.seed + static_cast<std::uint32_t>(t), nullptr);
        const double fraction = static_cast<double>(draw.used) / e.paths;
        sum += fraction;
        sumSquares += fraction * fraction;
        sumMax += draw.maxLoad;
        sumSlowest += draw.slowest;
    }
    const double n = e.trials;
    out.simulatedUsedFraction = sum / n;
    const double variance = n > 1 ? std::max(0.0, (sumSquares - sum * sum / n) / (n - 1)) : 0.0;
    out.usedFractionStandardError = std::sqrt(variance / n);
    out.meanMaxFlowsPerPath = sumMax / n;
    out.meanSlowestFlowBps = sumSlowest / n;
    return out;
}

FullLoadRates fullLoadRates(const topo::Fabric& fabric, topo::Router& router, topo::EcmpMode mode,
                            std::uint32_t seed)
{
    const topo::Graph& graph = fabric.graph;
    // NICs grouped by the leaf they hang off (rail-optimised fabrics included).
    std::map<int, std::vector<topo::NodeId>> byLeaf;
    for (topo::NodeId nic : fabric.nics) {
        if (graph.node(nic).up)
            byLeaf[graph.node(nic).group].push_back(nic);
    }
    if (byLeaf.size() < 2)
        throw Error("full load across the spines needs at least two leaves", "leaves");
    std::vector<std::vector<topo::NodeId>> leaves;
    for (auto& [leaf, nics] : byLeaf)
        leaves.push_back(std::move(nics));

    sim::Rng rng(seed);
    std::vector<topo::Path> paths;
    std::vector<int> ownerServer;
    int flowCount = 0;
    for (std::size_t l = 0; l < leaves.size(); ++l) {
        const std::vector<topo::NodeId>& next = leaves[(l + 1) % leaves.size()];
        for (std::size_t i = 0; i < leaves[l].size(); ++i) {
            const topo::NodeId source = leaves[l][i];
            const topo::NodeId destination = next[i % next.size()];
            topo::FiveTuple tuple;
            tuple.sourceIp = nicAddress(graph, source);
            tuple.destinationIp = nicAddress(graph, destination);
            tuple.sourcePort = static_cast<std::uint16_t>(49152 + rng.below(16384));
            ++flowCount;
            for (topo::WeightedPath& share :
                 router.routeFlow(source, destination, tuple, seed, mode)) {
                paths.push_back(std::move(share.path));
                ownerServer.push_back(fabric.serverOf(source));
            }
        }
    }
    std::vector<double> capacities(graph.channelCount(), 0.0);
    for (topo::ChannelId c = 0; c < capacities.size(); ++c)
        capacities[c] = graph.usable(topo::Graph::linkOf(c)) ? graph.channelCapacityBps(c) : 0.0;
    // Sprayed shares of one flow are solved as separate flows; by symmetry each gets the
    // same fair share, so their sum is the flow's rate.
    const std::vector<double> rates = net::maxMinFairRates(capacities, paths);

    std::map<int, double> perServer;
    for (std::size_t i = 0; i < rates.size(); ++i)
        perServer[ownerServer[i]] += std::isfinite(rates[i]) ? rates[i] : 0.0;
    FullLoadRates out;
    out.flows = flowCount;
    if (perServer.empty())
        return out;
    out.slowestServerBps = perServer.begin()->second;
    double sum = 0;
    for (const auto& [server, rate] : perServer) {
        sum += rate;
        out.slowestServerBps = std::min(out.slowestServerBps, rate);
        out.fastestServerBps = std::max(out.fastestServerBps, rate);
    }
    out.meanServerBps = sum / static_cast<double>(perServer.size());
    return out;
}

} // namespace ailab::core::models::fabric
