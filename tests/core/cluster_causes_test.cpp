// The cluster twin's event log names the fault each consequence comes from, and the
// operator's judgements against a baseline run (core/cluster/training_impact.h).
#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/fault_injector.h"
#include "core/cluster/training_impact.h"
#include "core/error.h"
#include "core/sim/simulation.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace ailab::core;
using namespace ailab::core::cluster;

namespace {

// `racks` racks of four DGX H100, a leaf per rack with four 400 Gb/s uplinks.
nlohmann::json dgxCluster(int racks)
{
    nlohmann::json model = nlohmann::json::parse(R"({
      "racks": [{"id": "rack", "count": 2, "platform": "dgx-h100", "servers": 4, "feedKW": 60,
                 "cooling": "direct-to-chip"}],
      "fabric": {"nicsPerServer": 8, "serversPerLeaf": 4, "spines": 4},
      "storage": {"dataServers": 2, "perServerGBps": 5},
      "scheduler": "first-fit",
      "jobs": [],
      "telemetry": {"resolution": "1s", "window": "10min"},
      "duration": "1h"
    })");
    model["racks"][0]["count"] = racks;
    return model;
}

nlohmann::json job(const std::string& name, int gpus)
{
    return {{"name", name}, {"model", "llama-3-8b"}, {"gpus", gpus}, {"tp", 8}, {"pp", 1},
            {"globalBatch", 96}, {"sequence", 4096}, {"checkpointInterval", 0}};
}

struct Twin
{
    sim::Simulation simulation;
    std::unique_ptr<ClusterTwin> twin;
    explicit Twin(const nlohmann::json& model, const nlohmann::json& events = nlohmann::json::array())
    {
        twin = std::make_unique<ClusterTwin>(simulation, readClusterSpec(model, events), 1);
    }
};

// The lines of `type`, in the log's order.
std::vector<const telemetry::Event*> lines(const ClusterTwin& twin, const std::string& type)
{
    std::vector<const telemetry::Event*> out;
    for (const telemetry::Event& e : twin.events())
        if (e.type == type)
            out.push_back(&e);
    return out;
}

// The uplink of `leafPrefix` that carries most of job `name`'s all-reduce.
std::string busiestUplink(const nlohmann::json& model, const std::string& name, const std::string& leafPrefix)
{
    Twin t(model);
    t.twin->runUntil(10);
    const std::vector<double> bytes = t.twin->uplinkBytesPerStep(std::size_t(t.twin->findJobIndex(name)));
    std::string busiest;
    double most = 0;
    for (std::size_t l = 0; l < bytes.size(); ++l) {
        const std::string& link = t.twin->fabricState().uplinkNames()[l];
        if (link.rfind(leafPrefix, 0) == 0 && bytes[l] > most) {
            most = bytes[l];
            busiest = link;
        }
    }
    return busiest;
}

} // namespace

TEST_CASE("A cooling failure's consequences name it as their cause; a job's start names none", "[cluster][causes]")
{
    nlohmann::json model = dgxCluster(2);
    model["racks"][0]["cooling"] = "air";
    model["racks"][0]["coolingCapacityKW"] = 45;
    model["jobs"] = nlohmann::json::array({job("hot", 32)});
    Twin t(model, nlohmann::json::array({{{"at", 60}, {"fault", "cooling-failure"}, {"target", "rack0"}}}));
    t.twin->runUntil(1800);
    const auto fault = lines(*t.twin, "fault.cooling-failure");
    REQUIRE(fault.size() == 1);
    CHECK(t.twin->eventCause(*fault.front()) == 0);
    for (const char* type : {"facility.inlet-above-recommended", "facility.gpu-throttle-started", "job.slowed"}) {
        INFO(type);
        const auto found = lines(*t.twin, type);
        REQUIRE_FALSE(found.empty());
        CHECK(t.twin->eventCause(*found.front()) == 0);
        CHECK(found.front()->sequence > fault.front()->sequence);
    }
    const auto start = lines(*t.twin, "job.start");
    REQUIRE(start.size() == 1);
    CHECK(t.twin->eventCause(*start.front()) == -1);
}

TEST_CASE("A link down slows the job spanning leaves, names the fault, and the repair ends it", "[cluster][causes]")
{
    nlohmann::json model = dgxCluster(3);
    // "inside" fills leaf 0, "spread" leaves 1 and 2.
    model["jobs"] = nlohmann::json::array({job("inside", 32), job("spread", 64)});
    const std::string link = busiestUplink(model, "spread", "leaf1-");
    REQUIRE_FALSE(link.empty());
    Twin t(model);
    t.twin->runUntil(100);
    t.twin->faults().inject({.atS = 100, .kind = "link-down", .target = link, .pointer = "/fault"});
    t.twin->runUntil(300);
    const auto slowed = lines(*t.twin, "job.communication-slowed");
    REQUIRE(slowed.size() == 1);
    CHECK(*slowed.front()->subject == "job:spread");
    CHECK(t.twin->eventCause(*slowed.front()) == 0);
    CHECK(t.twin->jobSlowed(std::size_t(t.twin->findJobIndex("spread"))));
    CHECK_FALSE(t.twin->jobSlowed(std::size_t(t.twin->findJobIndex("inside"))));
    CHECK(clusterHealth(*t.twin).health == telemetry::Health::Congested);
    CHECK(t.twin->faults().repair(0));
    t.twin->runUntil(400);
    const auto recovered = lines(*t.twin, "job.communication-recovered");
    REQUIRE(recovered.size() == 1);
    CHECK(t.twin->eventCause(*recovered.front()) == 0);
    CHECK(clusterHealth(*t.twin).health == telemetry::Health::Healthy);
}

TEST_CASE("A dead GPU's job stops and restarts, both lines naming the fault; the impact against the baseline",
          "[cluster][causes]")
{
    nlohmann::json model = dgxCluster(2);
    model["jobs"] = nlohmann::json::array({job("victim", 8), job("bystander", 8)});
    model["failures"] = {{"restart", 120}};
    Twin live(model);
    Twin baseline(model);
    live.twin->runUntil(200);
    live.twin->faults().inject({.atS = 200, .kind = "gpu-off-bus", .target = "server0/gpu1", .pointer = "/fault"});
    live.twin->runUntil(250);
    baseline.twin->runUntil(250);
    const auto interrupted = lines(*live.twin, "job.interrupted");
    REQUIRE(interrupted.size() == 1);
    CHECK(*interrupted.front()->subject == "job:victim");
    CHECK(live.twin->eventCause(*interrupted.front()) == 0);
    ClusterHealth health = clusterHealth(*live.twin);
    CHECK(health.serversOut == 1);
    CHECK(health.stoppedJobs == 1);
    CHECK(health.health == telemetry::Health::Failed);
    TrainingImpact impact = trainingImpact(*live.twin, *baseline.twin);
    REQUIRE(impact.jobs.size() == 2);
    CHECK(impact.jobs[0].health == telemetry::Health::Failed);
    CHECK(impact.jobs[0].steps < impact.jobs[0].baselineSteps);
    CHECK(impact.jobs[1].health == telemetry::Health::Healthy);
    CHECK(impact.jobs[1].stepTimeRatio == Approx(1.0));
    CHECK(impact.stoppedJobs == 1);
    CHECK(impact.progressShare < 1.0);

    live.twin->runUntil(600);
    baseline.twin->runUntil(600);
    const auto restart = lines(*live.twin, "job.restart");
    REQUIRE(restart.size() == 1);
    CHECK(live.twin->eventCause(*restart.front()) == 0);
    impact = trainingImpact(*live.twin, *baseline.twin);
    // Running again at the baseline's pace, but behind it by the lost work and the restart.
    CHECK(impact.jobs[0].stepTimeRatio == Approx(1.0).epsilon(0.01));
    CHECK(impact.jobs[0].health == telemetry::Health::Congested);
    CHECK(impact.health == telemetry::Health::Congested);
}

TEST_CASE("A straggler's job is slower than its baseline by its clock deficit", "[cluster][causes]")
{
    nlohmann::json model = dgxCluster(2);
    model["jobs"] = nlohmann::json::array({job("paced", 8)});
    Twin live(model);
    Twin baseline(model);
    live.twin->faults().inject({.atS = 50, .kind = "straggler", .target = "server0/gpu3", .severity = 1.5,
                                .pointer = "/fault"});
    live.twin->runUntil(300);
    baseline.twin->runUntil(300);
    const auto slowed = lines(*live.twin, "job.slowed");
    REQUIRE(slowed.size() == 1);
    CHECK(live.twin->eventCause(*slowed.front()) == 0);
    const TrainingImpact impact = trainingImpact(*live.twin, *baseline.twin);
    const JobImpact& paced = impact.jobs.front();
    const TrainingJob& job = *live.twin->jobs().front();
    // Its compute takes 1.5x; its step grows by that much of its compute.
    const double expected = (job.lastStep().stepS) / baseline.twin->jobs().front()->lastStep().stepS;
    CHECK(paced.stepTimeRatio == Approx(expected));
    CHECK(paced.stepTimeRatio > 1.2);
    CHECK(paced.health == telemetry::Health::Congested);
    CHECK(paced.steps < paced.baselineSteps);
}

TEST_CASE("A severity outside its kind's range is refused naming /severity; nothing is injected", "[cluster][causes]")
{
    nlohmann::json model = dgxCluster(2);
    Twin t(model);
    const std::size_t before = t.twin->faults().faults().size();
    for (const auto& [kind, target, severity] :
         {std::tuple{"cooling-failure", "rack0", 1.5}, std::tuple{"straggler", "server0/gpu0", 0.5},
          std::tuple{"ecmp-misconfiguration", "leaf0", 0.0}, std::tuple{"slow-storage-tier", "", 0.0}}) {
        INFO(kind);
        try {
            t.twin->faults().inject({.atS = 0, .kind = kind, .target = target, .severity = severity, .pointer = "/x"});
            FAIL("no error");
        } catch (const Error& e) {
            CHECK(e.path() == "/x/severity");
            CHECK_THAT(e.what(), Catch::Matchers::Contains(std::string(faultSeverity(parseFaultKind(kind)).meaning)));
        }
    }
    CHECK(t.twin->faults().faults().size() == before);
    // The defaults the injector applies are the table's.
    CHECK(faultSeverity(FaultKind::CoolingFailure).defaultValue == 1.0);
    CHECK(faultSeverity(FaultKind::PowerCap).required);
    CHECK_FALSE(faultSeverity(FaultKind::LinkDown).used);
}
