#include "labs/gpu_server/gpu_server_lab.h"

#include "core/error.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/gpu_server/gpu_server_session.h"
#include "labs/gpu_server/gpu_server_state.h"
#include "labs/gpu_server/panels/fabric_page.h"
#include "labs/gpu_server/panels/node_page.h"
#include "labs/gpu_server/panels/panel_host.h"

#include <QFile>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace ailab::labs::gpu_server {

struct GpuServerLab::Panels
{
    std::vector<HostedPanel> list;
};

QStringList GpuServerLab::modeIds()
{
    QStringList ids = {QStringLiteral("node"), QStringLiteral("fabric")};
    for (const PanelInfo& p : hostedPanelInfos())
        ids << p.id;
    return ids;
}

GpuServerLab::GpuServerLab()
    : m_session(std::make_unique<GpuServerSession>())
    , m_panels(std::make_unique<Panels>())
{
    try {
        loadScenario(readPreset(presets().front()));
    } catch (const core::Error&) {
    }
}

GpuServerLab::~GpuServerLab()
{
    delete m_workspace.data(); // the pages refer to the session
}

LabInfo GpuServerLab::info() const
{
    return {QStringLiteral("gpu-server"), tr("Inside a GPU server"),
            tr("CPUs, GPUs, PCIe, NVLink and NVSwitch: how data moves inside one AI server."),
            QIcon::fromTheme(QStringLiteral("computer")), 2};
}

QWidget* GpuServerLab::createWorkspace(LabContext& context, QWidget* parent)
{
    (void)context;
    if (m_workspace)
        return m_workspace;
    auto* workspace = new LabWorkspace(parent);
    m_tabs = workspace->tabs();
    m_node = new NodePage(*m_session, m_tabs);
    m_fabric = new FabricPage(*m_session, m_tabs);
    m_tabs->addTab(m_node, tr("&Node"));
    m_tabs->addTab(m_fabric, tr("Communication &fabric"));
    m_panels->list = createHostedPanels(m_tabs);
    for (const HostedPanel& p : m_panels->list)
        m_tabs->addTab(p.widget, p.info.title);
    m_tabs->setAccessibleName(tr("GPU server modes"));

    QObject::connect(m_tabs, &QTabWidget::currentChanged, workspace, [this](int index) {
        const QStringList ids = modeIds();
        if (index >= 0 && index < ids.size())
            m_mode = ids.at(index);
    });
    QObject::connect(m_node, &NodePage::elementSelected, workspace,
                     [this](const QString& id) { m_selected = id; });
    QObject::connect(m_session.get(), &GpuServerSession::rebuilt, workspace,
                     [this] { updateHeader(); });
    // Reset gives back the start state of every tab.
    QObject::connect(m_session->driver(), &SimDriver::resetRequested, workspace,
                     [this] { resetPanels(); });
    m_workspace = workspace;
    setMode(m_mode);
    selectElement(m_selected);
    updateHeader();
    return workspace;
}

void GpuServerLab::updateHeader()
{
    if (m_workspace == nullptr)
        return;
    const auto& s = m_session->scenario();
    m_workspace->showScenario(s.title, s.description);
}

SimDriver* GpuServerLab::driver()
{
    return m_session->driver();
}

QStringList GpuServerLab::presets() const
{
    return {QStringLiteral(":/labs/gpu-server/scenarios/conceptual-node.json"),
            QStringLiteral(":/labs/gpu-server/scenarios/dgx-h100-training.json"),
            QStringLiteral(":/labs/gpu-server/scenarios/pcie-workstation.json")};
}

core::scenario::Scenario GpuServerLab::readPreset(const QString& resourcePath)
{
    return readPresetResource(resourcePath, GpuServerSession::registry());
}

void GpuServerLab::loadScenario(const core::scenario::Scenario& scenario)
{
    m_session->setScenario(scenario);
    m_selected.clear();
    if (m_node != nullptr)
        m_node->selectElement(QString());
    resetPanels();
}

void GpuServerLab::setMode(const QString& mode)
{
    const QStringList ids = modeIds();
    if (!ids.contains(mode))
        return;
    m_mode = mode;
    if (m_tabs != nullptr)
        m_tabs->setCurrentIndex(int(ids.indexOf(mode)));
}

void GpuServerLab::selectElement(const QString& id)
{
    m_selected = id;
    if (m_node != nullptr) {
        m_node->selectElement(id);
        m_selected = m_node->selectedElement();
    }
}

QJsonObject GpuServerLab::panelStates() const
{
    QJsonObject out;
    for (const HostedPanel& p : m_panels->list)
        out.insert(p.info.id, p.save());
    return out;
}

void GpuServerLab::restorePanels(const QJsonObject& panels)
{
    for (const HostedPanel& p : m_panels->list) {
        if (panels.contains(p.info.id))
            p.restore(panels.value(p.info.id).toObject());
        else
            p.reset();
    }
}

void GpuServerLab::resetPanels()
{
    for (const HostedPanel& p : m_panels->list)
        p.reset();
}

QJsonObject GpuServerLab::saveState() const
{
    return writeGpuServerState({m_mode, m_selected, m_session->scenarioJson(),
                                core::topo::gpuFabricId(m_session->fabric()), panelStates()});
}

void GpuServerLab::restoreState(const QJsonObject& state)
{
    // Everything is read and checked before anything changes.
    const GpuServerState s = readGpuServerState(state, modeIds(), GpuServerSession::registry());
    m_session->setScenario(s.scenario);
    m_session->setFabric(core::topo::gpuFabricFromId(s.fabric.toStdString(), "/fabric"));
    setMode(s.mode);
    selectElement(s.selected);
    restorePanels(s.panels);
}

void GpuServerLab::deactivate()
{
    m_session->driver()->pause();
}

} // namespace ailab::labs::gpu_server
