#pragma once

#include "core/hw/roofline.h"
#include "core/infer/replica_setup.h"

// The time of one engine iteration (one forward pass over the scheduled tokens of every
// request in the batch) on a replica, from its batch: a roofline over the whole pass plus
// the tensor-parallel all-reduces and a fixed CPU overhead (docs/models.md, "Serving:
// iteration cost").
namespace ailab::core::infer {

// Every efficiency factor of the cost model, with its default.
struct CostParameters
{
    // Share of the GPU's dense Tensor Core peak the pass's matrix multiplies and attention
    // reach: assumption (large-batch prefill reaches 50 to 70 % on H100 in vLLM and
    // TensorRT-LLM measurements; 0.6 sits between).
    double computeEfficiency = 0.6;
    // Share of the HBM bandwidth the weight and KV reads reach: assumption (memory-bound
    // GEMV kernels reach 80 to 90 % of the datasheet figure).
    double memoryEfficiency = 0.85;
    // Scheduling, input preparation and sampling on the CPU per iteration, not overlapped
    // with the GPU: assumption (vLLM V1 with CUDA graphs, about 1 ms; Kwon et al. report
    // the V0 engine's overhead as the reason for V1).
    double cpuOverheadS = 0.001;
    // Share of NVLink's one-direction bandwidth an all-reduce reaches: assumption (NCCL
    // busbw on 8x H100 is about 360 to 380 GB/s of 450: 0.8).
    double allReduceEfficiency = 0.8;
    // Latency of one all-reduce step over NVLink: assumption (NCCL small-message latency).
    double allReduceLatencyS = 5e-6;
};

// What one iteration computes, summed over the requests the scheduler put in it.
struct IterationWork
{
    long long prefillTokens = 0; // prompt tokens (chunks) computed
    long long decodeTokens = 0;  // one per decoding request
    // Query-key pairs of causal attention: a chunk of n tokens after c cached ones attends
    // to n c + n (n + 1) / 2 pairs; a decode after c tokens to c + 1.
    double attentionPairs = 0;
    long long kvTokensTouched = 0; // cached tokens read plus new tokens written
    int sampledSequences = 0;      // requests that produce a token (output head computed)

    long long tokens() const { return prefillTokens + decodeTokens; }
    // A prompt chunk of `newTokens` after `cachedTokens`; `samples` when it ends the prompt.
    void addPrefill(long long cachedTokens, long long newTokens, bool samples);
    // One decode step after `cachedTokens` (it always samples).
    void addDecode(long long cachedTokens);
};

struct IterationCost
{
    double linearFlops = 0;
    double attentionFlops = 0;
    double weightBytes = 0; // per GPU
    double kvBytes = 0;     // per GPU
    double flopsPerGpu = 0; // (linear + attention) / tensor-parallel GPUs
    double computeS = 0;    // FLOP per GPU / (peak x efficiency)
    double memoryS = 0;     // bytes per GPU / (bandwidth x efficiency)
    double allReduceS = 0;  // 2 per layer with tensor parallelism
    double cpuS = 0;
    double seconds = 0; // max(compute, memory) + all-reduce + CPU
    bool computeBound = false;
    // FLOP per byte of the pass on one GPU, to place it on the GPU's roofline.
    double intensity() const
    {
        const double bytes = weightBytes + kvBytes;
        return bytes > 0 ? flopsPerGpu / bytes : 0.0;
    }
};

// Prices iterations for one replica set-up; built once, it allocates nothing per call.
class IterationCostModel
{
public:
    // Throws core::Error naming the field for an invalid set-up or parameter.
    IterationCostModel(const ReplicaSetup& setup, const CostParameters& parameters = {});

    IterationCost cost(const IterationWork& work) const;
    // A slower replica (a power cap, a throttled GPU): compute and bandwidth times `factor`
    // in (0, 1].
    void setThroughputFactor(double factor);
    double throughputFactor() const { return m_factor; }

    const TransformerModel& model() const { return *m_model; }
    const hw::GpuSpec& gpu() const { return *m_gpu; }
    const ReplicaSetup& setup() const { return m_setup; }
    const CostParameters& parameters() const { return m_parameters; }
    const hw::Roof& roof() const { return m_roof; } // the precision the GEMMs run at
    const MemoryPlan& memory() const { return m_memory; }

    // The decode step's lower bound at batch 1: the weights of one GPU over its bandwidth.
    double weightReadSeconds() const;

private:
    ReplicaSetup m_setup;
    CostParameters m_parameters;
    const TransformerModel* m_model = nullptr;
    const hw::GpuSpec* m_gpu = nullptr;
    hw::Roof m_roof;
    MemoryPlan m_memory;
    double m_factor = 1.0;
    double m_layerMatmulParameters = 0;
    double m_oneDirectionNvlinkBps = 0;
};

void validateCostParameters(const CostParameters& parameters); // names the field

// A decode-only iteration of `batch` requests with `contextTokens` each: a point on the
// batch-size curve of decode throughput (docs/models.md, "Serving: iteration cost").
struct DecodePoint
{
    int batch = 0;
    IterationCost cost;
    double interTokenS = 0;     // the iteration's time: each request gets one token
    double tokensPerSecond = 0; // batch / iteration time
};
DecodePoint decodePoint(const IterationCostModel& model, int batch, long long contextTokens);

// The decode throughput no batch reaches, the curve's asymptote: one over the time each
// request adds to the step, its own KV read over the bandwidth while the pass is memory
// bound (the memory roof of Williams et al. 2009, "Roofline", applied to the bytes of one
// more request), its FLOP over the peak once compute bound, plus its share of the
// all-reduce. The weight read shared by the batch does not count: the batch amortises it.
double decodeCeiling(const IterationCostModel& model, long long contextTokens);

// The share of the ceiling at which the lab calls the curve's knee: beyond it the batch buys
// at most a quarter more tokens per second while each step keeps growing with it. For a
// memory-bound step a + c x batch that is batch 4 a / c, a step five times batch 1's. The
// share is a teaching threshold: assumption.
inline constexpr double kKneeShareOfCeiling = 0.8;

// The smallest batch whose decode throughput reaches kKneeShareOfCeiling of
// decodeCeiling; `maxBatch` when no batch up to it does.
int batchingKnee(const IterationCostModel& model, long long contextTokens, int maxBatch);

} // namespace ailab::core::infer
