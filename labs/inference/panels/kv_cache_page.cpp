#include "labs/inference/panels/kv_cache_page.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/infer/serving_cluster.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/data_table_toggle.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/views/block_map_view.h"
#include "labs/inference/views/serving_format.h"
#include "labs/inference/views/series_fill.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace ailab::labs::inference {

namespace fmt = serving_format;
namespace infer = core::infer;

namespace {
constexpr int kMaxReplicas = 256; // the cluster's limit
} // namespace

KvCachePage::KvCachePage(InferenceSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    hostInVerticalScroll(this, content);

    auto* controls = new QWidget(content);
    auto* row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(tr("Replica sho&wn:"), controls);
    m_replica = new QSpinBox(controls);
    m_replica->setAccessibleName(tr("Replica shown"));
    label->setBuddy(m_replica);
    row->addWidget(label);
    row->addWidget(m_replica);
    row->addStretch(1);

    auto* tiles = new QWidget(content);
    auto* tileRow = new FlowLayout(tiles);
    m_blocksTile = new MetricTile(tr("KV blocks in use"), tiles);
    m_blocksTile->setExplanation(tr("Blocks of 16 tokens held by running requests and by the "
                                    "prefixes they share, of the replica's pool."));
    m_capacityTile = new MetricTile(tr("KV cache capacity"), tiles);
    m_capacityTile->setExplanation(tr("Tokens the pool holds: blocks × 16."));
    m_perTokenTile = new MetricTile(tr("KV per token"), tiles);
    m_perTokenTile->setExplanation(tr("K and V of one token in every layer: 2 × layers × KV "
                                      "heads × head size × bytes, per GPU of the replica."));
    m_batchTile = new MetricTile(tr("Requests running"), tiles);
    m_batchTile->setExplanation(tr("The replica's batch, and the requests waiting for it."));
    m_preemptionsTile = new MetricTile(tr("Preemptions"), tiles);
    m_preemptionsTile->setExplanation(tr("Requests evicted to free blocks (vLLM V1 recomputes "
                                         "them later), on this replica since the start."));
    for (MetricTile* t :
         {m_blocksTile, m_capacityTile, m_perTokenTile, m_batchTile, m_preemptionsTile})
        tileRow->addWidget(t);

    m_map = new BlockMapView;
    auto* mapFrame = new DataTableToggle(m_map, m_map->blockModel(), content);
    mapFrame->setTitle(tr("Block map: solid and dotted cells are requests' blocks, hatched "
                          "cells cached prefixes, dashed outlines free blocks"));
    mapFrame->setSubjectName(tr("Block map"));
    fitColumnsToContents(mapFrame->tableView());

    m_memory = new SummaryChart(content);
    m_memory->setTitle(tr("Memory of one GPU"));
    m_memory->setMinimumHeight(fontMetrics().height() * 10);
    m_perToken = new SummaryChart(content);
    m_perToken->setTitle(tr("KV cache per token, by model"));
    m_perToken->setMinimumHeight(fontMetrics().height() * 14);

    m_usage = new TimeSeriesPanel(content);
    m_usage->setTitle(tr("KV cache usage"));
    m_usage->setAxes(tr("Time (s)"), tr("Blocks in use (%)"));
    m_usage->setUnits(tr("s"), tr("%"));
    m_usage->addSeries(QStringLiteral("kv"), tr("KV usage, all ready replicas"));
    m_usage->setYRange(0, 105);
    m_usage->addThreshold(100, tr("pool full"));
    m_usage->setMinimumHeight(fontMetrics().height() * 13);
    m_requests = new TimeSeriesPanel(content);
    m_requests->setTitle(tr("Batch, queue and preemptions"));
    m_requests->setAxes(tr("Time (s)"), tr("Requests"));
    m_requests->setUnits(tr("s"), tr("requests"));
    m_requests->addSeries(QStringLiteral("running"), tr("Running"));
    m_requests->addSeries(QStringLiteral("waiting"), tr("Waiting"), QColor(), Qt::DashLine);
    m_requests->addSeries(QStringLiteral("preemptions"), tr("Preemptions (cumulative)"), QColor(),
                          Qt::DotLine);
    m_requests->setMinimumHeight(fontMetrics().height() * 13);

    m_explainer = new ExplainerPanel(content);
    m_explainer->setMinimumHeight(fontMetrics().height() * 14);

    auto* grid = new QGridLayout;
    grid->addWidget(mapFrame, 0, 0);
    grid->addWidget(m_memory, 0, 1);
    grid->addWidget(m_usage, 1, 0);
    grid->addWidget(m_requests, 1, 1);
    grid->addWidget(m_perToken, 2, 0);
    grid->addWidget(m_explainer, 2, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(controls);
    layout->addWidget(tiles);
    layout->addLayout(grid, 1);

    connect(m_replica, &QSpinBox::valueChanged, this, [this](int value) {
        m_wanted = value;
        showStatic();
        onFrame();
    });
    connect(&m_session, &InferenceSession::rebuilt, this, &KvCachePage::onRebuilt);
    connect(m_session.driver(), &SimDriver::frameReady, this, &KvCachePage::onFrame);
    onRebuilt();
}

int KvCachePage::replica() const
{
    return m_replica->value() - 1;
}

void KvCachePage::showEvent(QShowEvent* event)
{
    LabPage::showEvent(event);
    onFrame();
}

void KvCachePage::onRebuilt()
{
    const int replicas = m_session.cluster().replicaCount();
    const QSignalBlocker block(m_replica);
    m_replica->setRange(1, std::max(1, replicas));
    m_replica->setValue(m_wanted);
    for (const QString& id :
         {QStringLiteral("running"), QStringLiteral("waiting"), QStringLiteral("preemptions")})
        m_requests->setSeriesData(id, {}, {});
    m_usage->setSeriesData(QStringLiteral("kv"), {}, {});
    showStatic();
    onFrame();
}

void KvCachePage::showStatic()
{
    const infer::IterationCostModel& cost = m_session.cluster().costModel();
    const infer::MemoryPlan& plan = cost.memory();
    m_memory->setBreakdown(
        {hardwareText(cost.gpu().name)},
        {BarSeries{tr("Weights"), {plan.weightBytesPerGpu / 1e9}, style::seriesColor(0)},
         BarSeries{tr("KV cache"), {plan.kvBytesPerGpu / 1e9}, style::seriesColor(1)},
         BarSeries{tr("Reserve for activations"), {plan.reserveBytesPerGpu / 1e9},
                   style::seriesColor(2)},
         BarSeries{tr("Outside the engine"), {plan.outsideEngineBytes / 1e9},
                   QColor(), true}},
        tr("GB"));
    QStringList models;
    QList<double> bf16, fp8;
    for (const infer::TransformerModel& m : infer::transformerModels()) {
        models << QString::fromStdString(m.name);
        bf16 << m.kvBytesPerToken(infer::KvPrecision::BF16) / 1024.0;
        fp8 << m.kvBytesPerToken(infer::KvPrecision::FP8) / 1024.0;
    }
    m_perToken->setBars(models, {BarSeries{tr("bf16 KV cache"), bf16, style::seriesColor(0)},
                         BarSeries{tr("fp8 KV cache"), fp8, style::seriesColor(1)}},
                        tr("KiB per token"));

    m_capacityTile->setValue(fmt::count(plan.kvTokenCapacity), tr("tokens"));
    m_capacityTile->setDetail(tr("%1 blocks, %2 per GPU")
                                  .arg(fmt::count(plan.kvBlocks), fmt::bytes(plan.kvBytesPerGpu)));
    m_perTokenTile->setValue(fmt::bytes(cost.model().kvBytesPerToken(
        m_session.config().serving.replica.kvCache)));
    m_perTokenTile->setDetail(tr("%1, %2 KV heads").arg(QString::fromStdString(cost.model().name))
                                  .arg(cost.model().kvHeads));

    ExplainerContent c;
    c.title = tr("The paged KV cache");
    c.conceptText = tr(
        "<p>Every token a request has seen keeps its keys and values (K and V) in every layer, "
        "so that the next token attends to them without computing them again. vLLM keeps "
        "them in blocks of 16 tokens (PagedAttention), handed out as a request grows and "
        "returned when it finishes, so memory is not reserved for the longest answer.</p>"
        "<p>The blocks live in what is left of the engine's share of GPU memory (90 % unless "
        "the scenario says otherwise) after the weights and the reserve. When a running request needs a block and none is "
        "free, the scheduler preempts the request admitted last: its blocks are freed and it "
        "is computed again later. Preemptions cost time and show that the cache is too small "
        "for the batch.</p>");
    c.formula = tr("KV bytes per token = 2 × L × K × d × e<br>blocks = ⌊(share × HBM − "
                   "weights − reserve) / (16 × KV bytes per token)⌋");
    const infer::TransformerModel& m = cost.model();
    const infer::ReplicaSetup& setup = cost.setup();
    c.inputs = {
        {tr("Layers L"), fmt::count(m.layers), QString::fromStdString(m.source)},
        {tr("KV heads K"), fmt::count(m.kvHeads), QString::fromStdString(m.source)},
        {tr("Head size d"), fmt::count(m.headSize), QString::fromStdString(m.source)},
        {tr("Bytes per element e"),
         fmt::number(infer::bytesPerKvElement(setup.kvCache), 0),
         tr("KV cache %1").arg(QString::fromLatin1(infer::kvPrecisionId(setup.kvCache).data()))},
        {tr("Engine's share of GPU memory"), fmt::percent(setup.gpuMemoryUtilization),
         tr("vLLM's gpu_memory_utilization: 0.9 by default, or the scenario")},
        {tr("HBM"), fmt::bytes(plan.gpuMemoryBytes), hardwareText(cost.gpu().source)},
        {tr("Weights per GPU"), fmt::bytes(plan.weightBytesPerGpu),
         tr("parameters × bytes per weight / tensor-parallel GPUs")},
        {tr("Reserve per GPU"), fmt::bytes(plan.reserveBytesPerGpu), tr("assumption"), true}};
    c.sources = {tr("Kwon et al. 2023, \"Efficient Memory Management for Large Language Model "
                    "Serving with PagedAttention\", SOSP"),
                 tr("vLLM, vllm/v1/core/sched/scheduler.py: preemption by recompute"),
                 tr("AI Infrastructure Explained, section 07.4: KV cache")};
    m_explainer->setContent(c);
}

void KvCachePage::onFrame()
{
    if (!isVisibleTo(window()))
        return;
    const infer::ServingCluster& cluster = m_session.cluster();
    if (m_replica->maximum() != cluster.replicaCount()) {
        // The autoscaler adds replicas while the run plays.
        const QSignalBlocker block(m_replica);
        m_replica->setRange(1, std::max(1, cluster.replicaCount()));
        m_replica->setValue(m_wanted);
    }
    const int r = std::clamp(replica(), 0, cluster.replicaCount() - 1);
    m_map->showReplica(cluster, r);
    const infer::ClusterSnapshot snap = cluster.snapshot();
    const infer::ReplicaSnapshot& rep = snap.replicas[std::size_t(r)];
    m_blocksTile->setValue(fmt::percent(rep.kvUsage));
    m_blocksTile->setDetail(tr("%1 of %2 blocks")
                                .arg(fmt::count(rep.kvBlocksUsed), fmt::count(rep.kvBlocksTotal)));
    m_batchTile->setValue(fmt::count(rep.running));
    m_batchTile->setDetail(tr("%n waiting", nullptr, rep.waiting));
    // Two windows, each named: this replica up to the clock (the chart's window), and every
    // replica over the whole run.
    m_preemptionsTile->setValue(fmt::count(rep.preemptions));
    m_preemptionsTile->setDetail(
        tr("replica %1 up to %2; all replicas, whole run: %3")
            .arg(r + 1)
            .arg(fmt::duration(snap.timeS - cluster.startTime()),
                 fmt::count(m_session.wholeRunMetrics().preemptions)));
    m_preemptionsTile->setStatus(rep.preemptions > 0 ? Status::Busy : Status::Healthy);

    const core::telemetry::MetricRegistry& metrics = cluster.metricRegistry();
    fillSeries(m_usage, QStringLiteral("kv"), metrics.get("kv_usage"));
    fillSeries(m_requests, QStringLiteral("running"), metrics.get("running"));
    fillSeries(m_requests, QStringLiteral("waiting"), metrics.get("queue_depth"));
    fillSeries(m_requests, QStringLiteral("preemptions"), metrics.get("preemptions"));
}

QJsonObject KvCachePage::saveState() const
{
    return {{QStringLiteral("replica"), m_wanted}};
}

void KvCachePage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != QLatin1String("replica"))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    const QJsonValue v = state.value(QStringLiteral("replica"));
    if (!v.isUndefined() && (!v.isDouble() || v.toDouble() != double(v.toInt()) ||
                             v.toInt() < 1 || v.toInt() > kMaxReplicas))
        throw core::Error("expected a replica from 1 to " + std::to_string(kMaxReplicas),
                          "/replica");
    // The replica may not exist yet (the autoscaler adds it later in the run).
    m_wanted = v.toInt(1);
    const QSignalBlocker block(m_replica);
    m_replica->setValue(m_wanted);
    onFrame();
}

void KvCachePage::resetToDefaults()
{
    m_wanted = 1;
    m_replica->setValue(1);
}

} // namespace ailab::labs::inference
