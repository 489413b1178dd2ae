#include "app/sim/allreduce_command.h"

#include "app/sim/json_figures.h"

#include "core/collective/collective_run.h"
#include "core/error.h"
#include "core/units/parse.h"

#include <CLI/CLI.hpp>
#include <charconv>
#include <chrono>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <ostream>

namespace ailab::sim {

using namespace ailab::core;

namespace {

bool plainNumber(const std::string& text, double& value)
{
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    return ec == std::errc() && ptr == end;
}

double parseSize(const std::string& text)
{
    double value = 0;
    if (plainNumber(text, value)) {
        if (!(value >= 0))
            throw CLI::ValidationError("--bytes", "the size cannot be negative, got " + text);
        return value;
    }
    try {
        return units::parseBytes(text, "--bytes").inBytes();
    } catch (const Error& e) {
        throw CLI::ValidationError("--bytes", e.message());
    }
}

double parseNicBps(const std::string& text)
{
    double value = 0;
    double bps = 0;
    if (plainNumber(text, value)) {
        bps = value * 1e9;
    } else {
        try {
            bps = units::parseBitRate(text, "--nic-gbps").inBitsPerSecond();
        } catch (const Error& e) {
            throw CLI::ValidationError("--nic-gbps", e.message());
        }
    }
    if (!(bps > 0))
        throw CLI::ValidationError("--nic-gbps", "the NIC rate must be above zero, got " + text);
    return bps;
}

topo::FabricConfig fabricConfig(const AllreduceOptions& o)
{
    topo::FabricConfig c;
    c.shape = topo::FabricShape::LeafSpine;
    c.servers = o.nodes;
    c.gpusPerServer = o.gpusPerNode;
    c.nicsPerServer = o.gpusPerNode; // one NIC per GPU, as in a DGX-class server
    c.leaves = o.leaves;
    c.spines = o.spines;
    c.uplinksPerLeafSpine = o.uplinks;
    c.nicRate = units::BitRate::bitsPerSecond(parseNicBps(o.nicRate));
    c.uplinkRate = c.nicRate;
    c.networkLinkLatency = units::Seconds::microseconds(o.latencyUs);
    return c;
}

// The fabric's field names as this command's arguments.
std::string argumentOf(const std::string& field)
{
    static const std::map<std::string, std::string> names{{"servers", "--nodes"},
                                                          {"gpusPerServer", "--gpus-per-node"},
                                                          {"nicsPerServer", "--gpus-per-node"},
                                                          {"leaves", "--leaves"},
                                                          {"spines", "--spines"},
                                                          {"uplinksPerLeafSpine", "--uplinks"},
                                                          {"nicRate", "--nic-gbps"},
                                                          {"uplinkRate", "--nic-gbps"},
                                                          {"networkLinkLatency", "--latency-us"}};
    const auto it = names.find(field);
    return it == names.end() ? "--" + field : it->second;
}

void checkCombinations(const AllreduceOptions& o)
{
    parseSize(o.bytes);
    try {
        topo::validateFabricConfig(fabricConfig(o));
    } catch (const Error& e) {
        throw CLI::ValidationError(argumentOf(e.path()), e.message());
    }
}

} // namespace

CLI::App* addAllreduceCommand(CLI::App& app, AllreduceOptions& o)
{
    CLI::App* cmd = app.add_subcommand(
        "allreduce", "Run an all-reduce on a leaf-spine fabric as flows; print JSON.");
    cmd->add_option("--nodes", o.nodes, "GPU servers")->required()->check(CLI::Range(1, 65536));
    cmd->add_option("--gpus-per-node", o.gpusPerNode, "GPUs per server (one NIC each)")
        ->check(CLI::Range(1, 64));
    cmd->add_option("--algo", o.algorithm, "Algorithm")
        ->check(CLI::IsMember({"ring", "tree", "rabenseifner", "hierarchical"}));
    cmd->add_option("--bytes", o.bytes, "Buffer size per rank: 1GB, 1GiB, 256MB or bytes")
        ->required();
    cmd->add_option("--nic-gbps", o.nicRate, "NIC and uplink rate: 400, 400Gbps, 50GB/s")
        ->required();
    cmd->add_option("--latency-us", o.latencyUs, "Latency of each network link, microseconds")
        ->check(CLI::Range(0.0, 1e6));
    cmd->add_option("--leaves", o.leaves, "Leaf switches")->required()->check(CLI::Range(1, 4096));
    cmd->add_option("--spines", o.spines, "Spine switches")->required()->check(CLI::Range(1, 4096));
    cmd->add_option("--uplinks", o.uplinks, "Parallel links per leaf-spine pair")
        ->check(CLI::Range(1, 64));
    cmd->add_option("--placement", o.placement, "Rank placement")
        ->check(CLI::IsMember({"block", "roundrobin"}));
    cmd->add_option("--ecmp", o.ecmp, "ECMP: hash the 5-tuple or spray ideally")
        ->check(CLI::IsMember({"hash", "spray"}));
    cmd->add_option("--seed", o.seed, "Switch hash seed");
    cmd->add_option("--engine", o.engine,
                    "auto: the fast path (flows alone on their channels in closed form, the "
                    "rest on the flow engine); per-flow: every flow on the flow engine")
        ->check(CLI::IsMember({"auto", "per-flow"}));
    cmd->callback([&o] { checkCombinations(o); });
    return cmd;
}

void allreduceCommand(const AllreduceOptions& o, std::ostream& out)
{
    const auto start = std::chrono::steady_clock::now();
    const topo::Fabric fabric = topo::buildFabric(fabricConfig(o));
    topo::Router router(fabric.graph);
    collective::CollectiveRequest request;
    request.op = collective::CollectiveOp::AllReduce;
    request.algorithm = collective::parseAlgorithm(o.algorithm);
    request.bytes = parseSize(o.bytes);
    request.placement = collective::parsePlacement(o.placement);
    request.ecmp = o.ecmp == "spray" ? topo::EcmpMode::Spray : topo::EcmpMode::Hash;
    request.seed = o.seed;
    request.engine = collective::parseCollectiveEngine(o.engine);
    const collective::CollectiveResult r = collective::runCollective(fabric, router, request);
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    nlohmann::ordered_json j;
    j["algorithm"] = o.algorithm;
    j["ranks"] = fabric.gpus.size();
    j["bytes"] = request.bytes;
    j["placement"] = o.placement;
    j["ecmp"] = o.ecmp;
    j["seed"] = o.seed;
    j["simulated_time_s"] = significantDigits(r.simulatedSeconds, 12);
    j["closed_form_s"] = significantDigits(r.closedFormSeconds, 12);
    j["algbw_GBps"] = significantDigits(r.algbwBytesPerSecond / 1e9, 6);
    j["busbw_GBps"] = significantDigits(r.busbwBytesPerSecond / 1e9, 6);
    j["bytes_sent_per_rank"] = significantDigits(r.bytesSentPerRank, 12);
    j["max_link_utilization"] = significantDigits(r.maxLinkUtilisation, 6);
    j["flows"] = r.flowCount;
    j["engine"] = r.fastPath ? "fast-path" : "per-flow";
    j["flows_on_flow_engine"] = r.flowEngineFlowCount;
    j["wall_time_s"] = significantDigits(wall, 3);
    out << j.dump(2) << '\n';
}

} // namespace ailab::sim
