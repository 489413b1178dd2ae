#pragma once

#include "labs/common/skeleton/lab_session.h"

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>

// Core types are declared here only: their headers use C++20 library parts moc cannot read.
namespace ailab::core::design {
struct DesignSpec;
struct DesignEvaluation;
} // namespace ailab::core::design

namespace ailab::labs::capstone {

// The capstone lab's model: one cluster design (core/design), shared by every page. The design
// is the scenario's `model` object with the learner's edits; each edit is read by core's
// reader (readDesignSpec) and evaluated (evaluateDesign) before it is taken, so the pages
// always show the figures of a design core accepted. Nothing runs on the clock: a design is
// evaluated, not played.
class CapstoneSession : public LabSession
{
    Q_OBJECT
public:
    explicit CapstoneSession(QObject* parent = nullptr);
    ~CapstoneSession() override;

    // The design as a scenario's `model` (with the learner's edits).
    const nlohmann::json& designModel() const { return m_model; }
    const core::design::DesignSpec& spec() const { return *m_spec; }
    const core::design::DesignEvaluation& evaluation() const { return *m_evaluation; }
    // The same, to be read on a worker while the session may take another design.
    std::shared_ptr<const core::design::DesignEvaluation> sharedEvaluation() const { return m_evaluation; }
    std::uint64_t seed() const { return m_seed; }

    // Takes an edited design: read and evaluated by core, then designChanged(). Throws
    // core::Error naming the field and changes nothing when core refuses it.
    void setDesignModel(const nlohmann::json& model);
    // The design's `model` with `value` at `pointer` ("/fabric/nicGbps"), taken as above; a
    // null value removes the field, so core's default applies again.
    void setDesignField(const std::string& pointer, const nlohmann::json& value);
    static nlohmann::json withField(nlohmann::json model, const std::string& pointer, const nlohmann::json& value);

    // Reads and evaluates a design `model` without taking it (design B of the compare page).
    struct Evaluated
    {
        std::shared_ptr<const core::design::DesignSpec> spec;
        std::shared_ptr<const core::design::DesignEvaluation> evaluation;
    };
    static Evaluated evaluate(const nlohmann::json& model, std::uint64_t seed);
    // Takes a design evaluate() read and evaluated (on a worker), then designChanged().
    void takeEvaluated(const nlohmann::json& model, Evaluated evaluated);

    // The design as a scenario file of lab "capstone" (the scenario's envelope, this model).
    nlohmann::json designScenarioJson() const;

Q_SIGNALS:
    // The design was edited (a rebuild emits rebuilt() instead).
    void designChanged();

private:
    void adoptScenario(const core::scenario::Scenario& scenario) override;
    void resetEdits() override;
    void startRun() override {}
    void take(const nlohmann::json& model, Evaluated evaluated);

    nlohmann::json m_scenarioModel;
    nlohmann::json m_model;
    std::uint64_t m_seed = 1;
    std::shared_ptr<const core::design::DesignSpec> m_spec;
    std::shared_ptr<const core::design::DesignEvaluation> m_evaluation;
};

} // namespace ailab::labs::capstone
