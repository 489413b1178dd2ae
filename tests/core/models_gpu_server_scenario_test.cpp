#include "core/error.h"
#include "core/models/gpu_server/gpu_server_scenario.h"
#include "core/models/model_registry.h"
#include "core/scenario/scenario_loader.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::models::gpu_server;

TEST_CASE("gpu-server scenarios validate and run", "[models][gpu-server]")
{
    const std::string text = R"({"schema": "ailab.scenario/1", "lab": "gpu-server",
        "title": "t", "seed": 1, "model": {"node": "dgx-h100", "workload": {"parameters": 7e9}}})";
    const scenario::Scenario sc = scenario::parseScenario(text, "test", models::modelRegistry());
    const nlohmann::json m = models::runScenario(sc);
    CHECK(m["node"]["gpus"] == 8);
    CHECK(m["node"]["nics"] == 8);
    CHECK(m["step"]["all_reduce_bytes"].get<double>() == Approx(14e9));
    CHECK(m["all_reduce"]["nvswitch"]["bottleneck_GBps"].get<double>() == Approx(450));
    CHECK(m["all_reduce"]["pcie-only"]["bottleneck_GBps"].get<double>() == Approx(64));
    CHECK(m["gpu0_routes"].size() == 7);

    const GpuServerConfig c = readGpuServerConfig(sc.model);
    CHECK(readGpuServerConfig(gpuServerConfigToJson(c)).workload.parameters == 7e9);

    auto refuse = [](const char* model, const char* path) {
        try {
            readGpuServerConfig(nlohmann::json::parse(model));
            FAIL("accepted " << model);
        } catch (const Error& e) {
            CHECK(e.path() == path);
        }
    };
    refuse(R"({"node": "dgx-a100"})", "/model/node");
    refuse(R"({"fabric": "token-ring"})", "/model/fabric");
    refuse(R"({"workload": {"mfu": 2}})", "/model/workload/mfu");
    refuse(R"({"nics": 3})", "/model/nics");
}
