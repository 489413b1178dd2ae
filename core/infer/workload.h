#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

// The requests a serving run answers: arrival times as vLLM's serving benchmark draws them
// (benchmarks/benchmark_serving.py, get_request: Poisson, or gamma-distributed gaps with a
// burstiness factor), prompt and output lengths from a distribution, an optional shared
// prompt prefix, or a replayed trace (docs/models.md, "Serving: workload").
namespace ailab::core::sim {
class Rng;
}

namespace ailab::core::infer {

struct LengthDistribution
{
    enum class Kind { Fixed, Uniform, Conversation };
    Kind kind = Kind::Fixed;
    int tokens = 128; // Fixed
    int min = 1;      // Uniform (inclusive) and the clamp of Conversation
    int max = 128;
    // Conversation: log-normal with this mean and log-space spread, clamped to [min, max].
    double mean = 128;
    double sigma = 1.0;
};

// vLLM's random dataset defaults (1,024 prompt and 128 output tokens, fixed).
LengthDistribution fixedLength(int tokens);
LengthDistribution uniformLength(int min, int max);
// ShareGPT-like conversation lengths: means of 161 prompt and 338 output tokens (Kwon et
// al. 2023, "Efficient Memory Management for LLM Serving with PagedAttention", Fig. 11,
// ShareGPT); the log-normal shape and its spread of 1.0 are an assumption.
LengthDistribution conversationPromptLength();
LengthDistribution conversationOutputLength();
std::string_view lengthKindId(LengthDistribution::Kind kind); // "fixed", "uniform", "conversation"

// Arrivals as benchmark_serving makes them: the first request at 0, then gaps drawn from a
// gamma distribution with shape = burstiness and scale = 1 / (rate x burstiness), so the
// mean rate is `rate` whatever the burstiness; burstiness 1 is a Poisson process, below 1
// burstier, above 1 more regular. A rate of 0 means "inf": every request at time 0.
struct ArrivalProcess
{
    double ratePerS = 8.0;
    double burstiness = 1.0;
};

// From `startS` on, arrivals come at `ratePerS` (and, when `longPromptShare` > 0, that share
// of the requests has a prompt of `longPromptTokens`): traffic that rises, long-context
// requests that arrive.
struct WorkloadPhase
{
    double startS = 0;
    double ratePerS = 8.0;
    double longPromptShare = 0;
    int longPromptTokens = 0;
};

// A share of the requests starts with one of `groups` shared prefixes of `tokens` tokens (a
// system prompt, a document): prompt = prefix + the drawn length. Prefix caching reuses
// their KV blocks; a prefix-affinity router sends a group to one replica.
struct SharedPrefix
{
    double share = 0;
    int groups = 1;
    int tokens = 0;
};

struct WorkloadConfig
{
    int requests = 1000; // benchmark_serving's --num-prompts default
    ArrivalProcess arrival;
    LengthDistribution prompt = fixedLength(1024);
    LengthDistribution output = fixedLength(128);
    SharedPrefix prefix;
    std::vector<WorkloadPhase> phases; // in time order; before the first, `arrival` applies
};

struct RequestSpec
{
    double arrivalS = 0;
    int promptTokens = 0; // including the shared prefix
    int outputTokens = 0; // tokens generated (ignore_eos, as the benchmark runs)
    int prefixGroup = -1; // -1: no shared prefix
    int prefixTokens = 0;
};

// Throws core::Error naming the field ("requests", "arrival/ratePerS", "prompt/max", ...).
void validateWorkload(const WorkloadConfig& config);
// The same config and seed give the same requests on every machine (sim::Rng).
std::vector<RequestSpec> generateRequests(const WorkloadConfig& config, std::uint64_t seed);

// A trace as CSV: a header `arrival_s,prompt_tokens,output_tokens` then one request a line,
// arrival times in seconds and not decreasing; blank lines and lines starting with # are
// skipped. Errors name the source, line and column: "trace.csv:7:12: expected ...".
std::vector<RequestSpec> parseTrace(std::string_view text, const std::string& sourceName);
std::vector<RequestSpec> readTraceFile(const std::string& path);

// A gamma-distributed number of mean shape x scale (Marsaglia and Tsang 2000; for shape < 1
// the boost gamma(shape + 1) U^(1/shape)), from the core's portable generator.
double sampleGamma(sim::Rng& rng, double shape, double scale);

} // namespace ailab::core::infer
