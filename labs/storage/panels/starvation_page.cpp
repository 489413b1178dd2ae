#include "labs/storage/panels/starvation_page.h"

#include "core/error.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/steady_state.h"
#include "core/telemetry/metric_registry.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/storage/storage_session.h"
#include "labs/storage/views/starvation_controls.h"
#include "labs/storage/views/storage_explainers.h"
#include "labs/storage/views/storage_format.h"

#include <QGroupBox>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs::storage {

namespace {
const QString kView = QStringLiteral("view");
constexpr double kGB = 1e9;

QString seriesName(const std::string& job, const char* figure)
{
    return QString::fromStdString(job + "/" + figure);
}
} // namespace

StarvationPage::StarvationPage(StorageSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    m_controls = new StarvationControls(content);

    auto* closedBox = new QGroupBox(tr("Closed form: the slowest stage"), content);
    auto* closedTiles = new FlowLayout(closedBox);
    m_throughput = new MetricTile(tr("Effective pipeline throughput"), closedBox);
    m_fed = new MetricTile(tr("GPU data-feed efficiency"), closedBox);
    m_wait = new MetricTile(tr("Estimated data-wait fraction"), closedBox);
    m_limiting = new MetricTile(tr("Primary limiting stage"), closedBox);
    for (MetricTile* t : {m_throughput, m_fed, m_wait, m_limiting})
        closedTiles->addWidget(t);
    m_throughput->setExplanation(tr("The least of the storage, preprocessing and demand rates."));
    m_fed->setExplanation(tr("Throughput over the GPUs' demand: the share of their appetite "
                             "the pipeline can feed. It is not measured GPU utilisation."));
    m_wait->setExplanation(tr("One minus the fed fraction."));
    m_limiting->setExplanation(tr("The slowest of the three stages; the GPUs when they are fed."));

    auto* simBox = new QGroupBox(tr("Simulation: the same pipeline, batch by batch"), content);
    auto* simTiles = new FlowLayout(simBox);
    m_simThroughput = new MetricTile(tr("Delivered (simulated)"), simBox);
    m_simBusy = new MetricTile(tr("GPU busy (simulated)"), simBox);
    m_simWait = new MetricTile(tr("Data wait (simulated)"), simBox);
    m_au = new MetricTile(tr("Accelerator utilisation"), simBox);
    for (MetricTile* t : {m_simThroughput, m_simBusy, m_simWait, m_au})
        simTiles->addWidget(t);
    m_simThroughput->setExplanation(tr("Bytes the jobs read from storage per second, over each "
                                       "epoch's time after the first step as in AU."));
    m_simBusy->setExplanation(tr("The GPUs' compute time over the run so far, every second "
                                 "counted."));
    m_simWait->setExplanation(tr("The GPUs' time spent waiting for their next batch."));
    m_au->setExplanation(tr("Accelerator utilisation (AU) as MLPerf Storage measures it with "
                            "its DLIO benchmark: compute time over each epoch's time with the "
                            "epoch's first step left out, mean over GPUs and epochs. Leaving "
                            "out the first step (the wait for an empty buffer) puts it a little "
                            "above GPU busy."));

    m_verdict = new QLabel(content);
    m_verdict->setWordWrap(true);
    m_message = new QLabel(content);
    m_message->setWordWrap(true);
    m_message->setVisible(false);

    auto* timeline = new QWidget(content);
    m_timelineLayout = new QVBoxLayout(timeline);
    m_timelineLayout->setContentsMargins(0, 0, 0, 0);
    m_crosshair = new CrosshairGroup(this);

    m_explainer = new ExplainerPanel(content);
    m_views = new QTabWidget(content);
    m_views->addTab(timeline, tr("Per-stage timeline"));
    m_views->addTab(m_explainer, tr("How the closed form and the simulation differ"));
    m_views->setAccessibleName(tr("Starvation timeline and explanation"));
    // Room for the three charts: the page scrolls rather than squeezing them.
    m_views->setMinimumHeight(m_views->fontMetrics().height() * 44);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_controls);
    layout->addWidget(m_message);
    layout->addWidget(closedBox);
    layout->addWidget(simBox);
    layout->addWidget(m_verdict);
    layout->addWidget(m_views, 1);
    hostInVerticalScroll(this, content);

    connect(m_controls, &StarvationControls::edited, this, &StarvationPage::onEdited);
    connect(m_session.driver(), &SimDriver::frameReady, this, &StarvationPage::onFrame);
    connect(&m_session, &StorageSession::rebuilt, this, &StarvationPage::onRebuilt);
    onRebuilt();
}

StarvationPage::~StarvationPage() = default;

void StarvationPage::onEdited()
{
    const bool playing = m_session.driver()->isPlaying();
    try {
        m_session.setConfig(m_controls->config(m_session.config()));
        m_message->setVisible(false);
    } catch (const core::Error& e) {
        m_message->setText(tr("Not applied: %1").arg(QString::fromStdString(e.what())));
        m_message->setVisible(true);
        onRebuilt();
        return;
    }
    // A change while playing restarts the run and keeps it playing.
    if (playing)
        m_session.driver()->play();
}

void StarvationPage::onRebuilt()
{
    const core::storage::PipelineConfig& config = m_session.config();
    const core::storage::ClosedFormRates closed = m_session.closedForm();
    // The storage slider reads the closed form's storage rate: the bandwidth, unless the
    // IOPS, the metadata service or the network limit it lower.
    m_controls->showConfig(config, closed.storage, closed.preprocessing, closed.demand);

    const core::storage::SteadyStateResult& r = closed.result;
    const bool fed = r.limiting == core::storage::PipelineStage::Gpu;
    m_throughput->setValue(StorageFormat::rate(r.throughput));
    m_throughput->setDetail(tr("storage %1 · preprocessing %2 · GPUs %3")
                                .arg(StorageFormat::rate(closed.storage),
                                     StorageFormat::rate(closed.preprocessing),
                                     StorageFormat::rate(closed.demand)));
    m_fed->setValue(StorageFormat::percent(r.fedFraction));
    m_fed->setDetail(fed ? tr("fully supplied") : tr("data-starved"));
    m_fed->setStatus(fed ? Status::Healthy : Status::Congested);
    m_wait->setValue(StorageFormat::percent(r.waitFraction));
    m_limiting->setValue(StorageFormat::stage(r.limiting));
    m_limiting->setStatus(fed ? Status::Healthy : Status::Congested);
    switch (r.limiting) {
    case core::storage::PipelineStage::Storage:
        m_verdict->setText(tr("<b>Storage bottleneck detected.</b> The storage system cannot "
                              "supply training data at the rate demanded by the GPUs."));
        break;
    case core::storage::PipelineStage::Preprocessing:
        m_verdict->setText(tr("<b>Preprocessing bottleneck detected.</b> The CPU cores cannot "
                              "prepare batches as fast as the GPUs consume them."));
        break;
    case core::storage::PipelineStage::Gpu:
        m_verdict->setText(tr("<b>Pipeline ready.</b> Storage and preprocessing keep up with "
                              "the GPUs in the steady state; watch the simulation for the "
                              "stalls a shallow buffer or jittery reads still cause."));
        break;
    }

    // The timeline starts again with the new run.
    m_seen.clear();
    m_stepsSeen = 0;
    QStringList jobs;
    for (const core::storage::JobConfig& j : config.jobs)
        jobs << QString::fromStdString(j.name);
    if (jobs != m_chartJobs || m_delivery == nullptr) {
        m_chartJobs = jobs;
        buildCharts();
    }
    for (TimeSeriesPanel* p : {m_delivery, m_buffer, m_strip}) {
        p->clear();
        p->clearThresholds();
    }
    // One line where the closed form's rate is the demand (the GPUs limit), two otherwise;
    // room above the highest for its label, which would otherwise fall on the next line's.
    if (r.throughput >= closed.demand) {
        m_delivery->addThreshold(closed.demand / kGB, tr("GPU demand = closed form"));
    } else {
        m_delivery->addThreshold(closed.demand / kGB, tr("GPU demand"));
        m_delivery->addThreshold(r.throughput / kGB, tr("Closed form"));
    }
    const double tierMax = config.storageNetworkBytesPerSecond > 0
                               ? std::min(config.tier.bandwidthBytesPerSecond(),
                                          config.storageNetworkBytesPerSecond)
                               : config.tier.bandwidthBytesPerSecond();
    m_delivery->setYRange(0.0, 1.25 * std::max(closed.demand, tierMax) / kGB);
    m_buffer->addThreshold(config.jobs.front().prefetch, tr("Buffer depth"));
    m_explainer->setContent(StorageExplainers::starvation(config, closed));
    onFrame();
}

void StarvationPage::buildCharts()
{
    for (TimeSeriesPanel* old : {m_delivery, m_buffer, m_strip}) {
        if (old != nullptr) {
            m_crosshair->removePanel(old);
            delete old;
        }
    }
    QWidget* timeline = m_timelineLayout->parentWidget();
    m_delivery = new TimeSeriesPanel(timeline);
    m_delivery->setTitle(tr("Data delivered per stage"));
    m_delivery->setAxes(tr("Time (s)"), tr("Throughput (GB/s)"));
    m_delivery->setUnits(QStringLiteral("s"), QStringLiteral("GB/s"));
    m_buffer = new TimeSeriesPanel(timeline);
    m_buffer->setTitle(tr("Prefetch buffer: batches ready"));
    m_buffer->setAxes(tr("Time (s)"), tr("Ready batches"));
    m_buffer->setUnits(QStringLiteral("s"), tr("batches"));
    m_strip = new TimeSeriesPanel(timeline);
    m_strip->setTitle(tr("GPU busy or waiting"));
    m_strip->setAxes(tr("Time (s)"), tr("Busy (%)"));
    m_strip->setUnits(QStringLiteral("s"), QStringLiteral("%"));
    m_strip->setYRange(0.0, 105.0);
    m_delivery->addSeries(QStringLiteral("tier"), tr("Storage tier delivers"));
    for (const QString& id : std::as_const(m_chartJobs)) {
        m_delivery->addSeries(id, tr("%1: GPUs consume").arg(id));
        m_buffer->addSeries(id, tr("%1: ready batches").arg(id));
        m_strip->addSeries(id, tr("%1: GPUs busy").arg(id));
    }
    m_strip->addSeries(QStringLiteral("gpu0"), tr("First GPU: computing (100) or waiting (0)"),
                       QColor(), Qt::DotLine);
    for (TimeSeriesPanel* p : {m_delivery, m_buffer, m_strip}) {
        p->setMinimumHeight(p->fontMetrics().height() * 13);
        m_timelineLayout->addWidget(p);
        m_crosshair->addPanel(p);
    }
}

void StarvationPage::onFrame()
{
    const core::telemetry::MetricRegistry& telemetry = m_session.telemetry();
    const core::storage::PipelineConfig& config = m_session.config();
    // Appends what each series recorded since the last frame.
    std::size_t index = 0;
    const auto drain = [&](TimeSeriesPanel* panel, const QString& id, const std::string& name,
                           double scale) {
        if (m_seen.size() <= index)
            m_seen.push_back(0);
        const core::telemetry::TimeSeries* s = telemetry.find(name);
        if (s != nullptr) {
            const std::size_t total = std::size_t(s->totalAdded());
            const std::size_t first = total - s->size();
            for (std::size_t i = std::max(m_seen[index], first); i < total; ++i) {
                const auto& sample = (*s)[i - first];
                panel->append(id, sample.time, sample.value * scale);
            }
            m_seen[index] = total;
        }
        ++index;
    };
    drain(m_delivery, QStringLiteral("tier"), "storage/tier_throughput", 1.0);
    for (const core::storage::JobConfig& j : config.jobs) {
        const QString id = QString::fromStdString(j.name);
        drain(m_delivery, id, seriesName(j.name, "throughput").toStdString(), 1.0);
        drain(m_buffer, id, seriesName(j.name, "prefetch_depth").toStdString(), 1.0);
        drain(m_strip, id, seriesName(j.name, "gpu_busy").toStdString(), 1.0);
    }
    // The first job's first GPU, step by step: 100 while it computes, 0 while it waits.
    const auto& steps = m_session.run().steps();
    for (; m_stepsSeen < steps.size(); ++m_stepsSeen) {
        const core::storage::StepRecord& s = steps[m_stepsSeen];
        if (s.job != 0)
            continue;
        const QString id = QStringLiteral("gpu0");
        m_strip->append(id, s.computeStartS, 0.0);
        m_strip->append(id, s.computeStartS, 100.0);
        m_strip->append(id, s.computeEndS, 100.0);
        m_strip->append(id, s.computeEndS, 0.0);
    }

    const core::storage::PipelineResult r = m_session.result();
    double delivered = 0, busy = 0, wait = 0, au = 0, threshold = 0;
    bool passed = true;
    for (const core::storage::JobResult& j : r.jobs) {
        const double n = double(r.jobs.size());
        delivered += j.deliveredBytesPerSecond;
        busy += j.gpuBusyFraction / n;
        wait += j.dataWaitFraction / n;
        au += j.au / n;
        threshold = std::max(threshold, j.auThreshold);
        passed = passed && j.passed;
    }
    // Nothing measured yet: no GPU has taken a step after its first (AU and the delivered
    // rate leave the first out).
    if (au <= 0) {
        const QString none = tr("–");
        for (MetricTile* t : {m_simThroughput, m_simBusy, m_simWait, m_au}) {
            t->setValue(none);
            t->clearStatus();
            t->setDetail(QString());
        }
        m_simThroughput->setDetail(tr("press Play to run the pipeline"));
        m_au->setDetail(tr("threshold %1").arg(StorageFormat::percent(threshold)));
        return;
    }
    m_simThroughput->setValue(StorageFormat::rate(delivered));
    m_simThroughput->setDetail(tr("closed form %1").arg(
        StorageFormat::rate(m_session.closedForm().result.throughput)));
    // The figures so far while the run goes on; the whole run's once it has ended.
    m_simBusy->setValue(StorageFormat::percent(busy));
    m_simBusy->setDetail(tr("over the run so far"));
    m_simWait->setValue(StorageFormat::percent(wait));
    m_simWait->setDetail(tr("closed form %1").arg(
        StorageFormat::percent(m_session.closedForm().result.waitFraction)));
    m_au->setValue(StorageFormat::percent(au));
    m_au->setDetail(tr("threshold %1; GPU busy without each epoch's first step")
                        .arg(StorageFormat::percent(threshold)));
    if (m_session.run().finished())
        m_au->setStatus(passed ? Status::Healthy : Status::Failed);
    else
        m_au->clearStatus();
}

QJsonObject StarvationPage::saveState() const
{
    return {{kView, m_views->currentIndex()}};
}

void StarvationPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != kView)
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    const QJsonValue view = state.value(kView);
    if (!view.isUndefined() &&
        (!view.isDouble() || view.toInt(-1) < 0 || view.toInt(-1) >= m_views->count()))
        throw core::Error("expected the index of a view", "/view");
    m_views->setCurrentIndex(view.toInt(0));
}

void StarvationPage::resetToDefaults()
{
    m_message->setVisible(false);
    m_views->setCurrentIndex(0);
}

} // namespace ailab::labs::storage
