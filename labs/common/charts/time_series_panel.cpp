#include "labs/common/charts/time_series_panel.h"

#include "labs/common/charts/chart_zoom.h"
#include "labs/common/charts/series_table_model.h"
#include "labs/common/widgets/data_table_toggle.h"
#include "labs/common/widgets/palette.h"

#include <QEvent>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace ailab::labs {

TimeSeriesPanel::TimeSeriesPanel(QWidget* parent)
    : QWidget(parent)
{
    m_plot = new QCustomPlot;
    m_plot->setMinimumHeight(160);
    m_plot->setNoAntialiasingOnDrag(true);
    // The wheel scrolls the page; Ctrl+wheel zooms the time axis and dragging pans it, never
    // past the data (rescale tells the zoom where the data are).
    connect(new ChartZoom(m_plot), &ChartZoom::resetRequested, this,
            &TimeSeriesPanel::requestReplot);
    m_plot->setMouseTracking(true);
    m_plot->installEventFilter(this);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, new QCPTextElement(m_plot, QString()));
    // The legend gets its own row between the title and the axis rect, entries side by
    // side and right-aligned: inside the plot it covered annotation labels and data.
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->insertRow(1);
    auto* legendRow = new QCPLayoutGrid;
    m_plot->plotLayout()->addElement(1, 0, legendRow);
    legendRow->addElement(0, 0, new QCPLayoutElement(m_plot)); // a stretching spacer
    legendRow->addElement(0, 1, m_plot->legend);
    legendRow->setColumnStretchFactor(0, 1.0);
    legendRow->setColumnStretchFactor(1, 0.001);
    legendRow->setMargins(QMargins(0, 0, 0, 0));
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_plot->plotLayout()->setRowSpacing(0);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setWrap(4);
    m_plot->legend->setMargins(QMargins(4, 0, 8, 0));
    // Threshold labels close in value would print over each other: space them on every
    // replot, once the layout has placed the axis rect (and keep event labels inside it).
    connect(m_plot, &QCustomPlot::afterLayout, this, &TimeSeriesPanel::spreadThresholdLabels);

    // The crosshair lives on its own buffered layer: moving it repaints only that layer.
    m_plot->addLayer(kCrosshairLayer, m_plot->layer(QStringLiteral("legend")),
                     QCustomPlot::limAbove);
    m_plot->layer(kCrosshairLayer)->setMode(QCPLayer::lmBuffered);
    m_crosshairLine = new QCPItemStraightLine(m_plot);
    m_crosshairLine->setLayer(kCrosshairLayer);
    m_crosshairLine->setVisible(false);
    m_crosshairLine->setSelectable(false);
    m_crosshairLabel = new QCPItemText(m_plot);
    m_crosshairLabel->setLayer(kCrosshairLayer);
    m_crosshairLabel->setVisible(false);
    m_crosshairLabel->setSelectable(false);
    m_crosshairLabel->setClipToAxisRect(false);
    m_crosshairLabel->position->setTypeX(QCPItemPosition::ptPlotCoords);
    m_crosshairLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_crosshairLabel->setPadding(QMargins(4, 2, 4, 2));
    m_crosshairLabel->setTextAlignment(Qt::AlignLeft);

    m_model = new SeriesTableModel(this);
    m_frame = new DataTableToggle(m_plot, m_model, this);
    m_frame->setExporter([this] { return m_title.isEmpty() ? tr("chart") : m_title; },
                         [this](ExportFormat format, const QString& path, QString* error) {
                             return exportTo(format, path, error);
                         });
    connect(m_frame, &DataTableToggle::tableVisibleChanged, this, [this](bool visible) {
        if (visible)
            m_model->refresh();
    });
    m_plot->setFocusPolicy(Qt::StrongFocus);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_frame);

    setAxes(tr("Time (s)"), QString());
    applyStyle();
    updateTableSource();
}

TimeSeriesPanel::~TimeSeriesPanel() = default;

void TimeSeriesPanel::setTitle(const QString& title)
{
    m_title = title;
    if (auto* element = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0)))
        element->setText(title);
    m_frame->setSubjectName(title);
    m_plot->setAccessibleName(title);
    requestReplot();
}

QString TimeSeriesPanel::title() const
{
    return m_title;
}

void TimeSeriesPanel::setAxes(const QString& xLabel, const QString& yLabel)
{
    m_plot->xAxis->setLabel(xLabel);
    m_plot->yAxis->setLabel(yLabel);
    updateTableSource();
    requestReplot();
}

QString TimeSeriesPanel::xLabel() const
{
    return m_plot->xAxis->label();
}

QString TimeSeriesPanel::yLabel() const
{
    return m_plot->yAxis->label();
}

void TimeSeriesPanel::setUnits(const QString& xUnit, const QString& yUnit)
{
    m_xUnit = xUnit;
    m_yUnit = yUnit;
    updateTableSource();
}

void TimeSeriesPanel::setYRange(double lower, double upper)
{
    if (!(upper > lower))
        return;
    m_fixedY = true;
    m_yLower = lower;
    m_yUpper = upper;
    requestReplot();
}

void TimeSeriesPanel::setAutoYRange()
{
    m_fixedY = false;
    requestReplot();
}

void TimeSeriesPanel::setTimeWindow(double seconds)
{
    m_timeWindow = std::max(0.0, seconds);
    requestReplot();
}

int TimeSeriesPanel::addSeries(const QString& id, const QString& name, const QColor& colour,
                               Qt::PenStyle penStyle)
{
    const int existing = seriesIndex(id);
    if (existing >= 0)
        return existing;
    const int index = static_cast<int>(m_series.size());
    QCPGraph* graph = m_plot->addGraph();
    graph->setName(name);
    graph->setAdaptiveSampling(true);
    // A sample holds until the next one, as the crosshair and the table read it.
    graph->setLineStyle(QCPGraph::lsStepLeft);
    QPen pen(colour.isValid() ? colour : style::seriesColor(index, palette()));
    pen.setStyle(penStyle);
    pen.setWidthF(2.0);
    graph->setPen(pen);
    m_series.append({id, name, graph});
    updateTableSource();
    requestReplot();
    return index;
}

int TimeSeriesPanel::seriesCount() const
{
    return static_cast<int>(m_series.size());
}

int TimeSeriesPanel::seriesIndex(const QString& id) const
{
    for (qsizetype i = 0; i < m_series.size(); ++i) {
        if (m_series[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

QString TimeSeriesPanel::seriesId(int index) const
{
    return index >= 0 && index < m_series.size() ? m_series[index].id : QString();
}

QString TimeSeriesPanel::seriesName(int index) const
{
    return index >= 0 && index < m_series.size() ? m_series[index].name : QString();
}

void TimeSeriesPanel::append(const QString& seriesId, double t, double value)
{
    append(seriesIndex(seriesId), t, value);
}

void TimeSeriesPanel::append(int index, double t, double value)
{
    if (index < 0 || index >= m_series.size() || !std::isfinite(t))
        return;
    // QCPDataContainer appends in O(1) when t is not earlier than the last key.
    m_series[index].graph->addData(t, value);
    includeInBounds(t, value);
    scheduleTableRefresh();
    requestReplot();
}

void TimeSeriesPanel::setSeriesData(const QString& id, const QVector<double>& t,
                                    const QVector<double>& values)
{
    const int index = seriesIndex(id);
    if (index < 0)
        return;
    const qsizetype n = std::min(t.size(), values.size());
    m_series[index].graph->setData(t.first(n), values.first(n));
    recomputeBounds();
    scheduleTableRefresh();
    requestReplot();
}

int TimeSeriesPanel::dataCount(const QString& id) const
{
    const int index = seriesIndex(id);
    return index < 0 ? 0 : m_series[index].graph->dataCount();
}

std::optional<double> TimeSeriesPanel::valueAt(const QString& id, double x) const
{
    const int index = seriesIndex(id);
    if (index < 0)
        return std::nullopt;
    const auto samples = m_series[index].graph->data();
    if (samples->isEmpty() || x < samples->constBegin()->key)
        return std::nullopt;
    // findEnd(x) is one past the last sample with key <= x.
    auto it = samples->findEnd(x, false);
    if (it == samples->constBegin())
        return std::nullopt;
    --it;
    return it->value;
}

void TimeSeriesPanel::clear()
{
    for (const Series& series : std::as_const(m_series))
        series.graph->data()->clear();
    clearAnnotations();
    m_hasData = false;
    ChartZoom::of(m_plot)->reset();
    scheduleTableRefresh();
    requestReplot();
}

void TimeSeriesPanel::removeAllSeries()
{
    clear();
    QList<QCPGraph*> graphs;
    for (const Series& series : std::as_const(m_series))
        graphs << series.graph;
    m_series.clear();
    updateTableSource(); // the table lets go of the graphs before they are removed
    for (QCPGraph* graph : std::as_const(graphs))
        m_plot->removeGraph(graph);
    requestReplot();
}

void TimeSeriesPanel::setTableVisible(bool visible)
{
    m_frame->setTableVisible(visible);
}

bool TimeSeriesPanel::isTableVisible() const
{
    return m_frame->isTableVisible();
}

QTableView* TimeSeriesPanel::tableView() const
{
    return m_frame->tableView();
}

void TimeSeriesPanel::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::ApplicationFontChange:
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
        applyStyle();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

void TimeSeriesPanel::includeInBounds(double t, double value)
{
    if (!std::isfinite(value))
        value = 0.0;
    if (!m_hasData) {
        m_xMin = m_xMax = t;
        m_yMin = m_yMax = value;
        m_hasData = true;
        return;
    }
    m_xMin = std::min(m_xMin, t);
    m_xMax = std::max(m_xMax, t);
    m_yMin = std::min(m_yMin, value);
    m_yMax = std::max(m_yMax, value);
}

void TimeSeriesPanel::recomputeBounds()
{
    m_hasData = false;
    for (const Series& series : std::as_const(m_series)) {
        for (auto it = series.graph->data()->constBegin(); it != series.graph->data()->constEnd();
             ++it)
            includeInBounds(it->key, it->value);
    }
}

void TimeSeriesPanel::setLogScale(bool logX, bool logY)
{
    m_logX = logX;
    m_logY = logY;
    for (auto [axis, log] : {std::pair{m_plot->xAxis, logX}, std::pair{m_plot->yAxis, logY}}) {
        axis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
        if (log)
            axis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        else
            axis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    }
    requestReplot();
}

void TimeSeriesPanel::rescale()
{
    // Log axes: a range over the positive data, widened by a factor on each side.
    const auto logRange = [](double low, double high) {
        low = std::max(low, 1e-300);
        high = std::max(high, low);
        return std::pair{low / 1.25, high * 1.25};
    };
    if (m_logX && m_hasData) {
        const auto [xLower, xUpper] = logRange(m_xMin, m_xMax);
        ChartZoom::of(m_plot)->setFullRange(xLower, xUpper);
    }
    if (m_logY && m_hasData && !m_fixedY) {
        const auto [yLower, yUpper] = logRange(m_yMin, m_yMax);
        m_plot->yAxis->setRange(yLower, yUpper);
    }
    if ((m_logX || m_logY) && m_hasData) {
        if (!m_logX)
            ChartZoom::of(m_plot)->setFullRange(m_xMin, m_xMax > m_xMin ? m_xMax : m_xMin + 1.0);
        if (!m_logY && !m_fixedY) {
            const double upper = m_yMax > std::min(0.0, m_yMin) ? m_yMax : 1.0;
            m_plot->yAxis->setRange(std::min(0.0, m_yMin), upper * 1.08);
        } else if (m_fixedY) {
            m_plot->yAxis->setRange(m_yLower, m_yUpper);
        }
        return;
    }
    double xLower = 0.0;
    double xUpper = m_timeWindow > 0.0 ? m_timeWindow : 1.0;
    if (m_hasData) {
        if (m_timeWindow > 0.0) {
            xUpper = std::max(m_xMax, m_xMin + m_timeWindow);
            xLower = xUpper - m_timeWindow;
        } else {
            xLower = m_xMin;
            xUpper = m_xMax > m_xMin ? m_xMax : m_xMin + 1.0;
        }
    }
    ChartZoom::of(m_plot)->setFullRange(xLower, xUpper);
    if (m_fixedY) {
        m_plot->yAxis->setRange(m_yLower, m_yUpper);
        return;
    }
    // Start at zero for non-negative data, so that bars of change are not exaggerated.
    double lower = m_hasData ? std::min(0.0, m_yMin) : 0.0;
    double upper = m_hasData ? m_yMax : 1.0;
    for (const Threshold& threshold : std::as_const(m_thresholds)) {
        lower = std::min(lower, threshold.value);
        upper = std::max(upper, threshold.value);
    }
    if (upper <= lower)
        upper = lower + 1.0;
    const double margin = (upper - lower) * 0.08;
    m_plot->yAxis->setRange(lower < 0.0 ? lower - margin : lower, upper + margin);
}

void TimeSeriesPanel::requestReplot()
{
    fitLegendToWidth();
    rescale();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void TimeSeriesPanel::fitLegendToWidth()
{
    // The legend's entries stand side by side as far as the plot's width allows and wrap onto
    // more rows in a narrow panel (a projector's width, presenter mode's font, German names),
    // instead of holding the panel as wide as all of them in one row.
    QCPLegend* legend = m_plot->legend;
    QList<int> widths; // of the entries; the legend's grid may hold empty cells
    for (int i = 0; i < legend->itemCount(); ++i)
        if (const QCPAbstractLegendItem* entry = legend->item(i))
            widths << static_cast<const QCPLayoutElement*>(entry)->minimumOuterSizeHint().width();
    const int entries = int(widths.size());
    const QMargins margins = legend->margins();
    const auto widthFor = [&](int perRow) {
        QList<int> columns(std::max(1, std::min(perRow, entries)), 0);
        for (int i = 0; i < entries; ++i)
            columns[i % perRow] = std::max(columns[i % perRow], widths[i]);
        int width = margins.left() + margins.right() + legend->columnSpacing() * (int(columns.size()) - 1);
        for (int column : std::as_const(columns))
            width += column;
        return width;
    };
    constexpr int kMostPerRow = 4;
    int perRow = std::max(1, std::min(kMostPerRow, entries));
    while (perRow > 1 && widthFor(perRow) > m_plot->width())
        --perRow;
    if (legend->wrap() != perRow) {
        legend->setWrap(perRow);
        legend->setFillOrder(legend->fillOrder(), true); // places the entries again
    }
    // The narrowest the plot may get: the legend one entry to a row, its title and its axes.
    int narrowest = std::max(widthFor(1), m_plot->axisRect()->minimumOuterSizeHint().width());
    if (const auto* title = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0)))
        narrowest = std::max(narrowest, static_cast<const QCPLayoutElement*>(title)->minimumOuterSizeHint().width());
    if (m_plot->minimumWidth() != narrowest)
        m_plot->setMinimumWidth(narrowest);
}

void TimeSeriesPanel::updateTableSource()
{
    QList<QCPGraph*> graphs;
    //: Column header, %1 is the x axis label, e.g. "Time (s)"
    QStringList headers{m_plot->xAxis->label().isEmpty() ? tr("x") : m_plot->xAxis->label()};
    for (const Series& series : std::as_const(m_series)) {
        graphs << series.graph;
        headers << (m_yUnit.isEmpty() ? series.name
                                      //: Column header, %1 series name, %2 unit
                                      : tr("%1 (%2)").arg(series.name, m_yUnit));
    }
    m_model->setSource(graphs, headers);
}

void TimeSeriesPanel::scheduleTableRefresh()
{
    // The table is rebuilt at most a few times a second, and only while it is shown.
    if (m_tableRefreshPending || !isTableVisible())
        return;
    m_tableRefreshPending = true;
    QTimer::singleShot(250, this, [this] {
        m_tableRefreshPending = false;
        if (isTableVisible())
            m_model->refresh();
    });
}

} // namespace ailab::labs
