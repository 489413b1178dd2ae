#include "labs/inference/inference_lab.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/models/inference/inference_incident.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/incident/incident_lab_page.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/panels/batching_page.h"
#include "labs/inference/panels/capacity_page.h"
#include "labs/inference/panels/journey_page.h"
#include "labs/inference/panels/kv_cache_page.h"
#include "labs/inference/panels/phases_page.h"
#include "labs/inference/panels/response_time_page.h"
#include "labs/inference/panels/scaling_page.h"
#include "labs/inference/views/serving_format.h"

#include <QTabWidget>

namespace ailab::labs::inference {

namespace core_inf = core::models::inference;

InferenceLab::InferenceLab()
    : TabbedLab(std::make_unique<InferenceSession>(),
                {QStringLiteral("journey"), QStringLiteral("phases"), QStringLiteral("batching"),
                 QStringLiteral("kv-cache"), QStringLiteral("capacity"), QStringLiteral("scaling"),
                 QStringLiteral("response-time"), QStringLiteral("incident")})
{
}

InferenceLab::~InferenceLab() = default;

LabInfo InferenceLab::info() const
{
    return describe();
}

LabInfo InferenceLab::describe()
{
    return {QStringLiteral("inference"), tr("LLM inference serving"),
            tr("Follow a request through a model server, see prefill and decode on the "
               "roofline, watch continuous batching fill the KV cache, and size replicas "
               "for a latency target."),
            QIcon::fromTheme(QStringLiteral("system-run")), 7};
}

InferenceSession& InferenceLab::session() const
{
    return static_cast<InferenceSession&>(labSession());
}

void InferenceLab::createPages(LabContext& context)
{
    (void)context;
    m_journey = new JourneyPage(session(), tabs());
    m_phases = new PhasesPage(session(), tabs());
    m_batching = new BatchingPage(session(), tabs());
    m_kvCache = new KvCachePage(session(), tabs());
    m_capacity = new CapacityPage(session(), tabs());
    m_scaling = new ScalingPage(session(), tabs());
    m_responseTime = new ResponseTimePage(session(), tabs());
    addPage(m_journey, tr("Request &journey"));
    addPage(m_phases, tr("&Prefill and decode"));
    addPage(m_batching, tr("Continuous &batching"));
    addPage(m_kvCache, tr("KV c&ache"));
    addPage(m_capacity, tr("Latency and &capacity"));
    addPage(m_scaling, tr("Scaling and r&outing"));
    addPage(m_responseTime, tr("Response &time"));
    m_incident =
        new IncidentLabPage(QStringLiteral(":/labs/inference/incidents/ai-inf-007.json"), tabs());
    // The incident's service, traffic and objectives are its own, not the loaded scenario's.
    const core_inf::InferenceIncidentSetup faulty = core_inf::InferenceIncident::faultySetup();
    m_incident->setPageSummary(
        tr("The incident runs its own service: %1 on %n replica(s) (%2), first token within "
           "%3, %4 per output token. The other tabs play the scenario loaded.",
           nullptr, faulty.serving.replicas)
            .arg(QString::fromStdString(core::infer::setupModel(faulty.serving.replica).name),
                 QString::fromStdString(core::infer::setupGpu(faulty.serving.replica).name),
                 serving_format::duration(faulty.serving.slo.ttftS),
                 serving_format::milliseconds(faulty.serving.slo.tpotS, 0)));
    addPage(m_incident, tr("&Incident AI-INF-007"));
    tabs()->setAccessibleName(tr("Inference lab modes"));
}

void InferenceLab::scenarioLoaded(const core::scenario::Scenario& scenario)
{
    // A scenario that names the incident opens it.
    if (scenario.incident.is_object() && scenario.incident.contains("id"))
        setMode(QStringLiteral("incident"));
    else if (mode() == QLatin1String("incident"))
        setMode(QStringLiteral("journey"));
}

nlohmann::json InferenceLab::editedModel() const
{
    return core_inf::inferenceModelToJson(session().config());
}

nlohmann::json InferenceLab::saveLabFields() const
{
    return {{"config",
             {{"model", core_inf::inferenceModelToJson(session().config())},
              {"events", core_inf::inferenceEventsToJson(session().config())}}}};
}

TabbedLab::ApplyFields InferenceLab::readLabFields(core::scenario::ObjectReader& fields,
                                                   const core::scenario::Scenario& scenario)
{
    (void)scenario;
    if (!fields.has("config"))
        throw core::Error("the saved state has no serving cluster", "/config");
    fields.accept("config");
    const nlohmann::json& saved = fields.json().at("config");
    if (!saved.is_object())
        throw core::Error("expected an object", "/config");
    for (const auto& item : saved.items()) {
        if (item.key() != "model" && item.key() != "events")
            throw core::Error("unknown field", "/config/" + item.key());
    }
    const nlohmann::json model = saved.value("model", nlohmann::json::object());
    const nlohmann::json events = saved.value("events", nlohmann::json::array());
    const core_inf::InferenceScenarioConfig config =
        core_inf::readInferenceScenario(model, events, "/config/model", "/config/events");
    InferenceSession::checkConfig(config);
    return [this, config] { session().setConfig(config); };
}

} // namespace ailab::labs::inference
