// The status rules of the lab models (core/models/*/..._status.h) against the models'
// figures, over every shipped preset: a tile, a chart and an explainer that use these rules
// cannot contradict each other or the numbers (docs/architecture.md, "What users can
// expect", 9).
#include "core/models/fabric/fabric_scenario.h"
#include "core/models/fabric/fabric_status.h"
#include "core/models/fabric/fabric_workload.h"
#include "core/models/roce/roce_scenario.h"
#include "core/models/roce/roce_status.h"
#include "core/net/congestion_control.h"
#include "core/net/packet/feedback_sequence.h"
#include "core/net/packet/incast_scenario.h"
#include "core/sim/simulation.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace ailab::core;
using telemetry::Health;

namespace {

// Every preset a lab ships, parsed.
std::vector<std::pair<std::string, nlohmann::json>> presets(const std::string& lab)
{
    std::vector<std::pair<std::string, nlohmann::json>> out;
    const std::filesystem::path folder =
        std::filesystem::path(AILAB_SOURCE_DIR) / "labs" / lab / "scenarios";
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        if (entry.path().extension() != ".json")
            continue;
        std::ifstream file(entry.path());
        std::stringstream text;
        text << file.rdbuf();
        out.emplace_back(entry.path().stem().string(), nlohmann::json::parse(text.str()));
    }
    std::sort(out.begin(), out.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    return out;
}

} // namespace

TEST_CASE("fabric statuses agree with the loads and the congestion in every preset",
          "[models][fabric][status]")
{
    const auto files = presets("fabric");
    REQUIRE(files.size() >= 3);
    for (const auto& [name, json] : files) {
        INFO(name);
        const models::fabric::FabricScenarioConfig config =
            models::fabric::readFabricScenario(json.at("model"), "/model");
        sim::Simulation simulation;
        models::fabric::FabricRun run(simulation, config);
        const double end = std::max(run.plannedEndSeconds(), 1e-3);
        for (int i = 1; i <= 60 && !run.finished(); ++i) {
            simulation.runUntil(end * i / 60.0);
            const Health peak = models::fabric::peakLinkLoadHealth(run);
            const Health congestion = models::fabric::congestionHealth(run);
            const double load = run.peakNetworkUtilisation();
            // The peak tile says "congested" exactly when the congestion tile does.
            CHECK((peak == Health::Congested) == (congestion == Health::Congested));
            CHECK((peak == Health::Idle) == (congestion == Health::Idle));
            if (congestion == Health::Congested)
                CHECK(load >= models::fabric::kSaturatedLinkLoad);
            if (congestion == Health::Healthy) {
                CHECK(peak ==
                      (load >= models::fabric::kBusyLinkLoad ? Health::Busy : Health::Healthy));
            }
            CHECK((models::fabric::spinesHealth(run) == Health::Failed) ==
                  (run.failedLinkCount() > 0 || run.spinesAvailable() < config.fabric.spines));
        }
        if (!run.allReduceSeconds().empty()) {
            const double ratio = run.allReduceSeconds().back() / run.closedFormSeconds();
            CHECK((models::fabric::allReduceHealth(run) == Health::Healthy) ==
                  (ratio <= models::fabric::kAllReduceSlack));
        }
    }
}

TEST_CASE("a link filled by flows that each get their own rate is busy, not congested",
          "[models][fabric][status]")
{
    // The healthy preset's ring fills the NICs at line rate with no port shared.
    const auto files = presets("fabric");
    const auto healthy = std::find_if(files.begin(), files.end(),
                                      [](const auto& f) { return f.first == "healthy"; });
    REQUIRE(healthy != files.end());
    sim::Simulation simulation;
    models::fabric::FabricRun run(simulation,
                                  models::fabric::readFabricScenario(healthy->second.at("model")));
    bool sawFullLink = false;
    for (int i = 1; i <= 200 && !run.finished(); ++i) {
        simulation.runUntil(run.plannedEndSeconds() * i / 200.0);
        if (run.peakNetworkUtilisation() >= models::fabric::kSaturatedLinkLoad &&
            run.congestion() == models::fabric::CongestionState::Normal) {
            sawFullLink = true;
            CHECK(models::fabric::peakLinkLoadHealth(run) == Health::Busy);
        }
    }
    CHECK(sawFullLink);
}

TEST_CASE("incast statuses agree with the figures in every RoCE preset", "[models][roce][status]")
{
    const auto files = presets("roce");
    REQUIRE(files.size() >= 3);
    int judged = 0;
    for (const auto& [name, json] : files) {
        if (json.contains("incident"))
            continue; // the incident's own figures have their own tests
        INFO(name);
        const models::roce::RoceScenarioConfig config =
            models::roce::readRoceScenario(json.at("model"));
        sim::Simulation simulation;
        net::packet::IncastScenario run(config.incast, simulation);
        net::packet::FeedbackSequence feedback(run);
        CHECK(models::roce::queueHealth(run.summary(), config.incast, 0.0) == Health::Idle);
        // Every 50 us: the feedback sequence's "now" never points back at the burst once
        // the senders' sending rates, after the cuts, fit the bottleneck.
        for (double t = 50e-6; t < config.durationS; t += 50e-6) {
            run.runUntil(t);
            const net::packet::FeedbackSnapshot snap = feedback.snapshot();
            double sending = 0.0;
            for (net::packet::FlowId f : run.incastFlows())
                sending += run.engine().flowStats(f).sendingRateBps;
            if (snap.activeStage == static_cast<int>(net::packet::FeedbackStage::TrafficBurst))
                CHECK(sending > config.incast.linkBps);
        }
        run.runUntil(config.durationS);
        const net::packet::IncastSummary s = run.summary();
        const double now = simulation.now();
        // The queue is judged against the production-derived Kmax of the port, whatever
        // marking band the preset sets.
        const double limit = net::productionRedDefaults(config.incast.linkBps).kMaxBytes;
        CHECK(models::roce::healthyQueueLimitBytes(config.incast) == Approx(limit));
        CHECK((models::roce::queueHealth(s, config.incast, now) == Health::Healthy) ==
              (s.queueP99Bytes <= limit));
        CHECK((models::roce::dropHealth(s.counters) == Health::Failed) == (s.counters.drops > 0));
        CHECK((models::roce::pauseHealth(s.counters) == Health::Busy) ==
              (s.counters.pauseFrames > 0));
        CHECK((models::roce::retransmitHealth(s.counters) == Health::Failed) ==
              (s.counters.retransmittedBytes > 0));
        const double jain = run.jainBetween(now / 2, now);
        CHECK((models::roce::fairnessHealth(jain, now) == Health::Healthy) ==
              (jain >= models::roce::kFairJain));
        ++judged;
    }
    CHECK(judged >= 3);
}

TEST_CASE("a marking band set too high leaves a congested queue, the default a healthy one",
          "[models][roce][status]")
{
    const auto run = [](const std::string& preset) {
        const auto files = presets("roce");
        const auto it = std::find_if(files.begin(), files.end(),
                                     [&](const auto& f) { return f.first == preset; });
        REQUIRE(it != files.end());
        const models::roce::RoceScenarioConfig config =
            models::roce::readRoceScenario(it->second.at("model"));
        sim::Simulation simulation;
        net::packet::IncastScenario incast(config.incast, simulation);
        incast.runUntil(config.durationS);
        return models::roce::queueHealth(incast.summary(), config.incast, simulation.now());
    };
    CHECK(run("thresholds-too-high") == Health::Congested);
    CHECK(run("ecn-dcqcn") == Health::Healthy);
}
