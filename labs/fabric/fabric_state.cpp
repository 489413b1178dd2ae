#include "labs/fabric/fabric_state.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"
#include "labs/common/skeleton/saved_state.h"

namespace ailab::labs::fabric {

namespace {
constexpr const char* kFormat = "ailab.fabric-state";
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
    QJsonObject out = qtFromJson(state);
    out.insert(QStringLiteral("panels"), panels);
    return out;
}

FabricState readFabricState(const QJsonObject& object, const QStringList& modes,
                            const std::vector<core::scenario::ModelEntry>& registry)
{
    const nlohmann::json state = jsonFromQt(object);
    core::scenario::ObjectReader reader(state, "");
    reader.choice("format", {kFormat});
    reader.integer("version", {1, kFabricStateVersion, std::nullopt});
    FabricState out;
    out.mode = QString::fromStdString(reader.choice("mode", toStdStrings(modes)));
    out.selected = QString::fromStdString(reader.string("selected", {std::string(), true, 200}));
    reader.accept("config");
    reader.accept("scenario");
    reader.accept("panels");
    reader.finish();
    out.scenario = readSavedScenario(state, registry);
    if (!state.contains("config"))
        throw core::Error("the saved state has no fabric", "/config");
    try {
        out.config = core::net::readFabricScenario(state.at("config"), "/model");
    } catch (const core::Error& e) {
        // The reader names fields under /model; in a saved state they live under /config.
        std::string path = e.path();
        if (path.rfind("/model", 0) == 0)
            path = "/config" + path.substr(6);
        throw core::Error(e.message(), path);
    }
    out.panels = readSavedObject(object, QStringLiteral("panels"));
    return out;
}

} // namespace ailab::labs::fabric
