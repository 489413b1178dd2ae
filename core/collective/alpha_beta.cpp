#include "core/collective/alpha_beta.h"

namespace ailab::core::collective {

int ceilLog2(int value)
{
    int steps = 0;
    for (long long reach = 1; reach < value; reach *= 2)
        ++steps;
    return steps;
}

double ringAllReduceBytesPerRank(int ranks, double bytes)
{
    return ranks <= 1 ? 0.0 : 2.0 * (ranks - 1) / ranks * bytes;
}

double ringAllReduceSeconds(int ranks, double bytes, double bytesPerSecond, double alpha)
{
    if (ranks <= 1)
        return 0.0;
    return 2.0 * (ranks - 1) * alpha + ringAllReduceBytesPerRank(ranks, bytes) / bytesPerSecond;
}

double recursiveDoublingAllReduceSeconds(int ranks, double bytes, double bytesPerSecond,
                                         double alpha)
{
    return ceilLog2(ranks) * (alpha + bytes / bytesPerSecond);
}

double rabenseifnerAllReduceSeconds(int ranks, double bytes, double bytesPerSecond, double alpha)
{
    if (ranks <= 1)
        return 0.0;
    return 2.0 * ceilLog2(ranks) * alpha + ringAllReduceBytesPerRank(ranks, bytes) / bytesPerSecond;
}

double treeAllReduceSeconds(int ranks, double bytes, double bytesPerSecond, double alpha)
{
    if (ranks <= 1)
        return 0.0;
    return 2.0 * ceilLog2(ranks) * alpha + 2.0 * bytes / bytesPerSecond;
}

double hierarchicalAllReduceSeconds(int nodes, int gpusPerNode, double bytes,
                                    double nvlinkBytesPerSecond, double nicBytesPerSecond,
                                    double nvlinkAlpha, double nicAlpha)
{
    const double inside =
        ringAllReduceSeconds(gpusPerNode, bytes, nvlinkBytesPerSecond, nvlinkAlpha);
    const double across = gpusPerNode > 0 ? ringAllReduceSeconds(nodes, bytes / gpusPerNode,
                                                                 nicBytesPerSecond, nicAlpha)
                                          : 0.0;
    return inside + across;
}

double ringAllGatherSeconds(int ranks, double bytes, double bytesPerSecond, double alpha)
{
    if (ranks <= 1)
        return 0.0;
    return (ranks - 1) * alpha + double(ranks - 1) / ranks * bytes / bytesPerSecond;
}

double ringReduceScatterSeconds(int ranks, double bytes, double bytesPerSecond, double alpha)
{
    return ringAllGatherSeconds(ranks, bytes, bytesPerSecond, alpha);
}

double binomialBroadcastSeconds(int ranks, double bytes, double bytesPerSecond, double alpha)
{
    return ceilLog2(ranks) * (alpha + bytes / bytesPerSecond);
}

double busBandwidthFactor(CollectiveOp op, int ranks)
{
    if (ranks <= 1)
        return op == CollectiveOp::Broadcast ? 1.0 : 0.0;
    switch (op) {
    case CollectiveOp::AllReduce:
        return 2.0 * (ranks - 1) / ranks;
    case CollectiveOp::AllGather:
    case CollectiveOp::ReduceScatter:
        return double(ranks - 1) / ranks;
    case CollectiveOp::Broadcast:
        return 1.0;
    }
    return 1.0;
}

double algorithmBandwidth(double bytes, double seconds)
{
    return seconds > 0 ? bytes / seconds : 0.0;
}

double busBandwidth(CollectiveOp op, int ranks, double bytes, double seconds)
{
    return algorithmBandwidth(bytes, seconds) * busBandwidthFactor(op, ranks);
}

} // namespace ailab::core::collective
