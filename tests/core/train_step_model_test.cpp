#include "core/error.h"
#include "core/collective/alpha_beta.h"
#include "core/train/step_model.h"

#include <catch2/catch.hpp>

using namespace ailab::core::train;
namespace collective = ailab::core::collective;

namespace {
// 4 servers x 8 H100 (989 TFLOPS BF16), 7B parameters, 524,288 tokens, 400 Gb/s per GPU.
StepInputs healthy()
{
    return StepInputs{};
}
} // namespace

TEST_CASE("ring all-reduce sends 2(N-1)/N of the data per rank", "[train]")
{
    // AI Infrastructure Explained, section 05.5: N = 8, S = 1 GB -> 1.75 GB per rank.
    CHECK(collective::ringAllReduceBytesPerRank(8, 1e9) == Approx(1.75e9));
    CHECK(collective::ringAllReduceBytesPerRank(1, 1e9) == 0.0);
    // Alpha-beta: 2(p-1) alpha + 2(p-1)/p S / B = 14 x 5 us + 1.75 GB / 50 GB/s.
    CHECK(collective::ringAllReduceSeconds(8, 1e9, 50e9, 5e-6) == Approx(14 * 5e-6 + 0.035));
}

TEST_CASE("the healthy step matches the hand calculation", "[train]")
{
    const StepBreakdown b = evaluateStep(healthy());
    // 6 x 7e9 x 524,288 FLOPs over 32 x 989e12 x 0.4 FLOP/s.
    const double compute = 6.0 * 7e9 * 524288 / (32 * 989e12 * 0.4);
    CHECK(b.flopsPerStep == Approx(2.2020096e16));
    CHECK(b.computeSeconds == Approx(compute));
    CHECK(b.computeSeconds == Approx(1.739456).epsilon(1e-5));
    // 2 B x 7e9 gradients; each rank sends 2 x 31/32 x 14 GB = 27.125 GB at 50 GB/s.
    CHECK(b.allReduceBytes == Approx(14e9));
    CHECK(b.allReduceBytesPerRank == Approx(27.125e9));
    CHECK(b.communicationSeconds == Approx(0.5425 + 62 * 5e-6));
    // Half of the compute (0.87 s) hides the whole all-reduce (0.54 s).
    CHECK(b.exposedCommunicationSeconds == 0.0);
    // 32 GB per step at 40 GB/s = 0.8 s, prefetched under 1.74 s of compute.
    CHECK(b.dataLoadSeconds == Approx(0.8));
    CHECK(b.dataWaitSeconds == 0.0);
    // 16 B x 7e9 = 112 GB at 10 GB/s = 11.2 s, every 1,000 steps.
    CHECK(b.checkpointBytes == Approx(112e9));
    CHECK(b.checkpointWriteSeconds == Approx(11.2));
    CHECK(b.checkpointPerStepSeconds == Approx(0.0112));
    CHECK(b.stepSeconds == Approx(compute + 0.0112));
    CHECK(b.gpuUtilisation == Approx(compute / (compute + 0.0112)));
    CHECK(b.stepsPerSecond == Approx(1.0 / (compute + 0.0112)));
    CHECK(b.bottleneck == Layer::Compute);
}

TEST_CASE("slower storage makes the step storage-bound", "[train]")
{
    StepInputs in = healthy();
    const double healthyStep = evaluateStep(in).stepSeconds;
    in.degradations.storageSlowdown = 4.0;
    const StepBreakdown b = evaluateStep(in);
    // 32 GB at 10 GB/s = 3.2 s; the GPUs wait 3.2 - 1.739 s.
    CHECK(b.dataLoadSeconds == Approx(3.2));
    CHECK(b.dataWaitSeconds == Approx(3.2 - b.computeSeconds));
    CHECK(b.checkpointPerStepSeconds == Approx(0.0448));
    CHECK(b.stepSeconds == Approx(3.2 + 0.0448));
    CHECK(b.stepSeconds > healthyStep);
    CHECK(b.bottleneck == Layer::Storage);
    CHECK(b.gpuUtilisation < 0.6);
}

TEST_CASE("a congested network exposes the all-reduce", "[train]")
{
    StepInputs in = healthy();
    const double healthyStep = evaluateStep(in).stepSeconds;
    in.degradations.networkBandwidthFraction = 0.2;
    const StepBreakdown b = evaluateStep(in);
    // 27.125 GB at 10 GB/s = 2.7125 s; compute hides 0.5 x 1.739 s of it.
    CHECK(b.communicationSeconds == Approx(2.7125 + 62 * 5e-6));
    CHECK(b.exposedCommunicationSeconds == Approx(b.communicationSeconds - 0.5 * b.computeSeconds));
    CHECK(b.stepSeconds > healthyStep + 1.0);
    CHECK(b.bottleneck == Layer::Network);
    CHECK(b.gainIfFasterSeconds[1] > b.gainIfFasterSeconds[0]);
}

TEST_CASE("a power cap slows compute and names the power layer", "[train]")
{
    StepInputs in = healthy();
    const StepBreakdown before = evaluateStep(in);
    in.degradations.powerCap = 0.6;
    const StepBreakdown b = evaluateStep(in);
    // ((0.6 - 0.2) / 0.8)^(1/3) = 0.5^(1/3).
    CHECK(b.powerThroughputFactor == Approx(0.7937005));
    CHECK(b.computeSeconds == Approx(before.computeSeconds / 0.7937005));
    CHECK(b.stepSeconds > before.stepSeconds);
    CHECK(b.bottleneck == Layer::Power);
    // Busy but slow: utilisation hides the cap.
    CHECK(b.gpuUtilisation > 0.99);
}

TEST_CASE("power throughput model", "[train]")
{
    CHECK(powerThroughputFactor(1.0, 0.2) == 1.0);
    CHECK(powerThroughputFactor(0.2, 0.2) == 0.0);
    CHECK(powerThroughputFactor(0.6, 0.2) == Approx(std::cbrt(0.5)));
}

TEST_CASE("invalid inputs name their field", "[train]")
{
    StepInputs in = healthy();
    in.servers = 0;
    CHECK_THROWS_WITH(evaluateStep(in), Catch::Contains("/model/servers"));
    in = healthy();
    in.degradations.networkBandwidthFraction = 0.0;
    try {
        evaluateStep(in);
        FAIL("expected an error");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/model/degradations/networkBandwidthFraction");
    }
    in = healthy();
    in.degradations.powerCap = 0.1;
    CHECK_THROWS_AS(evaluateStep(in), ailab::core::Error);
}

TEST_CASE("the step model is deterministic", "[train]")
{
    StepInputs in = healthy();
    in.degradations.storageSlowdown = 3.3;
    in.degradations.networkBandwidthFraction = 0.37;
    const StepBreakdown a = evaluateStep(in);
    const StepBreakdown b = evaluateStep(in);
    CHECK(a.stepSeconds == b.stepSeconds);
    CHECK(a.gainIfFasterSeconds == b.gainIfFasterSeconds);
}
