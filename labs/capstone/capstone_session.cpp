#include "labs/capstone/capstone_session.h"

#include "core/design/design_evaluation.h"
#include "core/design/design_spec.h"
#include "core/error.h"

namespace ailab::labs::capstone {

CapstoneSession::CapstoneSession(QObject* parent)
    : LabSession("capstone", parent)
{
    startFromDefaults();
}

CapstoneSession::~CapstoneSession() = default;

CapstoneSession::Evaluated CapstoneSession::evaluate(const nlohmann::json& model, std::uint64_t seed)
{
    auto spec = std::make_shared<core::design::DesignSpec>(core::design::readDesignSpec(model));
    auto evaluation = std::make_shared<core::design::DesignEvaluation>(core::design::evaluateDesign(*spec, seed));
    return {std::move(spec), std::move(evaluation)};
}

void CapstoneSession::take(const nlohmann::json& model, Evaluated evaluated)
{
    m_model = model;
    m_spec = std::move(evaluated.spec);
    m_evaluation = std::move(evaluated.evaluation);
}

void CapstoneSession::adoptScenario(const core::scenario::Scenario& scenario)
{
    Evaluated evaluated = evaluate(scenario.model, scenario.seed);
    m_scenarioModel = scenario.model;
    m_seed = scenario.seed;
    take(scenario.model, std::move(evaluated));
}

void CapstoneSession::resetEdits()
{
    if (m_model != m_scenarioModel)
        take(m_scenarioModel, evaluate(m_scenarioModel, m_seed));
}

void CapstoneSession::setDesignModel(const nlohmann::json& model)
{
    Evaluated evaluated = evaluate(model, m_seed); // throws before anything changes
    take(model, std::move(evaluated));
    Q_EMIT designChanged();
}

nlohmann::json CapstoneSession::withField(nlohmann::json model, const std::string& pointer, const nlohmann::json& value)
{
    const nlohmann::json::json_pointer field(pointer);
    if (!value.is_null())
        model[field] = value;
    else if (model.contains(field))
        model[field.parent_pointer()].erase(field.back());
    return model;
}

void CapstoneSession::setDesignField(const std::string& pointer, const nlohmann::json& value)
{
    setDesignModel(withField(m_model, pointer, value));
}

void CapstoneSession::takeEvaluated(const nlohmann::json& model, Evaluated evaluated)
{
    take(model, std::move(evaluated));
    Q_EMIT designChanged();
}

nlohmann::json CapstoneSession::designScenarioJson() const
{
    nlohmann::json document = scenarioJson();
    document["model"] = m_model;
    return document;
}

} // namespace ailab::labs::capstone
