#pragma once

#include "core/collective/collective_run.h"
#include "core/topo/fabric_builder.h"

#include <functional>
#include <vector>

// A message-size sweep, as nccl-tests runs one (-b 1K -e 4G -f 2): the same collective on
// the same fabric at every size, simulated on the flow engine (runCollective) and in
// closed form (alpha-beta), with algbw and busbw as nccl-tests defines them. Small
// messages are latency-bound (time flat in size), large ones bandwidth-bound (busbw
// approaches the link rate).
namespace ailab::core::collective {

struct SweepRequest
{
    topo::FabricConfig fabric;
    CollectiveRequest collective; // everything but the size
    std::vector<double> sizes;    // bytes, each > 0
};

struct SweepPoint
{
    double bytes = 0;
    double simulatedSeconds = 0;
    double closedFormSeconds = 0;
    double algbwBytesPerSecond = 0;
    double busbwBytesPerSecond = 0;
    double closedFormBusbwBytesPerSecond = 0;
    double maxLinkUtilisation = 0;
};

// Sizes from `minBytes` to `maxBytes` (both included when max = min x factor^k), each
// `factor` times the one before; nccl-tests' -b/-e/-f. Throws core::Error naming
// "minBytes", "maxBytes" or "factor".
std::vector<double> sweepSizes(double minBytes, double maxBytes, double factor = 2.0);

// 1 KiB to 4 GiB, doubling: 23 sizes.
std::vector<double> defaultSweepSizes();

// Called after each point; return false to stop the sweep early (a cancel).
using SweepCallback = std::function<bool(const SweepPoint& point, int done, int total)>;

// Builds the fabric once and runs the collective at every size in order. Returns the
// points computed (fewer than the sizes when the callback stopped it). Throws
// core::Error for an invalid fabric or request (from the builder and runCollective).
std::vector<SweepPoint> runSweep(const SweepRequest& request, const SweepCallback& callback = {});

// One point on an already built fabric (what runSweep does for each size).
SweepPoint sweepPoint(const topo::Fabric& fabric, topo::Router& router,
                      const CollectiveRequest& request);

} // namespace ailab::core::collective
