// The cluster twin's fabric (docs/models.md, "Cluster twin"): jobs whose traffic meets on a
// link slow each other, a degraded link slows the jobs that cross it, congestion control off
// slows them as the packet engine says, and each link's port counts what that model counts.
#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_telemetry.h"
#include "core/cluster/cluster_twin.h"
#include "core/collective/collective_run.h"
#include "core/error.h"
#include "core/sim/simulation.h"
#include "core/telemetry/metric_registry.h"
#include "core/topo/fabric_builder.h"

#include <algorithm>
#include <set>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace ailab::core;
using namespace ailab::core::cluster;

namespace {

// `racks` racks of four DGX H100, a leaf per rack with four 400 Gb/s uplinks (8:1
// oversubscribed, so traffic that leaves a leaf is limited by its uplinks).
nlohmann::json fabricCluster(int racks)
{
    nlohmann::json model = nlohmann::json::parse(R"({
      "racks": [{"id": "rack", "count": 4, "platform": "dgx-h100", "servers": 4, "feedKW": 60,
                 "cooling": "direct-to-chip"}],
      "fabric": {"nicsPerServer": 8, "serversPerLeaf": 4, "spines": 4},
      "storage": {"dataServers": 2, "perServerGBps": 5},
      "scheduler": "first-fit",
      "jobs": [],
      "telemetry": {"resolution": "1s", "window": "10min"},
      "duration": "10min"
    })");
    model["racks"][0]["count"] = racks;
    return model;
}

nlohmann::json job(const std::string& name, int gpus)
{
    // 96 sequences: a multiple of every data-parallel degree here (4, 6 and 8).
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
    std::size_t index(const std::string& name) const { return std::size_t(twin->findJobIndex(name)); }
    const TrainingJob& job(const std::string& name) { return *twin->findJob(name); }
};

// Every GPU of the servers, server by server.
std::vector<topo::NodeId> gpusOf(const topo::Fabric& fabric, int firstServer, int servers)
{
    std::vector<topo::NodeId> gpus;
    for (int s = firstServer; s < firstServer + servers; ++s)
        for (int k = 0; k < fabric.config.gpusPerServer; ++k)
            gpus.push_back(fabric.gpu(s, k));
    return gpus;
}

} // namespace

TEST_CASE("Collectives run at once keep their time alone when they share no link", "[collective]")
{
    topo::FabricConfig config;
    config.servers = 8;
    config.gpusPerServer = 8;
    config.nicsPerServer = 8;
    config.leaves = 2;
    config.spines = 2;
    const topo::Fabric fabric = topo::buildFabric(config);
    topo::Router router(fabric.graph);
    collective::CollectiveRequest left, right;
    left.algorithm = right.algorithm = collective::Algorithm::ParallelRings;
    left.bytes = right.bytes = 256e6;
    left.rankGpus = gpusOf(fabric, 0, 4);  // leaf 0
    right.rankGpus = gpusOf(fabric, 4, 4); // leaf 1
    const double leftAlone = collective::runCollective(fabric, router, left).simulatedSeconds;
    const double rightAlone = collective::runCollective(fabric, router, right).simulatedSeconds;
    const auto together = collective::runConcurrentCollectives(fabric, router, {left, right});
    REQUIRE(together.seconds.size() == 2);
    CHECK(together.seconds[0] == Approx(leftAlone).epsilon(1e-9));
    CHECK(together.seconds[1] == Approx(rightAlone).epsilon(1e-9));
    // One collective alone is its runCollective time, on either engine.
    left.engine = collective::CollectiveEngine::PerFlow;
    CHECK(collective::runConcurrentCollectives(fabric, router, {left}).seconds[0] ==
          Approx(leftAlone).epsilon(1e-9));

    // Two rings over both leaves share the 2 spine uplinks of each leaf: both are slower.
    collective::CollectiveRequest a, b;
    a.algorithm = b.algorithm = collective::Algorithm::ParallelRings;
    a.bytes = b.bytes = 256e6;
    for (int s : {0, 1, 4, 5})
        for (topo::NodeId g : gpusOf(fabric, s, 1))
            a.rankGpus.push_back(g);
    for (int s : {2, 3, 6, 7})
        for (topo::NodeId g : gpusOf(fabric, s, 1))
            b.rankGpus.push_back(g);
    const double aAlone = collective::runCollective(fabric, router, a).simulatedSeconds;
    const double bAlone = collective::runCollective(fabric, router, b).simulatedSeconds;
    const auto shared = collective::runConcurrentCollectives(fabric, router, {a, b});
    CHECK(shared.seconds[0] > 1.2 * aAlone);
    CHECK(shared.seconds[1] > 1.2 * bAlone);

    CHECK_THROWS_AS(collective::runConcurrentCollectives(fabric, router, {a, a}), Error);
}

TEST_CASE("Two spread jobs sharing a leaf's uplinks slow each other; a job inside one leaf is not slowed",
          "[cluster]")
{
    // Four leaves of four servers, first fit: "inside" fills leaf 0; "a" takes leaf 1 and
    // half of leaf 2, "b" the other half of leaf 2 and leaf 3: both cross leaf 2's uplinks.
    nlohmann::json model = fabricCluster(4);
    model["jobs"] = nlohmann::json::array({job("inside", 32), job("a", 48), job("b", 48)});
    Twin t(model);
    t.twin->runUntil(120);
    const auto leavesOf = [&](const std::string& name) {
        std::set<int> leaves;
        for (int server : t.job(name).servers())
            leaves.insert(t.twin->fabricState().leafOfServer(server));
        return leaves;
    };
    REQUIRE(leavesOf("inside") == std::set<int>{0});
    REQUIRE(leavesOf("a") == std::set<int>{1, 2});
    REQUIRE(leavesOf("b") == std::set<int>{2, 3});
    for (const char* name : {"a", "b"}) {
        INFO(name);
        const std::size_t j = t.index(name);
        const double alone = t.twin->allReduceSecondsAlone(j);
        REQUIRE(alone > 0);
        CHECK(t.twin->allReduceSecondsContended(j) > 1.2 * alone);
        CHECK(t.job(name).lastStep().allReduceS == Approx(t.twin->allReduceSecondsContended(j)));
    }
    const std::size_t inside = t.index("inside");
    CHECK(t.twin->allReduceSecondsContended(inside) == t.twin->allReduceSecondsAlone(inside));

    // The same "inside" job with no other job: the same all-reduce.
    nlohmann::json alone = fabricCluster(4);
    alone["jobs"] = nlohmann::json::array({job("inside", 32)});
    Twin u(alone);
    u.twin->runUntil(120);
    CHECK(t.job("inside").lastStep().allReduceS == Approx(u.job("inside").lastStep().allReduceS).epsilon(1e-12));

    // Job "a" alone on its servers (a placeholder job holds leaf 0): its time alone.
    nlohmann::json onlyA = fabricCluster(4);
    onlyA["jobs"] = nlohmann::json::array({job("inside", 32), job("a", 48)});
    Twin v(onlyA);
    v.twin->runUntil(120);
    CHECK(v.job("a").lastStep().allReduceS ==
          Approx(t.twin->allReduceSecondsAlone(t.index("a"))).epsilon(1e-9));
}

TEST_CASE("A degraded link slows the job that crosses it and not the others, until it is repaired", "[cluster]")
{
    // Three leaves: "inside" on leaf 0, "spread" over leaves 1 and 2.
    nlohmann::json model = fabricCluster(3);
    model["jobs"] = nlohmann::json::array({job("inside", 32), job("spread", 64)});
    auto run = [&](const nlohmann::json& events, double until) {
        Twin t(model, events);
        t.twin->runUntil(until);
        return std::pair{t.job("inside").lastStep().allReduceS, t.job("spread").lastStep().allReduceS};
    };
    const auto healthy = run(nlohmann::json::array(), 120);
    // The link of leaf 1 that carries most of the spread job's traffic (where ECMP hashed it).
    std::string busiest;
    {
        Twin t(model);
        t.twin->runUntil(10);
        const std::vector<double> bytes = t.twin->uplinkBytesPerStep(t.index("spread"));
        double most = 0;
        for (std::size_t l = 0; l < bytes.size(); ++l) {
            const std::string& name = t.twin->fabricState().uplinkNames()[l];
            if (name.rfind("leaf1-", 0) == 0 && bytes[l] > most) {
                most = bytes[l];
                busiest = name;
            }
        }
    }
    REQUIRE_FALSE(busiest.empty());
    nlohmann::json degraded = nlohmann::json::array();
    degraded.push_back({{"at", 0}, {"until", 100}, {"fault", "link-degraded"}, {"target", busiest},
                        {"severity", 0.25}});
    const auto slowed = run(degraded, 90);
    CHECK(slowed.first == Approx(healthy.first).epsilon(1e-12));
    CHECK(slowed.second > 1.2 * healthy.second);
    const auto repaired = run(degraded, 200);
    CHECK(repaired.second == Approx(healthy.second).epsilon(1e-12));

    // The severity is a share of the capacity.
    nlohmann::json bad = nlohmann::json::array();
    bad.push_back({{"at", 0}, {"fault", "link-degraded"}, {"target", "leaf1-spine0"}, {"severity", 1.5}});
    try {
        Twin t(model, bad);
        FAIL("no error");
    } catch (const Error& e) {
        CHECK(e.path() == "/events/0/severity");
    }
}

TEST_CASE("Congestion control off on a job's NICs slows it by the packet model's goodput ratio", "[cluster]")
{
    // "spread" crosses leaf 1's and leaf 2's uplinks, 8:1 oversubscribed: their ports queue.
    nlohmann::json model = fabricCluster(3);
    model["jobs"] = nlohmann::json::array({job("inside", 32), job("spread", 64)});
    Twin healthy(model);
    healthy.twin->runUntil(60);
    nlohmann::json events = nlohmann::json::array();
    events.push_back({{"at", 0}, {"fault", "congestion-control-off"}, {"target", "server5"}});
    Twin off(model, events);
    off.twin->runUntil(60);

    const std::size_t spread = off.index("spread");
    const std::vector<double> bytes = off.twin->uplinkBytesPerStep(spread);
    double expected = 1.0;
    int congested = 0;
    for (std::size_t l = 0; l < bytes.size(); ++l) {
        if (bytes[l] <= 0 || off.twin->linkFanIn(l) < 2)
            continue;
        ++congested;
        CHECK(off.twin->linkDcqcnOff(l));
        expected = std::max(expected, off.twin->fabricState().roce().slowdownWithoutDcqcn(off.twin->linkFanIn(l)));
    }
    REQUIRE(congested > 0);
    // Without DCQCN and without PFC the congested port drops and the senders resend: the
    // packet engine's goodput falls well below the port's rate.
    CHECK(expected > 1.1);
    CHECK(off.job("spread").lastStep().allReduceS ==
          Approx(expected * healthy.job("spread").lastStep().allReduceS).epsilon(1e-9));
    CHECK(off.job("inside").lastStep().allReduceS == healthy.job("inside").lastStep().allReduceS);
}

TEST_CASE("Each link's port counts ECN marks, PFC pauses and drops from the packet model", "[cluster]")
{
    nlohmann::json model = fabricCluster(3);
    model["jobs"] = nlohmann::json::array({job("inside", 32), job("spread", 64)});
    auto figures = [&](bool pfc, bool dcqcn) {
        nlohmann::json m = model;
        m["fabric"]["pfc"] = pfc;
        nlohmann::json events = nlohmann::json::array();
        if (!dcqcn)
            events.push_back({{"at", 0}, {"fault", "congestion-control-off"}});
        Twin t(m, events);
        t.twin->runUntil(60);
        struct Sums
        {
            double marks = 0, pauses = 0, drops = 0, leaf0Marks = 0;
        } sums;
        for (const std::string& link : t.twin->fabricState().uplinkNames()) {
            const auto latest = [&](const char* family) {
                return t.twin->metrics().get(std::string(family) + "{link=\"" + link + "\"}").latest()->value;
            };
            sums.marks += latest("ailab_link_ecn_marks");
            sums.pauses += latest("ailab_link_pfc_pauses");
            sums.drops += latest("ailab_link_drops");
            if (link.rfind("leaf0-", 0) == 0)
                sums.leaf0Marks += latest("ailab_link_ecn_marks");
        }
        return sums;
    };
    // DCQCN on: the queues sit in the marking band, nothing is paused or dropped.
    const auto healthy = figures(false, true);
    CHECK(healthy.marks > 0);
    CHECK(healthy.pauses == 0);
    CHECK(healthy.drops == 0);
    CHECK(healthy.leaf0Marks == 0); // the job inside leaf 0 sends nothing up
    // DCQCN off without PFC: the port drops; with PFC: it pauses its senders instead.
    const auto lossy = figures(false, false);
    CHECK(lossy.drops > 0);
    CHECK(lossy.pauses == 0);
    const auto lossless = figures(true, false);
    CHECK(lossless.pauses > 0);
    CHECK(lossless.drops == 0);
}

TEST_CASE("Each leaf keeps its uplinks' history beyond the window", "[cluster]")
{
    nlohmann::json model = fabricCluster(3);
    model["jobs"] = nlohmann::json::array({job("inside", 32), job("spread", 64)});
    model["telemetry"] = {{"resolution", "10s"}, {"window", "5min"}};
    model["duration"] = "6h";
    Twin t(model);
    t.twin->runUntil(6 * 3600);
    const auto& leaves = t.twin->telemetry().leafHistory();
    REQUIRE(leaves.size() == 3);
    for (const auto& leaf : leaves) {
        CHECK(leaf.uplinkUtilisationMean.totalAdded() == 2161);
        CHECK(leaf.uplinkUtilisationMax.buckets().size() <= ClusterTelemetry::kRackHistoryBuckets);
        CHECK(leaf.ecnMarks.recent().end() - leaf.ecnMarks.recent().begin() == 31);
    }
    CHECK(leaves[0].uplinkUtilisationMax.totalMean() == 0.0); // "inside" stays in its leaf
    CHECK(leaves[1].uplinkUtilisationMean.totalMean() > 0.0);
    CHECK(leaves[1].uplinkUtilisationMax.totalMean() >= leaves[1].uplinkUtilisationMean.totalMean());
    CHECK(leaves[1].ecnMarks.totalMean() > 0.0);
}
