#pragma once

// Closed-form collective costs: the alpha-beta (Hockney) model, with p ranks, n bytes, a
// per-message latency alpha (seconds) and a bandwidth B (bytes per second), beta = 1/B.
// Sources: Thakur, Rabenseifner and Gropp, "Optimization of Collective Communication
// Operations in MPICH" (IJHPCA 2005); docs/models.md, Collectives. Every function returns 0
// for a single rank.
namespace ailab::core::collective {

// Ring all-reduce: 2(p-1) alpha + 2(p-1)/p n beta.
double ringAllReduceSeconds(int ranks, double bytes, double bytesPerSecond, double alpha);
// Recursive doubling: lg p (alpha + n beta) (p a power of two; otherwise ceil(lg p)).
double recursiveDoublingAllReduceSeconds(int ranks, double bytes, double bytesPerSecond,
                                         double alpha);
// Rabenseifner (reduce-scatter by recursive halving, all-gather by recursive doubling):
// 2 lg p alpha + 2(p-1)/p n beta.
double rabenseifnerAllReduceSeconds(int ranks, double bytes, double bytesPerSecond, double alpha);
// Binary-tree all-reduce as reduce then broadcast, pipelined in the limit of many chunks:
// 2 ceil(lg p) alpha + 2 n beta (each link carries the message once up and once down).
double treeAllReduceSeconds(int ranks, double bytes, double bytesPerSecond, double alpha);
// Hierarchical: ring inside each server over NVLink, then ring across servers over NICs
// with each GPU carrying 1/k of the data: 2(k-1)/k n/B_nvlink + 2(N-1)/N (n/k)/B_nic plus
// 2(k-1) alpha_nvlink + 2(N-1) alpha_nic (docs/models.md, Collectives).
double hierarchicalAllReduceSeconds(int nodes, int gpusPerNode, double bytes,
                                    double nvlinkBytesPerSecond, double nicBytesPerSecond,
                                    double nvlinkAlpha, double nicAlpha);
// Ring all-gather and ring reduce-scatter (n is the whole gathered/reduced buffer):
// (p-1) alpha + (p-1)/p n beta.
double ringAllGatherSeconds(int ranks, double bytes, double bytesPerSecond, double alpha);
double ringReduceScatterSeconds(int ranks, double bytes, double bytesPerSecond, double alpha);
// Binomial-tree broadcast: ceil(lg p)(alpha + n beta).
double binomialBroadcastSeconds(int ranks, double bytes, double bytesPerSecond, double alpha);

// Bytes each rank sends in a ring all-reduce: 2(p-1)/p n.
double ringAllReduceBytesPerRank(int ranks, double bytes);

// nccl-tests (doc/PERFORMANCE.md): algbw = n / t; busbw = algbw x factor, with the factor
// 2(p-1)/p for all-reduce, (p-1)/p for reduce-scatter and all-gather, 1 for broadcast.
enum class CollectiveOp { AllReduce, AllGather, ReduceScatter, Broadcast };
double busBandwidthFactor(CollectiveOp op, int ranks);
double algorithmBandwidth(double bytes, double seconds);
double busBandwidth(CollectiveOp op, int ranks, double bytes, double seconds);

int ceilLog2(int value); // ceil(lg value); 0 for 1

} // namespace ailab::core::collective
