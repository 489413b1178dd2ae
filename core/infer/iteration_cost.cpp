#include "core/infer/iteration_cost.h"

#include "core/collective/alpha_beta.h"
#include "core/error.h"
#include "core/hw/catalog.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::infer {

void IterationWork::addPrefill(long long cached, long long n, bool samples)
{
    prefillTokens += n;
    attentionPairs += double(n) * double(cached) + double(n) * double(n + 1) / 2.0;
    kvTokensTouched += cached + n;
    if (samples)
        ++sampledSequences;
}

void IterationWork::addDecode(long long cached)
{
    ++decodeTokens;
    attentionPairs += double(cached) + 1.0;
    kvTokensTouched += cached + 1;
    ++sampledSequences;
}

void validateCostParameters(const CostParameters& p)
{
    const auto share = [](double v, const char* field) {
        if (!(v > 0.0 && v <= 1.0))
            throw Error("expected a share above 0 and at most 1", field);
    };
    share(p.computeEfficiency, "computeEfficiency");
    share(p.memoryEfficiency, "memoryEfficiency");
    share(p.allReduceEfficiency, "allReduceEfficiency");
    if (!(p.cpuOverheadS >= 0.0 && p.cpuOverheadS <= 1.0))
        throw Error("expected 0 to 1000 ms", "cpuOverheadS");
    if (!(p.allReduceLatencyS >= 0.0 && p.allReduceLatencyS <= 0.01))
        throw Error("expected 0 to 10 ms", "allReduceLatencyS");
}

namespace {
// The precision the matrix multiplies run at: FP8 weights on FP8 Tensor Cores (W8A8);
// without them (A100) and for int4 (W4A16) the weights are widened to bf16 on the fly.
hw::Precision gemmPrecision(WeightPrecision weights, const hw::GpuSpec& gpu)
{
    return weights == WeightPrecision::FP8 && gpu.hasFp8() ? hw::Precision::FP8
                                                           : hw::Precision::BF16;
}
} // namespace

IterationCostModel::IterationCostModel(const ReplicaSetup& setup, const CostParameters& p)
    : m_setup(setup)
    , m_parameters(p)
{
    validateCostParameters(p);
    m_memory = memoryPlan(setup);
    m_model = &setupModel(setup);
    m_gpu = &setupGpu(setup);
    m_roof = hw::roofFor(*m_gpu, gemmPrecision(setup.weights, *m_gpu));
    m_layerMatmulParameters = m_model->matmulParametersPerToken() - m_model->outputHeadParameters();
    // The catalogue gives NVLink in both directions; a ring sends one way on each link.
    m_oneDirectionNvlinkBps = m_gpu->nvlinkGBps * 1e9 / 2.0;
}

void IterationCostModel::setThroughputFactor(double factor)
{
    if (!(factor > 0.0 && factor <= 1.0))
        throw Error("expected a throughput factor above 0 and at most 1", "throughputFactor");
    m_factor = factor;
}

double IterationCostModel::weightReadSeconds() const
{
    return m_memory.weightBytesPerGpu / m_roof.bandwidthBps;
}

IterationCost IterationCostModel::cost(const IterationWork& w) const
{
    IterationCost c;
    if (w.tokens() == 0)
        return c;
    const TransformerModel& m = *m_model;
    const int tp = m_setup.tensorParallel;
    // 2 FLOP per weight and token (Kaplan et al. 2020); the output head only for tokens
    // that are sampled (vLLM computes logits at those positions only).
    c.linearFlops = 2.0 * m_layerMatmulParameters * double(w.tokens()) +
                    2.0 * m.outputHeadParameters() * w.sampledSequences;
    // q.k and p.v: 2 FLOP each per pair, head dimension and head (docs/models.md).
    c.attentionFlops = 4.0 * m.layers * m.attentionHeads * double(m.headSize) * w.attentionPairs;
    c.weightBytes = m_memory.weightBytesPerGpu;
    c.kvBytes = double(w.kvTokensTouched) * m_memory.kvBytesPerTokenPerGpu;
    c.flopsPerGpu = (c.linearFlops + c.attentionFlops) / tp;
    c.computeS = c.flopsPerGpu / (m_roof.peakFlops * m_parameters.computeEfficiency * m_factor);
    c.memoryS = (c.weightBytes + c.kvBytes) /
                (m_roof.bandwidthBps * m_parameters.memoryEfficiency * m_factor);
    if (tp > 1) {
        // Megatron tensor parallelism: one all-reduce of the activations (tokens x hidden,
        // bf16) after attention and one after the MLP in every layer (Shoeybi et al. 2019).
        const double bytes = double(w.tokens()) * m.hiddenSize * 2.0;
        c.allReduceS = 2.0 * m.layers *
                       collective::ringAllReduceSeconds(
                           tp, bytes, m_oneDirectionNvlinkBps * m_parameters.allReduceEfficiency,
                           m_parameters.allReduceLatencyS);
    }
    c.cpuS = m_parameters.cpuOverheadS;
    c.computeBound = c.computeS >= c.memoryS;
    c.seconds = std::max(c.computeS, c.memoryS) + c.allReduceS + c.cpuS;
    return c;
}

DecodePoint decodePoint(const IterationCostModel& model, int batch, long long contextTokens)
{
    if (batch < 1 || batch > 65536)
        throw Error("expected a batch of 1 to 65536 requests", "batch");
    if (contextTokens < 0)
        throw Error("expected a context of at least 0 tokens", "contextTokens");
    IterationWork w;
    for (int i = 0; i < batch; ++i)
        w.addDecode(contextTokens);
    DecodePoint p;
    p.batch = batch;
    p.cost = model.cost(w);
    p.interTokenS = p.cost.seconds;
    p.tokensPerSecond = batch / p.cost.seconds;
    return p;
}

double decodeCeiling(const IterationCostModel& model, long long contextTokens)
{
    // The step time is piecewise linear in the batch (a maximum of two lines, plus the
    // all-reduce and the CPU); far beyond every crossing, its slope is the time one more
    // request adds, and batch over step time tends to its inverse.
    constexpr int kFar = 32768;
    const double far = decodePoint(model, kFar, contextTokens).cost.seconds;
    const double farther = decodePoint(model, 2 * kFar, contextTokens).cost.seconds;
    return double(kFar) / (farther - far);
}

int batchingKnee(const IterationCostModel& model, long long contextTokens, int maxBatch)
{
    if (maxBatch < 1 || maxBatch > 32768)
        throw Error("expected a largest batch of 1 to 32768 requests", "maxBatch");
    const double target = kKneeShareOfCeiling * decodeCeiling(model, contextTokens);
    if (decodePoint(model, maxBatch, contextTokens).tokensPerSecond < target)
        return maxBatch;
    // Tokens per second rise with the batch (b / (a + c b) on each piece of the step time),
    // so the first batch to reach the target is found by halving.
    int low = 0; // below the target (batch 0 makes nothing)
    int high = maxBatch;
    while (high - low > 1) {
        const int mid = low + (high - low) / 2;
        if (decodePoint(model, mid, contextTokens).tokensPerSecond >= target)
            high = mid;
        else
            low = mid;
    }
    return high;
}

} // namespace ailab::core::infer
