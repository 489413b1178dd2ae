#pragma once

#include "core/infer/request_path.h"
#include "core/models/stack/stack_scenario.h"
#include "core/train/journey.h"
#include "labs/common/skeleton/lab_session.h"

#include <memory>

namespace ailab::labs::stack {

// The stack lab's model: the learner's degradations, the training journey and the inference
// requests on the session's clock, and the figures of the current inputs.
class StackSession : public LabSession
{
    Q_OBJECT
public:
    explicit StackSession(QObject* parent = nullptr);
    ~StackSession() override;

    const core::models::stack::StackConfig& config() const { return m_config; }

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

Q_SIGNALS:
    void degradationsChanged();
    void stepCompleted(int step, double seconds, double utilisation, double at);
    void journeyFinished();

private:
    void adoptScenario(const core::scenario::Scenario& scenario) override;
    void resetEdits() override;
    void startRun() override;
    void updateFigures();

    core::models::stack::StackConfig m_config;
    core::train::Degradations m_degradations;
    std::unique_ptr<core::train::TrainingJourney> m_journey;
    std::unique_ptr<core::infer::RequestJourney> m_requests;
    core::train::StepBreakdown m_healthyStep;
    core::train::StepBreakdown m_currentStep;
    core::infer::RequestPathResult m_currentRequest;
};

} // namespace ailab::labs::stack
