#include "labs/gpu_server/panels/roofline_panel.h"

#include "core/hw/catalog.h"
#include "labs/common/charts/chart_zoom.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/gpu_server/views/roofline_texts.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>

namespace ailab::labs::gpu_server {

namespace {
using namespace core::hw;

constexpr const char* kDefaultGpu = "h100-sxm";
constexpr const char* kRoofLabelProperty = "ailabRooflineLabel";
// The intensity axis spans the lab's kernels (0.17 to 2,731 FLOP/B at BF16) with room.
constexpr double kMinIntensity = 0.05;
constexpr double kMaxIntensity = 20000.0;
// The kernels' table: the columns whose texts wrap.
constexpr int kKernelColumn = 0;
constexpr int kShapeColumn = 1;
constexpr int kBoundColumn = 6;
} // namespace

RooflinePanel::RooflinePanel(QWidget* parent)
    : LabPage(parent)
{
    m_gpu = new QComboBox(this);
    for (const GpuSpec& gpu : gpus())
        m_gpu->addItem(hardwareText(gpu.name), QString::fromStdString(gpu.id));
    m_gpu->setAccessibleName(tr("GPU"));
    m_precision = new QComboBox(this);
    m_precision->setAccessibleName(tr("Precision"));
    auto* formBox = new QWidget;
    auto* form = new QFormLayout(formBox);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("GPU"), m_gpu);
    form->addRow(tr("Precision"), m_precision);

    // The choices beside the tiles where they fit, over them where they do not (a projector
    // in presenter mode).
    auto* upper = new QWidget;
    auto* top = new FlowLayout(upper);
    top->setContentsMargins(0, 0, 0, 0);
    m_peakTile = new MetricTile(tr("Peak compute"), upper);
    m_bandwidthTile = new MetricTile(tr("HBM bandwidth"), upper);
    m_ridgeTile = new MetricTile(tr("Ridge point"), upper);
    formBox->setParent(upper);
    top->addWidget(formBox);
    top->addWidget(m_peakTile);
    top->addWidget(m_bandwidthTile);
    top->addWidget(m_ridgeTile);

    m_chart = new TimeSeriesPanel;
    m_chart->setTitle(tr("Roofline (log-log)"));
    m_chart->setAxes(tr("Arithmetic intensity (FLOP/byte)"), tr("Attainable (TFLOP/s)"));
    m_chart->setUnits(tr("FLOP/B"), tr("TFLOP/s"));
    m_chart->addSeries("roof", tr("Roof: min(peak, I × bandwidth)"));
    m_chart->addSeries("kernels", tr("Kernels"));
    // Through the panel, so that its ranges span the data on log axes (set on the plot's
    // axes alone, the panel kept a linear range and showed 0.1 to 1 FLOP/B).
    m_chart->setLogScale(true, true);
    QCustomPlot* plot = m_chart->plot();
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis})
        axis->setNumberFormat("gb");
    plot->graph(0)->setLineStyle(QCPGraph::lsLine);
    plot->graph(0)->setAdaptiveSampling(false);
    plot->graph(1)->setLineStyle(QCPGraph::lsNone);
    plot->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, 11));
    m_chart->setMinimumHeight(std::max(240, fontMetrics().height() * 16));

    // The explainer beside the chart, or under it where the two do not fit side by side.
    m_explainer = new ExplainerPanel;
    m_explainer->setMinimumWidth(280);
    m_explainer->setMinimumHeight(fontMetrics().height() * 14);
    auto* middle = new WrappingSplitter;
    middle->addWidget(m_chart);
    middle->addWidget(m_explainer);
    middle->setStretchFactor(0, 3);
    middle->setStretchFactor(1, 2);
    middle->setSizes({600, 400});

    m_table = new QTableWidget;
    m_table->setColumnCount(7);
    QStringList titles;
    for (const QString& title : {tr("Kernel"), tr("Shape"), tr("Work"), tr("Traffic"),
                                 tr("Intensity"), tr("Attainable"), tr("Bound by")})
        titles << stackedTitle(title, 10);
    m_table->setHorizontalHeaderLabels(titles);
    m_table->verticalHeader()->setVisible(false);
    // The kernel's name, its shape and what bounds it wrap: the table fits a projector's
    // width and its rows grow downwards.
    fitColumnsWrapping(m_table, {kKernelColumn, kShapeColumn, kBoundColumn});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Kernels on the roofline"));
    m_table->setMinimumHeight(fontMetrics().height() * 14);

    // One page that scrolls downwards, never sideways.
    auto* content = new QWidget(this);
    upper->setParent(content);
    middle->setParent(content);
    m_table->setParent(content);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(upper);
    layout->addWidget(middle, 1);
    layout->addWidget(m_table);
    hostInVerticalScroll(this, content);

    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] {
        updatePrecisions();
        recompute();
    });
    connect(m_precision, &QComboBox::currentIndexChanged, this, &RooflinePanel::recompute);
    resetToDefaults();
    // The log axis turned the empty chart's range of 0 to 1 into 0.001 to 1, which the zoom
    // kept as if the learner had chosen it (the chart showed 0.1 to 1 FLOP/B): the chart
    // starts with the whole of its data.
    ChartZoom::of(plot)->reset();
}

void RooflinePanel::updatePrecisions()
{
    const GpuSpec* gpu = findGpu(m_gpu->currentData().toString().toStdString());
    const int previous =
        m_precision->currentIndex() < 0 ? int(Precision::BF16) : m_precision->currentData().toInt();
    const bool was = m_updating;
    m_updating = true;
    m_precision->clear();
    for (Precision p : {Precision::BF16, Precision::FP16, Precision::FP8}) {
        // Only precisions the GPU has Tensor Cores for (no FP8 on the A100).
        if (gpu && supportsPrecision(*gpu, p))
            m_precision->addItem(QString::fromUtf8(precisionName(p).data()), int(p));
    }
    const int index = m_precision->findData(previous);
    m_precision->setCurrentIndex(index < 0 ? 0 : index);
    m_updating = was;
}

void RooflinePanel::recompute()
{
    if (m_updating)
        return;
    const GpuSpec* gpu = findGpu(m_gpu->currentData().toString().toStdString());
    if (!gpu || m_precision->currentIndex() < 0)
        return;
    const auto precision = Precision(m_precision->currentData().toInt());
    m_roof = roofFor(*gpu, precision);
    m_placements.clear();
    for (const Kernel& kernel : teachingKernels(precision))
        m_placements.push_back(placeKernel(m_roof, kernel));

    roofline_texts::showRoofTiles(m_peakTile, m_bandwidthTile, m_ridgeTile, m_roof);
    showChart();
    showTable();
    showExplainer();
    Q_EMIT changed();
}

void RooflinePanel::showChart()
{
    QCustomPlot* plot = m_chart->plot();
    const double ridge = m_roof.ridgeIntensity;
    const QVector<double> x{kMinIntensity, ridge, kMaxIntensity};
    QVector<double> y;
    for (double i : x)
        y << attainableFlops(m_roof, i) / 1e12;
    m_chart->setSeriesData("roof", x, y);

    QVector<double> kx, ky;
    double lowest = y.front();
    for (const KernelPlacement& p : m_placements) {
        kx << p.kernel.intensity();
        ky << p.attainableFlops / 1e12;
        lowest = std::min(lowest, ky.back());
    }
    // The kernels' data are sorted by intensity for the graph; labels follow the placements.
    m_chart->setSeriesData("kernels", kx, ky);
    m_chart->setYRange(lowest / 4.0, m_roof.peakFlops / 1e12 * 4.0);

    for (int i = plot->itemCount() - 1; i >= 0; --i) {
        if (plot->item(i)->property(kRoofLabelProperty).toBool())
            plot->removeItem(i);
    }
    const QColor text = palette().color(QPalette::WindowText);
    for (const KernelPlacement& p : m_placements) {
        auto* label = new QCPItemText(plot);
        label->setProperty(kRoofLabelProperty, true);
        label->position->setCoords(p.kernel.intensity(), p.attainableFlops / 1e12);
        // Below the point under the roof; the compute-bound GEMM's label also goes left so
        // that it stays inside the plot.
        label->setPositionAlignment(p.computeBound ? (Qt::AlignRight | Qt::AlignTop)
                                                   : (Qt::AlignLeft | Qt::AlignTop));
        label->setPadding(QMargins(6, 4, 6, 0));
        label->setColor(text);
        label->setText(roofline_texts::kernelName(p.kernel));
        label->setSelectable(false);
    }
    m_chart->clearAnnotations();
    m_chart->addAnnotation(ridge, roofline_texts::ridgeShort(m_roof),
                           roofline_texts::ridgeHover(m_roof));
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void RooflinePanel::showTable()
{
    m_table->setRowCount(int(m_placements.size()));
    for (int r = 0; r < int(m_placements.size()); ++r) {
        const QStringList cells = roofline_texts::kernelRow(m_placements[std::size_t(r)]);
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = m_table->item(r, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(r, c, item);
            }
            item->setText(cells[c]);
            if (c == cells.size() - 1)
                item->setIcon(style::statusIcon(
                    m_placements[std::size_t(r)].computeBound ? Status::Healthy : Status::Busy));
        }
    }
}

void RooflinePanel::showExplainer()
{
    const GpuSpec* gpu = findGpu(m_roof.gpuId);
    m_explainer->setContent(roofline_texts::explainer(m_roof, *gpu));
}

QJsonObject RooflinePanel::saveState() const
{
    return {{"gpu", m_gpu->currentData().toString()},
            {"precision", QString::fromUtf8(precisionName(m_roof.precision).data())}};
}

void RooflinePanel::restoreState(const QJsonObject& state)
{
    m_updating = true;
    int gpuIndex = m_gpu->findData(state.value("gpu").toString(kDefaultGpu));
    if (gpuIndex < 0)
        gpuIndex = m_gpu->findData(QString::fromUtf8(kDefaultGpu));
    m_gpu->setCurrentIndex(gpuIndex);
    updatePrecisions();
    int precisionIndex = m_precision->findText(state.value("precision").toString("BF16"));
    m_precision->setCurrentIndex(precisionIndex < 0 ? 0 : precisionIndex);
    m_updating = false;
    recompute();
}

void RooflinePanel::resetToDefaults()
{
    restoreState(QJsonObject{});
}

} // namespace ailab::labs::gpu_server
