#include "labs/gpu_server/panels/cluster_panel.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/gpu_server/views/cluster_texts.h"
#include "labs/gpu_server/views/cluster_topology.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <qcustomplot.h>

namespace ailab::labs::gpu_server {

namespace {
using namespace core::hw;
using namespace core::models::gpu_server;

constexpr int kMaxServers = 256;
constexpr int kMaxGpusPerServer = 16;

QSlider* slider(int lo, int hi, QWidget* parent)
{
    auto* s = new QSlider(Qt::Horizontal, parent);
    s->setRange(lo, hi);
    return s;
}
} // namespace

ClusterPanel::ClusterPanel(QWidget* parent)
    : LabPage(parent)
{
    // The controls beside the tiles where they fit, over them where they do not (a projector
    // in presenter mode); the tiles themselves wrap onto as many rows as they need.
    auto* content = new QWidget(this);
    auto* upper = new QWidget(content);
    auto* tiles = new QWidget(upper);
    auto* tileRows = new FlowLayout(tiles);
    tileRows->setContentsMargins(0, 0, 0, 0);
    m_gpusTile = new MetricTile(tr("Total GPUs"), tiles);
    m_hbmTile = new MetricTile(tr("Aggregate HBM"), tiles);
    m_nicsTile = new MetricTile(tr("NICs"), tiles);
    m_powerTile = new MetricTile(tr("GPU power"), tiles);
    m_fabricTile = new MetricTile(tr("Leaf-spine switches"), tiles);
    m_allReduceTile = new MetricTile(tr("All-reduce sent"), tiles);
    for (MetricTile* tile :
         {m_gpusTile, m_hbmTile, m_nicsTile, m_powerTile, m_fabricTile, m_allReduceTile})
        tileRows->addWidget(tile);
    QWidget* controls = buildControls();
    controls->setParent(upper);
    auto* upperRow = new FlowLayout(upper);
    upperRow->setContentsMargins(0, 0, 0, 0);
    upperRow->addWidget(controls);
    upperRow->addWidget(tiles);

    m_topology = new TopologyView;
    m_topology->setTitle(tr("Leaf-spine training network"));
    m_topology->setMinimumHeight(260);
    m_topology->setLegendVisible(false);
    m_topology->setAutoFit(TopologyView::AutoFit::Width);
    m_growth = new TimeSeriesPanel;
    m_growth->setTitle(tr("All-reduce traffic per step"));
    m_growth->setAxes(tr("Servers"), tr("Bytes sent per step (GB, log)"));
    m_growth->setUnits(tr("servers"), tr("GB"));
    m_growth->addSeries("per-gpu", tr("Per GPU"));
    m_growth->addSeries("network", tr("Network"), QColor(), Qt::DashLine);
    m_growth->addSeries("total", tr("All"), QColor(), Qt::DotLine);
    QCustomPlot* plot = m_growth->plot();
    plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    plot->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    plot->yAxis->setNumberFormat("gb");
    for (int i = 0; i < 3; ++i)
        plot->graph(i)->setLineStyle(QCPGraph::lsLine);
    m_growth->setMinimumHeight(std::max(260, fontMetrics().height() * 16));

    // The drawing beside the chart, or the chart under it where the two do not fit side by
    // side; the drawing shows its whole width and never scrolls sideways.
    auto* drawings = new WrappingSplitter(content);
    drawings->addWidget(m_topology);
    drawings->addWidget(m_growth);
    drawings->setStretchFactor(0, 1);
    drawings->setStretchFactor(1, 1);
    drawings->setSizes({500, 500});

    m_explainer = new ExplainerPanel(content);
    m_explainer->setMinimumHeight(fontMetrics().height() * 14);

    // One page that scrolls downwards, never sideways: controls and tiles, the drawings
    // across the page, the explainer under them.
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(upper);
    layout->addWidget(drawings, 1);
    layout->addWidget(m_explainer);
    hostInVerticalScroll(this, content);
    resetToDefaults();
}

QWidget* ClusterPanel::buildControls()
{
    auto* box = new QWidget(this);
    auto* form = new QFormLayout(box);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Labels go above their fields when the column is narrow (a large font, German).
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_servers = slider(1, kMaxServers, box);
    m_servers->setAccessibleName(tr("Servers"));
    m_serversSpin = new QSpinBox(box);
    m_serversSpin->setRange(1, kMaxServers);
    m_serversSpin->setAccessibleName(tr("Servers, exact number"));
    auto* serversRow = new QHBoxLayout;
    serversRow->addWidget(m_servers, 1);
    serversRow->addWidget(m_serversSpin);
    m_gpus = slider(1, kMaxGpusPerServer, box);
    m_gpus->setAccessibleName(tr("GPUs per server"));
    m_gpusSpin = new QSpinBox(box);
    m_gpusSpin->setRange(1, kMaxGpusPerServer);
    m_gpusSpin->setAccessibleName(tr("GPUs per server, exact number"));
    auto* gpusRow = new QHBoxLayout;
    gpusRow->addWidget(m_gpus, 1);
    gpusRow->addWidget(m_gpusSpin);
    m_nics = new QSpinBox(box);
    m_nics->setRange(1, 8);
    m_nics->setAccessibleName(tr("NICs per server"));
    m_hbm = new QDoubleSpinBox(box);
    m_hbm->setRange(8, 512);
    m_hbm->setDecimals(0);
    m_hbm->setSuffix(tr(" GB"));
    m_hbm->setAccessibleName(tr("HBM per GPU"));
    m_gpu = new QComboBox(box);
    for (const GpuSpec& gpu : gpus())
        m_gpu->addItem(hardwareText(gpu.name), QString::fromStdString(gpu.id));
    m_gpu->setAccessibleName(tr("GPU model for TDP and NVLink"));
    m_watts = new QDoubleSpinBox(box);
    m_watts->setRange(100, 3000);
    m_watts->setDecimals(0);
    m_watts->setSingleStep(50);
    m_watts->setSuffix(tr(" W"));
    m_watts->setAccessibleName(tr("Teaching assumption: watts per GPU"));
    m_radix = new QComboBox(box);
    for (int radix : {16, 32, 64, 128})
        m_radix->addItem(tr("%1 ports").arg(radix), radix);
    m_radix->setAccessibleName(tr("Switch radix"));
    m_gradient = new QDoubleSpinBox(box);
    m_gradient->setRange(0.1, 2000);
    m_gradient->setDecimals(1);
    m_gradient->setSuffix(tr(" GB"));
    m_gradient->setAccessibleName(tr("Gradients all-reduced per step"));
    form->addRow(tr("Servers"), serversRow);
    form->addRow(tr("GPUs per server"), gpusRow);
    form->addRow(tr("NICs per server"), m_nics);
    form->addRow(tr("HBM per GPU"), m_hbm);
    form->addRow(tr("GPU"), m_gpu);
    form->addRow(tr("Watts per GPU (teaching)"), m_watts);
    form->addRow(tr("Switch radix"), m_radix);
    form->addRow(tr("Gradients per step"), m_gradient);

    auto link = [this](QSlider* s, QSpinBox* spin) {
        connect(s, &QSlider::valueChanged, spin, &QSpinBox::setValue);
        connect(spin, &QSpinBox::valueChanged, s, &QSlider::setValue);
        connect(spin, &QSpinBox::valueChanged, this, &ClusterPanel::recompute);
    };
    link(m_servers, m_serversSpin);
    link(m_gpus, m_gpusSpin);
    connect(m_nics, &QSpinBox::valueChanged, this, &ClusterPanel::recompute);
    for (QDoubleSpinBox* spin : {m_hbm, m_watts, m_gradient})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &ClusterPanel::recompute);
    for (QComboBox* combo : {m_gpu, m_radix})
        connect(combo, &QComboBox::currentIndexChanged, this, &ClusterPanel::recompute);
    return box;
}

void ClusterPanel::recompute()
{
    if (m_updating)
        return;
    ClusterConfig config;
    config.servers = m_serversSpin->value();
    config.gpusPerServer = m_gpusSpin->value();
    config.nicsPerServer = m_nics->value();
    config.hbmPerGpuGB = m_hbm->value();
    config.gpuId = m_gpu->currentData().toString().toStdString();
    config.teachingWattsPerGpu = m_watts->value();
    config.switchRadix = m_radix->currentData().toInt();
    config.gradientBytes = m_gradient->value() * 1e9;
    try {
        m_totals = clusterTotals(config);
    } catch (const core::Error&) {
        // Only NICs beyond half a leaf's ports get here: keep the last valid cluster.
        return;
    }
    m_config = config;
    showTiles();
    m_topology->setTopology(clusterTopology(m_config, m_totals));
    showGrowth();
    m_explainer->setContent(cluster_texts::explainer(m_config, m_totals));
    Q_EMIT changed();
}

void ClusterPanel::showTiles()
{
    cluster_texts::showTiles(
        {m_gpusTile, m_hbmTile, m_nicsTile, m_powerTile, m_fabricTile, m_allReduceTile}, m_config,
        m_totals);
}

void ClusterPanel::showGrowth()
{
    const auto growth = allReduceGrowth(m_config, kMaxServers);
    QVector<double> x, perGpu, networkX, network, total;
    for (std::size_t i = 0; i < growth.size(); ++i) {
        x << double(i + 1);
        perGpu << growth[i].bytesPerRank / 1e9;
        total << growth[i].totalBytes / 1e9;
        // One server sends nothing over the network, and a log axis has no zero.
        if (growth[i].networkBytes > 0) {
            networkX << double(i + 1);
            network << growth[i].networkBytes / 1e9;
        }
    }
    m_growth->setSeriesData("per-gpu", x, perGpu);
    m_growth->setSeriesData("network", networkX, network);
    m_growth->setSeriesData("total", x, total);
    const double lo = std::max(1e-3, perGpu.front() / 3.0);
    m_growth->setYRange(lo, total.back() * 3.0);
    m_growth->clearAnnotations();
    m_growth->addAnnotation(
        m_config.servers, tr("%n servers", nullptr, m_config.servers),
        tr("This cluster: each GPU sends %1 GB per step.")
            .arg(QLocale().toString(m_totals.allReduce.bytesPerRank / 1e9, 'f', 1)));
}

QJsonObject ClusterPanel::saveState() const
{
    return {{"servers", m_config.servers},
            {"gpus_per_server", m_config.gpusPerServer},
            {"nics_per_server", m_config.nicsPerServer},
            {"hbm_per_gpu_gb", m_config.hbmPerGpuGB},
            {"gpu", QString::fromStdString(m_config.gpuId)},
            {"teaching_watts_per_gpu", m_config.teachingWattsPerGpu},
            {"switch_radix", m_config.switchRadix},
            {"gradient_gb", m_config.gradientBytes / 1e9}};
}

void ClusterPanel::restoreState(const QJsonObject& state)
{
    const ClusterConfig defaults;
    m_updating = true;
    m_serversSpin->setValue(state.value("servers").toInt(defaults.servers));
    m_gpusSpin->setValue(state.value("gpus_per_server").toInt(defaults.gpusPerServer));
    m_nics->setValue(state.value("nics_per_server").toInt(defaults.nicsPerServer));
    m_hbm->setValue(state.value("hbm_per_gpu_gb").toDouble(defaults.hbmPerGpuGB));
    const int gpu =
        m_gpu->findData(state.value("gpu").toString(QString::fromStdString(defaults.gpuId)));
    m_gpu->setCurrentIndex(gpu < 0 ? m_gpu->findData(QString::fromStdString(defaults.gpuId)) : gpu);
    m_watts->setValue(state.value("teaching_watts_per_gpu").toDouble(defaults.teachingWattsPerGpu));
    const int radix = m_radix->findData(state.value("switch_radix").toInt(defaults.switchRadix));
    m_radix->setCurrentIndex(radix < 0 ? m_radix->findData(defaults.switchRadix) : radix);
    m_gradient->setValue(state.value("gradient_gb").toDouble(defaults.gradientBytes / 1e9));
    m_updating = false;
    recompute();
}

void ClusterPanel::resetToDefaults()
{
    restoreState(QJsonObject{});
}

} // namespace ailab::labs::gpu_server
