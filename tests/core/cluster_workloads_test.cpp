// The cluster twin's workloads and networks (docs/models.md, "Cluster twin"): racks of
// different platforms, the background queue on core/sched, the storage and management
// networks, and the histories of racks and jobs in the exports.
#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_telemetry.h"
#include "core/cluster/cluster_twin.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/sim/simulation.h"
#include "core/telemetry/csv_writer.h"
#include "core/telemetry/metric_registry.h"
#include "core/telemetry/openmetrics_writer.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

using namespace ailab::core;
using namespace ailab::core::cluster;
using Catch::Matchers::Contains;

namespace {

nlohmann::json clusterModel(nlohmann::json racks)
{
    return {{"racks", std::move(racks)},
            {"fabric", {{"nicsPerServer", 8}, {"serversPerLeaf", 4}, {"spines", 4}}},
            {"storage", {{"dataServers", 4}, {"perServerGBps", 5}}},
            {"jobs", nlohmann::json::array()},
            {"telemetry", {{"resolution", "1s"}, {"window", "10min"}}},
            {"duration", "10min"}};
}

nlohmann::json dgxRacks(int racks = 2)
{
    return nlohmann::json::array({{{"id", "rack"}, {"count", racks}, {"platform", "dgx-h100"}, {"servers", 4},
                                   {"feedKW", 60}, {"cooling", "direct-to-chip"}}});
}

nlohmann::json job(const std::string& name, int gpus, int tp)
{
    return {{"name", name}, {"model", "llama-3-8b"}, {"gpus", gpus}, {"tp", tp},
            {"globalBatch", 64}, {"sequence", 4096}, {"checkpointInterval", 0}};
}

struct Twin
{
    sim::Simulation simulation;
    std::unique_ptr<ClusterTwin> twin;
    explicit Twin(const nlohmann::json& model, const nlohmann::json& events = nlohmann::json::array())
    {
        twin = std::make_unique<ClusterTwin>(simulation, readClusterSpec(model, events), 1);
    }
    TrainingJob& job(const std::string& name) { return *twin->findJob(name); }
};

std::string errorPath(const nlohmann::json& model)
{
    try {
        sim::Simulation simulation;
        ClusterTwin twin(simulation, readClusterSpec(model, nlohmann::json::array()), 1);
    } catch (const Error& e) {
        return e.path();
    }
    return "";
}

// The mean of a registry series' samples from `from` on.
double meanFrom(const telemetry::TimeSeries& series, double from)
{
    double sum = 0;
    int count = 0;
    for (std::size_t i = 0; i < series.size(); ++i)
        if (series[i].time >= from && !std::isnan(series[i].value)) {
            sum += series[i].value;
            ++count;
        }
    return count > 0 ? sum / count : std::nan("");
}

} // namespace

TEST_CASE("Racks of different platforms hold their platform's GPUs, power and jobs", "[cluster][workloads]")
{
    nlohmann::json model = clusterModel(nlohmann::json::array(
        {{{"id", "sxm"}, {"platform", "dgx-h100"}, {"servers", 2}, {"feedKW", 60}, {"cooling", "direct-to-chip"}},
         {{"id", "pcie"}, {"platform", "oem-4gpu-pcie"}, {"servers", 4}, {"feedKW", 30}, {"cooling", "rdhx"}}}));
    nlohmann::json onPcie = job("on-pcie", 8, 4);
    onPcie["platform"] = "oem-4gpu-pcie";
    model["jobs"] = nlohmann::json::array({job("on-sxm", 16, 8), onPcie});
    Twin t(model);
    const ClusterTwin& twin = *t.twin;
    REQUIRE(twin.gpuCount() == 2 * 8 + 4 * 4);
    CHECK(twin.gpusOfServer(1) == 8);
    CHECK(twin.gpusOfServer(2) == 4);
    CHECK(twin.firstGpuOfServer(3) == 20);
    CHECK(twin.serverOfGpu(21) == 3);
    CHECK(twin.facility().gpusInRack(1) == 16);
    t.twin->runUntil(300);
    // Each job on its own platform's servers, planned for its GPU.
    for (int server : t.job("on-sxm").servers())
        CHECK(twin.rackOfServer(server) == 0);
    REQUIRE(t.job("on-pcie").servers().size() == 2);
    for (int server : t.job("on-pcie").servers())
        CHECK(twin.rackOfServer(server) == 1);
    CHECK(t.job("on-pcie").totals().stepsRun > 0);
    CHECK(t.job("on-pcie").plan().peakFlopsPerGpu < t.job("on-sxm").plan().peakFlopsPerGpu);
    // Busy GPUs draw up to their own TDP: the racks' mean GPU power differs as the platforms'.
    const hw::GpuSpec& sxm = *hw::findGpu("h100-sxm");
    const hw::GpuSpec& pcie = *hw::findGpu("h100-pcie");
    const auto& history = t.twin->telemetry().rackHistory();
    const double sxmW = history[0].meanGpuPowerW.totalMean();
    const double pcieW = history[1].meanGpuPowerW.totalMean();
    CHECK(sxmW > pcie.tdpW);
    CHECK(sxmW <= sxm.tdpW);
    CHECK(pcieW > pcie.idleW);
    CHECK(pcieW <= pcie.tdpW);
    const nlohmann::json summary = t.twin->summary();
    CHECK(summary.at("gpus").get<int>() == 32);
    // A GPU target names a GPU of its own server.
    CHECK(twin.resolveGpu("server2/gpu3", "/x") == 19);
    CHECK_THROWS_AS(twin.resolveGpu("server2/gpu4", "/x"), Error);
}

TEST_CASE("An unknown platform or one no rack holds is refused at its field", "[cluster][workloads]")
{
    nlohmann::json model = clusterModel(dgxRacks());
    model["racks"][0]["platform"] = "dgx-z9000";
    CHECK(errorPath(model) == "/model/racks/0/platform");
    model = clusterModel(dgxRacks());
    nlohmann::json elsewhere = job("elsewhere", 8, 4);
    elsewhere["platform"] = "oem-4gpu-pcie";
    model["jobs"] = nlohmann::json::array({elsewhere});
    CHECK(errorPath(model) == "/model/jobs/0/platform");
    model = clusterModel(dgxRacks());
    model["background"] = nlohmann::json::array({{{"platform", "dgx-h200"}}});
    CHECK(errorPath(model) == "/model/background/0/platform");
    model = clusterModel(dgxRacks());
    model["background"] = nlohmann::json::array({{{"gpus", 12}}});
    CHECK(errorPath(model) == "/model/background/0/gpus");
    model = clusterModel(dgxRacks());
    model["storage"]["network"] = {{"frontendGbps", 0}};
    CHECK(errorPath(model) == "/model/storage/network/frontendGbps");
    model = clusterModel(dgxRacks());
    model["managementNetwork"] = {{"ports", 1}};
    CHECK(errorPath(model) == "/model/managementNetwork/ports");
}

TEST_CASE("The background queue fills idle GPUs and gives way to a training job", "[cluster][workloads]")
{
    nlohmann::json model = clusterModel(dgxRacks()); // 8 servers, 64 GPUs
    nlohmann::json later = job("later", 32, 8);
    later["submit"] = 120;
    model["jobs"] = nlohmann::json::array({job("first", 32, 8), later});
    model["background"] = nlohmann::json::array(
        {{{"name", "batch"}, {"count", 6}, {"gpus", 8}, {"run", "5min"}, {"utilisation", 0.6}}});
    Twin t(model);
    t.twin->runUntil(60);
    // The four servers the first job leaves idle run four of the six batch jobs.
    const BackgroundQueue& queue = t.twin->background();
    CHECK(queue.running() == 4);
    CHECK(queue.busyGpus() == 32);
    const telemetry::TimeSeries& utilisation = t.twin->metrics().get("ailab_cluster_gpu_utilisation");
    const double first = t.job("first").kernelActivity();
    CHECK(utilisation.latest()->value == Approx(100.0 * (32 * first + 32 * 0.6) / 64).epsilon(1e-9));
    // Their GPUs draw power for their work.
    const int batchGpu = [&] {
        for (int g = 0; g < t.twin->gpuCount(); ++g)
            if (std::find(t.twin->jobGpus(0).begin(), t.twin->jobGpus(0).end(), g) == t.twin->jobGpus(0).end())
                return g;
        return -1;
    }();
    REQUIRE(batchGpu >= 0);
    const hw::GpuSpec& gpu = *hw::findGpu("h100-sxm");
    CHECK(t.twin->facility().gpuPowerW(batchGpu) > gpu.idleW + 0.5 * (gpu.tdpW - gpu.idleW));
    // The later job preempts them and starts at its submission.
    t.twin->runUntil(200);
    CHECK(t.job("later").totals().firstStart == Approx(120.0));
    CHECK(queue.interruptions() == 4);
    CHECK(queue.busyGpus() == 0);
    CHECK(t.twin->summary().at("background").at("interruptions").get<int>() == 4);
    CHECK(t.twin->metrics().get("ailab_background_busy_gpus").latest()->value == 0.0);
}

TEST_CASE("Batch jobs run to their end on idle GPUs and backfill behind a waiting job", "[cluster][workloads]")
{
    nlohmann::json model = clusterModel(dgxRacks());
    model["background"] = nlohmann::json::array({{{"name", "short"}, {"count", 3}, {"gpus", 16}, {"run", 100}}});
    Twin t(model);
    t.twin->runUntil(50);
    CHECK(t.twin->background().running() == 3);
    t.twin->runUntil(150);
    CHECK(t.twin->background().completed() == 3);
    CHECK(t.twin->background().busyGpus() == 0);
    const nlohmann::json queues = t.twin->summary().at("background").at("queues");
    CHECK(queues.at(0).at("gpuHours").get<double>() == Approx(3 * 16 * 100 / 3600.0));
}

TEST_CASE("Storage traffic goes over the storage network, none over the management network", "[cluster][workloads]")
{
    nlohmann::json model = clusterModel(dgxRacks());
    nlohmann::json reader = job("reader", 64, 8); // every server, dp 8 over both leaves
    reader["sampleBytes"] = 50e6;                 // 64 x 50 MB a step
    model["jobs"] = nlohmann::json::array({reader});
    model["storage"] = {{"dataServers", 16}, {"perServerGBps", 10}};
    Twin fast(model);
    fast.twin->runUntil(300);
    // Four servers on a storage leaf with one 10 Gb/s uplink: 312.5 MB/s a server.
    model["storage"]["network"] = {{"serversPerLeaf", 4}, {"uplinksPerLeaf", 1}, {"uplinkGbps", 10}};
    Twin narrow(model);
    const StorageNetwork& network = narrow.twin->storageNetwork();
    CHECK(network.leafCount() == 2);
    CHECK(network.serverBytesPerSecond(0) == Approx(10e9 / 8 / 4));
    narrow.twin->runUntil(200);
    const int client = narrow.job("reader").storageClient();
    const double before = narrow.twin->storage().readBytes(client);
    narrow.twin->runUntil(300);
    const double rate = (narrow.twin->storage().readBytes(client) - before) / 100.0;
    CHECK(rate == Approx(network.bytesPerSecond(narrow.job("reader").servers())).epsilon(0.02));
    CHECK(narrow.job("reader").lastStep().dataWaitS > fast.job("reader").lastStep().dataWaitS + 0.1);
    // The storage leaf of the job's servers carries its reads; the compute fabric its
    // all-reduce; the management network nothing.
    const auto& metrics = narrow.twin->metrics();
    // Each leaf carries its servers' share of the job's reads.
    const auto& servers = narrow.job("reader").servers();
    for (int leaf = 0; leaf < network.leafCount(); ++leaf) {
        const double share = double(std::count_if(servers.begin(), servers.end(),
                                                   [&](int s) { return network.leafOfServer(s) == leaf; })) /
                             double(servers.size());
        CHECK(meanFrom(metrics.get(fmt::format(R"(ailab_storage_network_throughput{{leaf="storage-leaf{}"}})", leaf)),
                       200) == Approx(8.0 * rate * share / 1e9).epsilon(0.05));
    }
    double fabric = 0;
    for (const std::string& link : narrow.twin->fabricState().uplinkNames())
        fabric += meanFrom(metrics.get(fmt::format(R"(ailab_link_throughput{{link="{}"}})", link)), 200);
    CHECK(fabric > 0.0);
    for (int i = 0; i < network.managementSwitchCount(); ++i) {
        const telemetry::TimeSeries& oob =
            metrics.get(fmt::format(R"(ailab_management_network_throughput{{switch="oob-switch{}"}})", i));
        REQUIRE(oob.size() > 0);
        for (std::size_t k = 0; k < oob.size(); ++k)
            CHECK(oob[k].value == 0.0);
    }
}

TEST_CASE("Jobs and racks keep min, mean and max beyond the window, and the exports carry them", "[cluster][workloads]")
{
    nlohmann::json model = clusterModel(dgxRacks(1));
    model["jobs"] = nlohmann::json::array({job("long", 8, 8)});
    model["telemetry"] = {{"resolution", "10s"}, {"window", "5min"}};
    model["duration"] = "2h";
    Twin t(model);
    t.twin->runUntil(7200);
    const auto& job = t.twin->telemetry().jobHistory().at(0);
    CHECK(job.stepS.totalAdded() == 721);
    REQUIRE(!job.stepS.buckets().empty());
    for (const telemetry::RollupBucket& b : job.stepS.buckets()) {
        CHECK(b.min <= b.mean());
        CHECK(b.mean() <= b.max);
    }
    CHECK(job.stepS.totalMean() == Approx(t.job("long").lastStep().stepS).epsilon(0.01));
    // The hottest GPU of the rack: the maximum over its GPUs' temperatures.
    const auto& rack = t.twin->telemetry().rackHistory().at(0);
    double hottest = -1e9;
    for (int g = 0; g < t.twin->facility().gpusInRack(0); ++g)
        hottest = std::max(hottest, t.twin->facility().gpuTemperatureC(g));
    CHECK((rack.hottestGpuC.recent().end() - 1)->value == Approx(hottest));
    CHECK(hottest > t.twin->facility().rackInletC(0));
    // Into the registry for the exports: buckets, then the window, per stat.
    t.twin->telemetry().addHistoriesToRegistry();
    t.twin->telemetry().addHistoriesToRegistry(); // once only
    const telemetry::TimeSeries& max =
        t.twin->metrics().get(R"(ailab_rack_gpu_temperature_max_history{rack="rack",stat="max"})");
    CHECK(max.size() == rack.hottestGpuC.buckets().size() + 31);
    CHECK(max[0].value == rack.hottestGpuC.buckets().front().max);
    const telemetry::TimeSeries& stepMean = t.twin->metrics().get(R"(ailab_job_step_time_history{job="long",stat="mean"})");
    CHECK(stepMean[0].value == Approx(job.stepS.buckets().front().mean()));
    const std::string csv = telemetry::toCsv(t.twin->metrics());
    CHECK_THAT(csv, Contains(R"("ailab_rack_power_history{rack=""rack"",stat=""min""}")"));
    const std::string om = telemetry::toOpenMetrics(t.twin->metrics(), openMetricsOptions(t.twin->metrics()));
    CHECK_THAT(om, Contains("# HELP ailab_rack_gpu_temperature_max_history_celsius History of the temperature"));
    CHECK_THAT(om, Contains(R"(ailab_job_mfu_history_ratio{job="long",stat="max"})"));
}

TEST_CASE("A rack's hottest GPU is the warmest of its GPUs at any time of a segment", "[cluster][workloads]")
{
    FacilitySpec spec;
    spec.racks.push_back({.id = "r0", .platformId = "dgx-h100", .servers = 2, .feedKW = 60, .coolingId = "air"});
    Facility facility(spec);
    const int gpus = facility.gpusInRack(0);
    // Different loads, one GPU with a degraded thermal interface, then a change mid-run:
    // the warmest GPU changes hands.
    for (int g = 0; g < gpus; ++g)
        facility.setGpuActivity(g, double(g % 5) / 4.0);
    facility.setGpuThermalResistanceFactor(3, 1.6);
    const auto warmest = [&] {
        double most = -1e9;
        for (int g = 0; g < gpus; ++g)
            most = std::max(most, facility.gpuTemperatureC(g));
        return most;
    };
    for (int step = 0; step < 400; ++step) {
        if (step == 150) {
            facility.setGpuActivity(0, 1.0);
            facility.setGpuActivity(4, 0.0);
        }
        facility.advance(1.0);
        if (step % 7 == 0)
            CHECK(facility.rackHottestGpuC(0) == Approx(warmest()).epsilon(1e-12));
    }
}
