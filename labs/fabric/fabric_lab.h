#pragma once

#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/lab_workspace.h"

#include <QCoreApplication>
#include <QPointer>

class QTabWidget;

namespace ailab::labs::fabric {

class CollectivePanel;
class EcmpPanel;
class FabricPage;
class FabricSession;
class OversubscriptionPanel;

// Lab 03, the AI networking fabric: the seed's leaf-spine fabric animated on the
// flow-level engine, scaled up to a thousand servers, with its scenarios (healthy,
// training all-reduce, ECMP collision, oversubscription, failures, the 09.7
// misconfiguration). This class wires the session (model) to the pages (views).
class FabricLab : public Lab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::fabric::FabricLab)
public:
    // Mode ids as saved, one per tab.
    const QStringList& modeIds() const { return m_modeIds; }

    FabricLab();
    ~FabricLab() override;

    LabInfo info() const override;
    QWidget* createWorkspace(LabContext& context, QWidget* parent) override;
    SimDriver* driver() override;
    QStringList presets() const override;
    void loadScenario(const core::scenario::Scenario& scenario) override;
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void activate() override;
    void deactivate() override;

    QString mode() const { return m_mode; }
    void setMode(const QString& mode); // ignores unknown ids

    FabricSession& session() const { return *m_session; }
    QTabWidget* tabs() const { return m_tabs; }
    FabricPage* fabricPage() const { return m_fabric; }
    OversubscriptionPanel* oversubscriptionPanel() const { return m_oversubscription; }
    EcmpPanel* ecmpPanel() const { return m_ecmp; }
    CollectivePanel* collectivePanel() const { return m_collective; }

    // Reads a preset shipped in the resources; throws core::Error.
    static core::scenario::Scenario readPreset(const QString& resourcePath);

private:
    void updateHeader();
    void addPanels();
    void followFabric(); // the explorer panels follow the drawn fabric
    void resetPanels();
    QJsonObject savePanels() const;
    void restorePanels(const QJsonObject& panels);

    std::unique_ptr<FabricSession> m_session;
    QPointer<LabWorkspace> m_workspace;
    QTabWidget* m_tabs = nullptr;
    FabricPage* m_fabric = nullptr;
    OversubscriptionPanel* m_oversubscription = nullptr;
    EcmpPanel* m_ecmp = nullptr;
    CollectivePanel* m_collective = nullptr;
    QStringList m_modeIds;
    QString m_mode = QStringLiteral("fabric");
    QString m_selected;
    QJsonObject m_pendingPanels; // restored before the workspace exists
};

} // namespace ailab::labs::fabric
