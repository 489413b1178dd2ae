#include "labs/gpu_server/gpu_server_state.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"
#include "core/topo/server_builder.h"
#include "labs/common/skeleton/saved_state.h"

namespace ailab::labs::gpu_server {

namespace {
constexpr const char* kFormat = "ailab.gpu-server-state";
} // namespace

QJsonObject writeGpuServerState(const GpuServerStateIn& in)
{
    nlohmann::json state = {
        {"format", kFormat},
        {"version", kGpuServerStateVersion},
        {"mode", in.mode.toStdString()},
        {"selected", in.selected.toStdString()},
        {"fabric", in.fabric},
        {"panels", jsonFromQt(in.panels)},
        {"scenario", in.scenario},
    };
    return qtFromJson(state);
}

GpuServerState readGpuServerState(const QJsonObject& object, const QStringList& modes,
                                  const std::vector<core::scenario::ModelEntry>& registry)
{
    const nlohmann::json state = jsonFromQt(object);
    core::scenario::ObjectReader reader(state, "");
    reader.choice("format", {kFormat});
    reader.integer("version", {1, kGpuServerStateVersion, std::nullopt});
    GpuServerState out;
    out.mode = QString::fromStdString(reader.choice("mode", toStdStrings(modes)));
    out.selected = QString::fromStdString(
        reader.string("selected", core::scenario::StringSpec{std::string(), true, 64}));
    out.fabric = QString::fromStdString(reader.choice("fabric", core::topo::gpuFabricIds()));
    reader.accept("panels");
    reader.accept("scenario");
    reader.finish();
    out.panels = readSavedObject(object, QStringLiteral("panels"));
    out.scenario = readSavedScenario(state, registry);
    return out;
}

} // namespace ailab::labs::gpu_server
