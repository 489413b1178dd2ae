#include "app/sim/cluster_command.h"

#include "core/cluster/cluster_telemetry.h"
#include "core/cluster/cluster_twin.h"
#include "core/error.h"
#include "core/models/model_registry.h"
#include "core/models/operations/operations_scenario.h"
#include "core/telemetry/csv_writer.h"
#include "core/telemetry/openmetrics_writer.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

namespace ailab::sim {

using namespace ailab::core;

namespace {

double parseDuration(const std::string& text, const std::string& option)
{
    const double seconds = models::operations::parseTime(text, option);
    // The twin's limit on a scenario's duration (cluster_spec.cpp).
    if (!(seconds >= 1 && seconds <= 400.0 * 86400.0))
        throw Error("expected a duration from 1 s to 400 days, got \"" + text + "\"", option);
    return seconds;
}

} // namespace

CLI::App* addClusterCommand(CLI::App& app, ClusterOptions& options)
{
    CLI::App* cmd = app.add_subcommand(
        "cluster", "Run a cluster scenario on the cluster twin and print its summary as JSON.");
    cmd->add_option("FILE", options.file, "Cluster scenario file (JSON, lab \"operations\")")->required();
    // Values CLI11 cannot check alone are checked here, so that a bad one is a usage error
    // naming the option (exit 2), not a failed run.
    const auto checked = [](auto parse, const char* name) {
        return CLI::Validator(
            [parse](std::string& text) {
                try {
                    parse(text);
                } catch (const Error& e) {
                    return e.message();
                }
                return std::string();
            },
            name);
    };
    cmd->add_option("--duration", options.duration, "Simulated time to run, e.g. 1h or 54d")
        ->check(checked([](const std::string& t) { parseDuration(t, "--duration"); }, "DURATION"))
        ->default_str("the scenario's");
    cmd->add_option("--inject", options.inject,
                    "A fault: KIND[:TARGET][,severity=X][,xid=N]@TIME[..UNTIL], e.g. "
                    "cooling-failure:rack1@10min..40min (repeatable)")
        ->check(checked([](const std::string& t) { models::operations::parseFaultOption(t, "--inject"); },
                        "FAULT"));
    cmd->add_option("--seed", options.seed, "Random seed")
        ->check(CLI::NonNegativeNumber)
        ->default_str("the scenario's");
    cmd->add_option("--telemetry-csv", options.telemetryCsv, "Write every telemetry series to this CSV file");
    cmd->add_option("--openmetrics", options.openMetrics,
                    "Write every telemetry series to this file in the OpenMetrics text format");
    return cmd;
}

void clusterCommand(const ClusterOptions& options, std::ostream& out)
{
    scenario::Scenario scenario = models::loadScenarioFile(options.file);
    if (scenario.lab != "operations")
        throw Error("expected a cluster scenario (lab \"operations\"), got lab '" + scenario.lab + "'", "/lab");
    if (options.seed >= 0)
        scenario.seed = std::uint64_t(options.seed);
    models::operations::RunOptions run;
    if (!options.duration.empty())
        run.durationS = parseDuration(options.duration, "--duration");
    for (std::size_t i = 0; i < options.inject.size(); ++i)
        run.extraFaults.push_back(models::operations::parseFaultOption(options.inject[i], "--inject"));
    const models::operations::ClusterRun result = models::operations::runCluster(scenario, run);
    if (!options.telemetryCsv.empty() || !options.openMetrics.empty())
        result.twin->telemetry().addHistoriesToRegistry(); // the racks' and jobs' whole run
    if (!options.telemetryCsv.empty())
        telemetry::writeCsvFile(options.telemetryCsv, result.twin->metrics());
    if (!options.openMetrics.empty())
        telemetry::writeOpenMetricsFile(options.openMetrics, result.twin->metrics(),
                                        cluster::openMetricsOptions(result.twin->metrics()));
    nlohmann::json summary = result.twin->summary();
    out << nlohmann::json{{"lab", scenario.lab}, {"title", scenario.title}, {"seed", scenario.seed},
                          {"summary", summary}}
               .dump(2)
        << '\n';
}

} // namespace ailab::sim
