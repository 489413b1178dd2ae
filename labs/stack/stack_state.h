#pragma once

#include "core/scenario/model_registry.h"
#include "core/scenario/scenario.h"
#include "core/train/step_model.h"

#include <QJsonObject>
#include <QString>
#include <vector>

namespace ailab::labs::stack {

// What the stack lab saves: the mode, the selected layer, the sliders and the scenario.
struct StackState
{
    QString mode;
    QString layer;
    core::scenario::Scenario scenario;
    core::train::Degradations degradations;
};

inline constexpr int kStackStateVersion = 1;

// {"format": "ailab.stack-state", "version": 1, "mode", "layer", "degradations",
//  "scenario": {schema, lab, title, description, seed, model}}
QJsonObject writeStackState(const QString& mode, const QString& layer,
                            const nlohmann::json& scenario,
                            const core::train::Degradations& degradations);

// Reads and checks every field; throws core::Error with the field's JSON pointer.
StackState readStackState(const QJsonObject& state,
                          const std::vector<core::scenario::ModelEntry>& registry);

} // namespace ailab::labs::stack
