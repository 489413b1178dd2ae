// Incident AI-INF-007 on the serving engine: the evidence is the engine's telemetry, and each
// response changes the service's parameters and is measured (course section 07.6, "Production
// AI Service — Rising Response Latency").
#include "core/error.h"
#include "core/models/inference/inference_incident.h"
#include "tests/core/shipped_incidents.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

using namespace ailab::core;
using namespace ailab::core::ops;
using namespace ailab::core::models::inference;

namespace {

// The shipped incident file on the model.
std::shared_ptr<const DefinedIncident> incident()
{
    static const auto model = ailab::tests::shippedIncident("inference", "ai-inf-007");
    return model;
}

const InferenceIncident& inference()
{
    return ailab::tests::modelOf<InferenceIncident>(*incident());
}

double value(const std::vector<Figure>& figures, const std::string& id)
{
    const auto it =
        std::find_if(figures.begin(), figures.end(), [&](const Figure& f) { return f.id == id; });
    REQUIRE(it != figures.end());
    return it->value;
}

const EvidenceItem& item(const std::vector<EvidenceItem>& all, const std::string& id)
{
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const EvidenceItem& e) { return e.id == id; });
    REQUIRE(it != all.end());
    return *it;
}

const Series& series(const std::vector<Series>& all, const std::string& id)
{
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const Series& s) { return s.id == id; });
    REQUIRE(it != all.end());
    return *it;
}

// The last value of a series at or before `atS`.
double at(const Series& s, double atS)
{
    double v = 0;
    for (std::size_t i = 0; i < s.timeS.size() && s.timeS[i] <= atS; ++i)
        v = s.values[i];
    return v;
}

InferenceIncidentFigures figuresWith(const std::vector<std::string>& actions)
{
    return runInferenceIncident(
               InferenceIncident::applyActions(InferenceIncident::faultySetup(), actions))
        .figures;
}

} // namespace

TEST_CASE("AI-INF-007: the baseline shows the course's symptoms", "[models][inference][incident]")
{
    const DefinedIncident& m = *incident();
    CHECK(m.id() == "AI-INF-007");
    const InferenceIncidentRun& r = inference().baselineRun();
    const InferenceIncidentFigures& f = r.figures;
    const double slo = inference().faulty().serving.slo.ttftS;
    const double onset = m.faultOnsetS();
    CAPTURE(f.ttftP99S, f.ttftP99BeforeOnsetS, f.queueDepthMax, f.kvUsagePeak, f.preemptions);
    // Healthy before the onset, then the traffic rises and long documents arrive ...
    CHECK(f.ttftP99BeforeOnsetS < 0.1 * slo);
    CHECK(f.arrivalRateBefore == Approx(10).epsilon(0.15));
    CHECK(f.arrivalRateAfter == Approx(24).epsilon(0.1));
    CHECK(f.longPromptShareAfter == Approx(0.3).epsilon(0.15));
    CHECK(f.meanPromptAfter > 2 * f.meanPromptBefore);
    // ... the queue grows, the KV cache reaches its limit, requests are preempted, TTFT
    // climbs far above its objective.
    const Series& queue = series(r.series, "queue_depth");
    CHECK(at(queue, onset) < 5);
    CHECK(at(queue, onset + 60) > 50);
    CHECK(at(queue, inference().faulty().trafficEndS) > at(queue, onset + 60)); // still growing
    CHECK(f.queueDepthMax > 500);
    CHECK(f.kvUsagePeak > 0.98);
    CHECK(f.kvUsageMean > 0.8);
    CHECK(f.preemptions > 100);
    CHECK(f.ttftP99S > 10 * slo);
    CHECK(f.sloAttainment < 0.5);
    CHECK(f.requestThroughput < f.arrivalRateAfter);
    // Nothing is refused and nothing failed: the service is slow, not broken.
    CHECK(f.rejected == 0);
    CHECK(r.replicaFailures == 0);
    CHECK(f.gpus == 2);
    // Every replica, not a subset: both queues long, both caches full.
    REQUIRE(r.replicas.size() == 2);
    for (const IncidentReplicaState& rep : r.replicas) {
        CHECK(rep.waiting > 100);
        CHECK(rep.kvUsage > 0.9);
        CHECK(rep.preemptions > 0);
        CHECK(rep.busyFraction > 0.9);
    }
    const Outcome base = m.baseline();
    CHECK(base.figures.front().id == "ttft_p99");
    CHECK(base.figures.front().value == Approx(f.ttftP99S * 1e3));
    CHECK_FALSE(base.resolved);
}

TEST_CASE("AI-INF-007: evidence in four stages from the run", "[models][inference][incident]")
{
    const DefinedIncident& m = *incident();
    const std::vector<EvidenceItem> all = m.evidence();
    std::set<std::string> ids;
    for (const EvidenceItem& e : all) {
        CHECK(ids.insert(e.id).second);
        CHECK(e.stage >= 0);
        CHECK(e.stage < m.stageCount());
        CHECK_FALSE(e.figures.empty());
        for (const Series& s : e.series) {
            CHECK_FALSE(s.timeS.empty());
            CHECK(s.timeS.size() == s.values.size());
        }
    }
    for (int stage = 0; stage < m.stageCount(); ++stage)
        CHECK(std::any_of(all.begin(), all.end(),
                          [&](const EvidenceItem& e) { return e.stage == stage; }));
    const InferenceIncidentFigures& f = inference().baselineRun().figures;
    const EvidenceItem& latency = item(all, "latency_slo");
    CHECK(latency.stage == 0);
    CHECK(value(latency.figures, "ttft_p99") == Approx(f.ttftP99S * 1e3));
    CHECK(value(latency.figures, "ttft_slo") == Approx(2000));
    CHECK(series(latency.series, "ttft").thresholds.front().second == Approx(2000));
    CHECK(item(all, "request_queue").stage == 0);
    const EvidenceItem& kv = item(all, "kv_cache");
    CHECK(kv.stage == 1);
    CHECK(value(kv.figures, "kv_usage_peak") == Approx(f.kvUsagePeak));
    CHECK(series(kv.series, "kv_usage").thresholds.front().second == 1.0);
    const EvidenceItem& preempted = item(all, "preemptions");
    CHECK(preempted.stage == 1);
    CHECK(value(preempted.figures, "preemptions") == Approx(double(f.preemptions)));
    // The figure and the chart beside it cover one window: the start to the end of the
    // traffic, where the chart's cumulative count ends; so do the replicas' own counts.
    const Series& preemptionChart = series(preempted.series, "preemptions");
    CHECK(preemptionChart.values.back() == Approx(double(f.preemptions)));
    long long perReplica = 0;
    for (const IncidentReplicaState& rep : inference().baselineRun().replicas)
        perReplica += rep.preemptions;
    CHECK(perReplica == f.preemptions);
    // Llama 3 8B on one H100: 411,520 tokens of KV cache (docs/models.md).
    CHECK(value(kv.figures, "kv_tokens_per_replica") == 411520);
    CHECK(item(all, "batch").stage == 1);
    const EvidenceItem& replicas = item(all, "replicas");
    CHECK(replicas.stage == 2);
    CHECK(replicas.series.size() == 2);
    CHECK(value(replicas.figures, "replica_failures") == 0);
    const EvidenceItem& mix = item(all, "request_mix");
    CHECK(mix.stage == 2);
    CHECK(value(mix.figures, "long_prompt_tokens") == 5000);
    const EvidenceItem& config = item(all, "serving_config");
    CHECK(config.stage == 3);
    CHECK(value(config.figures, "prefix_caching") == 0);
    CHECK(value(config.figures, "router_kv_aware") == 0);
    CHECK(value(config.figures, "max_num_seqs") == 256);
    CHECK(value(config.figures, "max_model_len") == 8192);
    CHECK(value(config.figures, "kv_bytes_per_token") == Approx(128));
    // Start-up 30 s + 16.06 GB at 2 GB/s.
    CHECK(value(config.figures, "replica_warmup") == Approx(38.03).epsilon(0.01));
}

TEST_CASE("AI-INF-007: capacity resolves it; a new replica pays its warm-up",
          "[models][inference][incident]")
{
    const DefinedIncident& m = *incident();
    const Outcome base = m.baseline();
    const double slo = inference().faulty().serving.slo.ttftS * 1e3;

    // Tensor parallelism over two GPUs: twice the GPUs, the weights halved on each, so far
    // more KV cache and compute per replica.
    const Outcome tp = m.run({"tensor_parallel_2"}, 120);
    CHECK(tp.resolved);
    CHECK(value(tp.figures, "ttft_p99") < slo);
    CHECK(value(tp.figures, "preemptions") == 0);
    CHECK(value(tp.figures, "kv_usage_peak") < 0.5);
    CHECK(value(tp.figures, "gpus") == 4);
    CHECK(m.improved(base, tp));

    // One more replica: a sixteenth of the tail, but the queue built while it loads keeps
    // TTFT p99 above the objective; the same replica without a warm-up would resolve it.
    const Outcome added = m.run({"add_replica"}, 120);
    CHECK(m.improved(base, added));
    CHECK(value(added.figures, "ttft_p99") < 0.1 * value(base.figures, "ttft_p99"));
    CHECK(value(added.figures, "gpus") == 3);
    CHECK(value(added.figures, "slo_attainment") > 0.9);
    CHECK_FALSE(added.resolved);
    InferenceIncidentSetup instant =
        InferenceIncident::applyActions(InferenceIncident::faultySetup(), {"add_replica"});
    instant.serving.autoscaler.startupS = 0;
    instant.serving.autoscaler.storageReadGBps = 10000;
    const InferenceIncidentFigures noWarmup = runInferenceIncident(instant).figures;
    CHECK(noWarmup.ttftP99S * 1e3 < value(added.figures, "ttft_p99") / 3);
    CHECK(inference().outcomeOf(runInferenceIncident(instant)).resolved);

    // With prefix caching besides, the added replica resolves it.
    const Outcome both = m.run({"add_replica", "enable_prefix_caching"}, 120);
    CHECK(both.resolved);
}

TEST_CASE("AI-INF-007: the mitigations move the figures their way, none resolves it",
          "[models][inference][incident]")
{
    const DefinedIncident& m = *incident();
    const Outcome base = m.baseline();
    const InferenceIncidentFigures b = inference().baselineRun().figures;
    const double slo = inference().faulty().serving.slo.ttftS;

    // Prefix caching: the four system prompts computed and stored once.
    const InferenceIncidentFigures cached = figuresWith({"enable_prefix_caching"});
    CHECK(cached.ttftP99S < 0.3 * b.ttftP99S);
    CHECK(cached.preemptions < b.preemptions / 2);
    CHECK(cached.sloAttainment > 2 * b.sloAttainment);
    CHECK(cached.ttftP99S > slo);

    // A context cap of 4,096 tokens refuses the documents: a short queue, users refused.
    const Outcome capped = m.run({"cap_context_length"}, 120);
    CHECK(value(capped.figures, "ttft_p99") < slo * 1e3);
    CHECK(value(capped.figures, "rejected") > 0.25 * b.arrived);
    CHECK(m.improved(base, capped)); // more requests within their objectives
    CHECK_FALSE(capped.resolved);

    // Half the running requests: preemptions nearly gone, the queue shorter.
    const InferenceIncidentFigures fewer = figuresWith({"lower_max_num_seqs"});
    CHECK(fewer.preemptions < b.preemptions / 20);
    CHECK(fewer.runningMax <= 256);
    CHECK(fewer.ttftP99S < 0.9 * b.ttftP99S);
    CHECK(fewer.queueDepthMax < b.queueDepthMax);
    CHECK(m.improved(base, m.run({"lower_max_num_seqs"}, 120)));

    // Routing by KV usage: a little better; both replicas are full whatever the router.
    const Outcome routed = m.run({"route_by_kv_usage"}, 120);
    CHECK(m.improved(base, routed));
    CHECK(value(routed.figures, "ttft_p99") > 0.9 * value(base.figures, "ttft_p99"));
    CHECK_FALSE(routed.resolved);
}

TEST_CASE("AI-INF-007: the wrong responses do not help", "[models][inference][incident]")
{
    const DefinedIncident& m = *incident();
    const Outcome base = m.baseline();
    const InferenceIncidentFigures b = inference().baselineRun().figures;

    // Restarting a replica: its requests go to the other one, and it loads again.
    const Outcome restarted = m.run({"restart_replica"}, 120);
    CHECK_FALSE(m.improved(base, restarted));
    CHECK(value(restarted.figures, "ttft_p99") > 1.3 * value(base.figures, "ttft_p99"));
    const InferenceIncidentRun restartRun = runInferenceIncident(
        InferenceIncident::applyActions(InferenceIncident::faultySetup(), {"restart_replica"}));
    CHECK(restartRun.replicaFailures == 1);

    // A faster network is not on the requests' path: the same figures.
    const Outcome network = m.run({"faster_network"}, 120);
    CHECK_FALSE(m.improved(base, network));
    CHECK(network.figures.front().value == base.figures.front().value);

    // More running requests allowed: the KV cache, not max_num_seqs, limits the batch.
    const InferenceIncidentFigures more = figuresWith({"raise_max_num_seqs"});
    CHECK(b.runningMax < 2 * 256);
    CHECK(more.runningMax == b.runningMax);
    CHECK(more.ttftP99S == b.ttftP99S);
    CHECK_FALSE(m.improved(base, m.run({"raise_max_num_seqs"}, 120)));

    // The author's judgement, for the debrief only.
    const std::vector<ActionOption> actions = m.actions();
    const auto kind = [&](const std::string& id) {
        return std::find_if(actions.begin(), actions.end(),
                            [&](const ActionOption& a) { return a.id == id; })
            ->kind;
    };
    CHECK(kind("restart_replica") == ActionKind::Harmful);
    CHECK(kind("faster_network") == ActionKind::NoEffect);
    CHECK(kind("add_replica") == ActionKind::Fix);
}

TEST_CASE("AI-INF-007: a walk through the incident scores and resolves",
          "[models][inference][incident]")
{
    IncidentSession s(incident());
    CHECK(s.now() == Approx(incident()->faultOnsetS() + 60));
    while (s.revealNextStage()) {
    }
    CHECK(s.visibleEvidence().size() == incident()->evidence().size());
    s.recordHypothesis("long_context_kv_pressure");
    s.recordHypothesis("insufficient_serving_capacity");
    const ActionEffect& restart = s.applyActions({"restart_replica"});
    CHECK_FALSE(restart.helped);
    const ActionEffect& tp = s.applyActions({"tensor_parallel_2"});
    CHECK(tp.helped);
    CHECK(s.resolved());
    const Debrief d = s.debrief();
    CHECK(d.rootCauses.size() == 2);
    REQUIRE(d.timeToResolveS.has_value());
    CHECK(*d.timeToResolveS > 0);
    CHECK(d.score.points > 0);
}

TEST_CASE("AI-INF-007: runs are deterministic", "[models][inference][incident]")
{
    const InferenceIncidentRun a = runInferenceIncident(InferenceIncident::faultySetup());
    const InferenceIncidentRun b = runInferenceIncident(InferenceIncident::faultySetup());
    CHECK(a.figures.ttftP99S == b.figures.ttftP99S);
    CHECK(a.figures.preemptions == b.figures.preemptions);
    CHECK(a.figures.queueDepthMax == b.figures.queueDepthMax);
    REQUIRE(a.series.size() == b.series.size());
    for (std::size_t i = 0; i < a.series.size(); ++i) {
        CHECK(a.series[i].id == b.series[i].id);
        CHECK(a.series[i].values == b.series[i].values);
    }
    const DefinedIncident& m = *incident();
    const Outcome x = m.run({"enable_prefix_caching", "route_by_kv_usage"}, 200);
    const Outcome y = m.run({"enable_prefix_caching", "route_by_kv_usage"}, 500);
    REQUIRE(x.figures.size() == y.figures.size());
    for (std::size_t i = 0; i < x.figures.size(); ++i)
        CHECK(x.figures[i].value == y.figures[i].value);
    // Another seed draws other requests and still shows the incident.
    InferenceIncidentSetup other = InferenceIncident::faultySetup();
    other.seed = 7;
    const InferenceIncidentFigures o = runInferenceIncident(other).figures;
    CHECK(o.ttftP99S != a.figures.ttftP99S);
    CHECK(o.ttftP99S > 5 * other.serving.slo.ttftS);
    CHECK(o.preemptions > 0);
}

TEST_CASE("AI-INF-007: unknown ids and bad times are refused", "[models][inference][incident]")
{
    const DefinedIncident& m = *incident();
    try {
        m.run({"buy_more_gpus"}, 120);
        FAIL("an unknown action must be refused");
    } catch (const Error& e) {
        CHECK(e.path() == "/actions");
    }
    CHECK_THROWS_AS(m.run({}, -1), Error);
    CHECK_THROWS_AS(m.run({}, std::nan("")), Error);
    InferenceIncidentSetup bad = InferenceIncident::faultySetup();
    bad.trafficEndS = bad.onsetS;
    CHECK_THROWS_AS(runInferenceIncident(bad), Error);
    bad = InferenceIncident::faultySetup();
    bad.serving.replicas = 0;
    CHECK_THROWS_AS(InferenceIncident(bad), Error);
}

TEST_CASE("AI-INF-007: the model measures what its catalogue promises",
          "[models][inference][incident]")
{
    ailab::tests::checkCatalogueKept(*incident());
}
