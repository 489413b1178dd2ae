#pragma once

#include "labs/common/charts/chart_export.h"

#include <QColor>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QVector>
#include <QWidget>
#include <optional>

class QCustomPlot;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCPMarginGroup;
class QLabel;
class QMouseEvent;
class QTableView;

namespace ailab::labs {

class CrosshairGroup;
class DataTableToggle;
class SeriesTableModel;

// A live time-series chart (QCustomPlot) as Grafana shows one: title, units on both axes,
// several series each with a colour AND a pen pattern, thresholds, event annotations with
// hover text, a crosshair shared with the other panels of a lab, a table of the data and
// export to PNG, SVG and CSV. Appends are cheap: data go straight into QCPGraph's sorted
// container and the plot replots once per event-loop pass (rpQueuedReplot).
class TimeSeriesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TimeSeriesPanel(QWidget* parent = nullptr);
    ~TimeSeriesPanel() override;

    void setTitle(const QString& title);
    QString title() const;
    // Axis labels with their unit, e.g. tr("Time (s)"), tr("Throughput (Gb/s)").
    void setAxes(const QString& xLabel, const QString& yLabel);
    QString xLabel() const;
    QString yLabel() const;
    // Units for the crosshair readout and the table ("s", "Gb/s"); default "s" and "".
    void setUnits(const QString& xUnit, const QString& yUnit);

    // Fixed y range (e.g. 0..100 %); without it the y axis fits the data.
    void setYRange(double lower, double upper);
    void setAutoYRange();
    // Shows only the last `seconds` of x (a scrolling window); 0 shows everything.
    void setTimeWindow(double seconds);
    // Logarithmic axes with decade ticks (size sweeps, latency-bound to bandwidth-bound);
    // a log axis fits the positive data with a margin of a few percent of a decade.
    void setLogScale(bool logX, bool logY);

    // Colour invalid: the next palette colour. Returns the series index.
    int addSeries(const QString& id, const QString& name, const QColor& colour = QColor(),
                  Qt::PenStyle penStyle = Qt::SolidLine);
    int seriesCount() const;
    int seriesIndex(const QString& id) const; // -1 when unknown
    QString seriesId(int index) const;
    QString seriesName(int index) const;

    // Appends one sample; t must not be earlier than the series' last t for a cheap append
    // (an earlier t is still inserted in order).
    void append(const QString& seriesId, double t, double value);
    void append(int seriesIndex, double t, double value);
    void setSeriesData(const QString& seriesId, const QVector<double>& t,
                       const QVector<double>& values);
    int dataCount(const QString& seriesId) const;
    // The value of a series at x: the sample at or just before x; empty before the first.
    std::optional<double> valueAt(const QString& seriesId, double x) const;
    // Removes every sample and annotation; series and thresholds stay.
    void clear();
    // Removes every series too (a run with other series: the legend names only its own).
    void removeAllSeries();

    void addThreshold(double value, const QString& label);
    void clearThresholds();
    // The values the threshold lines are drawn at, in the order added.
    QList<double> thresholdValues() const;
    // An event: a vertical line at t with a short label; hovering shows hoverText.
    void addAnnotation(double t, const QString& shortText, const QString& hoverText);
    void clearAnnotations();
    int annotationCount() const;
    // The hover text of the annotation nearest to pixel x within a few pixels, or "".
    QString annotationTextAtPixel(double pixelX) const;

    // Crosshair at x (shown with the values of every series), or hidden.
    void showCrosshair(double x);
    void hideCrosshair();
    bool isCrosshairVisible() const;
    QString crosshairText() const;

    void setTableVisible(bool visible);
    bool isTableVisible() const;

    bool savePng(const QString& path, QString* error = nullptr) const;
    bool saveSvg(const QString& path, QString* error = nullptr) const;
    bool saveCsv(const QString& path, QString* error = nullptr) const;
    // Header: x label, then "name (y unit)" per series; one row per distinct t.
    QString toCsv() const;

    QCustomPlot* plot() const { return m_plot; }
    QTableView* tableView() const;
    DataTableToggle* frame() const { return m_frame; }

Q_SIGNALS:
    // The mouse moved over the plot to data coordinate x / left it (CrosshairGroup).
    void crosshairMoved(double x);
    void crosshairLeft();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    static constexpr const char* kCrosshairLayer = "crosshair";
    struct Series
    {
        QString id;
        QString name;
        QCPGraph* graph = nullptr;
    };
    struct Annotation
    {
        double t = 0.0;
        QString shortText;
        QString hoverText;
        QCPItemStraightLine* line = nullptr;
        QCPItemText* label = nullptr;
    };
    struct Threshold
    {
        double value = 0.0;
        QString label;
        QCPItemStraightLine* line = nullptr;
        QCPItemText* text = nullptr;
    };
    void applyStyle();
    void spreadThresholdLabels();
    void includeInBounds(double t, double value);
    void recomputeBounds();
    void updateTableSource();
    void scheduleTableRefresh();
    void rescale();
    void requestReplot();
    void fitLegendToWidth();
    void onMouseMove(QMouseEvent* event);
    bool exportTo(ExportFormat format, const QString& path, QString* error) const;
    QString formatValue(double v) const;

    QCustomPlot* m_plot = nullptr;
    DataTableToggle* m_frame = nullptr;
    SeriesTableModel* m_model = nullptr;
    QCPItemStraightLine* m_crosshairLine = nullptr;
    QCPItemText* m_crosshairLabel = nullptr;
    QList<Series> m_series;
    QList<Annotation> m_annotations;
    QList<Threshold> m_thresholds;
    QString m_xUnit = QStringLiteral("s");
    QString m_yUnit;
    QString m_title;
    double m_timeWindow = 0.0;
    bool m_logX = false;
    bool m_logY = false;
    bool m_fixedY = false;
    double m_yLower = 0.0;
    double m_yUpper = 1.0;
    // Data bounds, kept up to date on append so a frame never scans the data.
    bool m_hasData = false;
    double m_xMin = 0.0;
    double m_xMax = 0.0;
    double m_yMin = 0.0;
    double m_yMax = 0.0;
    bool m_tableRefreshPending = false;
};

// Links the panels of one lab: the mouse's x over any of them shows a vertical line with
// the values in all of them (docs/architecture.md, "What users can expect", 7). Their plot areas
// get the same left and right margins, so equal x values line up on panels stacked above each
// other. Panels may be destroyed at any time.
class CrosshairGroup : public QObject
{
    Q_OBJECT
public:
    explicit CrosshairGroup(QObject* parent = nullptr);

    void addPanel(TimeSeriesPanel* panel);
    void removePanel(TimeSeriesPanel* panel);
    QList<TimeSeriesPanel*> panels() const;

    // Moves the crosshair of every panel to x / hides it everywhere.
    void setX(double x);
    void clear();
    std::optional<double> x() const { return m_x; }

Q_SIGNALS:
    void moved(double x);
    void cleared();

private:
    void onPanelReplotted(TimeSeriesPanel* panel);

    QList<QPointer<TimeSeriesPanel>> m_panels;
    std::optional<double> m_x;
    QCPMarginGroup* m_margins = nullptr;
};

} // namespace ailab::labs
