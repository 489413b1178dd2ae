#include "labs/fabric/panels/collective_panel.h"

#include "core/error.h"
#include "core/models/fabric/collective_fabric.h"
#include "core/units/format.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/fabric/views/collective_ring_page.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <cmath>

namespace ailab::labs::fabric {

namespace col = core::collective;
namespace topo = core::topo;

namespace {
constexpr int kDefaultServers = 8; // the seed's N = 8 workers
constexpr int kDefaultGpus = 1;
constexpr int kDefaultNicGbps = 400;
constexpr double kDefaultBytes = 1073741824.0; // 1 GiB
constexpr int kDefaultRingRanks = 4;           // the seed's four-GPU ring
// Tree and Rabenseifner give the fast path far more distinct flows per step than the ring
// and the hierarchical ring: at 2,048 servers of 8 GPUs one 1 GB size takes minutes
// (Rabenseifner 10 s, the pipelined tree 190 s), so their sweeps stop here.
constexpr int kMaxServersTreeLike = 128;

QString sizeText(double bytes)
{
    // Binary sizes as nccl-tests prints them; the core formats the number.
    return QString::fromStdString(core::units::toStringBinary(core::units::Bytes::bytes(bytes)));
}

QString secondsText(double seconds)
{
    if (seconds < 1e-3)
        return CollectivePanel::tr("%1 µs").arg(QLocale().toString(seconds * 1e6, 'f', 1));
    if (seconds < 1.0)
        return CollectivePanel::tr("%1 ms").arg(QLocale().toString(seconds * 1e3, 'f', 2));
    return CollectivePanel::tr("%1 s").arg(QLocale().toString(seconds, 'f', 3));
}

QString gbText(double bytesPerSecond)
{
    return QLocale().toString(bytesPerSecond / 1e9, 'f', bytesPerSecond < 1e9 ? 3 : 1);
}
} // namespace

CollectivePanel::CollectivePanel(QWidget* parent)
    : LabPage(parent)
{
    auto* controls = new QGroupBox(tr("All-reduce"), this);
    auto* form = new QFormLayout(controls);
    // Labels go above their fields when the column is narrow (a large font).
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_algorithm = new QComboBox(controls);
    m_algorithm->addItem(tr("Ring"), static_cast<int>(col::Algorithm::Ring));
    m_algorithm->addItem(tr("Tree"), static_cast<int>(col::Algorithm::Tree));
    m_algorithm->addItem(tr("Rabenseifner (halving-doubling)"),
                         static_cast<int>(col::Algorithm::Rabenseifner));
    m_algorithm->addItem(tr("Hierarchical (NVLink, then NICs)"),
                         static_cast<int>(col::Algorithm::Hierarchical));
    m_algorithm->setAccessibleName(tr("All-reduce algorithm"));
    m_servers = new QComboBox(controls);
    // Up to 2,048 servers of 8 GPUs: Llama 3 405B's 16,384 (the engine's fast path).
    for (int n : {2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048})
        m_servers->addItem(QLocale().toString(n), n);
    m_servers->setAccessibleName(tr("Servers"));
    m_gpus = new QComboBox(controls);
    for (int k : {1, 2, 4, 8})
        m_gpus->addItem(QLocale().toString(k), k);
    m_gpus->setAccessibleName(tr("GPUs per server"));
    m_nicRate = new QComboBox(controls);
    for (int gbps : {100, 200, 400, 800})
        m_nicRate->addItem(tr("%1 Gb/s").arg(gbps), gbps);
    m_nicRate->setAccessibleName(tr("NIC rate"));
    m_size = new QComboBox(controls);
    for (double bytes : col::defaultSweepSizes())
        m_size->addItem(sizeText(bytes), bytes);
    m_size->setAccessibleName(tr("Message size shown in the tiles and the ring"));
    form->addRow(tr("Algorithm:"), m_algorithm);
    form->addRow(tr("Servers:"), m_servers);
    form->addRow(tr("GPUs per server:"), m_gpus);
    form->addRow(tr("NIC rate:"), m_nicRate);
    form->addRow(tr("Message size:"), m_size);
    m_fabricLabel = new QLabel(controls);
    m_fabricLabel->setWordWrap(true);
    form->addRow(m_fabricLabel);

    m_run = new QPushButton(tr("Run sweep"), this);
    m_run->setAccessibleName(tr("Run the message-size sweep"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setAccessibleName(tr("Cancel the sweep"));
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setAccessibleName(tr("Sweep progress"));
    m_progress->setFormat(tr("%v of %m sizes"));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(m_run);
    runRow->addWidget(m_cancel);

    m_timeTile = new MetricTile(tr("All-reduce time"), this);
    m_busbwTile = new MetricTile(tr("Bus bandwidth"), this);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(controls);
    leftLayout->addLayout(runRow);
    leftLayout->addWidget(m_progress);
    leftLayout->addWidget(m_status);
    leftLayout->addStretch(1);
    auto* tiles = new QWidget(this);
    auto* tileLayout = new QVBoxLayout(tiles);
    tileLayout->setContentsMargins(0, 0, 0, 0);
    tileLayout->addWidget(m_timeTile);
    tileLayout->addWidget(m_busbwTile);
    tileLayout->addStretch(1);

    m_timeChart = new TimeSeriesPanel(this);
    m_timeChart->setTitle(tr("Time against message size"));
    m_timeChart->setAxes(tr("Message size (bytes)"), tr("Time (s)"));
    m_timeChart->setUnits(tr("B"), tr("s"));
    m_timeChart->addSeries(QStringLiteral("simulated"), tr("Simulated"), QColor(), Qt::SolidLine);
    m_timeChart->addSeries(QStringLiteral("closed"), tr("Closed form"), QColor(), Qt::DashLine);
    m_timeChart->setLogScale(true, true);
    m_busbwChart = new TimeSeriesPanel(this);
    m_busbwChart->setTitle(tr("Bus bandwidth against message size"));
    m_busbwChart->setAxes(tr("Message size (bytes)"), tr("busbw (GB/s)"));
    m_busbwChart->setUnits(tr("B"), tr("GB/s"));
    m_busbwChart->addSeries(QStringLiteral("simulated"), tr("Simulated"), QColor(), Qt::SolidLine);
    m_busbwChart->addSeries(QStringLiteral("closed"), tr("Closed form"), QColor(), Qt::DashLine);
    m_busbwChart->setLogScale(true, false);
    // The two charts side by side where they fit, one under the other where they do not.
    auto* sweepPage = new QWidget;
    auto* sweepLayout = new FlowLayout(sweepPage);
    sweepLayout->setContentsMargins(2, 2, 2, 2);
    sweepLayout->addWidget(m_timeChart);
    sweepLayout->addWidget(m_busbwChart);
    for (TimeSeriesPanel* chart : {m_timeChart, m_busbwChart})
        chart->setMinimumHeight(fontMetrics().height() * 14);

    m_ringPage = new CollectiveRingPage;
    connect(m_ringPage, &CollectiveRingPage::ranksChanged, this, [this] {
        if (!m_restoring)
            emit changed();
    });

    auto* pages = new QTabWidget;
    pages->addTab(sweepPage, tr("Sweep"));
    pages->addTab(m_ringPage, tr("Ring, step by step"));
    pages->setAccessibleName(tr("Collective views"));
    m_explainer = new ExplainerPanel;
    m_explainer->setMinimumHeight(100);

    // The controls beside the tiles, the views and the explainer under them across the page,
    // which scrolls downwards, never sideways (beside the controls, the charts ran past a
    // projector's width).
    auto* content = new QWidget(this);
    auto* upper = new QWidget(content);
    auto* upperRow = new FlowLayout(upper);
    upperRow->setContentsMargins(0, 0, 0, 0);
    left->setParent(upper);
    tiles->setParent(upper);
    upperRow->addWidget(left);
    upperRow->addWidget(tiles);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(upper);
    layout->addWidget(pages, 1);
    layout->addWidget(m_explainer);
    hostInVerticalScroll(this, content);

    connect(&m_watcher, &QFutureWatcher<col::SweepPoint>::resultReadyAt, this,
            &CollectivePanel::onPointReady);
    connect(&m_watcher, &QFutureWatcher<col::SweepPoint>::progressRangeChanged, m_progress,
            &QProgressBar::setRange);
    connect(&m_watcher, &QFutureWatcher<col::SweepPoint>::progressValueChanged, m_progress,
            &QProgressBar::setValue);
    connect(&m_watcher, &QFutureWatcher<col::SweepPoint>::finished, this,
            &CollectivePanel::onSweepFinished);
    connect(m_run, &QPushButton::clicked, this, &CollectivePanel::startSweep);
    connect(m_cancel, &QPushButton::clicked, this, &CollectivePanel::cancelSweep);

    resetToDefaults();
    for (QComboBox* box : {m_algorithm, m_servers, m_gpus, m_nicRate})
        connect(box, &QComboBox::currentIndexChanged, this, &CollectivePanel::onControlsChanged);
    connect(m_size, &QComboBox::currentIndexChanged, this, [this] {
        if (m_restoring)
            return;
        showSelectedSize();
        m_ringPage->setMessage(m_size->currentData().toDouble(), m_nicRate->currentData().toInt());
        emit changed();
    });
}

CollectivePanel::~CollectivePanel()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

col::SweepRequest CollectivePanel::sweepRequest() const
{
    col::SweepRequest request;
    request.fabric = core::models::fabric::collectiveFabric(m_servers->currentData().toInt(),
                                                            m_gpus->currentData().toInt(),
                                                            m_nicRate->currentData().toInt());
    request.collective.algorithm = static_cast<col::Algorithm>(m_algorithm->currentData().toInt());
    request.collective.op = col::CollectiveOp::AllReduce;
    request.sizes = col::defaultSweepSizes();
    return request;
}

void CollectivePanel::limitServersToAlgorithm()
{
    const auto algorithm = static_cast<col::Algorithm>(m_algorithm->currentData().toInt());
    const bool treeLike =
        algorithm == col::Algorithm::Tree || algorithm == col::Algorithm::Rabenseifner;
    auto* model = qobject_cast<QStandardItemModel*>(m_servers->model());
    for (int i = 0; model != nullptr && i < m_servers->count(); ++i) {
        const bool tooLarge = treeLike && m_servers->itemData(i).toInt() > kMaxServersTreeLike;
        QStandardItem* item = model->item(i);
        item->setEnabled(!tooLarge);
        item->setToolTip(tooLarge ? tr("Tree and Rabenseifner run up to %1 servers here; ring "
                                       "and hierarchical run up to 2,048.")
                                        .arg(QLocale().toString(kMaxServersTreeLike))
                                  : QString());
    }
    if (treeLike && m_servers->currentData().toInt() > kMaxServersTreeLike) {
        const QSignalBlocker blocker(m_servers);
        m_servers->setCurrentIndex(m_servers->findData(kMaxServersTreeLike));
    }
}

void CollectivePanel::onControlsChanged()
{
    if (m_restoring)
        return;
    limitServersToAlgorithm();
    m_ringPage->setMessage(m_size->currentData().toDouble(), m_nicRate->currentData().toInt());
    startSweep();
    emit changed();
}

bool CollectivePanel::isSweeping() const
{
    return m_sweeping;
}

void CollectivePanel::startSweep()
{
    m_sweeping = true;
    // The fabric the controls now describe, even while the previous sweep winds down.
    const col::SweepRequest request = sweepRequest();
    const topo::FabricConfig& f = request.fabric;
    m_fabricLabel->setText(tr("Fabric: %1 leaves, %2 spines, %3 uplinks per pair, 1:1; "
                              "%4 GPUs in all.")
                               .arg(f.leaves)
                               .arg(f.spines)
                               .arg(f.uplinksPerLeafSpine)
                               .arg(QLocale().toString(f.servers * f.gpusPerServer)));
    if (m_watcher.isRunning()) {
        // Stops after the size in progress, then starts again with the new controls.
        m_restartAfterCancel = true;
        m_watcher.cancel();
        return;
    }
    m_points.clear();
    for (TimeSeriesPanel* chart : {m_timeChart, m_busbwChart})
        chart->clear();
    m_status->setText(tr("Sweeping %1 sizes…").arg(request.sizes.size()));
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setRange(0, static_cast<int>(request.sizes.size()));
    m_progress->setValue(0);
    m_sweepError = std::make_shared<QString>();
    auto error = m_sweepError;
    m_watcher.setFuture(QtConcurrent::run([request, error](QPromise<col::SweepPoint>& promise) {
        promise.setProgressRange(0, static_cast<int>(request.sizes.size()));
        try {
            col::runSweep(request, [&promise](const col::SweepPoint& point, int done, int) {
                promise.addResult(point);
                promise.setProgressValue(done);
                return !promise.isCanceled();
            });
        } catch (const core::Error& e) {
            *error = QString::fromStdString(e.message());
        } catch (const std::exception& e) {
            *error = QString::fromLocal8Bit(e.what());
        }
    }));
    updateExplainer();
}

void CollectivePanel::cancelSweep()
{
    m_restartAfterCancel = false;
    m_watcher.cancel();
}

void CollectivePanel::onPointReady(int index)
{
    const col::SweepPoint point = m_watcher.resultAt(index);
    m_points.push_back(point);
    m_timeChart->append(QStringLiteral("simulated"), point.bytes, point.simulatedSeconds);
    m_timeChart->append(QStringLiteral("closed"), point.bytes, point.closedFormSeconds);
    m_busbwChart->append(QStringLiteral("simulated"), point.bytes, point.busbwBytesPerSecond / 1e9);
    m_busbwChart->append(QStringLiteral("closed"), point.bytes,
                         point.closedFormBusbwBytesPerSecond / 1e9);
    showSelectedSize();
}

void CollectivePanel::onSweepFinished()
{
    m_run->setEnabled(true);
    m_cancel->setEnabled(false);
    if (m_restartAfterCancel) {
        m_restartAfterCancel = false;
        startSweep();
        return;
    }
    m_sweeping = false;
    const int total = m_progress->maximum();
    if (!m_sweepError->isEmpty())
        m_status->setText(tr("The sweep stopped: %1").arg(*m_sweepError));
    else if (static_cast<int>(m_points.size()) < total)
        m_status->setText(tr("Cancelled after %1 of %2 sizes.").arg(m_points.size()).arg(total));
    else
        m_status->setText(tr("Done: %1 sizes.").arg(total));
    showSelectedSize();
    emit sweepFinished();
}

void CollectivePanel::showSelectedSize()
{
    const double bytes = m_size->currentData().toDouble();
    const col::SweepPoint* point = nullptr;
    for (const col::SweepPoint& p : m_points) {
        if (p.bytes == bytes)
            point = &p;
    }
    if (point == nullptr) {
        m_timeTile->setValue(tr("…"));
        m_timeTile->setDetail(tr("%1: waiting for the sweep").arg(sizeText(bytes)));
        m_busbwTile->setValue(tr("…"));
        m_busbwTile->setDetail(QString());
        return;
    }
    m_timeTile->setValue(secondsText(point->simulatedSeconds));
    m_timeTile->setDetail(tr("%1 simulated; closed form %2")
                              .arg(sizeText(bytes), secondsText(point->closedFormSeconds)));
    m_busbwTile->setValue(gbText(point->busbwBytesPerSecond), tr("GB/s"));
    m_busbwTile->setDetail(tr("algbw %1 GB/s; closed form busbw %2 GB/s; busiest link %3 %")
                               .arg(gbText(point->algbwBytesPerSecond),
                                    gbText(point->closedFormBusbwBytesPerSecond),
                                    QLocale().toString(point->maxLinkUtilisation * 100, 'f', 0)));
}

void CollectivePanel::updateExplainer()
{
    const col::SweepRequest request = sweepRequest();
    const int ranks = request.fabric.servers * request.fabric.gpusPerServer;
    ExplainerContent content;
    content.title = tr("All-reduce cost: latency-bound to bandwidth-bound");
    content.conceptText =
        tr("<p>Small messages are latency-bound: the time is the number of steps times the "
           "per-step latency, flat in the size. Large messages are bandwidth-bound: the time "
           "grows with the size and the bus bandwidth approaches the NIC's rate. The "
           "simulated curve runs every step's flows on the flow engine over the routed "
           "fabric; the closed form is the alpha-beta model.</p>"
           "<p>Ring all-reduce is a reduce-scatter then an all-gather, 2(p−1) steps, each "
           "sending n/p bytes. Rabenseifner needs only 2 lg p steps for the same bytes; a "
           "tree pipelines reduce and broadcast; hierarchical reduces over NVLink inside "
           "each server first.</p>");
    content.formula =
        tr("ring: t = 2(p−1)α + 2(p−1)/p · n/B; Rabenseifner: 2 lg p · α + 2(p−1)/p · n/B; "
           "algbw = n/t; busbw = algbw × 2(p−1)/p");
    content.inputs << ExplainerInput{tr("Ranks p"), QLocale().toString(ranks),
                                     tr("servers × GPUs per server")}
                   << ExplainerInput{tr("NIC bandwidth B"),
                                     tr("%1 Gb/s").arg(m_nicRate->currentData().toInt()),
                                     tr("your choice")}
                   << ExplainerInput{tr("Latency α per hop"),
                                     QString::fromStdString(
                                         core::units::toString(request.fabric.networkLinkLatency)),
                                     tr("teaching assumption: cable and switch per link"), true};
    content.sources << tr("Thakur, Rabenseifner and Gropp, Optimization of Collective "
                          "Communication Operations in MPICH, IJHPCA 2005")
                    << tr("NVIDIA nccl-tests, performance notes (algbw and busbw)")
                    << tr("Patarasuk and Yuan, Bandwidth optimal all-reduce algorithms for "
                          "clusters of workstations, JPDC 2009")
                    << tr("AI Infrastructure Explained, sections 05.3 and 05.5");
    m_explainer->setContent(content);
}

QJsonObject CollectivePanel::saveState() const
{
    return QJsonObject{{QStringLiteral("algorithm"),
                        QString::fromStdString(col::algorithmId(
                            static_cast<col::Algorithm>(m_algorithm->currentData().toInt())))},
                       {QStringLiteral("servers"), m_servers->currentData().toInt()},
                       {QStringLiteral("gpusPerServer"), m_gpus->currentData().toInt()},
                       {QStringLiteral("nicGbps"), m_nicRate->currentData().toInt()},
                       {QStringLiteral("bytes"), m_size->currentData().toDouble()},
                       {QStringLiteral("ringRanks"), m_ringPage->ranks()},
                       {QStringLiteral("ringStep"), m_ringPage->ring().step()}};
}

void CollectivePanel::restoreState(const QJsonObject& state)
{
    const auto select = [](QComboBox* box, const QVariant& value, const QVariant& fallback) {
        int index = box->findData(value);
        if (index < 0)
            index = box->findData(fallback);
        box->setCurrentIndex(std::max(0, index));
    };
    m_restoring = true;
    int algorithm = 0;
    try {
        algorithm = static_cast<int>(col::parseAlgorithm(state.value(QStringLiteral("algorithm"))
                                                             .toString(QStringLiteral("ring"))
                                                             .toStdString()));
    } catch (const core::Error&) {
        algorithm = static_cast<int>(col::Algorithm::Ring);
    }
    select(m_algorithm, algorithm, static_cast<int>(col::Algorithm::Ring));
    select(m_servers, state.value(QStringLiteral("servers")).toInt(kDefaultServers),
           kDefaultServers);
    select(m_gpus, state.value(QStringLiteral("gpusPerServer")).toInt(kDefaultGpus), kDefaultGpus);
    select(m_nicRate, state.value(QStringLiteral("nicGbps")).toInt(kDefaultNicGbps),
           kDefaultNicGbps);
    select(m_size, state.value(QStringLiteral("bytes")).toDouble(kDefaultBytes), kDefaultBytes);
    limitServersToAlgorithm();
    m_ringPage->setRanks(
        std::clamp(state.value(QStringLiteral("ringRanks")).toInt(kDefaultRingRanks), 2, 8));
    m_restoring = false;
    m_ringPage->setMessage(m_size->currentData().toDouble(), m_nicRate->currentData().toInt());
    m_ringPage->setStep(state.value(QStringLiteral("ringStep")).toInt(0));
    startSweep();
    emit changed();
}

void CollectivePanel::resetToDefaults()
{
    restoreState(QJsonObject{});
}

} // namespace ailab::labs::fabric
