#include "labs/operations/panels/dashboard_page.h"
#include "labs/operations/views/injection_texts.h"

#include "core/cluster/cluster_health.h"
#include "core/cluster/cluster_twin.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/telemetry/event_log.h"
#include "core/telemetry/metric_registry.h"
#include "core/telemetry/series_window.h"
#include "core/units/format.h"
#include "labs/common/charts/heatmap_panel.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/core_status.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/operations/operations_session.h"
#include "labs/operations/views/component_card.h"
#include "labs/operations/views/dashboard_row.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <set>

namespace ailab::labs::operations {

namespace {

const QString kComponent = QStringLiteral("component");
const QString kRange = QStringLiteral("range");
const QString kFilter = QStringLiteral("filter");
// The storage tile's rate: the mean over the last minute, as a Grafana panel takes
// rate(x[1m]).
constexpr double kRateWindowS = 60.0;
const QStringList kRangeIds = {QStringLiteral("5min"), QStringLiteral("15min"), QStringLiteral("1h"),
                               QStringLiteral("all")};
constexpr int kDefaultRange = 1; // the last 15 minutes
// Columns of a heatmap over its time range: one a sample at 5 minutes, wider beyond.
constexpr int kHeatmapColumns = 300;
// The racks a chart draws a line for; a larger cluster shows the first ones and a server's
// rack when filtered to it.
constexpr int kMaxRackLines = 12;

std::string labelled(const char* family, const char* label, const std::string& value)
{
    return fmt::format("{}{{{}=\"{}\"}}", family, label, value);
}

std::string gpuSeries(const core::cluster::ClusterTwin& twin, const char* family, int gpu)
{
    const int server = twin.serverOfGpu(gpu);
    return fmt::format("{}{{gpu=\"{}\",server=\"server{}\",rack=\"{}\"}}", family, gpu, server,
                       twin.spec().racks()[std::size_t(twin.rackOfServer(server))].id);
}

} // namespace

DashboardPage::DashboardPage(OperationsSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);

    // The course's four components and their tiles.
    auto* cardsBox = new QWidget(content);
    auto* cards = new FlowLayout(cardsBox);
    cards->setContentsMargins(0, 0, 0, 0);
    for (Component component : kComponents) {
        auto* card = new ComponentCard(cardsBox);
        m_cards[std::size_t(component)] = card;
        cards->addWidget(card);
        connect(card, &ComponentCard::clicked, this, [this, component] { selectComponent(component); });
    }
    m_banner = new QLabel(content);
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::RichText);
    m_inspector = new ExplainerPanel(content);
    m_inspector->setMinimumHeight(m_inspector->fontMetrics().height() * 16);
    m_inspector->browser()->setAccessibleName(tr("Component inspector"));

    // The cluster with each part's health; a click filters the dashboard.
    m_topology = new TopologyView(content);
    m_topology->setMinimumHeight(m_topology->fontMetrics().height() * 18);
    m_topology->setAutoFit(TopologyView::AutoFit::Width);
    m_drawingNote = new QLabel(content);
    m_drawingNote->setWordWrap(true);
    m_drawingNote->setVisible(false);
    m_filterBar = new QWidget(content);
    auto* filterLayout = new QHBoxLayout(m_filterBar);
    filterLayout->setContentsMargins(0, 0, 0, 0);
    m_filterLabel = new QLabel(m_filterBar);
    m_filterLabel->setWordWrap(true);
    m_clearFilter = new QPushButton(m_filterBar);
    filterLayout->addWidget(m_filterLabel, 1);
    filterLayout->addWidget(m_clearFilter);
    m_filterBar->setVisible(false);
    connect(m_clearFilter, &QPushButton::clicked, this, [this] { setFilter({}); });
    connect(m_topology, &TopologyView::elementSelected, this, [this](const QString& id) {
        if (m_building)
            return;
        const DashboardPart part = DashboardParts::partOf(m_session.twin(), id);
        if (part.kind != DashboardPart::Kind::None)
            setFilter(part);
    });

    // The time range every chart shows.
    auto* rangeBar = new QWidget(content);
    auto* rangeLayout = new QHBoxLayout(rangeBar);
    rangeLayout->setContentsMargins(0, 0, 0, 0);
    m_rangeLabel = new QLabel(rangeBar);
    m_range = new QComboBox(rangeBar);
    m_rangeLabel->setBuddy(m_range);
    rangeLayout->addWidget(m_rangeLabel);
    rangeLayout->addWidget(m_range);
    rangeLayout->addStretch(1);
    for (int i = 0; i < int(kRanges.size()); ++i)
        m_range->addItem(QString());
    m_range->setCurrentIndex(kDefaultRange);
    connect(m_range, &QComboBox::currentIndexChanged, this, [this] { rebuildCharts(); });

    m_crosshair = new CrosshairGroup(this);
    m_clusterRow = new DashboardRow(QString(), content);
    m_jobsRow = new DashboardRow(QString(), content);
    m_gpuRow = new DashboardRow(QString(), content);
    m_fabricRow = new DashboardRow(QString(), content);
    m_storageRow = new DashboardRow(QString(), content);
    m_rackRow = new DashboardRow(QString(), content);
    m_rows = {m_clusterRow, m_jobsRow, m_gpuRow, m_fabricRow, m_storageRow, m_rackRow};

    layout->addWidget(cardsBox);
    layout->addWidget(m_banner);
    layout->addWidget(m_inspector);
    layout->addWidget(m_topology);
    layout->addWidget(m_drawingNote);
    layout->addWidget(m_filterBar);
    layout->addWidget(rangeBar);
    for (DashboardRow* row : std::as_const(m_rows)) {
        layout->addWidget(row);
        // A row opened again catches up with what it missed while folded.
        connect(row, &DashboardRow::expandedChanged, this, [this](bool on) {
            if (on)
                drainVisible();
        });
    }
    layout->addStretch(1);
    m_scroll = hostInVerticalScroll(this, content);
    // Charts scrolled into view catch up (those off screen are not fed, see drainVisible).
    connect(m_scroll->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] {
        drainVisible();
        if (m_topologyStale && !m_topology->visibleRegion().isEmpty()) {
            m_topologyStale = false;
            m_topology->updateState(m_drawing.snapshot(m_session.twin(), DrawingStatus::Health));
        }
    });

    retranslate();
    connect(m_session.driver(), &SimDriver::frameReady, this, &DashboardPage::onFrame);
    connect(&m_session, &OperationsSession::rebuilt, this, &DashboardPage::onRebuilt);
    connect(&m_session, &OperationsSession::faultsChanged, this, [this] {
        readNewEvents();
        updateComponents();
    });
    onRebuilt();
    selectComponent(Component::GpuCompute);
}

DashboardPage::~DashboardPage() = default;

void DashboardPage::retranslate()
{
    m_clusterRow->setTitle(tr("Cluster"));
    m_jobsRow->setTitle(tr("Jobs and services: rate, errors, duration"));
    m_gpuRow->setTitle(tr("GPUs: utilisation, saturation, errors"));
    m_fabricRow->setTitle(tr("Fabric: utilisation, saturation, errors"));
    m_storageRow->setTitle(tr("Storage: utilisation, saturation, errors"));
    m_rackRow->setTitle(tr("Racks: power and cooling"));
    m_rangeLabel->setText(tr("Time ran&ge:"));
    m_range->setAccessibleName(tr("Time range of the charts"));
    const QStringList ranges = {tr("Last 5 minutes"), tr("Last 15 minutes"), tr("Last hour"), tr("Whole run")};
    for (int i = 0; i < ranges.size(); ++i)
        m_range->setItemText(i, ranges[i]);
    m_clearFilter->setText(tr("Clear filter"));
    m_clearFilter->setAccessibleName(tr("Clear the dashboard's filter"));
    m_topology->setTitle(tr("Cluster: the health of each part (click a part to filter the dashboard)"));
}

double DashboardPage::rangeSeconds() const
{
    const double range = kRanges[std::size_t(std::clamp(m_range->currentIndex(), 0, int(kRanges.size()) - 1))];
    return range > 0 ? range : std::max(m_session.durationS(), 1.0);
}

void DashboardPage::onRebuilt()
{
    m_building = true;
    const core::cluster::ClusterTwin& twin = m_session.twin();
    m_drawing.build(twin);
    m_topology->setTopology(m_drawing.snapshot(twin, DrawingStatus::Health));
    m_drawingNote->setText(m_drawing.note());
    m_drawingNote->setVisible(!m_drawing.note().isEmpty());
    m_filter = {};
    m_filterBar->setVisible(false);
    m_annotations.clear();
    m_lastEventSequence = 0;
    for (Component component : kComponents) {
        ComponentCard* card = m_cards[std::size_t(component)];
        card->setName(ComponentTexts::name(component), ComponentTexts::subtitle(component, twin));
        card->tile()->setTitle(ComponentTexts::tileTitle(component));
    }
    m_building = false;
    rebuildCharts();
    m_inspectorHtml.clear();
    m_samplesSeen = ~std::uint64_t(0);
    onFrame();
}

void DashboardPage::selectComponent(Component component)
{
    m_selected = component;
    for (Component c : kComponents)
        m_cards[std::size_t(c)]->setSelected(c == component);
    m_inspectorHtml.clear();
    updateInspector();
}

bool DashboardPage::partExists(const DashboardPart& part) const
{
    return !DashboardParts::nameOf(m_session.twin(), part).isEmpty();
}

void DashboardPage::setFilter(const DashboardPart& part)
{
    const core::cluster::ClusterTwin& twin = m_session.twin();
    // A part the cluster does not have clears the filter.
    const bool valid = partExists(part);
    const DashboardPart next = valid ? part : DashboardPart{};
    if (next == m_filter)
        return;
    m_filter = next;
    m_filterBar->setVisible(valid);
    if (valid) {
        //: The dashboard's filter: %1 the part clicked on the drawing, e.g. "server 3"
        m_filterLabel->setText(tr("Filtered to %1: the heatmaps and the fabric and rack charts show only it.")
                                   .arg(DashboardParts::displayName(twin, next)));
    }
    m_building = true;
    m_topology->selectElement(DashboardParts::nameOf(twin, next));
    m_building = false;
    rebuildCharts();
}

void DashboardPage::setRangeIndex(int index)
{
    m_range->setCurrentIndex(std::clamp(index, 0, int(kRanges.size()) - 1));
}

int DashboardPage::rangeIndex() const
{
    return m_range->currentIndex();
}

std::vector<int> DashboardPage::filteredGpus() const
{
    const core::cluster::ClusterTwin& twin = m_session.twin();
    std::vector<int> gpus;
    if (m_filter.kind == DashboardPart::Kind::Server || m_filter.kind == DashboardPart::Kind::Rack) {
        for (int server = 0; server < twin.serverCount(); ++server) {
            const bool kept = m_filter.kind == DashboardPart::Kind::Server ? server == m_filter.index
                                                                           : twin.rackOfServer(server) == m_filter.index;
            if (!kept)
                continue;
            const int first = twin.firstGpuOfServer(server);
            for (int g = first; g < first + twin.gpusOfServer(server); ++g)
                gpus.push_back(g);
        }
        return gpus;
    }
    gpus.resize(std::size_t(twin.gpuCount()));
    for (int g = 0; g < twin.gpuCount(); ++g)
        gpus[std::size_t(g)] = g;
    return gpus;
}

std::vector<std::size_t> DashboardPage::filteredLinks() const
{
    const core::cluster::FabricState& fabric = m_session.twin().fabricState();
    const auto& f = fabric.fabric();
    std::vector<std::size_t> links;
    for (std::size_t u = 0; u < fabric.uplinks().size(); ++u) {
        bool keep = true;
        if (m_filter.kind == DashboardPart::Kind::Link) {
            keep = DashboardParts::sameLine(m_session.twin(), m_filter, u);
        } else if (m_filter.kind == DashboardPart::Kind::Leaf) {
            keep = fabric.uplinkLeaf(u) == m_filter.index;
        } else if (m_filter.kind == DashboardPart::Kind::Spine) {
            const core::topo::Link& link = f.graph.link(fabric.uplinks()[u]);
            const core::topo::NodeId spine = f.spines.at(std::size_t(m_filter.index));
            keep = link.a == spine || link.b == spine;
        }
        if (keep)
            links.push_back(u);
    }
    return links;
}

std::vector<int> DashboardPage::filteredRacks() const
{
    const core::cluster::ClusterTwin& twin = m_session.twin();
    if (m_filter.kind == DashboardPart::Kind::Server)
        return {twin.rackOfServer(m_filter.index)};
    if (m_filter.kind == DashboardPart::Kind::Rack)
        return {m_filter.index};
    std::vector<int> racks;
    for (int r = 0; r < int(twin.spec().racks().size()) && r < kMaxRackLines; ++r)
        racks.push_back(r);
    return racks;
}

TimeSeriesPanel* DashboardPage::addChart(DashboardRow* row, const QString& id, const QString& title,
                                         const QString& yLabel, const QString& unit)
{
    // The row's charts side by side where they fit (FlowLayout), one under the other when not.
    QWidget* flow = row->property("flow").value<QWidget*>();
    if (flow == nullptr) {
        flow = new QWidget(row->body());
        new FlowLayout(flow);
        flow->layout()->setContentsMargins(0, 0, 0, 0);
        row->addWidget(flow);
        row->setProperty("flow", QVariant::fromValue(flow));
        m_chartWidgets.append(flow);
    }
    auto* chart = new TimeSeriesPanel(flow);
    chart->setTitle(title);
    chart->setAxes(tr("Time (s)"), yLabel);
    chart->setUnits(QStringLiteral("s"), unit);
    chart->setMinimumHeight(chart->fontMetrics().height() * 14);
    chart->setMinimumWidth(chart->fontMetrics().averageCharWidth() * 60); // two a line at 1280 px: legends whole
    chart->setObjectName(id);
    const double range = kRanges[std::size_t(std::clamp(m_range->currentIndex(), 0, 3))];
    chart->setTimeWindow(range);
    flow->layout()->addWidget(chart);
    m_crosshair->addPanel(chart);
    m_charts.insert(id, chart);
    m_rowOf.insert(chart, row);
    return chart;
}

void DashboardPage::addLine(TimeSeriesPanel* chart, const std::string& series, const QString& name,
                            Qt::PenStyle pen)
{
    const core::telemetry::TimeSeries* s = m_session.twin().metrics().find(series);
    if (s == nullptr)
        return;
    const QString id = QString::fromStdString(series);
    chart->addSeries(id, name, QColor(), pen);
    const double range = kRanges[std::size_t(std::clamp(m_range->currentIndex(), 0, 3))];
    m_feed.add(chart, id, s, range > 0 ? m_session.now() - range : 0.0);
}

HeatmapPanel* DashboardPage::addHeatmap(DashboardRow* row, const QString& id, const QString& title,
                                        const QString& yLabel, const QString& valueLabel, const QString& unit,
                                        double lower, double upper, const QStringList& rowNames,
                                        const std::vector<std::string>& series)
{
    const core::cluster::ClusterTwin& twin = m_session.twin();
    auto* heatmap = new HeatmapPanel(row->body());
    heatmap->setObjectName(id);
    heatmap->setTitle(title);
    heatmap->setAxes(tr("Time (s)"), yLabel);
    heatmap->setValueLabel(valueLabel, unit);
    heatmap->setValueRange(lower, upper);
    heatmap->setRows(rowNames);
    heatmap->setMinimumHeight(heatmap->fontMetrics().height() * (rowNames.size() > 16 ? 18 : 12));
    // Columns of the telemetry's resolution, or wider when the range holds more than fit.
    const double range = rangeSeconds();
    const double resolution = twin.spec().telemetry.resolutionS;
    const double bin = std::max(resolution, range / kHeatmapColumns);
    const int columns = int(std::ceil(range / bin));
    const bool whole = kRanges[std::size_t(std::clamp(m_range->currentIndex(), 0, 3))] <= 0;
    const double origin = whole ? 0.0 : std::floor(std::max(0.0, m_session.now() - range) / bin) * bin;
    heatmap->setTimeGrid(bin, columns, origin);
    if (whole)
        heatmap->setVisibleTimeRange(0.0, range);
    row->addWidget(heatmap);
    m_chartWidgets.append(heatmap);
    std::vector<const core::telemetry::TimeSeries*> rows;
    for (const std::string& name : series)
        rows.push_back(twin.metrics().find(name));
    if (!rows.empty() && std::all_of(rows.begin(), rows.end(), [](const auto* s) { return s != nullptr; }))
        m_feed.addHeatmap(heatmap, std::move(rows), origin);
    m_heatmaps.insert(id, heatmap);
    m_rowOf.insert(heatmap, row);
    return heatmap;
}

void DashboardPage::rebuildCharts()
{
    m_feed.clear();
    for (TimeSeriesPanel* chart : std::as_const(m_charts))
        m_crosshair->removePanel(chart);
    m_charts.clear();
    m_heatmaps.clear();
    m_rowOf.clear();
    for (DashboardRow* row : std::as_const(m_rows))
        row->setProperty("flow", QVariant::fromValue<QWidget*>(nullptr));
    qDeleteAll(m_chartWidgets);
    m_chartWidgets.clear();

    buildClusterRow();
    buildJobsRow();
    buildGpuRow();
    buildFabricRow();
    buildStorageRow();
    buildRackRow();
    for (const AnnotationText& a : std::as_const(m_annotations))
        annotate(a);
    // A new chart shows everything in its range at once, folded row or not.
    m_feed.drain();
}

void DashboardPage::buildClusterRow()
{
    TimeSeriesPanel* util = addChart(m_clusterRow, QStringLiteral("cluster-util"),
                                     tr("GPU utilisation, every GPU"), tr("Utilisation (%)"), QStringLiteral("%"));
    util->setYRange(0.0, 100.0);
    addLine(util, "ailab_cluster_gpu_utilisation", tr("mean of every GPU"));
    TimeSeriesPanel* power =
        addChart(m_clusterRow, QStringLiteral("cluster-power"), tr("Power"), tr("Power (kW)"), QStringLiteral("kW"));
    addLine(power, "ailab_cluster_it_power", tr("IT equipment"));
    addLine(power, "ailab_cluster_facility_power", tr("facility (IT × PUE)"), Qt::DashLine);
    TimeSeriesPanel* jobs = addChart(m_clusterRow, QStringLiteral("cluster-jobs"), tr("Jobs running"),
                                     tr("Jobs"), tr("jobs"));
    addLine(jobs, "ailab_cluster_running_jobs", tr("training jobs"));
    addLine(jobs, "ailab_background_running_jobs", tr("batch jobs (background)"), Qt::DashLine);
}

void DashboardPage::buildJobsRow()
{
    const core::cluster::ClusterTwin& twin = m_session.twin();
    TimeSeriesPanel* rate = addChart(m_jobsRow, QStringLiteral("job-rate"), tr("Training rate: model TFLOP/s per GPU"),
                                     tr("TFLOP/s per GPU"), QStringLiteral("TFLOP/s"));
    TimeSeriesPanel* errors = addChart(m_jobsRow, QStringLiteral("job-errors"), tr("Training errors: GPU-hours lost"),
                                       tr("Lost (GPU-h)"), QStringLiteral("GPU-h"));
    TimeSeriesPanel* duration = addChart(m_jobsRow, QStringLiteral("job-duration"), tr("Training duration: step time"),
                                         tr("Step time (s)"), QStringLiteral("s"));
    int i = 0;
    for (const auto& job : twin.jobs()) {
        const std::string& name = job->spec().name;
        const QString label = QString::fromStdString(name);
        const Qt::PenStyle pen = style::seriesPenStyle(i++);
        addLine(rate, labelled("ailab_job_achieved_tflops_per_gpu", "job", name), label, pen);
        addLine(errors, labelled("ailab_job_lost_gpu_hours", "job", name), label, pen);
        addLine(duration, labelled("ailab_job_step_time", "job", name), label, pen);
    }
    if (twin.services().empty())
        return;
    TimeSeriesPanel* serviceRate = addChart(m_jobsRow, QStringLiteral("service-rate"),
                                            tr("Service rate: requests completed"), tr("Requests/s"), tr("req/s"));
    TimeSeriesPanel* serviceErrors =
        addChart(m_jobsRow, QStringLiteral("service-errors"), tr("Service errors: queue and replicas ready"),
                 tr("Requests, replicas"), QString());
    TimeSeriesPanel* serviceDuration = addChart(m_jobsRow, QStringLiteral("service-duration"),
                                                tr("Service duration: TTFT and TPOT (p95)"), tr("Latency (ms)"),
                                                QStringLiteral("ms"));
    for (const auto& service : twin.services()) {
        const std::string& name = service->spec().name;
        const QString label = QString::fromStdString(name);
        addLine(serviceRate, labelled("ailab_service_completed_requests", "service", name), label);
        addLine(serviceErrors, labelled("ailab_service_queue_depth", "service", name),
                tr("%1: requests waiting").arg(label));
        addLine(serviceErrors, labelled("ailab_service_replicas_ready", "service", name),
                tr("%1: replicas ready").arg(label), Qt::DashLine);
        addLine(serviceDuration, labelled("ailab_service_ttft_p95", "service", name), tr("%1: TTFT p95").arg(label));
        addLine(serviceDuration, labelled("ailab_service_tpot_p95", "service", name), tr("%1: TPOT p95").arg(label),
                Qt::DashLine);
    }
}

void DashboardPage::buildGpuRow()
{
    const core::cluster::ClusterTwin& twin = m_session.twin();
    const std::vector<int> gpus = filteredGpus();
    QStringList names;
    std::vector<std::string> util, clock, temperature;
    for (int g : gpus) {
        //: A heatmap row: a GPU with its server, e.g. "GPU 12 (server1)"
        names << tr("GPU %1 (server%2)").arg(g).arg(twin.serverOfGpu(g));
        util.push_back(gpuSeries(twin, "DCGM_FI_DEV_GPU_UTIL", g));
        clock.push_back(gpuSeries(twin, "DCGM_FI_DEV_SM_CLOCK", g));
        temperature.push_back(gpuSeries(twin, "DCGM_FI_DEV_GPU_TEMP", g));
    }
    // The clock's scale: from zero (a GPU off) to the fastest GPU's boost clock.
    double maxClock = 0;
    for (int s = 0; s < twin.serverCount(); ++s)
        if (const core::hw::GpuSpec* spec = core::hw::findGpu(twin.platformOfServer(s).gpuId))
            maxClock = std::max(maxClock, spec->maxBoostClockMHz);
    addHeatmap(m_gpuRow, QStringLiteral("gpu-util"), tr("GPU utilisation, every GPU over time"), tr("GPU"),
               tr("Utilisation (%)"), QStringLiteral("%"), 0.0, 100.0, names, util);
    addHeatmap(m_gpuRow, QStringLiteral("gpu-clock"), tr("SM clock, every GPU over time (saturation: throttling)"),
               tr("GPU"), tr("SM clock (MHz)"), QStringLiteral("MHz"), 0.0, maxClock > 0 ? maxClock : 2000.0, names,
               clock);
    addHeatmap(m_gpuRow, QStringLiteral("gpu-temp"), tr("GPU temperature, every GPU over time"), tr("GPU"),
               tr("Temperature (°C)"), QStringLiteral("°C"), 20.0, 95.0, names, temperature);
    TimeSeriesPanel* errors = addChart(m_gpuRow, QStringLiteral("gpu-errors"),
                                       tr("GPU saturation and errors: GPUs throttled and lost"), tr("GPUs"), tr("GPUs"));
    addLine(errors, "ailab_cluster_gpus_throttled", tr("throttled (saturation)"));
    addLine(errors, "ailab_cluster_gpus_lost", tr("lost: off the bus or unpowered (errors)"), Qt::DashLine);
}

void DashboardPage::buildFabricRow()
{
    const core::cluster::ClusterTwin& twin = m_session.twin();
    const auto& names = twin.fabricState().uplinkNames();
    const std::vector<std::size_t> links = filteredLinks();
    QStringList rows;
    std::vector<std::string> util;
    for (std::size_t u : links) {
        rows << QString::fromStdString(names[u]);
        util.push_back(labelled("ailab_link_utilisation", "link", names[u]));
    }
    addHeatmap(m_fabricRow, QStringLiteral("link-util"), tr("Leaf-spine links over time: utilisation"), tr("Link"),
               tr("Utilisation (%)"), QStringLiteral("%"), 0.0, 100.0, rows, util);
    TimeSeriesPanel* use = addChart(m_fabricRow, QStringLiteral("fabric-util"), tr("Fabric utilisation"),
                                    tr("Utilisation (%)"), QStringLiteral("%"));
    use->setYRange(0.0, 100.0);
    TimeSeriesPanel* saturation = addChart(m_fabricRow, QStringLiteral("fabric-saturation"),
                                           tr("Fabric saturation: ECN marks and PFC pauses"), tr("Per second"),
                                           tr("/s"));
    TimeSeriesPanel* errors = addChart(m_fabricRow, QStringLiteral("fabric-errors"),
                                       tr("Fabric errors: drops and links out of service"), tr("Packets/s, links"),
                                       QString());
    if (m_filter.kind == DashboardPart::Kind::None || m_filter.kind == DashboardPart::Kind::Server ||
        m_filter.kind == DashboardPart::Kind::Rack) {
        addLine(use, "ailab_fabric_link_utilisation_max", tr("busiest link"));
        addLine(saturation, "ailab_fabric_ecn_marks", tr("ECN marks, every link"));
        addLine(saturation, "ailab_fabric_pfc_pauses", tr("PFC pause frames, every link"), Qt::DashLine);
        addLine(errors, "ailab_fabric_drops", tr("drops, every link"));
        addLine(errors, "ailab_fabric_links_down", tr("links out of service"), Qt::DashLine);
        return;
    }
    int i = 0;
    for (std::size_t u : links) {
        const QString name = QString::fromStdString(names[u]);
        const Qt::PenStyle pen = style::seriesPenStyle(i++);
        addLine(use, labelled("ailab_link_utilisation", "link", names[u]), name, pen);
        addLine(saturation, labelled("ailab_link_ecn_marks", "link", names[u]), tr("%1: ECN marks").arg(name), pen);
        addLine(saturation, labelled("ailab_link_pfc_pauses", "link", names[u]), tr("%1: PFC pauses").arg(name), pen);
        addLine(errors, labelled("ailab_link_drops", "link", names[u]), tr("%1: drops").arg(name), pen);
    }
}

void DashboardPage::buildStorageRow()
{
    const core::cluster::ClusterTwin& twin = m_session.twin();
    TimeSeriesPanel* throughput = addChart(m_storageRow, QStringLiteral("storage-throughput"),
                                           tr("Storage utilisation: throughput"), tr("Throughput (GB/s)"),
                                           QStringLiteral("GB/s"));
    addLine(throughput, "ailab_storage_read_throughput", tr("read"));
    addLine(throughput, "ailab_storage_write_throughput", tr("write"), Qt::DashLine);
    TimeSeriesPanel* latency = addChart(m_storageRow, QStringLiteral("storage-latency"),
                                        tr("Storage saturation: read latency"), tr("Latency (ms)"),
                                        QStringLiteral("ms"));
    addLine(latency, "ailab_storage_read_latency", tr("time to first byte"));
    TimeSeriesPanel* wait = addChart(m_storageRow, QStringLiteral("storage-wait"),
                                     tr("Storage saturation: each job's wait for data per step"),
                                     tr("Data wait (s)"), QStringLiteral("s"));
    int i = 0;
    for (const auto& job : twin.jobs())
        addLine(wait, labelled("ailab_job_data_wait_time", "job", job->spec().name),
                QString::fromStdString(job->spec().name), style::seriesPenStyle(i++));
}

void DashboardPage::buildRackRow()
{
    const core::cluster::ClusterTwin& twin = m_session.twin();
    TimeSeriesPanel* power =
        addChart(m_rackRow, QStringLiteral("rack-power"), tr("Rack power"), tr("Power (kW)"), QStringLiteral("kW"));
    TimeSeriesPanel* inlet = addChart(m_rackRow, QStringLiteral("rack-inlet"), tr("Rack inlet temperature"),
                                      tr("Inlet (°C)"), QStringLiteral("°C"));
    int i = 0;
    for (int r : filteredRacks()) {
        const std::string& id = twin.spec().racks()[std::size_t(r)].id;
        const Qt::PenStyle pen = style::seriesPenStyle(i++);
        const QString name = QString::fromStdString(id);
        addLine(power, labelled("ailab_rack_power", "rack", id), name, pen);
        addLine(inlet, labelled("ailab_rack_inlet_temperature", "rack", id), name, pen);
    }
}

void DashboardPage::annotate(const AnnotationText& a)
{
    for (TimeSeriesPanel* chart : std::as_const(m_charts))
        chart->addAnnotation(a.t, a.shortText, a.hoverText);
    for (HeatmapPanel* heatmap : std::as_const(m_heatmaps))
        heatmap->addAnnotation(a.t, a.shortText, a.hoverText);
}

void DashboardPage::readNewEvents()
{
    const core::telemetry::EventLog& log = m_session.twin().events();
    // Events arrive in time order but may be logged at an earlier time than the newest:
    // their sequence numbers say which are new.
    std::vector<const core::telemetry::Event*> fresh;
    for (auto it = log.end(); it != log.begin();) {
        --it;
        if (it->sequence <= m_lastEventSequence) {
            // Older ones may still follow out of order; the log is short enough to look on.
            continue;
        }
        if (it->severity != core::telemetry::Severity::Info)
            fresh.push_back(&*it);
    }
    std::uint64_t newest = m_lastEventSequence;
    for (const auto& e : log)
        newest = std::max(newest, e.sequence);
    m_lastEventSequence = newest;
    std::sort(fresh.begin(), fresh.end(), [](const auto* a, const auto* b) { return a->sequence < b->sequence; });
    for (const core::telemetry::Event* e : fresh) {
        AnnotationText a;
        a.t = e->time;
        a.shortText = QString::fromStdString(e->type);
        const QString subject = e->subject ? QString::fromStdString(*e->subject) : QString();
        //: An event on the charts: %1 time in s, %2 severity, %3 the event's sentence, %4 what it concerns
        a.hoverText = tr("%1 s · %2 · %3%4")
                          .arg(QLocale().toString(e->time, 'f', 0),
                               e->severity == core::telemetry::Severity::Critical ? tr("critical") : tr("warning"),
                               InjectionTexts::eventMessage(*e).isEmpty()
                                   ? InjectionTexts::typeLabel(e->type)
                                   : InjectionTexts::eventMessage(*e),
                               subject.isEmpty() ? QString() : tr(" (%1)").arg(subject));
        m_annotations.append(a);
        annotate(a);
    }
}

void DashboardPage::drainVisible()
{
    m_feed.drain([this](const void* panel) {
        DashboardRow* row = m_rowOf.value(panel);
        if (row == nullptr || !row->isExpanded())
            return false;
        // While the clock plays, a chart scrolled out of the page's view is fed when it comes
        // back into it (a chart fed redraws); a step or a seek brings every chart up to date.
        if (!m_session.driver()->isPlaying() || !isVisible())
            return true;
        return !static_cast<const QWidget*>(panel)->visibleRegion().isEmpty();
    });
}

void DashboardPage::updateComponents()
{
    using namespace core::cluster;
    using core::telemetry::Health;
    const ClusterTwin& twin = m_session.twin();
    // Before the twin's first telemetry sample there is nothing to judge yet (the jobs are
    // submitted, not placed): no status, and the banner says how to start.
    if (std::isnan(latestValue(twin, "ailab_cluster_gpu_utilisation"))) {
        for (Component component : kComponents) {
            MetricTile* tile = m_cards[std::size_t(component)]->tile();
            tile->setValue(tr("–"));
            tile->setDetail(tr("not started"));
            tile->clearStatus();
        }
        m_banner->setText(tr("<b>Cluster not started.</b> Press Play to run the cluster twin; the "
                             "dashboard then shows its figures as they are recorded."));
        updateInspector();
        return;
    }
    const Health gpu = gpuComputeHealth(twin);
    const Health fabric = fabricHealth(twin);
    const Health storage = storageHealth(twin);
    const Health orchestration = orchestrationHealth(twin);

    MetricTile* gpuTile = m_cards[std::size_t(Component::GpuCompute)]->tile();
    const double util = latestValue(twin, "ailab_cluster_gpu_utilisation");
    gpuTile->setValue(std::isnan(util) ? tr("–") : formatFigure(util), QStringLiteral("%"));
    gpuTile->setDetail(tr("mean of %n GPU(s)", nullptr, twin.gpuCount()));
    gpuTile->setStatus(statusOf(gpu));

    MetricTile* fabricTile = m_cards[std::size_t(Component::NetworkFabric)]->tile();
    const Status fabricStatus = statusOf(fabric);
    QString word = style::statusText(fabricStatus);
    if (!word.isEmpty())
        word[0] = word[0].toUpper();
    fabricTile->setValue(word);
    const double busiest = latestValue(twin, "ailab_fabric_link_utilisation_max");
    fabricTile->setDetail(tr("busiest link %1 %").arg(std::isnan(busiest) ? tr("–") : formatFigure(busiest)));
    fabricTile->setStatus(fabricStatus);

    MetricTile* storageTile = m_cards[std::size_t(Component::Storage)]->tile();
    // A job reads its batch in a burst each step, so one sample shows the burst or the gap;
    // the tile shows the rate, the mean of the last minute.
    const core::telemetry::TimeSeries* throughputSeries = twin.metrics().find("ailab_cluster_storage_throughput");
    const std::optional<double> throughput =
        throughputSeries != nullptr ? meanOver(*throughputSeries, kRateWindowS) : std::nullopt;
    if (throughput) {
        const QString text = QString::fromStdString(core::units::toString(
            core::units::ByteRate::gigabytesPerSecond(*throughput), {.significantDigits = 3}));
        const qsizetype space = text.lastIndexOf(QLatin1Char(' '));
        storageTile->setValue(text.left(space), text.mid(space + 1));
    } else {
        storageTile->setValue(tr("–"));
    }
    storageTile->setDetail(tr("reads and writes, mean of the last minute"));
    storageTile->setStatus(statusOf(storage));

    MetricTile* jobsTile = m_cards[std::size_t(Component::Orchestration)]->tile();
    //: Running jobs of all jobs, e.g. "4 / 4"
    jobsTile->setValue(tr("%1 / %2").arg(runningJobs(twin)).arg(twin.jobs().size()));
    jobsTile->setDetail(tr("training jobs running"));
    jobsTile->setStatus(statusOf(orchestration));

    const Health overall = worse(worse(gpu, fabric), worse(storage, orchestration));
    switch (overall) {
    case Health::Failed:
        m_banner->setText(tr("<b>Cluster impaired.</b> A part has failed and work is lost or stopped: "
                             "select the failed component to inspect its indicators, and read the "
                             "events marked on the charts."));
        break;
    case Health::Congested:
        m_banner->setText(tr("<b>Cluster degraded.</b> A part runs below its capacity or is saturated: "
                             "jobs may slow down. Select the component marked congested."));
        break;
    case Health::Idle:
        m_banner->setText(tr("<b>Cluster idle.</b> No work runs yet; press Play."));
        break;
    case Health::Healthy:
    case Health::Busy:
        m_banner->setText(tr("<b>Cluster operating normally.</b> All major infrastructure services are "
                             "available. Select a component to inspect its role, or use the failure "
                             "injection page to explore operational dependencies."));
        break;
    }
    updateInspector();
}

void DashboardPage::updateInspector()
{
    const ExplainerContent content = ComponentTexts::inspector(m_selected, m_session.twin());
    // Redraw only when a figure changed: the browser lays its text out again each time.
    QString key = content.title + content.formula;
    for (const ExplainerInput& input : content.inputs)
        key += input.name + input.value;
    if (key == m_inspectorHtml)
        return;
    m_inspectorHtml = key;
    m_inspector->setContent(content);
}

void DashboardPage::onFrame()
{
    const core::cluster::ClusterTwin& twin = m_session.twin();
    const core::telemetry::TimeSeries* clock = twin.metrics().find("ailab_cluster_gpu_utilisation");
    const std::uint64_t samples = clock != nullptr ? clock->totalAdded() : 0;
    // Figures change only with a new telemetry sample (the twin records them together).
    if (samples == m_samplesSeen)
        return;
    m_samplesSeen = samples;
    readNewEvents();
    drainVisible();
    updateComponents();
    // The drawing's state, every node's and link's, is the page's dearest update: while the
    // clock plays it is made only when the drawing is on screen (and once it is scrolled to).
    if (!m_session.driver()->isPlaying() || !m_topology->visibleRegion().isEmpty())
        m_topology->updateState(m_drawing.snapshot(twin, DrawingStatus::Health));
    else
        m_topologyStale = true;
}

QJsonObject DashboardPage::saveState() const
{
    return {{kComponent, ComponentTexts::id(m_selected)},
            {kRange, kRangeIds.value(m_range->currentIndex())},
            {kFilter, DashboardParts::nameOf(m_session.twin(), m_filter)}};
}

void DashboardPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it)
        if (it.key() != kComponent && it.key() != kRange && it.key() != kFilter)
            throw core::Error("unknown field", "/" + it.key().toStdString());
    Component component = m_selected;
    if (state.contains(kComponent)) {
        const QString id = state.value(kComponent).toString();
        const auto* found = std::find_if(std::begin(kComponents), std::end(kComponents),
                                         [&](Component c) { return ComponentTexts::id(c) == id; });
        if (found == std::end(kComponents))
            throw core::Error("expected gpu, fabric, storage or orchestration", "/component");
        component = *found;
    }
    int range = m_range->currentIndex();
    if (state.contains(kRange)) {
        range = int(kRangeIds.indexOf(state.value(kRange).toString()));
        if (range < 0)
            throw core::Error("expected 5min, 15min, 1h or all", "/range");
    }
    DashboardPart part;
    if (state.contains(kFilter)) {
        const QJsonValue value = state.value(kFilter);
        if (!value.isString())
            throw core::Error("expected a part of the drawing such as \"server3\", or \"\"", "/filter");
        part = DashboardParts::partOf(m_session.twin(), value.toString());
        if ((part.kind == DashboardPart::Kind::None && !value.toString().isEmpty()) ||
            (part.kind != DashboardPart::Kind::None && !partExists(part)))
            throw core::Error("expected a server, switch, rack or leaf-spine link of this cluster such as \"server3\", or \"\"",
                              "/filter");
    }
    selectComponent(component);
    m_range->setCurrentIndex(range);
    setFilter(part);
}

void DashboardPage::resetToDefaults()
{
    selectComponent(Component::GpuCompute);
    m_range->setCurrentIndex(kDefaultRange);
    setFilter({});
}

} // namespace ailab::labs::operations
