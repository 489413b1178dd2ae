#pragma once

#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/lab_workspace.h"

#include <QCoreApplication>
#include <QPointer>

class QTabWidget;

namespace ailab::labs::roce {

class AnatomyPanel;
class CongestionPage;
class IncidentPage;
class RoceSession;
class WalkthroughPanel;

// Lab 04, RDMA and RoCEv2: an RDMA WRITE followed step by step with its real packets, the
// packets' anatomy as Wireshark shows it, an incast on the packet-level engine with ECN, PFC
// and DCQCN, and the incident AI-NET-004. This class wires the session (model) to the
// pages (views).
class RoceLab : public Lab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::roce::RoceLab)
public:
    RoceLab();
    ~RoceLab() override;

    LabInfo info() const override;
    QWidget* createWorkspace(LabContext& context, QWidget* parent) override;
    SimDriver* driver() override;
    QStringList presets() const override;
    void loadScenario(const core::scenario::Scenario& scenario) override;
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void setPresenterMode(bool on) override;
    void deactivate() override;

    // Mode ids as saved, one per tab.
    const QStringList& modeIds() const { return m_modeIds; }
    QString mode() const { return m_mode; }
    void setMode(const QString& mode); // ignores unknown ids

    RoceSession& session() const { return *m_session; }
    QTabWidget* tabs() const { return m_tabs; }
    WalkthroughPanel* walkthroughPanel() const { return m_walkthrough; }
    AnatomyPanel* anatomyPanel() const { return m_anatomy; }
    CongestionPage* congestionPage() const { return m_congestion; }
    IncidentPage* incidentPage() const { return m_incident; }

    // Reads a preset shipped in the resources; throws core::Error.
    static core::scenario::Scenario readPreset(const QString& resourcePath);

private:
    void updateHeader();
    void resetPages();
    QJsonObject savePages() const;
    void restorePages(const QJsonObject& pages);

    std::unique_ptr<RoceSession> m_session;
    QPointer<LabWorkspace> m_workspace;
    QTabWidget* m_tabs = nullptr;
    WalkthroughPanel* m_walkthrough = nullptr;
    AnatomyPanel* m_anatomy = nullptr;
    CongestionPage* m_congestion = nullptr;
    IncidentPage* m_incident = nullptr;
    QStringList m_modeIds;
    QString m_mode = QStringLiteral("walkthrough");
    bool m_presenter = false;
    QJsonObject m_pendingPages; // restored before the workspace exists
};

} // namespace ailab::labs::roce
