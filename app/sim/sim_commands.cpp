#include "app/sim/sim_commands.h"

#include "core/hw/catalog_json.h"
#include "core/models/model_registry.h"
#include "core/scenario/scenario_loader.h"

#include <nlohmann/json.hpp>
#include <ostream>

namespace ailab::sim {

using namespace ailab::core;

void runCommand(const std::string& file, std::ostream& out)
{
    const scenario::Scenario s = models::loadScenarioFile(file);
    nlohmann::json metrics;
    try {
        metrics = models::runScenario(s);
    } catch (const scenario::ScenarioError&) {
        throw;
    } catch (const Error& e) {
        // A model that fails while running still names the file it was given.
        throw scenario::ScenarioError(file, e.message(), e.path());
    }
    nlohmann::ordered_json result;
    result["lab"] = s.lab;
    result["title"] = s.title;
    result["seed"] = s.seed;
    result["metrics"] = nlohmann::ordered_json::parse(metrics.dump());
    out << result.dump(2) << '\n';
}

void validateCommand(const std::string& file, std::ostream& out)
{
    const scenario::Scenario s = models::loadScenarioFile(file);
    out << file << ": valid scenario for lab '" << s.lab << "'\n";
}

void catalogCommand(const std::string& kind, std::ostream& out)
{
    out << hw::catalogJson(kind).dump(2) << '\n';
}

} // namespace ailab::sim
