#include "core/hw/roofline.h"

#include "core/error.h"
#include "core/hw/catalog.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::hw {

std::string_view precisionName(Precision precision)
{
    switch (precision) {
    case Precision::BF16:
        return "BF16";
    case Precision::FP16:
        return "FP16";
    case Precision::FP8:
        return "FP8";
    }
    return "BF16";
}

int bytesPerElement(Precision precision)
{
    return precision == Precision::FP8 ? 1 : 2;
}

double peakFlops(const GpuSpec& gpu, Precision precision)
{
    switch (precision) {
    case Precision::BF16:
        return gpu.bf16DenseTflops * 1e12;
    case Precision::FP16:
        return gpu.fp16DenseTflops * 1e12;
    case Precision::FP8:
        return gpu.fp8DenseTflops * 1e12;
    }
    return 0.0;
}

bool supportsPrecision(const GpuSpec& gpu, Precision precision)
{
    return peakFlops(gpu, precision) > 0.0;
}

Roof roofFor(const GpuSpec& gpu, Precision precision)
{
    if (!supportsPrecision(gpu, precision))
        throw Error(fmt::format("{} has no {} Tensor Cores", gpu.name, precisionName(precision)),
                    "precision");
    if (gpu.hbmBandwidthTBps <= 0)
        throw Error(fmt::format("{} has no memory bandwidth in the catalog", gpu.name), "gpu");
    Roof roof;
    roof.gpuId = gpu.id;
    roof.precision = precision;
    roof.peakFlops = peakFlops(gpu, precision);
    roof.bandwidthBps = gpu.hbmBandwidthTBps * 1e12;
    roof.ridgeIntensity = roof.peakFlops / roof.bandwidthBps;
    return roof;
}

double attainableFlops(const Roof& roof, double intensityFlopPerByte)
{
    if (!(intensityFlopPerByte > 0))
        throw Error("arithmetic intensity must be positive", "intensity");
    return std::min(roof.peakFlops, intensityFlopPerByte * roof.bandwidthBps);
}

namespace {
void requirePositive(long long value, const char* path)
{
    if (value <= 0)
        throw Error(fmt::format("{} must be positive", path), path);
}
} // namespace

Kernel gemmKernel(long long m, long long n, long long k, int elementBytes)
{
    requirePositive(m, "m");
    requirePositive(n, "n");
    requirePositive(k, "k");
    requirePositive(elementBytes, "element_bytes");
    const double md = double(m), nd = double(n), kd = double(k);
    Kernel kernel;
    kernel.kind = (m == n && n == k) ? KernelKind::Gemm : KernelKind::GemmSkinny;
    kernel.id = fmt::format("gemm-{}x{}x{}", m, n, k);
    kernel.shape = fmt::format("M = {}, N = {}, K = {}", m, n, k);
    kernel.flop = 2.0 * md * nd * kd;
    kernel.bytes = elementBytes * (md * kd + kd * nd + md * nd);
    return kernel;
}

Kernel attentionDecodeKernel(long long contextTokens, long long headDim, int elementBytes)
{
    requirePositive(contextTokens, "context_tokens");
    requirePositive(headDim, "head_dim");
    requirePositive(elementBytes, "element_bytes");
    const double l = double(contextTokens), d = double(headDim);
    Kernel kernel;
    kernel.kind = KernelKind::AttentionDecode;
    kernel.id = fmt::format("attention-decode-{}", contextTokens);
    kernel.shape = fmt::format("L = {} cached tokens, d = {}", contextTokens, headDim);
    kernel.flop = 4.0 * l * d;
    kernel.bytes = elementBytes * (2.0 * l * d + 2.0 * d);
    return kernel;
}

Kernel elementwiseAddKernel(long long elements, int elementBytes)
{
    requirePositive(elements, "elements");
    requirePositive(elementBytes, "element_bytes");
    Kernel kernel;
    kernel.kind = KernelKind::ElementwiseAdd;
    kernel.id = fmt::format("add-{}", elements);
    kernel.shape = fmt::format("n = {}", elements);
    kernel.flop = double(elements);
    kernel.bytes = 3.0 * elementBytes * double(elements);
    return kernel;
}

KernelPlacement placeKernel(const Roof& roof, const Kernel& kernel)
{
    KernelPlacement placement;
    placement.kernel = kernel;
    placement.attainableFlops = attainableFlops(roof, kernel.intensity());
    placement.computeBound = kernel.intensity() >= roof.ridgeIntensity;
    placement.seconds = std::max(kernel.flop / roof.peakFlops, kernel.bytes / roof.bandwidthBps);
    placement.shareOfPeak = placement.attainableFlops / roof.peakFlops;
    return placement;
}

std::vector<Kernel> teachingKernels(Precision precision)
{
    const int e = bytesPerElement(precision);
    return {gemmKernel(8192, 8192, 8192, e), gemmKernel(32, 8192, 8192, e),
            attentionDecodeKernel(4096, 128, e), elementwiseAddKernel(1LL << 24, e)};
}

} // namespace ailab::core::hw
