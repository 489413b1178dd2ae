#include "core/collective/sweep.h"

#include "core/error.h"

#include <cmath>

namespace ailab::core::collective {

std::vector<double> sweepSizes(double minBytes, double maxBytes, double factor)
{
    if (!(minBytes > 0) || !std::isfinite(minBytes))
        throw Error("the smallest size must be positive", "minBytes");
    if (!(maxBytes >= minBytes) || !std::isfinite(maxBytes))
        throw Error("the largest size must be at least the smallest", "maxBytes");
    if (!(factor > 1.0) || !std::isfinite(factor))
        throw Error("the size factor must be greater than 1", "factor");
    std::vector<double> sizes;
    // Relative tolerance, so that 1 KiB x 2^22 still counts as 4 GiB exactly.
    for (double size = minBytes; size <= maxBytes * (1.0 + 1e-9); size *= factor)
        sizes.push_back(size);
    return sizes;
}

std::vector<double> defaultSweepSizes()
{
    return sweepSizes(1024.0, 4.0 * 1024.0 * 1024.0 * 1024.0, 2.0);
}

SweepPoint sweepPoint(const topo::Fabric& fabric, topo::Router& router,
                      const CollectiveRequest& request)
{
    const CollectiveResult result = runCollective(fabric, router, request);
    const int ranks = request.ranks > 0 ? request.ranks : static_cast<int>(fabric.gpus.size());
    SweepPoint point;
    point.bytes = request.bytes;
    point.simulatedSeconds = result.simulatedSeconds;
    point.closedFormSeconds = result.closedFormSeconds;
    point.algbwBytesPerSecond = result.algbwBytesPerSecond;
    point.busbwBytesPerSecond = result.busbwBytesPerSecond;
    point.closedFormBusbwBytesPerSecond =
        result.closedFormSeconds > 0
            ? busBandwidth(request.op, ranks, request.bytes, result.closedFormSeconds)
            : 0.0;
    point.maxLinkUtilisation = result.maxLinkUtilisation;
    return point;
}

std::vector<SweepPoint> runSweep(const SweepRequest& request, const SweepCallback& callback)
{
    for (std::size_t i = 0; i < request.sizes.size(); ++i) {
        if (!(request.sizes[i] > 0) || !std::isfinite(request.sizes[i]))
            throw Error("every size must be positive", "sizes/" + std::to_string(i));
    }
    const topo::Fabric fabric = topo::buildFabric(request.fabric);
    topo::Router router(fabric.graph);
    std::vector<SweepPoint> points;
    points.reserve(request.sizes.size());
    const int total = static_cast<int>(request.sizes.size());
    for (double size : request.sizes) {
        CollectiveRequest one = request.collective;
        one.bytes = size;
        one.recordSteps = false;
        points.push_back(sweepPoint(fabric, router, one));
        if (callback && !callback(points.back(), static_cast<int>(points.size()), total))
            break;
    }
    return points;
}

} // namespace ailab::core::collective
