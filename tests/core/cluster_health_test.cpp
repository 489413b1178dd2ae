// The operator's status rules of the cluster twin (core/cluster/cluster_health.h) and the
// cluster-wide USE series they agree with (docs/models.md, "Cluster twin", Health).
#include "core/cluster/cluster_health.h"
#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/sim/simulation.h"
#include "core/telemetry/metric_registry.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <nlohmann/json.hpp>

using namespace ailab::core;
using namespace ailab::core::cluster;
using telemetry::Health;

namespace {

// Two racks of four DGX H100, a leaf per rack and four spines; one job on every server, so
// its all-reduce crosses the spines.
nlohmann::json twoRacks()
{
    return nlohmann::json::parse(R"({
      "racks": [{"id": "rack", "count": 2, "platform": "dgx-h100", "servers": 4, "feedKW": 60,
                 "cooling": "direct-to-chip"}],
      "fabric": {"nicsPerServer": 8, "serversPerLeaf": 4, "spines": 4},
      "storage": {"dataServers": 2, "perServerGBps": 5},
      "scheduler": "first-fit",
      "jobs": [{"name": "wide", "model": "llama-3-8b", "gpus": 64, "tp": 8, "globalBatch": 64,
                "sequence": 4096, "checkpointInterval": 0}],
      "failures": {"restart": 300},
      "telemetry": {"resolution": "1s", "window": "10min"},
      "duration": "10min"
    })");
}

struct Twin
{
    sim::Simulation simulation;
    std::unique_ptr<ClusterTwin> twin;
    explicit Twin(const nlohmann::json& events = nlohmann::json::array(), nlohmann::json model = twoRacks())
    {
        twin = std::make_unique<ClusterTwin>(simulation, readClusterSpec(model, events), 1);
    }
    double latest(const std::string& name) const { return twin->metrics().get(name).latest()->value; }
};

} // namespace

TEST_CASE("A healthy cluster's four components are healthy and its jobs all run", "[cluster][health]")
{
    // The job fills the four servers of leaf 0 (first fit): its all-reduce stays on its leaf,
    // so no leaf-spine link carries it.
    nlohmann::json model = twoRacks();
    model["jobs"][0]["gpus"] = 32;
    Twin t(nlohmann::json::array(), model);
    t.twin->runUntil(120);
    CHECK(gpuComputeHealth(*t.twin) == Health::Healthy);
    CHECK(fabricHealth(*t.twin) == Health::Healthy);
    CHECK(storageHealth(*t.twin) == Health::Healthy);
    CHECK(orchestrationHealth(*t.twin) == Health::Healthy);
    CHECK(runningJobs(*t.twin) == 1);
    CHECK(t.latest("ailab_cluster_running_jobs") == 1);
    CHECK(t.latest("ailab_cluster_gpus_lost") == 0);
    CHECK(t.latest("ailab_cluster_gpus_throttled") == 0);
    CHECK(t.latest("ailab_fabric_links_down") == 0);
    CHECK(t.latest("ailab_fabric_link_utilisation_max") == 0);
    for (std::size_t l = 0; l < t.twin->fabricState().uplinks().size(); ++l)
        CHECK(uplinkHealth(*t.twin, l) == Health::Idle);
    for (int s = 0; s < t.twin->serverCount(); ++s)
        CHECK(serverHealth(*t.twin, s) == Health::Healthy);
    CHECK(leafHealth(*t.twin, 0) == Health::Healthy);
    CHECK(spineHealth(*t.twin, 0) == Health::Healthy);
}

TEST_CASE("A job across the spines: its queueing ports congest the fabric; the series sum the links",
          "[cluster][health]")
{
    // The job on all eight servers: its rings cross the spines, and where two line-rate
    // senders meet on an uplink, its port queues (fan-in >= 2).
    Twin t;
    t.twin->runUntil(120);
    const FabricState& fabric = t.twin->fabricState();
    double peak = 0, ecn = 0, pauses = 0;
    int carrying = 0, queueing = 0;
    for (std::size_t l = 0; l < fabric.uplinks().size(); ++l) {
        const std::string link = "{link=\"" + fabric.uplinkNames()[l] + "\"}";
        peak = std::max(peak, t.latest("ailab_link_utilisation" + link));
        ecn += t.latest("ailab_link_ecn_marks" + link);
        pauses += t.latest("ailab_link_pfc_pauses" + link);
        const bool queues = t.twin->linkFanIn(l) >= 2;
        queueing += queues ? 1 : 0;
        carrying += t.twin->linkFanIn(l) > 0 ? 1 : 0;
        CHECK((uplinkHealth(*t.twin, l) == Health::Congested) == queues);
        CHECK((uplinkHealth(*t.twin, l) == Health::Idle) == (t.twin->linkFanIn(l) == 0));
    }
    REQUIRE(carrying > 0);
    REQUIRE(queueing > 0);
    CHECK(fabricHealth(*t.twin) == Health::Congested);
    CHECK(peak > 0);
    CHECK(t.latest("ailab_fabric_link_utilisation_max") == Approx(peak));
    CHECK(t.latest("ailab_fabric_ecn_marks") == Approx(ecn).margin(1e-9));
    CHECK(t.latest("ailab_fabric_pfc_pauses") == Approx(pauses).margin(1e-9));
    CHECK(ecn > 0);
}

TEST_CASE("A link down fails the link, its switches and the fabric, and the series counts it",
          "[cluster][health]")
{
    Twin t(nlohmann::json::array({{{"at", 30}, {"fault", "link-down"}, {"target", "leaf0-spine1"}}}));
    t.twin->runUntil(60);
    const FabricState& fabric = t.twin->fabricState();
    const auto names = fabric.uplinkNames();
    const std::size_t down = std::size_t(std::find(names.begin(), names.end(), "leaf0-spine1") - names.begin());
    REQUIRE(down < names.size());
    CHECK(uplinkHealth(*t.twin, down) == Health::Failed);
    CHECK(leafHealth(*t.twin, 0) == Health::Failed);
    CHECK(spineHealth(*t.twin, 1) == Health::Failed);
    CHECK(spineHealth(*t.twin, 0) != Health::Failed);
    CHECK(fabricHealth(*t.twin) == Health::Failed);
    CHECK(t.latest("ailab_fabric_links_down") == 1);
}

TEST_CASE("A degraded link congests the fabric without failing it", "[cluster][health]")
{
    nlohmann::json model = twoRacks();
    model["jobs"][0]["gpus"] = 32; // inside leaf 0: only the fault can congest the fabric
    Twin healthy(nlohmann::json::array(), model);
    healthy.twin->runUntil(60);
    REQUIRE(fabricHealth(*healthy.twin) == Health::Healthy);
    Twin t(nlohmann::json::array(
               {{{"at", 30}, {"fault", "link-degraded"}, {"target", "leaf1-spine2"}, {"severity", 0.5}}}),
           model);
    t.twin->runUntil(60);
    CHECK(fabricHealth(*t.twin) == Health::Congested);
    CHECK(leafHealth(*t.twin, 1) == Health::Congested);
    CHECK(leafHealth(*t.twin, 0) == Health::Healthy);
    CHECK(t.latest("ailab_fabric_links_down") == 0);
}

TEST_CASE("A GPU off the bus fails its server and the compute component; its job restarts",
          "[cluster][health]")
{
    Twin t(nlohmann::json::array({{{"at", 30}, {"fault", "gpu-off-bus"}, {"target", "server5/gpu3"}}}));
    t.twin->runUntil(31);
    const int gpu = t.twin->firstGpuOfServer(5) + 3;
    CHECK(gpuHealth(*t.twin, gpu) == Health::Failed);
    CHECK(gpuHealth(*t.twin, gpu - 1) == Health::Healthy);
    CHECK(serverHealth(*t.twin, 5) == Health::Failed);
    CHECK(serverHealth(*t.twin, 4) != Health::Failed);
    CHECK(gpuComputeHealth(*t.twin) == Health::Failed);
    CHECK(t.latest("ailab_cluster_gpus_lost") >= 1);
    // The job went back to its checkpoint and waits for its restart.
    CHECK(orchestrationHealth(*t.twin) != Health::Healthy);
    CHECK(runningJobs(*t.twin) == 0);
    CHECK(t.latest("ailab_cluster_running_jobs") == 0);
}

TEST_CASE("A power cap throttles GPUs: saturated, counted, not failed", "[cluster][health]")
{
    // Eight DGX H100 at full load draw about 10 kW each; 20 kW for a rack of four caps them.
    Twin t(nlohmann::json::array({{{"at", 30}, {"fault", "power-cap"}, {"target", "rack0"}, {"severity", 20}}}));
    t.twin->runUntil(90);
    int throttled = 0;
    for (int g = 0; g < t.twin->gpuCount(); ++g)
        throttled += gpuHealth(*t.twin, g) == Health::Congested ? 1 : 0;
    CHECK(throttled > 0);
    CHECK(t.latest("ailab_cluster_gpus_throttled") == throttled);
    CHECK(gpuComputeHealth(*t.twin) == Health::Congested);
}

TEST_CASE("Storage: a slow tier congests it, every data server down fails it", "[cluster][health]")
{
    Twin slow(nlohmann::json::array({{{"at", 30}, {"fault", "slow-storage-tier"}, {"target", "storage"}}}));
    slow.twin->runUntil(60);
    CHECK(storageHealth(*slow.twin) == Health::Congested);
    Twin down(nlohmann::json::array(
        {{{"at", 30}, {"fault", "storage-server-down"}, {"target", "storage"}, {"severity", 2}}}));
    down.twin->runUntil(60);
    CHECK(storageHealth(*down.twin) == Health::Failed);
}

TEST_CASE("worse() orders the judgements as an operator reads them", "[cluster][health]")
{
    CHECK(worse(Health::Idle, Health::Healthy) == Health::Healthy);
    CHECK(worse(Health::Busy, Health::Healthy) == Health::Busy);
    CHECK(worse(Health::Congested, Health::Failed) == Health::Failed);
    CHECK(worse(Health::Failed, Health::Idle) == Health::Failed);
}
