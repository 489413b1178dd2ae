#include "core/models/stack/stack_parameters.h"

#include "core/error.h"

#include <algorithm>
#include <string>

namespace ailab::core::models::stack {

const std::vector<ParameterInfo>& stackParameters()
{
    // clang-format off
    static const std::vector<ParameterInfo> parameters = {
        {"servers", "Servers", "", 4, 1, 256, true,
         "Four 8-GPU servers give the 32 GPUs of the capstone cluster "
         "(AI Infrastructure Explained, Lab 09).", false},
        {"gpusPerServer", "GPUs per server", "", 8, 1, 8, true,
         "DGX and HGX H100 carry 8 GPUs (AI Infrastructure Explained, System Architecture: platform table).", false},
        {"parameters", "Model parameters", "", 7e9, 1e8, 1e12, false,
         "A 7B model: it does not fit one 80 GB GPU for training "
         "(mixed-precision Adam: 2 + 2 + 12 B per parameter).", false},
        {"tokensPerStep", "Tokens per step", "", 524288, 1024, 16777216, false,
         "256 sequences of 2,048 tokens; LLaMA used 4M-token batches (Touvron et al. 2023).",
         true},
        {"mfu", "Model FLOPs utilisation", "", 0.4, 0.05, 0.8, false,
         "Large dense training reaches 35-50 % MFU (PaLM: 46 %, Chowdhery et al. 2022).", true},
        {"gradientBytesPerParameter", "Gradient bytes per parameter", "B", 2, 1, 4, false,
         "BF16 gradients, 2 B each (Rajbhandari et al. 2020, ZeRO).", false},
        {"networkLatencyUs", "Latency per ring step", "µs", 5, 0.5, 100, false,
         "Port latency is 0.5-3 µs (AI Infrastructure Explained, System Architecture: fabric table); software adds a few µs per step.", true},
        {"overlap", "Compute/communication overlap", "", 0.5, 0, 1, false,
         "Gradient buckets are reduced during the backward pass, two thirds of 6ND "
         "(Kaplan et al. 2020); half of the compute time is a cautious share.", true},
        {"dataGBPerGpuPerStep", "Training data per GPU per step", "GB", 1, 0, 100, false,
         "After the capstone demand of about 1 GB/s per GPU "
         "(AI Infrastructure Explained, Lab 09).", true},
        {"storageReadGBps", "Storage read throughput", "GB/s", 40, 0.1, 20000, false,
         "The capstone storage: 40 GB/s for 32 GPUs "
         "(AI Infrastructure Explained, Lab 09).", false},
        {"storageWriteGBps", "Storage write throughput", "GB/s", 10, 0.1, 20000, false,
         "The checkpoint example writes at 10 GB/s "
         "(AI Infrastructure Explained, Lab 06).", false},
        {"checkpointBytesPerParameter", "Checkpoint bytes per parameter", "B", 16, 2, 32, false,
         "Weights and optimizer state with mixed-precision Adam: 16 B per parameter "
         "(Rajbhandari et al. 2020, ZeRO).", false},
        {"checkpointEverySteps", "Checkpoint every", "steps", 1000, 1, 100000, true,
         "About every 30 minutes at this step time, as in the checkpoint example of AI Infrastructure Explained, section 06.5.",
         true},
        {"powerFloor", "Static power share of TDP", "", 0.2, 0, 0.5, false,
         "Power that does no work (leakage, memory, fans); throughput follows the cube root "
         "of the dynamic power (P ~ f^3, Hennessy and Patterson).", true},
        {"degradations/storageSlowdown", "Storage slowdown", "x", 1, 1, 20, false,
         "Healthy storage; the learner divides its throughput by this factor.", false},
        {"degradations/networkBandwidthFraction", "Usable network bandwidth", "", 1, 0.05, 1,
         false, "Healthy fabric; congestion leaves this share of each port's bandwidth.",
         false},
        {"degradations/powerCap", "GPU power cap", "", 1, 0.3, 1, false,
         "Full TDP; a facility power limit caps each GPU at this share.", false},
        {"journey/submissionSeconds", "Job submission", "s", 0.5, 0, 60, false,
         "API call and admission control.", true},
        {"journey/allocationSeconds", "Resource allocation", "s", 4, 0, 600, false,
         "Gang scheduling of all GPUs and container start.", true},
        {"journey/steps", "Steps shown in the journey", "steps", 12, 1, 200, true,
         "Enough steps to see the steady state; the job then writes its final checkpoint.",
         true},
        {"inference/clientToGatewayMs", "Client to gateway", "ms", 20, 0, 1000, false,
         "One-way wide-area latency to the serving region.", true},
        {"inference/gatewayMs", "API gateway", "ms", 2, 0, 1000, false,
         "Authentication and rate limiting.", true},
        {"inference/routingMs", "Scheduler and router", "ms", 1, 0, 1000, false,
         "Choosing a model server replica.", true},
        {"inference/queueingMs", "Queueing at the model server", "ms", 50, 0, 60000, false,
         "With prefill, the TTFT of 400 ms (AI Infrastructure Explained, section 07.5); "
         "the split is assumed.", true},
        {"inference/prefillMs", "Prefill", "ms", 350, 1, 60000, false,
         "With queueing, the TTFT of 400 ms (AI Infrastructure Explained, section 07.5); "
         "the split is assumed.", true},
        {"inference/outputTokens", "Output tokens", "", 100, 1, 4096, true,
         "The worked example: 100 tokens "
         "(AI Infrastructure Explained, section 07.5).", false},
        {"inference/tpotMs", "Time per output token", "ms", 25, 1, 1000, false,
         "The worked example: 25 ms between tokens "
         "(AI Infrastructure Explained, section 07.5).", false},
        {"inference/responseMs", "Response to client", "ms", 20, 0, 1000, false,
         "One-way wide-area latency back to the client.", true},
    };
    // clang-format on
    return parameters;
}

const ParameterInfo& stackParameter(std::string_view key)
{
    const auto& all = stackParameters();
    const auto it = std::find_if(all.begin(), all.end(),
                                 [key](const ParameterInfo& p) { return key == p.key; });
    if (it == all.end())
        throw Error("unknown stack model parameter '" + std::string(key) + "'");
    return *it;
}

} // namespace ailab::core::models::stack
