// The iteration cost model (core/infer/iteration_cost.h): a roofline over the forward pass,
// the tensor-parallel all-reduces and the CPU overhead.
#include "core/collective/alpha_beta.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/infer/iteration_cost.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::infer;

TEST_CASE("a decode step at batch 1 is bounded below by the weights over HBM bandwidth",
          "[infer][cost]")
{
    const IterationCostModel model(ReplicaSetup{});
    // 16.06 GB of bf16 weights at 3.35 TB/s: 4.79 ms.
    CHECK(model.weightReadSeconds() == Approx(16.06e9 / 3.35e12).epsilon(0.001));
    IterationWork w;
    w.addDecode(1000);
    const IterationCost c = model.cost(w);
    CHECK_FALSE(c.computeBound);
    CHECK(c.memoryS >= model.weightReadSeconds());
    // The bound at the achievable bandwidth, plus 1000 tokens of KV and the CPU overhead.
    const double kv = 1001 * 131072.0;
    CHECK(c.memoryS == Approx((model.memory().weightBytesPerGpu + kv) / (3.35e12 * 0.85)));
    CHECK(c.seconds == Approx(c.memoryS + 0.001));
    CHECK(c.allReduceS == 0.0);
}

TEST_CASE("prefill FLOPs: 2 per weight and token plus causal attention", "[infer][cost]")
{
    const IterationCostModel model(ReplicaSetup{});
    const TransformerModel& m = model.model();
    IterationWork w;
    w.addPrefill(0, 2048, true);
    const IterationCost c = model.cost(w);
    const double layerWeights = m.parameters() - 2.0 * m.vocabularySize * m.hiddenSize;
    // The embedding lookup costs nothing; the output head runs for the sampled token only.
    CHECK(c.linearFlops ==
          Approx(2.0 * layerWeights * 2048 + 2.0 * m.vocabularySize * m.hiddenSize).epsilon(1e-9));
    // n (n + 1) / 2 query-key pairs, 4 FLOP per pair, head dimension and head, per layer.
    CHECK(c.attentionFlops == Approx(4.0 * 32 * 32 * 128 * (2048.0 * 2049 / 2)));
    // About 2 x 8 B x 2048 = 33 TFLOP: compute bound on an H100.
    CHECK(c.computeBound);
    CHECK(c.computeS == Approx((c.linearFlops + c.attentionFlops) / (989e12 * 0.6)));
    CHECK(c.intensity() > model.roof().ridgeIntensity);
}

TEST_CASE("batching decodes pays until the pass turns compute bound", "[infer][cost]")
{
    const IterationCostModel model(ReplicaSetup{});
    double previousPerToken = 1e9;
    for (int batch : {1, 8, 64, 256}) {
        IterationWork w;
        for (int i = 0; i < batch; ++i)
            w.addDecode(512);
        const IterationCost c = model.cost(w);
        const double perToken = c.seconds / batch;
        INFO(batch);
        CHECK(perToken < previousPerToken);
        previousPerToken = perToken;
    }
}

TEST_CASE("tensor parallelism adds two all-reduces per layer over NVLink", "[infer][cost]")
{
    ReplicaSetup s;
    s.modelId = "llama-3-70b";
    s.tensorParallel = 4;
    const IterationCostModel model(s);
    IterationWork w;
    for (int i = 0; i < 32; ++i)
        w.addDecode(1000);
    const IterationCost c = model.cost(w);
    const double bytes = 32 * 8192 * 2.0;
    const double nvlink = hw::findGpu("h100-sxm")->nvlinkGBps * 1e9 / 2 * 0.8;
    CHECK(c.allReduceS ==
          Approx(2 * 80 * collective::ringAllReduceSeconds(4, bytes, nvlink, 5e-6)));
    CHECK(c.seconds == Approx(std::max(c.computeS, c.memoryS) + c.allReduceS + 0.001));
}

TEST_CASE("fp8 weights run on FP8 Tensor Cores where the GPU has them", "[infer][cost]")
{
    ReplicaSetup s;
    s.weights = WeightPrecision::FP8;
    CHECK(IterationCostModel(s).roof().peakFlops == Approx(1979e12));
    s.gpuId = "a100-sxm-80"; // no FP8: widened to bf16
    CHECK(IterationCostModel(s).roof().peakFlops == Approx(312e12));
    s.weights = WeightPrecision::INT4;
    s.gpuId = "h100-sxm";
    CHECK(IterationCostModel(s).roof().peakFlops == Approx(989e12));
}

TEST_CASE("a slowed replica's iterations take longer; bad factors name the field", "[infer][cost]")
{
    IterationCostModel model(ReplicaSetup{});
    IterationWork w;
    w.addDecode(100);
    const double normal = model.cost(w).seconds;
    model.setThroughputFactor(0.5);
    CHECK(model.cost(w).seconds == Approx((normal - 0.001) * 2 + 0.001));
    CHECK_THROWS_WITH(model.setThroughputFactor(0), Catch::StartsWith("throughputFactor: "));
    CostParameters p;
    p.memoryEfficiency = 1.5;
    CHECK_THROWS_WITH(IterationCostModel(ReplicaSetup{}, p),
                      "memoryEfficiency: expected a share above 0 and at most 1");
}

TEST_CASE("the decode curve: tokens per second rise with the batch, ITL with it", "[infer][cost]")
{
    const IterationCostModel model(ReplicaSetup{});
    const DecodePoint one = decodePoint(model, 1, 1000);
    const DecodePoint many = decodePoint(model, 128, 1000);
    CHECK(one.interTokenS == Approx(one.cost.seconds));
    CHECK(one.tokensPerSecond == Approx(1 / one.cost.seconds));
    CHECK(many.tokensPerSecond > 50 * one.tokensPerSecond);
    CHECK(many.interTokenS > one.interTokenS);
    CHECK_THROWS_WITH(decodePoint(model, 0, 10), Catch::StartsWith("batch: "));
}
