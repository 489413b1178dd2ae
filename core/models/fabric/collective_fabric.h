#pragma once

#include "core/collective/collective_run.h"
#include "core/topo/fabric_builder.h"

// The fabrics the fabric lab's collective explorer runs on: its sweep over message sizes,
// and the ring all-reduce it plays step by step.
namespace ailab::core::models::fabric {

// `servers` servers of `gpusPerServer` GPUs with one NIC per GPU (as in a DGX H100) at
// `nicGbps`, on leaves of four servers (1 to 64 leaves) and as many spines (2 to 16), the
// uplinks at the NIC rate and enough of them per leaf-spine pair for 1:1.
topo::FabricConfig collectiveFabric(int servers, int gpusPerServer, int nicGbps);

// The ring all-reduce of `bytes` over `ranks` single-GPU servers of collectiveFabric, every
// step recorded. Throws core::Error for a fabric or run that is impossible.
collective::CollectiveResult recordedRingAllReduce(int ranks, double bytes, int nicGbps);

} // namespace ailab::core::models::fabric
