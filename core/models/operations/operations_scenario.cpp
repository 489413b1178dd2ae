#include "core/models/operations/operations_scenario.h"

#include "core/cluster/fault_catalog.h"
#include "core/cluster/fault_injector.h"
#include "core/error.h"
#include "core/units/parse.h"

#include <fmt/format.h>

namespace ailab::core::models::operations {

namespace {

constexpr const char* kDefaultModel = R"({
  "racks": [{"id": "rack", "count": 2, "platform": "oem-4gpu-pcie", "servers": 4, "feedKW": 30,
             "cooling": "rdhx"}],
  "fabric": {"nicsPerServer": 4, "nicGbps": 400, "serversPerLeaf": 4, "spines": 2},
  "jobs": [
    {"name": "llama-8b-a", "model": "llama-3-8b", "gpus": 8, "tp": 4, "globalBatch": 64,
     "sequence": 4096},
    {"name": "llama-8b-b", "model": "llama-3-8b", "gpus": 8, "tp": 4, "globalBatch": 64,
     "sequence": 4096},
    {"name": "vision-language", "model": "llama-3-8b", "gpus": 8, "tp": 4, "globalBatch": 128,
     "sequence": 2048, "sampleBytes": 2000000},
    {"name": "fine-tune", "model": "llama-3-8b", "gpus": 8, "tp": 4, "globalBatch": 32,
     "sequence": 8192}
  ],
  "duration": "1h"
})";

} // namespace

double parseTime(const std::string& text, const std::string& option)
{
    // Seconds without a unit, or with one ("90s", "10min", "2h", "54d").
    if (!text.empty() && text.find_first_not_of("0123456789.") == std::string::npos) {
        try {
            return std::stod(text);
        } catch (const std::exception&) {
        }
    }
    return units::parseSeconds(text, option).inSeconds();
}

cluster::FaultSpec parseFaultOption(const std::string& text, const std::string& option)
{
    const auto at = text.rfind('@');
    if (at == std::string::npos || at == 0)
        throw Error(fmt::format("expected KIND[:TARGET][,severity=X][,xid=N]@TIME[..UNTIL], got \"{}\"", text),
                    option);
    cluster::FaultSpec fault;
    fault.pointer = option;
    const std::string when = text.substr(at + 1);
    const auto range = when.find("..");
    fault.atS = parseTime(when.substr(0, range), option);
    if (range != std::string::npos) {
        fault.untilS = parseTime(when.substr(range + 2), option);
        if (*fault.untilS <= fault.atS)
            throw Error(fmt::format("the end ({} s) must come after the start ({} s)", *fault.untilS, fault.atS),
                        option);
    }
    std::string what = text.substr(0, at);
    std::vector<std::string> parts;
    for (std::size_t start = 0;;) {
        const auto comma = what.find(',', start);
        parts.push_back(what.substr(start, comma - start));
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    const auto colon = parts[0].find(':');
    fault.kind = parts[0].substr(0, colon);
    if (colon != std::string::npos)
        fault.target = parts[0].substr(colon + 1);
    cluster::parseFaultKind(fault.kind, option);
    for (std::size_t i = 1; i < parts.size(); ++i) {
        const auto eq = parts[i].find('=');
        const std::string key = parts[i].substr(0, eq);
        const std::string value = eq == std::string::npos ? std::string() : parts[i].substr(eq + 1);
        try {
            std::size_t used = 0;
            if (key == "severity") {
                fault.severity = std::stod(value, &used);
            } else if (key == "xid") {
                fault.xid = std::stoi(value, &used);
            } else {
                throw Error(fmt::format("unknown setting \"{}\" (expected severity or xid)", key), option);
            }
            if (used != value.size())
                throw std::invalid_argument(value);
        } catch (const Error&) {
            throw;
        } catch (const std::exception&) {
            throw Error(fmt::format("expected a number for {}, got \"{}\"", key, value), option);
        }
    }
    return fault;
}

cluster::ClusterSpec readOperationsScenario(const scenario::Scenario& scenario)
{
    return cluster::readClusterSpec(scenario.model, scenario.events);
}

void validateOperationsScenario(const scenario::Scenario& scenario)
{
    if (!scenario.incident.empty())
        throw Error("the operations lab takes no incident object yet", "/incident");
    // Building the twin checks what the spec alone cannot: fault targets, jobs that fit.
    sim::Simulation simulation;
    cluster::ClusterTwin twin(simulation, readOperationsScenario(scenario), scenario.seed,
                              cluster::ClusterTwin::kNoGpuSeries);
}

ClusterRun runCluster(const scenario::Scenario& scenario, const RunOptions& options)
{
    cluster::ClusterSpec spec = readOperationsScenario(scenario);
    if (options.durationS > 0)
        spec.durationS = options.durationS;
    ClusterRun run;
    run.simulation = std::make_unique<sim::Simulation>();
    // A run keeps per-GPU series for its last window only, so it records them only then.
    const double from = std::max(0.0, spec.durationS - spec.telemetry.windowS);
    const double duration = spec.durationS;
    run.twin = std::make_unique<cluster::ClusterTwin>(*run.simulation, std::move(spec), scenario.seed, from);
    for (const cluster::FaultSpec& fault : options.extraFaults)
        run.twin->faults().inject(fault);
    run.twin->runUntil(duration);
    return run;
}

nlohmann::json runOperationsScenario(const scenario::Scenario& scenario)
{
    return runCluster(scenario, {}).twin->summary();
}

scenario::ModelEntry modelEntry()
{
    return {.lab = "operations",
            .validate = validateOperationsScenario,
            .run = runOperationsScenario,
            .defaultScenario = [] {
                return scenario::defaultsScenario("operations", "The course's operations cluster",
                                                  nlohmann::json::parse(kDefaultModel));
            }};
}

} // namespace ailab::core::models::operations
