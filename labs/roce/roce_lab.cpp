#include "labs/roce/roce_lab.h"

#include "core/error.h"
#include "core/net/packet/roce_scenario.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/roce/panels/anatomy_panel.h"
#include "labs/roce/panels/congestion_page.h"
#include "labs/roce/panels/incident_page.h"
#include "labs/roce/panels/walkthrough_panel.h"
#include "labs/roce/roce_session.h"
#include "labs/roce/roce_state.h"

#include <QTabWidget>

namespace ailab::labs::roce {

RoceLab::RoceLab()
    : m_session(std::make_unique<RoceSession>())
    , m_modeIds{QStringLiteral("walkthrough"), QStringLiteral("anatomy"),
                QStringLiteral("congestion"), QStringLiteral("incident")}
{
    try {
        loadScenario(readPreset(presets().front()));
    } catch (const core::Error&) {
    }
}

RoceLab::~RoceLab()
{
    delete m_workspace.data(); // the pages refer to the session
}

LabInfo RoceLab::info() const
{
    return {QStringLiteral("roce"), tr("RDMA and RoCEv2"),
            tr("Follow an RDMA WRITE packet by packet, read RoCEv2 headers byte by byte, and "
               "control congestion with ECN, PFC and DCQCN on a packet-level model."),
            QIcon::fromTheme(QStringLiteral("network-transmit-receive")), 4};
}

QWidget* RoceLab::createWorkspace(LabContext& context, QWidget* parent)
{
    if (m_workspace)
        return m_workspace;
    auto* workspace = new LabWorkspace(parent);
    m_tabs = workspace->tabs();
    m_walkthrough = new WalkthroughPanel(m_tabs);
    m_anatomy = new AnatomyPanel(m_tabs);
    m_congestion = new CongestionPage(*m_session, m_tabs);
    m_incident = new IncidentPage(m_tabs);
    m_tabs->addTab(m_walkthrough, tr("RDMA &WRITE"));
    m_tabs->addTab(m_anatomy, tr("Packet &anatomy"));
    m_tabs->addTab(m_congestion, tr("&Congestion control"));
    m_tabs->addTab(m_incident, tr("&Incident AI-NET-004"));
    m_tabs->setAccessibleName(tr("RoCE lab modes"));

    QObject::connect(m_tabs, &QTabWidget::currentChanged, workspace, [this](int index) {
        if (index >= 0 && index < m_modeIds.size())
            m_mode = m_modeIds.at(index);
    });
    QObject::connect(m_session.get(), &RoceSession::rebuilt, workspace, [this] { updateHeader(); });
    QObject::connect(m_session->driver(), &SimDriver::resetRequested, workspace,
                     [this] { resetPages(); });
    m_workspace = workspace;
    setMode(m_mode);
    restorePages(m_pendingPages);
    setPresenterMode(m_presenter || context.presenterMode());
    updateHeader();
    return workspace;
}

void RoceLab::updateHeader()
{
    if (m_workspace == nullptr)
        return;
    const auto& s = m_session->scenario();
    m_workspace->showScenario(s.title, s.description);
}

void RoceLab::resetPages()
{
    if (m_walkthrough == nullptr)
        return;
    m_walkthrough->resetToDefaults();
    m_anatomy->resetToDefaults();
    m_congestion->resetToDefaults();
    m_incident->resetToDefaults();
}

QJsonObject RoceLab::savePages() const
{
    if (m_walkthrough == nullptr)
        return m_pendingPages;
    return {{QStringLiteral("walkthrough"), m_walkthrough->saveState()},
            {QStringLiteral("anatomy"), m_anatomy->saveState()},
            {QStringLiteral("congestion"), m_congestion->saveState()},
            {QStringLiteral("incident"), m_incident->saveState()}};
}

void RoceLab::restorePages(const QJsonObject& pages)
{
    m_pendingPages = pages;
    if (m_walkthrough == nullptr || pages.isEmpty())
        return;
    const auto page = [&pages](const char* id) {
        return pages.value(QLatin1String(id)).toObject();
    };
    if (pages.contains(QStringLiteral("walkthrough")))
        m_walkthrough->restoreState(page("walkthrough"));
    if (pages.contains(QStringLiteral("anatomy")))
        m_anatomy->restoreState(page("anatomy"));
    if (pages.contains(QStringLiteral("congestion")))
        m_congestion->restoreState(page("congestion"));
    if (pages.contains(QStringLiteral("incident")))
        m_incident->restoreState(page("incident"));
}

SimDriver* RoceLab::driver()
{
    return m_session->driver();
}

QStringList RoceLab::presets() const
{
    QStringList out;
    for (const char* name :
         {"ecn-dcqcn", "pfc-only-hol", "no-control", "thresholds-too-high", "incident-ai-net-004"})
        out << QStringLiteral(":/labs/roce/scenarios/%1.json").arg(QLatin1String(name));
    return out;
}

core::scenario::Scenario RoceLab::readPreset(const QString& resourcePath)
{
    return readPresetResource(resourcePath, RoceSession::registry());
}

void RoceLab::loadScenario(const core::scenario::Scenario& scenario)
{
    m_session->setScenario(scenario);
    // A scenario that names the incident opens it.
    if (scenario.incident.is_object() && scenario.incident.contains("id"))
        setMode(QStringLiteral("incident"));
    else if (m_mode == QLatin1String("incident"))
        setMode(QStringLiteral("congestion"));
}

void RoceLab::setMode(const QString& mode)
{
    if (!m_modeIds.contains(mode))
        return;
    m_mode = mode;
    if (m_tabs != nullptr)
        m_tabs->setCurrentIndex(int(m_modeIds.indexOf(mode)));
}

QJsonObject RoceLab::saveState() const
{
    return writeRoceState(m_mode, m_session->config(), m_session->scenarioJson(), savePages());
}

void RoceLab::restoreState(const QJsonObject& state)
{
    // Everything is read and checked before anything changes.
    const RoceState s = readRoceState(state, m_modeIds, RoceSession::registry());
    RoceSession probe;
    probe.setScenario(s.scenario);
    probe.setConfig(s.config);
    m_session->setScenario(s.scenario);
    m_session->setConfig(s.config);
    setMode(s.mode);
    restorePages(s.pages);
}

void RoceLab::setPresenterMode(bool on)
{
    m_presenter = on;
    if (m_incident != nullptr)
        m_incident->setPresenterMode(on);
}

void RoceLab::deactivate()
{
    m_session->driver()->pause();
}

} // namespace ailab::labs::roce
