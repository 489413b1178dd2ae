#include "labs/scheduler/panels/cluster_page.h"

#include "core/error.h"
#include "core/models/scheduler/scheduler_scenario.h"
#include "core/sched/scheduler.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/data_table_toggle.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/scheduler/scheduler_session.h"
#include "labs/scheduler/views/cluster_drawing.h"
#include "labs/scheduler/views/sched_format.h"
#include "labs/scheduler/views/sched_texts.h"
#include "labs/scheduler/views/timeline_text.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs::scheduler {

namespace sched = core::sched;

namespace {

QString shareAmount(const sched::Cluster& cluster, int node, int units)
{
    const int full = cluster.unitsPerGpu(node);
    if (units >= full)
        return {};
    if (cluster.spec(node).mig)
        return QStringLiteral("%1g").arg(units);
    return SchedFormat::number(double(units) / full, 2);
}

} // namespace

ClusterPage::ClusterPage(SchedulerSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);

    m_available = new MetricTile(tr("Available GPUs"), content);
    m_available->setExplanation(tr("GPUs on nodes that are up with no job on them."));
    m_running = new MetricTile(tr("Running jobs"), content);
    m_running->setExplanation(tr("Jobs placed and running now; a gang counts once."));
    m_queued = new MetricTile(tr("Queued jobs"), content);
    m_queued->setExplanation(tr("Jobs waiting for GPUs, in the order the scheduler takes them."));
    m_allocation = new MetricTile(tr("GPU allocation"), content);
    m_allocation->setExplanation(
        tr("Allocated GPU share over all GPUs of the cluster; a fraction counts as its share."));
    auto* tiles = new FlowLayout;
    for (MetricTile* t : {m_available, m_running, m_queued, m_allocation})
        tiles->addWidget(t);

    // The learner's controls.
    auto* controls = new QGroupBox(tr("Workloads and operations"), content);
    m_training = new QPushButton(tr("Submit training (&4 GPUs)"), controls);
    m_training->setToolTip(tr("The course's training job: 4 GPUs on one node, 4 hours."));
    m_inference = new QPushButton(tr("Submit inference (&1 GPU)"), controls);
    m_inference->setToolTip(tr("The course's inference job: 1 GPU, 1 hour."));
    m_workers = new QSpinBox(controls);
    m_workers->setRange(1, 64);
    m_workers->setAccessibleName(tr("Workers of the custom job"));
    m_gpus = new QSpinBox(controls);
    m_gpus->setRange(0, 16);
    m_gpus->setValue(2);
    m_gpus->setAccessibleName(tr("GPUs per worker of the custom job"));
    m_share = new QSpinBox(controls);
    m_share->setRange(1, 100);
    m_share->setValue(100);
    m_share->setSuffix(tr(" %"));
    m_share->setAccessibleName(tr("GPU share of the custom job"));
    m_share->setToolTip(tr("Below 100 %, a one-GPU worker takes this share of one GPU."));
    m_hours = new QDoubleSpinBox(controls);
    m_hours->setRange(0.05, 720);
    m_hours->setValue(2);
    m_hours->setSuffix(tr(" h"));
    m_hours->setAccessibleName(tr("Run time of the custom job"));
    m_priority = new QSpinBox(controls);
    m_priority->setRange(-100, 100);
    m_priority->setAccessibleName(tr("Priority of the custom job"));
    m_custom = new QPushButton(tr("Submit c&ustom job"), controls);
    m_node = new QComboBox(controls);
    m_node->setAccessibleName(tr("Node to fail or repair"));
    m_fail = new QPushButton(tr("Fail n&ode"), controls);
    m_repair = new QPushButton(tr("Repa&ir node"), controls);
    m_message = new QLabel(controls);
    m_message->setWordWrap(true);
    m_message->setVisible(false);

    auto* form = new QFormLayout;
    form->addRow(tr("Workers:"), m_workers);
    form->addRow(tr("GPUs per worker:"), m_gpus);
    form->addRow(tr("GPU share:"), m_share);
    form->addRow(tr("Run time:"), m_hours);
    form->addRow(tr("Priority:"), m_priority);
    form->addRow(tr("Node:"), m_node);
    auto* nodeButtons = new QHBoxLayout;
    nodeButtons->addWidget(m_fail);
    nodeButtons->addWidget(m_repair);
    auto* controlsLayout = new QVBoxLayout(controls);
    controlsLayout->addWidget(m_training);
    controlsLayout->addWidget(m_inference);
    controlsLayout->addLayout(form);
    controlsLayout->addWidget(m_custom);
    controlsLayout->addLayout(nodeButtons);
    controlsLayout->addWidget(m_message);
    controlsLayout->addStretch(1);
    controls->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);

    // The drawing, in a scroll area for large clusters, with its table.
    m_drawing = new ClusterDrawing;
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_drawing);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_frame = new DataTableToggle(scroll, m_drawing->tableModel(), content);
    m_frame->setTitle(tr("Nodes and their GPUs"));
    m_frame->setSubjectName(tr("Cluster"));
    m_frame->setMinimumHeight(fontMetrics().height() * 16);

    // The queue and the timeline.
    auto* queueBox = new QGroupBox(tr("Job queue"), content);
    m_queue = new QTableWidget(0, 4, queueBox);
    m_queue->setHorizontalHeaderLabels({tr("Job"), tr("GPUs"), tr("Priority"), tr("Waiting")});
    m_queue->verticalHeader()->setVisible(false);
    m_queue->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_queue->setAccessibleName(tr("Job queue"));
    m_queue->setMinimumHeight(fontMetrics().height() * 8);
    fitColumnsWhole(m_queue);
    auto* queueLayout = new QVBoxLayout(queueBox);
    queueLayout->addWidget(m_queue);
    auto* timelineBox = new QGroupBox(tr("Scheduler event timeline"), content);
    m_timeline = new QListWidget(timelineBox);
    m_timeline->setAccessibleName(tr("Scheduler event timeline"));
    m_timeline->setWordWrap(true);
    auto* timelineLayout = new QVBoxLayout(timelineBox);
    timelineLayout->addWidget(m_timeline);
    // The queue beside the timeline where both fit, the timeline under it where not.
    auto* lists = new WrappingSplitter(content);
    lists->addWidget(queueBox);
    lists->addWidget(timelineBox);
    lists->setStretchFactor(0, 2);
    lists->setStretchFactor(1, 3);

    m_explainer = new ExplainerPanel(content);
    m_explainer->setMinimumHeight(fontMetrics().height() * 12);

    auto* middle = new QHBoxLayout;
    middle->addWidget(controls);
    middle->addWidget(m_frame, 1);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(tiles);
    layout->addLayout(middle, 2);
    layout->addWidget(lists, 1);
    layout->addWidget(m_explainer);
    hostInVerticalScroll(this, content);

    connect(m_training, &QPushButton::clicked, this, [this] {
        m_session.submitTraining();
        m_message->setVisible(false);
    });
    connect(m_inference, &QPushButton::clicked, this, [this] {
        m_session.submitInference();
        m_message->setVisible(false);
    });
    connect(m_custom, &QPushButton::clicked, this, &ClusterPage::submitCustom);
    connect(m_fail, &QPushButton::clicked, this,
            [this] { m_session.failNode(m_node->currentIndex()); });
    connect(m_repair, &QPushButton::clicked, this,
            [this] { m_session.repairNode(m_node->currentIndex()); });
    connect(m_drawing, &ClusterDrawing::nodeSelected, m_node, &QComboBox::setCurrentIndex);
    connect(m_node, &QComboBox::currentIndexChanged, m_drawing, &ClusterDrawing::setSelectedNode);
    connect(m_node, &QComboBox::currentIndexChanged, this, &ClusterPage::onFrame);
    connect(m_session.driver(), &SimDriver::frameReady, this, &ClusterPage::onFrame);
    connect(&m_session, &SchedulerSession::changed, this, &ClusterPage::onFrame);
    connect(&m_session, &SchedulerSession::rebuilt, this, &ClusterPage::onRebuilt);
    onRebuilt();
}

void ClusterPage::showError(const QString& text)
{
    m_message->setText(text);
    m_message->setVisible(true);
}

void ClusterPage::submitCustom()
{
    sched::JobSpec job;
    int count = 1;
    for (const auto& j : m_session.config().jobs)
        count += j.name.rfind("custom-", 0) == 0 ? 1 : 0;
    job.name = "custom-" + std::to_string(count);
    job.workers = m_workers->value();
    job.gpusPerWorker = m_gpus->value();
    job.gpuMilli = m_share->value() * sched::kMilliPerGpu / 100;
    job.runTime = m_hours->value() * 3600.0;
    job.priority = m_priority->value();
    job.cpuMilliPerWorker = 4000;
    job.memoryMiBPerWorker = 16 * 1024;
    try {
        m_session.submitJob(job);
        m_message->setVisible(false);
    } catch (const core::Error& e) {
        showError(tr("Not submitted: %1 (%2)")
                      .arg(QString::fromStdString(e.message()), QString::fromStdString(e.path())));
    }
}

void ClusterPage::onRebuilt()
{
    const sched::Cluster& cluster = m_session.scheduler().cluster();
    const int selected = std::max(0, m_node->currentIndex());
    m_node->blockSignals(true);
    m_node->clear();
    for (int n = 0; n < cluster.nodeCount(); ++n)
        m_node->addItem(QString::fromStdString(cluster.spec(n).name));
    m_node->setCurrentIndex(std::min(selected, cluster.nodeCount() - 1));
    m_node->blockSignals(false);
    m_timeline->clear();
    m_eventsShown = 0;

    const sched::SchedulerConfig& config = m_session.scheduler().config();
    ExplainerContent c;
    c.title = tr("Gang scheduling on GPU cells");
    c.conceptText =
        tr("<p>A job asks for a gang of workers, each with its GPUs (whole, a share of one GPU, or "
           "a MIG slice), CPU and memory. The scheduler starts every worker at once or none "
           "(gang scheduling), taking queued jobs by priority, then in arrival order. The "
           "placement policy chooses the node of each worker: the course's first-fit takes the "
           "first node that fits. A job that does not fit waits in the queue; with strict "
           "FIFO nothing behind it starts.</p>"
           "<p>A failed node interrupts its jobs: they lose the work since their last checkpoint "
           "and queue again.</p>");
    c.formula = tr("GPU allocation = allocated GPU share / GPUs of the cluster × 100 %");
    c.inputs = {{tr("GPUs of the cluster"), QString::number(cluster.totalGpus()), tr("scenario")},
                {tr("Placement policy"), QString::fromStdString(sched::policyId(config.policy)),
                 tr("scenario, or the Policies page")},
                {tr("Training job"), tr("4 GPUs on one node, 4 h"),
                 tr("AI Infrastructure Explained, Lab 05 (run time: teaching assumption)"), true},
                {tr("Inference job"), tr("1 GPU, 1 h"),
                 tr("AI Infrastructure Explained, Lab 05 (run time: teaching assumption)"), true}};
    c.sources = {tr("AI Infrastructure Explained, Lab 05: AI Workload Orchestration & GPU "
                    "Scheduling"),
                 tr("Kubernetes scheduling framework: filter and score plugins"),
                 tr("NVIDIA Multi-Instance GPU User Guide, \"Supported MIG Profiles\"")};
    m_explainer->setContent(c);
    onFrame();
}

void ClusterPage::onFrame()
{
    const sched::Scheduler& s = m_session.scheduler();
    const sched::Cluster& cluster = s.cluster();
    QVector<ClusterDrawing::Node> nodes;
    int idleGpus = 0;
    for (int n = 0; n < cluster.nodeCount(); ++n) {
        const sched::NodeSpec& spec = cluster.spec(n);
        ClusterDrawing::Node node;
        node.name = QString::fromStdString(spec.name);
        node.detail = tr("%1 · leaf %2").arg(QString::fromStdString(spec.gpuType)).arg(spec.leaf);
        node.up = cluster.state(n).up;
        node.gpus.resize(spec.gpus);
        for (const sched::Scheduler::GpuHolder& h : s.gpuHolders(n)) {
            const sched::JobRecord& r = s.jobs()[h.job];
            node.gpus[h.gpu].shares.push_back({h.job, SchedTexts::jobName(r.spec.name),
                                               double(h.units) / cluster.unitsPerGpu(n),
                                               shareAmount(cluster, n, h.units)});
        }
        if (node.up)
            idleGpus += cluster.state(n).wholeIdleGpus;
        nodes.push_back(node);
    }
    m_drawing->setNodes(nodes);

    const std::vector<std::size_t> queue = s.queue();
    m_available->setValue(QString::number(idleGpus),
                          tr("of %n GPU(s)", nullptr, cluster.totalGpus()));
    m_running->setValue(QString::number(s.running().size()));
    m_queued->setValue(QString::number(queue.size()));
    const double allocated =
        cluster.totalGpus() > 0 ? 100.0 * cluster.allocatedGpus() / cluster.totalGpus() : 0.0;
    m_allocation->setValue(SchedFormat::number(allocated, 0), tr("%"));
    m_allocation->setDetail(tr("%1 of %2 GPUs")
                                .arg(SchedFormat::number(cluster.allocatedGpus(), 1))
                                .arg(cluster.totalGpus()));

    m_queue->setRowCount(int(queue.size()));
    for (int i = 0; i < int(queue.size()); ++i) {
        const sched::JobRecord& r = s.jobs()[queue[std::size_t(i)]];
        const QString gpus = r.spec.fractional()
                                 ? SchedFormat::number(r.spec.gpuDemand(), 2)
                                 : tr("%1 × %2").arg(r.spec.workers).arg(r.spec.gpusPerWorker);
        const QString cells[] = {SchedTexts::jobName(r.spec.name), gpus,
                                 QString::number(r.spec.priority),
                                 SchedFormat::duration(m_session.now() - r.queuedAt)};
        for (int c = 0; c < 4; ++c) {
            auto* item = m_queue->item(i, c);
            if (item == nullptr) {
                item = new QTableWidgetItem;
                m_queue->setItem(i, c, item);
            }
            item->setText(cells[c]);
        }
    }

    const auto& events = s.events();
    if (events.size() < m_eventsShown) {
        m_timeline->clear();
        m_eventsShown = 0;
    }
    for (std::size_t i = m_eventsShown; i < events.size(); ++i)
        m_timeline->addItem(TimelineText::line(events[i], cluster));
    if (events.size() != m_eventsShown)
        m_timeline->scrollToBottom();
    m_eventsShown = events.size();
    m_repair->setEnabled(m_node->currentIndex() >= 0 && !cluster.state(m_node->currentIndex()).up);
    m_fail->setEnabled(m_node->currentIndex() >= 0 && cluster.state(m_node->currentIndex()).up);
}

} // namespace ailab::labs::scheduler
