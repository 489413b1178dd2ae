#pragma once

#include "core/topo/fabric_builder.h"
#include "core/topo/routing.h"
#include "core/units/units.h"

#include <cstdint>
#include <vector>

// The ECMP explorer: n long flows from one leaf to another over m equal-cost paths (the
// leaf's uplinks). Each flow is a RoCEv2 flow with a real 5-tuple, and the leaf picks its
// path with the switch hash (ecmpHash modulo m, as the router does). Balls into bins:
// on average 1 - (1 - 1/m)^n of the paths carry a flow (docs/models.md, Routing and ECMP);
// colliding flows share a path while others idle, so the slowest flow gets path rate / its load.
namespace ailab::core::models::fabric {

struct EcmpExperiment
{
    int flows = 8; // n
    int paths = 8; // m
    std::uint32_t seed = 1;
    topo::EcmpMode mode = topo::EcmpMode::Hash;
    units::BitRate pathRate = units::BitRate::gigabitsPerSecond(400);
    units::BitRate nicRate = units::BitRate::gigabitsPerSecond(400);
    int trials = 2000; // independent draws for the simulated used-path fraction
};

// Throws core::Error naming "flows", "paths", "trials" or "pathRate"/"nicRate".
void validateEcmpExperiment(const EcmpExperiment& experiment);

// One flow of the shown draw.
struct EcmpFlow
{
    topo::FiveTuple tuple;
    std::uint32_t hash = 0; // ecmpHash(tuple, seed); meaningless when spraying
    int path = 0;           // the chosen path; -1 when sprayed over every path
    double rateBps = 0;     // its max-min fair rate
};

struct EcmpOutcome
{
    // The draw for `seed`: each flow, the flows per path and the resulting rates.
    std::vector<EcmpFlow> flows;
    std::vector<int> flowsPerPath;
    int usedPaths = 0;
    int maxFlowsPerPath = 0;
    double slowestFlowBps = 0;
    double aggregateBps = 0;
    // Over `trials` draws (seeds seed, seed + 1, ...): the mean used-path fraction, its
    // standard error, and the mean of the busiest path's load.
    double simulatedUsedFraction = 0;
    double usedFractionStandardError = 0;
    double meanMaxFlowsPerPath = 0;
    double meanSlowestFlowBps = 0;
    // 1 - (1 - 1/m)^n.
    double expectedUsedFraction = 0;
};

// Expected fraction of m paths that n uniformly hashed flows use: 1 - (1 - 1/m)^n.
double expectedUsedPathFraction(int flows, int paths);

// The 5-tuples of one draw: flow i from NIC 10.0.i.1 to NIC 10.1.i.1 (two leaves in the
// fabric's address plan), UDP to 4791; the source port carries each queue pair's entropy
// (RoCEv2 sets it from the QP), drawn from 49152..65535 by a seeded Rng, so every draw
// (every job start) brings new ports.
std::vector<topo::FiveTuple> ecmpFlowTuples(int flows, std::uint32_t seed);

// The path index a hashing leaf picks for a tuple among m next hops.
int ecmpPathIndex(const topo::FiveTuple& tuple, std::uint32_t seed, int paths);

EcmpOutcome runEcmpExperiment(const EcmpExperiment& experiment);

// Every server sends at once to a server on another leaf (a shift permutation across
// the spines), over the built fabric's routes: the rate each server gets under full
// load, by max-min fairness over the fabric's channels. With ideal spraying it is
// min(NIC rate, NIC rate / oversubscription); hashing can leave some servers slower.
struct FullLoadRates
{
    double meanServerBps = 0;
    double slowestServerBps = 0;
    double fastestServerBps = 0;
    int flows = 0;
};
// Throws core::Error when the fabric has a single leaf (no traffic crosses the spines).
FullLoadRates fullLoadRates(const topo::Fabric& fabric, topo::Router& router, topo::EcmpMode mode,
                            std::uint32_t seed = 1);

} // namespace ailab::core::models::fabric
