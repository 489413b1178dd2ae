#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/hw/roofline.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::hw;

TEST_CASE("Ridge point of every catalog GPU is peak over bandwidth", "[hw][roofline]")
{
    // BF16 dense TFLOPS / HBM TB/s from the datasheets (docs/models.md, Hardware catalogue).
    struct Expected
    {
        const char* id;
        double ridge;
    };
    const Expected expected[] = {{"h100-sxm", 989.0 / 3.35},
                                 {"h200-sxm", 989.0 / 4.8},
                                 {"h100-pcie", 756.0 / 2.0},
                                 {"a100-sxm-80", 312.0 / 2.039}};
    for (const auto& e : expected) {
        const GpuSpec* gpu = findGpu(e.id);
        REQUIRE(gpu);
        const Roof roof = roofFor(*gpu, Precision::BF16);
        CHECK(roof.ridgeIntensity == Approx(e.ridge).epsilon(1e-12));
    }
    CHECK(roofFor(*findGpu("h100-sxm"), Precision::BF16).ridgeIntensity ==
          Approx(295.22).epsilon(1e-4));
    CHECK(roofFor(*findGpu("h200-sxm"), Precision::BF16).ridgeIntensity ==
          Approx(206.04).epsilon(1e-4));
    // FP8 doubles the peak and so the ridge point.
    CHECK(roofFor(*findGpu("h100-sxm"), Precision::FP8).ridgeIntensity == Approx(1979.0 / 3.35));
}

TEST_CASE("A100 has no FP8 roof", "[hw][roofline]")
{
    const GpuSpec& a100 = *findGpu("a100-sxm-80");
    CHECK_FALSE(supportsPrecision(a100, Precision::FP8));
    try {
        roofFor(a100, Precision::FP8);
        FAIL("expected an error");
    } catch (const Error& error) {
        CHECK(error.path() == "precision");
    }
}

TEST_CASE("Attainable FLOPS is the lower of the two roofs", "[hw][roofline]")
{
    const Roof roof = roofFor(*findGpu("h100-sxm"), Precision::BF16);
    CHECK(attainableFlops(roof, 1.0) == Approx(3.35e12));
    CHECK(attainableFlops(roof, 100.0) == Approx(335e12));
    CHECK(attainableFlops(roof, roof.ridgeIntensity) == Approx(989e12));
    CHECK(attainableFlops(roof, 10000.0) == Approx(989e12));
    CHECK_THROWS_AS(attainableFlops(roof, 0.0), Error);
}

TEST_CASE("Kernel intensities follow from their shapes", "[hw][roofline]")
{
    // 2 x 8192^3 FLOP over 2 B x 3 x 8192^2: 8192 / 3 = 2730.7 FLOP/B.
    const Kernel gemm = gemmKernel(8192, 8192, 8192, 2);
    CHECK(gemm.flop == Approx(1.0995116e12).epsilon(1e-6));
    CHECK(gemm.bytes == Approx(402653184.0));
    CHECK(gemm.intensity() == Approx(8192.0 / 3.0));
    // 32 tokens: 2*32*8192^2 / (2 (32*8192 + 8192^2 + 32*8192)) = 32*8192/8256.
    CHECK(gemmKernel(32, 8192, 8192, 2).intensity() == Approx(32.0 * 8192.0 / 8256.0));
    // Attention decode: 4Ld / (2 (2Ld + 2d)) = L / (L + 1), just under 1 FLOP/B in BF16.
    CHECK(attentionDecodeKernel(4096, 128, 2).intensity() == Approx(4096.0 / 4097.0));
    // c = a + b: 1 FLOP per 3 x 2 bytes.
    CHECK(elementwiseAddKernel(1 << 24, 2).intensity() == Approx(1.0 / 6.0));
    CHECK(elementwiseAddKernel(1 << 24, 1).intensity() == Approx(1.0 / 3.0));
    CHECK_THROWS_AS(gemmKernel(0, 1, 1, 2), Error);
}

TEST_CASE("Kernels placed on the H100 roof", "[hw][roofline]")
{
    const Roof roof = roofFor(*findGpu("h100-sxm"), Precision::BF16);
    const auto kernels = teachingKernels(Precision::BF16);
    REQUIRE(kernels.size() == 4);
    const KernelPlacement gemm = placeKernel(roof, kernels[0]);
    CHECK(gemm.computeBound);
    CHECK(gemm.attainableFlops == Approx(989e12));
    CHECK(gemm.seconds == Approx(1.0995116e12 / 989e12).epsilon(1e-6));
    const KernelPlacement skinny = placeKernel(roof, kernels[1]);
    CHECK_FALSE(skinny.computeBound);
    CHECK(skinny.attainableFlops == Approx(32.0 * 8192.0 / 8256.0 * 3.35e12));
    const KernelPlacement add = placeKernel(roof, kernels[3]);
    CHECK_FALSE(add.computeBound);
    CHECK(add.shareOfPeak == Approx(3.35e12 / 6.0 / 989e12));
    CHECK(add.seconds == Approx(6.0 * (1 << 24) / 3.35e12));
}
