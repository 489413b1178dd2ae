#pragma once

#include "core/collective/collective_run.h"
#include "core/models/fabric/ecmp_explorer.h"
#include "core/topo/fabric_builder.h"

#include <string>

// The fabric lab's oversubscription calculator: servers (downlinks) and uplinks per leaf
// with their rates give the ratio (seed: 8 x 400G down, 4 x 400G up = 2:1); the rate each
// server gets when all send across the spines at once; and an all-reduce on the built
// fabric against the same fabric made 1:1, for block and round-robin rank placement.
namespace ailab::core::models::fabric {

// The rank placements of OversubscriptionFigures::allReduceSeconds' rows, in order.
inline constexpr collective::Placement kOversubscriptionPlacements[2] = {
    collective::Placement::Block, collective::Placement::RoundRobin};

struct OversubscriptionFigures
{
    topo::Oversubscription leaf; // the worst leaf of the built fabric
    int downlinksPerLeaf = 0;
    int uplinksPerLeaf = 0;
    double serverNicBps = 0; // one server's NICs together: NIC rate x NICs per server
    FullLoadRates sprayed;
    FullLoadRates hashed;
    bool crossesSpines = false; // false for a single leaf: no full-load figure
    // [placement][0: this fabric, 1: the same fabric at 1:1], simulated seconds.
    double allReduceSeconds[2][2] = {{0, 0}, {0, 0}};
    double closedFormSeconds = 0; // of the ring on this fabric, block placement
    double bytes = 0;
    int ranks = 0;
    // The message of the error that made the fabric or a run impossible; empty when every
    // figure is computed. The figures are made on a worker thread, so the error comes
    // back here rather than as an exception.
    std::string error;

    // This fabric's all-reduce time over the 1:1 fabric's, for row `placement`; 1 when
    // the 1:1 run took no time.
    double slowdown(int placement) const;
};

// Builds the fabric of `config` and the same fabric with uplinks fast enough for 1:1,
// then computes every figure: the worst leaf's ratio, full-load rates with spraying and
// hashing, and the all-reduce of `bytes` with `algorithm` on both, for each placement.
OversubscriptionFigures computeOversubscription(const topo::FabricConfig& config,
                                                collective::Algorithm algorithm, double bytes);

} // namespace ailab::core::models::fabric
