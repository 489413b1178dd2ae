#include "labs/gpu_server/gpu_server_lab.h"

#include "core/models/gpu_server/gpu_server_scenario.h"
#include "core/topo/server_builder.h"
#include "labs/gpu_server/gpu_server_session.h"
#include "labs/gpu_server/panels/cluster_panel.h"
#include "labs/gpu_server/panels/fabric_page.h"
#include "labs/gpu_server/panels/memory_panel.h"
#include "labs/gpu_server/panels/node_page.h"
#include "labs/gpu_server/panels/roofline_panel.h"

#include <QTabWidget>

namespace ailab::labs::gpu_server {

GpuServerLab::GpuServerLab()
    : TabbedLab(std::make_unique<GpuServerSession>(),
                {QStringLiteral("node"), QStringLiteral("fabric"), QStringLiteral("memory"),
                 QStringLiteral("roofline"), QStringLiteral("cluster")})
{
}

GpuServerLab::~GpuServerLab() = default;

LabInfo GpuServerLab::info() const
{
    return describe();
}

LabInfo GpuServerLab::describe()
{
    return {QStringLiteral("gpu-server"), tr("Inside a GPU server"),
            tr("CPUs, GPUs, PCIe, NVLink and NVSwitch: how data moves inside one AI server."),
            QIcon::fromTheme(QStringLiteral("computer")), 2};
}

GpuServerSession& GpuServerLab::session() const
{
    return static_cast<GpuServerSession&>(labSession());
}

void GpuServerLab::createPages(LabContext& context)
{
    (void)context;
    m_node = new NodePage(session(), tabs());
    m_fabric = new FabricPage(session(), tabs());
    addPage(m_node, tr("&Node"));
    addPage(m_fabric, tr("Communication fa&bric"));
    addPage(new MemoryPanel(tabs()), tr("&Memory"));
    addPage(new RooflinePanel(tabs()), tr("R&oofline"));
    addPage(new ClusterPanel(tabs()), tr("&Cluster builder"));
    tabs()->setAccessibleName(tr("GPU server modes"));
}

void GpuServerLab::workspaceCreated()
{
    QObject::connect(m_node, &NodePage::elementSelected, tabs(),
                     [this](const QString& id) { m_selected = id; });
    selectElement(m_selected);
}

void GpuServerLab::scenarioLoaded(const core::scenario::Scenario& scenario)
{
    (void)scenario;
    // A new server: nothing stays selected, and every page starts again.
    selectElement(QString());
    resetPages();
}

void GpuServerLab::selectElement(const QString& id)
{
    m_selected = id;
    if (m_node != nullptr) {
        m_node->selectElement(id);
        m_selected = m_node->selectedElement();
    }
}

nlohmann::json GpuServerLab::editedModel() const
{
    return core::models::gpu_server::gpuServerConfigToJson(session().config());
}

nlohmann::json GpuServerLab::saveLabFields() const
{
    return {{"selected", m_selected.toStdString()},
            {"fabric", core::topo::gpuFabricId(session().fabric())}};
}

TabbedLab::ApplyFields GpuServerLab::readLabFields(core::scenario::ObjectReader& fields,
                                                   const core::scenario::Scenario& scenario)
{
    (void)scenario;
    const QString selected = QString::fromStdString(
        fields.string("selected", core::scenario::StringSpec{std::string(), true, 64}));
    const core::topo::GpuFabric fabric =
        core::topo::gpuFabricFromId(fields.choice("fabric", core::topo::gpuFabricIds()), "/fabric");
    return [this, selected, fabric] {
        session().setFabric(fabric);
        selectElement(selected);
    };
}

} // namespace ailab::labs::gpu_server
