#pragma once

#include "core/infer/serving_config.h"
#include "core/infer/workload.h"
#include "core/ops/incident_definition.h"
#include "core/ops/incident_system.h"

#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

// Incident AI-INF-007, "Rising response latency" (course section 07.6, "Production AI Service
// — Rising Response Latency": "During a traffic increase, the inference service begins
// experiencing longer response times. Requests accumulate in the scheduler queue, while GPU
// memory approaches its configured capacity."; telemetry: rising TTFT, high request queue
// depth, KV-cache capacity near its limit). The course names its incidents after their
// section (AI-NET-004, AI-STORAGE-006, AI-OPS-008) but gives section 07's none: AI-INF-007 is
// ours, in that style.
//
// The service: Llama 3 8B on two H100 replicas behind a round-robin router, vLLM V1's
// scheduler with prefix caching switched off, conversation-like traffic at a rate the two
// replicas carry. At the onset the traffic rises from 10 to 24 requests a second and 30 % of
// the requests bring a long document: the replicas' batches fill, the KV cache reaches its limit,
// the scheduler preempts and recomputes, the queue grows and TTFT climbs far above its objective.
// Every figure comes from the serving engine (core/infer, ServingCluster); each response is a
// change of the service's parameters, measured by running the engine again, never assumed
// (docs/models.md, "AI-INF-007").
//
// A response is measured on a replay of the incident's traffic with the response in place
// when the traffic rises, as an engineer would load-test a change: the moment it is applied
// in the walkthrough does not change its measured effect. A replica asked for then serves
// only after its warm-up (start-up plus loading the weights), and a restarted replica loads
// again. The figures are those of the requests that arrive after the onset.
//
// Resolved: TTFT p99 and TPOT p99 within their objectives, and no request refused (a cap on
// the context that refuses the long documents shortens the queue but is not a fix).
namespace ailab::core::models::inference {

struct InferenceIncidentSetup
{
    infer::ServingConfig serving;
    infer::WorkloadConfig workload; // phase 0 is the traffic before the onset
    double onsetS = 60;             // the phase in which the traffic rises starts here
    double trafficEndS = 240;       // the last arrival the run lets in
    std::uint64_t seed = 1;
    // Responses that act on a running service, at these times (s): a new replica (serving
    // after its warm-up), and a restart of replica 0 (it fails and loads again).
    std::vector<double> addReplicaAtS;
    std::vector<double> restartReplicaAtS;
};

// The figures of one run, over the requests that arrived after the onset unless named
// otherwise.
struct InferenceIncidentFigures
{
    double ttftP50S = 0;
    double ttftP99S = 0;
    double ttftP99BeforeOnsetS = 0; // the requests that arrived before the onset
    double tpotP50S = 0;
    double tpotP99S = 0;
    double e2elP99S = 0;
    double sloAttainment = 0; // requests that met both objectives / requests that arrived
    double goodput = 0;       // benchmark_serving's: good requests per second of the run
    double requestThroughput = 0;
    double outputTokenThroughput = 0;
    double arrivalRateBefore = 0; // requests per second before the onset
    double arrivalRateAfter = 0;
    double meanPromptBefore = 0; // tokens
    double meanPromptAfter = 0;
    double longPromptShareAfter = 0; // prompts of at least the phase's long-prompt length
    double queueDepthMax = 0;        // requests waiting, all replicas
    double queueDepthAtTrafficEnd = 0;
    double runningMax = 0;  // requests in the replicas' batches
    double kvUsagePeak = 0; // 0..1, over the replicas serving
    double kvUsageMean = 0; // 0..1, mean of the samples after the onset
    long long preemptions = 0; // from the start to the end of the traffic, as the chart
    int arrived = 0; // after the onset
    int completed = 0;
    int rejected = 0;
    int gpus = 0; // the GPUs the service holds at the end of the traffic
    double warmupS = 0;
};

// One replica at the end of the traffic, the moment of highest pressure.
struct IncidentReplicaState
{
    int waiting = 0;
    int running = 0;
    double kvUsage = 0;
    long long preemptions = 0; // from the start to the end of the traffic
    double busyFraction = 0;   // its iterations' time over the traffic's time
};

struct InferenceIncidentRun
{
    InferenceIncidentSetup setup;
    InferenceIncidentFigures figures;
    std::vector<IncidentReplicaState> replicas;
    int replicaFailures = 0; // failed events in the run
    // The cluster's series from 0 to the end of the traffic ("queue_depth", "kv_usage" as a
    // ratio, "running", "preemptions" cumulative, "output_tokens_per_s"), TTFT p99 per arrival
    // bin ("ttft", ms, with the objective), and each replica's queue ("replica1_queue", ...).
    std::vector<ops::Series> series;
};

// Throws core::Error naming the field ("onsetS", "trafficEndS", or the serving config's and
// the workload's own) for a setup that cannot run.
void checkSetup(const InferenceIncidentSetup& setup);
// Runs the traffic of `setup` on its service to the last request; checks it first.
InferenceIncidentRun runInferenceIncident(const InferenceIncidentSetup& setup);

class InferenceIncident : public ops::IncidentSystem
{
public:
    // TTFT bins of the "ttft" series.
    static constexpr double kTtftBinS = 10;

    // The faulty service and its traffic, as described above.
    static InferenceIncidentSetup faultySetup();
    // `setup` with each response's parameter change applied, in order. Throws core::Error
    // (path "/actions") for an unknown id.
    static InferenceIncidentSetup applyActions(InferenceIncidentSetup setup,
                                               const std::vector<std::string>& actions);

    // Checks the setup (throws core::Error naming the field). The faulty service runs once,
    // for the baseline and the evidence, when either is first asked for (on the walkthrough's
    // worker thread, not while a lab builds its pages); that is safe from any thread.
    explicit InferenceIncident(InferenceIncidentSetup faulty = faultySetup());

    // The ids an incident file may name (labs/inference/incidents/ai-inf-007.json).
    static const ops::IncidentCatalogue& catalogue();

    double secondsPerStage() const override { return 60.0; }
    double faultOnsetS() const override { return m_faulty.onsetS; }
    std::vector<ops::Figure> telemetry() const override;
    std::vector<ops::Series> telemetrySeries() const override;
    ops::Outcome baseline() const override;
    ops::Outcome run(const std::vector<std::string>& actions, double atS) const override;
    // Helped: the default rule (TTFT p99 the headline), and no fewer requests within their
    // objectives than before (so a change that shortens the queue by refusing or starving
    // requests does not count).
    bool improved(const ops::Outcome& before, const ops::Outcome& after) const override;
    static constexpr double kAttainmentNoise = 0.02;

    const InferenceIncidentSetup& faulty() const { return m_faulty; }
    const InferenceIncidentRun& baselineRun() const;
    // The outcome of one run (figures in Outcome order, see inference_incident.cpp).
    ops::Outcome outcomeOf(const InferenceIncidentRun& run) const;

private:
    void runBaseline() const;

    InferenceIncidentSetup m_faulty;
    mutable std::once_flag m_baselineOnce;
    mutable InferenceIncidentRun m_baselineRun;
    mutable ops::Outcome m_baseline;
    mutable std::vector<ops::Figure> m_telemetry;
    mutable std::vector<ops::Series> m_series;
};

} // namespace ailab::core::models::inference
