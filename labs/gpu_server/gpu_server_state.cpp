#include "labs/gpu_server/gpu_server_state.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/scenario_loader.h"
#include "core/topo/server_builder.h"

#include <QJsonDocument>

namespace ailab::labs::gpu_server {

namespace {
constexpr const char* kFormat = "ailab.gpu-server-state";

nlohmann::json toJson(const QJsonObject& object)
{
    return nlohmann::json::parse(
        QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString());
}
} // namespace

QJsonObject writeGpuServerState(const GpuServerStateIn& in)
{
    nlohmann::json state = {
        {"format", kFormat},
        {"version", kGpuServerStateVersion},
        {"mode", in.mode.toStdString()},
        {"selected", in.selected.toStdString()},
        {"fabric", in.fabric},
        {"panels", toJson(in.panels)},
        {"scenario", in.scenario},
    };
    return QJsonDocument::fromJson(QByteArray::fromStdString(state.dump())).object();
}

GpuServerState readGpuServerState(const QJsonObject& object, const QStringList& modes,
                                  const std::vector<core::scenario::ModelEntry>& registry)
{
    const nlohmann::json state = toJson(object);
    core::scenario::ObjectReader reader(state, "");
    reader.choice("format", {kFormat});
    reader.integer("version", {1, kGpuServerStateVersion, std::nullopt});
    GpuServerState out;
    std::vector<std::string> modeList;
    for (const QString& m : modes)
        modeList.push_back(m.toStdString());
    out.mode = QString::fromStdString(reader.choice("mode", modeList));
    out.selected = QString::fromStdString(
        reader.string("selected", core::scenario::StringSpec{std::string(), true, 64}));
    out.fabric = QString::fromStdString(reader.choice("fabric", core::topo::gpuFabricIds()));
    reader.accept("panels");
    reader.accept("scenario");
    reader.finish();
    if (state.contains("panels")) {
        if (!state.at("panels").is_object())
            throw core::Error("expected an object", "/panels");
        out.panels = object.value(QStringLiteral("panels")).toObject();
    }
    if (!state.contains("scenario"))
        throw core::Error("the saved state has no scenario", "/scenario");
    try {
        out.scenario =
            core::scenario::scenarioFromJson(state.at("scenario"), "saved state", registry);
    } catch (const core::Error& e) {
        throw core::Error(e.message(), "/scenario" + e.path());
    }
    return out;
}

} // namespace ailab::labs::gpu_server
