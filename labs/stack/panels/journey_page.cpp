#include "labs/stack/panels/journey_page.h"

#include "core/train/stack_parameters.h"
#include "labs/common/explainer_panel.h"
#include "labs/common/metric_tile.h"
#include "labs/common/sim_driver.h"
#include "labs/common/summary_chart.h"
#include "labs/common/time_series_panel.h"
#include "labs/common/topology_view.h"
#include "labs/stack/stack_session.h"
#include "labs/stack/views/journey_diagram.h"
#include "labs/stack/views/step_explainer.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace ailab::labs::stack {

namespace {
// Slider units: storage slowdown in tenths, bandwidth share and power cap in percent.
QSlider* makeSlider(const char* key, double scale, const QString& name, QWidget* parent)
{
    const auto& p = core::train::stackParameter(key);
    auto* slider = new QSlider(Qt::Horizontal, parent);
    slider->setRange(int(std::lround(p.min * scale)), int(std::lround(p.max * scale)));
    slider->setAccessibleName(name);
    slider->setMinimumWidth(140);
    return slider;
}

QString percent(double fraction)
{
    return QLocale().toString(fraction * 100.0, 'f', 0);
}
} // namespace

QString layerDisplayName(const QString& layerId)
{
    if (layerId == QLatin1String("compute"))
        return JourneyPage::tr("Compute");
    if (layerId == QLatin1String("network"))
        return JourneyPage::tr("Network");
    if (layerId == QLatin1String("storage"))
        return JourneyPage::tr("Storage");
    if (layerId == QLatin1String("power"))
        return JourneyPage::tr("Power");
    return layerId;
}

JourneyPage::JourneyPage(StackSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
{
    m_topology = new TopologyView(this);
    m_topology->setTitle(tr("Workload journey through the stack"));
    m_trainingText = new QLabel(this);
    m_requestText = new QLabel(this);
    for (QLabel* l : {m_trainingText, m_requestText})
        l->setWordWrap(true);

    m_stepSeries = new TimeSeriesPanel(this);
    m_stepSeries->setTitle(tr("Step time"));
    m_stepSeries->setAxes(tr("Simulated time (s)"), tr("Step time (s)"));
    m_stepSeries->setUnits(tr("s"), tr("s"));
    m_stepSeries->addSeries(QStringLiteral("step"), tr("Measured step time"));
    m_utilisationSeries = new TimeSeriesPanel(this);
    m_utilisationSeries->setTitle(tr("GPU utilisation"));
    m_utilisationSeries->setAxes(tr("Simulated time (s)"), tr("GPU utilisation (%)"));
    m_utilisationSeries->setUnits(tr("s"), tr("%"));
    m_utilisationSeries->setYRange(0.0, 100.0);
    m_utilisationSeries->addSeries(QStringLiteral("utilisation"), tr("GPU utilisation"));
    m_crosshair = new CrosshairGroup(this);
    m_crosshair->addPanel(m_stepSeries);
    m_crosshair->addPanel(m_utilisationSeries);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_trainingText);
    leftLayout->addWidget(m_requestText);
    auto* leftSplit = new QSplitter(Qt::Vertical, left);
    leftSplit->addWidget(m_topology);
    auto* seriesRow = new QSplitter(Qt::Horizontal, leftSplit);
    seriesRow->addWidget(m_stepSeries);
    seriesRow->addWidget(m_utilisationSeries);
    leftSplit->addWidget(seriesRow);
    leftSplit->setStretchFactor(0, 3);
    leftSplit->setStretchFactor(1, 2);
    leftLayout->addWidget(leftSplit, 1);

    m_breakdown = new SummaryChart(this);
    m_breakdown->setTitle(tr("Step time breakdown"));
    m_breakdown->setMinimumHeight(200);
    m_explainer = new ExplainerPanel(this);

    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(buildControls());
    auto* tiles = new QGridLayout;
    m_stepTile = new MetricTile(tr("Step time"), right);
    m_utilisationTile = new MetricTile(tr("GPU utilisation"), right);
    m_bottleneckTile = new MetricTile(tr("Bottleneck"), right);
    m_throughputTile = new MetricTile(tr("Steps per hour"), right);
    m_inferenceTile = new MetricTile(tr("Inference response"), right);
    tiles->addWidget(m_stepTile, 0, 0);
    tiles->addWidget(m_utilisationTile, 0, 1);
    tiles->addWidget(m_bottleneckTile, 1, 0);
    tiles->addWidget(m_throughputTile, 1, 1);
    tiles->addWidget(m_inferenceTile, 2, 0, 1, 2);
    rightLayout->addLayout(tiles);
    auto* rightSplit = new QSplitter(Qt::Vertical, right);
    rightSplit->addWidget(m_breakdown);
    rightSplit->addWidget(m_explainer);
    rightLayout->addWidget(rightSplit, 1);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({700, 560});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_session.driver(), &SimDriver::frameReady, this, &JourneyPage::onFrame);
    connect(&m_session, &StackSession::degradationsChanged, this, &JourneyPage::onModelChanged);
    connect(&m_session, &StackSession::rebuilt, this, &JourneyPage::onRebuilt);
    connect(&m_session, &StackSession::stepCompleted, this,
            [this](int step, double seconds, double utilisation, double at) {
                m_stepSeries->append(QStringLiteral("step"), at, seconds);
                m_utilisationSeries->append(QStringLiteral("utilisation"), at, utilisation * 100.0);
                if (step == 1)
                    m_stepSeries->addAnnotation(at, tr("Step 1"),
                                                tr("The first training step completed."));
            });
    onRebuilt();
}

QWidget* JourneyPage::buildControls()
{
    auto* box = new QGroupBox(tr("Weaken one layer"), this);
    auto* form = new QFormLayout(box);
    m_storage = makeSlider("degradations/storageSlowdown", 10.0, tr("Storage slowdown"), box);
    m_network = makeSlider("degradations/networkBandwidthFraction", 100.0,
                           tr("Usable network bandwidth"), box);
    m_power = makeSlider("degradations/powerCap", 100.0, tr("GPU power cap"), box);
    m_storageValue = new QLabel(box);
    m_networkValue = new QLabel(box);
    m_powerValue = new QLabel(box);
    const auto row = [&](const QString& label, QSlider* slider, QLabel* value) {
        auto* line = new QWidget(box);
        // The value goes under the slider so that it is never clipped.
        auto* v = new QVBoxLayout(line);
        v->setContentsMargins(0, 0, 0, 0);
        v->setSpacing(0);
        v->addWidget(slider);
        v->addWidget(value);
        auto* name = new QLabel(label, box);
        name->setBuddy(slider);
        form->addRow(name, line);
    };
    row(tr("&Storage:"), m_storage, m_storageValue);
    row(tr("&Network:"), m_network, m_networkValue);
    row(tr("&Power cap:"), m_power, m_powerValue);
    for (QSlider* s : {m_storage, m_network, m_power})
        connect(s, &QSlider::valueChanged, this, &JourneyPage::onSliderMoved);
    return box;
}

void JourneyPage::syncSliders()
{
    m_syncing = true;
    const auto d = m_session.degradations();
    m_storage->setValue(int(std::lround(d.storageSlowdown * 10.0)));
    m_network->setValue(int(std::lround(d.networkBandwidthFraction * 100.0)));
    m_power->setValue(int(std::lround(d.powerCap * 100.0)));
    m_syncing = false;
    updateSliderLabels();
}

void JourneyPage::onSliderMoved()
{
    if (m_syncing)
        return;
    core::train::Degradations d;
    d.storageSlowdown = m_storage->value() / 10.0;
    d.networkBandwidthFraction = m_network->value() / 100.0;
    d.powerCap = m_power->value() / 100.0;
    m_session.setDegradations(d);
}

void JourneyPage::updateSliderLabels()
{
    const auto d = m_session.degradations();
    const auto step = m_session.currentStep();
    const auto& cfg = m_session.config().step;
    const QLocale locale;
    m_storageValue->setText(
        tr("%1× slower (%2 GB/s read)")
            .arg(locale.toString(d.storageSlowdown, 'f', 1),
                 locale.toString(cfg.storageReadBytesPerSecond / d.storageSlowdown / 1e9, 'f', 1)));
    m_networkValue->setText(tr("%1 % usable (%2 Gb/s per GPU)")
                                .arg(percent(d.networkBandwidthFraction),
                                     locale.toString(cfg.networkBytesPerSecondPerGpu * 8.0 *
                                                         d.networkBandwidthFraction / 1e9,
                                                     'f', 0)));
    m_powerValue->setText(tr("%1 % of TDP (%2 % compute)")
                              .arg(percent(d.powerCap), percent(step.powerThroughputFactor)));
}

void JourneyPage::onFrame()
{
    m_topology->updateState(JourneyDiagram::build(m_session));
    m_trainingText->setText(JourneyDiagram::trainingPhaseText(m_session));
    m_requestText->setText(JourneyDiagram::requestHopText(m_session));
}

void JourneyPage::onModelChanged()
{
    const QLocale locale;
    const auto healthy = m_session.healthyStep();
    const auto step = m_session.currentStep();
    const auto request = m_session.currentRequest();
    updateSliderLabels();

    const bool slower = step.stepSeconds > healthy.stepSeconds * 1.001;
    m_stepTile->setValue(locale.toString(step.stepSeconds, 'f', 2), tr("s"));
    m_stepTile->setDetail(
        slower ? tr("%1 % slower than without degradation")
                     .arg(locale.toString((step.stepSeconds / healthy.stepSeconds - 1.0) * 100.0,
                                          'f', 0))
               : tr("as without degradation"));
    m_stepTile->setStatus(slower ? Status::Congested : Status::Healthy);
    m_utilisationTile->setValue(locale.toString(step.gpuUtilisation * 100.0, 'f', 0), tr("%"));
    m_utilisationTile->setDetail(tr("compute time ÷ step time"));
    m_utilisationTile->setStatus(step.gpuUtilisation >= 0.9 ? Status::Healthy : Status::Congested);
    m_throughputTile->setValue(locale.toString(step.stepsPerSecond * 3600.0, 'f', 0));
    m_throughputTile->setDetail(
        tr("%1 tokens/s").arg(locale.toString(step.tokensPerSecond, 'f', 0)));
    const QString bottleneck = QString::fromStdString(core::train::layerId(step.bottleneck));
    m_bottleneckTile->setValue(layerDisplayName(bottleneck));
    m_bottleneckTile->setDetail(
        bottleneck == QLatin1String("compute")
            ? tr("GPU-bound: the goal")
            : tr("10 % faster here saves %1 ms per step")
                  .arg(locale.toString(*std::max_element(step.gainIfFasterSeconds.begin(),
                                                         step.gainIfFasterSeconds.end()) *
                                           1000.0,
                                       'f', 0)));
    m_bottleneckTile->setStatus(bottleneck == QLatin1String("compute") ? Status::Healthy
                                                                       : Status::Congested);
    m_inferenceTile->setValue(locale.toString(request.clientEndToEndSeconds, 'f', 3), tr("s"));
    m_inferenceTile->setDetail(
        tr("first token after %1 s, %2 tokens")
            .arg(locale.toString(request.clientTimeToFirstTokenSeconds, 'f', 3))
            .arg(m_session.config().inference.outputTokens));

    const QStringList categories = {tr("Without degradation"), tr("Current")};
    const auto part = [&](const QString& name, double a, double b) {
        return BarSeries{name, {a, b}, QColor()};
    };
    m_breakdown->setBreakdown(
        categories,
        {part(tr("Compute"), healthy.computeSeconds, step.computeSeconds),
         part(tr("Exposed communication"), healthy.exposedCommunicationSeconds,
              step.exposedCommunicationSeconds),
         part(tr("Data wait"), healthy.dataWaitSeconds, step.dataWaitSeconds),
         part(tr("Checkpoint share"), healthy.checkpointPerStepSeconds,
              step.checkpointPerStepSeconds)},
        tr("Seconds per step"));
    m_explainer->setContent(stepExplainer(m_session));
    onFrame();
}

void JourneyPage::onRebuilt()
{
    m_stepSeries->clear();
    m_utilisationSeries->clear();
    m_topology->setTopology(JourneyDiagram::build(m_session));
    syncSliders();
    onModelChanged();
}

} // namespace ailab::labs::stack
