#include "app/sim/serve_command.h"

#include "app/sim/json_figures.h"
#include "app/sim/unit_options.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/infer/model_catalog.h"
#include "core/infer/serving_sweep.h"
#include "core/models/inference/inference_report.h"

#include <CLI/CLI.hpp>
#include <charconv>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>

namespace ailab::sim {

using namespace ailab::core;

namespace {

bool parseInt(std::string_view text, int& value)
{
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && ptr == text.data() + text.size() && !text.empty();
}

// "1024" fixed, "512-2048" uniform, "conversation" ShareGPT-like.
infer::LengthDistribution parseLength(const std::string& text, const char* option, bool prompt)
{
    if (text == "conversation")
        return prompt ? infer::conversationPromptLength() : infer::conversationOutputLength();
    int value = 0;
    if (parseInt(text, value))
        return infer::fixedLength(value);
    const std::size_t dash = text.find('-');
    int low = 0;
    int high = 0;
    if (dash != std::string::npos && parseInt(std::string_view(text).substr(0, dash), low) &&
        parseInt(std::string_view(text).substr(dash + 1), high))
        return infer::uniformLength(low, high);
    throw CLI::ValidationError(option, "expected N, MIN-MAX or conversation, got '" + text + "'");
}

std::vector<double> parseRates(const std::string& text)
{
    std::vector<double> rates;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string item = text.substr(start, comma - start);
        double value = 0;
        const auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), value);
        if (ec != std::errc() || ptr != item.data() + item.size() || item.empty() ||
            !(value > 0 && value <= 1e6))
            throw CLI::ValidationError(
                "--sweep-rates", "expected rates above 0 separated by commas, got '" + item + "'");
        rates.push_back(value);
        start = comma + 1;
    }
    if (rates.size() > 100)
        throw CLI::ValidationError("--sweep-rates", "at most 100 rates");
    return rates;
}

infer::ServingConfig servingConfig(const ServeOptions& o)
{
    infer::ServingConfig c;
    c.replica.modelId = o.model;
    c.replica.gpuId = o.gpu;
    c.replica.tensorParallel = o.tp;
    c.replica.weights = infer::parseWeightPrecision(o.weights, "--weights");
    c.replica.kvCache = infer::parseKvPrecision(o.kvCache, "--kv-cache");
    c.replica.gpuMemoryUtilization = o.gpuMemoryUtilization;
    c.replicas = o.replicas;
    c.router = infer::parseRouterPolicy(o.router, "--router");
    c.scheduler.policy = infer::parseSchedulingPolicy(o.policy, "--policy");
    c.scheduler.maxNumSeqs = o.maxNumSeqs;
    c.scheduler.maxBatchedTokens = o.maxBatchedTokens;
    c.scheduler.chunkedPrefill = !o.noChunkedPrefill;
    c.scheduler.prefixCaching = !o.noPrefixCaching;
    c.maxModelLen = o.maxModelLen;
    if (o.prefillReplicas > 0) {
        c.disaggregation.enabled = true;
        c.disaggregation.prefillReplicas = o.prefillReplicas;
    }
    c.slo = {o.sloTtftMs / 1e3, o.sloTpotMs / 1e3, o.sloE2elMs / 1e3};
    return c;
}

infer::WorkloadConfig workloadConfig(const ServeOptions& o)
{
    infer::WorkloadConfig w;
    w.requests = o.requests;
    w.arrival.ratePerS = o.rate;
    w.arrival.burstiness = o.burstiness;
    w.prompt = parseLength(o.promptTokens, "--prompt-tokens", true);
    w.output = parseLength(o.outputTokens, "--output-tokens", false);
    w.prefix = {o.prefixShare, o.prefixGroups, o.prefixTokens};
    return w;
}

// A field of core/infer's configs as this command's option.
std::string optionOf(const std::string& field)
{
    static const std::map<std::string, std::string> names{
        {"replica/modelId", "--model"},
        {"replica/gpuId", "--gpu"},
        {"replica/tensorParallel", "--tp"},
        {"replica/gpuMemoryUtilization", "--gpu-memory-utilization"},
        {"scheduler/maxNumSeqs", "--max-num-seqs"},
        {"scheduler/maxBatchedTokens", "--max-batched-tokens"},
        {"scheduler/policy", "--policy"},
        {"replicas", "--replicas"},
        {"maxModelLen", "--max-model-len"},
        {"disaggregation/prefillReplicas", "--prefill-replicas"},
        {"requests", "--requests"},
        {"arrival/ratePerS", "--rate"},
        {"arrival/burstiness", "--burstiness"},
        {"prefix/share", "--prefix-share"},
        {"prefix/groups", "--prefix-groups"},
        {"prefix/tokens", "--prefix-tokens"}};
    const auto it = names.find(field);
    if (it != names.end())
        return it->second;
    if (field.rfind("prompt/", 0) == 0)
        return "--prompt-tokens";
    if (field.rfind("output/", 0) == 0)
        return "--output-tokens";
    return "--" + field;
}

void checkCombinations(const ServeOptions& o)
{
    try {
        infer::validateServingConfig(servingConfig(o));
        infer::validateWorkload(workloadConfig(o));
    } catch (const CLI::ValidationError&) {
        throw;
    } catch (const Error& e) {
        throw CLI::ValidationError(e.path().rfind("--", 0) == 0 ? e.path() : optionOf(e.path()),
                                   e.message());
    }
    if (!o.sweepRates.empty()) {
        parseRates(o.sweepRates);
        if (!o.trace.empty())
            throw CLI::ValidationError("--sweep-rates", "a sweep draws its arrivals; it cannot "
                                                        "replay a --trace");
    }
}

} // namespace

CLI::App* addServeCommand(CLI::App& app, ServeOptions& o)
{
    CLI::App* cmd = app.add_subcommand(
        "serve", "Serve a workload on model-serving replicas; print the benchmark metrics.");
    cmd->add_option("--model", o.model, "Model")
        ->check(CLI::IsMember(infer::transformerModelIds()));
    cmd->add_option("--gpu", o.gpu, "GPU of each replica")->check(CLI::IsMember(gpuIds()));
    cmd->add_option("--tp", o.tp, "Tensor-parallel GPUs per replica")->check(CLI::Range(1, 8));
    cmd->add_option("--weights", o.weights, "Weight precision")
        ->check(CLI::IsMember({"bf16", "fp8", "int4"}));
    cmd->add_option("--kv-cache", o.kvCache, "KV-cache precision")
        ->check(CLI::IsMember({"bf16", "fp8"}));
    cmd->add_option("--gpu-memory-utilization", o.gpuMemoryUtilization,
                    "Share of GPU memory for the engine")
        ->check(CLI::Range(0.01, 1.0));
    cmd->add_option("--replicas", o.replicas, "Replicas")->check(CLI::Range(1, 256));
    cmd->add_option("--router", o.router, "Router policy")
        ->check(CLI::IsMember({"round-robin", "least-outstanding", "kv-aware", "prefix-affinity"}));
    cmd->add_option("--policy", o.policy, "Scheduling policy")
        ->check(CLI::IsMember({"v1", "decode-first", "static"}));
    cmd->add_option("--prefill-replicas", o.prefillReplicas,
                    "Disaggregate: this many of the replicas prefill, the rest decode")
        ->check(CLI::Range(0, 255));
    cmd->add_option("--rate", o.rate, "Requests per second (0: all at once)")
        ->check(CLI::Range(0.0, 1e6));
    cmd->add_option("--burstiness", o.burstiness, "Gamma shape of the gaps (1: Poisson)")
        ->check(CLI::Range(0.001, 100.0));
    cmd->add_option("--requests", o.requests,
                    "Requests (a sweep's point runs more until its steady state can be judged)")->check(CLI::Range(1, 10000000));
    cmd->add_option("--prompt-tokens", o.promptTokens, "Prompt length: N, MIN-MAX, conversation");
    cmd->add_option("--output-tokens", o.outputTokens, "Output length: N, MIN-MAX, conversation");
    cmd->add_option("--trace", o.trace,
                    "Replay a CSV trace: arrival_s,prompt_tokens,output_tokens");
    cmd->add_option("--max-num-seqs", o.maxNumSeqs, "Running requests at most")
        ->check(CLI::Range(1, 65536));
    cmd->add_option("--max-batched-tokens", o.maxBatchedTokens, "Token budget per iteration")
        ->check(CLI::Range(1, 1048576));
    cmd->add_option("--max-model-len", o.maxModelLen, "Longest request admitted (0: the model's)")
        ->check(CLI::Range(0, 1000000));
    cmd->add_flag("--no-chunked-prefill", o.noChunkedPrefill, "Do not split prompts");
    cmd->add_flag("--no-prefix-caching", o.noPrefixCaching, "Do not reuse cached prefixes");
    cmd->add_option("--prefix-share", o.prefixShare, "Share of requests with a shared prefix")
        ->check(CLI::Range(0.0, 1.0));
    cmd->add_option("--prefix-tokens", o.prefixTokens, "Tokens of the shared prefix")
        ->check(CLI::Range(0, 1000000));
    cmd->add_option("--prefix-groups", o.prefixGroups, "Distinct shared prefixes")
        ->check(CLI::Range(1, 1000));
    cmd->add_option("--slo-ttft-ms", o.sloTtftMs, "SLO on TTFT for goodput (0: none)")
        ->check(CLI::Range(0.0, 1e7));
    cmd->add_option("--slo-tpot-ms", o.sloTpotMs, "SLO on TPOT for goodput (0: none)")
        ->check(CLI::Range(0.0, 1e7));
    cmd->add_option("--slo-e2el-ms", o.sloE2elMs, "SLO on end-to-end latency (0: none)")
        ->check(CLI::Range(0.0, 1e8));
    cmd->add_option("--sweep-rates", o.sweepRates, "Run each rate, judged in steady state: 1,2,4,8");
    cmd->add_option("--seed", o.seed, "Random seed");
    cmd->callback([&o] { checkCombinations(o); });
    return cmd;
}

void serveCommand(const ServeOptions& o, std::ostream& out)
{
    const infer::ServingConfig config = servingConfig(o);
    const infer::WorkloadConfig workload = workloadConfig(o);
    if (!o.sweepRates.empty()) {
        nlohmann::ordered_json points = nlohmann::ordered_json::array();
        for (const infer::SweepPoint& p :
             infer::sweepRates(config, workload, parseRates(o.sweepRates), o.seed))
            points.push_back(models::inference::sweepPointToJson(p));
        roundFigures(points);
        out << points.dump(2) << '\n';
        return;
    }
    std::vector<infer::RequestSpec> requests;
    if (!o.trace.empty()) {
        try {
            requests = infer::readTraceFile(o.trace);
        } catch (const Error& e) {
            throw Error(e.message(), "--trace");
        }
    } else {
        requests = infer::generateRequests(workload, o.seed);
    }
    const infer::ServingRun run = infer::runServing(config, std::move(requests));
    nlohmann::ordered_json j;
    j["model"] = o.model;
    j["gpu"] = o.gpu;
    j["tensor_parallel"] = o.tp;
    j["replicas"] = o.replicas;
    j["request_rate"] = o.trace.empty() ? nlohmann::ordered_json(o.rate) : "trace";
    j["seed"] = o.seed;
    const nlohmann::ordered_json figures = models::inference::runToJson(run);
    for (const auto& [key, value] : figures.items())
        j[key] = value;
    roundFigures(j);
    out << j.dump(2) << '\n';
}

} // namespace ailab::sim
