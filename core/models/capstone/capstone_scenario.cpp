#include "core/models/capstone/capstone_scenario.h"

#include "core/design/design_evaluation.h"
#include "core/design/design_report_json.h"
#include "core/error.h"

namespace ailab::core::models::capstone {

namespace {

void validateCapstoneScenario(const scenario::Scenario& scenario)
{
    if (!scenario.events.empty())
        throw Error("a design takes no timed events; its failures are analysed, not injected", "/events");
    if (!scenario.incident.empty())
        throw Error("the capstone lab takes no incident object", "/incident");
    design::readDesignSpec(scenario.model);
}

nlohmann::json runCapstoneScenario(const scenario::Scenario& scenario)
{
    validateCapstoneScenario(scenario);
    const design::DesignSpec spec = design::readDesignSpec(scenario.model);
    return nlohmann::json(design::designReportJson(design::evaluateDesign(spec, scenario.seed)));
}

} // namespace

scenario::ModelEntry modelEntry()
{
    return {.lab = "capstone",
            .validate = validateCapstoneScenario,
            .run = runCapstoneScenario,
            .defaultScenario = [] {
                return scenario::defaultsScenario("capstone", "The course's default design",
                                                  design::courseDefaultDesignModel());
            }};
}

} // namespace ailab::core::models::capstone
