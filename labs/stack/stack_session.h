#pragma once

#include "core/infer/request_path.h"
#include "core/scenario/model_registry.h"
#include "core/scenario/scenario.h"
#include "core/sim/simulation.h"
#include "core/train/journey.h"
#include "core/train/stack_scenario.h"

#include <QObject>
#include <memory>

namespace ailab::labs {
class SimDriver;
}

namespace ailab::labs::stack {

// The lab's model instance: the scenario, the learner's degradations, the Simulation with
// the training journey and the inference requests, and the SimDriver that plays them.
// Views read from here and never compute figures themselves.
class StackSession : public QObject
{
    Q_OBJECT
public:
    explicit StackSession(QObject* parent = nullptr);
    ~StackSession() override;

    // Throws core::Error (naming the field) and leaves the session unchanged on error.
    void setScenario(const core::scenario::Scenario& scenario);
    const core::scenario::Scenario& scenario() const { return m_scenario; }
    const core::train::StackConfig& config() const { return m_config; }

    // The learner's sliders; the journey applies them from its next step.
    core::train::Degradations degradations() const { return m_degradations; }
    // Throws core::Error for values outside the model's range.
    void setDegradations(const core::train::Degradations& degradations);

    // Figures of the current inputs, computed when the inputs change (not per frame).
    const core::train::StepBreakdown& healthyStep() const { return m_healthyStep; }
    const core::train::StepBreakdown& currentStep() const { return m_currentStep; }
    const core::infer::RequestPathResult& currentRequest() const { return m_currentRequest; }

    core::train::JourneySnapshot journeySnapshot() const;
    const core::infer::RequestJourney& requests() const { return *m_requests; }
    double now() const { return m_simulation.now(); }

    SimDriver* driver() const { return m_driver; }

    // Rebuilds the model from the scenario (the start state): what Reset does.
    void rebuild();

    // The scenario as a JSON document (envelope and model), for saved states.
    nlohmann::json scenarioJson() const;
    // The registry entry of this lab, for parsing scenario documents.
    static std::vector<core::scenario::ModelEntry> registry();

Q_SIGNALS:
    // The model was rebuilt (scenario loaded or reset): views re-read everything.
    void rebuilt();
    void degradationsChanged();
    void stepCompleted(int step, double seconds, double utilisation, double at);
    void journeyFinished();

private:
    void buildModel();
    void updateFigures();

    core::scenario::Scenario m_scenario;
    core::train::StackConfig m_config;
    core::train::Degradations m_degradations;
    core::sim::Simulation m_simulation;
    std::unique_ptr<core::train::TrainingJourney> m_journey;
    std::unique_ptr<core::infer::RequestJourney> m_requests;
    core::train::StepBreakdown m_healthyStep;
    core::train::StepBreakdown m_currentStep;
    core::infer::RequestPathResult m_currentRequest;
    SimDriver* m_driver = nullptr;
};

} // namespace ailab::labs::stack
