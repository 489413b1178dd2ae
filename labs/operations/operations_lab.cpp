#include "labs/operations/operations_lab.h"

#include "labs/operations/operations_session.h"
#include "labs/operations/panels/injection_page.h"

#include <QTabWidget>

namespace ailab::labs::operations {

OperationsLab::OperationsLab()
    : TabbedLab(std::make_unique<OperationsSession>(), {QStringLiteral("inject")})
{
}

OperationsLab::~OperationsLab() = default;

LabInfo OperationsLab::info() const
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
    tabs()->setAccessibleName(tr("Operations lab modes"));
    m_injection = new InjectionPage(session());
    addPage(m_injection, tr("Failure &injection"));
}

} // namespace ailab::labs::operations
