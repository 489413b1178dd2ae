#pragma once

#include <string>
#include <string_view>
#include <vector>

// The roofline model (Williams, Waterman and Patterson, "Roofline: an insightful visual
// performance model for multicore architectures", CACM 52(4), 2009): a kernel of
// arithmetic intensity I (FLOP per byte moved to or from memory) attains at most
// min(peak FLOP/s, I x memory bandwidth). The ridge point peak / bandwidth is the
// intensity from which a kernel can be compute bound.
namespace ailab::core::hw {

struct GpuSpec; // core/hw/catalog.h

enum class Precision { BF16, FP16, FP8 };

std::string_view precisionName(Precision precision); // "BF16", "FP16", "FP8"
int bytesPerElement(Precision precision);            // 2, 2, 1
// Dense Tensor Core peak in FLOP/s; 0 when the GPU has no such Tensor Cores (A100 FP8).
double peakFlops(const GpuSpec& gpu, Precision precision);
bool supportsPrecision(const GpuSpec& gpu, Precision precision);

struct Roof
{
    std::string gpuId;
    Precision precision = Precision::BF16;
    double peakFlops = 0;      // FLOP/s
    double bandwidthBps = 0;   // HBM bytes per second
    double ridgeIntensity = 0; // FLOP/byte: peak / bandwidth
};

// Throws core::Error (path "precision") when the GPU lacks Tensor Cores for it.
Roof roofFor(const GpuSpec& gpu, Precision precision);
// min(peak, intensity x bandwidth); intensity must be positive (path "intensity").
double attainableFlops(const Roof& roof, double intensityFlopPerByte);

enum class KernelKind { Gemm, GemmSkinny, AttentionDecode, ElementwiseAdd };

// A kernel with its work and traffic counted from its shape. Only compulsory traffic is
// counted (each operand read once, each result written once): the roofline's assumption.
struct Kernel
{
    KernelKind kind = KernelKind::Gemm;
    std::string id;    // "gemm-8192"
    std::string shape; // "M = N = K = 8192"
    double flop = 0;
    double bytes = 0;
    double intensity() const { return bytes > 0 ? flop / bytes : 0.0; }
};

// C[MxN] = A[MxK] B[KxN]: 2MNK FLOP (a multiply and an add per term);
// bytes = e (MK + KN + MN) with e bytes per element.
Kernel gemmKernel(long long m, long long n, long long k, int elementBytes);
// One decode step of multi-head attention for one sequence and one head: q.K^T over L
// cached keys (2Ld FLOP) and p.V over L cached values (2Ld FLOP); it reads the K and V
// caches (2Ld elements) plus q and writes the output (2d elements): 4Ld / (e(2Ld + 2d)),
// about 2/e FLOP per byte whatever the batch, since every sequence has its own cache.
Kernel attentionDecodeKernel(long long contextTokens, long long headDim, int elementBytes);
// c = a + b over n elements: n FLOP for 3n elements moved (two reads, one write).
Kernel elementwiseAddKernel(long long elements, int elementBytes);

// Where a kernel sits under a roof.
struct KernelPlacement
{
    Kernel kernel;
    double attainableFlops = 0; // FLOP/s
    bool computeBound = false;  // intensity >= ridge
    double seconds = 0;         // max(flop / peak, bytes / bandwidth)
    double shareOfPeak = 0;     // attainable / peak
};
KernelPlacement placeKernel(const Roof& roof, const Kernel& kernel);

// The lab's teaching kernels at one precision: GEMM M = N = K = 8192, the same GEMM with 32
// tokens (M = 32, as in small-batch decode), attention decode over 4,096 tokens with head
// dimension 128, and an element-wise add of 2^24 elements.
std::vector<Kernel> teachingKernels(Precision precision);

} // namespace ailab::core::hw
