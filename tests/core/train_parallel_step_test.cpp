#include "core/error.h"
#include "core/train/gemm_efficiency.h"
#include "core/train/parallel_step.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>

using namespace ailab::core;
using namespace ailab::core::train;

namespace {

const TransformerSpec& model(const char* id)
{
    const TransformerSpec* spec = findTransformer(id);
    REQUIRE(spec != nullptr);
    return *spec;
}

std::string errorPath(const ParallelConfig& config)
{
    try {
        evaluateParallelStep(config);
    } catch (const Error& e) {
        return e.path();
    }
    return "";
}

// Narayanan et al. 2021, Table 1, run as Megatron-LM's examples/sc21/run_table_1.sh does:
// A100 80 GB (Selene: 8 HDR 200 Gb/s NICs per 8-GPU server), FP16, sequence 2,048,
// full ("uniform") recomputation, the listed micro-batch and virtual-stage sizes, torch
// DDP (overlapped gradient reduction) up to 18B, "local" DDP (after the flush) above.
struct Table1Row
{
    const char* id;
    double parameters; // billions, as published
    int tp, pp, gpus, globalBatch, microbatch, interleave;
    bool overlapGradients;
    double publishedTflops; // achieved teraFLOP/s per GPU, eq. 3 FLOPs
};

const Table1Row kTable1[] = {
    {"megatron-gpt-1.7b", 1.7, 1, 1, 32, 512, 16, 1, true, 137},
    {"megatron-gpt-3.6b", 3.6, 2, 1, 64, 512, 16, 1, true, 138},
    {"megatron-gpt-7.5b", 7.5, 4, 1, 128, 512, 16, 1, true, 142},
    {"megatron-gpt-18b", 18.4, 8, 1, 256, 1024, 8, 1, true, 135},
    {"megatron-gpt-39b", 39.1, 8, 2, 512, 1536, 4, 1, false, 138},
    {"megatron-gpt-76b", 76.1, 8, 4, 1024, 1792, 2, 3, false, 140},
    {"megatron-gpt-145b", 145.6, 8, 8, 1536, 2304, 2, 2, false, 148},
    {"megatron-gpt-310b", 310.1, 8, 16, 1920, 2160, 1, 2, false, 155},
    {"megatron-gpt-530b", 529.6, 8, 35, 2520, 2520, 1, 3, false, 163},
    {"megatron-gpt-1t", 1008.0, 8, 64, 3072, 3072, 1, 1, false, 163},
};

ParallelConfig table1Config(const Table1Row& row)
{
    ParallelConfig c;
    c.model = model(row.id);
    c.gpuId = "a100-sxm-80";
    c.gpus = row.gpus;
    c.tp = row.tp;
    c.pp = row.pp;
    c.interleave = row.interleave;
    c.microbatch = row.microbatch;
    c.globalBatch = row.globalBatch;
    c.recompute = Recomputation::Full;
    c.flashAttention = false;
    c.fp32Gradients = false; // FP16 gradients
    c.overlapGradientReduce = row.overlapGradients;
    c.network.nicBytesPerSecond = 25e9; // one 200 Gb/s HDR port per GPU
    return c;
}

// Llama 3 405B pre-training, Dubey et al. 2024, Table 4: H100 80 GB, TP 8, PP 16, sequence
// 8,192, 16M tokens per batch (2,048 sequences), BF16. Section 3.3: sequence parallelism
// with TP, FP32 gradients, optimizer state sharded over DP (FSDP), FlashAttention, no
// recomputation stated; micro-batch 1 and no interleaving (the table gives no v).
ParallelConfig llama405b(int gpus)
{
    ParallelConfig c;
    c.model = model("llama-3-405b");
    c.gpuId = "h100-sxm";
    c.gpus = gpus;
    c.tp = 8;
    c.pp = 16;
    c.sequenceParallel = true;
    c.microbatch = 1;
    c.globalBatch = 2048;
    c.distributedOptimizer = true;
    return c;
}

} // namespace

TEST_CASE("Transformer shapes count the parameters their papers give", "[parallel-step]")
{
    // Llama 3 Table 3 names 8B, 70B and 405B; the released checkpoints hold 8.03B, 70.6B
    // and 405.9B.
    CHECK(model("llama-3-8b").parameters() / 1e9 == Approx(8.03).epsilon(0.01));
    CHECK(model("llama-3-70b").parameters() / 1e9 == Approx(70.6).epsilon(0.01));
    CHECK(model("llama-3-405b").parameters() / 1e9 == Approx(405.9).epsilon(0.01));
    CHECK(model("gpt-3-175b").parameters() / 1e9 == Approx(175.0).epsilon(0.01));
    // Narayanan et al. Table 1's counts (their formula 12lh^2(1 + 13/12h + (V + s)/12lh)),
    // published to one decimal: within half of that digit.
    for (const Table1Row& row : kTable1) {
        INFO(row.id << ": " << model(row.id).parameters() / 1e9);
        CHECK(std::abs(model(row.id).parameters() / 1e9 - row.parameters) < 0.05);
    }
    CHECK(findTransformer("gpt-9") == nullptr);
}

TEST_CASE("FLOPs per step follow Narayanan et al. eq. 3", "[parallel-step]")
{
    ParallelConfig c = table1Config(kTable1[6]); // 145.6B
    const ParallelStep step = evaluateParallelStep(c);
    const double b = c.globalBatch, s = 2048, l = 80, h = 12288, v = 51200;
    // eq. 3 counts the full recomputation's extra forward pass: 96 B s l h^2 (...).
    CHECK(step.hardwareFlopsPerStep ==
          Approx(96 * b * s * l * h * h * (1 + s / (6 * h) + v / (16 * l * h))));
    // Model FLOPs leave it out: 72 B s l h^2 (1 + s / 6h + V / 12lh).
    CHECK(step.modelFlopsPerStep == Approx(72 * b * s * l * h * h * (1 + s / (6 * h) + v / (12 * l * h))));
    CHECK(step.mfu == Approx(step.achievedTflopsPerGpu / 312.0));
    CHECK(step.tokensPerSecondPerGpu == Approx(b * s / step.stepSeconds / c.gpus));
}

TEST_CASE("Achieved TFLOP/s per GPU against Narayanan et al. 2021, Table 1", "[parallel-step]")
{
    // Stated tolerance: 30 % per row. The model runs 15 to 25 % above the measurements
    // (docs/models.md lists each row); it is not fitted to them.
    double sumError = 0;
    for (const Table1Row& row : kTable1) {
        const ParallelStep step = evaluateParallelStep(table1Config(row));
        const double error = step.hardwareTflopsPerGpu / row.publishedTflops - 1.0;
        INFO(row.id << ": ours " << step.hardwareTflopsPerGpu << " TFLOP/s, published "
                    << row.publishedTflops);
        CHECK(std::abs(error) < 0.30);
        CHECK(step.fits);
        sumError += std::abs(error);
    }
    CHECK(sumError / std::size(kTable1) < 0.25);
}

TEST_CASE("Llama 3 405B on 8,192 and 16,384 H100s against the Llama 3 paper, Table 4",
          "[parallel-step]")
{
    const ParallelStep small = evaluateParallelStep(llama405b(8192));
    CHECK(small.dp == 64);
    CHECK(small.microbatchesPerReplica == 32);
    // Published 430 TFLOP/s and 43 % BF16 MFU; tolerance 10 %.
    CHECK(small.achievedTflopsPerGpu == Approx(430).epsilon(0.10));
    CHECK(small.mfu == Approx(0.43).epsilon(0.10));
    // The split fits in 80 GB.
    CHECK(small.fits);
    CHECK(small.memory.capacityBytes == Approx(80e9));
    CHECK(small.memory.totalBytes() < small.memory.capacityBytes);

    const ParallelStep large = evaluateParallelStep(llama405b(16384));
    CHECK(large.dp == 128);
    CHECK(large.microbatchesPerReplica == 16);
    // Published 400 TFLOP/s, 41 %. Without the interleaving the paper's schedule uses
    // (its v is not given), the bubble of 15 slots over 16 micro-batches costs more: the
    // model is 19 % low; tolerance 25 %.
    CHECK(large.achievedTflopsPerGpu == Approx(400).epsilon(0.25));
    CHECK(large.mfu == Approx(0.41).epsilon(0.25));
    // Doubling the GPUs at a fixed batch halves the micro-batches per replica: lower MFU,
    // as published.
    CHECK(large.mfu < small.mfu);
}

TEST_CASE("Pipeline layers, bubble and interleaving", "[parallel-step]")
{
    // Llama 3 405B: 126 layers on 16 stages, one fewer on the first and the last.
    const std::vector<int> layers = stageLayers(126, 16);
    REQUIRE(layers.size() == 16);
    CHECK(layers.front() == 7);
    CHECK(layers.back() == 7);
    CHECK(layers[1] == 8);
    CHECK(stageLayers(80, 8) == std::vector<int>(8, 10));

    ParallelConfig c = llama405b(8192);
    const ParallelStep plain = evaluateParallelStep(c);
    // (p - 1) / m' (Narayanan et al. 2021, 2.2.1).
    CHECK(plain.pipelineBubbleFraction == Approx(15.0 / 32.0));
    CHECK(plain.pipelineBubbleSeconds ==
          Approx(15.0 * (plain.computeSeconds + plain.tensorParallelSeconds) / 32.0));
    c.interleave = 2;
    const ParallelStep interleaved = evaluateParallelStep(c);
    // (p - 1) / (v m') (2.2.2): half the bubble, twice the point-to-point messages.
    CHECK(interleaved.pipelineBubbleFraction == Approx(15.0 / 64.0));
    CHECK(interleaved.pipelineBubbleSeconds == Approx(plain.pipelineBubbleSeconds / 2));
    CHECK(interleaved.pipelineSendSeconds == Approx(2 * plain.pipelineSendSeconds));
    CHECK(interleaved.stepSeconds < plain.stepSeconds);
    // ... and more activations in flight (Korthikanti et al. 4.2.3).
    CHECK(interleaved.memory.activationBytes > plain.memory.activationBytes);

    c.interleave = 1;
    c.pp = 1;
    c.gpus = 8 * 256;
    c.globalBatch = 256;
    CHECK(evaluateParallelStep(c).pipelineBubbleSeconds == 0);
}

TEST_CASE("Activation memory follows Korthikanti et al. eq. 1 and 2", "[parallel-step]")
{
    const TransformerSpec& gpt = model("gpt-3-175b");
    const double s = 2048, b = 1, h = 12288, a = 96, t = 8;
    const double sbh = s * b * h;
    ActivationShape shape{s, b, 8, false, false, Recomputation::None};
    // Tensor parallel: sbh (10 + 24/t + 5as/(ht)).
    CHECK(layerActivationBytes(gpt, shape) == Approx(sbh * (10 + 24 / t + 5 * a * s / (h * t))));
    // With sequence parallelism: sbh/t (34 + 5as/h).
    shape.sequenceParallel = true;
    CHECK(layerActivationBytes(gpt, shape) == Approx(sbh / t * (34 + 5 * a * s / h)));
    // Selective recomputation: 34 sbh / t.
    shape.recompute = Recomputation::Selective;
    CHECK(layerActivationBytes(gpt, shape) == Approx(34 * sbh / t));
    // Full recomputation: the layer input, 2 sbh (/ t with sequence parallelism).
    shape.recompute = Recomputation::Full;
    CHECK(layerActivationBytes(gpt, shape) == Approx(2 * sbh / t));
}

TEST_CASE("Memory per GPU: model state, ZeRO-1, and a split that cannot fit", "[parallel-step]")
{
    ParallelConfig c = llama405b(8192);
    const ParallelStep sharded = evaluateParallelStep(c);
    c.distributedOptimizer = false;
    const ParallelStep replicated = evaluateParallelStep(c);
    // 12 B of Adam state per parameter, divided over the 64 DP ranks.
    CHECK(sharded.memory.optimizerBytes == Approx(replicated.memory.optimizerBytes / 64));
    CHECK(replicated.memory.gradientBytes == Approx(2 * replicated.memory.weightBytes));
    CHECK_FALSE(replicated.fits);

    // Llama 3 405B on one 8-GPU server per replica: 101 GB of BF16 weights per GPU alone.
    c = llama405b(8192);
    c.pp = 1;
    c.globalBatch = 1024;
    const ParallelStep tooBig = evaluateParallelStep(c);
    CHECK_FALSE(tooBig.fits);
    CHECK(tooBig.memory.weightBytes > 80e9);
    CHECK(tooBig.reason.find("more than the 80 GB of NVIDIA H100 SXM5 80 GB") != std::string::npos);
    CHECK(tooBig.stepSeconds > 0); // still timed

    // Full recomputation trades activations for a third forward pass.
    c = llama405b(8192);
    c.recompute = Recomputation::Full;
    const ParallelStep full = evaluateParallelStep(c);
    CHECK(full.memory.activationBytes < sharded.memory.activationBytes / 5);
    CHECK(full.modelFlopsPerStep == Approx(sharded.modelFlopsPerStep));
    CHECK(full.hardwareFlopsPerStep > 1.3 * sharded.hardwareFlopsPerStep);
    CHECK(full.stepSeconds > sharded.stepSeconds);
    CHECK(full.fits);
    CHECK(full.reason.empty());
}

TEST_CASE("The data-parallel all-reduce overlaps the backward pass bucket by bucket",
          "[parallel-step]")
{
    CHECK(exposedAllReduceSeconds(0, 1, 4) == 0);
    // Fast link: only the last bucket shows.
    CHECK(exposedAllReduceSeconds(0.4, 1.0, 4) == Approx(0.1));
    // Slow link: all but the window's first (n - 1)/n.
    CHECK(exposedAllReduceSeconds(2.0, 1.0, 4) == Approx(2.0 - 0.75));
    CHECK(exposedAllReduceSeconds(2.0, 0.0, 4) == Approx(2.0));

    const ParallelStep step = evaluateParallelStep(llama405b(8192));
    CHECK(step.dpGroupSize == 64);
    // 8 layers of 405B / 126 layers / TP 8 in FP32.
    CHECK(step.dpGradientBytesPerRank ==
          Approx(8 * model("llama-3-405b").layerParameters() / 8 * 4));
    CHECK(step.dpExposedSeconds < step.dpAllReduceSeconds);
    CHECK(recomposeStepSeconds(step, 1.0, step.dpAllReduceSeconds) == Approx(step.stepSeconds));
    CHECK(recomposeStepSeconds(step, 1.1, step.dpAllReduceSeconds) > step.stepSeconds);
    CHECK(recomposeStepSeconds(step, 1.0, 10 * step.dpAllReduceSeconds) > step.stepSeconds);
    CHECK_THROWS_AS(recomposeStepSeconds(step, 0.5, 1.0), Error);
    CHECK_THROWS_AS(recomposeStepSeconds(step, 1.0, -1.0), Error);

    // An oversubscribed spine slows a DP ring that leaves its leaf.
    ParallelConfig c = llama405b(8192);
    c.network.nodesPerLeaf = 16;
    c.network.oversubscription = 4;
    CHECK(evaluateParallelStep(c).dpAllReduceSeconds > 3 * step.dpAllReduceSeconds);
}

TEST_CASE("GEMM efficiency: tile and wave quantisation", "[parallel-step]")
{
    // Full tiles and whole waves: only the MAMF share remains.
    const GemmEfficiency whole = gemmEfficiency("h100-sxm", 256 * 12, 128 * 11);
    CHECK(whole.tile == Approx(1.0));
    CHECK(whole.wave == Approx(1.0));
    CHECK(whole.total() == Approx(792.1 / 989.0));
    // M = 257 needs two rows of tiles for one row and one element of work.
    CHECK(gemmEfficiency("h100-sxm", 257, 128).tile == Approx(257.0 / 512.0));
    // 133 tiles on 132 SMs: a second wave of one tile.
    CHECK(gemmEfficiency("h100-sxm", 256 * 7, 128 * 19).wave == Approx(133.0 / 264.0));
    // FP8 doubles the peak the GEMMs run at.
    ParallelConfig c = llama405b(8192);
    c.precision = StepPrecision::Fp8;
    const ParallelStep fp8 = evaluateParallelStep(c);
    CHECK(fp8.computeSeconds < 0.75 * evaluateParallelStep(llama405b(8192)).computeSeconds);
    CHECK(fp8.peakTflopsPerGpu == Approx(1979));
}

TEST_CASE("Invalid 3D-parallel set-ups name the field", "[parallel-step]")
{
    ParallelConfig c = llama405b(8192);
    c.tp = 3;
    CHECK(errorPath(c) == "/model/tp");
    c = llama405b(8192);
    c.tp = 16; // beyond the 8-GPU NVLink domain
    CHECK(errorPath(c) == "/model/tp");
    c = llama405b(8192);
    c.gpus = 8200;
    CHECK(errorPath(c) == "/model/gpus");
    c = llama405b(8192);
    c.globalBatch = 100;
    CHECK(errorPath(c) == "/model/global_batch");
    c = llama405b(8192);
    c.pp = 200;
    CHECK(errorPath(c) == "/model/pp");
    c = llama405b(8192);
    c.interleave = 8; // a 7-layer stage cannot hold 8 chunks
    CHECK(errorPath(c) == "/model/interleave");
    c = llama405b(8192);
    c.gpuId = "a100-sxm-80";
    c.precision = StepPrecision::Fp8;
    CHECK(errorPath(c) == "/model/precision");
    c = llama405b(8192);
    c.gpuId = "tpu-v5";
    CHECK(errorPath(c) == "/model/gpu");
    c = llama405b(8192);
    c.model.heads = 0;
    CHECK(errorPath(c) == "/model/heads");
    c = llama405b(8192);
    c.model.kvHeads = 3;
    CHECK(errorPath(c) == "/model/kv_heads");
    c = llama405b(8192);
    c.microbatch = 0;
    CHECK(errorPath(c) == "/model/microbatch");
    c = llama405b(8192);
    c.network.oversubscription = 0.5;
    CHECK(errorPath(c) == "/model/network/oversubscription");
    c = llama405b(8192);
    c.network.nicBytesPerSecond = 0;
    CHECK(errorPath(c) == "/model/network/nic_bytes_per_second");
}
