#include "labs/operations/operations_lab.h"

#include "labs/operations/operations_session.h"
#include "labs/operations/panels/authoring_page.h"
#include "labs/operations/panels/dashboard_page.h"
#include "labs/operations/panels/incidents_page.h"
#include "labs/operations/panels/injection_page.h"
#include "labs/operations/panels/power_page.h"
#include "labs/operations/panels/resilience_page.h"
#include "labs/operations/panels/security_page.h"

#include <QTabWidget>

namespace ailab::labs::operations {

OperationsLab::OperationsLab()
    : TabbedLab(std::make_unique<OperationsSession>(),
                {QStringLiteral("dashboard"), QStringLiteral("inject"), QStringLiteral("incidents"),
                 QStringLiteral("authoring"), QStringLiteral("power"),
                 QStringLiteral("resilience"), QStringLiteral("security")})
{
}

OperationsLab::~OperationsLab() = default;

LabInfo OperationsLab::info() const
{
    return describe();
}

LabInfo OperationsLab::describe()
{
    return {QStringLiteral("operations"), tr("Operations"),
            tr("Operate a whole simulated cluster: watch its dashboard, inject failures and "
               "follow their consequences, and investigate incidents from the cluster's own "
               "telemetry."),
            QIcon::fromTheme(QStringLiteral("utilities-system-monitor")), 8};
}

OperationsSession& OperationsLab::session() const
{
    return static_cast<OperationsSession&>(labSession());
}

void OperationsLab::createPages(LabContext& context)
{
    (void)context;
    m_dashboard = new DashboardPage(session());
    addPage(m_dashboard, tr("&Dashboard"));
    m_injection = new InjectionPage(session());
    addPage(m_injection, tr("Failure &injection"));
    m_incidents = new IncidentsPage(IncidentsPage::defaultFolder(), tabs());
    m_authoring = new AuthoringPage(session(), tabs());
    addPage(m_incidents, tr("In&cidents"));
    addPage(m_authoring, tr("Au&thoring"));
    m_power = new PowerPage(session());
    addPage(m_power, tr("&Power and cooling"));
    m_resilience = new ResiliencePage(session());
    addPage(m_resilience, tr("R&esilience"));
    m_security = new SecurityPage(session());
    addPage(m_security, tr("Security and is&olation"));
    // Play: the incident made in the editor opens on the incidents page.
    QObject::connect(m_authoring, &AuthoringPage::playRequested, m_incidents,
                     [this](const QByteArray& document, const QString& source) {
                         if (m_incidents->openDocument(document, source))
                             setMode(QStringLiteral("incidents"));
                     });
    tabs()->setAccessibleName(tr("Operations lab modes"));
}

bool OperationsLab::openIncidentFile(const QString& path)
{
    if (m_incidents == nullptr)
        return false;
    setMode(QStringLiteral("incidents"));
    return m_incidents->openFile(path);
}

} // namespace ailab::labs::operations
