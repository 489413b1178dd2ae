#include "labs/storage/storage_lab.h"

#include "core/error.h"
#include "core/models/storage/storage_scenario.h"
#include "labs/common/incident/incident_lab_page.h"
#include "labs/storage/panels/checkpoint_page.h"
#include "labs/storage/panels/journey_page.h"
#include "labs/storage/panels/mlperf_page.h"
#include "labs/storage/panels/starvation_page.h"
#include "labs/storage/panels/tiers_page.h"
#include "labs/storage/storage_session.h"

#include <QTabWidget>

namespace ailab::labs::storage {

StorageLab::StorageLab()
    : TabbedLab(std::make_unique<StorageSession>(),
                {QStringLiteral("journey"), QStringLiteral("starvation"), QStringLiteral("tiers"),
                 QStringLiteral("mlperf"), QStringLiteral("checkpoint"),
                 QStringLiteral("incident")})
{
}

StorageLab::~StorageLab() = default;

LabInfo StorageLab::info() const
{
    return describe();
}

LabInfo StorageLab::describe()
{
    return {QStringLiteral("storage"), tr("Storage and data pipelines"),
            tr("Follow training data from storage to the GPU, find what starves the GPUs, "
               "compare storage tiers, run MLPerf Storage workloads, time checkpoints and "
               "investigate a storage incident."),
            QIcon::fromTheme(QStringLiteral("drive-harddisk")), 6};
}

StorageSession& StorageLab::session() const
{
    return static_cast<StorageSession&>(labSession());
}

void StorageLab::createPages(LabContext& context)
{
    (void)context;
    m_journey = new JourneyPage(session(), tabs());
    m_starvation = new StarvationPage(session(), tabs());
    m_tiers = new TiersPage(tabs());
    m_mlperf = new MlperfPage(tabs());
    m_checkpoint = new CheckpointPage(tabs());
    m_incident =
        new IncidentLabPage(QStringLiteral(":/labs/storage/incidents/ai-storage-006.json"), tabs());
    addPage(m_journey, tr("Data &journey"));
    addPage(m_starvation, tr("GPU s&tarvation"));
    addPage(m_tiers, tr("Tiers and s&mall files"));
    addPage(m_mlperf, tr("MLPerf Storage r&unner"));
    addPage(m_checkpoint, tr("&Checkpoints"));
    addPage(m_incident, tr("&Incident AI-STORAGE-006"));
    tabs()->setAccessibleName(tr("Storage lab modes"));
}

void StorageLab::scenarioLoaded(const core::scenario::Scenario& scenario)
{
    // A scenario that names the incident opens it.
    if (scenario.incident.is_object() && scenario.incident.contains("id"))
        setMode(QStringLiteral("incident"));
    else if (mode() == QLatin1String("incident"))
        setMode(QStringLiteral("starvation"));
}

nlohmann::json StorageLab::editedModel() const
{
    return core::models::storage::storageScenarioToJson(session().config());
}

nlohmann::json StorageLab::saveLabFields() const
{
    return {{"config", core::models::storage::storageScenarioToJson(session().config())}};
}

TabbedLab::ApplyFields StorageLab::readLabFields(core::scenario::ObjectReader& fields,
                                                 const core::scenario::Scenario& scenario)
{
    if (!fields.has("config"))
        throw core::Error("the saved state has no pipeline", "/config");
    fields.accept("config");
    core::storage::PipelineConfig config =
        core::models::storage::readStorageScenario(fields.json().at("config"), "/config");
    config.seed = scenario.seed;
    StorageSession::checkConfig(config);
    return [this, config] { session().setConfig(config); };
}

} // namespace ailab::labs::storage
