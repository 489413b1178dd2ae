#pragma once

#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/lab_workspace.h"

#include <QCoreApplication>
#include <QPointer>

class QTabWidget;

namespace ailab::labs::gpu_server {

class FabricPage;
class GpuServerSession;
class NodePage;

// Lab 02, inside an AI GPU compute server: the node drawn from its graph with one training
// step per GPU, the communication fabric (PCIe, NVLink pairs, NVSwitch) and the memory,
// roofline and cluster-builder panels. This class wires the session to the pages and
// implements the Lab contract.
class GpuServerLab : public Lab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::gpu_server::GpuServerLab)
public:
    // Mode ids as saved: "node", "fabric", then the panels that exist ("memory", ...).
    static QStringList modeIds();

    GpuServerLab();
    ~GpuServerLab() override;

    LabInfo info() const override;
    QWidget* createWorkspace(LabContext& context, QWidget* parent) override;
    SimDriver* driver() override;
    QStringList presets() const override;
    void loadScenario(const core::scenario::Scenario& scenario) override;
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void deactivate() override;

    QString mode() const { return m_mode; }
    void setMode(const QString& mode); // ignores unknown ids
    QString selectedElement() const { return m_selected; }
    void selectElement(const QString& id);

    GpuServerSession& session() const { return *m_session; }
    QTabWidget* tabs() const { return m_tabs; }
    NodePage* nodePage() const { return m_node; }
    FabricPage* fabricPage() const { return m_fabric; }

    static core::scenario::Scenario readPreset(const QString& resourcePath);

private:
    struct Panels;
    void updateHeader();
    QJsonObject panelStates() const;
    void restorePanels(const QJsonObject& panels);
    void resetPanels();

    std::unique_ptr<GpuServerSession> m_session;
    std::unique_ptr<Panels> m_panels;
    QPointer<LabWorkspace> m_workspace;
    QTabWidget* m_tabs = nullptr;
    NodePage* m_node = nullptr;
    FabricPage* m_fabric = nullptr;
    QString m_mode = QStringLiteral("node");
    QString m_selected;
};

} // namespace ailab::labs::gpu_server
