#include "labs/fabric/fabric_lab.h"

#include "core/error.h"
#include "core/models/fabric/fabric_scenario.h"
#include "core/models/fabric/fabric_workload.h"
#include "labs/fabric/fabric_session.h"
#include "labs/fabric/panels/collective_panel.h"
#include "labs/fabric/panels/ecmp_panel.h"
#include "labs/fabric/panels/fabric_page.h"
#include "labs/fabric/panels/oversubscription_panel.h"

#include <QTabWidget>

namespace ailab::labs::fabric {

FabricLab::FabricLab()
    : TabbedLab(std::make_unique<FabricSession>(),
                {QStringLiteral("fabric"), QStringLiteral("oversubscription"),
                 QStringLiteral("ecmp"), QStringLiteral("collectives")})
{
}

FabricLab::~FabricLab() = default;

LabInfo FabricLab::info() const
{
    return describe();
}

LabInfo FabricLab::describe()
{
    return {QStringLiteral("fabric"), tr("AI networking fabric"),
            tr("Leaf-spine, ECMP and the all-reduce: how traffic, hashing, oversubscription "
               "and failures set the time a training job waits for the network."),
            QIcon::fromTheme(QStringLiteral("network-wired")), 3};
}

FabricSession& FabricLab::session() const
{
    return static_cast<FabricSession&>(labSession());
}

void FabricLab::createPages(LabContext& context)
{
    (void)context;
    m_fabric = new FabricPage(session(), tabs());
    m_oversubscription = new OversubscriptionPanel(tabs());
    m_ecmp = new EcmpPanel(tabs());
    m_collective = new CollectivePanel(tabs());
    addPage(m_fabric, tr("Fa&bric"));
    addPage(m_oversubscription, tr("&Oversubscription"));
    addPage(m_ecmp, tr("ECMP hashin&g"));
    addPage(m_collective, tr("&Collectives"));
    tabs()->setAccessibleName(tr("Fabric lab modes"));
}

void FabricLab::workspaceCreated()
{
    // The calculator is tied to the drawn fabric, both ways.
    QObject::connect(m_oversubscription, &OversubscriptionPanel::configChanged, tabs(),
                     [this](const core::topo::FabricConfig& fabric) {
                         core::models::fabric::FabricScenarioConfig config = session().config();
                         config.fabric = fabric;
                         try {
                             session().setConfig(config);
                         } catch (const core::Error&) {
                             followFabric(); // the calculator goes back to the drawn fabric
                         }
                     });
    QObject::connect(&session(), &FabricSession::rebuilt, tabs(), [this] { followFabric(); });
    selectElement(m_selected);
    followFabric();
}

void FabricLab::pagesChanged()
{
    followFabric();
}

void FabricLab::followFabric()
{
    if (m_oversubscription == nullptr)
        return;
    const auto& fabric = session().config().fabric;
    m_oversubscription->setConfig(fabric);
    m_ecmp->setFlowsAndPaths(m_ecmp->experiment().flows,
                             fabric.spines * fabric.uplinksPerLeafSpine);
}

void FabricLab::selectElement(const QString& id)
{
    m_selected = id;
    if (m_fabric != nullptr)
        m_fabric->selectElement(id);
}

nlohmann::json FabricLab::editedModel() const
{
    return core::models::fabric::fabricScenarioToJson(session().config());
}

nlohmann::json FabricLab::saveLabFields() const
{
    const QString selected = m_fabric != nullptr ? m_fabric->selectedElement() : m_selected;
    return {{"selected", selected.toStdString()},
            {"config", core::models::fabric::fabricScenarioToJson(session().config())}};
}

TabbedLab::ApplyFields FabricLab::readLabFields(core::scenario::ObjectReader& fields,
                                                const core::scenario::Scenario& scenario)
{
    (void)scenario;
    const QString selected =
        QString::fromStdString(fields.string("selected", {std::string(), true, 200}));
    if (!fields.has("config"))
        throw core::Error("the saved state has no fabric", "/config");
    fields.accept("config");
    core::models::fabric::FabricScenarioConfig config;
    try {
        config = core::models::fabric::readFabricScenario(fields.json().at("config"), "/model");
        FabricSession::checkConfig(config);
    } catch (const core::Error& e) {
        // The reader names fields under /model; in a saved state they live under /config.
        std::string path = e.path();
        if (path.rfind("/model", 0) == 0)
            path = "/config" + path.substr(6);
        throw core::Error(e.message(), path);
    }
    return [this, config, selected] {
        session().setConfig(config);
        selectElement(selected);
    };
}

} // namespace ailab::labs::fabric
