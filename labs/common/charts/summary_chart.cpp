#include "labs/common/charts/summary_chart.h"

#include "labs/common/charts/series_table_model.h"
#include "labs/common/widgets/data_table_toggle.h"
#include "labs/common/widgets/palette.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QPieSeries>
#include <QPieSlice>
#include <QStackedBarSeries>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace ailab::labs {

namespace {
const QString number(double value)
{
    return SeriesTableModel::formatNumber(value);
}

// The smallest of 1, 2, 2.5, 5 times a power of ten not below `raw` (nice tick steps).
double niceStep(double raw)
{
    if (!(raw > 0.0) || !std::isfinite(raw))
        return 1.0;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double factor : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (factor * power >= raw * (1.0 - 1e-9))
            return factor * power;
    }
    return 10.0 * power;
}

// Decimals a step needs: 0.25 needs 2, 0.5 needs 1, 2 needs none.
int decimalsFor(double step)
{
    for (int decimals = 0; decimals < 6; ++decimals) {
        const double scaled = step * std::pow(10.0, decimals);
        if (std::abs(scaled - std::round(scaled)) < 1e-6 * std::max(1.0, scaled))
            return decimals;
    }
    return 6;
}
} // namespace

SummaryChart::SummaryChart(QWidget* parent)
    : QWidget(parent)
{
    m_chart = new QChart;
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chartView = new QChartView(m_chart);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(180);
    m_chartView->setFocusPolicy(Qt::StrongFocus);
    m_chartView->installEventFilter(this);
    m_model = new QStandardItemModel(this);
    m_frame = new DataTableToggle(m_chartView, m_model, this);
    m_frame->setExporter([this] { return m_title.isEmpty() ? tr("summary") : m_title; },
                         [this](ExportFormat format, const QString& path, QString* error) {
                             return exportTo(format, path, error);
                         });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_frame);
    applyStyle();
}

SummaryChart::~SummaryChart() = default;

void SummaryChart::setTitle(const QString& title)
{
    m_title = title;
    m_chart->setTitle(title);
    m_frame->setSubjectName(title);
    m_chartView->setAccessibleName(title);
}

QString SummaryChart::title() const
{
    return m_title;
}

void SummaryChart::setBars(const QStringList& categories, const QList<BarSeries>& series,
                           const QString& unitLabel, bool stacked)
{
    m_kind = stacked ? Kind::StackedBars : Kind::Bars;
    m_categories = categories;
    m_series = series;
    m_slices.clear();
    m_unit = unitLabel;
    rebuild();
}

void SummaryChart::setBreakdown(const QStringList& categories, const QList<BarSeries>& parts,
                                const QString& unitLabel)
{
    m_kind = Kind::Breakdown;
    m_categories = categories;
    m_series = parts;
    m_slices.clear();
    m_unit = unitLabel;
    rebuild();
}

void SummaryChart::setDonut(const QList<DonutSlice>& slices, const QString& unitLabel)
{
    m_kind = Kind::Donut;
    m_categories.clear();
    m_series.clear();
    m_slices = slices;
    m_unit = unitLabel;
    rebuild();
}

void SummaryChart::clear()
{
    m_kind = Kind::Empty;
    m_categories.clear();
    m_series.clear();
    m_slices.clear();
    rebuild();
}

void SummaryChart::rebuild()
{
    // A fresh chart each time: axes removed from a QChart leave their drawings behind.
    QChart* previous = m_chart;
    m_chart = new QChart;
    m_chart->setAnimationOptions(QChart::NoAnimation);
    // Axis labels in the language's numbers ("0,5"); Qt Charts writes "0.5" otherwise.
    m_chart->setLocalizeNumbers(true);
    m_chart->setLocale(QLocale());
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setTitle(m_title);
    m_chart->legend()->setShowToolTips(true); // whole names of shortened entries
    m_autoLegendAlignment = Qt::AlignBottom;
    // Small charts (a breakdown beside tiles) need every pixel for the axes.
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);
    m_chartView->setChart(m_chart);
    // The plot area is known only after the chart's layout ran: refine the ticks then.
    connect(m_chart, &QChart::plotAreaChanged, this, &SummaryChart::updateValueAxis,
            Qt::QueuedConnection);
    delete previous;
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);

    if (m_kind == Kind::Bars || m_kind == Kind::StackedBars || m_kind == Kind::Breakdown) {
        QAbstractBarSeries* bars = nullptr;
        if (m_kind == Kind::Bars)
            bars = new QBarSeries;
        else if (m_kind == Kind::StackedBars)
            bars = new QStackedBarSeries;
        else
            bars = new QHorizontalStackedBarSeries;
        double maxValue = 0.0;
        double minValue = 0.0;
        QList<double> stackTotals(m_categories.size(), 0.0);
        for (qsizetype i = 0; i < m_series.size(); ++i) {
            const BarSeries& series = m_series[i];
            auto* set = new QBarSet(series.name);
            const QColor colour =
                series.colour.isValid() ? series.colour : style::seriesColor(int(i), pal);
            if (series.remainder) {
                // Empty room: a dashed outline in the text colour, no fill at all.
                set->setBrush(Qt::NoBrush);
                set->setPen(QPen(pal.color(QPalette::Text), 1.0, Qt::DashLine));
            } else {
                // A brush pattern per series: the second cue besides colour.
                set->setBrush(QBrush(colour, style::seriesBrushStyle(int(i))));
                set->setPen(QPen(colour, 1.5));
            }
            set->setLabelColor(text);
            for (qsizetype c = 0; c < m_categories.size(); ++c) {
                const double value = series.values.value(c, 0.0);
                set->append(value);
                stackTotals[c] += value;
                maxValue = std::max(maxValue, value);
                minValue = std::min(minValue, value);
            }
            bars->append(set);
        }
        if (m_kind != Kind::Bars) {
            for (double total : std::as_const(stackTotals))
                maxValue = std::max(maxValue, total);
        }
        bars->setLabelsVisible(m_kind == Kind::Bars);
        bars->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
        bars->setLabelsFormat(QStringLiteral("@value"));
        bars->setLabelsPrecision(4);
        m_chart->addSeries(bars);
        auto* categoryAxis = new QBarCategoryAxis;
        categoryAxis->append(m_categories);
        auto* valueAxis = new QValueAxis;
        valueAxis->setTitleText(m_unit); // the unit once, in the title, not on every label
        m_valueAxis = valueAxis;
        m_valueMin = minValue;
        m_valueMax = maxValue > minValue ? maxValue : minValue + 1.0;
        const bool horizontal = m_kind == Kind::Breakdown;
        m_chart->addAxis(categoryAxis, horizontal ? Qt::AlignLeft : Qt::AlignBottom);
        m_chart->addAxis(valueAxis, horizontal ? Qt::AlignBottom : Qt::AlignLeft);
        bars->attachAxis(categoryAxis);
        bars->attachAxis(valueAxis);
        m_chart->legend()->setVisible(m_series.size() > 1 || m_kind == Kind::Breakdown);
        updateLegendPlacement();
        updateValueAxis();
    } else if (m_kind == Kind::Donut) {
        auto* pie = new QPieSeries;
        pie->setHoleSize(0.45);
        pie->setPieSize(0.75);
        double total = 0.0;
        for (const DonutSlice& slice : std::as_const(m_slices))
            total += std::max(0.0, slice.value);
        for (qsizetype i = 0; i < m_slices.size(); ++i) {
            const DonutSlice& slice = m_slices[i];
            const double share = total > 0.0 ? std::max(0.0, slice.value) / total * 100.0 : 0.0;
            //: Donut slice label: %1 name, %2 value, %3 unit, %4 share in percent
            const QString label = tr("%1: %2 %3 (%4 %)")
                                      .arg(slice.label, number(slice.value), m_unit,
                                           QLocale().toString(share, 'f', 0))
                                      .simplified();
            QPieSlice* pieSlice = pie->append(label, std::max(0.0, slice.value));
            const QColor colour =
                slice.colour.isValid() ? slice.colour : style::seriesColor(int(i), pal);
            pieSlice->setBrush(colour);
            pieSlice->setBorderColor(pal.color(QPalette::Base));
            pieSlice->setLabelVisible(true);
            pieSlice->setLabelColor(text);
            pieSlice->setLabelFont(font());
        }
        m_chart->addSeries(pie);
        m_chart->legend()->setVisible(false); // the slice labels name each part
    }
    fillTable();
    applyStyle();
}

void SummaryChart::updateValueAxis()
{
    if (!m_valueAxis)
        return;
    const bool horizontal = m_kind == Kind::Breakdown;
    const QFontMetricsF fm(font());
    // The plot area once laid out; before that, most of the view.
    const QRectF plot = m_chart->plotArea();
    const QSize view = m_chartView->viewport()->size();
    const double extent = horizontal ? (plot.width() > 10 ? plot.width() : view.width() * 0.6)
                                     : (plot.height() > 10 ? plot.height() : view.height() * 0.5);
    const double span = m_valueMax - std::min(0.0, m_valueMin);
    // A label needs its own width and two characters of space (one line and a half when
    // the axis runs upwards).
    const auto labelExtent = [&](double step) {
        if (!horizontal)
            return fm.height() * 1.5;
        const QString widest = QLocale().toString(
            std::max(std::abs(m_valueMax), std::abs(m_valueMin)) + step, 'f', decimalsFor(step));
        return fm.horizontalAdvance(widest) + fm.averageCharWidth() * 2.0;
    };
    int ticks = 2;
    double step = niceStep(span);
    for (int count = 8; count >= 2; --count) {
        const double candidate = niceStep(span * 1.02 / (count - 1));
        const int needed = static_cast<int>(std::ceil(span * 1.02 / candidate - 1e-9)) + 1;
        if (needed <= count && extent / std::max(1, needed - 1) >= labelExtent(candidate)) {
            step = candidate;
            ticks = needed;
            break;
        }
    }
    const double lower = m_valueMin < 0.0 ? std::floor(m_valueMin / step) * step : 0.0;
    ticks = std::max(2, static_cast<int>(std::ceil((m_valueMax - lower) * 1.02 / step - 1e-9)) + 1);
    m_valueAxis->setTickType(QValueAxis::TicksFixed);
    m_valueAxis->setRange(lower, lower + step * (ticks - 1));
    m_valueAxis->setTickCount(ticks);
    m_valueAxis->setMinorTickCount(0);
    m_valueAxis->setLabelFormat(QStringLiteral("%.%1f").arg(decimalsFor(step)));
}

void SummaryChart::updateLegendPlacement()
{
    QLegend* legend = m_chart->legend();
    if (legend->alignment() != m_autoLegendAlignment)
        return; // chosen by the lab
    const QFontMetrics fm(font());
    int row = 0;
    int column = 0;
    for (const BarSeries& series : std::as_const(m_series)) {
        // Marker, its gap and the name, as QLegend lays an entry out.
        const int entry = fm.horizontalAdvance(series.name) + fm.height() * 2 + 8;
        row += entry;
        column = std::max(column, entry);
    }
    const int width = m_chartView->width(); // the viewport follows only after the event
    Qt::Alignment alignment = Qt::AlignBottom;
    // Beside the chart only when the legend takes at most a third of the width.
    if (row + 16 > width && width >= column * 3)
        alignment = Qt::AlignRight;
    m_autoLegendAlignment = alignment;
    if (legend->alignment() != alignment)
        legend->setAlignment(alignment);
}

bool SummaryChart::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_chartView && event->type() == QEvent::Resize) {
        updateLegendPlacement();
        updateValueAxis();
    }
    return QWidget::eventFilter(watched, event);
}

void SummaryChart::applyStyle()
{
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor base = pal.color(QPalette::Base);
    m_chart->setBackgroundBrush(base);
    m_chart->setBackgroundRoundness(0);
    m_chart->setPlotAreaBackgroundVisible(false);
    QFont titleFont = font();
    titleFont.setBold(true);
    m_chart->setTitleFont(titleFont);
    m_chart->setTitleBrush(text);
    m_chart->legend()->setFont(font());
    m_chart->legend()->setLabelColor(text);
    QColor grid = pal.color(QPalette::Mid);
    grid.setAlpha(90);
    for (QAbstractAxis* axis : m_chart->axes()) {
        axis->setLabelsFont(font());
        axis->setLabelsColor(text);
        axis->setTitleFont(font());
        axis->setTitleBrush(text);
        axis->setLinePenColor(text);
        axis->setGridLineColor(grid);
    }
    for (QAbstractSeries* series : m_chart->series()) {
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            for (QBarSet* set : bars->barSets()) {
                set->setLabelColor(text);
                set->setLabelFont(font());
            }
        } else if (auto* pie = qobject_cast<QPieSeries*>(series)) {
            for (QPieSlice* slice : pie->slices()) {
                slice->setLabelColor(text);
                slice->setLabelFont(font());
                slice->setBorderColor(base);
            }
        }
    }
}

void SummaryChart::setTableVisible(bool visible)
{
    m_frame->setTableVisible(visible);
}

bool SummaryChart::isTableVisible() const
{
    return m_frame->isTableVisible();
}

QTableView* SummaryChart::tableView() const
{
    return m_frame->tableView();
}

void SummaryChart::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
        rebuild(); // series colours are tuned to the palette
        break;
    case QEvent::FontChange:
    case QEvent::ApplicationFontChange:
        applyStyle();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

} // namespace ailab::labs
