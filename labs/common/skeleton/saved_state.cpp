#include "labs/common/skeleton/saved_state.h"

#include "core/error.h"
#include "core/scenario/scenario_loader.h"

#include <QJsonDocument>

namespace ailab::labs {

nlohmann::json jsonFromQt(const QJsonObject& object)
{
    return nlohmann::json::parse(
        QJsonDocument(object).toJson(QJsonDocument::Compact).toStdString());
}

QJsonObject qtFromJson(const nlohmann::json& value)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(value.dump())).object();
}

std::vector<std::string> toStdStrings(const QStringList& list)
{
    std::vector<std::string> out;
    out.reserve(std::size_t(list.size()));
    for (const QString& s : list)
        out.push_back(s.toStdString());
    return out;
}

std::string labStateFormat(const std::string& labId)
{
    return "ailab." + labId + "-state";
}

nlohmann::json migrateLabState(nlohmann::json state)
{
    if (!state.is_object() || !state.contains("version") || state["version"] != 1)
        return state; // the reader names what is wrong
    if (state.contains("panels") && !state.contains("pages")) {
        state["pages"] = std::move(state["panels"]);
        state.erase("panels");
    }
    state["version"] = 2;
    return state;
}

QJsonObject writeLabState(const std::string& labId, const QString& mode, double timeS,
                          const nlohmann::json& scenario, const QJsonObject& pages,
                          const nlohmann::json& labFields)
{
    nlohmann::json state = labFields.is_object() ? labFields : nlohmann::json::object();
    state["format"] = labStateFormat(labId);
    state["version"] = kLabStateVersion;
    state["mode"] = mode.toStdString();
    state["time"] = timeS;
    state["scenario"] = scenario;
    QJsonObject out = qtFromJson(state);
    out.insert(QStringLiteral("pages"), pages);
    return out;
}

LabStateReader::LabStateReader(const QJsonObject& state, const std::string& labId,
                               const QStringList& modes, const core::scenario::ModelEntry& model)
    : m_state(migrateLabState(jsonFromQt(state)))
    , m_reader(m_state, "")
{
    m_reader.choice("format", {labStateFormat(labId)});
    m_reader.integer("version", {1, kLabStateVersion, std::nullopt});
    m_mode = QString::fromStdString(m_reader.choice("mode", toStdStrings(modes)));
    // A week of simulated time is far beyond any lab's run; it bounds the replay.
    m_time = m_reader.number("time", {.min = 0.0, .max = 7 * 24 * 3600.0, .fallback = 0.0});
    m_reader.accept("scenario");
    m_scenario = readSavedScenario(m_state, model);
    if (m_reader.has("pages")) {
        m_reader.accept("pages");
        if (!m_state["pages"].is_object())
            throw core::Error("expected an object", "/pages");
        m_pages = qtFromJson(m_state["pages"]);
    }
}

core::scenario::Scenario readSavedScenario(const nlohmann::json& state,
                                           const core::scenario::ModelEntry& model)
{
    if (!state.contains("scenario"))
        throw core::Error("the saved state has no scenario", "/scenario");
    try {
        return core::scenario::scenarioFromJson(state.at("scenario"), "saved state", {model});
    } catch (const core::Error& e) {
        throw core::Error(e.message(), "/scenario" + e.path());
    }
}

} // namespace ailab::labs
