#include "labs/fabric/fabric_state.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/scenario_loader.h"

#include <QJsonDocument>

namespace ailab::labs::fabric {

namespace {
constexpr const char* kFormat = "ailab.fabric-state";

std::vector<std::string> toStd(const QStringList& list)
{
    std::vector<std::string> out;
    for (const QString& s : list)
        out.push_back(s.toStdString());
    return out;
}
} // namespace

QJsonObject writeFabricState(const QString& mode, const QString& selected,
                             const core::net::FabricScenarioConfig& config,
                             const nlohmann::json& scenario, const QJsonObject& panels)
{
    const nlohmann::json state = {
        {"format", kFormat},
        {"version", kFabricStateVersion},
        {"mode", mode.toStdString()},
        {"selected", selected.toStdString()},
        {"config", core::net::fabricScenarioToJson(config)},
        {"scenario", scenario},
    };
    QJsonObject out = QJsonDocument::fromJson(QByteArray::fromStdString(state.dump())).object();
    out.insert(QStringLiteral("panels"), panels);
    return out;
}

FabricState readFabricState(const QJsonObject& object, const QStringList& modes,
                            const std::vector<core::scenario::ModelEntry>& registry)
{
    const nlohmann::json state =
        nlohmann::json::parse(QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString());
    core::scenario::ObjectReader reader(state, "");
    reader.choice("format", {kFormat});
    reader.integer("version", {1, kFabricStateVersion, std::nullopt});
    FabricState out;
    out.mode = QString::fromStdString(reader.choice("mode", toStd(modes)));
    out.selected = QString::fromStdString(reader.string("selected", {std::string(), true, 200}));
    reader.accept("config");
    reader.accept("scenario");
    reader.accept("panels");
    reader.finish();
    if (!state.contains("scenario"))
        throw core::Error("the saved state has no scenario", "/scenario");
    if (!state.contains("config"))
        throw core::Error("the saved state has no fabric", "/config");
    try {
        out.scenario =
            core::scenario::scenarioFromJson(state.at("scenario"), "saved state", registry);
    } catch (const core::Error& e) {
        throw core::Error(e.message(), "/scenario" + e.path());
    }
    try {
        out.config = core::net::readFabricScenario(state.at("config"), "/model");
    } catch (const core::Error& e) {
        // The reader names fields under /model; in a saved state they live under /config.
        std::string path = e.path();
        if (path.rfind("/model", 0) == 0)
            path = "/config" + path.substr(6);
        throw core::Error(e.message(), path);
    }
    if (const QJsonValue panels = object.value(QStringLiteral("panels")); panels.isObject())
        out.panels = panels.toObject();
    else if (!panels.isUndefined())
        throw core::Error("expected an object", "/panels");
    return out;
}

} // namespace ailab::labs::fabric
