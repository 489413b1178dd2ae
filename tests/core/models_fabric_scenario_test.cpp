#include "core/error.h"
#include "core/models/fabric/fabric_scenario.h"
#include "core/models/fabric/fabric_workload.h"
#include "core/scenario/scenario_loader.h"
#include "core/sim/simulation.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

using namespace ailab::core;
using namespace ailab::core::net;
using namespace ailab::core::models::fabric;

namespace {

nlohmann::json preset(const std::string& name)
{
    std::ifstream file(std::string(AILAB_SOURCE_DIR) + "/labs/fabric/scenarios/" + name + ".json");
    REQUIRE(file.good());
    std::stringstream text;
    text << file.rdbuf();
    return nlohmann::json::parse(text.str());
}

FabricScenarioConfig presetConfig(const std::string& name)
{
    return readFabricScenario(preset(name).at("model"));
}

std::string errorPath(const nlohmann::json& model)
{
    try {
        readFabricScenario(model);
    } catch (const Error& e) {
        return e.path();
    }
    return "no error";
}

struct Finished
{
    sim::Simulation simulation;
    std::unique_ptr<FabricRun> run;
    explicit Finished(const FabricScenarioConfig& config)
        : run(std::make_unique<FabricRun>(simulation, config))
    {
        run->runToEnd();
    }
    ~Finished()
    {
        simulation.reset();
        run.reset();
    }
    double slowdown() const { return run->allReduceSeconds().back() / run->closedFormSeconds(); }
};

} // namespace

TEST_CASE("fabric scenario: defaults are the seed's fabric", "[models][fabric]")
{
    const FabricScenarioConfig c = readFabricScenario(nlohmann::json::object());
    CHECK(c.fabric.servers == 6);
    CHECK(c.fabric.leaves == 3);
    CHECK(c.fabric.spines == 2);
    CHECK(c.fabric.nicRate.inGigabitsPerSecond() == 400.0);
    CHECK(c.allReduce.enabled);
    CHECK(c.failedLinks.empty());
    CHECK_FALSE(c.misconfiguration.has_value());
}

TEST_CASE("fabric scenario: errors name the field", "[models][fabric]")
{
    using J = nlohmann::json;
    CHECK(errorPath(J{{"fabric", {{"leaves", 0}}}}) == "/model/fabric/leaves");
    CHECK(errorPath(J{{"fabric", {{"servers", 2}, {"leaves", 3}}}}).rfind("/model/fabric", 0) == 0);
    CHECK(errorPath(J{{"fabric", {{"nicGbps", -400}}}}) == "/model/fabric/nicGbps");
    CHECK(errorPath(J{{"fabric", {{"colour", "red"}}}}) == "/model/fabric/colour");
    CHECK(errorPath(J{{"failures", {{"links", {{{"leaf", 5}, {"spine", 0}}}}}}}) ==
          "/model/failures/links/0/leaf");
    CHECK(errorPath(J{{"failures", {{"spines", {0, 1}}}}}) == "/model/failures/spines");
    CHECK(errorPath(J{{"background", {{{"from", 1}, {"to", 1}, {"gigabytes", 1}}}}}) ==
          "/model/background/0/to");
    CHECK(errorPath(J{{"allReduce", {{"placement", "random"}}}}) == "/model/allReduce/placement");
    CHECK(errorPath(J{{"misconfiguration", {{"maxPaths", 1}, {"leaves", {7}}}}}) ==
          "/model/misconfiguration/leaves/0");
}

TEST_CASE("fabric scenario: written and read back unchanged", "[models][fabric]")
{
    for (const char* name : {"healthy", "ecmp-collision", "link-failure", "spine-failure",
                             "routing-misconfiguration"}) {
        const FabricScenarioConfig c = presetConfig(name);
        const nlohmann::json once = fabricScenarioToJson(c);
        CHECK(fabricScenarioToJson(readFabricScenario(once)) == once);
    }
}

TEST_CASE("fabric run: the seed's ring all-reduce equals its closed form", "[models][fabric]")
{
    // N = 8, S = 1 GB: 2(N-1)/N S = 1.75 GB per worker, 35 ms at 400 Gb/s plus
    // latencies.
    Finished f(presetConfig("training-allreduce"));
    const FabricRun& run = *f.run;
    CHECK(run.ranks().size() == 8);
    CHECK(run.bytesSentPerRank() == Approx(1.75e9));
    REQUIRE(run.completedIterations() == 5);
    const double latencies = run.closedFormSeconds() - 0.035;
    CHECK(latencies > 0.0);
    CHECK(latencies < 14 * 10e-6); // 14 steps, each a few microseconds of path latency
    for (double t : run.allReduceSeconds())
        CHECK(t == Approx(run.closedFormSeconds()).epsilon(1e-9));
    CHECK_FALSE(run.congestionSeen());
    CHECK(run.peakNetworkUtilisationSinceStart() == Approx(1.0));
    CHECK(run.spinesAvailable() == 2);
    CHECK(run.finished());
}

TEST_CASE("fabric run: oversubscription slows the all-reduce by its ratio", "[models][fabric]")
{
    Finished two(presetConfig("oversubscription-2to1"));
    CHECK(two.run->oversubscription().ratio() == Approx(2.0));
    CHECK(two.slowdown() == Approx(2.0).epsilon(0.01));
    CHECK(two.run->congestionSeen());

    Finished four(presetConfig("oversubscription-4to1"));
    CHECK(four.run->oversubscription().ratio() == Approx(4.0));
    CHECK(four.slowdown() == Approx(4.0).epsilon(0.01));

    // The same fabric with the ranks in blocks: only two ring hops cross the
    // spines.
    FabricScenarioConfig block = presetConfig("oversubscription-4to1");
    block.allReduce.placement = collective::Placement::Block;
    Finished local(block);
    CHECK(local.slowdown() == Approx(1.0).epsilon(1e-6));
}

TEST_CASE("fabric run: failures reroute and slow the ring", "[models][fabric]")
{
    Finished link(presetConfig("link-failure"));
    CHECK(link.run->failedLinkCount() == 1);
    CHECK(link.run->spinesAvailable() == 2);
    CHECK(link.slowdown() == Approx(2.0).epsilon(0.01));

    FabricScenarioConfig repaired = presetConfig("link-failure");
    repaired.failedLinks.clear();
    Finished healthy(repaired);
    CHECK(healthy.slowdown() == Approx(1.0).epsilon(1e-6));

    Finished spine(presetConfig("spine-failure"));
    CHECK(spine.run->spinesAvailable() == 3);
    CHECK(spine.slowdown() == Approx(4.0 / 3.0).epsilon(0.01));
}

TEST_CASE("fabric run: the 09.7 misconfiguration halves the path diversity", "[models][fabric]")
{
    const FabricScenarioConfig broken = presetConfig("routing-misconfiguration");
    FabricScenarioConfig fixed = broken;
    fixed.misconfiguration.reset();
    Finished bad(broken);
    Finished good(fixed);
    CHECK(bad.run->ranks().size() == 128);
    CHECK(good.slowdown() == Approx(1.0).epsilon(1e-6));
    CHECK(bad.slowdown() == Approx(2.0).epsilon(0.03)); // latencies do not double
    // A training step (compute + all-reduce) about 45 % longer, as in the case
    // study.
    const double c = broken.allReduce.computeSeconds;
    const double step =
        (c + bad.run->allReduceSeconds().back()) / (c + good.run->allReduceSeconds().back());
    CHECK(step == Approx(1.45).epsilon(0.02));
}

TEST_CASE("fabric run: two hashed flows collide on one spine", "[models][fabric]")
{
    const FabricScenarioConfig c = presetConfig("ecmp-collision");
    sim::Simulation simulation;
    FabricRun run(simulation, c);
    simulation.runUntil(0.001);
    const auto flows = run.liveFlows();
    REQUIRE(flows.size() == 2);
    // Both cross the same uplink of leaf 1, at half the port rate each.
    for (const LiveFlow& f : flows)
        CHECK(f.rateBps == Approx(200e9));
    CHECK(run.congestion() == CongestionState::Congested);
    CHECK(run.peakNetworkUtilisation() == Approx(1.0));
    int idle = 0;
    for (int s = 0; s < 2; ++s) {
        const auto links = run.uplinks(0, s);
        if (run.bundleLoad(links, run.fabric().spines[std::size_t(s)]).forwardBps == 0.0)
            ++idle;
    }
    CHECK(idle == 1);
    // Spraying splits each flow over both spines: no port is shared beyond its
    // rate.
    FabricScenarioConfig sprayed = c;
    sprayed.ecmp = topo::EcmpMode::Spray;
    sim::Simulation s2;
    FabricRun spray(s2, sprayed);
    s2.runUntil(0.001);
    CHECK(spray.congestion() == CongestionState::Normal);
    s2.reset();
    simulation.reset();
}

TEST_CASE("fabric scenario: ailab-sim run prints the dashboard figures", "[models][fabric]")
{
    const scenario::Scenario s =
        scenario::scenarioFromJson(preset("training-allreduce"), "test",
                                   {{"fabric", validateFabricScenarioDocument, runFabricScenario}});
    const nlohmann::json out = runFabricScenario(s);
    CHECK(out.at("gpu_nodes") == 8);
    CHECK(out.at("spines_available") == 2);
    CHECK(out.at("allreduce").at("bytes_sent_per_rank").get<double>() == Approx(1.75e9));
    const double t = out.at("allreduce").at("simulated_time_s");
    CHECK(t == Approx(out.at("allreduce").at("closed_form_s").get<double>()));
    CHECK(out.at("allreduce").at("busbw_GBps").get<double>() ==
          Approx(1.75e9 / t / 1e9).epsilon(1e-9));
    CHECK(out.at("allreduce").at("collective_model_time_s").get<double>() > 0.035);
    nlohmann::json withEvents = preset("healthy");
    withEvents["events"] = nlohmann::json::array({{{"at", 1}}});
    CHECK_THROWS_AS(
        scenario::scenarioFromJson(withEvents, "test",
                                   {{"fabric", validateFabricScenarioDocument, runFabricScenario}}),
        Error);
}
