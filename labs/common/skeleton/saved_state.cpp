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

core::scenario::Scenario readSavedScenario(const nlohmann::json& state,
                                           const std::vector<core::scenario::ModelEntry>& registry)
{
    if (!state.contains("scenario"))
        throw core::Error("the saved state has no scenario", "/scenario");
    try {
        return core::scenario::scenarioFromJson(state.at("scenario"), "saved state", registry);
    } catch (const core::Error& e) {
        throw core::Error(e.message(), "/scenario" + e.path());
    }
}

QJsonObject readSavedObject(const QJsonObject& state, const QString& key)
{
    const QJsonValue value = state.value(key);
    if (value.isUndefined())
        return {};
    if (!value.isObject())
        throw core::Error("expected an object", "/" + key.toStdString());
    return value.toObject();
}

} // namespace ailab::labs
