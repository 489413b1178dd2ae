#include "labs/inference/views/incident_texts.h"

#include <QLocale>
#include <cmath>
#include <initializer_list>
#include <optional>
#include <utility>

namespace ailab::labs::inference {

namespace {

// The text for an id; the id itself when the model names something new.
QString pick(const std::string& id, std::initializer_list<std::pair<const char*, QString>> texts)
{
    for (const auto& entry : texts)
        if (id == entry.first)
            return entry.second;
    return QString::fromStdString(id);
}

// "replica2_kv_usage" -> {2, "kv_usage"}: the model names one figure or series per replica.
std::optional<std::pair<int, std::string>> perReplica(const std::string& id)
{
    if (id.rfind("replica", 0) != 0)
        return std::nullopt;
    const std::size_t underscore = id.find('_', 7);
    if (underscore == std::string::npos || underscore == 7)
        return std::nullopt;
    int number = 0;
    for (std::size_t i = 7; i < underscore; ++i) {
        if (id[i] < '0' || id[i] > '9')
            return std::nullopt;
        number = number * 10 + (id[i] - '0');
    }
    return std::pair{number, id.substr(underscore + 1)};
}

} // namespace

QString InferenceIncidentTexts::title() const
{
    return tr("Rising response latency");
}

QString InferenceIncidentTexts::summary() const
{
    return tr("During a traffic increase, the inference service begins experiencing longer "
              "response times. Requests accumulate in the scheduler queue, while GPU memory "
              "approaches its configured capacity. Find which stage of the request's journey "
              "is responsible and bring the first token back within its objective.");
}

QString InferenceIncidentTexts::evidenceTitle(const std::string& id) const
{
    return pick(id, {{"latency_slo", tr("Time to first token against its objective")},
                     {"request_queue", tr("The scheduler queue")},
                     {"kv_cache", tr("KV-cache usage")},
                     {"preemptions", tr("Preemptions")},
                     {"batch", tr("The running batch")},
                     {"replicas", tr("Each replica")},
                     {"request_mix", tr("The requests before and after the onset")},
                     {"serving_config", tr("Configuration of the serving engine")}});
}

QString InferenceIncidentTexts::evidenceText(const std::string& id) const
{
    return pick(
        id,
        {{"latency_slo",
          tr("What the on-call engineer is paged with: the 99th percentile of the time to "
             "first token (TTFT), queueing included, for each 10 s of arrivals, against its "
             "objective. The share within the objectives counts the requests whose TTFT "
             "and time per output token both met theirs.")},
         {"request_queue",
          tr("Requests waiting in the replicas' scheduler queues. A queue that grows while "
             "the traffic is steady means the replicas complete fewer requests than arrive.")},
         {"kv_cache",
          tr("The share of the paged KV cache's blocks in use, over the replicas serving. "
             "Every running request holds blocks for its prompt and the tokens generated so "
             "far; at the limit the scheduler cannot admit or grow a request.")},
         {"preemptions",
          tr("When a running request needs a block and none is free, vLLM's scheduler "
             "preempts the request admitted last: its blocks are freed and its prompt and "
             "tokens are computed again later (recompute). Work done twice is capacity lost.")},
         {"batch", tr("Requests in the replicas' running batches against the limit max_num_seqs "
                      "allows, and the output tokens the service generates per second.")},
         {"replicas",
          tr("Each replica at the end of the measured traffic: its waiting requests, its "
             "KV-cache usage, its preemptions and the share of the time it was computing. "
             "Does the slowdown affect every replica or only a subset?")},
         {"request_mix",
          tr("The request arrival rate and the prompt lengths before and after the latency "
             "began to rise, from the requests themselves.")},
         {"serving_config",
          tr("The settings in force on each replica: replicas and GPUs, the scheduler's "
             "limits, the context the engine admits, prefix caching, the router, how the "
             "GPU's memory is split between weights and KV cache, and how long a new replica "
             "takes to serve.")}});
}

QString InferenceIncidentTexts::figureTitle(const std::string& id) const
{
    if (const auto replica = perReplica(id)) {
        const QString n = QString::number(replica->first);
        const std::string& what = replica->second;
        if (what == "waiting")
            return tr("Replica %1: requests waiting").arg(n);
        if (what == "kv_usage")
            return tr("Replica %1: KV-cache usage").arg(n);
        if (what == "preemptions")
            return tr("Replica %1: preemptions").arg(n);
        if (what == "busy")
            return tr("Replica %1: time computing").arg(n);
    }
    return pick(id, {{"ttft_p99", tr("TTFT, 99th percentile")},
                     {"ttft_p50", tr("TTFT, median")},
                     {"ttft_p99_before_onset", tr("TTFT p99 before the onset")},
                     {"ttft_slo", tr("TTFT objective")},
                     {"tpot_p99", tr("Time per output token, p99")},
                     {"tpot_slo", tr("Time per output token objective")},
                     {"slo_attainment", tr("Requests within the objectives")},
                     {"queue_depth_max", tr("Queue, maximum")},
                     {"queue_depth_at_traffic_end", tr("Queue at the end of the traffic")},
                     {"arrival_rate", tr("Arrival rate")},
                     {"arrival_rate_before", tr("Arrival rate before the onset")},
                     {"request_throughput", tr("Requests completed per second")},
                     {"kv_usage_peak", tr("KV-cache usage, peak")},
                     {"kv_usage_mean", tr("KV-cache usage, mean")},
                     {"kv_tokens_per_replica", tr("KV cache per replica")},
                     {"preemptions", tr("Preemptions")},
                     {"running_max", tr("Running requests, maximum")},
                     {"max_num_seqs_total", tr("max_num_seqs, all replicas")},
                     {"output_token_throughput", tr("Output tokens per second")},
                     {"replica_failures", tr("Replica failures")},
                     {"mean_prompt_before", tr("Mean prompt before the onset")},
                     {"mean_prompt", tr("Mean prompt")},
                     {"long_prompt_share", tr("Requests with a long document")},
                     {"long_prompt_tokens", tr("Long document")},
                     {"replicas", tr("Replicas")},
                     {"tensor_parallel", tr("GPUs per replica (tensor parallel)")},
                     {"max_num_seqs", tr("max_num_seqs")},
                     {"max_num_batched_tokens", tr("max_num_batched_tokens")},
                     {"max_model_len", tr("Context admitted (max_model_len)")},
                     {"prefix_caching", tr("Prefix caching")},
                     {"router_kv_aware", tr("Router by KV usage")},
                     {"weights_per_gpu", tr("Weights per GPU")},
                     {"kv_per_gpu", tr("KV cache per GPU")},
                     {"kv_bytes_per_token", tr("KV cache per token")},
                     {"replica_warmup", tr("Warm-up of a new replica")},
                     {"rejected", tr("Requests refused")},
                     {"gpus", tr("GPUs in service")}});
}

QString InferenceIncidentTexts::figureExplanation(const std::string& id) const
{
    return pick(
        id, {{"ttft_p99", tr("Arrival to first token, queueing included, of the requests that "
                             "arrived after the onset: 99 % were faster.")},
             {"slo_attainment", tr("The requests that arrived after the onset and met both the "
                                   "TTFT and the time-per-output-token objective.")},
             {"kv_usage_peak", tr("The highest share of the KV cache's blocks in use after the "
                                  "onset, over the replicas serving.")},
             {"preemptions", tr("Running requests evicted from the KV cache to make room, to be "
                                "computed again.")},
             {"kv_tokens_per_replica", tr("The tokens the KV cache of one replica holds: the "
                                          "memory left after the weights, in 16-token blocks.")},
             {"replica_warmup", tr("Start-up of the engine plus loading the weights from "
                                   "storage, before a new replica serves.")},
             {"rejected", tr("Requests longer than the context the engine admits.")},
             {"gpus", tr("The GPUs the service holds: replicas times GPUs per replica.")}});
}

QString InferenceIncidentTexts::seriesTitle(const std::string& id) const
{
    if (const auto replica = perReplica(id); replica && replica->second == "queue")
        return tr("Replica %1: waiting").arg(replica->first);
    return pick(id, {{"ttft", tr("TTFT p99 per 10 s of arrivals")},
                     {"queue_depth", tr("Requests waiting")},
                     {"kv_usage", tr("KV-cache usage")},
                     {"running", tr("Running requests")},
                     {"preemptions", tr("Preemptions so far")}});
}

QString InferenceIncidentTexts::thresholdLabel(const std::string& id) const
{
    return pick(
        id,
        {{"slo", tr("Objective")}, {"limit", tr("Limit")}, {"max_num_seqs", tr("max_num_seqs")}});
}

QString InferenceIncidentTexts::hypothesisText(const std::string& id) const
{
    return pick(
        id,
        {{"insufficient_serving_capacity",
          tr("The replicas lack the capacity for the new traffic")},
         {"long_context_kv_pressure",
          tr("Long-context requests fill the KV cache, so the scheduler preempts")},
         {"excessive_request_concurrency", tr("max_num_seqs lets too many requests run at once")},
         {"inefficient_batching", tr("Batching is inefficient: the GPUs wait between batches")},
         {"model_loading_delay", tr("Replicas are still loading the model")},
         {"network_failure", tr("A network fault delays requests and tokens")},
         {"faulty_replica", tr("One replica is faulty and slows the rest")}});
}

QString InferenceIncidentTexts::actionText(const std::string& id) const
{
    return pick(id, {{"add_replica", tr("Add a replica (it serves after its warm-up)")},
                     {"tensor_parallel_2", tr("Run each replica on two GPUs (tensor parallel)")},
                     {"enable_prefix_caching", tr("Enable prefix caching")},
                     {"cap_context_length", tr("Cap the context at 4,096 tokens")},
                     {"route_by_kv_usage", tr("Route requests by KV-cache usage")},
                     {"lower_max_num_seqs", tr("Lower max_num_seqs to 128")},
                     {"raise_max_num_seqs", tr("Raise max_num_seqs to 512")},
                     {"restart_replica", tr("Restart replica 1")},
                     {"faster_network", tr("Move the service to a faster network")}});
}

QString InferenceIncidentTexts::actionExplanation(const std::string& id) const
{
    return pick(
        id, {{"add_replica",
              tr("A third replica takes a third of the traffic, with its own KV cache, once it "
                 "has started and loaded the weights. The queue that builds while it "
                 "loads still shows in the tail.")},
             {"tensor_parallel_2",
              tr("Each replica's weights are split over two GPUs: half the weights per GPU leave "
                 "far more memory for the KV cache, and two GPUs compute each step. It doubles "
                 "the GPUs the service holds.")},
             {"enable_prefix_caching",
              tr("The system prompts that most requests share are computed once and their KV "
                 "blocks reused: less prefill and fewer blocks per request.")},
             {"cap_context_length",
              tr("The engine refuses requests longer than 4,096 tokens: the documents no longer "
                 "fill the cache, and the people who sent them get an error.")},
             {"route_by_kv_usage",
              tr("The router sends each request to the replica with the most free KV cache. It "
                 "evens out the replicas but adds no capacity: both are full.")},
             {"lower_max_num_seqs",
              tr("Fewer requests run at once, so their blocks fit the cache and preemption "
                 "nearly stops; the requests that wait for a slot queue instead.")},
             {"raise_max_num_seqs",
              tr("The batch was already limited by the KV cache, not by max_num_seqs: nothing "
                 "changes.")},
             {"restart_replica",
              tr("The replica's requests go to the other one and it loads the model again: for "
                 "its warm-up the service has half its capacity.")},
             {"faster_network",
              tr("The network is not on the slow path: prompts and tokens are a few kilobytes "
                 "and no KV cache crosses it. The figures stay the same.")}});
}

QString InferenceIncidentTexts::hintText(const std::string& id) const
{
    return pick(
        id, {{"hint_compare_rates",
              tr("Compare the arrival rate with the requests completed per second.")},
             {"hint_kv_limit", tr("A KV cache at its limit means preemptions, and every preemption "
                                  "means a prompt computed twice.")},
             {"hint_prompt_lengths", tr("Look at the prompt lengths since the onset.")}});
}

QString InferenceIncidentTexts::rootCauseExplanation() const
{
    return tr("The traffic rose from 10 to 24 requests a second and three requests in ten "
              "brought a 5,000-token document, on two replicas sized for the earlier load. "
              "The long prompts filled the KV cache, the scheduler preempted and recomputed "
              "requests to make room, so the replicas completed fewer requests than arrived: "
              "the queue grew and the time to first token climbed with it. Nothing was "
              "broken; the service lacked capacity for this traffic, KV-cache memory first. "
              "Capacity resolves it (more GPUs per replica, or another replica with prefix "
              "caching to cover its warm-up); capping the context or lowering max_num_seqs "
              "only moves the pain elsewhere.");
}

std::pair<QString, QString>
InferenceIncidentTexts::figureParts(const core::ops::Figure& figure) const
{
    const QLocale locale;
    if (figure.unit == "tokens")
        return {locale.toString(qlonglong(std::llround(figure.value))), tr("tokens")};
    if (figure.unit == "tokens/s")
        return {locale.toString(qlonglong(std::llround(figure.value))), tr("tokens/s")};
    if (figure.unit == "req/s")
        return {IncidentFormat::number(figure.value), tr("req/s")};
    if (figure.unit == "KiB")
        return {IncidentFormat::number(figure.value), tr("KiB")};
    return IncidentTexts::figureParts(figure);
}

} // namespace ailab::labs::inference
