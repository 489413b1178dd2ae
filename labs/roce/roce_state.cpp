#include "labs/roce/roce_state.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"
#include "labs/common/skeleton/saved_state.h"

namespace ailab::labs::roce {

namespace {
constexpr const char* kFormat = "ailab.roce-state";
}

QJsonObject writeRoceState(const QString& mode, const core::net::packet::RoceScenarioConfig& config,
                           const nlohmann::json& scenario, const QJsonObject& pages)
{
    QJsonObject out = qtFromJson({
        {"format", kFormat},
        {"version", kRoceStateVersion},
        {"mode", mode.toStdString()},
        {"config", core::net::packet::roceScenarioToJson(config)},
        {"scenario", scenario},
    });
    out.insert(QStringLiteral("pages"), pages);
    return out;
}

RoceState readRoceState(const QJsonObject& object, const QStringList& modes,
                        const std::vector<core::scenario::ModelEntry>& registry)
{
    const nlohmann::json state = jsonFromQt(object);
    core::scenario::ObjectReader reader(state, "");
    reader.choice("format", {kFormat});
    reader.integer("version", {1, kRoceStateVersion, std::nullopt});
    RoceState out;
    out.mode = QString::fromStdString(reader.choice("mode", toStdStrings(modes)));
    reader.accept("config");
    reader.accept("scenario");
    reader.accept("pages");
    reader.finish();
    out.scenario = readSavedScenario(state, registry);
    if (!state.contains("config"))
        throw core::Error("the saved state has no incast", "/config");
    out.config = core::net::packet::readRoceScenario(state.at("config"), "/config");
    out.config.incast.engine.seed = out.scenario.seed;
    out.pages = readSavedObject(object, QStringLiteral("pages"));
    return out;
}

} // namespace ailab::labs::roce
