#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QHash>

class QLabel;
class QTableWidget;

namespace ailab::labs {
class ExplainerPanel;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::scheduler {

class SchedulerSession;

// Tenants and fair share, live on the lab's time bar: each tenant's share of the allocated
// GPUs over time against its entitlement (its weight over the sum of weights), and per
// tenant its weight, quota, GPUs in use and share over the run so far.
class TenantsPage : public LabPage
{
    Q_OBJECT
public:
    explicit TenantsPage(SchedulerSession& session, QWidget* parent = nullptr);

    TimeSeriesPanel* sharesChart() const { return m_shares; }
    QTableWidget* tenantsTable() const { return m_table; }
    QLabel* note() const { return m_note; }

private:
    void onRebuilt();
    void onFrame();

    SchedulerSession& m_session;
    QLabel* m_note = nullptr;
    TimeSeriesPanel* m_shares = nullptr;
    QTableWidget* m_table = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    QHash<QString, qsizetype> m_samplesShown;
};

} // namespace ailab::labs::scheduler
