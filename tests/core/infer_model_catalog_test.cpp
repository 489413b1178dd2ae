// The serving engine's model catalogue and replica memory (core/infer/model_catalog.h,
// replica_setup.h): parameters from each published config, KV bytes per token, the KV
// cache in what the weights leave.
#include "core/error.h"
#include "core/infer/model_catalog.h"
#include "core/infer/replica_setup.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::infer;

TEST_CASE("the catalogue's parameter counts match each model card", "[infer][catalog]")
{
    for (const TransformerModel& m : transformerModels()) {
        INFO(m.id);
        CHECK(m.headSize * m.attentionHeads == m.hiddenSize);
        CHECK(m.parameters() == Approx(m.publishedParameters).epsilon(0.002));
        CHECK_FALSE(m.source.empty());
    }
    REQUIRE(findTransformerModel("llama-3-8b") != nullptr);
    CHECK(findTransformerModel("gpt-5") == nullptr);
}

TEST_CASE("KV bytes per token: 2 x layers x KV heads x head size x bytes", "[infer][catalog]")
{
    // Llama 2 7B has no grouped-query attention: 2 x 32 x 32 x 128 x 2 = 512 KiB.
    CHECK(findTransformerModel("llama-2-7b")->kvBytesPerToken() == 524288.0);
    // Llama 3 8B: 8 KV heads, 2 x 32 x 8 x 128 x 2 = 128 KiB.
    CHECK(findTransformerModel("llama-3-8b")->kvBytesPerToken() == 131072.0);
    // The 70B models: 2 x 80 x 8 x 128 x 2 = 320 KiB; fp8 halves it.
    CHECK(findTransformerModel("llama-2-70b")->kvBytesPerToken() == 327680.0);
    CHECK(findTransformerModel("llama-3-70b")->kvBytesPerToken() == 327680.0);
    CHECK(findTransformerModel("llama-3-70b")->kvBytesPerToken(KvPrecision::FP8) == 163840.0);
}

TEST_CASE("bytes per weight for bf16, fp8 and int4", "[infer][catalog]")
{
    CHECK(bytesPerWeight(WeightPrecision::BF16) == 2.0);
    CHECK(bytesPerWeight(WeightPrecision::FP8) == 1.0);
    CHECK(bytesPerWeight(WeightPrecision::INT4) == 0.5);
    const TransformerModel& m = *findTransformerModel("llama-3-8b");
    CHECK(m.weightBytes(WeightPrecision::BF16) == Approx(16.06e9).epsilon(0.001));
    CHECK(parseWeightPrecision("int4", "w") == WeightPrecision::INT4);
    CHECK_THROWS_WITH(parseWeightPrecision("fp4", "--weights"),
                      "--weights: unknown weight precision 'fp4'; expected bf16, fp8 or int4");
}

TEST_CASE("the KV cache gets what gpu_memory_utilization leaves after the weights",
          "[infer][catalog]")
{
    ReplicaSetup s; // Llama 3 8B on one H100 SXM at 0.9
    const MemoryPlan p = memoryPlan(s);
    CHECK(p.usableBytes == Approx(72e9));
    CHECK(p.weightBytesPerGpu == Approx(16.06e9).epsilon(0.001));
    CHECK(p.kvBytesPerGpu == Approx(72e9 - p.weightBytesPerGpu - 2e9));
    CHECK(p.kvBlocks == static_cast<long long>(p.kvBytesPerGpu / (16 * 131072.0)));
    CHECK(p.kvTokenCapacity == 16 * p.kvBlocks);

    // Tensor parallelism splits both the weights and each token's KV over the GPUs.
    s.modelId = "llama-3-70b";
    s.tensorParallel = 4;
    const MemoryPlan tp4 = memoryPlan(s);
    CHECK(tp4.weightBytesPerGpu == Approx(70.55e9 * 2 / 4).epsilon(0.001));
    CHECK(tp4.kvBytesPerTokenPerGpu == 327680.0 / 4);
}

TEST_CASE("a set-up whose weights do not fit, or whose heads do not split, names the field",
          "[infer][catalog]")
{
    ReplicaSetup s;
    s.modelId = "llama-3-70b";
    CHECK_THROWS_WITH(validateReplicaSetup(s),
                      Catch::StartsWith("tensorParallel: the weights of Llama 3 70B in bf16 "
                                        "(141.1 GB per GPU"));
    s.tensorParallel = 3;
    CHECK_THROWS_WITH(validateReplicaSetup(s), Catch::Contains("which 3 GPUs cannot share"));
    s.tensorParallel = 2;
    s.weights = WeightPrecision::FP8;
    CHECK_NOTHROW(validateReplicaSetup(s));
    s.modelId = "no-such-model";
    CHECK_THROWS_WITH(validateReplicaSetup(s), "modelId: unknown model 'no-such-model'");
    s = {};
    s.gpuMemoryUtilization = 1.5;
    CHECK_THROWS_WITH(validateReplicaSetup(s), Catch::StartsWith("gpuMemoryUtilization: "));
}
