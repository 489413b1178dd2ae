// The operations lab's incidents on the cluster twin (docs/models.md, "Twin incidents"):
// every shipped file loads and runs, its fix resolves it on the twin and each wrong action
// does not, the evidence is the twin's telemetry, the chain of events starts with the
// initiating fault, and a bad file is refused naming the field.
#include "core/cluster/cluster_telemetry.h"
#include "core/cluster/training_job.h"
#include "core/error.h"
#include "core/models/incident_registry.h"
#include "core/models/operations/twin_incident.h"
#include "core/ops/incident.h"
#include "core/telemetry/metric_registry.h"

#include "shipped_incidents.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <fmt/format.h>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

using namespace ailab::core;
using models::operations::TwinIncident;
using nlohmann::json;

namespace {

const std::vector<std::string> kIncidents{"gpu-underutilisation", "ecmp-imbalance", "thermal-straggler",
                                          "checkpoint-stalls",    "flapping-link",  "kv-cache-pressure",
                                          "ai-ops-008",           "cross-layer",    "routing-change"};

// Each incident is built once for every test case (it runs its twin twice).
std::shared_ptr<const ops::DefinedIncident> incident(const std::string& name)
{
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const ops::DefinedIncident>> built;
    std::lock_guard<std::mutex> lock(mutex);
    auto& slot = built[name];
    if (!slot)
        slot = ailab::tests::shippedIncident("operations", name);
    return slot;
}

const TwinIncident& twinOf(const ops::DefinedIncident& incident)
{
    return ailab::tests::modelOf<TwinIncident>(incident);
}

double figure(const std::vector<ops::Figure>& figures, const std::string& id)
{
    for (const ops::Figure& f : figures)
        if (f.id == id)
            return f.value;
    FAIL("no figure " << id);
    return 0;
}

// The mean of a registry series over the last window of the run, gaps left out.
double windowMean(const cluster::ClusterTwin& twin, const std::string& name)
{
    const double end = twin.now();
    double sum = 0;
    int n = 0;
    for (const telemetry::Sample& s : twin.metrics().get(name).between(end - TwinIncident::kWindowS, end))
        if (!std::isnan(s.value)) {
            sum += s.value;
            ++n;
        }
    return n > 0 ? sum / n : 0.0;
}

json document(const std::string& name)
{
    std::ifstream in(std::string(AILAB_SOURCE_DIR) + "/labs/operations/incidents/" + name + ".json");
    std::ostringstream text;
    text << in.rdbuf();
    return json::parse(text.str());
}

// The field an edited incident file is refused at, or "accepted".
std::string refusedAt(const json& d)
{
    try {
        models::parseIncident(d.dump(), "bad.json");
    } catch (const Error& e) {
        return e.path();
    }
    return "accepted";
}

// When a learner who revealed every stage acts (IncidentSession's clock).
double actingTime(const ops::DefinedIncident& incident)
{
    return incident.faultOnsetS() + incident.secondsPerStage() * incident.stageCount();
}

} // namespace

TEST_CASE("twin incidents: every shipped file loads, keeps the catalogue and follows the course's five steps",
          "[models][operations][incident]")
{
    const ops::IncidentCatalogue& c = TwinIncident::catalogue();
    const std::set<std::string> figures(c.figures.begin(), c.figures.end());
    const std::set<std::string> series(c.series.begin(), c.series.end());
    for (const std::string& name : kIncidents) {
        INFO(name);
        const auto inc = incident(name);
        const ops::IncidentDefinition& d = inc->definition();
        CHECK(d.lab == "operations");
        REQUIRE(d.system.has_value());
        // The course's method, one stage per step (section 09.5).
        REQUIRE(d.stages.size() == ops::investigationStepNames().size());
        for (std::size_t i = 0; i < d.stages.size(); ++i)
            CHECK(int(d.stages[i].step) == int(i));
        // Every figure and series measured is the catalogue's and suits the focus.
        for (const ops::Figure& f : inc->system().telemetry()) {
            CHECK(figures.count(f.id) == 1);
            CHECK(TwinIncident::suitsFocus(f.id, d.system->focus.kind));
            CHECK(std::isfinite(f.value));
        }
        for (const ops::Series& s : inc->system().telemetrySeries()) {
            CHECK(series.count(s.id) == 1);
            for (const auto& t : s.thresholds)
                CHECK(t.first == "healthy");
        }
        // The evidence is measured (the file names nothing the model does not give), and
        // every outcome figure has its words in the file.
        CHECK_NOTHROW(inc->evidence());
        for (const ops::Figure& f : inc->baseline().figures)
            CHECK(d.findFigure(f.id) != nullptr);
        // The header's key figures are the outcome's.
        std::set<std::string> outcome;
        for (const ops::Figure& f : inc->baseline().figures)
            outcome.insert(f.id);
        for (const std::string& id : d.keyFigures)
            CHECK(outcome.count(id) == 1);
        CHECK(inc->faultOnsetS() > 0);
    }
}

TEST_CASE("twin incidents: the fix resolves each incident on the twin and no wrong action does",
          "[models][operations][incident]")
{
    for (const std::string& name : kIncidents) {
        INFO(name);
        const auto inc = incident(name);
        const ops::Outcome baseline = inc->baseline();
        CHECK_FALSE(baseline.resolved);
        CHECK(twinOf(*inc).healthy().resolved);
        const double at = actingTime(*inc);
        int fixes = 0;
        for (const ops::IncidentAction& a : inc->definition().actions) {
            INFO(a.id);
            const ops::Outcome after = inc->run({a.id}, at);
            switch (a.kind) {
            case ops::ActionKind::Fix:
                ++fixes;
                CHECK(after.resolved);
                CHECK(inc->improved(baseline, after));
                break;
            case ops::ActionKind::Mitigation:
                CHECK(inc->improved(baseline, after));
                break;
            case ops::ActionKind::NoEffect:
            case ops::ActionKind::Harmful:
                CHECK_FALSE(after.resolved);
                CHECK_FALSE(inc->improved(baseline, after));
                break;
            }
        }
        CHECK(fixes >= 1);
    }
}

TEST_CASE("twin incidents: a raised collective timeout rides out the flaps but not the stalls",
          "[models][operations][incident]")
{
    const auto inc = incident("flapping-link");
    const ops::Outcome baseline = inc->baseline();
    const ops::Outcome raised = inc->run({"raise_collective_timeout"}, actingTime(*inc));
    const ops::Outcome fixed = inc->run({"replace_link"}, actingTime(*inc));
    // Without it NCCL's watchdog ends the job at each flap; with it the job waits for the
    // link, so it restarts no more after it (the run's count stops where the repaired run's
    // stops), yet it still steps slower than with the link repaired.
    CHECK(figure(raised.figures, "job_interruptions") < figure(baseline.figures, "job_interruptions"));
    CHECK(figure(raised.figures, "job_interruptions") == figure(fixed.figures, "job_interruptions"));
    CHECK(figure(raised.figures, "time_per_step") > figure(fixed.figures, "time_per_step"));
    CHECK_FALSE(raised.resolved);
}

TEST_CASE("twin incidents: the evidence's figures are the twin's telemetry", "[models][operations][incident]")
{
    SECTION("a job: its step parts, the storage and the cluster over the last window")
    {
        const auto inc = incident("gpu-underutilisation");
        const TwinIncident& model = twinOf(*inc);
        const cluster::ClusterTwin& twin = model.faultyTwin();
        const std::vector<ops::Figure> t = model.telemetry();
        const std::string job = "{job=\"vision-language\"}";
        CHECK(figure(t, "step_time") == Approx(windowMean(twin, "ailab_job_step_time" + job)).epsilon(1e-12));
        CHECK(figure(t, "data_wait_time") ==
              Approx(windowMean(twin, "ailab_job_data_wait_time" + job)).epsilon(1e-12));
        CHECK(figure(t, "storage_read_throughput") ==
              Approx(windowMean(twin, "ailab_storage_read_throughput")).epsilon(1e-12));
        CHECK(figure(t, "cluster_gpu_utilisation") ==
              Approx(windowMean(twin, "ailab_cluster_gpu_utilisation")).epsilon(1e-12));
        // The baseline comparison is against the same series of the healthy twin.
        const double healthy = windowMean(model.healthyTwin(), "ailab_job_step_time" + job);
        CHECK(figure(t, "step_time_vs_healthy") == Approx(figure(t, "step_time") / healthy).epsilon(1e-12));
        // The storage starves the job: it waits for data where the healthy one does not.
        CHECK(figure(t, "data_wait_time") > 0.1 * figure(t, "step_time"));
        CHECK(windowMean(model.healthyTwin(), "ailab_job_data_wait_time" + job) == 0.0);
        const int index = twin.findJobIndex("vision-language");
        CHECK(figure(t, "job_interruptions") == twin.jobs()[std::size_t(index)]->totals().interruptions);
    }
    SECTION("the fabric: the busiest link's utilisation and the links' imbalance")
    {
        const auto inc = incident("ecmp-imbalance");
        const TwinIncident& model = twinOf(*inc);
        const cluster::ClusterTwin& twin = model.faultyTwin();
        double busiest = 0;
        for (const std::string& link : twin.fabricState().uplinkNames())
            busiest = std::max(busiest, windowMean(twin, fmt::format("ailab_link_utilisation{{link=\"{}\"}}", link)));
        const std::vector<ops::Figure> t = model.telemetry();
        CHECK(figure(t, "busiest_link_utilisation") == Approx(busiest).epsilon(1e-12));
        CHECK(busiest > 0);
        // One next hop left on leaf0: its busiest uplink carries more than its even share.
        CHECK(figure(t, "link_utilisation_imbalance") > 1.2);
    }
    SECTION("a service: its TTFT P95 and KV-cache use")
    {
        const auto inc = incident("kv-cache-pressure");
        const TwinIncident& model = twinOf(*inc);
        const std::vector<ops::Figure> t = model.telemetry();
        CHECK(figure(t, "ttft_p95") ==
              Approx(windowMean(model.faultyTwin(), "ailab_service_ttft_p95{service=\"chat\"}")).epsilon(1e-12));
        CHECK(figure(t, "kv_cache_usage") > figure(model.healthy().figures, "kv_cache_usage"));
        CHECK(figure(t, "replicas_ready") < figure(model.healthy().figures, "replicas_ready"));
    }
}

TEST_CASE("twin incidents: the chain of events starts with the initiating fault", "[models][operations][incident]")
{
    for (const std::string& name : kIncidents) {
        INFO(name);
        const auto inc = incident(name);
        const std::vector<ops::CausalEvent> chain = inc->causalChain();
        REQUIRE_FALSE(chain.empty());
        const json events = inc->definition().system->events;
        CHECK(chain.front().initiating);
        CHECK(chain.front().type == "fault." + events.at(0).at("fault").get<std::string>());
        CHECK(chain.front().timeS == Approx(inc->faultOnsetS()));
        for (std::size_t i = 1; i < chain.size(); ++i)
            CHECK(chain[i - 1].timeS <= chain[i].timeS);
    }
    const auto order = [](const std::vector<ops::CausalEvent>& chain, const std::string& type) {
        for (std::size_t i = 0; i < chain.size(); ++i)
            if (chain[i].type == type)
                return int(i);
        return -1;
    };
    // A flapping link: the link goes down, then the job's collective times out.
    const std::vector<ops::CausalEvent> flap = incident("flapping-link")->causalChain();
    REQUIRE(order(flap, "link.down") >= 0);
    CHECK(order(flap, "job.collective-timeout") > order(flap, "link.down"));
    CHECK(flap[std::size_t(order(flap, "link.down"))].count > 1);
    // A cooling failure: the inlet, then the GPUs throttle, then the job waits for them.
    const std::vector<ops::CausalEvent> heat = incident("thermal-straggler")->causalChain();
    CHECK(order(heat, "facility.inlet-above-recommended") > 0);
    CHECK(order(heat, "facility.gpu-throttle-started") > order(heat, "facility.inlet-above-recommended"));
    CHECK(order(heat, "job.slowed") > order(heat, "facility.gpu-throttle-started"));

    // The debrief carries the chain.
    const auto inc = incident("ecmp-imbalance");
    ops::IncidentSession session(inc);
    const ops::Debrief debrief = session.debrief();
    REQUIRE(debrief.chain.size() == inc->causalChain().size());
    CHECK(debrief.chain.front().type == "fault.ecmp-misconfiguration");
    CHECK(debrief.chain.front().subject == "leaf0");
}

TEST_CASE("twin incidents: a session walks to a resolved incident on the twin", "[models][operations][incident]")
{
    const auto inc = incident("routing-change");
    ops::IncidentSession session(inc);
    while (session.revealNextStage()) {
    }
    session.recordHypothesis("routing_change");
    const ops::ActionEffect& wrong = session.applyActions({"enable_dcqcn"});
    CHECK_FALSE(wrong.helped);
    const ops::ActionEffect& fix = session.applyActions({"restore_ecmp"});
    CHECK(fix.helped);
    CHECK(session.resolved());
    const ops::Debrief debrief = session.debrief();
    REQUIRE(debrief.timeToResolveS.has_value());
    CHECK(*debrief.timeToResolveS > *debrief.timeToDetectS);
}

TEST_CASE("twin incidents: a bad file is refused naming the field", "[models][operations][incident]")
{
    const json good = document("flapping-link");
    REQUIRE(refusedAt(good) == "accepted");
    json d = good;
    d.erase("system");
    CHECK(refusedAt(d) == "/system");
    d = good;
    d["system"]["events"][0]["fault"] = "gpu-on-fire";
    CHECK(refusedAt(d) == "/system/events/0/fault");
    d = good;
    d["system"]["events"][0]["target"] = "leaf9-spine0";
    CHECK(refusedAt(d) == "/system/events/0/target");
    d = good;
    d["system"]["events"] = json::array();
    CHECK(refusedAt(d) == "/system/events");
    d = good;
    d["system"]["focus"] = {{"job", "no-such-job"}};
    CHECK(refusedAt(d) == "/system/focus/job");
    d = good;
    d["system"]["focus"] = {{"job", "fine-tune"}, {"service", "chat"}};
    CHECK(refusedAt(d) == "/system/focus");
    d = good;
    d["system"].erase("focus");
    CHECK(refusedAt(d) == "/system/focus");
    d = good;
    d["system"]["model"]["jobs"][0]["gpus"] = 1000;
    CHECK(refusedAt(d) == "/system/model/jobs/0/gpus");
    d = good;
    d["system"]["model"]["duration"] = "12min";
    CHECK(refusedAt(d) == "/system/model/duration");
    d = good;
    d["keyFigures"] = {"storage_read_latency"}; // the file words it, but no outcome has it
    CHECK(refusedAt(d) == "/keyFigures/0");
    d = good;
    d["stages"][1]["evidence"] = json::array();
    CHECK(refusedAt(d) == "/stages/1/evidence");
    d = good;
    d.erase("rootCause");
    CHECK(refusedAt(d) == "/rootCause");
    // A service's figure for an incident about a job, and a job's action.
    d = good;
    d["figures"].push_back({{"id", "ttft_p95"}, {"title", {{"en", "TTFT"}}}});
    d["evidence"][0]["figures"].push_back("ttft_p95");
    CHECK(refusedAt(d) == "/evidence/0/figures/2");
    json service = document("kv-cache-pressure");
    service["actions"].push_back(good["actions"][1]); // restart_job
    CHECK(refusedAt(service).rfind("/actions/", 0) == 0);
    // A system for a model that takes none.
    std::ifstream in(std::string(AILAB_SOURCE_DIR) + "/labs/roce/incidents/ai-net-004.json");
    std::ostringstream text;
    text << in.rdbuf();
    json roce = json::parse(text.str());
    roce["system"] = good["system"];
    CHECK(refusedAt(roce) == "/system");
}
