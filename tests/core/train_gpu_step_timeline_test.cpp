#include "core/error.h"
#include "core/train/gpu_step_timeline.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::train;

TEST_CASE("the per-GPU step: data load, forward, backward, all-reduce, optimizer", "[train]")
{
    const topo::ServerGraph s = topo::buildServer(topo::dgxH100Server());
    GpuStepInputs in; // 1.3e9 parameters, 65,536 tokens, MFU 0.4, 0.25 GB per GPU
    const StepTimeline t = computeStepTimeline(s, in);
    // 6 N T FLOPs over 8 x 989 TFLOPS x 0.4.
    const double compute = 6 * 1.3e9 * 65536 / (8 * 989e12 * 0.4);
    CHECK(t.step.computeSeconds == Approx(compute));
    CHECK(t.forwardSeconds == Approx(compute / 3));
    CHECK(t.backwardSeconds == Approx(2 * compute / 3));
    // 28 B per parameter through 3.35 TB/s of HBM.
    CHECK(t.optimizerSeconds == Approx(1.3e9 * 28 / 3.35e12));
    // 2.6 GB of BF16 gradients over the NVSwitch ring.
    CHECK(t.step.allReduceBytes == Approx(2.6e9));
    CHECK(t.allReduce.seconds == Approx(14 * 0.4e-6 + 1.75 * 2.6e9 / 450e9));
    // Data load: two GPUs share each switch's uplink (64 GB/s), so 32 GB/s each; the route
    // dram -> cpu -> switch -> gpu has 0.1 + 0.25 + 0.25 us.
    REQUIRE(t.gpus.size() == 8);
    CHECK(t.gpus[0].dataRoute.nodeNames(s.graph).front() ==
          std::vector<std::string>{"dram0", "cpu0", "pcie-sw0", "gpu0"});
    CHECK(t.gpus[5].dataRoute.nodeNames(s.graph).front().front() == "dram1");
    CHECK(t.gpus[0].dataLoadSeconds == Approx(0.6e-6 + 0.25e9 / 32e9));
    const double ready = t.gpus[0].dataLoadSeconds + compute;
    CHECK(t.allReduceStart == Approx(ready));
    CHECK(t.stepSeconds == Approx(ready + t.allReduce.seconds + t.optimizerSeconds));
    CHECK(t.computeShare == Approx(compute / t.stepSeconds));

    double progress = 0;
    CHECK(t.phaseAt(3, 0.0) == StepPhase::DataLoad);
    CHECK(t.phaseAt(3, t.gpus[3].dataLoadSeconds + compute / 6, &progress) == StepPhase::Forward);
    CHECK(progress == Approx(0.5));
    CHECK(t.phaseAt(3, ready + 1e-4) == StepPhase::AllReduce);
    CHECK(t.phaseAt(3, t.stepSeconds - 1e-6) == StepPhase::Optimizer);
    CHECK(t.phaseAt(3, t.stepSeconds + 1) == StepPhase::Done);
}

TEST_CASE("GPUs on a busier PCIe path wait for the others before the all-reduce", "[train]")
{
    // The workstation's four GPUs share one DRAM bus (307.2 GB/s / 4 = 76.8 GB/s) but each
    // has its own root port (64 GB/s): PCIe is the bottleneck, all equal.
    const topo::ServerGraph w = topo::buildServer(topo::pcieWorkstation());
    GpuStepInputs in;
    in.dataBytesPerGpu = 1e9;
    const StepTimeline t = computeStepTimeline(w, in);
    CHECK(t.gpus[0].dataLoadSeconds == Approx(0.35e-6 + 1e9 / 64e9));
    CHECK(t.gpus[0].dataLoadSeconds == Approx(t.gpus[3].dataLoadSeconds));
    for (const GpuTimeline& g : t.gpus)
        CHECK(g.spans[3].end - g.spans[3].start == Approx(0.0).margin(1e-12));
}
