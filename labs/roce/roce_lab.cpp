#include "labs/roce/roce_lab.h"

#include "core/error.h"
#include "core/models/roce/roce_scenario.h"
#include "labs/common/incident/incident_lab_page.h"
#include "labs/roce/panels/anatomy_panel.h"
#include "labs/roce/panels/congestion_page.h"
#include "labs/roce/panels/walkthrough_panel.h"
#include "labs/roce/roce_session.h"

#include <QTabWidget>

namespace ailab::labs::roce {

RoceLab::RoceLab()
    : TabbedLab(std::make_unique<RoceSession>(),
                {QStringLiteral("walkthrough"), QStringLiteral("anatomy"),
                 QStringLiteral("congestion"), QStringLiteral("incident")})
{
}

RoceLab::~RoceLab() = default;

LabInfo RoceLab::info() const
{
    return describe();
}

LabInfo RoceLab::describe()
{
    return {QStringLiteral("roce"), tr("RDMA and RoCEv2"),
            tr("Follow an RDMA WRITE packet by packet, read RoCEv2 headers byte by byte, and "
               "control congestion with ECN, PFC and DCQCN on a packet-level model."),
            QIcon::fromTheme(QStringLiteral("network-transmit-receive")), 4};
}

RoceSession& RoceLab::session() const
{
    return static_cast<RoceSession&>(labSession());
}

void RoceLab::createPages(LabContext& context)
{
    (void)context;
    m_walkthrough = new WalkthroughPanel(tabs());
    m_anatomy = new AnatomyPanel(tabs());
    m_congestion = new CongestionPage(session(), tabs());
    m_incident =
        new IncidentLabPage(QStringLiteral(":/labs/roce/incidents/ai-net-004.json"), tabs());
    addPage(m_walkthrough, tr("RDMA &WRITE"));
    addPage(m_anatomy, tr("Packet &anatomy"));
    addPage(m_congestion, tr("&Congestion control"));
    addPage(m_incident, tr("&Incident AI-NET-004"));
    tabs()->setAccessibleName(tr("RoCE lab modes"));
}

void RoceLab::scenarioLoaded(const core::scenario::Scenario& scenario)
{
    // A scenario that names the incident opens it.
    if (scenario.incident.is_object() && scenario.incident.contains("id"))
        setMode(QStringLiteral("incident"));
    else if (mode() == QLatin1String("incident"))
        setMode(QStringLiteral("congestion"));
}

nlohmann::json RoceLab::editedModel() const
{
    return core::models::roce::roceScenarioToJson(session().config());
}

nlohmann::json RoceLab::saveLabFields() const
{
    return {{"config", core::models::roce::roceScenarioToJson(session().config())}};
}

TabbedLab::ApplyFields RoceLab::readLabFields(core::scenario::ObjectReader& fields,
                                              const core::scenario::Scenario& scenario)
{
    if (!fields.has("config"))
        throw core::Error("the saved state has no incast", "/config");
    fields.accept("config");
    core::models::roce::RoceScenarioConfig config =
        core::models::roce::readRoceScenario(fields.json().at("config"), "/config");
    config.incast.engine.seed = scenario.seed;
    RoceSession::checkConfig(config);
    return [this, config] { session().setConfig(config); };
}

} // namespace ailab::labs::roce
