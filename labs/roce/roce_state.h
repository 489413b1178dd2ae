#pragma once

#include "core/net/packet/roce_scenario.h"
#include "core/scenario/model_registry.h"
#include "core/scenario/scenario.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <vector>

namespace ailab::labs::roce {

// What the RoCE lab saves: the mode, the learner's incast (load, switches, DCQCN), the
// scenario it started from and each page's own state (walkthrough step, selected packet,
// the incident's progress).
struct RoceState
{
    QString mode;
    core::net::packet::RoceScenarioConfig config;
    core::scenario::Scenario scenario;
    QJsonObject pages; // by mode id
};

inline constexpr int kRoceStateVersion = 1;

// {"format": "ailab.roce-state", "version": 1, "mode", "config": {model}, "pages": {...},
//  "scenario": {schema, lab, title, description, seed, model, incident}}
QJsonObject writeRoceState(const QString& mode, const core::net::packet::RoceScenarioConfig& config,
                           const nlohmann::json& scenario, const QJsonObject& pages);

// Reads and checks every field; throws core::Error with the field's JSON pointer.
RoceState readRoceState(const QJsonObject& state, const QStringList& modes,
                        const std::vector<core::scenario::ModelEntry>& registry);

} // namespace ailab::labs::roce
