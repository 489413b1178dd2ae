#include "core/error.h"
#include "core/net/flow_engine.h"
#include "core/sim/simulation.h"
#include "core/telemetry/metric_registry.h"

#include <catch2/catch.hpp>
#include <vector>

using namespace ailab::core;
using net::FlowEngine;
using net::FlowId;
using topo::Graph;
using topo::NodeKind;
using units::BitRate;
using units::Seconds;

namespace {

// k hosts on one switch, which reaches a sink over one uplink of capacity `uplink`;
// host links are twice as fast, so the uplink is the only bottleneck.
struct Star
{
    Graph graph;
    std::vector<topo::NodeId> hosts;
    topo::NodeId sw = 0;
    topo::NodeId sink = 0;
    std::vector<topo::LinkId> hostLinks;
    topo::LinkId uplink = 0;

    Star(int k, double uplinkBps, double latency)
    {
        sw = graph.addNode({NodeKind::Leaf, "leaf0"});
        sink = graph.addNode({NodeKind::Nic, "sink"});
        uplink = graph.addLink(sw, sink, BitRate::bitsPerSecond(uplinkBps),
                               Seconds::seconds(latency), topo::LinkKind::Network);
        for (int i = 0; i < k; ++i) {
            hosts.push_back(graph.addNode({NodeKind::Nic, "host" + std::to_string(i)}));
            hostLinks.push_back(graph.addLink(hosts.back(), sw,
                                              BitRate::bitsPerSecond(2 * uplinkBps),
                                              Seconds::seconds(latency), topo::LinkKind::Network));
        }
    }
    topo::Path toSink(int host) const
    {
        return {graph.channelFrom(hostLinks[host], hosts[host]), graph.channelFrom(uplink, sw)};
    }
};

} // namespace

TEST_CASE("flow engine: one flow finishes at latency plus bytes over rate", "[net][flow]")
{
    Star star(1, 100e9, 1e-6);
    sim::Simulation simulation;
    FlowEngine engine(simulation, star.graph);
    double finished = -1;
    const FlowId id = engine.start(star.toSink(0), 1e6, [&](FlowId, double t) { finished = t; });
    CHECK(engine.active(id));
    CHECK(engine.rateBps(id) == 0.0); // still in flight over the path latency
    simulation.runUntil(2.5e-6);
    CHECK(engine.rateBps(id) == Approx(100e9));
    simulation.runAll();
    CHECK(finished == Approx(2e-6 + 8e6 / 100e9).epsilon(1e-12));
    CHECK_FALSE(engine.active(id));
    CHECK(engine.activeFlowCount() == 0);
    const auto bytes = engine.channelBytes();
    CHECK(bytes[star.graph.channelFrom(star.uplink, star.sw)] == Approx(1e6));
    CHECK(bytes[star.graph.channelFrom(star.uplink, star.sink)] == 0.0);
    CHECK(engine.peakUtilisation() == Approx(1.0));
}

TEST_CASE("flow engine: k flows sharing one uplink each get C/k and finish k times slower",
          "[net][flow]")
{
    const double capacity = 400e9;
    const double bytes = 1e8;
    const double alone = bytes * 8 / capacity;
    for (const int k : {1, 2, 4, 7}) {
        Star star(k, capacity, 0.0);
        sim::Simulation simulation;
        FlowEngine engine(simulation, star.graph);
        std::vector<double> finish(k, -1);
        std::vector<FlowId> ids;
        for (int i = 0; i < k; ++i)
            ids.push_back(engine.start(star.toSink(i), bytes,
                                       [&finish, i](FlowId, double t) { finish[i] = t; }));
        simulation.runUntil(0.0);
        for (const FlowId id : ids)
            CHECK(engine.rateBps(id) == Approx(capacity / k));
        CHECK(engine.channelUtilisation(star.graph.channelFrom(star.uplink, star.sw)) ==
              Approx(1.0));
        CHECK(engine.channelUtilisation(star.graph.channelFrom(star.hostLinks[0], star.hosts[0])) ==
              Approx(0.5 / k));
        simulation.runAll();
        for (int i = 0; i < k; ++i)
            CHECK(finish[i] / alone == Approx(double(k)).epsilon(1e-12));
    }
}

TEST_CASE("flow engine: when a flow ends the others speed up", "[net][flow]")
{
    // 1 MB and 2 MB share a 100 Gb/s uplink: the small one ends at 2 x 8e6 / C, the large
    // one has 1 MB left, sent alone at C: done at 3 x 8e6 / C.
    Star star(2, 100e9, 0.0);
    sim::Simulation simulation;
    FlowEngine engine(simulation, star.graph);
    double small = -1, large = -1;
    engine.start(star.toSink(0), 1e6, [&](FlowId, double t) { small = t; });
    const FlowId big = engine.start(star.toSink(1), 2e6, [&](FlowId, double t) { large = t; });
    simulation.runUntil(1.7e-4);
    CHECK(engine.rateBps(big) == Approx(100e9));
    CHECK(engine.remainingBytes(big) == Approx(1e6 - 100e9 * (1.7e-4 - 1.6e-4) / 8));
    simulation.runAll();
    CHECK(small == Approx(1.6e-4).epsilon(1e-12));
    CHECK(large == Approx(2.4e-4).epsilon(1e-12));
}

TEST_CASE("flow engine: rates are solved once per instant", "[net][flow]")
{
    Star star(10, 100e9, 0.0);
    sim::Simulation simulation;
    FlowEngine engine(simulation, star.graph);
    int solves = 0;
    std::vector<double> times;
    engine.ratesChanged.connect([&](double t) {
        ++solves;
        times.push_back(t);
    });
    int finished = 0;
    engine.flowFinished.connect([&](FlowId, double) { ++finished; });
    for (int i = 0; i < 10; ++i)
        engine.start(star.toSink(i), 1e6);
    simulation.runAll();
    // One solve when all ten start, one when all ten end together.
    CHECK(solves == 2);
    CHECK(finished == 10);
    CHECK(times.back() == Approx(10 * 8e6 / 100e9));
}

TEST_CASE("flow engine: cancel drops the flow without its completion", "[net][flow]")
{
    Star star(2, 100e9, 0.0);
    sim::Simulation simulation;
    FlowEngine engine(simulation, star.graph);
    bool cancelledRan = false;
    double other = -1;
    const FlowId a =
        engine.start(star.toSink(0), 1e6, [&](FlowId, double) { cancelledRan = true; });
    engine.start(star.toSink(1), 1e6, [&](FlowId, double t) { other = t; });
    simulation.runUntil(4e-5); // half way at 50 Gb/s each: 0.25 MB sent
    engine.cancel(a);
    CHECK_FALSE(engine.active(a));
    simulation.runAll();
    CHECK_FALSE(cancelledRan);
    CHECK(other == Approx(4e-5 + 0.75e6 * 8 / 100e9).epsilon(1e-12));
}

TEST_CASE("flow engine: bad input names the argument", "[net][flow]")
{
    Star star(1, 100e9, 0.0);
    sim::Simulation simulation;
    FlowEngine engine(simulation, star.graph);
    try {
        engine.start(star.toSink(0), -1.0);
        FAIL("negative bytes accepted");
    } catch (const Error& e) {
        CHECK(e.path() == "bytes");
    }
    star.graph.setLinkUp(star.uplink, false);
    CHECK_THROWS_AS(engine.start(star.toSink(0), 1.0), Error);
    CHECK(engine.activeFlowCount() == 0);
}

TEST_CASE("flow engine: a zero-byte or empty-path flow completes after its latency", "[net][flow]")
{
    Star star(1, 100e9, 2e-6);
    sim::Simulation simulation;
    FlowEngine engine(simulation, star.graph);
    double zero = -1, local = -1;
    engine.start(star.toSink(0), 0.0, [&](FlowId, double t) { zero = t; });
    engine.start(topo::Path{}, 1e9, [&](FlowId, double t) { local = t; });
    simulation.runAll();
    CHECK(zero == Approx(4e-6));
    CHECK(local == 0.0);
}

TEST_CASE("flow engine: telemetry records utilisation and flow rates", "[net][flow]")
{
    Star star(2, 100e9, 0.0);
    sim::Simulation simulation;
    FlowEngine engine(simulation, star.graph);
    telemetry::MetricRegistry registry;
    const topo::ChannelId up = star.graph.channelFrom(star.uplink, star.sw);
    engine.recordTelemetry(registry, {up}, 8);
    const FlowId a = engine.start(star.toSink(0), 1e6);
    engine.start(star.toSink(1), 2e6);
    simulation.runAll();
    const auto& util = registry.get("link/leaf0-sink/a->b/utilisation");
    REQUIRE(util.size() == 3);
    const auto& rate = registry.get("flow/" + std::to_string(a) + "/rate_gbps");
    REQUIRE(rate.size() >= 2);
    CHECK(rate[0].value == Approx(50.0));
    CHECK(util[0].value == Approx(1.0));
    CHECK(rate.latest()->value == 0.0); // finished
}

TEST_CASE("flow engine: reset drops every flow and counter", "[net][flow]")
{
    Star star(3, 100e9, 0.0);
    sim::Simulation simulation;
    FlowEngine engine(simulation, star.graph);
    for (int i = 0; i < 3; ++i)
        engine.start(star.toSink(i), 1e6);
    simulation.runUntil(1e-5);
    engine.reset();
    CHECK(engine.activeFlowCount() == 0);
    CHECK(engine.peakUtilisation() == 0.0);
    CHECK(simulation.empty());
}
