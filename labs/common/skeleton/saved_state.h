#pragma once

#include "core/scenario/model_registry.h"
#include "core/scenario/scenario.h"

#include <QJsonObject>
#include <QStringList>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

// The parts every lab's saved state shares (a format tag, a version, the mode, the scenario
// it started from and each page's own object), so that each lab reads only its own fields.
namespace ailab::labs {

nlohmann::json jsonFromQt(const QJsonObject& object);
QJsonObject qtFromJson(const nlohmann::json& value);
std::vector<std::string> toStdStrings(const QStringList& list);

// The scenario saved under "/scenario", read with the lab's registry; throws core::Error
// with the field's pointer under /scenario.
core::scenario::Scenario readSavedScenario(const nlohmann::json& state,
                                           const std::vector<core::scenario::ModelEntry>& registry);

// The object saved under `key` ("/panels"), empty when absent; throws core::Error when it is
// not an object.
QJsonObject readSavedObject(const QJsonObject& state, const QString& key);

} // namespace ailab::labs
