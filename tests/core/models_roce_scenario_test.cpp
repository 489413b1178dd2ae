// The RoCE lab's scenario model: defaults, thresholds in bytes, errors that name the field,
// the round trip through JSON, and `ailab-sim run` through the model registry.
#include "core/error.h"
#include "core/models/model_registry.h"
#include "core/models/roce/roce_scenario.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::net::packet;
using namespace ailab::core::models::roce;

namespace {

std::string errorPath(const nlohmann::json& model)
{
    try {
        readRoceScenario(model);
    } catch (const Error& e) {
        return e.path();
    }
    return "no error";
}

} // namespace

TEST_CASE("an empty roce model takes the seed's defaults", "[models][roce][scenario]")
{
    const RoceScenarioConfig c = readRoceScenario(nlohmann::json::object());
    CHECK(c.incast.senders == 16);
    CHECK(c.incast.offered == Approx(1.2));
    CHECK(c.incast.linkBps == Approx(100e9));
    // The production-derived thresholds scale with the port: 100 KB and 400 KB per 25 Gb/s.
    CHECK(effectiveKminBytes(c.incast.engine.switches, c.incast.linkBps) == Approx(400e3));
    CHECK(effectiveKmaxBytes(c.incast.engine.switches, c.incast.linkBps) == Approx(1600e3));
    CHECK(c.durationS == Approx(0.005));
}

TEST_CASE("roce thresholds in a file are bytes as given", "[models][roce][scenario]")
{
    const auto c = readRoceScenario({{"switches", {{"kminKB", 200}}}});
    const SwitchConfig& s = c.incast.engine.switches;
    CHECK_FALSE(s.ecnScaleWithRate);
    CHECK(effectiveKminBytes(s, 100e9) == Approx(200e3));
    // The one not given keeps its default for this link rate.
    CHECK(effectiveKmaxBytes(s, 100e9) == Approx(1600e3));
}

TEST_CASE("roce scenario errors name the field", "[models][roce][scenario]")
{
    CHECK(errorPath({{"incast", {{"senders", 0}}}}) == "/model/incast/senders");
    CHECK(errorPath({{"incast", {{"senders", 4}, {"offeredPercent", 500}}}}) ==
          "/model/incast/offeredPercent");
    CHECK(errorPath({{"switches", {{"kminKB", 900}, {"kmaxKB", 800}}}}) ==
          "/model/switches/kmaxKB");
    CHECK(errorPath({{"switches",
                      {{"bufferKB", 1000}, {"xoffKB", 2000}, {"kminKB", 100}, {"kmaxKB", 400}}}}) ==
          "/model/switches/xoffKB");
    CHECK(errorPath({{"durationMs", 0}}) == "/model/durationMs");
    CHECK(errorPath({{"dcqcn", {{"g", 2}}}}) == "/model/dcqcn/g");
    CHECK(errorPath({{"incast", {{"senders", "many"}}}}) == "/model/incast/senders");
    CHECK(errorPath({{"pfc", true}}) == "/model/pfc");
}

TEST_CASE("a roce config survives the round trip through JSON", "[models][roce][scenario]")
{
    RoceScenarioConfig c;
    c.incast.senders = 8;
    c.incast.offered = 2.5;
    c.incast.innocentFlow = true;
    c.incast.engine.switches.pfc = false;
    c.incast.engine.dcqcn.enabled = false;
    c.incast.engine.dcqcn.params.additiveIncreaseBps = 80e6;
    c.durationS = 0.002;
    const RoceScenarioConfig back = readRoceScenario(roceScenarioToJson(c));
    CHECK(roceScenarioToJson(back) == roceScenarioToJson(c));
    CHECK(back.incast.senders == 8);
    CHECK(back.incast.innocentFlow);
    CHECK_FALSE(back.incast.engine.switches.pfc);
    CHECK(effectiveKmaxBytes(back.incast.engine.switches, back.incast.linkBps) == Approx(1600e3));
}

TEST_CASE("ailab-sim run computes the roce model", "[models][roce][scenario]")
{
    scenario::Scenario s;
    s.lab = "roce";
    s.model = {{"incast", {{"senders", 4}, {"offeredPercent", 120}}}, {"durationMs", 1}};
    const nlohmann::json out = models::runScenario(s);
    CHECK(out.at("lab") == "roce");
    CHECK(out.at("per_flow_goodput_gbps").size() == 4);
    // 1 ms of a 100 Gb/s link delivers at most 12.5 MB: goodput stays below the link.
    CHECK(out.at("goodput_gbps").get<double>() > 10.0);
    CHECK(out.at("goodput_gbps").get<double>() <= 100.0);
    CHECK(out.at("ecn_marks").get<int>() > 0);

    s.incident = {{"id", "AI-NET-005"}};
    try {
        models::runScenario(s);
        FAIL("an unknown incident must be refused");
    } catch (const Error& e) {
        CHECK(e.path() == "/incident/id");
    }
}
