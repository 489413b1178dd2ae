#include "core/models/inference/inference_incident.h"

#include "core/error.h"
#include "core/infer/replica_setup.h"
#include "core/infer/serving_cluster.h"
#include "core/infer/serving_metrics.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <functional>

namespace ailab::core::models::inference {

namespace {

// The incident's traffic: conversation-like requests at 10 a second, which two replicas
// carry, then 24 a second from the onset, 30 % of them bringing a 5,000-token document
// (assumption: a team starts to send whole documents to the assistant). 80 % of the
// requests start with one of four 1,000-token system prompts (assumption: four
// applications share the service). A document and a system prompt with the longest
// conversation answer (2,048 tokens) stay within Llama 3 8B's 8,192-token context, so the
// faulty service refuses nothing.
constexpr double kRateBefore = 10.0;
constexpr double kRateAfter = 24.0;
constexpr double kLongShare = 0.3;
constexpr int kLongPromptTokens = 5000;
// Objectives of an interactive assistant: assumption (a first token within 2 s, then at
// least ten tokens a second, faster than people read).
constexpr double kSloTtftS = 2.0;
constexpr double kSloTpotS = 0.1;
// The responses' settings.
constexpr int kCappedContext = 4096;  // a limit that refuses the documents
constexpr int kLowerMaxNumSeqs = 128; // half of vLLM's default 256
constexpr int kHigherMaxNumSeqs = 512;

ops::Figure figure(std::string id, double value, std::string unit)
{
    return ops::Figure{std::move(id), value, std::move(unit)};
}

double flag(bool on)
{
    return on ? 1.0 : 0.0;
}

ops::Series seriesFrom(const telemetry::MetricRegistry& metrics, const std::string& name,
                       std::string id, std::string unit, double endS, double factor = 1.0)
{
    ops::Series s{std::move(id), std::move(unit), {}, {}, {}};
    for (const telemetry::Sample& sample : metrics.get(name)) {
        if (sample.time > endS)
            break;
        s.timeS.push_back(sample.time);
        s.values.push_back(sample.value * factor);
    }
    return s;
}

const ops::Series& findSeries(const std::vector<ops::Series>& all, const std::string& id)
{
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const ops::Series& s) { return s.id == id; });
    if (it == all.end())
        throw Error("no series '" + id + "' in the incident's run");
    return *it;
}

double maxAfter(const ops::Series& s, double fromS)
{
    double m = 0.0;
    for (std::size_t i = 0; i < s.values.size(); ++i)
        if (s.timeS[i] >= fromS)
            m = std::max(m, s.values[i]);
    return m;
}

double meanAfter(const ops::Series& s, double fromS)
{
    double sum = 0.0;
    int n = 0;
    for (std::size_t i = 0; i < s.values.size(); ++i)
        if (s.timeS[i] >= fromS) {
            sum += s.values[i];
            ++n;
        }
    return n > 0 ? sum / n : 0.0;
}

// The last sample at or before `atS`.
double valueAt(const ops::Series& s, double atS)
{
    double v = 0.0;
    for (std::size_t i = 0; i < s.values.size() && s.timeS[i] <= atS; ++i)
        v = s.values[i];
    return v;
}

// TTFT p99 of the finished requests by arrival bin, in ms (an empty bin is left out).
ops::Series ttftSeries(const std::vector<infer::ServedRequest>& requests, double endS)
{
    ops::Series s{"ttft", "ms", {}, {}, {}};
    const int bins = int(std::ceil(endS / InferenceIncident::kTtftBinS));
    std::vector<std::vector<double>> byBin(std::size_t(std::max(bins, 1)));
    for (const infer::ServedRequest& r : requests) {
        if (!r.finished())
            continue;
        const auto bin = std::size_t(
            std::min(double(byBin.size() - 1), r.spec.arrivalS / InferenceIncident::kTtftBinS));
        byBin[bin].push_back(r.ttft());
    }
    for (std::size_t b = 0; b < byBin.size(); ++b) {
        if (byBin[b].empty())
            continue;
        std::sort(byBin[b].begin(), byBin[b].end());
        s.timeS.push_back((double(b) + 0.5) * InferenceIncident::kTtftBinS);
        s.values.push_back(infer::percentile(byBin[b], 99) * 1e3);
    }
    return s;
}

} // namespace

void checkSetup(const InferenceIncidentSetup& setup)
{
    if (!std::isfinite(setup.onsetS) || setup.onsetS <= 0)
        throw Error("the onset must be after 0 s", "onsetS");
    if (!std::isfinite(setup.trafficEndS) || setup.trafficEndS <= setup.onsetS)
        throw Error("the traffic must end after the onset", "trafficEndS");
    infer::validateServingConfig(setup.serving);
    infer::validateWorkload(setup.workload);
}

InferenceIncidentRun runInferenceIncident(const InferenceIncidentSetup& setup)
{
    checkSetup(setup);
    std::vector<infer::RequestSpec> requests = infer::generateRequests(setup.workload, setup.seed);
    std::erase_if(requests,
                  [&](const infer::RequestSpec& r) { return r.arrivalS > setup.trafficEndS; });

    InferenceIncidentRun run;
    run.setup = setup;
    sim::Simulation simulation;
    infer::ServingCluster cluster(simulation, setup.serving, requests);
    cluster.start();
    for (double at : setup.addReplicaAtS)
        simulation.schedule(at, [&cluster] { cluster.addReplica(); });
    for (double at : setup.restartReplicaAtS)
        simulation.schedule(at, [&cluster] {
            cluster.failReplica(0);
            cluster.recoverReplica(0);
        });
    // Each replica's queue over time, and the state at the end of the traffic.
    const double interval = setup.serving.sampleIntervalS;
    std::vector<ops::Series> replicaQueues;
    std::function<void()> sampleReplicas = [&] {
        const infer::ClusterSnapshot snap = cluster.snapshot();
        for (const infer::ReplicaSnapshot& r : snap.replicas) {
            if (std::size_t(r.index) >= replicaQueues.size())
                replicaQueues.push_back(
                    {fmt::format("replica{}_queue", r.index + 1), "count", {}, {}, {}});
            replicaQueues[std::size_t(r.index)].timeS.push_back(snap.timeS);
            replicaQueues[std::size_t(r.index)].values.push_back(r.waiting);
        }
        if (simulation.now() + interval <= setup.trafficEndS)
            simulation.scheduleIn(interval, sampleReplicas);
    };
    simulation.schedule(0.0, sampleReplicas);
    infer::ClusterSnapshot atEnd;
    simulation.schedule(setup.trafficEndS, [&] { atEnd = cluster.snapshot(); });
    simulation.runAll();

    // Series up to the end of the traffic.
    const telemetry::MetricRegistry& metrics = cluster.metricRegistry();
    const double end = setup.trafficEndS;
    ops::Series ttft = ttftSeries(cluster.requests(), end);
    ttft.thresholds = {{"slo", setup.serving.slo.ttftS * 1e3}};
    ops::Series queue = seriesFrom(metrics, "queue_depth", "queue_depth", "count", end);
    ops::Series kv = seriesFrom(metrics, "kv_usage", "kv_usage", "ratio", end, 0.01);
    kv.thresholds = {{"limit", 1.0}};
    ops::Series running = seriesFrom(metrics, "running", "running", "count", end);
    ops::Series preemptions = seriesFrom(metrics, "preemptions", "preemptions", "count", end);
    ops::Series tokens =
        seriesFrom(metrics, "output_tokens_per_s", "output_tokens_per_s", "tokens/s", end);
    run.series = {ttft, queue, kv, running, preemptions, tokens};
    for (ops::Series& s : replicaQueues)
        run.series.push_back(std::move(s));

    // Figures of the requests after the onset, and of those before it.
    std::vector<infer::ServedRequest> before, after;
    for (const infer::ServedRequest& r : cluster.requests())
        (r.spec.arrivalS < setup.onsetS ? before : after).push_back(r);
    std::vector<double> noGaps;
    const infer::ServingMetrics mBefore =
        infer::computeServingMetrics(before, noGaps, setup.serving.slo);
    const infer::ServingMetrics m = infer::computeServingMetrics(after, noGaps, setup.serving.slo);
    InferenceIncidentFigures& f = run.figures;
    f.ttftP50S = m.ttft.median;
    f.ttftP99S = m.ttft.p99;
    f.ttftP99BeforeOnsetS = mBefore.ttft.p99;
    f.tpotP50S = m.tpot.median;
    f.tpotP99S = m.tpot.p99;
    f.e2elP99S = m.e2el.p99;
    f.goodput = m.goodput;
    f.requestThroughput = m.requestThroughput;
    f.outputTokenThroughput = m.outputTokenThroughput;
    f.arrived = int(after.size());
    f.completed = m.completed;
    f.sloAttainment = after.empty() ? 0.0 : double(m.goodRequests) / double(after.size());
    // Up to the end of the traffic, the window of the preemptions chart and of the replicas'
    // figures (the requests still running then are preempted again while they drain).
    f.preemptions = atEnd.preemptions;
    int longPrompts = 0;
    double promptBefore = 0, promptAfter = 0;
    const int longTokens =
        setup.workload.phases.empty() ? 0 : setup.workload.phases.back().longPromptTokens;
    for (const infer::ServedRequest& r : before)
        promptBefore += r.spec.promptTokens;
    for (const infer::ServedRequest& r : after) {
        promptAfter += r.spec.promptTokens;
        if (longTokens > 0 && r.spec.promptTokens - r.spec.prefixTokens >= longTokens)
            ++longPrompts;
        if (r.state == infer::RequestState::Rejected)
            ++f.rejected;
    }
    f.meanPromptBefore = before.empty() ? 0.0 : promptBefore / double(before.size());
    f.meanPromptAfter = after.empty() ? 0.0 : promptAfter / double(after.size());
    f.longPromptShareAfter = after.empty() ? 0.0 : double(longPrompts) / double(after.size());
    f.arrivalRateBefore = double(before.size()) / setup.onsetS;
    f.arrivalRateAfter = double(after.size()) / (end - setup.onsetS);
    f.queueDepthMax = maxAfter(queue, setup.onsetS);
    f.queueDepthAtTrafficEnd = valueAt(queue, end);
    f.runningMax = maxAfter(running, setup.onsetS);
    f.kvUsagePeak = maxAfter(kv, setup.onsetS);
    f.kvUsageMean = meanAfter(kv, setup.onsetS);
    f.gpus = atEnd.gpusInService;
    f.warmupS = infer::replicaWarmupSeconds(setup.serving);

    for (const infer::ReplicaSnapshot& r : atEnd.replicas)
        run.replicas.push_back({r.waiting, r.running, r.kvUsage, r.preemptions,
                                std::min(1.0, r.busySeconds / end)});
    for (const infer::ClusterEvent& e : cluster.events())
        if (e.kind == infer::ClusterEvent::Kind::Failed)
            ++run.replicaFailures;
    return run;
}

InferenceIncidentSetup InferenceIncident::faultySetup()
{
    InferenceIncidentSetup s;
    infer::ServingConfig& c = s.serving;
    c.replica.modelId = "llama-3-8b";
    c.replica.gpuId = "h100-sxm";
    c.replicas = 2;
    c.router = infer::RouterPolicy::RoundRobin;
    c.scheduler.prefixCaching = false; // switched off on this service
    c.slo = {kSloTtftS, kSloTpotS, 0.0};
    c.sampleIntervalS = 1.0;
    infer::WorkloadConfig& w = s.workload;
    w.prompt = infer::conversationPromptLength();
    w.output = infer::conversationOutputLength();
    w.arrival.ratePerS = kRateBefore;
    w.prefix = {0.8, 4, 1000};
    w.phases = {{s.onsetS, kRateAfter, kLongShare, kLongPromptTokens}};
    // Enough requests to reach the end of the traffic; later arrivals are left out.
    w.requests = int(1.5 * (kRateBefore * s.onsetS + kRateAfter * (s.trafficEndS - s.onsetS)));
    return s;
}

InferenceIncidentSetup InferenceIncident::applyActions(InferenceIncidentSetup s,
                                                       const std::vector<std::string>& actions)
{
    for (const std::string& a : actions) {
        infer::ServingConfig& c = s.serving;
        if (a == "add_replica") {
            s.addReplicaAtS.push_back(s.onsetS); // serves after its warm-up
        } else if (a == "cap_context_length") {
            c.maxModelLen = kCappedContext; // vLLM's --max-model-len: longer ones refused
        } else if (a == "route_by_kv_usage") {
            c.router = infer::RouterPolicy::KvAware;
        } else if (a == "lower_max_num_seqs") {
            c.scheduler.maxNumSeqs = std::min(c.scheduler.maxNumSeqs, kLowerMaxNumSeqs);
        } else if (a == "enable_prefix_caching") {
            c.scheduler.prefixCaching = true;
        } else if (a == "tensor_parallel_2") {
            c.replica.tensorParallel = 2; // each replica on two GPUs of one NVLink domain
        } else if (a == "raise_max_num_seqs") {
            c.scheduler.maxNumSeqs = std::max(c.scheduler.maxNumSeqs, kHigherMaxNumSeqs);
        } else if (a == "restart_replica") {
            s.restartReplicaAtS.push_back(s.onsetS);
        } else if (a == "faster_network") {
            // The network is not on the requests' path here: no KV crosses it (prefill and
            // decode run on the same replica) and prompts and tokens are a few kB each.
        } else {
            throw Error(fmt::format("unknown action '{}' for incident AI-INF-007", a), "/actions");
        }
    }
    return s;
}

InferenceIncident::InferenceIncident(InferenceIncidentSetup faulty)
    : m_faulty(std::move(faulty))
{
    checkSetup(m_faulty);
}

std::vector<ops::Figure> InferenceIncident::telemetry() const
{
    std::call_once(m_baselineOnce, [this] { runBaseline(); });
    return m_telemetry;
}

std::vector<ops::Series> InferenceIncident::telemetrySeries() const
{
    std::call_once(m_baselineOnce, [this] { runBaseline(); });
    return m_series;
}

ops::Outcome InferenceIncident::baseline() const
{
    std::call_once(m_baselineOnce, [this] { runBaseline(); });
    return m_baseline;
}

const InferenceIncidentRun& InferenceIncident::baselineRun() const
{
    std::call_once(m_baselineOnce, [this] { runBaseline(); });
    return m_baselineRun;
}

void InferenceIncident::runBaseline() const
{
    m_baselineRun = runInferenceIncident(m_faulty);
    m_baseline = outcomeOf(m_baselineRun);
    const InferenceIncidentRun& r = m_baselineRun;
    const InferenceIncidentFigures& f = r.figures;
    const infer::ServingConfig& c = m_faulty.serving;
    const std::vector<ops::Series>& all = r.series;

    // What the on-call engineer is paged with: latency against the objective, and the queue.
    m_telemetry = {figure("ttft_p99", f.ttftP99S * 1e3, "ms"),
                   figure("ttft_p99_before_onset", f.ttftP99BeforeOnsetS * 1e3, "ms"),
                   figure("ttft_slo", c.slo.ttftS * 1e3, "ms"),
                   figure("tpot_p99", f.tpotP99S * 1e3, "ms"),
                   figure("tpot_slo", c.slo.tpotS * 1e3, "ms"),
                   figure("slo_attainment", f.sloAttainment, "ratio"),
                   figure("queue_depth_max", f.queueDepthMax, "count"),
                   figure("queue_depth_at_traffic_end", f.queueDepthAtTrafficEnd, "count"),
                   figure("arrival_rate", f.arrivalRateAfter, "req/s"),
                   figure("request_throughput", f.requestThroughput, "req/s")};
    m_series = {findSeries(all, "ttft"), findSeries(all, "queue_depth")};

    // The engine: the KV cache and the batch.
    const infer::MemoryPlan plan = infer::memoryPlan(c.replica);
    const std::vector<ops::Figure> engine = {
        figure("kv_usage_peak", f.kvUsagePeak, "ratio"),
        figure("kv_usage_mean", f.kvUsageMean, "ratio"),
        figure("kv_tokens_per_replica", double(plan.kvTokenCapacity), "tokens"),
        figure("preemptions", double(f.preemptions), "count"),
        figure("running_max", f.runningMax, "count"),
        figure("max_num_seqs_total", double(c.scheduler.maxNumSeqs * c.replicas), "count"),
        figure("output_token_throughput", f.outputTokenThroughput, "tokens/s")};
    m_telemetry.insert(m_telemetry.end(), engine.begin(), engine.end());
    ops::Series running = findSeries(all, "running");
    running.thresholds = {{"max_num_seqs", double(c.scheduler.maxNumSeqs * c.replicas)}};
    m_series.push_back(findSeries(all, "kv_usage"));
    m_series.push_back(findSeries(all, "preemptions"));
    m_series.push_back(std::move(running));

    // Where and what: every replica, and the requests before and after the onset.
    for (std::size_t i = 0; i < r.replicas.size(); ++i) {
        const IncidentReplicaState& s = r.replicas[i];
        m_telemetry.push_back(figure(fmt::format("replica{}_waiting", i + 1), s.waiting, "count"));
        m_telemetry.push_back(figure(fmt::format("replica{}_kv_usage", i + 1), s.kvUsage, "ratio"));
        m_telemetry.push_back(
            figure(fmt::format("replica{}_preemptions", i + 1), double(s.preemptions), "count"));
        m_telemetry.push_back(
            figure(fmt::format("replica{}_busy", i + 1), s.busyFraction, "ratio"));
        m_series.push_back(findSeries(all, fmt::format("replica{}_queue", i + 1)));
    }
    const std::vector<ops::Figure> mix = {
        figure("replica_failures", r.replicaFailures, "count"),
        figure("arrival_rate_before", f.arrivalRateBefore, "req/s"),
        figure("mean_prompt_before", f.meanPromptBefore, "tokens"),
        figure("mean_prompt", f.meanPromptAfter, "tokens"),
        figure("long_prompt_share", f.longPromptShareAfter, "ratio"),
        figure("long_prompt_tokens",
               m_faulty.workload.phases.empty()
                   ? 0.0
                   : double(m_faulty.workload.phases.back().longPromptTokens),
               "tokens")};
    m_telemetry.insert(m_telemetry.end(), mix.begin(), mix.end());

    // The service's configuration.
    const infer::TransformerModel& model = infer::setupModel(c.replica);
    const std::vector<ops::Figure> config = {
        figure("replicas", c.replicas, "count"),
        figure("tensor_parallel", c.replica.tensorParallel, "count"),
        figure("max_num_seqs", c.scheduler.maxNumSeqs, "count"),
        figure("max_num_batched_tokens", c.scheduler.maxBatchedTokens, "tokens"),
        figure("max_model_len", infer::effectiveMaxModelLen(c), "tokens"),
        figure("prefix_caching", flag(c.scheduler.prefixCaching), "flag"),
        figure("router_kv_aware", flag(c.router == infer::RouterPolicy::KvAware), "flag"),
        figure("weights_per_gpu", plan.weightBytesPerGpu / 1e9, "GB"),
        figure("kv_per_gpu", plan.kvBytesPerGpu / 1e9, "GB"),
        figure("kv_bytes_per_token", model.kvBytesPerToken(c.replica.kvCache) / 1024.0, "KiB"),
        figure("replica_warmup", f.warmupS, "s")};
    m_telemetry.insert(m_telemetry.end(), config.begin(), config.end());
    // The outcome's figures that the evidence does not show.
    for (const ops::Figure& o : m_baseline.figures) {
        const bool shown = std::any_of(m_telemetry.begin(), m_telemetry.end(),
                                       [&](const ops::Figure& t) { return t.id == o.id; });
        if (!shown)
            m_telemetry.push_back(o);
    }
}

const ops::IncidentCatalogue& InferenceIncident::catalogue()
{
    static const ops::IncidentCatalogue c = [] {
        ops::IncidentCatalogue out;
        out.model = "inference.traffic-surge";
        out.lab = "inference";
        out.figures = {"ttft_p99",
                       "ttft_p99_before_onset",
                       "ttft_slo",
                       "tpot_p99",
                       "tpot_slo",
                       "slo_attainment",
                       "queue_depth_max",
                       "queue_depth_at_traffic_end",
                       "arrival_rate",
                       "request_throughput",
                       "kv_usage_peak",
                       "kv_usage_mean",
                       "kv_tokens_per_replica",
                       "preemptions",
                       "running_max",
                       "max_num_seqs_total",
                       "output_token_throughput",
                       "replica_failures",
                       "arrival_rate_before",
                       "mean_prompt_before",
                       "mean_prompt",
                       "long_prompt_share",
                       "long_prompt_tokens",
                       "replicas",
                       "tensor_parallel",
                       "max_num_seqs",
                       "max_num_batched_tokens",
                       "max_model_len",
                       "prefix_caching",
                       "router_kv_aware",
                       "weights_per_gpu",
                       "kv_per_gpu",
                       "kv_bytes_per_token",
                       "replica_warmup",
                       "ttft_p50",
                       "rejected",
                       "gpus"};
        out.series = {"ttft", "queue_depth", "kv_usage", "preemptions", "running"};
        for (int i = 1; i <= faultySetup().serving.replicas; ++i) {
            for (const char* what : {"waiting", "kv_usage", "preemptions", "busy"})
                out.figures.push_back(fmt::format("replica{}_{}", i, what));
            out.series.push_back(fmt::format("replica{}_queue", i));
        }
        out.thresholds = {"slo", "limit", "max_num_seqs"};
        out.actions = {"add_replica",        "tensor_parallel_2", "enable_prefix_caching",
                       "cap_context_length", "route_by_kv_usage", "lower_max_num_seqs",
                       "raise_max_num_seqs", "restart_replica",   "faster_network"};
        return out;
    }();
    return c;
}

ops::Outcome InferenceIncident::run(const std::vector<std::string>& actions, double atS) const
{
    if (!std::isfinite(atS) || atS < 0)
        throw Error("the time an action is applied must be 0 or later", "/at_s");
    return outcomeOf(runInferenceIncident(applyActions(m_faulty, actions)));
}

ops::Outcome InferenceIncident::outcomeOf(const InferenceIncidentRun& run) const
{
    const InferenceIncidentFigures& f = run.figures;
    ops::Outcome o;
    o.figures = {figure("ttft_p99", f.ttftP99S * 1e3, "ms"),
                 figure("ttft_p50", f.ttftP50S * 1e3, "ms"),
                 figure("tpot_p99", f.tpotP99S * 1e3, "ms"),
                 figure("slo_attainment", f.sloAttainment, "ratio"),
                 figure("queue_depth_max", f.queueDepthMax, "count"),
                 figure("kv_usage_peak", f.kvUsagePeak, "ratio"),
                 figure("preemptions", double(f.preemptions), "count"),
                 figure("rejected", f.rejected, "count"),
                 figure("request_throughput", f.requestThroughput, "req/s"),
                 figure("gpus", f.gpus, "count")};
    o.series = {findSeries(run.series, "ttft"), findSeries(run.series, "queue_depth"),
                findSeries(run.series, "kv_usage")};
    const infer::ServiceLevelObjectives& slo = run.setup.serving.slo;
    o.resolved = f.rejected == 0 && f.completed == f.arrived && f.ttftP99S <= slo.ttftS &&
                 f.tpotP99S <= slo.tpotS;
    return o;
}

bool InferenceIncident::improved(const ops::Outcome& before, const ops::Outcome& after) const
{
    const auto attainment = [](const ops::Outcome& o) {
        const auto it = std::find_if(o.figures.begin(), o.figures.end(),
                                     [](const ops::Figure& f) { return f.id == "slo_attainment"; });
        return it == o.figures.end() ? 0.0 : it->value;
    };
    return ops::headlineImproved(before, after) &&
           attainment(after) >= attainment(before) - kAttainmentNoise;
}

} // namespace ailab::core::models::inference
