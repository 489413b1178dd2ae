#include "app/sim/design_command.h"

#include "app/sim/json_figures.h"

#include "core/design/design_comparison.h"
#include "core/design/design_evaluation.h"
#include "core/design/design_report_json.h"
#include "core/error.h"
#include "core/models/model_registry.h"
#include "core/scenario/scenario_loader.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

namespace ailab::sim {

using namespace ailab::core;

namespace {

// The file's evaluation, with its title and seed; errors name the file as the loader's do.
nlohmann::ordered_json evaluateFile(const std::string& file, std::int64_t seed)
{
    scenario::Scenario scenario = models::loadScenarioFile(file);
    if (scenario.lab != "capstone")
        throw scenario::ScenarioError(file, "expected a design (lab \"capstone\"), got lab '" + scenario.lab + "'",
                                      "/lab");
    if (seed >= 0)
        scenario.seed = std::uint64_t(seed);
    design::DesignEvaluation evaluation;
    try {
        evaluation = design::evaluateDesign(design::readDesignSpec(scenario.model), scenario.seed);
    } catch (const scenario::ScenarioError&) {
        throw;
    } catch (const Error& e) {
        throw scenario::ScenarioError(file, e.message(), e.path());
    }
    nlohmann::ordered_json result{{"lab", scenario.lab}, {"title", scenario.title}, {"seed", scenario.seed}};
    const nlohmann::ordered_json report = design::designReportJson(evaluation);
    for (const auto& [key, value] : report.items())
        result[key] = value;
    return result;
}

} // namespace

CLI::App* addDesignCommand(CLI::App& app, DesignOptions& options)
{
    CLI::App* cmd = app.add_subcommand(
        "design", "Evaluate a cluster design and print its figures, bottlenecks, failures and review as JSON.");
    cmd->add_option("FILE", options.file, "Design file (a scenario of lab \"capstone\", JSON)")->required();
    cmd->add_option("--compare", options.compare, "A second design: print both and every figure's difference");
    cmd->add_option("--seed", options.seed, "Random seed (the serving run's arrivals)")
        ->check(CLI::NonNegativeNumber)
        ->default_str("the scenario's");
    return cmd;
}

void designCommand(const DesignOptions& options, std::ostream& out)
{
    nlohmann::ordered_json a = evaluateFile(options.file, options.seed);
    if (options.compare.empty()) {
        roundFigures(a);
        out << a.dump(2) << '\n';
        return;
    }
    const nlohmann::ordered_json b = evaluateFile(options.compare, options.seed);
    // Differences of the full-precision figures, then everything rounded for people.
    nlohmann::ordered_json both = design::compareDesigns(a, b);
    roundFigures(both);
    out << both.dump(2) << '\n';
}

} // namespace ailab::sim
