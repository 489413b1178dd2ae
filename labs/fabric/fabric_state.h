#pragma once

#include "core/net/fabric_scenario.h"
#include "core/scenario/model_registry.h"
#include "core/scenario/scenario.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <vector>

namespace ailab::labs::fabric {

// What the fabric lab saves: the mode, the selected element, the learner's fabric (scale,
// speeds, faults) and the scenario it started from.
struct FabricState
{
    QString mode;
    QString selected;
    core::net::FabricScenarioConfig config;
    core::scenario::Scenario scenario;
    QJsonObject panels; // each explorer panel's own state, by mode id
};

inline constexpr int kFabricStateVersion = 1;

// {"format": "ailab.fabric-state", "version": 1, "mode", "selected", "config": {model},
//  "panels": {...}, "scenario": {schema, lab, title, description, seed, model}}
QJsonObject writeFabricState(const QString& mode, const QString& selected,
                             const core::net::FabricScenarioConfig& config,
                             const nlohmann::json& scenario, const QJsonObject& panels);

// Reads and checks every field; throws core::Error with the field's JSON pointer.
FabricState readFabricState(const QJsonObject& state, const QStringList& modes,
                            const std::vector<core::scenario::ModelEntry>& registry);

} // namespace ailab::labs::fabric
