// A cluster design read from its file (core/design/design_spec.h): the course's default, and
// bad design files refused at the field (docs/models.md, "Cluster design").
#include "core/design/design_spec.h"
#include "core/error.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

using namespace ailab::core;
using namespace ailab::core::design;

namespace {

// The error's field, or "" when the design reads.
std::string errorPath(const nlohmann::json& model)
{
    try {
        readDesignSpec(model);
    } catch (const Error& e) {
        return e.path();
    }
    return {};
}

} // namespace

TEST_CASE("The course's default design is 8 servers of 4 GPUs training one job", "[design]")
{
    const DesignSpec spec = readDesignSpec(courseDefaultDesignModel());
    CHECK(spec.gpuCount() == 32);
    CHECK(spec.cluster.serverCount() == 8);
    REQUIRE(spec.training);
    CHECK_FALSE(spec.serving);
    CHECK(spec.training->job.gpus == 32); // every GPU of the platform
    CHECK(spec.training->job.platformId == "oem-4gpu-pcie");
    CHECK(spec.cluster.jobs.size() == 1);
    CHECK(spec.cluster.fabric.nicsPerServer * spec.cluster.fabric.nicGbps == 400);
    CHECK(spec.cluster.storage.tier.bandwidthBytesPerSecond() == Approx(40e9));
}

TEST_CASE("A serving workload leaves the training job the rest of the GPUs", "[design]")
{
    nlohmann::json model = courseDefaultDesignModel();
    model["workload"]["serving"] = {{"model", "llama-3-8b"}, {"tp", 4}, {"replicas", 4}, {"rate", 2}};
    const DesignSpec spec = readDesignSpec(model);
    REQUIRE(spec.serving);
    CHECK(spec.serving->service.replicas == 4);
    CHECK(spec.training->job.gpus == 16);
    CHECK(errorPath(model).empty());
}

TEST_CASE("Bad design files name the field", "[design]")
{
    const nlohmann::json good = courseDefaultDesignModel();
    auto with = [&good](const nlohmann::json::json_pointer& at, const nlohmann::json& value) {
        nlohmann::json m = good;
        m[at] = value;
        return m;
    };
    CHECK(errorPath(good).empty());
    nlohmann::json noWorkload = good;
    noWorkload.erase("workload");
    CHECK(errorPath(noWorkload) == "/model/workload");
    CHECK(errorPath(with("/workload"_json_pointer, nlohmann::json::object())) == "/model/workload");
    CHECK(errorPath(with("/jobs"_json_pointer, nlohmann::json::array())) == "/model/jobs");
    CHECK(errorPath(with("/workload/training/tp"_json_pointer, "four")) == "/model/workload/training/tp");
    CHECK(errorPath(with("/workload/training/tokens"_json_pointer, -1)) == "/model/workload/training/tokens");
    CHECK(errorPath(with("/workload/training/days"_json_pointer, 0)) == "/model/workload/training/days");
    CHECK(errorPath(with("/workload/training/colour"_json_pointer, "red")) == "/model/workload/training/colour");
    CHECK(errorPath(with("/workload/training/model"_json_pointer, "gpt-9")) == "/model/workload/training/model");
    // 30 GPUs is not a whole number of 4-GPU servers; 64 are more than the racks hold.
    CHECK(errorPath(with("/workload/training/gpus"_json_pointer, 30)) == "/model/workload/training/gpus");
    CHECK(errorPath(with("/workload/training/gpus"_json_pointer, 64)) == "/model/workload/training/gpus");
    // Llama 3 405B does not fit 32 PCIe H100 with tensor parallel 4 alone.
    CHECK(errorPath(with("/workload/training/model"_json_pointer, "llama-3-405b")) ==
          "/model/workload/training/tp");
    CHECK(errorPath(with("/workload/serving"_json_pointer, {{"model", "llama-3-8b"}, {"tp", 8}})) ==
          "/model/workload/serving/tp");
    CHECK(errorPath(with("/workload/serving"_json_pointer, {{"rate", "fast"}, {"tp", 4}})) ==
          "/model/workload/serving/rate");
    // The default two replicas of one GPU leave the job 30 GPUs, not a multiple of its tp 4.
    CHECK(errorPath(with("/workload/serving"_json_pointer, {{"rate", 1}})) == "/model/workload/training/gpus");
    CHECK(errorPath(with("/patterns"_json_pointer, {{"pods", 4}})) == "/model/patterns/pods");
    CHECK(errorPath(with("/power/switchW"_json_pointer, -5)) == "/model/power/switchW");
    CHECK(errorPath(with("/coolingUnitsPerRack"_json_pointer, 0)) == "/model/coolingUnitsPerRack");
    CHECK(errorPath(with("/racks/0/cooling"_json_pointer, "ice")) == "/model/racks/0/cooling");
    CHECK(errorPath(with("/fabric/nicGbps"_json_pointer, 0)) == "/model/fabric/nicGbps");
    CHECK(errorPath(with("/colour"_json_pointer, "red")) == "/model/colour");
    CHECK(errorPath(nlohmann::json::array()) == "/model");
}
