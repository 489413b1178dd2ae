#include "labs/capstone/panels/bottleneck_page.h"

#include "core/design/design_evaluation.h"
#include "labs/capstone/capstone_session.h"
#include "labs/capstone/views/design_texts.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ailab::labs::capstone {

namespace design = core::design;
using T = DesignTexts;

BottleneckPage::BottleneckPage(CapstoneSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);

    auto* courseBox = new QGroupBox(tr("The course's analyzer (educational sizing)"), content);
    auto* courseLayout = new QVBoxLayout(courseBox);
    auto* assumption = new QLabel(
        tr("<b>Teaching assumption:</b> each GPU contributes 20 Gb/s of modeled network demand and 1 GB/s of "
           "modeled storage demand; the fabric's capacity is treated as an aggregate usable budget. These are "
           "not hardware specifications or workload requirements: the models' figures below are."),
        courseBox);
    assumption->setWordWrap(true);
    courseLayout->addWidget(assumption);
    auto* courseTiles = new QWidget(courseBox);
    auto* courseFlow = new FlowLayout(courseTiles);
    auto tile = [](const QString& title, QWidget* parent, FlowLayout* flow) {
        auto* t = new MetricTile(title, parent);
        flow->addWidget(t);
        return t;
    };
    m_networkDemand = tile(tr("Illustrative network demand"), courseTiles, courseFlow);
    m_storageDemand = tile(tr("Illustrative storage demand"), courseTiles, courseFlow);
    m_courseConstraint = tile(tr("Primary resource constraint"), courseTiles, courseFlow);
    m_lowestHeadroom = tile(tr("Lowest capacity headroom"), courseTiles, courseFlow);
    courseLayout->addWidget(courseTiles);
    layout->addWidget(courseBox);

    auto* modelBox = new QGroupBox(tr("The models' demand for this workload"), content);
    auto* modelLayout = new QVBoxLayout(modelBox);
    auto* modelTiles = new QWidget(modelBox);
    auto* modelFlow = new FlowLayout(modelTiles);
    m_step = tile(tr("Step time"), modelTiles, modelFlow);
    m_step->setExplanation(tr("The 3D-parallel step with its data wait and checkpoint stalls."));
    m_tflops = tile(tr("TFLOP/s per GPU"), modelTiles, modelFlow);
    m_constraint = tile(tr("Primary constraint"), modelTiles, modelFlow);
    m_constraint->setExplanation(
        tr("A rack beyond its feed or cooling; else the largest stall when it takes at least a tenth of the "
           "step; else compute."));
    m_days = tile(tr("Time to train"), modelTiles, modelFlow);
    m_energy = tile(tr("Energy to train"), modelTiles, modelFlow);
    m_serving = tile(tr("Serving"), modelTiles, modelFlow);
    modelLayout->addWidget(modelTiles);
    m_noTraining = new QLabel(tr("The design has no training workload: only its service is analysed."), modelBox);
    m_noTraining->setWordWrap(true);
    modelLayout->addWidget(m_noTraining);

    m_stepChart = new SummaryChart(modelBox);
    m_stepChart->setTitle(tr("Where a step's time goes"));
    // Room for the legend's eight parts beside the bar, at any font.
    m_stepChart->setMinimumHeight(fontMetrics().height() * 20);
    modelLayout->addWidget(m_stepChart);

    auto* headroomTitle = new QLabel(tr("<b>Headroom of each resource</b>"), modelBox);
    modelLayout->addWidget(headroomTitle);
    m_headroom = new QTableWidget(modelBox);
    m_headroom->setColumnCount(4);
    m_headroom->setHorizontalHeaderLabels({tr("Resource"), tr("Demand"), tr("Capacity"), tr("Headroom")});
    m_headroom->verticalHeader()->setVisible(false);
    m_headroom->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_headroom->setAccessibleName(tr("Headroom of each resource"));
    m_headroom->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_headroom->setMinimumHeight(fontMetrics().height() * 12);
    modelLayout->addWidget(m_headroom);

    auto* charts = new QWidget(modelBox);
    auto* chartFlow = new FlowLayout(charts);
    m_scalingChart = new SummaryChart(charts);
    m_scalingChart->setTitle(tr("Scaling efficiency as the GPU count grows"));
    m_scalingChart->setMinimumSize(fontMetrics().averageCharWidth() * 50, fontMetrics().height() * 16);
    m_scalingStepChart = new SummaryChart(charts);
    m_scalingStepChart->setTitle(tr("Step time and TFLOP/s per GPU as the GPU count grows"));
    m_scalingStepChart->setMinimumSize(fontMetrics().averageCharWidth() * 50, fontMetrics().height() * 16);
    chartFlow->addWidget(m_scalingChart);
    chartFlow->addWidget(m_scalingStepChart);
    modelLayout->addWidget(charts);
    layout->addWidget(modelBox);
    layout->addStretch(1);
    hostInVerticalScroll(this, content);

    connect(&m_session, &LabSession::rebuilt, this, &BottleneckPage::refresh);
    connect(&m_session, &CapstoneSession::designChanged, this, &BottleneckPage::refresh);
    refresh();
}

void BottleneckPage::refresh()
{
    const design::DesignEvaluation& e = m_session.evaluation();
    const design::CourseAnalyzer& a = e.bottlenecks.course;
    // Negative headroom: the demand beyond the capacity (the one rule, no threshold of its own).
    auto headroomStatus = [](double h) { return h < 0 ? Status::Failed : Status::Healthy; };
    m_networkDemand->setValue(tr("%1 of %2").arg(T::number(a.networkDemandGbps, 0), T::number(a.networkCapacityGbps, 0)),
                              tr("Gb/s"));
    m_networkDemand->setDetail(tr("headroom %1").arg(T::percent(a.networkHeadroom, 0)));
    m_networkDemand->setStatus(headroomStatus(a.networkHeadroom));
    m_storageDemand->setValue(tr("%1 of %2").arg(T::number(a.storageDemandGBps, 0), T::number(a.storageCapacityGBps, 0)),
                              tr("GB/s"));
    m_storageDemand->setDetail(tr("headroom %1").arg(T::percent(a.storageHeadroom, 0)));
    m_storageDemand->setStatus(headroomStatus(a.storageHeadroom));
    m_courseConstraint->setValue(T::constraintName(a.primaryConstraint));
    m_lowestHeadroom->setValue(T::percent(std::min(a.networkHeadroom, a.storageHeadroom), 0));

    const bool training = e.bottlenecks.training.has_value();
    m_noTraining->setVisible(!training);
    for (MetricTile* t : {m_step, m_tflops, m_constraint, m_days, m_energy})
        t->setVisible(training);
    m_stepChart->setVisible(training);
    m_headroom->setVisible(training);
    m_scalingChart->setVisible(training);
    m_scalingStepChart->setVisible(training);
    m_serving->setVisible(e.bottlenecks.serving.has_value());
    if (e.bottlenecks.serving) {
        const design::ServingAnalysis& s = *e.bottlenecks.serving;
        m_serving->setValue(T::percent(s.attainment), tr("within SLOs"));
        m_serving->setDetail(tr("TTFT p95 %1 ms, TPOT p95 %2 ms at %3 req/s on %4 replicas")
                                 .arg(T::number(s.ttftP95Ms, 0), T::number(s.tpotP95Ms, 1), T::number(s.ratePerS, 1))
                                 .arg(s.replicas));
        m_serving->setStatus(s.sustained && s.attainment >= design::kSloAttainmentToPass ? Status::Healthy
                                                                                        : Status::Failed);
    }
    if (!training)
        return;
    const design::TrainingAnalysis& t = *e.bottlenecks.training;
    const design::StepFigures& s = t.step;
    m_step->setValue(T::number(s.wallS, 2), tr("s"));
    m_step->setDetail(tr("%1 GPUs on %2 servers").arg(s.gpus).arg(s.servers));
    m_tflops->setValue(T::number(s.achievedTflopsPerGpu, 0));
    m_tflops->setDetail(tr("MFU %1").arg(T::percent(s.mfu)));
    m_constraint->setValue(T::constraintName(t.primaryConstraint));
    m_days->setValue(T::number(t.timeToTrainDays, 1), tr("days"));
    m_days->setDetail(tr("without failures; %1 steps").arg(T::number(t.steps, 0)));
    m_energy->setValue(T::number(t.energyToTrainMWh, 0), tr("MWh"));

    const QStringList parts{tr("Compute"),        tr("Optimizer"),          tr("Pipeline bubble"),
                            tr("Tensor parallel (NVLink)"), tr("Pipeline sends"), tr("Data parallel (exposed)"),
                            tr("Data wait"),      tr("Checkpoint stall")};
    const QList<double> values{s.computeS,       s.optimizerS,           s.pipelineBubbleS,
                               s.tensorParallelS, s.pipelineSendS,       s.dataParallelExposedS,
                               s.dataWaitS,       s.checkpointStallPerStepS};
    QList<BarSeries> series;
    for (int i = 0; i < parts.size(); ++i)
        series.push_back({parts[i], {values[i]}, {}, false});
    m_stepChart->setBreakdown({tr("Step")}, series, tr("s"));

    m_headroom->setRowCount(int(t.headroom.size()));
    for (int i = 0; i < int(t.headroom.size()); ++i) {
        const design::Headroom& h = t.headroom[std::size_t(i)];
        const QString unit = QString::fromStdString(h.unit);
        auto* name = new QTableWidgetItem(T::resourceName(h.resource));
        name->setToolTip(unit);
        m_headroom->setItem(i, 0, name);
        m_headroom->setItem(i, 1, new QTableWidgetItem(T::number(h.demand, 2)));
        m_headroom->setItem(i, 2, new QTableWidgetItem(T::number(h.capacity, 2)));
        auto* headroom = new QTableWidgetItem(T::percent(h.headroom, 0));
        headroom->setIcon(style::statusIcon(h.headroom < 0 ? Status::Failed
                                                    : Status::Healthy));
        m_headroom->setItem(i, 3, headroom);
    }
    fitColumnsToContents(m_headroom);

    QStringList gpus;
    QList<double> efficiency;
    QList<double> steps;
    QList<double> tflops;
    for (const auto& p : t.scaling) {
        gpus << QString::number(p.gpus);
        efficiency << p.scalingEfficiency * 100;
        steps << p.wallS;
        tflops << p.achievedTflopsPerGpu / 100;
    }
    m_scalingChart->setBars(gpus, {{tr("Scaling efficiency"), efficiency, {}, false}}, tr("% (GPUs on the axis)"));
    m_scalingStepChart->setBars(gpus,
                                {{tr("Step time (s)"), steps, {}, false},
                                 {tr("TFLOP/s per GPU (hundreds)"), tflops, {}, false}},
                                tr("s, hundreds of TFLOP/s"));
}

} // namespace ailab::labs::capstone
