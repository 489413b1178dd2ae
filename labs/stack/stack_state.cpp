#include "labs/stack/stack_state.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"
#include "core/train/stack_parameters.h"
#include "core/train/stack_scenario.h"
#include "labs/common/skeleton/saved_state.h"
#include "labs/stack/stack_lab.h"
#include "labs/stack/stack_layers.h"

namespace ailab::labs::stack {

namespace {
constexpr const char* kFormat = "ailab.stack-state";

double readDegradation(core::scenario::ObjectReader& reader, const char* key)
{
    const auto& p = core::train::stackParameter(std::string("degradations/") + key);
    return reader.number(key, core::scenario::NumberSpec{p.min, p.max, std::nullopt, false});
}
} // namespace

QJsonObject writeStackState(const QString& mode, const QString& layer,
                            const nlohmann::json& scenario,
                            const core::train::Degradations& degradations)
{
    const nlohmann::json state = {
        {"format", kFormat},
        {"version", kStackStateVersion},
        {"mode", mode.toStdString()},
        {"layer", layer.toStdString()},
        {"degradations",
         {{"storageSlowdown", degradations.storageSlowdown},
          {"networkBandwidthFraction", degradations.networkBandwidthFraction},
          {"powerCap", degradations.powerCap}}},
        {"scenario", scenario},
    };
    return qtFromJson(state);
}

StackState readStackState(const QJsonObject& object,
                          const std::vector<core::scenario::ModelEntry>& registry)
{
    const nlohmann::json state = jsonFromQt(object);
    core::scenario::ObjectReader reader(state, "");
    reader.choice("format", {kFormat});
    reader.integer("version", {1, kStackStateVersion, std::nullopt});
    StackState out;
    out.mode = QString::fromStdString(reader.choice("mode", toStdStrings(StackLab::modeIds())));
    QStringList layers;
    for (const StackLayer& layer : StackLayers::all())
        layers << layer.id;
    out.layer = QString::fromStdString(reader.choice("layer", toStdStrings(layers)));
    {
        auto d = reader.object("degradations");
        out.degradations.storageSlowdown = readDegradation(d, "storageSlowdown");
        out.degradations.networkBandwidthFraction = readDegradation(d, "networkBandwidthFraction");
        out.degradations.powerCap = readDegradation(d, "powerCap");
        d.finish();
    }
    reader.accept("scenario");
    reader.finish();
    out.scenario = readSavedScenario(state, registry);
    // The sliders must fit the scenario's model (e.g. the power cap above its floor).
    core::train::StackConfig config = core::train::readStackConfig(out.scenario.model);
    config.step.degradations = out.degradations;
    try {
        core::train::validateStepInputs(config.step);
    } catch (const core::Error& e) {
        throw core::Error(e.message(), "/degradations");
    }
    return out;
}

} // namespace ailab::labs::stack
