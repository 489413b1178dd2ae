#pragma once

#include "labs/common/skeleton/tabbed_lab.h"

namespace ailab::labs::operations {

class AuthoringPage;
class DashboardPage;
class IncidentsPage;
class InjectionPage;
class OperationsSession;
class PowerPage;
class ResiliencePage;
class SecurityPage;

// Lab 08, operations: the cluster twin (core/cluster) as an operator sees it. Its pages read
// the twin through the session and compute no figure themselves.
class OperationsLab : public TabbedLab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::operations::OperationsLab)
public:
    OperationsLab();
    ~OperationsLab() override;

    LabInfo info() const override;
    // The lab's id, title, summary, icon and order, known without building the lab: the
    // shell lists every lab at start and builds one only when it is opened.
    static LabInfo describe();

    OperationsSession& session() const;
    DashboardPage* dashboardPage() const { return m_dashboard; }
    InjectionPage* injectionPage() const { return m_injection; }
    IncidentsPage* incidentsPage() const { return m_incidents; }
    AuthoringPage* authoringPage() const { return m_authoring; }
    PowerPage* powerPage() const { return m_power; }
    ResiliencePage* resiliencePage() const { return m_resilience; }
    SecurityPage* securityPage() const { return m_security; }
    // Any lab's incident file runs on the Incidents page.
    bool openIncidentFile(const QString& path) override;

private:
    void createPages(LabContext& context) override;

    DashboardPage* m_dashboard = nullptr;
    InjectionPage* m_injection = nullptr;
    IncidentsPage* m_incidents = nullptr;
    AuthoringPage* m_authoring = nullptr;
    PowerPage* m_power = nullptr;
    ResiliencePage* m_resilience = nullptr;
    SecurityPage* m_security = nullptr;
};

} // namespace ailab::labs::operations
