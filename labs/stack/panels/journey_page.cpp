#include "labs/stack/panels/journey_page.h"

#include "core/models/stack/stack_parameters.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/stack/stack_session.h"
#include "labs/stack/views/journey_diagram.h"
#include "labs/stack/views/step_explainer.h"

#include <QChart>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>
#include <qcustomplot.h>

namespace ailab::labs::stack {

namespace {
// How many training steps the time-series panels show at once.
constexpr double kWindowSteps = 20.0;

// The key figures. A splitter gives its panes any height above their minimum, but a tile
// wraps its detail line to the width it gets: the board's minimum follows its width, so
// that no tile is ever squeezed below its text.
class TileBoard : public QWidget
{
public:
    using QWidget::QWidget;

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QWidget::resizeEvent(event);
        fitTiles();
    }
    // A tile's texts changed (another preset, a slider): its grid laid it out anew.
    bool event(QEvent* event) override
    {
        const bool done = QWidget::event(event);
        if (event->type() == QEvent::LayoutRequest)
            fitTiles();
        return done;
    }

private:
    void fitTiles()
    {
        auto* grid = qobject_cast<QGridLayout*>(layout());
        if (grid == nullptr || !grid->hasHeightForWidth())
            return;
        // The grid's own estimate falls short with a tile across two columns: what each
        // row lacks is measured on the tiles as laid out, at the widths they got.
        std::map<int, int> lacking;
        for (int i = 0; i < grid->count(); ++i) {
            QLayoutItem* item = grid->itemAt(i);
            if (item->widget() == nullptr || !item->hasHeightForWidth())
                continue;
            int row = 0, column = 0, rowSpan = 0, columnSpan = 0;
            grid->getItemPosition(i, &row, &column, &rowSpan, &columnSpan);
            const QRect placed = item->geometry();
            lacking[row] =
                std::max(lacking[row], item->heightForWidth(placed.width()) - placed.height());
        }
        int more = 0;
        for (const auto& [row, pixels] : lacking)
            more += std::max(0, pixels);
        const int needed = more > 0 ? height() + more : grid->totalHeightForWidth(width());
        if (needed > 0 && needed != minimumHeight())
            setMinimumHeight(needed);
    }
};

// Slider units: storage slowdown in tenths, bandwidth share and power cap in percent.
QSlider* makeSlider(const char* key, double scale, const QString& name, QWidget* parent)
{
    const auto& p = core::models::stack::stackParameter(key);
    auto* slider = new QSlider(Qt::Horizontal, parent);
    slider->setRange(int(std::lround(p.min * scale)), int(std::lround(p.max * scale)));
    slider->setAccessibleName(name);
    slider->setMinimumWidth(100);
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
    : LabPage(parent)
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
    // One dot a completed step, so that the first step shows before a line can be drawn.
    for (TimeSeriesPanel* panel : {m_stepSeries, m_utilisationSeries})
        panel->plot()->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
    m_crosshair = new CrosshairGroup(this);
    m_crosshair->addPanel(m_stepSeries);
    m_crosshair->addPanel(m_utilisationSeries);

    m_breakdown = new SummaryChart(this);
    m_breakdown->setTitle(tr("Step time breakdown"));
    m_explainer = new ExplainerPanel(this);
    m_explainer->setMinimumHeight(120);

    m_stepTile = new MetricTile(tr("Step time"), this);
    m_utilisationTile = new MetricTile(tr("GPU utilisation"), this);
    m_bottleneckTile = new MetricTile(tr("Bottleneck"), this);
    m_throughputTile = new MetricTile(tr("Steps per hour"), this);
    m_inferenceTile = new MetricTile(tr("Inference response"), this);

    // General to specific from top to bottom (docs/architecture.md, "What users can expect", 14):
    // the sliders, the journey with its key figures beside it, then the charts, then the explainer
    // on request. Everything sits in splitters so that it fits the room the shell leaves a lab
    // (about 1020x690, and 1200x650 with the presenter's large fonts).
    auto* journey = new QWidget(this);
    auto* journeyLayout = new QVBoxLayout(journey);
    journeyLayout->setContentsMargins(0, 0, 0, 0);
    journeyLayout->addWidget(m_topology, 1);
    auto* tiles = new TileBoard(this);
    auto* tileGrid = new QGridLayout(tiles);
    tileGrid->setContentsMargins(0, 0, 0, 0);
    // The bottleneck, the page's message, gets a whole row: its detail line then fits.
    tileGrid->addWidget(m_stepTile, 0, 0);
    tileGrid->addWidget(m_utilisationTile, 0, 1);
    tileGrid->addWidget(m_bottleneckTile, 1, 0, 1, 2);
    tileGrid->addWidget(m_throughputTile, 2, 0);
    tileGrid->addWidget(m_inferenceTile, 2, 1);
    tileGrid->setRowStretch(3, 1);
    tileGrid->setColumnStretch(0, 1);
    tileGrid->setColumnStretch(1, 1);
    auto* top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(journey);
    top->addWidget(tiles);
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);
    top->setChildrenCollapsible(false);
    top->setSizes({670, 330}); // scaled to the real width

    auto* charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(m_stepSeries);
    charts->addWidget(m_utilisationSeries);
    charts->addWidget(m_breakdown);
    charts->setChildrenCollapsible(false);
    charts->setSizes({250, 250, 500}); // under the tiles: the breakdown needs its legend

    auto* vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(top);
    vertical->addWidget(charts);
    vertical->addWidget(m_explainer);
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 2);
    vertical->setStretchFactor(2, 2);
    vertical->setCollapsible(0, false);
    vertical->setCollapsible(1, false);
    vertical->setSizes({360, 220, 200});
    m_explainer->setVisible(false);

    // With the presenter's large fonts the page may be taller than the room: it then
    // scrolls vertically, never sideways.
    auto* content = new QWidget(this);
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->setSpacing(4);
    contentLayout->addWidget(buildControls());
    // What the job and the request do right now, side by side in one line.
    auto* phases = new QHBoxLayout;
    phases->addWidget(m_trainingText, 1);
    phases->addWidget(m_requestText, 1);
    contentLayout->addLayout(phases);
    contentLayout->addWidget(vertical, 1);
    hostInVerticalScroll(this, content);

    connect(m_session.driver(), &SimDriver::frameReady, this, &JourneyPage::onFrame);
    connect(&m_session, &StackSession::degradationsChanged, this, &JourneyPage::onModelChanged);
    connect(&m_session, &StackSession::rebuilt, this, &JourneyPage::onRebuilt);
    connect(&m_session, &StackSession::stepCompleted, this,
            [this](int step, double seconds, double utilisation, double at) {
                m_stepSeries->append(QStringLiteral("step"), at, seconds);
                m_stepMax = std::max(m_stepMax, seconds);
                updateStepRange();
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
    auto* grid = new QGridLayout(box);
    grid->setVerticalSpacing(0);
    grid->setContentsMargins(6, 2, 6, 2);
    m_storage = makeSlider("degradations/storageSlowdown", 10.0, tr("Storage slowdown"), box);
    m_network = makeSlider("degradations/networkBandwidthFraction", 100.0,
                           tr("Usable network bandwidth"), box);
    m_power = makeSlider("degradations/powerCap", 100.0, tr("GPU power cap"), box);
    m_storageValue = new QLabel(box);
    m_networkValue = new QLabel(box);
    m_powerValue = new QLabel(box);
    // Three columns side by side: name and slider on one line, the value under the slider
    // so that it is never clipped.
    int column = 0;
    const auto add = [&](const QString& label, QSlider* slider, QLabel* value) {
        auto* name = new QLabel(label, box);
        name->setBuddy(slider);
        value->setWordWrap(true);
        grid->addWidget(name, 0, column);
        grid->addWidget(slider, 0, column + 1);
        grid->addWidget(value, 1, column + 1);
        grid->setColumnStretch(column + 1, 1);
        column += 2;
    };
    add(tr("St&orage:"), m_storage, m_storageValue);
    add(tr("&Network:"), m_network, m_networkValue);
    add(tr("&Power cap:"), m_power, m_powerValue);
    for (QSlider* s : {m_storage, m_network, m_power})
        connect(s, &QSlider::valueChanged, this, &JourneyPage::onSliderMoved);

    m_explainToggle = new QToolButton(box);
    m_explainToggle->setText(tr("E&xplain"));
    m_explainToggle->setCheckable(true);
    m_explainToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_explainToggle->setIcon(QIcon::fromTheme(QStringLiteral("help-contextual")));
    m_explainToggle->setToolTip(tr("Show or hide how the step time is computed"));
    m_explainToggle->setAccessibleName(tr("Show the explanation of the step"));
    grid->addWidget(m_explainToggle, 0, column, 2, 1, Qt::AlignVCenter);
    connect(m_explainToggle, &QToolButton::toggled, this,
            [this](bool on) { m_explainer->setVisible(on); });
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
    const auto& step = m_session.currentStep();
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

void JourneyPage::updateStepRange()
{
    // Room above the highest step for the baseline's label; the data never leave the plot.
    m_stepSeries->setYRange(0.0, std::max(m_stepMax, m_session.healthyStep().stepSeconds) * 1.3);
}

void JourneyPage::onModelChanged()
{
    const QLocale locale;
    const auto& healthy = m_session.healthyStep();
    const auto& step = m_session.currentStep();
    const auto& request = m_session.currentRequest();
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
    // Beside the bars, where the names of the parts fit without eliding.
    m_breakdown->chart()->legend()->setAlignment(Qt::AlignRight);
    m_explainer->setContent(stepExplainer(m_session));
    onFrame();
}

void JourneyPage::onRebuilt()
{
    m_stepSeries->clear();
    m_utilisationSeries->clear();
    // The healthy baseline is drawn from the start, so the panels are never empty and a
    // slowed step shows as a gap to it; the x axis shows the last kWindowSteps steps.
    const auto& healthy = m_session.healthyStep();
    for (TimeSeriesPanel* panel : {m_stepSeries, m_utilisationSeries}) {
        panel->clearThresholds();
        panel->setTimeWindow(kWindowSteps * healthy.stepSeconds);
    }
    m_stepSeries->addThreshold(healthy.stepSeconds, tr("Without degradation"));
    m_stepMax = healthy.stepSeconds;
    updateStepRange();
    m_utilisationSeries->addThreshold(healthy.gpuUtilisation * 100.0, tr("Without degradation"));
    m_topology->setTopology(JourneyDiagram::build(m_session));
    syncSliders();
    onModelChanged();
}

} // namespace ailab::labs::stack
