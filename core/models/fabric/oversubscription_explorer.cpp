#include "core/models/fabric/oversubscription_explorer.h"

#include "core/error.h"
#include "core/topo/routing.h"

#include <algorithm>
#include <cmath>
#include <exception>

namespace ailab::core::models::fabric {

double OversubscriptionFigures::slowdown(int placement) const
{
    const double* seconds = allReduceSeconds[placement];
    return seconds[1] > 0 ? seconds[0] / seconds[1] : 1.0;
}

OversubscriptionFigures computeOversubscription(const topo::FabricConfig& config,
                                                collective::Algorithm algorithm, double bytes)
{
    OversubscriptionFigures f;
    f.bytes = bytes;
    f.serverNicBps = config.nicRate.inBitsPerSecond() * config.nicsPerServer;
    try {
        const topo::Fabric fabric = topo::buildFabric(config);
        f.leaf = topo::oversubscription(fabric);
        f.downlinksPerLeaf =
            static_cast<int>(std::lround(f.leaf.downlinkBps / config.nicRate.inBitsPerSecond()));
        f.uplinksPerLeaf =
            static_cast<int>(std::lround(f.leaf.uplinkBps / config.uplinkRate.inBitsPerSecond()));
        f.ranks = static_cast<int>(fabric.gpus.size());
        topo::Router router(fabric.graph);
        f.crossesSpines = fabric.leaves.size() > 1;
        if (f.crossesSpines) {
            f.sprayed = fullLoadRates(fabric, router, topo::EcmpMode::Spray);
            f.hashed = fullLoadRates(fabric, router, topo::EcmpMode::Hash);
        }
        // The same fabric with uplinks fast enough for 1:1 (never slower than this one).
        topo::FabricConfig oneToOne = config;
        oneToOne.uplinkRate = units::BitRate::bitsPerSecond(config.uplinkRate.inBitsPerSecond() *
                                                            std::max(1.0, f.leaf.ratio()));
        const topo::Fabric reference = topo::buildFabric(oneToOne);
        topo::Router referenceRouter(reference.graph);
        for (int p = 0; p < 2; ++p) {
            collective::CollectiveRequest request;
            request.algorithm = algorithm;
            request.bytes = bytes;
            request.placement = kOversubscriptionPlacements[p];
            const collective::CollectiveResult here =
                collective::runCollective(fabric, router, request);
            f.allReduceSeconds[p][0] = here.simulatedSeconds;
            f.allReduceSeconds[p][1] =
                collective::runCollective(reference, referenceRouter, request).simulatedSeconds;
            if (p == 0)
                f.closedFormSeconds = here.closedFormSeconds;
        }
    } catch (const Error& error) {
        f.error = error.message();
    } catch (const std::exception& error) {
        f.error = error.what();
    }
    return f;
}

} // namespace ailab::core::models::fabric
