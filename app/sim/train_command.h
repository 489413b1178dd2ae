#pragma once

#include <iosfwd>
#include <string>

namespace CLI {
class App;
}

// `ailab-sim train`: one step of a large-model training job split over tensor, pipeline and
// data parallelism (core/train/parallel_step.h), printed as JSON: the step time and its
// parts, achieved TFLOP/s per GPU, MFU, tokens/s per GPU and memory per GPU, or fits=false
// and why.
namespace ailab::sim {

struct TrainOptions
{
    std::string model; // a catalogue id; empty: the shape given by --layers ...
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; // 0: as many as --heads
    int ffn = 0;     // 0: 4 x hidden
    bool swiglu = false;
    int vocab = 0;
    int seq = 0; // 0: the catalogue model's
    std::string gpu = "h100-sxm";
    int gpus = 0;
    int gpusPerServer = 8;
    int tp = 1;
    int pp = 1;
    int interleave = 1;
    bool sequenceParallel = false;
    int microbatch = 1;
    int globalBatch = 0;
    std::string precision = "bf16";
    std::string recompute = "none";
    bool noFlashAttention = false;
    bool distributedOptimizer = false;
    bool fp16Gradients = false;      // 16-bit gradients (16 B per parameter, not 18)
    bool noOverlapGradReduce = false; // reduce the gradients after the pipeline flush
    std::string nic = "400Gb/s"; // per GPU
    int nodesPerLeaf = 32;
    double oversubscription = 1.0;
    double linkLatencyUs = 5.0;
};

// Adds the subcommand; the combinations CLI11 cannot check alone (a TP degree the heads do
// not divide, GPUs that are not a multiple of tp x pp, ...) are usage errors naming the
// option.
CLI::App* addTrainCommand(CLI::App& app, TrainOptions& options);

// Computes the step and writes the JSON.
void trainCommand(const TrainOptions& options, std::ostream& out);

} // namespace ailab::sim
