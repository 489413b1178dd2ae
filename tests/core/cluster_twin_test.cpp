// The cluster twin against its parts run alone, and the consequences of its faults
// (docs/models.md, "Cluster twin").
#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_telemetry.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/fault_injector.h"
#include "core/collective/collective_run.h"
#include "core/error.h"
#include "core/sim/simulation.h"
#include "core/storage/steady_state.h"
#include "core/telemetry/metric_registry.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

using namespace ailab::core;
using namespace ailab::core::cluster;
using Catch::Matchers::Contains;

namespace {

// Two racks of four DGX H100 on a leaf per rack, a 10 GB/s file system.
nlohmann::json smallCluster()
{
    return nlohmann::json::parse(R"({
      "racks": [{"id": "rack", "count": 2, "platform": "dgx-h100", "servers": 4, "feedKW": 60,
                 "cooling": "direct-to-chip"}],
      "fabric": {"nicsPerServer": 8, "serversPerLeaf": 4, "spines": 4},
      "storage": {"dataServers": 2, "perServerGBps": 5},
      "jobs": [],
      "telemetry": {"resolution": "1s", "window": "10min"},
      "duration": "10min"
    })");
}

nlohmann::json job(const std::string& name, int gpus, int tp, int pp = 1)
{
    return {{"name", name}, {"model", "llama-3-8b"}, {"gpus", gpus}, {"tp", tp}, {"pp", pp},
            {"globalBatch", 64}, {"sequence", 4096}, {"checkpointInterval", 0}};
}

struct Twin
{
    sim::Simulation simulation;
    std::unique_ptr<ClusterTwin> twin;
    explicit Twin(const nlohmann::json& model, const nlohmann::json& events = nlohmann::json::array(),
                  std::uint64_t seed = 1)
    {
        twin = std::make_unique<ClusterTwin>(simulation, readClusterSpec(model, events), seed);
    }
    TrainingJob& job(const std::string& name) { return *twin->findJob(name); }
};

// The first event of `type` (its time), or -1.
double firstEvent(const ClusterTwin& twin, const std::string& type)
{
    for (const telemetry::Event& e : twin.events())
        if (e.type == type)
            return e.time;
    return -1;
}

} // namespace

TEST_CASE("A job alone on the twin takes the step of the 3D-parallel model", "[cluster]")
{
    // One server, tensor parallel 8: no data-parallel all-reduce, no fabric.
    nlohmann::json model = smallCluster();
    model["jobs"] = nlohmann::json::array({job("alone", 8, 8)});
    Twin t(model);
    t.twin->runUntil(300);
    const TrainingJob& j = t.job("alone");
    REQUIRE(j.totals().stepsRun > 10);
    // The twin recomposes the same step: the model's own all-reduce is zero with dp 1.
    CHECK(j.lastStep().stepS == Approx(j.plan().step.stepSeconds).epsilon(1e-6));
    CHECK(j.lastStep().dataWaitS == Approx(0.0).margin(1e-9));
    CHECK(j.lastStep().slowdown == Approx(1.0));
}

TEST_CASE("A job's all-reduce is the collective on its placement, as core/collective runs it", "[cluster]")
{
    nlohmann::json model = smallCluster();
    model["jobs"] = nlohmann::json::array({job("spread", 32, 8)}); // dp 4 over four servers, tensor ranks fill them
    Twin t(model);
    t.twin->runUntil(60);
    const TrainingJob& j = t.job("spread");
    REQUIRE(j.servers().size() == 4);
    REQUIRE(j.plan().dpRanks == 4);
    // The eight data-parallel groups (one per tensor rank) reduce at once, one ring each
    // across the four servers.
    collective::CollectiveRequest request;
    request.algorithm = collective::Algorithm::ParallelRings;
    request.bytes = j.plan().dpGradientBytes;
    for (int d = 0; d < 4; ++d)
        for (int k = 0; k < 8; ++k)
            request.rankGpus.push_back(t.twin->fabricState().fabric().gpu(j.servers()[std::size_t(d)], k));
    const topo::Fabric& fabric = t.twin->fabricState().fabric();
    topo::Router router(fabric.graph);
    const double alone = collective::runCollective(fabric, router, request).simulatedSeconds;
    CHECK(j.lastStep().allReduceS == Approx(alone).epsilon(1e-9));
    CHECK(j.lastStep().stepS == Approx(j.plan().stepSeconds(1.0, alone)).epsilon(1e-6));
}

TEST_CASE("A straggler sets its job's pace", "[cluster]")
{
    nlohmann::json model = smallCluster();
    model["jobs"] = nlohmann::json::array({job("paced", 8, 8)});
    const nlohmann::json events = nlohmann::json::array({{{"at", 100}, {"fault", "straggler"}, {"target", "server0/gpu3"}, {"severity", 1.5}}});
    Twin t(model, events);
    t.twin->runUntil(99);
    const double healthy = t.job("paced").lastStep().computeS;
    t.twin->runUntil(200);
    CHECK(t.job("paced").lastStep().slowdown == Approx(1.5));
    CHECK(t.job("paced").lastStep().computeS == Approx(1.5 * healthy).epsilon(1e-9));
}

TEST_CASE("An operator's repair of one fault ends it now; one repaired before its time never begins",
          "[cluster]")
{
    nlohmann::json model = smallCluster();
    model["jobs"] = nlohmann::json::array({job("paced", 8, 8)});
    const nlohmann::json events = nlohmann::json::array(
        {{{"at", 100}, {"fault", "straggler"}, {"target", "server0/gpu3"}, {"severity", 1.5}},
         {{"at", 500}, {"fault", "straggler"}, {"target", "server0/gpu2"}, {"severity", 2.0}}});
    Twin t(model, events);
    FaultInjector& faults = t.twin->faults();
    t.twin->runUntil(200);
    CHECK(t.job("paced").lastStep().slowdown == Approx(1.5));
    CHECK(faults.repair(std::size_t(0)));
    CHECK(faults.repair(std::size_t(1))); // not applied yet: cancelled
    CHECK_FALSE(faults.repair(std::size_t(0)));
    t.twin->runUntil(800);
    CHECK(t.job("paced").lastStep().slowdown == Approx(1.0));
    CHECK(faults.faults()[0].revertedAt == Approx(200));
    CHECK(faults.faults()[1].cancelled);
    CHECK(faults.faults()[1].appliedAt < 0);
}

TEST_CASE("A cooling failure heats the inlet, then the GPUs, then clocks fall, then steps slow", "[cluster]")
{
    nlohmann::json model = smallCluster();
    // Air-cooled racks whose air handling removes their 41 kW (the catalogue's air limit is
    // 15 kW a rack): the failure leaves the heat in the room's air.
    model["racks"][0]["cooling"] = "air";
    model["racks"][0]["coolingCapacityKW"] = 45;
    model["jobs"] = nlohmann::json::array({job("hot", 32, 8)});
    model["duration"] = "2h";
    const nlohmann::json events = nlohmann::json::array({{{"at", 60}, {"fault", "cooling-failure"}, {"target", "rack0"}}});
    Twin t(model, events);
    t.twin->runUntil(3600);
    const double fault = firstEvent(*t.twin, "fault.cooling-failure");
    const double inlet = firstEvent(*t.twin, "facility.inlet-above-recommended");
    const double throttle = firstEvent(*t.twin, "facility.gpu-throttle-started");
    const double slowed = firstEvent(*t.twin, "job.slowed");
    INFO("fault " << fault << ", inlet " << inlet << ", throttle " << throttle << ", slowed " << slowed);
    REQUIRE(fault == Approx(60));
    REQUIRE(inlet > fault);
    REQUIRE(throttle > inlet);
    REQUIRE(slowed >= throttle);
    // With no cooling at all the inlet keeps rising: the GPUs reach their shutdown
    // temperature, fall off the bus, and the job stops.
    const double shutdown = firstEvent(*t.twin, "facility.gpu-thermal-shutdown");
    CHECK(shutdown > slowed);
    CHECK(firstEvent(*t.twin, "job.interrupted") == Approx(shutdown));
}

TEST_CASE("A dead GPU sends its job back to its checkpoint; the lost work is the time since it",
          "[cluster]")
{
    nlohmann::json model = smallCluster();
    nlohmann::json j = job("victim", 8, 8);
    j["checkpointInterval"] = 120;
    j["checkpointMode"] = "sync";
    model["jobs"] = nlohmann::json::array({j});
    model["failures"] = {{"restart", 300}};
    const nlohmann::json events = nlohmann::json::array({{{"at", 400}, {"fault", "gpu-off-bus"}, {"target", "server0/gpu1"}}});
    Twin t(model, events);
    t.twin->runUntil(399.999);
    const TrainingJob& victim = t.job("victim");
    const std::int64_t checkpointStep = victim.checkpointStep();
    REQUIRE(checkpointStep > 0);
    const double captured = victim.checkpointCaptureTime();
    t.twin->runUntil(400.0);
    CHECK(victim.totals().interruptions == 1);
    CHECK(victim.progressSteps() == checkpointStep);
    CHECK(victim.totals().lostWorkSeconds == Approx(400.0 - captured).epsilon(1e-9));
    CHECK(victim.totals().lostGpuHours == Approx((400.0 - captured) * 8 / 3600.0).epsilon(1e-9));
    // Placed again on another server, it runs after the restart time.
    t.twin->runUntil(1200);
    CHECK(victim.totals().restartSeconds == Approx(300.0));
    CHECK(victim.totals().lostGpuHours == Approx((400.0 - captured + 300.0) * 8 / 3600.0).epsilon(1e-9));
    CHECK(victim.progressSteps() > checkpointStep);
    CHECK(std::find(victim.servers().begin(), victim.servers().end(), 0) == victim.servers().end());
}

TEST_CASE("A narrowed ECMP slows a job spread over leaves and not a job inside one leaf", "[cluster]")
{
    nlohmann::json model = smallCluster();
    model["scheduler"] = "first-fit";
    // Three leaves of four servers: the first job fills leaf 0, the second leaves 1 and 2.
    model["racks"][0]["count"] = 3;
    model["jobs"] = nlohmann::json::array({job("inside", 32, 8), job("spread", 64, 8)});
    auto run = [&](bool misconfigured) {
        nlohmann::json events = nlohmann::json::array();
        if (misconfigured)
            events.push_back({{"at", 0}, {"fault", "ecmp-misconfiguration"}, {"severity", 1}});
        Twin t(model, events);
        t.twin->runUntil(120);
        return std::pair{t.job("inside").lastStep().allReduceS, t.job("spread").lastStep().allReduceS};
    };
    const auto healthy = run(false);
    const auto narrowed = run(true);
    CHECK(narrowed.first == Approx(healthy.first).epsilon(1e-12));
    CHECK(narrowed.second > healthy.second * 1.2);
}

TEST_CASE("Two jobs sharing a storage tier both wait for their data", "[cluster]")
{
    nlohmann::json model = smallCluster();
    nlohmann::json a = job("reader-a", 8, 8);
    a["sampleBytes"] = 100e6; // 64 x 100 MB a step, longer than the step at 1 GB/s
    nlohmann::json b = a;
    b["name"] = "reader-b";
    model["storage"] = {{"dataServers", 1}, {"perServerGBps", 1}};
    model["jobs"] = nlohmann::json::array({a});
    Twin alone(model);
    alone.twin->runUntil(300);
    model["jobs"] = nlohmann::json::array({a, b});
    Twin shared(model);
    shared.twin->runUntil(300);
    const double aloneWait = alone.job("reader-a").lastStep().dataWaitS;
    CHECK(shared.job("reader-a").lastStep().dataWaitS > aloneWait + 0.1);
    CHECK(shared.job("reader-b").lastStep().dataWaitS > aloneWait + 0.1);
}

TEST_CASE("The same scenario and seed run to the same figures", "[cluster]")
{
    nlohmann::json model = smallCluster();
    model["jobs"] = nlohmann::json::array({job("a", 16, 8), job("b", 8, 8)});
    model["failures"] = {{"random", true}, {"rateScale", 20000}};
    auto summary = [&](std::uint64_t seed) {
        Twin t(model, nlohmann::json::array(), seed);
        t.twin->runUntil(1800);
        return t.twin->summary().dump();
    };
    CHECK(summary(5) == summary(5));
    CHECK(summary(5) != summary(6));
}

TEST_CASE("A long run keeps its telemetry within the window", "[cluster]")
{
    nlohmann::json model = smallCluster();
    model["jobs"] = nlohmann::json::array({job("long", 8, 8)});
    model["telemetry"] = {{"resolution", "10s"}, {"window", "5min"}};
    model["duration"] = "1d";
    Twin t(model);
    t.twin->runUntil(86400);
    const telemetry::TimeSeries& temperature =
        t.twin->metrics().get(R"(DCGM_FI_DEV_GPU_TEMP{gpu="0",server="server0",rack="rack0"})");
    CHECK(temperature.capacity() == 31);
    CHECK(temperature.size() == 31);
    CHECK(temperature.totalAdded() == 8641);
    const telemetry::TimeSeries& step = t.twin->metrics().get(R"(ailab_job_step_time{job="long"})");
    CHECK(step.size() == 8641);
    // Each rack's history covers the whole day in at most 256 buckets beside the window.
    const auto& rack0 = t.twin->telemetry().rackHistory().at(0);
    CHECK(rack0.powerKW.totalAdded() == 8641);
    CHECK(rack0.powerKW.buckets().size() <= ClusterTelemetry::kRackHistoryBuckets);
    CHECK(rack0.powerKW.recent().end() - rack0.powerKW.recent().begin() == 31);
    CHECK(rack0.inletC.buckets().front().firstTime == 0.0);
    // The window's samples are the registry's rack series, the same figures.
    const telemetry::TimeSeries& power = t.twin->metrics().get(R"(ailab_rack_power{rack="rack0"})");
    CHECK(rack0.powerKW.recent().begin()->value == power[0].value);
    CHECK((rack0.powerKW.recent().end() - 1)->time == power.latest()->time);
    CHECK(t.twin->summary().at("racks").at(0).at("meanPowerKW").get<double>() > 0.0);
}

TEST_CASE("Bad cluster scenarios name the field", "[cluster]")
{
    auto error = [](nlohmann::json model, nlohmann::json events = nlohmann::json::array()) -> std::string {
        try {
            sim::Simulation simulation;
            ClusterTwin twin(simulation, readClusterSpec(model, events), 1);
        } catch (const Error& e) {
            return e.what();
        }
        return "";
    };
    nlohmann::json model = smallCluster();
    model["racks"][0]["servers"] = 0;
    CHECK_THAT(error(model), Contains("/model/racks/0/servers"));
    model = smallCluster();
    model["jobs"] = nlohmann::json::array({job("x", 12, 8)});
    CHECK_THAT(error(model), Contains("/model/jobs/0/gpus"));
    model = smallCluster();
    model["jobs"] = nlohmann::json::array({job("x", 128, 8)});
    CHECK_THAT(error(model), Contains("/model/jobs/0/gpus: the cluster has 64 GPUs"));
    model = smallCluster();
    nlohmann::json big = job("x", 8, 1);
    big["model"] = "llama-3-405b";
    model["jobs"] = nlohmann::json::array({big});
    CHECK_THAT(error(model), Contains("/model/jobs/0/tp"));
    model = smallCluster();
    CHECK_THAT(error(model, nlohmann::json::array({{{"at", 5}, {"fault", "cooling-failure"}, {"target", "rack9"}}})),
               Contains("/events/0/target: no rack is named \"rack9\""));
    CHECK_THAT(error(model, nlohmann::json::array({{{"at", 5}, {"fault", "meltdown"}}})), Contains("/events/0/fault"));
    CHECK_THAT(error(model, nlohmann::json::array({{{"at", 5}, {"fault", "link-down"}, {"target", "leaf0-spine9"}}})),
               Contains("/events/0/target"));
    CHECK_THAT(error(model, nlohmann::json::array({{{"at", 50}, {"until", 10}, {"fault", "spine-down"}, {"target", "spine0"}}})),
               Contains("/events/0/until"));
    CHECK_THAT(error(model, nlohmann::json::array({{{"at", 5}, {"fault", "xid"}, {"target", "gpu3"}, {"xid", 999}}})),
               Contains("/events/0/xid"));
}

TEST_CASE("Losing a replica's server raises its service's TTFT and queue depth", "[cluster]")
{
    // Two servers, one replica on each, no spare: after server0 fails the other replica
    // serves the whole rate alone.
    nlohmann::json model = smallCluster();
    model["racks"][0]["count"] = 1;
    model["racks"][0]["servers"] = 2;
    model["services"] = nlohmann::json::parse(
        R"([{"name": "chat", "model": "llama-3-8b", "tp": 8, "replicas": 2, "rate": 100}])");
    const nlohmann::json events = nlohmann::json::array({{{"at", 300}, {"fault", "server-down"}, {"target", "server0"}}});
    Twin t(model, events);
    t.twin->runUntil(600);
    const auto& metrics = t.twin->metrics();
    auto mean = [&](const std::string& name, double from, double to) {
        double sum = 0;
        int n = 0;
        for (const telemetry::Sample& s : metrics.get(name).between(from, to))
            if (!std::isnan(s.value)) {
                sum += s.value;
                ++n;
            }
        return n > 0 ? sum / n : 0.0;
    };
    const std::string ttft = R"(ailab_service_ttft_p95{service="chat"})";
    const std::string queue = R"(ailab_service_queue_depth{service="chat"})";
    CHECK(t.twin->services()[0]->replicasReady() == 1);
    CHECK(mean(ttft, 360, 600) > 3 * mean(ttft, 200, 299));
    CHECK(mean(queue, 300, 600) > mean(queue, 200, 299));
    CHECK(firstEvent(*t.twin, "service.replica-lost") == Approx(300));
}

TEST_CASE("A storage-bound job is fed as the storage lab's steady-state model says", "[cluster]")
{
    // One or two jobs whose batches take longer to read than to compute: the share of the
    // step they compute is the course's steady state (section 06.4, storage::steadyState) of
    // their share of the tier against their demand.
    nlohmann::json model = smallCluster();
    nlohmann::json a = job("reader-a", 8, 8);
    a["sampleBytes"] = 100e6;
    nlohmann::json b = a;
    b["name"] = "reader-b";
    model["storage"] = {{"dataServers", 1}, {"perServerGBps", 1}};
    for (int jobs = 1; jobs <= 2; ++jobs) {
        model["jobs"] = jobs == 1 ? nlohmann::json::array({a}) : nlohmann::json::array({a, b});
        Twin t(model);
        t.twin->runUntil(600);
        const TrainingJob& reader = t.job("reader-a");
        const StepParts& step = reader.lastStep();
        const double busy = step.stepS - step.dataWaitS; // the step without waiting for data
        const double demand = reader.plan().readBytesPerStep / busy;
        const storage::SteadyStateResult lab06 =
            storage::steadyState(1e9 / jobs, std::numeric_limits<double>::infinity(), demand);
        INFO(jobs << " job(s): step " << step.stepS << " s, waiting " << step.dataWaitS << " s");
        CHECK(lab06.limiting == storage::PipelineStage::Storage);
        CHECK(busy / step.stepS == Approx(lab06.fedFraction).epsilon(0.01));
    }
}
