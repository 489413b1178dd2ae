#include "labs/fabric/fabric_lab.h"

#include "core/error.h"
#include "core/net/fabric_scenario.h"
#include "core/net/fabric_workload.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/fabric/fabric_session.h"
#include "labs/fabric/fabric_state.h"
#include "labs/fabric/panels/collective_panel.h"
#include "labs/fabric/panels/ecmp_panel.h"
#include "labs/fabric/panels/fabric_page.h"
#include "labs/fabric/panels/oversubscription_panel.h"

#include <QFile>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace ailab::labs::fabric {

FabricLab::FabricLab()
    : m_session(std::make_unique<FabricSession>())
    , m_modeIds{QStringLiteral("fabric"), QStringLiteral("oversubscription"),
                QStringLiteral("ecmp"), QStringLiteral("collectives")}
{
    try {
        loadScenario(readPreset(presets().front()));
    } catch (const core::Error&) {
    }
}

FabricLab::~FabricLab()
{
    delete m_workspace.data(); // the pages refer to the session
}

LabInfo FabricLab::info() const
{
    return {QStringLiteral("fabric"), tr("AI networking fabric"),
            tr("Leaf-spine, ECMP and the all-reduce: how traffic, hashing, oversubscription "
               "and failures set the time a training job waits for the network."),
            QIcon::fromTheme(QStringLiteral("network-wired")), 3};
}

QWidget* FabricLab::createWorkspace(LabContext& context, QWidget* parent)
{
    (void)context;
    if (m_workspace)
        return m_workspace;
    auto* workspace = new LabWorkspace(parent);
    m_tabs = workspace->tabs();
    m_fabric = new FabricPage(*m_session, m_tabs);
    m_tabs->addTab(m_fabric, tr("&Fabric"));
    addPanels();
    m_tabs->setAccessibleName(tr("Fabric lab modes"));

    QObject::connect(m_tabs, &QTabWidget::currentChanged, workspace, [this](int index) {
        if (index >= 0 && index < m_modeIds.size())
            m_mode = m_modeIds.at(index);
    });
    QObject::connect(m_session.get(), &FabricSession::rebuilt, workspace,
                     [this] { updateHeader(); });
    m_workspace = workspace;
    setMode(m_mode);
    m_fabric->selectElement(m_selected);
    restorePanels(m_pendingPanels);
    updateHeader();
    return workspace;
}

void FabricLab::addPanels()
{
    m_oversubscription = new OversubscriptionPanel(m_tabs);
    m_ecmp = new EcmpPanel(m_tabs);
    m_collective = new CollectivePanel(m_tabs);
    m_tabs->addTab(m_oversubscription, tr("&Oversubscription"));
    m_tabs->addTab(m_ecmp, tr("ECMP &hashing"));
    m_tabs->addTab(m_collective, tr("&Collectives"));
    // The calculator is tied to the drawn fabric, both ways.
    QObject::connect(m_oversubscription, &OversubscriptionPanel::configChanged, m_tabs,
                     [this](const core::topo::FabricConfig& fabric) {
                         core::net::FabricScenarioConfig config = m_session->config();
                         config.fabric = fabric;
                         try {
                             m_session->setConfig(config);
                         } catch (const core::Error&) {
                             followFabric(); // the calculator goes back to the drawn fabric
                         }
                     });
    QObject::connect(m_session.get(), &FabricSession::rebuilt, m_tabs, [this] { followFabric(); });
    QObject::connect(m_session->driver(), &SimDriver::resetRequested, m_tabs,
                     [this] { resetPanels(); });
    followFabric();
}

void FabricLab::followFabric()
{
    if (m_oversubscription == nullptr)
        return;
    const auto& fabric = m_session->config().fabric;
    m_oversubscription->setConfig(fabric);
    m_ecmp->setFlowsAndPaths(m_ecmp->experiment().flows,
                             fabric.spines * fabric.uplinksPerLeafSpine);
}

void FabricLab::resetPanels()
{
    if (m_oversubscription == nullptr)
        return;
    m_oversubscription->resetToDefaults();
    m_ecmp->resetToDefaults();
    m_collective->resetToDefaults();
    followFabric();
}

QJsonObject FabricLab::savePanels() const
{
    if (m_oversubscription == nullptr)
        return m_pendingPanels;
    return {{QStringLiteral("oversubscription"), m_oversubscription->saveState()},
            {QStringLiteral("ecmp"), m_ecmp->saveState()},
            {QStringLiteral("collectives"), m_collective->saveState()}};
}

void FabricLab::restorePanels(const QJsonObject& panels)
{
    m_pendingPanels = panels;
    if (m_oversubscription == nullptr || panels.isEmpty())
        return;
    if (panels.contains(QStringLiteral("oversubscription")))
        m_oversubscription->restoreState(
            panels.value(QStringLiteral("oversubscription")).toObject());
    if (panels.contains(QStringLiteral("ecmp")))
        m_ecmp->restoreState(panels.value(QStringLiteral("ecmp")).toObject());
    if (panels.contains(QStringLiteral("collectives")))
        m_collective->restoreState(panels.value(QStringLiteral("collectives")).toObject());
    followFabric();
}

void FabricLab::updateHeader()
{
    if (m_workspace == nullptr)
        return;
    const auto& s = m_session->scenario();
    m_workspace->showScenario(s.title, s.description);
}

SimDriver* FabricLab::driver()
{
    return m_session->driver();
}

QStringList FabricLab::presets() const
{
    QStringList out;
    for (const char* name : {"healthy", "training-allreduce", "ecmp-collision",
                             "oversubscription-2to1", "oversubscription-4to1", "link-failure",
                             "spine-failure", "routing-misconfiguration", "scale-1024"})
        out << QStringLiteral(":/labs/fabric/scenarios/%1.json").arg(QLatin1String(name));
    return out;
}

core::scenario::Scenario FabricLab::readPreset(const QString& resourcePath)
{
    return readPresetResource(resourcePath, FabricSession::registry());
}

void FabricLab::loadScenario(const core::scenario::Scenario& scenario)
{
    m_session->setScenario(scenario);
}

void FabricLab::setMode(const QString& mode)
{
    if (!m_modeIds.contains(mode))
        return;
    m_mode = mode;
    if (m_tabs != nullptr)
        m_tabs->setCurrentIndex(int(m_modeIds.indexOf(mode)));
}

QJsonObject FabricLab::saveState() const
{
    const QString selected = m_fabric != nullptr ? m_fabric->selectedElement() : m_selected;
    return writeFabricState(m_mode, selected, m_session->config(), m_session->scenarioJson(),
                            savePanels());
}

void FabricLab::restoreState(const QJsonObject& state)
{
    // Everything is read and checked before anything changes.
    const FabricState s = readFabricState(state, m_modeIds, FabricSession::registry());
    FabricSession probe;
    probe.setScenario(s.scenario);
    probe.setConfig(s.config);
    m_session->setScenario(s.scenario);
    m_session->setConfig(s.config);
    setMode(s.mode);
    m_selected = s.selected;
    if (m_fabric != nullptr)
        m_fabric->selectElement(s.selected);
    restorePanels(s.panels);
}

void FabricLab::activate() {}

void FabricLab::deactivate()
{
    m_session->driver()->pause();
}

} // namespace ailab::labs::fabric
