#include "app/sim/sim_commands.h"

#include "core/hw/catalog_json.h"
#include "core/models/incident_registry.h"
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

namespace {

// Whether the file says it is an incident ("schema": "ailab.incident/1"); anything else,
// unreadable files too, is read as a scenario, whose loader names what is wrong.
bool isIncidentFile(const std::string& file)
{
    try {
        const std::string text =
            scenario::readDocumentFile(file, scenario::kMaxScenarioBytes, "scenario");
        return ops::isIncidentDocument(
            scenario::parseDocument(text, file, scenario::kMaxScenarioBytes, "scenario"));
    } catch (const Error&) {
        return false;
    }
}

} // namespace

void validateCommand(const std::string& file, std::ostream& out)
{
    if (isIncidentFile(file)) {
        const ops::IncidentDefinition d = models::loadIncidentFile(file);
        out << file << ": valid incident " << d.id << " for lab '" << d.lab << "' (model '"
            << d.model << "')\n";
        return;
    }
    const scenario::Scenario s = models::loadScenarioFile(file);
    out << file << ": valid scenario for lab '" << s.lab << "'\n";
}

void catalogCommand(const std::string& kind, std::ostream& out)
{
    out << hw::catalogJson(kind).dump(2) << '\n';
}

} // namespace ailab::sim
