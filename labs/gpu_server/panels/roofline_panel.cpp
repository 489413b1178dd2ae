#include "labs/gpu_server/panels/roofline_panel.h"

#include "core/hw/catalog.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/gpu_server/views/roofline_texts.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
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
    auto* form = new QFormLayout;
    form->addRow(tr("GPU"), m_gpu);
    form->addRow(tr("Precision"), m_precision);

    m_peakTile = new MetricTile(tr("Peak compute"), this);
    m_bandwidthTile = new MetricTile(tr("HBM bandwidth"), this);
    m_ridgeTile = new MetricTile(tr("Ridge point"), this);
    auto* top = new QHBoxLayout;
    top->addLayout(form, 2);
    top->addWidget(m_peakTile, 1);
    top->addWidget(m_bandwidthTile, 1);
    top->addWidget(m_ridgeTile, 1);

    m_chart = new TimeSeriesPanel(this);
    m_chart->setTitle(tr("Roofline (log-log)"));
    m_chart->setAxes(tr("Arithmetic intensity (FLOP/byte)"), tr("Attainable (TFLOP/s)"));
    m_chart->setUnits(tr("FLOP/B"), tr("TFLOP/s"));
    m_chart->addSeries("roof", tr("Roof: min(peak, I × bandwidth)"));
    m_chart->addSeries("kernels", tr("Kernels"));
    QCustomPlot* plot = m_chart->plot();
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        axis->setNumberFormat("gb");
    }
    plot->graph(0)->setLineStyle(QCPGraph::lsLine);
    plot->graph(0)->setAdaptiveSampling(false);
    plot->graph(1)->setLineStyle(QCPGraph::lsNone);
    plot->graph(1)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, 11));
    m_chart->setMinimumHeight(240);

    m_explainer = new ExplainerPanel(this);
    m_explainer->setMinimumWidth(280);
    auto* middle = new QHBoxLayout;
    middle->addWidget(m_chart, 3);
    middle->addWidget(m_explainer, 2);

    m_table = new QTableWidget(this);
    m_table->setColumnCount(7);
    m_table->setHorizontalHeaderLabels({tr("Kernel"), tr("Shape"), tr("Work"), tr("Traffic"),
                                        tr("Intensity"), tr("Attainable"), tr("Bound by")});
    m_table->verticalHeader()->setVisible(false);
    fitColumnsToContents(m_table);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Kernels on the roofline"));
    m_table->setMinimumHeight(120);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addLayout(middle, 1);
    layout->addWidget(m_table);

    connect(m_gpu, &QComboBox::currentIndexChanged, this, [this] {
        updatePrecisions();
        recompute();
    });
    connect(m_precision, &QComboBox::currentIndexChanged, this, &RooflinePanel::recompute);
    resetToDefaults();
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
