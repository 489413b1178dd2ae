#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/models/model_registry.h"
#include "core/models/storage/storage_scenario.h"
#include "core/scenario/scenario_loader.h"
#include "core/storage/workloads.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::models::storage;
using nlohmann::json;

namespace {

std::string errorOf(const json& model)
{
    try {
        readStorageScenario(model);
    } catch (const Error& e) {
        return e.what();
    }
    return "no error";
}

json oneJob(json job)
{
    return json{{"jobs", json::array({std::move(job)})}};
}

} // namespace

TEST_CASE("The storage model reads jobs from MLPerf Storage workloads", "[models][storage]")
{
    const auto c = readStorageScenario(
        oneJob({{"workload", "resnet50"}, {"accelerator", "a100"}, {"accelerators", 16}}));
    REQUIRE(c.jobs.size() == 1);
    const storage::JobConfig& j = c.jobs[0];
    CHECK(j.batchSize == 400);
    CHECK(j.readers == 8);
    CHECK(j.computeSecondsPerBatch == 0.435);
    CHECK(j.dataset.samplesPerFile == 1251);
    CHECK(j.dataset.sampleBytes == 114'660.07);
    CHECK(j.auThreshold == 0.9);
    // The datasize rule: 500 steps of 400 samples on 16 accelerators.
    CHECK(j.dataset.samples() >= 500LL * 400 * 16);
    CHECK(j.stepsPerEpoch() >= 500);
    CHECK(storage::trainingWorkload("cosmoflow", "h100").auThreshold == 0.7);
    // Each emulated accelerator is one of the catalogue's GPUs.
    for (const storage::TrainingWorkload& w : storage::trainingWorkloads())
        CHECK(hw::findGpu(w.catalogGpu) != nullptr);
    CHECK(storage::trainingWorkload("unet3d", "h100").computeSecondsPerBatch == 0.323);
    // Any field may change; units are required.
    const auto custom =
        readStorageScenario(json{{"tier", {{"kind", "object"}, {"requestLatency", "20ms"}}},
                                 {"jobs", json::array({{{"workload", "unet3d"},
                                                        {"readers", 12},
                                                        {"dataset", {{"sampleSize", "100MB"}}},
                                                        {"computeTime", "250ms"}}})}});
    CHECK(custom.tier.kind == storage::TierKind::ObjectStore);
    CHECK(custom.tier.requestLatencyS == Approx(0.020));
    CHECK(custom.jobs[0].readers == 12);
    CHECK(custom.jobs[0].dataset.sampleBytes == 100e6);
    CHECK(custom.jobs[0].computeSecondsPerBatch == Approx(0.25));
}

TEST_CASE("A storage config written and read back is the same config", "[models][storage]")
{
    auto c = readStorageScenario(defaultScenario().model);
    c.tier.perServerBytesPerSecond = 1.234567e9;
    c.tier.requestLatencyS = 0.000321;
    c.jobs[0].dataset.sampleBytesStdev = 68'341'808.0;
    c.jobs[0].computeSecondsPerBatch = 0.323;
    c.jobs[0].checkpoint = {50, 105e9, storage::CheckpointMode::Async, 12.5e9};
    c.jobs[0].cache.enabled = true;
    topo::FabricConfig fabric;
    fabric.leaves = 2;
    fabric.uplinkRate = units::BitRate::gigabitsPerSecond(100);
    c.fabric = fabric;
    const json written = storageScenarioToJson(c);
    const auto back = readStorageScenario(written);
    CHECK(storageScenarioToJson(back) == written);
    CHECK(back.tier.perServerBytesPerSecond == c.tier.perServerBytesPerSecond);
    CHECK(back.tier.requestLatencyS == c.tier.requestLatencyS);
    CHECK(back.jobs[0].computeSecondsPerBatch == 0.323);
    CHECK(back.jobs[0].checkpoint.mode == storage::CheckpointMode::Async);
    CHECK(written["tier"]["perServerBandwidth"] == "1.234567GB/s");
    CHECK(written["jobs"][0]["computeTime"] == "323ms");
    REQUIRE(back.fabric.has_value());
    CHECK(back.fabric->uplinkRate == units::BitRate::gigabitsPerSecond(100));
    CHECK(back.fabric->leaves == 2);
}

TEST_CASE("Bad storage fields are refused with their pointer", "[models][storage]")
{
    CHECK(errorOf(json::object()) == "/model/jobs: missing required field; expected an array");
    CHECK(errorOf(oneJob({{"readers", 0}})) ==
          "/model/jobs/0/readers: expected an integer from 1 to 256, got 0");
    CHECK(errorOf(oneJob({{"computeTime", "fast"}})) ==
          "/model/jobs/0/computeTime: 'fast' does not start with a number; expected a time such "
          "as 25us, 1.5ms or 2s");
    CHECK(errorOf(oneJob({{"workload", "bert"}})).rfind("/model/jobs/0/workload:", 0) == 0);
    CHECK(errorOf(json{{"tier", {{"perServerBandwidth", "5Gb"}}},
                       {"jobs", json::array({json::object()})}})
              .rfind("/model/tier/perServerBandwidth:", 0) == 0);
    CHECK(errorOf(oneJob({{"dataset", {{"files", 2}}}})) ==
          "/model/jobs/0/dataset/files: the dataset must hold at least one batch for every "
          "accelerator");
    CHECK(errorOf(oneJob({{"color", "red"}})).rfind("/model/jobs/0/color:", 0) == 0);
}

TEST_CASE("The storage scenario runs headless, the same every time", "[models][storage]")
{
    const scenario::Scenario s = defaultScenario();
    CHECK(s.lab == "storage");
    const json a = models::runScenario(s);
    const json b = models::runScenario(s);
    CHECK(a == b);
    CHECK(a["lab"] == "storage");
    const json& job = a["jobs"][0];
    // 3D U-Net on 8 H100 asks 25.4 GB/s of a 20 GB/s file system: 79 %, below 90 %.
    CHECK(job["demand_GBps"].get<double>() == Approx(25.42).epsilon(1e-3));
    CHECK(job["au_percent"].get<double>() == Approx(78.7).margin(1.5));
    CHECK(job["passed"] == false);
    CHECK(a["closed_form"]["limiting"] == "storage");
    CHECK(a["closed_form"]["fed_percent"].get<double>() == Approx(78.7).margin(0.1));
    // On the all-NVMe array it passes.
    scenario::Scenario nvme = s;
    nvme.model["tier"] = {{"kind", "nvme"}};
    const json n = models::runScenario(nvme);
    CHECK(n["jobs"][0]["passed"] == true);
    CHECK(n["jobs"][0]["au_percent"].get<double>() >= 90.0);
}
