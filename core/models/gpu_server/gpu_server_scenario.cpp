#include "core/models/gpu_server/gpu_server_scenario.h"

#include "core/collective/server_all_reduce.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/scenario/json_reader.h"
#include "core/topo/intra_node.h"

namespace ailab::core::models::gpu_server {

namespace {

std::vector<std::string> gpuIds()
{
    std::vector<std::string> ids;
    for (const auto& gpu : hw::gpus())
        ids.push_back(gpu.id);
    return ids;
}

nlohmann::json routeJson(const topo::Graph& graph, const topo::Route& route)
{
    return {{"from", graph.node(route.from).name},
            {"to", graph.node(route.to).name},
            {"paths", route.nodeNames(graph)},
            {"GBps", route.bytesPerSecond / 1e9},
            {"latency_us", route.latencySeconds * 1e6},
            {"nvlink", route.nvlink},
            {"via_host", route.viaHost},
            {"via_socket_link", route.viaSocketLink},
            {"seconds_per_GB", route.seconds(1e9)}};
}

nlohmann::json allReduceJson(const topo::ServerGraph& server,
                             const collective::AllReduceEstimate& e)
{
    nlohmann::json edges = nlohmann::json::array();
    for (const collective::RingEdge& edge : e.edges) {
        nlohmann::json j = routeJson(server.graph, edge.route);
        j["effective_GBps"] = edge.effectiveBytesPerSecond / 1e9;
        edges.push_back(std::move(j));
    }
    return {{"fabric", topo::gpuFabricId(e.fabric)},
            {"ranks", e.ranks},
            {"bytes", e.bytes},
            {"bottleneck_GBps", e.bottleneckBytesPerSecond / 1e9},
            {"alpha_us", e.alphaSeconds * 1e6},
            {"seconds", e.seconds},
            {"bytes_per_rank", e.bytesPerRank},
            {"busbw_GBps", e.busBandwidth / 1e9},
            {"ring", edges}};
}

} // namespace

GpuServerConfig readGpuServerConfig(const nlohmann::json& model, const std::string& pointer)
{
    using namespace scenario;
    ObjectReader top(model, pointer);
    GpuServerConfig c;
    c.node = top.choice("node", topo::serverPresetIds(), std::string("conceptual"));
    c.server = topo::serverPreset(c.node, pointer + "/node");
    c.server.fabric = topo::gpuFabricFromId(
        top.choice("fabric", topo::gpuFabricIds(), topo::gpuFabricId(c.server.fabric)),
        pointer + "/fabric");
    c.server.gpuModel = top.choice("gpu", gpuIds(), c.server.gpuModel);
    c.server.nvSwitches = int(top.integer("nvSwitches", IntegerSpec{1, 8, c.server.nvSwitches}));
    if (auto w = top.optionalObject("workload")) {
        train::GpuStepInputs& in = c.workload;
        in.parameters = w->number("parameters", NumberSpec{1e6, 1e13, in.parameters});
        in.tokensPerStep = w->number("tokensPerStep", NumberSpec{1, 1e9, in.tokensPerStep});
        in.mfu = w->number("mfu", NumberSpec{0.01, 1.0, in.mfu});
        in.gradientBytesPerParameter = w->number("gradientBytesPerParameter",
                                                 NumberSpec{0.5, 8, in.gradientBytesPerParameter});
        in.dataBytesPerGpu =
            w->number("dataGBPerGpu", NumberSpec{0, 1000, in.dataBytesPerGpu / 1e9}) * 1e9;
        in.optimizerBytesPerParameter = w->number("optimizerBytesPerParameter",
                                                  NumberSpec{0, 64, in.optimizerBytesPerParameter});
        w->finish();
    }
    top.finish();
    if (c.server.fabric == topo::GpuFabric::NvlinkPairs && c.server.gpus % 2 != 0)
        throw Error("NVLink pairs need an even number of GPUs", pointer + "/fabric");
    topo::validateServerSpec(c.server, pointer);
    train::validateGpuStepInputs(c.workload, pointer + "/workload");
    return c;
}

nlohmann::json gpuServerConfigToJson(const GpuServerConfig& c)
{
    const train::GpuStepInputs& in = c.workload;
    return {{"node", c.node},
            {"fabric", topo::gpuFabricId(c.server.fabric)},
            {"gpu", c.server.gpuModel},
            {"nvSwitches", c.server.nvSwitches},
            {"workload",
             {{"parameters", in.parameters},
              {"tokensPerStep", in.tokensPerStep},
              {"mfu", in.mfu},
              {"gradientBytesPerParameter", in.gradientBytesPerParameter},
              {"dataGBPerGpu", in.dataBytesPerGpu / 1e9},
              {"optimizerBytesPerParameter", in.optimizerBytesPerParameter}}}};
}

void validateGpuServerScenario(const scenario::Scenario& scenario)
{
    readGpuServerConfig(scenario.model, "/model");
    if (!scenario.events.empty())
        throw Error("the GPU server model uses no events", "/events");
    if (!scenario.incident.empty())
        throw Error("the GPU server model uses no incident", "/incident");
}

nlohmann::json runGpuServerScenario(const scenario::Scenario& scenario)
{
    validateGpuServerScenario(scenario);
    return gpuServerMetrics(readGpuServerConfig(scenario.model, "/model"));
}

nlohmann::json gpuServerMetrics(const GpuServerConfig& config)
{
    const topo::ServerGraph server = topo::buildServer(config.server);
    const train::StepTimeline timeline = train::computeStepTimeline(server, config.workload);
    nlohmann::json out;
    out["node"] = {{"preset", config.node},
                   {"gpu", config.server.gpuModel},
                   {"fabric", topo::gpuFabricId(config.server.fabric)},
                   {"cpus", server.cpus.size()},
                   {"gpus", server.gpus.size()},
                   {"nics", server.nics.size()},
                   {"pcie_switches", server.pcieSwitches.size()},
                   {"nvswitches", server.nvSwitches.size()},
                   {"nvme_drives", server.nvmes.size()},
                   {"links", server.graph.linkCount()}};
    nlohmann::json routes = nlohmann::json::array();
    for (std::size_t i = 1; i < server.gpus.size(); ++i)
        routes.push_back(
            routeJson(server.graph, topo::findRoute(server.graph, server.gpus[0], server.gpus[i])));
    out["gpu0_routes"] = routes;
    nlohmann::json fabrics = nlohmann::json::object();
    for (const std::string& id : topo::gpuFabricIds()) {
        const topo::GpuFabric f = topo::gpuFabricFromId(id);
        if (f == topo::GpuFabric::NvlinkPairs && config.server.gpus % 2 != 0)
            continue;
        const topo::ServerGraph other = topo::withFabric(config.server, f);
        fabrics[id] =
            allReduceJson(other, collective::ringAllReduce(other, timeline.step.allReduceBytes));
    }
    out["all_reduce"] = fabrics;
    nlohmann::json gpus = nlohmann::json::array();
    for (const train::GpuTimeline& t : timeline.gpus) {
        nlohmann::json spans = nlohmann::json::array();
        for (const train::PhaseSpan& s : t.spans)
            spans.push_back(
                {{"phase", train::stepPhaseId(s.phase)}, {"start_s", s.start}, {"end_s", s.end}});
        gpus.push_back({{"gpu", t.gpu},
                        {"data_route", routeJson(server.graph, t.dataRoute)},
                        {"phases", spans}});
    }
    out["step"] = {{"flops", timeline.step.flopsPerStep},
                   {"forward_s", timeline.forwardSeconds},
                   {"backward_s", timeline.backwardSeconds},
                   {"all_reduce_bytes", timeline.step.allReduceBytes},
                   {"all_reduce_s", timeline.allReduce.seconds},
                   {"optimizer_s", timeline.optimizerSeconds},
                   {"step_s", timeline.stepSeconds},
                   {"compute_share", timeline.computeShare},
                   {"gpus", gpus}};
    return out;
}

scenario::Scenario defaultScenario()
{
    return scenario::defaultsScenario("gpu-server", "The course's conceptual 4-GPU node",
                                      gpuServerConfigToJson(GpuServerConfig{}));
}

scenario::ModelEntry modelEntry()
{
    return {.lab = "gpu-server",
            .validate = validateGpuServerScenario,
            .run = runGpuServerScenario,
            .defaultScenario = defaultScenario};
}

} // namespace ailab::core::models::gpu_server
