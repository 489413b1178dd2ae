#pragma once

#include "core/scenario/model_registry.h"
#include "core/scenario/scenario.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <vector>

namespace ailab::labs::gpu_server {

// What the GPU server lab saves: the mode, the selected part, the fabric in use, the
// scenario and each hosted panel's own state.
struct GpuServerStateIn
{
    QString mode;
    QString selected;
    nlohmann::json scenario;
    std::string fabric;
    QJsonObject panels;
};

struct GpuServerState
{
    QString mode;
    QString selected;
    QString fabric;
    core::scenario::Scenario scenario;
    QJsonObject panels;
};

inline constexpr int kGpuServerStateVersion = 1;

// {"format": "ailab.gpu-server-state", "version": 1, "mode", "selected", "fabric",
//  "panels": {"memory": {...}, ...}, "scenario": {schema, lab, title, description, seed, model}}
QJsonObject writeGpuServerState(const GpuServerStateIn& state);

// Reads and checks every field; throws core::Error with the field's JSON pointer.
GpuServerState readGpuServerState(const QJsonObject& state, const QStringList& modes,
                                  const std::vector<core::scenario::ModelEntry>& registry);

} // namespace ailab::labs::gpu_server
