#include "labs/scheduler/scheduler_lab.h"

#include "core/error.h"
#include "core/models/scheduler/scheduler_scenario.h"
#include "labs/scheduler/panels/backfill_page.h"
#include "labs/scheduler/panels/cluster_page.h"
#include "labs/scheduler/panels/fragmentation_page.h"
#include "labs/scheduler/panels/placement_page.h"
#include "labs/scheduler/panels/policies_page.h"
#include "labs/scheduler/panels/preemption_page.h"
#include "labs/scheduler/panels/tenants_page.h"
#include "labs/scheduler/panels/trace_page.h"
#include "labs/scheduler/scheduler_session.h"

#include <QTabWidget>

namespace ailab::labs::scheduler {

namespace model = core::models::scheduler;

SchedulerLab::SchedulerLab()
    : TabbedLab(std::make_unique<SchedulerSession>(),
                {QStringLiteral("cluster"), QStringLiteral("policies"), QStringLiteral("backfill"),
                 QStringLiteral("preemption"), QStringLiteral("tenants"), QStringLiteral("trace"),
                 QStringLiteral("placement"), QStringLiteral("fragmentation")})
{
}

SchedulerLab::~SchedulerLab() = default;

LabInfo SchedulerLab::info() const
{
    return describe();
}

LabInfo SchedulerLab::describe()
{
    return {QStringLiteral("scheduler"), tr("GPU job scheduling"),
            tr("Place training and inference jobs on a GPU cluster, compare placement "
               "policies, and see backfill, preemption, fair share, failures and "
               "fragmentation at work."),
            QIcon::fromTheme(QStringLiteral("view-calendar")), 5};
}

SchedulerSession& SchedulerLab::session() const
{
    return static_cast<SchedulerSession&>(labSession());
}

void SchedulerLab::createPages(LabContext& context)
{
    (void)context;
    m_cluster = new ClusterPage(session(), tabs());
    m_policies = new PoliciesPage(session(), tabs());
    m_backfill = new BackfillPage(session(), tabs());
    m_preemption = new PreemptionPage(session(), tabs());
    m_tenants = new TenantsPage(session(), tabs());
    m_trace = new TracePage(session(), tabs());
    m_placement = new PlacementPage(session(), tabs());
    m_fragmentation = new FragmentationPage(session(), tabs());
    addPage(m_cluster, tr("&Cluster"));
    addPage(m_policies, tr("&Policies"));
    addPage(m_backfill, tr("&Backfill"));
    addPage(m_preemption, tr("Pr&eemption"));
    addPage(m_tenants, tr("Te&nants"));
    addPage(m_trace, tr("&Trace replay"));
    addPage(m_placement, tr("Placement && &all-reduce"));
    addPage(m_fragmentation, tr("Fra&gmentation (FGD)"));
    tabs()->setAccessibleName(tr("Scheduler lab modes"));
    QObject::connect(m_trace, &TracePage::openSampleTrace, m_trace,
                     [this] { openPreset(QStringLiteral("trace-replay")); });
    QObject::connect(m_placement, &PlacementPage::openPreset, m_placement,
                     [this](const QString& name) { openPreset(name); });
}

bool SchedulerLab::openPreset(const QString& name)
{
    try {
        loadScenario(readPreset(QStringLiteral(":/labs/scheduler/scenarios/%1.json").arg(name)));
    } catch (const core::Error&) {
        return false;
    }
    return true;
}

void SchedulerLab::scenarioLoaded(const core::scenario::Scenario& scenario)
{
    // Another scenario: no page keeps what it showed of the last one (a comparison, an
    // experiment's curves).
    (void)scenario;
    resetPages();
    // A preset about one page opens it: the experiment, a fabric, tenants, preemption.
    const model::SchedulerScenarioConfig& c = session().config();
    if (c.experiment)
        setMode(QStringLiteral("fragmentation"));
    else if (c.clusterPreset == "fabric")
        setMode(QStringLiteral("placement"));
    else if (!c.scheduler.tenants.empty())
        setMode(QStringLiteral("tenants"));
    else if (c.scheduler.preemption)
        setMode(QStringLiteral("preemption"));
}

nlohmann::json SchedulerLab::editedModel() const
{
    return model::schedulerScenarioToJson(session().config());
}

nlohmann::json SchedulerLab::saveLabFields() const
{
    return {{"config", model::schedulerScenarioToJson(session().config())}};
}

TabbedLab::ApplyFields SchedulerLab::readLabFields(core::scenario::ObjectReader& fields,
                                                   const core::scenario::Scenario& scenario)
{
    if (!fields.has("config"))
        throw core::Error("the saved state has no cluster run", "/config");
    fields.accept("config");
    model::SchedulerScenarioConfig config =
        model::readSchedulerScenario(fields.json().at("config"), "/config");
    config.scheduler.seed = scenario.seed;
    return [this, config] { session().setConfig(config); };
}

} // namespace ailab::labs::scheduler
