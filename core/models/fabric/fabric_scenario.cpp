#include "core/models/fabric/fabric_scenario.h"

#include "core/collective/alpha_beta.h"
#include "core/error.h"
#include "core/models/fabric/fabric_workload.h"
#include "core/scenario/json_reader.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace ailab::core::models::fabric {

namespace {

using scenario::ArraySpec;
using scenario::IntegerSpec;
using scenario::NumberSpec;
using scenario::ObjectReader;

std::string child(const std::string& parent, std::string_view key)
{
    return scenario::childPointer(parent, key);
}

// The fabric group: sizes and link figures of the leaf-spine (fabric_builder.h).
void readFabric(ObjectReader& r, topo::FabricConfig& f)
{
    f.shape = topo::FabricShape::LeafSpine;
    f.servers = int(r.integer("servers", {1, kMaxServers, f.servers}));
    f.gpusPerServer = int(r.integer("gpusPerServer", {1, kMaxGpusPerServer, f.gpusPerServer}));
    f.nicsPerServer = int(r.integer("nicsPerServer", {1, kMaxGpusPerServer, f.nicsPerServer}));
    f.leaves = int(r.integer("leaves", {1, kMaxLeaves, f.leaves}));
    f.spines = int(r.integer("spines", {1, kMaxSpines, f.spines}));
    f.uplinksPerLeafSpine = int(r.integer("uplinks", {1, kMaxUplinks, f.uplinksPerLeafSpine}));
    f.nicRate = units::BitRate::gigabitsPerSecond(
        r.number("nicGbps", {0.0, 3200.0, f.nicRate.inGigabitsPerSecond(), true}));
    f.uplinkRate = units::BitRate::gigabitsPerSecond(
        r.number("uplinkGbps", {0.0, 3200.0, f.uplinkRate.inGigabitsPerSecond(), true}));
    f.networkLinkLatency = units::Seconds::microseconds(
        r.number("linkLatencyUs", {0.0, 1000.0, f.networkLinkLatency.inMicroseconds()}));
}

void readFailures(ObjectReader& r, FabricScenarioConfig& c)
{
    auto links = r.array("links", ArraySpec{0, 4096, false});
    for (std::size_t i = 0; i < links.size(); ++i) {
        auto item = links.object(i);
        LinkFailure f;
        f.leaf = int(item.integer("leaf", {0, kMaxLeaves - 1}));
        f.spine = int(item.integer("spine", {0, kMaxSpines - 1}));
        f.uplink = int(item.integer("uplink", {-1, kMaxUplinks - 1, -1}));
        item.finish();
        c.failedLinks.push_back(f);
    }
    auto spines = r.array("spines", ArraySpec{0, std::size_t(kMaxSpines), false});
    for (std::size_t i = 0; i < spines.size(); ++i)
        c.failedSpines.push_back(int(spines.integer(i, {0, kMaxSpines - 1})));
}

} // namespace

void validateFabricScenario(const FabricScenarioConfig& c)
{
    const std::string fabric = "/model/fabric";
    try {
        topo::validateFabricConfig(c.fabric);
    } catch (const Error& e) {
        // The builder names its own fields; the file's names differ for some.
        static const std::pair<const char*, const char*> renamed[] = {
            {"uplinksPerLeafSpine", "uplinks"},
            {"nicRate", "nicGbps"},
            {"uplinkRate", "uplinkGbps"},
            {"networkLinkLatency", "linkLatencyUs"}};
        std::string field = e.path();
        for (const auto& [from, to] : renamed) {
            if (field == from)
                field = to;
        }
        throw Error(e.message(), field.empty() ? fabric : child(fabric, field));
    }
    for (std::size_t i = 0; i < c.failedLinks.size(); ++i) {
        const LinkFailure& f = c.failedLinks[i];
        const std::string at = "/model/failures/links/" + std::to_string(i);
        if (f.leaf >= c.fabric.leaves)
            throw Error("the fabric has no leaf " + std::to_string(f.leaf) + " (leaves 0 to " +
                            std::to_string(c.fabric.leaves - 1) + ")",
                        at + "/leaf");
        if (f.spine >= c.fabric.spines)
            throw Error("the fabric has no spine " + std::to_string(f.spine), at + "/spine");
        if (f.uplink >= c.fabric.uplinksPerLeafSpine)
            throw Error("a leaf-spine pair has only " +
                            std::to_string(c.fabric.uplinksPerLeafSpine) + " uplinks",
                        at + "/uplink");
    }
    for (std::size_t i = 0; i < c.failedSpines.size(); ++i) {
        if (c.failedSpines[i] >= c.fabric.spines)
            throw Error("the fabric has no spine " + std::to_string(c.failedSpines[i]),
                        "/model/failures/spines/" + std::to_string(i));
    }
    std::vector<int> spines = c.failedSpines;
    std::sort(spines.begin(), spines.end());
    spines.erase(std::unique(spines.begin(), spines.end()), spines.end());
    if (int(spines.size()) >= c.fabric.spines && c.fabric.leaves > 1)
        throw Error("every spine has failed: the leaves cannot reach each other",
                    "/model/failures/spines");
    if (c.misconfiguration) {
        const Misconfiguration& m = *c.misconfiguration;
        if (m.maxPaths < 1)
            throw Error("maximum paths must be at least 1", "/model/misconfiguration/maxPaths");
        for (std::size_t i = 0; i < m.leaves.size(); ++i) {
            if (m.leaves[i] < 0 || m.leaves[i] >= c.fabric.leaves)
                throw Error("the fabric has no leaf " + std::to_string(m.leaves[i]),
                            "/model/misconfiguration/leaves/" + std::to_string(i));
        }
    }
    const AllReduceWorkload& w = c.allReduce;
    const int gpus = c.fabric.servers * c.fabric.gpusPerServer;
    if (w.enabled) {
        const int ranks = w.ranks > 0 ? w.ranks : gpus;
        if (ranks < 2 || ranks > gpus)
            throw Error("the all-reduce needs 2 to " + std::to_string(gpus) + " ranks",
                        "/model/allReduce/ranks");
        if (!(w.bytes > 0.0) || !std::isfinite(w.bytes))
            throw Error("the message size must be positive", "/model/allReduce/megabytes");
        if (w.iterations < 1)
            throw Error("at least one iteration", "/model/allReduce/iterations");
        if (!(w.computeSeconds >= 0.0))
            throw Error("the compute time cannot be negative", "/model/allReduce/computeMs");
    }
    for (std::size_t i = 0; i < c.background.size(); ++i) {
        const BackgroundFlow& b = c.background[i];
        const std::string at = "/model/background/" + std::to_string(i);
        if (b.fromServer < 0 || b.fromServer >= c.fabric.servers)
            throw Error("the fabric has no server " + std::to_string(b.fromServer), at + "/from");
        if (b.toServer < 0 || b.toServer >= c.fabric.servers)
            throw Error("the fabric has no server " + std::to_string(b.toServer), at + "/to");
        if (b.toServer == b.fromServer)
            throw Error("a flow needs two different servers", at + "/to");
        if (!(b.bytes > 0.0))
            throw Error("the size must be positive", at + "/gigabytes");
    }
}

FabricScenarioConfig readFabricScenario(const nlohmann::json& model, const std::string& pointer)
{
    FabricScenarioConfig c;
    ObjectReader top(model, pointer);
    if (auto f = top.optionalObject("fabric")) {
        readFabric(*f, c.fabric);
        f->finish();
    }
    if (auto e = top.optionalObject("ecmp")) {
        c.ecmp = e->choice("mode", {"hash", "spray"}, "hash") == "spray" ? topo::EcmpMode::Spray
                                                                         : topo::EcmpMode::Hash;
        c.hashSeed = std::uint32_t(e->integer("seed", {0, 0xffffffffLL, 1}));
        e->finish();
    }
    if (auto f = top.optionalObject("failures")) {
        readFailures(*f, c);
        f->finish();
    }
    if (auto m = top.optionalObject("misconfiguration")) {
        Misconfiguration mis;
        mis.maxPaths = int(m->integer("maxPaths", {1, 64}));
        auto leaves = m->array("leaves", ArraySpec{0, std::size_t(kMaxLeaves), false});
        for (std::size_t i = 0; i < leaves.size(); ++i)
            mis.leaves.push_back(int(leaves.integer(i, {0, kMaxLeaves - 1})));
        m->finish();
        c.misconfiguration = mis;
    }
    if (auto a = top.optionalObject("allReduce")) {
        AllReduceWorkload& w = c.allReduce;
        w.enabled = a->boolean("enabled", true);
        w.bytes = a->number("megabytes", {0.0, 1e6, w.bytes / 1e6, true}) * 1e6;
        w.ranks = int(a->integer("ranks", {0, kMaxServers * kMaxGpusPerServer, 0}));
        w.placement =
            collective::parsePlacement(a->choice("placement", {"block", "roundrobin"}, "block"));
        w.iterations = int(a->integer("iterations", {1, 1000, w.iterations}));
        w.computeSeconds = a->number("computeMs", {0.0, 1e6, w.computeSeconds * 1e3}) / 1e3;
        w.engine =
            collective::parseCollectiveEngine(a->choice("engine", {"auto", "per-flow"}, "auto"));
        a->finish();
    }
    auto background = top.array("background", ArraySpec{0, 4096, false});
    for (std::size_t i = 0; i < background.size(); ++i) {
        auto item = background.object(i);
        BackgroundFlow b;
        b.fromServer = int(item.integer("from", {0, kMaxServers - 1}));
        b.toServer = int(item.integer("to", {0, kMaxServers - 1}));
        b.bytes = item.number("gigabytes", {0.0, 1e6, std::nullopt, true}) * 1e9;
        b.startSeconds = item.number("startMs", {0.0, 1e9, 0.0}) / 1e3;
        b.sourcePort = int(item.integer("sourcePort", {0, 65535, 0}));
        item.finish();
        c.background.push_back(b);
    }
    top.finish();
    validateFabricScenario(c);
    return c;
}

nlohmann::json fabricScenarioToJson(const FabricScenarioConfig& c)
{
    const topo::FabricConfig& f = c.fabric;
    nlohmann::json model = {
        {"fabric",
         {{"servers", f.servers},
          {"gpusPerServer", f.gpusPerServer},
          {"nicsPerServer", f.nicsPerServer},
          {"leaves", f.leaves},
          {"spines", f.spines},
          {"uplinks", f.uplinksPerLeafSpine},
          {"nicGbps", f.nicRate.inGigabitsPerSecond()},
          {"uplinkGbps", f.uplinkRate.inGigabitsPerSecond()},
          {"linkLatencyUs", f.networkLinkLatency.inMicroseconds()}}},
        {"ecmp",
         {{"mode", c.ecmp == topo::EcmpMode::Spray ? "spray" : "hash"}, {"seed", c.hashSeed}}},
        {"allReduce",
         {{"enabled", c.allReduce.enabled},
          {"megabytes", c.allReduce.bytes / 1e6},
          {"ranks", c.allReduce.ranks},
          {"placement", collective::placementId(c.allReduce.placement)},
          {"iterations", c.allReduce.iterations},
          {"computeMs", c.allReduce.computeSeconds * 1e3}}},
    };
    // Written only when not the default, so that states saved before it read back unchanged.
    if (c.allReduce.engine != collective::CollectiveEngine::Auto)
        model["allReduce"]["engine"] = collective::collectiveEngineId(c.allReduce.engine);
    nlohmann::json links = nlohmann::json::array();
    for (const LinkFailure& l : c.failedLinks)
        links.push_back({{"leaf", l.leaf}, {"spine", l.spine}, {"uplink", l.uplink}});
    model["failures"] = {{"links", links}, {"spines", c.failedSpines}};
    if (c.misconfiguration)
        model["misconfiguration"] = {{"maxPaths", c.misconfiguration->maxPaths},
                                     {"leaves", c.misconfiguration->leaves}};
    nlohmann::json background = nlohmann::json::array();
    for (const BackgroundFlow& b : c.background)
        background.push_back({{"from", b.fromServer},
                              {"to", b.toServer},
                              {"gigabytes", b.bytes / 1e9},
                              {"startMs", b.startSeconds * 1e3},
                              {"sourcePort", b.sourcePort}});
    model["background"] = background;
    return model;
}

void applyFaults(const FabricScenarioConfig& c, topo::Fabric& fabric, topo::Router& router)
{
    topo::Graph& g = fabric.graph;
    for (const LinkFailure& f : c.failedLinks) {
        const topo::NodeId leaf = fabric.leaves.at(std::size_t(f.leaf));
        const topo::NodeId spine = fabric.spines.at(std::size_t(f.spine));
        std::vector<topo::LinkId> parallel;
        for (const topo::Adjacency& adj : g.neighbours(leaf)) {
            if (adj.other == spine)
                parallel.push_back(adj.link);
        }
        std::sort(parallel.begin(), parallel.end());
        for (std::size_t k = 0; k < parallel.size(); ++k) {
            if (f.uplink < 0 || std::size_t(f.uplink) == k)
                g.setLinkUp(parallel[k], false);
        }
    }
    for (int s : c.failedSpines)
        g.setNodeUp(fabric.spines.at(std::size_t(s)), false);
    if (c.misconfiguration) {
        const Misconfiguration& m = *c.misconfiguration;
        for (int leaf = 0; leaf < c.fabric.leaves; ++leaf) {
            if (m.leaves.empty() ||
                std::find(m.leaves.begin(), m.leaves.end(), leaf) != m.leaves.end())
                router.limitEcmpWidth(fabric.leaves.at(std::size_t(leaf)), m.maxPaths);
        }
    }
}

void validateFabricScenarioDocument(const scenario::Scenario& scenario)
{
    readFabricScenario(scenario.model, "/model");
    // Faults are part of the model; the fabric lab stages no timed events or incident.
    if (!scenario.events.is_null() && !(scenario.events.is_array() && scenario.events.empty()))
        throw Error("the fabric lab takes no events (faults go under /model/failures)", "/events");
    if (!scenario.incident.is_null() &&
        !(scenario.incident.is_object() && scenario.incident.empty()))
        throw Error("the fabric lab takes no incident", "/incident");
}

nlohmann::json runFabricScenario(const scenario::Scenario& scenario)
{
    validateFabricScenarioDocument(scenario);
    const FabricScenarioConfig config = readFabricScenario(scenario.model, "/model");
    const auto wallStart = std::chrono::steady_clock::now();
    sim::Simulation simulation;
    FabricRun run(simulation, config);
    const auto spines = run.spinesAvailable();
    run.runToEnd();
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();

    const topo::Oversubscription over = run.oversubscription();
    nlohmann::json out = {
        {"lab", "fabric"},
        {"gpu_nodes", config.fabric.servers},
        {"gpus", config.fabric.servers * config.fabric.gpusPerServer},
        {"spines_available", spines},
        {"spines_total", config.fabric.spines},
        {"failed_links", run.failedLinkCount()},
        {"oversubscription", over.ratio()},
        {"peak_link_utilization", run.peakNetworkUtilisationSinceStart()},
        {"simulated_end_s", simulation.now()},
        {"wall_time_s", wall},
    };
    if (config.allReduce.enabled) {
        const auto& times = run.allReduceSeconds();
        const int p = int(run.ranks().size());
        const double last = times.empty() ? 0.0 : times.back();
        double mean = 0.0;
        for (double t : times)
            mean += t / double(times.size());
        const double closed = run.closedFormSeconds();
        nlohmann::json ar = {
            {"algorithm", "ring"},
            // Which engine played it: one solved step replayed, or every flow.
            {"engine", run.replaysSteps() ? "step-replay" : "per-flow"},
            {"ranks", p},
            {"bytes", config.allReduce.bytes},
            {"iterations", int(times.size())},
            {"simulated_time_s", last},
            {"mean_time_s", mean},
            {"closed_form_s", closed},
            {"slowdown", closed > 0 ? last / closed : 0.0},
            {"bytes_sent_per_rank", run.bytesSentPerRank()},
            {"algbw_GBps", collective::algorithmBandwidth(config.allReduce.bytes, last) / 1e9},
            {"busbw_GBps", collective::busBandwidth(collective::CollectiveOp::AllReduce, p,
                                                    config.allReduce.bytes, last) /
                               1e9},
        };
        // The collective model's own ring on the same fabric and faults (its ranks hash
        // their own 5-tuples, so under ECMP collisions the two may differ).
        topo::Fabric fabric = topo::buildFabric(config.fabric);
        topo::Router router(fabric.graph);
        applyFaults(config, fabric, router);
        collective::CollectiveRequest request;
        request.bytes = config.allReduce.bytes;
        request.ranks = p;
        request.placement = config.allReduce.placement;
        request.ecmp = config.ecmp;
        request.seed = config.hashSeed;
        const collective::CollectiveResult check =
            collective::runCollective(fabric, router, request);
        ar["collective_model_time_s"] = check.simulatedSeconds;
        out["allreduce"] = ar;
    }
    out["congestion_seen"] = run.congestionSeen();
    return out;
}

scenario::Scenario defaultScenario()
{
    return scenario::defaultsScenario("fabric", "Healthy fabric",
                                      fabricScenarioToJson(FabricScenarioConfig{}));
}

scenario::ModelEntry modelEntry()
{
    return {.lab = "fabric",
            .validate = validateFabricScenarioDocument,
            .run = runFabricScenario,
            .defaultScenario = defaultScenario};
}

} // namespace ailab::core::models::fabric
