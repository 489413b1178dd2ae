#pragma once

#include "labs/common/skeleton/lab_page.h"
#include "labs/operations/views/component_texts.h"
#include "labs/operations/views/cluster_drawing.h"
#include "labs/operations/views/dashboard_part.h"
#include "labs/operations/views/series_feed.h"

#include <QHash>
#include <QList>
#include <QString>
#include <array>
#include <cstdint>

class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;

namespace ailab::labs {
class CrosshairGroup;
class ExplainerPanel;
class HeatmapPanel;
class TimeSeriesPanel;
class TopologyView;
} // namespace ailab::labs

namespace ailab::labs::operations {

class ComponentCard;
class DashboardRow;
class OperationsSession;

// The operations dashboard (Lab 08, page 1): the course's four components with their tiles
// and an inspector of the selected one's role and health indicators; the cluster drawn with
// the health of each part, where a click filters the dashboard to that part; then rows from
// general to specific, as a Grafana dashboard is laid out (cluster; jobs and services, RED;
// GPUs, fabric and storage, USE; racks), each row foldable, their charts on one crosshair and
// one time range, every warning or critical event of the twin's log drawn on every chart.
// Every figure is the twin's (its registry series as ClusterTelemetry names them, its health
// rules in core/cluster/cluster_health.h); a frame reads only the samples recorded since the
// last one.
class DashboardPage : public LabPage
{
    Q_OBJECT
public:
    explicit DashboardPage(OperationsSession& session, QWidget* parent = nullptr);
    ~DashboardPage() override;

    // {"component": "gpu" | "fabric" | "storage" | "orchestration", "range": "5min" | "15min"
    //  | "1h" | "all", "filter": a drawing's element id ("server:3", "uplink:5") or ""}.
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    // The time ranges of the range box, in seconds (0: the whole run).
    static constexpr std::array<double, 4> kRanges = {300.0, 900.0, 3600.0, 0.0};

    void selectComponent(Component component);
    Component selectedComponent() const { return m_selected; }
    // Filters the dashboard to a part of the cluster (Kind::None clears the filter).
    void setFilter(const DashboardPart& part);
    const DashboardPart& filter() const { return m_filter; }
    void setRangeIndex(int index);
    int rangeIndex() const;

    ComponentCard* card(Component component) const { return m_cards[std::size_t(component)]; }
    ExplainerPanel* inspector() const { return m_inspector; }
    QLabel* statusBanner() const { return m_banner; }
    TopologyView* topology() const { return m_topology; }
    QLabel* filterLabel() const { return m_filterLabel; }
    QPushButton* clearFilterButton() const { return m_clearFilter; }
    QComboBox* rangeBox() const { return m_range; }
    QList<DashboardRow*> rows() const { return m_rows; }
    // Every time-series chart and heatmap (in row order), and one by its id ("cluster-util",
    // "gpu-util", "link-util", "fabric-util", ...).
    QList<TimeSeriesPanel*> charts() const { return m_charts.values(); }
    QList<HeatmapPanel*> heatmaps() const { return m_heatmaps.values(); }
    TimeSeriesPanel* chart(const QString& id) const { return m_charts.value(id); }
    HeatmapPanel* heatmap(const QString& id) const { return m_heatmaps.value(id); }
    CrosshairGroup* crosshair() const { return m_crosshair; }
    // The events drawn as annotations (warning and critical ones of the twin's log).
    int annotatedEvents() const { return int(m_annotations.size()); }

private:
    struct AnnotationText
    {
        double t = 0.0;
        QString shortText;
        QString hoverText;
    };
    void onRebuilt();
    void onFrame();
    // New charts and heatmaps for the run, the filter and the range (user actions only).
    void rebuildCharts();
    void buildClusterRow();
    void buildJobsRow();
    void buildGpuRow();
    void buildFabricRow();
    void buildStorageRow();
    void buildRackRow();
    TimeSeriesPanel* addChart(DashboardRow* row, const QString& id, const QString& title, const QString& yLabel,
                              const QString& unit);
    // One registry series as a series of the chart (nothing when the twin has no such series).
    void addLine(TimeSeriesPanel* chart, const std::string& series, const QString& name,
                 Qt::PenStyle pen = Qt::SolidLine);
    HeatmapPanel* addHeatmap(DashboardRow* row, const QString& id, const QString& title, const QString& yLabel,
                             const QString& valueLabel, const QString& unit, double lower, double upper,
                             const QStringList& rowNames, const std::vector<std::string>& series);
    void readNewEvents();
    void annotate(const AnnotationText& a);
    // Reads the new samples into the charts of expanded rows that are on screen.
    void drainVisible();
    void updateComponents();
    void updateInspector();
    // The GPUs and leaf-spine links the filter keeps (all without one).
    std::vector<int> filteredGpus() const;
    std::vector<std::size_t> filteredLinks() const;
    std::vector<int> filteredRacks() const;
    double rangeSeconds() const;
    // Whether the twin's cluster has the part (a saved state may name another cluster's).
    bool partExists(const DashboardPart& part) const;
    void retranslate();

    OperationsSession& m_session;
    std::array<ComponentCard*, 4> m_cards{};
    Component m_selected = Component::GpuCompute;
    ExplainerPanel* m_inspector = nullptr;
    QString m_inspectorHtml; // what it shows, to redraw only on change
    QLabel* m_banner = nullptr;
    TopologyView* m_topology = nullptr;
    ClusterDrawing m_drawing;
    QLabel* m_drawingNote = nullptr; // what the drawing leaves out of a large cluster
    QWidget* m_filterBar = nullptr;
    QLabel* m_filterLabel = nullptr;
    QPushButton* m_clearFilter = nullptr;
    DashboardPart m_filter;
    QComboBox* m_range = nullptr;
    QLabel* m_rangeLabel = nullptr;
    QScrollArea* m_scroll = nullptr;
    QList<DashboardRow*> m_rows;
    DashboardRow* m_clusterRow = nullptr;
    DashboardRow* m_jobsRow = nullptr;
    DashboardRow* m_gpuRow = nullptr;
    DashboardRow* m_fabricRow = nullptr;
    DashboardRow* m_storageRow = nullptr;
    DashboardRow* m_rackRow = nullptr;
    CrosshairGroup* m_crosshair = nullptr;
    QHash<QString, TimeSeriesPanel*> m_charts;
    QHash<QString, HeatmapPanel*> m_heatmaps;
    QHash<const void*, DashboardRow*> m_rowOf;
    QList<QWidget*> m_chartWidgets; // what rebuildCharts deletes
    SeriesFeed m_feed;
    QList<AnnotationText> m_annotations;
    std::uint64_t m_lastEventSequence = 0;
    std::uint64_t m_samplesSeen = ~std::uint64_t(0); // the cluster series' count at the last frame
    bool m_building = false;
    bool m_topologyStale = false; // the drawing missed frames while off screen
};

} // namespace ailab::labs::operations
