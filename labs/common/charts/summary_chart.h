#pragma once

#include "labs/common/charts/chart_export.h"

#include <QColor>
#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QWidget>

class QChart;
class QChartView;
class QStandardItemModel;
class QTableView;
class QValueAxis;

namespace ailab::labs {

class DataTableToggle;

// One named series of a bar chart: one value per category.
struct BarSeries
{
    QString name;
    QList<double> values;
    QColor colour; // invalid: the next palette colour
    // The unused rest of a whole (free capacity): drawn as an outline without fill, so a
    // bar that is all rest reads as empty, not as full.
    bool remainder = false;
};

// One slice of a donut.
struct DonutSlice
{
    QString label;
    double value = 0.0;
    QColor colour; // invalid: the next palette colour
};

// Categorical summaries (Qt Charts): grouped or stacked bars, a horizontal stacked bar for
// a time breakdown ("compute / communication / data wait"), or a donut. Bars carry a
// brush pattern per series and slices a label with their share, so colour is never the
// only cue. A table of the same data and export to PNG, SVG and CSV.
class SummaryChart : public QWidget
{
    Q_OBJECT
public:
    enum class Kind { Empty, Bars, StackedBars, Breakdown, Donut };

    explicit SummaryChart(QWidget* parent = nullptr);
    ~SummaryChart() override;

    void setTitle(const QString& title);
    QString title() const;

    // Vertical bars, one group per category; unitLabel names the value axis ("GB/s").
    void setBars(const QStringList& categories, const QList<BarSeries>& series,
                 const QString& unitLabel, bool stacked = false);
    // Horizontal stacked bars: each category is one bar split into the series' parts.
    void setBreakdown(const QStringList& categories, const QList<BarSeries>& parts,
                      const QString& unitLabel);
    void setDonut(const QList<DonutSlice>& slices, const QString& unitLabel = QString());
    void clear();
    Kind kind() const { return m_kind; }

    void setTableVisible(bool visible);
    bool isTableVisible() const;

    bool savePng(const QString& path, QString* error = nullptr) const;
    bool saveSvg(const QString& path, QString* error = nullptr) const;
    bool saveCsv(const QString& path, QString* error = nullptr) const;
    // Bars: category, then "series (unit)" per series. Donut: label, value (unit), share (%).
    QString toCsv() const;

    QChart* chart() const { return m_chart; }
    QChartView* chartView() const { return m_chartView; }
    QTableView* tableView() const;
    QStandardItemModel* tableModel() const { return m_model; }
    DataTableToggle* frame() const { return m_frame; }

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuild();
    // Tick count, range and label format of the value axis from the room it has, so that
    // its labels are never elided.
    void updateValueAxis();
    // The legend below the chart when its entries fit in one row, else beside it, so that
    // names are not elided; a placement the lab set itself is left alone.
    void updateLegendPlacement();
    void applyStyle();
    void fillTable();
    bool exportTo(ExportFormat format, const QString& path, QString* error) const;

    QChart* m_chart = nullptr;
    QChartView* m_chartView = nullptr;
    QStandardItemModel* m_model = nullptr;
    DataTableToggle* m_frame = nullptr;
    Kind m_kind = Kind::Empty;
    QStringList m_categories;
    QList<BarSeries> m_series;
    QList<DonutSlice> m_slices;
    QString m_unit;
    QString m_title;
    QPointer<QValueAxis> m_valueAxis;
    Qt::Alignment m_autoLegendAlignment = Qt::AlignBottom;
    double m_valueMin = 0.0;
    double m_valueMax = 0.0;
};

} // namespace ailab::labs
