#pragma once

#include "labs/common/charts/chart_export.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <optional>

class QCustomPlot;
class QCPColorMap;
class QCPColorScale;
class QCPItemStraightLine;
class QCPItemText;
class QTableView;

namespace ailab::labs {

class DataTableToggle;
class HeatmapColorMap;
class HeatmapData;
class HeatmapTableModel;

// Many series of one figure over time as Grafana's heatmap and DCGM's dashboards show a
// fleet: one row per series (a GPU, a link), time to the right, the value as a colour on a
// scale with its unit. Built on QCustomPlot's QCPColorMap; a tooltip gives the row, the time
// and the value; a table of the same data and export to PNG, SVG and CSV (DataTableToggle).
//
// Time is cut into columns of binWidth seconds; a column holds the last value written into
// it. The grid keeps the window's columns plus a margin: a value past its end moves the
// window forward by at least the margin at once, so thousands of rows are shifted rarely,
// and between shifts a new sample writes only its own column (the colour map's data is
// written in place, never rebuilt).
class HeatmapPanel : public QWidget
{
    Q_OBJECT
public:
    explicit HeatmapPanel(QWidget* parent = nullptr);
    ~HeatmapPanel() override;

    void setTitle(const QString& title);
    QString title() const;
    // Axis labels with their unit, e.g. tr("Time (s)"), tr("GPU").
    void setAxes(const QString& xLabel, const QString& yLabel);
    QString xLabel() const;
    QString yLabel() const;
    // The colour scale's label with its unit (tr("Utilisation (%)")) and the unit alone for
    // the tooltip and the table ("%"); the time unit defaults to "s".
    void setValueLabel(const QString& label, const QString& unit);
    QString valueLabel() const;
    // The values the colour scale spans; values outside take its end colours.
    void setValueRange(double lower, double upper);

    // The rows, top to bottom; drops the data.
    void setRows(const QStringList& names);
    int rowCount() const { return int(m_rows.size()); }
    QString rowName(int row) const;
    // Columns of `binWidth` seconds, `columns` of them in the window; drops the data. The
    // first column starts at `origin`.
    void setTimeGrid(double binWidth, int columns, double origin = 0.0);
    double binWidth() const { return m_binWidth; }
    int columnCount() const { return m_columns; }

    // The values of every row at time t (count == rowCount(); extra values are ignored, a
    // NaN is a gap). A t before the window is ignored; a t past it moves the window.
    void setColumn(double t, const double* values, int count);
    void setValue(int row, double t, double value);
    // The value shown at row and time t; empty outside the data or in a gap.
    std::optional<double> valueAt(int row, double t) const;
    // The first time the window holds and the end of its newest column with data.
    double windowStart() const;
    double latestTime() const { return m_latestEnd; }
    // Removes every value; rows, grid and annotations stay.
    void clear();

    // Shows [from, to] on the time axis; without it the axis follows the newest window.
    void setVisibleTimeRange(double from, double to);
    void followLatest();

    // An event: a vertical line at t with a short label; hovering near it shows hoverText.
    void addAnnotation(double t, const QString& shortText, const QString& hoverText);
    void clearAnnotations();
    int annotationCount() const { return int(m_annotations.size()); }

    // What the tooltip says at a pixel of the plot: "GPU 3 · 12 s · 87 %", the annotation's
    // text near its line, or "" outside the data.
    QString toolTipAt(const QPoint& plotPixel) const;
    // The plot pixel of a row at time t (for tests and guided tours).
    QPoint pixelOf(int row, double t) const;

    void setTableVisible(bool visible);
    bool isTableVisible() const;
    bool savePng(const QString& path, QString* error = nullptr) const;
    bool saveSvg(const QString& path, QString* error = nullptr) const;
    bool saveCsv(const QString& path, QString* error = nullptr) const;
    // Header: the row axis label, then the start time of each column of the window; one
    // line per row.
    QString toCsv() const;

    // Redraws now if the data changed since the last drawing (a benchmark's frame); the
    // panel otherwise redraws once per event-loop pass while it is visible.
    void replotNow();
    // Times the data was drawn (for tests: a hidden panel does not draw).
    int replotCount() const { return m_replots; }

    QCustomPlot* plot() const { return m_plot; }
    QCPColorMap* colorMap() const;
    QTableView* tableView() const;
    DataTableToggle* frame() const { return m_frame; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    friend class HeatmapTableModel;
    struct Annotation
    {
        double t = 0.0;
        QString hoverText;
        QCPItemStraightLine* line = nullptr;
        QCPItemText* label = nullptr;
    };
    void applyStyle();
    void applyRowTicks();
    void resetData();
    // Moves the window so that column `bin` (counted from the origin) is inside it.
    void reach(long long bin);
    long long binOf(double t) const;
    void updateKeyRange();
    void requestReplot();
    bool exportTo(ExportFormat format, const QString& path, QString* error) const;
    QString formatValue(double v) const;

    QCustomPlot* m_plot = nullptr;
    HeatmapColorMap* m_map = nullptr;
    QCPColorScale* m_scale = nullptr;
    HeatmapData* m_data = nullptr; // owned by m_map
    DataTableToggle* m_frame = nullptr;
    HeatmapTableModel* m_model = nullptr;
    QStringList m_rows;
    QString m_title;
    QString m_valueLabel;
    QString m_valueUnit;
    double m_lower = 0.0;
    double m_upper = 1.0;
    double m_binWidth = 1.0;
    int m_columns = 300;
    int m_margin = 38;          // columns beyond the window: the shift's least step
    double m_origin = 0.0;      // start time of the grid's first column
    double m_latestEnd = 0.0;   // end of the newest column written
    bool m_hasData = false;
    std::optional<std::pair<double, double>> m_visible;
    QList<Annotation> m_annotations;
    bool m_dirty = true;
    bool m_replotQueued = false;
    int m_replots = 0;
};

} // namespace ailab::labs
