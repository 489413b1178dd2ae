#include "labs/scheduler/panels/tenants_page.h"

#include "core/models/scheduler/scheduler_scenario.h"
#include "core/sched/scheduler.h"
#include "core/telemetry/metric_registry.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/scheduler/scheduler_session.h"
#include "labs/scheduler/views/sched_format.h"
#include "labs/scheduler/views/sched_texts.h"

#include <QStringList>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ailab::labs::scheduler {

namespace sched = core::sched;

TenantsPage::TenantsPage(SchedulerSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    m_note = new QLabel(content);
    m_note->setWordWrap(true);
    m_shares = new TimeSeriesPanel(content);
    m_shares->setTitle(tr("Share of the allocated GPUs per tenant"));
    m_shares->setAxes(tr("Time (h)"), tr("Share (%)"));
    m_shares->setUnits(tr("h"), tr("%"));
    m_shares->setYRange(0, 100);
    m_shares->setMinimumHeight(fontMetrics().height() * 18);
    m_table = new QTableWidget(0, 6, content);
    // Titles on two lines: the six columns fit beside the explainer in presenter mode.
    QStringList titles;
    for (const QString& title : {tr("Tenant"), tr("Weight"), tr("Quota (GPUs)"), tr("Entitlement"), tr("GPUs in use"),
                                 tr("Share so far")})
        titles << stackedTitle(title, 8);
    m_table->setHorizontalHeaderLabels(titles);
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Tenants"));
    fitColumnsWhole(m_table);
    m_explainer = new ExplainerPanel(content);
    ExplainerContent c;
    c.title = tr("Fair share across tenants");
    c.conceptText =
        tr("<p>Each tenant (a Kueue ClusterQueue, a Slurm account) has a weight and may have a "
           "quota. With fair share the queue is ordered by each tenant's GPUs in use over its "
           "weight, lowest first, and ordered again after every start, so over time each "
           "tenant's share of the allocated GPUs moves towards its entitlement. A tenant may "
           "borrow idle GPUs beyond its quota; when the owner needs them back they are "
           "reclaimed by preemption.</p>");
    c.formula = tr("entitlement(t) = weight(t) / Σ weights;  queue order by GPUs in use(t) / "
                   "weight(t)");
    c.inputs = {{tr("Weights and quotas"), tr("the scenario's tenants"), tr("scenario")}};
    c.sources = {tr("Kueue, \"Fair sharing\" and \"Cohorts\" (borrowing and reclaim)"),
                 tr("Slurm, \"Classic Fairshare Algorithm\"")};
    m_explainer->setContent(c);

    // The table beside the explainer where both fit, the explainer under it where not.
    auto* lower = new WrappingSplitter(content);
    lower->addWidget(m_table);
    lower->addWidget(m_explainer);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_note);
    layout->addWidget(m_shares, 2);
    layout->addWidget(lower, 1);
    hostInVerticalScroll(this, content);

    connect(m_session.driver(), &SimDriver::frameReady, this, &TenantsPage::onFrame);
    connect(&m_session, &SchedulerSession::changed, this, &TenantsPage::onFrame);
    connect(&m_session, &SchedulerSession::rebuilt, this, &TenantsPage::onRebuilt);
    onRebuilt();
}

void TenantsPage::onRebuilt()
{
    m_shares->removeAllSeries(); // the legend names only this run's tenants
    m_shares->clearThresholds();
    m_samplesShown.clear();
    const auto& s = m_session.scheduler();
    const auto& tenants = s.config().tenants;
    double weights = 0;
    for (const auto& t : tenants)
        weights += t.weight;
    for (std::size_t i = 0; i < s.tenantNames().size(); ++i) {
        const QString id = QString::fromStdString(s.tenantNames()[i]);
        const QString name = SchedTexts::tenantName(s.tenantNames()[i]);
        if (m_shares->seriesIndex(id) < 0)
            m_shares->addSeries(id, name);
        if (i < tenants.size() && weights > 0)
            m_shares->addThreshold(100.0 * tenants[i].weight / weights,
                                   tr("%1's entitlement").arg(name));
    }
    m_note->setText(
        tenants.empty()
            ? tr("This run has one tenant. Open the preset \"Two tenants and fair share\" to "
                 "see shares against weights.")
            : (s.config().fairShare ? tr("Fair share is on: the queue is ordered by GPUs in use "
                                         "over weight.")
                                    : tr("Fair share is off: the queue is ordered by priority, "
                                         "then arrival.")));
    m_table->setRowCount(int(s.tenantNames().size()));
    onFrame();
}

void TenantsPage::onFrame()
{
    auto& s = m_session.scheduler();
    const auto& tenants = s.config().tenants;
    const sched::SchedulerSummary summary = s.summary();
    // A job of a tenant the run did not name adds that tenant when it is submitted: it
    // gets its row and its line here (QTableWidget::setItem drops an item beyond the rows).
    if (m_table->rowCount() != int(s.tenantNames().size()))
        m_table->setRowCount(int(s.tenantNames().size()));
    for (std::size_t i = 0; i < s.tenantNames().size(); ++i) {
        const QString id = QString::fromStdString(s.tenantNames()[i]);
        const QString name = SchedTexts::tenantName(s.tenantNames()[i]);
        if (m_shares->seriesIndex(id) < 0)
            m_shares->addSeries(id, name);
        if (const auto* series = s.metrics().find("tenant_share/" + s.tenantNames()[i])) {
            qsizetype& shown = m_samplesShown[id];
            for (auto k = std::size_t(shown); k < series->size(); ++k)
                m_shares->append(id, (*series)[k].time / 3600.0, (*series)[k].value);
            shown = qsizetype(series->size());
        }
        const sched::TenantShare* share =
            i < summary.tenants.size() ? &summary.tenants[i] : nullptr;
        const QString cells[] = {name,
                                 i < tenants.size() ? SchedFormat::number(tenants[i].weight, 1)
                                                    : QStringLiteral("1"),
                                 i < tenants.size() && tenants[i].quotaGpus > 0
                                     ? SchedFormat::number(tenants[i].quotaGpus, 1)
                                     : tr("none"),
                                 share ? SchedFormat::percent(100 * share->entitlement) : QString(),
                                 SchedFormat::number(s.tenantUsage(int(i)), 1),
                                 share ? SchedFormat::percent(100 * share->share) : QString()};
        for (int c = 0; c < 6; ++c) {
            auto* item = m_table->item(int(i), c);
            if (item == nullptr) {
                item = new QTableWidgetItem;
                m_table->setItem(int(i), c, item);
            }
            item->setText(cells[c]);
        }
    }
}

} // namespace ailab::labs::scheduler
