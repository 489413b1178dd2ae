#include "labs/scheduler/panels/trace_page.h"

#include "core/error.h"
#include "core/models/scheduler/scheduler_scenario.h"
#include "core/sched/scheduler.h"
#include "core/telemetry/metric_registry.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/scheduler/scheduler_session.h"
#include "labs/scheduler/views/sched_format.h"
#include "labs/scheduler/views/sched_texts.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ailab::labs::scheduler {

namespace sched = core::sched;

namespace {
// Replay rates, simulated seconds per wall second at the time bar's normal speed.
constexpr double kRates[] = {1, 10, 60, 600, 3600, 10000};
} // namespace

TracePage::TracePage(SchedulerSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    m_rate = new QComboBox(content);
    for (const double r : kRates)
        m_rate->addItem(tr("%1 × real time").arg(QLocale().toString(r, 'f', 0)), r);
    m_rate->setAccessibleName(tr("Replay rate"));
    m_open = new QPushButton(tr("Open the sample trace"), content);
    m_about = new QLabel(content);
    m_about->setWordWrap(true);

    m_done = new MetricTile(tr("Jobs done"), content);
    m_queued = new MetricTile(tr("Queued jobs"), content);
    m_allocated = new MetricTile(tr("GPU allocation"), content);
    m_clock = new MetricTile(tr("Trace time"), content);
    auto* tiles = new FlowLayout;
    for (MetricTile* t : {m_clock, m_done, m_queued, m_allocated})
        tiles->addWidget(t);

    m_allocation = new TimeSeriesPanel(content);
    m_allocation->setTitle(tr("Allocation and fragmentation"));
    m_allocation->setAxes(tr("Time (h)"), tr("Share of the GPUs (%)"));
    m_allocation->setUnits(tr("h"), tr("%"));
    m_allocation->setYRange(0, 100);
    m_allocation->addSeries(QStringLiteral("gpu_allocation"), tr("GPU allocation"));
    m_allocation->addSeries(QStringLiteral("fragmentation"), tr("Fragmentation"), QColor(),
                            Qt::DashLine);
    m_queue = new TimeSeriesPanel(content);
    m_queue->setTitle(tr("Jobs running and queued"));
    m_queue->setAxes(tr("Time (h)"), tr("Jobs"));
    m_queue->setUnits(tr("h"), tr("jobs"));
    m_queue->addSeries(QStringLiteral("running_jobs"), tr("Running"));
    m_queue->addSeries(QStringLiteral("queued_jobs"), tr("Queued"), QColor(), Qt::DashLine);
    m_crosshair = new CrosshairGroup(this);
    for (TimeSeriesPanel* p : {m_allocation, m_queue}) {
        p->setMinimumHeight(fontMetrics().height() * 14);
        m_crosshair->addPanel(p);
    }

    m_explainer = new ExplainerPanel(content);
    ExplainerContent c;
    c.title = tr("Replaying a cluster trace");
    c.conceptText =
        tr("<p>A trace lists a real cluster's nodes and the jobs its users submitted. Replayed, "
           "each job arrives when it was created and asks for what it asked then; the scheduler "
           "of this run decides where and when it runs, so the same trace under another policy "
           "gives other waits, allocation and fragmentation. The openb traces of Alibaba's GPU "
           "cluster share GPUs in fractions, which is why fragmentation matters there.</p>");
    c.formula = tr("a job arrives at creation_time and, once placed, runs deletion_time − "
                   "scheduled_time seconds;  simulated seconds per wall second = rate × the "
                   "time bar's speed");
    c.inputs = {
        {tr("Trace"), tr("the program's sample trace, 12 nodes, 49 jobs"),
         tr("shipped with the program, in the openb format of kubernetes-scheduler-simulator")},
        {tr("QoS to priority"), tr("BE 0, Burstable 1, LS 2, Guaranteed 3"),
         tr("this program's convention (teaching assumption)"), true}};
    c.sources = {tr("hkust-adsl/kubernetes-scheduler-simulator, the openb traces"),
                 tr("Weng et al., USENIX ATC'23, section 2 (the Alibaba GPU cluster)")};
    m_explainer->setContent(c);

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Replay rate:"), content));
    controls->addWidget(m_rate);
    controls->addWidget(m_open);
    controls->addStretch(1);
    auto* charts = new QHBoxLayout;
    charts->addWidget(m_allocation, 1);
    charts->addWidget(m_queue, 1);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(controls);
    layout->addWidget(m_about);
    layout->addLayout(tiles);
    layout->addLayout(charts, 1);
    layout->addWidget(m_explainer);
    hostInVerticalScroll(this, content);

    connect(m_rate, &QComboBox::currentIndexChanged, this, &TracePage::applyRate);
    connect(m_open, &QPushButton::clicked, this, &TracePage::openSampleTrace);
    connect(m_session.driver(), &SimDriver::frameReady, this, &TracePage::onFrame);
    connect(&m_session, &SchedulerSession::changed, this, &TracePage::onFrame);
    connect(&m_session, &SchedulerSession::rebuilt, this, &TracePage::onRebuilt);
    resetToDefaults();
    onRebuilt();
}

void TracePage::applyRate()
{
    m_session.driver()->setBaseRate(m_rate->currentData().toDouble());
}

void TracePage::onRebuilt()
{
    m_allocation->clear();
    m_queue->clear();
    m_shown.clear();
    applyRate();
    onFrame();
}

void TracePage::onFrame()
{
    const auto& s = m_session.scheduler();
    const auto& metrics = m_session.scheduler().metrics();
    const std::pair<TimeSeriesPanel*, const char*> series[] = {{m_allocation, "gpu_allocation"},
                                                               {m_allocation, "fragmentation"},
                                                               {m_queue, "running_jobs"},
                                                               {m_queue, "queued_jobs"}};
    for (const auto& [panel, name] : series) {
        const auto* ts = metrics.find(name);
        if (ts == nullptr)
            continue;
        qsizetype& shown = m_shown[QString::fromLatin1(name)];
        for (auto k = std::size_t(shown); k < ts->size(); ++k)
            panel->append(QString::fromLatin1(name), (*ts)[k].time / 3600.0, (*ts)[k].value);
        shown = qsizetype(ts->size());
    }
    int done = 0;
    for (const auto& r : s.jobs())
        done += r.state == sched::JobState::Done || r.state == sched::JobState::TimedOut ? 1 : 0;
    m_done->setValue(QString::number(done), tr("of %n job(s)", nullptr, int(s.jobs().size())));
    // The same count of jobs as the tile: the learner's jobs join the run as they come.
    m_about->setText(
        tr("%1 nodes, %2 GPUs, %n job(s); %3, backfill %4. Play on the time bar; the rate "
           "multiplies the time bar's speed.",
           nullptr, int(s.jobs().size()))
            .arg(s.cluster().nodeCount())
            .arg(s.cluster().totalGpus())
            .arg(SchedTexts::policyName(s.config().policy),
                 SchedTexts::backfillName(s.config().backfill)));
    m_queued->setValue(QString::number(s.queue().size()));
    const double total = std::max(1, s.cluster().totalGpus());
    m_allocated->setValue(SchedFormat::number(100.0 * s.cluster().allocatedGpus() / total, 0),
                          tr("%"));
    m_clock->setValue(SchedFormat::duration(m_session.now()));
}

QJsonObject TracePage::saveState() const
{
    QJsonObject state;
    state[QStringLiteral("rate")] = m_rate->currentData().toDouble();
    return state;
}

void TracePage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != QLatin1String("rate"))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    if (!state.contains(QStringLiteral("rate")))
        return;
    const int i = m_rate->findData(state.value(QStringLiteral("rate")).toDouble());
    if (!state.value(QStringLiteral("rate")).isDouble() || i < 0)
        throw core::Error("expected 1, 10, 60, 600, 3600 or 10000", "/rate");
    m_rate->setCurrentIndex(i);
}

void TracePage::resetToDefaults()
{
    // A minute of cluster time a second: the course's jobs of hours play in minutes.
    m_rate->setCurrentIndex(m_rate->findData(SchedulerSession::kDefaultRate));
    applyRate();
}

} // namespace ailab::labs::scheduler
