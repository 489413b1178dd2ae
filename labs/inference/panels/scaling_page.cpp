#include "labs/inference/panels/scaling_page.h"

#include "core/error.h"
#include "core/infer/serving_cluster.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/labelled_field.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/views/serving_format.h"
#include "labs/inference/views/series_fill.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStringList>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ailab::labs::inference {

namespace fmt = serving_format;
namespace infer = core::infer;

namespace {
constexpr int kRoleColumn = 1;

QString routerName(infer::RouterPolicy p)
{
    switch (p) {
    case infer::RouterPolicy::RoundRobin:
        return ScalingPage::tr("round robin");
    case infer::RouterPolicy::LeastOutstanding:
        return ScalingPage::tr("least outstanding requests");
    case infer::RouterPolicy::KvAware:
        return ScalingPage::tr("KV-cache usage aware");
    case infer::RouterPolicy::PrefixAffinity:
        return ScalingPage::tr("prefix affinity");
    }
    return {};
}

QString stateName(infer::ReplicaState s)
{
    switch (s) {
    case infer::ReplicaState::Loading:
        return ScalingPage::tr("loading");
    case infer::ReplicaState::Ready:
        return ScalingPage::tr("ready");
    case infer::ReplicaState::Draining:
        return ScalingPage::tr("draining");
    case infer::ReplicaState::Stopped:
        return ScalingPage::tr("stopped");
    case infer::ReplicaState::Failed:
        return ScalingPage::tr("failed");
    }
    return {};
}

Status stateStatus(infer::ReplicaState s)
{
    switch (s) {
    case infer::ReplicaState::Ready:
        return Status::Healthy;
    case infer::ReplicaState::Loading:
    case infer::ReplicaState::Draining:
        return Status::Busy;
    case infer::ReplicaState::Stopped:
        return Status::Idle;
    case infer::ReplicaState::Failed:
        return Status::Failed;
    }
    return Status::Idle;
}

QString eventName(infer::ClusterEvent::Kind k)
{
    using K = infer::ClusterEvent::Kind;
    switch (k) {
    case K::Failed:
        return ScalingPage::tr("failed");
    case K::Recovering:
        return ScalingPage::tr("recovering");
    case K::Ready:
        return ScalingPage::tr("ready");
    case K::ScaleUp:
        return ScalingPage::tr("scale up");
    case K::ScaleDown:
        return ScalingPage::tr("scale down");
    case K::Stopped:
        return ScalingPage::tr("stopped");
    case K::Slowdown:
        return ScalingPage::tr("slowed");
    }
    return {};
}

QString roleName(infer::ReplicaRole r)
{
    switch (r) {
    case infer::ReplicaRole::Mixed:
        return ScalingPage::tr("prefill and decode");
    case infer::ReplicaRole::Prefill:
        return ScalingPage::tr("prefill");
    case infer::ReplicaRole::Decode:
        return ScalingPage::tr("decode");
    }
    return {};
}
} // namespace

ScalingPage::ScalingPage(InferenceSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    hostInVerticalScroll(this, content);

    auto* controls = new QWidget(content);
    auto* row = new FlowLayout(controls);
    const auto labelled = [&](QWidget* parentWidget, FlowLayout* layout, const QString& text,
                              QWidget* field, const QString& accessible) {
        field->setAccessibleName(accessible);
        layout->addWidget(labelledField(text, field, parentWidget));
    };
    m_replicas = new QSpinBox;
    m_replicas->setRange(1, 16);
    m_router = new QComboBox;
    for (auto p : {infer::RouterPolicy::RoundRobin, infer::RouterPolicy::LeastOutstanding,
                   infer::RouterPolicy::KvAware, infer::RouterPolicy::PrefixAffinity})
        m_router->addItem(routerName(p), QString::fromLatin1(infer::routerPolicyId(p).data()));
    m_autoscaler = new QCheckBox(tr("&Grow with the load (autoscaler)"), controls);
    m_metric = new QComboBox;
    m_metric->addItem(tr("queue depth per replica"), QStringLiteral("queue-depth"));
    m_metric->addItem(tr("KV cache usage"), QStringLiteral("kv-usage"));
    m_scaleUp = new QDoubleSpinBox;
    m_scaleUp->setRange(0, 1e6);
    m_scaleUp->setDecimals(2);
    m_maxReplicas = new QSpinBox;
    m_maxReplicas->setRange(1, 32);
    labelled(controls, row, tr("Repl&icas at the start:"), m_replicas, tr("Replicas at the start"));
    labelled(controls, row, tr("Ro&uter:"), m_router, tr("Router policy"));
    row->addWidget(m_autoscaler);
    labelled(controls, row, tr("Scale on:"), m_metric, tr("Autoscaler metric"));
    labelled(controls, row, tr("A&dd a replica above:"), m_scaleUp,
             tr("Scale up above this value"));
    labelled(controls, row, tr("Ma&x replicas:"), m_maxReplicas, tr("Most replicas"));
    m_apply = new QPushButton(tr("Apply and r&estart"), controls);
    row->addWidget(m_apply);

    auto* failures = new QWidget(content);
    auto* failRow = new FlowLayout(failures);
    m_target = new QSpinBox;
    m_target->setRange(1, 1);
    labelled(failures, failRow, tr("Replica &number:"), m_target, tr("Replica to fail or recover"));
    m_fail = new QPushButton(tr("Fail it no&w"), failures);
    m_recover = new QPushButton(tr("Start its recover&y"), failures);
    failRow->addWidget(m_fail);
    failRow->addWidget(m_recover);

    m_error = new QLabel(content);
    m_error->setWordWrap(true);
    m_error->setVisible(false);

    auto* tiles = new QWidget(content);
    auto* tileRow = new FlowLayout(tiles);
    m_readyTile = new MetricTile(tr("Replicas ready"), tiles);
    m_readyTile->setExplanation(tr("Replicas serving now, of those in the cluster."));
    m_warmupTile = new MetricTile(tr("Warm-up of a replica"), tiles);
    m_warmupTile->setExplanation(tr("From the decision to a serving replica: start-up plus the "
                                    "weights over the storage read rate."));
    m_queueTile = new MetricTile(tr("Requests waiting"), tiles);
    m_queueTile->setExplanation(tr("Waiting at the router and in the replicas' queues."));
    m_gpusTile = new MetricTile(tr("GPUs in service"), tiles);
    m_gpusTile->setExplanation(tr("Replicas not failed or stopped, times the GPUs per replica: "
                                  "what a cluster scheduler has to place."));
    m_ttftTile = new MetricTile(tr("P95 TTFT so far"), tiles);
    m_ttftTile->setExplanation(tr("95th percentile of the time to first token of the requests "
                                  "answered so far."));
    for (MetricTile* t : {m_readyTile, m_warmupTile, m_queueTile, m_gpusTile, m_ttftTile})
        tileRow->addWidget(t);

    const auto chart = [&](const QString& title, const QString& y, const QString& unit) {
        auto* p = new TimeSeriesPanel(content);
        p->setTitle(title);
        p->setAxes(tr("Time (s)"), y);
        p->setUnits(tr("s"), unit);
        p->setMinimumHeight(fontMetrics().height() * 13);
        return p;
    };
    m_readyChart = chart(tr("Replicas ready"), tr("Replicas"), tr("replicas"));
    m_readyChart->addSeries(QStringLiteral("ready"), tr("Replicas ready"));
    m_queueChart = chart(tr("Queue and requests in the system"), tr("Requests"), tr("requests"));
    m_queueChart->addSeries(QStringLiteral("queue"), tr("Waiting"));
    m_queueChart->addSeries(QStringLiteral("system"), tr("In the system"), QColor(),
                            Qt::DashLine);
    m_tokensChart = chart(tr("Output tokens per second"), tr("Tokens per second"), tr("tok/s"));
    m_tokensChart->addSeries(QStringLiteral("tokens"), tr("Output tokens per second"));

    m_table = new QTableWidget(content);
    m_table->setColumnCount(8);
    // Titles on two lines and the role wrapping: the eight columns fit a projector's width.
    QStringList titles;
    for (const QString& title : {tr("Replica"), tr("Role"), tr("State"), tr("Waiting"), tr("Running"),
                                 tr("KV usage"), tr("Preemptions"), tr("Ready at")})
        titles << stackedTitle(title, 8);
    m_table->setHorizontalHeaderLabels(titles);
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Replicas"));
    m_table->setMinimumHeight(fontMetrics().height() * 8);
    fitColumnsWrapping(m_table, kRoleColumn);

    m_explainer = new ExplainerPanel(content);
    m_explainer->setMinimumHeight(fontMetrics().height() * 14);

    auto* grid = new QGridLayout;
    grid->addWidget(m_readyChart, 0, 0);
    grid->addWidget(m_queueChart, 0, 1);
    grid->addWidget(m_tokensChart, 1, 0);
    grid->addWidget(m_explainer, 1, 1);
    // The replicas' table under the charts, across the page: beside a chart its eight columns
    // did not fit a projector's width.
    grid->addWidget(m_table, 2, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(controls);
    layout->addWidget(failures);
    layout->addWidget(m_error);
    layout->addWidget(tiles);
    layout->addLayout(grid, 1);

    connect(m_apply, &QPushButton::clicked, this, &ScalingPage::apply);
    connect(m_autoscaler, &QCheckBox::toggled, this, [this](bool on) {
        m_metric->setEnabled(on);
        m_scaleUp->setEnabled(on);
        m_maxReplicas->setEnabled(on);
    });
    const auto changeReplica = [this](bool fail) {
        try {
            if (fail)
                m_session.failReplica(m_target->value() - 1);
            else
                m_session.recoverReplica(m_target->value() - 1);
            m_error->setVisible(false);
        } catch (const core::Error& e) {
            m_error->setText(tr("Not applied: %1 (%2)")
                                 .arg(QString::fromStdString(e.message()),
                                      QString::fromStdString(e.path())));
            m_error->setVisible(true);
        }
    };
    connect(m_fail, &QPushButton::clicked, this, [changeReplica] { changeReplica(true); });
    connect(m_recover, &QPushButton::clicked, this, [changeReplica] { changeReplica(false); });
    connect(&m_session, &InferenceSession::rebuilt, this, &ScalingPage::onRebuilt);
    connect(m_session.driver(), &SimDriver::frameReady, this, &ScalingPage::onFrame);
    onRebuilt();
}

void ScalingPage::showEvent(QShowEvent* event)
{
    LabPage::showEvent(event);
    onFrame();
}

void ScalingPage::takeConfig()
{
    const infer::ServingConfig& c = m_session.config().serving;
    m_replicas->setValue(std::clamp(c.replicas, m_replicas->minimum(), m_replicas->maximum()));
    m_router->setCurrentIndex(
        std::max(0, m_router->findData(QString::fromLatin1(infer::routerPolicyId(c.router).data()))));
    m_autoscaler->setChecked(c.autoscaler.enabled);
    m_metric->setCurrentIndex(c.autoscaler.metric == infer::AutoscaleMetric::KvUsage ? 1 : 0);
    m_scaleUp->setValue(c.autoscaler.scaleUpAbove);
    m_maxReplicas->setValue(
        std::clamp(c.autoscaler.maxReplicas, m_maxReplicas->minimum(), m_maxReplicas->maximum()));
    m_metric->setEnabled(c.autoscaler.enabled);
    m_scaleUp->setEnabled(c.autoscaler.enabled);
    m_maxReplicas->setEnabled(c.autoscaler.enabled);
}

bool ScalingPage::apply()
{
    core::models::inference::InferenceScenarioConfig edited = m_session.config();
    infer::ServingConfig& c = edited.serving;
    c.replicas = m_replicas->value();
    c.router = infer::parseRouterPolicy(m_router->currentData().toString().toStdString(),
                                        "router");
    c.autoscaler.enabled = m_autoscaler->isChecked();
    c.autoscaler.metric = m_metric->currentIndex() == 1 ? infer::AutoscaleMetric::KvUsage
                                                        : infer::AutoscaleMetric::QueueDepth;
    c.autoscaler.scaleUpAbove = m_scaleUp->value();
    c.autoscaler.maxReplicas = m_maxReplicas->value();
    try {
        m_session.setConfig(edited);
    } catch (const core::Error& e) {
        m_error->setText(tr("Not applied: %1 (%2)")
                             .arg(QString::fromStdString(e.message()),
                                  QString::fromStdString(e.path())));
        m_error->setVisible(true);
        return false;
    }
    m_error->setVisible(false);
    return true;
}

void ScalingPage::onRebuilt()
{
    takeConfig();
    m_eventsShown = 0;
    m_readyChart->clearAnnotations();
    m_readyChart->setSeriesData(QStringLiteral("ready"), {}, {});
    m_queueChart->setSeriesData(QStringLiteral("queue"), {}, {});
    m_queueChart->setSeriesData(QStringLiteral("system"), {}, {});
    m_tokensChart->setSeriesData(QStringLiteral("tokens"), {}, {});
    const infer::ServingConfig& c = m_session.config().serving;
    m_warmupTile->setValue(fmt::duration(infer::replicaWarmupSeconds(c)));
    m_warmupTile->setDetail(tr("%1 start-up + %2 at %3 GB/s")
                                .arg(fmt::duration(c.autoscaler.startupS),
                                     fmt::bytes(m_session.cluster().weightLoadBytes()),
                                     fmt::number(c.autoscaler.storageReadGBps, 1)));
    showExplainer();
    onFrame();
}

void ScalingPage::onFrame()
{
    if (!isVisibleTo(window()))
        return;
    const infer::ServingCluster& cluster = m_session.cluster();
    const infer::ClusterSnapshot snap = cluster.snapshot();
    m_target->setRange(1, std::max(1, int(snap.replicas.size())));
    int ready = 0;
    int waiting = snap.routingQueue;
    for (const infer::ReplicaSnapshot& r : snap.replicas) {
        ready += r.state == infer::ReplicaState::Ready ? 1 : 0;
        waiting += r.waiting;
    }
    m_readyTile->setValue(fmt::count(ready));
    m_readyTile->setDetail(tr("of %n in the cluster", nullptr, int(snap.replicas.size())));
    m_readyTile->setStatus(ready == 0 ? Status::Failed
                           : ready < int(snap.replicas.size()) ? Status::Busy
                                                               : Status::Healthy);
    m_queueTile->setValue(fmt::count(waiting));
    m_queueTile->setDetail(tr("%n at the router", nullptr, snap.routingQueue));
    m_gpusTile->setValue(fmt::count(snap.gpusInService));
    m_gpusTile->setDetail(tr("%n GPU(s) per replica", nullptr,
                             m_session.config().serving.replica.tensorParallel));
    const infer::ServingMetrics m = cluster.metrics();
    m_ttftTile->setValue(m.completed > 0 ? fmt::duration(m.ttft.p95) : tr("–"));
    m_ttftTile->setDetail(tr("%n answered", nullptr, m.completed));

    const core::telemetry::MetricRegistry& metrics = cluster.metricRegistry();
    fillSeries(m_readyChart, QStringLiteral("ready"), metrics.get("replicas_ready"));
    fillSeries(m_queueChart, QStringLiteral("queue"), metrics.get("queue_depth"));
    fillSeries(m_queueChart, QStringLiteral("system"), metrics.get("in_system"));
    fillSeries(m_tokensChart, QStringLiteral("tokens"), metrics.get("output_tokens_per_s"));
    const auto& events = cluster.events();
    for (; m_eventsShown < events.size(); ++m_eventsShown) {
        const infer::ClusterEvent& e = events[m_eventsShown];
        const double t = e.timeS - cluster.startTime();
        m_readyChart->addAnnotation(t, tr("%1 %2").arg(e.replica + 1).arg(eventName(e.kind)),
                                    tr("Replica %1 %2 at %3 s")
                                        .arg(e.replica + 1)
                                        .arg(eventName(e.kind), fmt::number(t, 1)));
    }

    m_table->setRowCount(int(snap.replicas.size()));
    for (int i = 0; i < int(snap.replicas.size()); ++i) {
        const infer::ReplicaSnapshot& r = snap.replicas[std::size_t(i)];
        const QStringList cells{QString::number(r.index + 1),
                                roleName(r.role),
                                stateName(r.state),
                                fmt::count(r.waiting),
                                fmt::count(r.running),
                                fmt::percent(r.kvUsage),
                                fmt::count(r.preemptions),
                                r.state == infer::ReplicaState::Loading
                                    ? tr("%1 s").arg(fmt::number(r.readyAtS - cluster.startTime(), 1))
                                    : QString()};
        for (int c = 0; c < cells.size(); ++c) {
            QTableWidgetItem* item = m_table->item(i, c);
            if (item == nullptr) {
                item = new QTableWidgetItem;
                m_table->setItem(i, c, item);
            }
            item->setText(cells[c]);
            if (c == 2)
                item->setIcon(style::statusIcon(stateStatus(r.state)));
        }
    }
}

void ScalingPage::showExplainer()
{
    const infer::ServingConfig& c = m_session.config().serving;
    ExplainerContent e;
    e.title = tr("Replicas, routing and autoscaling");
    e.conceptText = tr(
        "<p>One model server is one replica: the model on one GPU or, with tensor "
        "parallelism, on several GPUs of one server. More traffic needs more replicas behind "
        "a router. Round robin ignores load; least outstanding requests sends to the replica "
        "with the fewest requests waiting and running; KV-cache aware routing looks at the "
        "blocks a replica has left; prefix affinity keeps requests with the same system "
        "prompt on one replica, where its blocks are cached.</p><p>An autoscaler watches a "
        "workload metric, the queue per replica or the KV cache usage, not the CPU. A new "
        "replica serves only after its warm-up: the container and engine start, then the "
        "weights are read from storage. A failed replica loses its KV cache: its requests "
        "go back to the router and are computed again elsewhere.</p>");
    e.formula = tr("warm-up = start-up + weight bytes / storage read rate = %1")
                    .arg(fmt::duration(infer::replicaWarmupSeconds(c)));
    e.inputs = {{tr("Start-up"), fmt::duration(c.autoscaler.startupS), tr("assumption"), true},
                {tr("Storage read rate"),
                 tr("%1 GB/s").arg(fmt::number(c.autoscaler.storageReadGBps, 1)),
                 tr("assumption"), true},
                {tr("Weight bytes"), fmt::bytes(m_session.cluster().weightLoadBytes()),
                 tr("model catalogue")},
                {tr("Router"), routerName(c.router), tr("scenario or your choice")},
                {tr("Autoscaler interval"), fmt::duration(c.autoscaler.intervalS),
                 tr("assumption"), true}};
    e.sources = {tr("AI Infrastructure Explained, section 07.6: scaling inference on workload "
                    "metrics"),
                 tr("vLLM production stack: routing by load, KV cache and prefix"),
                 tr("KEDA and Kubernetes HPA: scaling on external metrics")};
    m_explainer->setContent(e);
}

QJsonObject ScalingPage::saveState() const
{
    return {{QStringLiteral("replica"), m_target->value()}};
}

void ScalingPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != QLatin1String("replica"))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    const QJsonValue v = state.value(QStringLiteral("replica"));
    if (!v.isUndefined() && (!v.isDouble() || v.toDouble() != double(v.toInt()) ||
                             v.toInt() < 1 || v.toInt() > 256))
        throw core::Error("expected a replica from 1 to 256", "/replica");
    m_target->setRange(1, std::max(v.toInt(1), m_target->maximum()));
    m_target->setValue(v.toInt(1));
}

void ScalingPage::resetToDefaults()
{
    m_target->setValue(1);
    m_error->setVisible(false);
    takeConfig();
}

} // namespace ailab::labs::inference
