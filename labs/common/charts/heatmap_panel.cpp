#include "labs/common/charts/heatmap_panel.h"

#include "labs/common/charts/heatmap_table_model.h"
#include "labs/common/charts/series_table_model.h"
#include "labs/common/widgets/data_table_toggle.h"

#include <QEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QTableView>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <qcustomplot.h>

namespace ailab::labs {

// QCPColorMapData with its cells in reach: QCustomPlot keeps them as one array, row by row
// (value index times key size plus key index), and offers only a cell at a time. A column
// written in place and a window shifted with one memmove a row keep a 2,048-row heatmap's
// frame to the columns that changed.
class HeatmapData : public QCPColorMapData
{
public:
    HeatmapData(int keySize, int valueSize)
        : QCPColorMapData(keySize, valueSize, QCPRange(0, 1), QCPRange(0, 1))
    {
    }
    double* row(int valueIndex) { return mData + std::size_t(valueIndex) * std::size_t(keySize()); }
    const double* row(int valueIndex) const
    {
        return mData + std::size_t(valueIndex) * std::size_t(keySize());
    }
    // The colour map redraws its image from the cells at its next drawing.
    void markModified() { mDataModified = true; }
    void clearModified() { mDataModified = false; }
};

// QCPColorMap whose picture is coloured only where its cells changed: QCustomPlot colours
// every cell of the map at each drawing after a change, 600,000 cells for 2,048 GPUs, while a
// frame changes one column. The panel says which columns changed (or that all did), and a
// moved window moves the picture's pixels with its cells.
class HeatmapColorMap : public QCPColorMap
{
public:
    HeatmapColorMap(QCPAxis* keyAxis, QCPAxis* valueAxis)
        : QCPColorMap(keyAxis, valueAxis)
    {
    }
    void setCells(HeatmapData* data)
    {
        m_cells = data;
        setData(data, false);
        m_all = true;
    }
    void columnChanged(int column)
    {
        m_from = std::min(m_from, column);
        m_to = std::max(m_to, column + 1);
    }
    void allChanged() { m_all = true; }
    // The cells moved `shift` columns to the left: so do the pixels; the new ones are coloured.
    void shiftLeft(int shift)
    {
        const int keys = m_cells->keySize();
        if (m_all || mMapImage.width() != keys || shift >= keys) {
            m_all = true;
            return;
        }
        for (int line = 0; line < mMapImage.height(); ++line) {
            auto* pixels = reinterpret_cast<QRgb*>(mMapImage.scanLine(line));
            std::memmove(pixels, pixels + shift, std::size_t(keys - shift) * sizeof(QRgb));
        }
        m_from = std::max(0, m_from - shift);
        m_to = std::max(0, m_to - shift);
        columnChanged(keys - shift);
        columnChanged(keys - 1);
    }

protected:
    void updateMapImage() override
    {
        const int keys = m_cells->keySize();
        const int values = m_cells->valueSize();
        // No more lines than the plot has pixels: more rows than that would be thinned out
        // when the picture is scaled anyway, so each line shows the row at its middle, as
        // that scaling would, and neither its colours nor its scaling cost the others.
        const int pixels = valueAxis() != nullptr ? valueAxis()->axisRect()->height() : values;
        const int lines = std::clamp(pixels, 1, values);
        const bool whole = m_all || mMapImageInvalidated || mMapImage.width() != keys || mMapImage.height() != lines;
        if (whole && (mMapImage.width() != keys || mMapImage.height() != lines))
            mMapImage = QImage(keys, lines, QImage::Format_ARGB32_Premultiplied);
        const int from = whole ? 0 : std::clamp(m_from, 0, keys);
        const int to = whole ? keys : std::clamp(m_to, 0, keys);
        const bool logarithmic = mDataScaleType == QCPAxis::stLogarithmic;
        // The top line shows the highest value index (QCPColorMap draws index 0 at the bottom).
        for (int line = 0; to > from && line < lines; ++line) {
            const int v = values - 1 - int((line + 0.5) * double(values) / double(lines));
            auto* row = reinterpret_cast<QRgb*>(mMapImage.scanLine(line));
            mGradient.colorize(m_cells->row(v) + from, mDataRange, row + from, to - from, 1, logarithmic);
        }
        m_all = false;
        m_from = std::numeric_limits<int>::max();
        m_to = 0;
        mMapImageInvalidated = false;
        m_cells->clearModified();
    }

private:
    HeatmapData* m_cells = nullptr;
    bool m_all = true;
    int m_from = std::numeric_limits<int>::max();
    int m_to = 0;
};

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// The most row names the axis prints; the others are in the tooltip and the table.
constexpr int kMaxRowTicks = 16;
// Pixels from an annotation's line within which hovering shows its text.
constexpr double kAnnotationHoverPixels = 4.0;

// Viridis (van der Walt and Smith, matplotlib, 2015): perceptually uniform, readable in
// grey and for the common forms of colour blindness, as the palette's series colours are.
QCPColorGradient viridis()
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
    gradient.setColorStopAt(0.25, QColor(0x3b, 0x52, 0x8b));
    gradient.setColorStopAt(0.5, QColor(0x21, 0x91, 0x8c));
    gradient.setColorStopAt(0.75, QColor(0x5e, 0xc9, 0x62));
    gradient.setColorStopAt(1.0, QColor(0xfd, 0xe7, 0x25));
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setNanHandling(QCPColorGradient::nhTransparent);
    gradient.setLevelCount(256);
    return gradient;
}

const QSize kExportSize(900, 420);

} // namespace

HeatmapPanel::HeatmapPanel(QWidget* parent)
    : QWidget(parent)
{
    m_plot = new QCustomPlot;
    m_plot->setMinimumHeight(160);
    m_plot->setMouseTracking(true);
    m_plot->installEventFilter(this);
    m_plot->setFocusPolicy(Qt::StrongFocus);
    m_plot->plotLayout()->insertRow(0);
    m_plot->plotLayout()->addElement(0, 0, new QCPTextElement(m_plot, QString()));
    m_plot->plotLayout()->setRowSpacing(0);
    // Row 0 at the top, as a list of GPUs reads: rows are stored bottom up (value index
    // rows - 1 - row), since a reversed axis would make QCPColorMap mirror its picture, a copy
    // of it, at every drawing.
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);

    m_map = new HeatmapColorMap(m_plot->xAxis, m_plot->yAxis);
    m_map->setInterpolate(false);
    m_map->setTightBoundary(false);
    m_map->setGradient(viridis());
    m_scale = new QCPColorScale(m_plot);
    m_plot->plotLayout()->addElement(1, 1, m_scale);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(12);
    m_map->setColorScale(m_scale);
    m_scale->setGradient(viridis());
    resetData();
    // The scale's height follows the plot's.
    auto* margins = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, margins);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, margins);

    m_model = new HeatmapTableModel(*this, this);
    m_frame = new DataTableToggle(m_plot, m_model, this);
    m_frame->setExporter([this] { return m_title.isEmpty() ? tr("heatmap") : m_title; },
                         [this](ExportFormat format, const QString& path, QString* error) {
                             return exportTo(format, path, error);
                         });
    connect(m_frame, &DataTableToggle::tableVisibleChanged, this, [this](bool visible) {
        if (visible)
            m_model->refresh();
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_frame);

    setAxes(tr("Time (s)"), QString());
    setValueRange(0.0, 100.0);
    applyStyle();
}

HeatmapPanel::~HeatmapPanel() = default;

void HeatmapPanel::setTitle(const QString& title)
{
    m_title = title;
    if (auto* element = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0)))
        element->setText(title);
    m_frame->setSubjectName(title);
    m_plot->setAccessibleName(title);
    requestReplot();
}

QString HeatmapPanel::title() const
{
    return m_title;
}

void HeatmapPanel::setAxes(const QString& xLabel, const QString& yLabel)
{
    m_plot->xAxis->setLabel(xLabel);
    m_plot->yAxis->setLabel(yLabel);
    if (m_model != nullptr)
        m_model->refresh();
    requestReplot();
}

QString HeatmapPanel::xLabel() const
{
    return m_plot->xAxis->label();
}

QString HeatmapPanel::yLabel() const
{
    return m_plot->yAxis->label();
}

void HeatmapPanel::setValueLabel(const QString& label, const QString& unit)
{
    m_valueLabel = label;
    m_valueUnit = unit;
    m_scale->axis()->setLabel(label);
    requestReplot();
}

QString HeatmapPanel::valueLabel() const
{
    return m_valueLabel;
}

void HeatmapPanel::setValueRange(double lower, double upper)
{
    if (!(upper > lower))
        return;
    m_lower = lower;
    m_upper = upper;
    m_map->setDataRange(QCPRange(lower, upper));
    requestReplot();
}

void HeatmapPanel::setRows(const QStringList& names)
{
    m_rows = names;
    resetData();
    applyRowTicks();
}

QString HeatmapPanel::rowName(int row) const
{
    return m_rows.value(row);
}

void HeatmapPanel::setTimeGrid(double binWidth, int columns, double origin)
{
    if (!(binWidth > 0) || columns < 1)
        return;
    m_binWidth = binWidth;
    m_columns = columns;
    // An eighth of the window at least: a shift of every row costs one pass over the grid.
    m_margin = std::max(1, columns / 8);
    m_origin = origin;
    resetData();
}

void HeatmapPanel::resetData()
{
    const int rows = std::max(1, int(m_rows.size()));
    // A new data object each time: QCPColorMapData::setSize would copy nothing we keep.
    m_data = new HeatmapData(m_columns + m_margin, rows);
    m_data->fill(kNaN);
    m_map->setCells(m_data);
    m_hasData = false;
    m_latestEnd = m_origin;
    updateKeyRange();
    m_plot->yAxis->setRange(-0.5, rows - 0.5);
    m_dirty = true;
    if (m_model != nullptr)
        m_model->refresh();
    requestReplot();
}

void HeatmapPanel::clear()
{
    m_data->fill(kNaN);
    m_data->markModified();
    m_map->allChanged();
    m_hasData = false;
    m_latestEnd = m_origin;
    m_dirty = true;
    m_model->refresh();
    requestReplot();
}

long long HeatmapPanel::binOf(double t) const
{
    // Column k holds [origin + k w, origin + (k + 1) w); the tiny slack keeps a sample
    // taken on a column's start (float steps of the clock) in that column.
    return (long long)(std::floor((t - m_origin) / m_binWidth + 1e-9));
}

void HeatmapPanel::updateKeyRange()
{
    // Cell centres: column k spans [origin + k w, origin + (k + 1) w].
    const int keys = m_data->keySize();
    m_data->setKeyRange(QCPRange(m_origin + 0.5 * m_binWidth, m_origin + (keys - 0.5) * m_binWidth));
    m_data->setValueRange(QCPRange(0, std::max(1, m_data->valueSize()) - 1));
    if (m_data->valueSize() == 1)
        m_data->setValueRange(QCPRange(-0.5, 0.5)); // one row still needs a height
    if (!m_visible) {
        const double end = std::max(m_latestEnd, m_origin + m_columns * m_binWidth);
        m_plot->xAxis->setRange(end - m_columns * m_binWidth, end);
    }
}

void HeatmapPanel::reach(long long bin)
{
    const int keys = m_data->keySize();
    if (bin < keys)
        return;
    // Shift so that `bin` is the window's newest column, by the margin at least.
    const long long wanted = bin - (m_columns - 1);
    const long long shift = std::max<long long>(wanted, m_margin);
    if (shift >= keys) {
        m_data->fill(kNaN);
        m_map->allChanged();
    } else {
        const std::size_t keep = std::size_t(keys - shift);
        for (int r = 0; r < m_data->valueSize(); ++r) {
            double* row = m_data->row(r);
            std::memmove(row, row + shift, keep * sizeof(double));
            std::fill(row + keep, row + keys, kNaN);
        }
        m_map->shiftLeft(int(shift));
    }
    m_origin += double(shift) * m_binWidth;
    m_data->markModified();
    updateKeyRange();
}

void HeatmapPanel::setColumn(double t, const double* values, int count)
{
    if (!std::isfinite(t) || values == nullptr)
        return;
    long long bin = binOf(t);
    if (bin < 0)
        return;
    if (bin >= m_data->keySize()) {
        reach(bin);
        bin = binOf(t);
    }
    const int rows = std::min(count, int(m_rows.size()));
    const int keys = m_data->keySize();
    // Row r is value index rows - 1 - r: the values go into the column bottom up.
    double* cells = m_data->row(0) + bin;
    const int top = int(m_rows.size()) - 1;
    for (int r = 0; r < rows; ++r)
        cells[std::size_t(top - r) * std::size_t(keys)] = values[r];
    m_data->markModified();
    m_map->columnChanged(int(bin));
    m_hasData = true;
    const double end = m_origin + double(bin + 1) * m_binWidth;
    if (end > m_latestEnd) {
        m_latestEnd = end;
        if (!m_visible)
            updateKeyRange();
    }
    m_dirty = true;
    requestReplot();
}

void HeatmapPanel::setValue(int row, double t, double value)
{
    if (row < 0 || row >= int(m_rows.size()))
        return;
    // One cell: a column of NaN but this row would erase the others, so write it alone.
    if (!std::isfinite(t))
        return;
    long long bin = binOf(t);
    if (bin < 0)
        return;
    if (bin >= m_data->keySize()) {
        reach(bin);
        bin = binOf(t);
    }
    m_data->row(int(m_rows.size()) - 1 - row)[bin] = value;
    m_data->markModified();
    m_map->columnChanged(int(bin));
    m_hasData = true;
    const double end = m_origin + double(bin + 1) * m_binWidth;
    if (end > m_latestEnd) {
        m_latestEnd = end;
        if (!m_visible)
            updateKeyRange();
    }
    m_dirty = true;
    requestReplot();
}

std::optional<double> HeatmapPanel::valueAt(int row, double t) const
{
    if (row < 0 || row >= int(m_rows.size()) || !std::isfinite(t))
        return std::nullopt;
    const long long bin = binOf(t);
    if (bin < 0 || bin >= m_data->keySize())
        return std::nullopt;
    const double v = m_data->row(int(m_rows.size()) - 1 - row)[bin];
    if (std::isnan(v))
        return std::nullopt;
    return v;
}

double HeatmapPanel::windowStart() const
{
    return std::max(m_origin, m_latestEnd - m_columns * m_binWidth);
}

void HeatmapPanel::setVisibleTimeRange(double from, double to)
{
    if (!(to > from))
        return;
    m_visible = std::pair{from, to};
    m_plot->xAxis->setRange(from, to);
    m_dirty = true;
    requestReplot();
}

void HeatmapPanel::followLatest()
{
    m_visible.reset();
    updateKeyRange();
    m_dirty = true;
    requestReplot();
}

void HeatmapPanel::addAnnotation(double t, const QString& shortText, const QString& hoverText)
{
    Annotation annotation;
    annotation.t = t;
    annotation.hoverText = hoverText.isEmpty() ? shortText : hoverText;
    annotation.line = new QCPItemStraightLine(m_plot);
    annotation.line->point1->setCoords(t, 0.0);
    annotation.line->point2->setCoords(t, 1.0);
    annotation.line->setSelectable(false);
    annotation.label = new QCPItemText(m_plot);
    annotation.label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    annotation.label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    const double step = 0.02 + 0.07 * double(m_annotations.size() % 4);
    annotation.label->position->setCoords(t, step);
    annotation.label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    annotation.label->setPadding(QMargins(3, 1, 3, 1));
    annotation.label->setText(shortText);
    annotation.label->setSelectable(false);
    m_annotations.append(annotation);
    applyStyle();
    m_dirty = true;
    requestReplot();
}

void HeatmapPanel::clearAnnotations()
{
    for (const Annotation& annotation : std::as_const(m_annotations)) {
        m_plot->removeItem(annotation.line);
        m_plot->removeItem(annotation.label);
    }
    m_annotations.clear();
    m_dirty = true;
    requestReplot();
}

QString HeatmapPanel::formatValue(double v) const
{
    const QString number = QLocale().toString(v, 'f', std::abs(v) >= 100 ? 0 : 1);
    //: A value with its unit in a heatmap's tooltip, e.g. "87.5 %"
    return m_valueUnit.isEmpty() ? number : tr("%1 %2").arg(number, m_valueUnit);
}

QString HeatmapPanel::toolTipAt(const QPoint& plotPixel) const
{
    const QRect rect = m_plot->axisRect()->rect();
    if (!rect.contains(plotPixel))
        return QString();
    for (const Annotation& annotation : m_annotations) {
        if (std::abs(m_plot->xAxis->coordToPixel(annotation.t) - plotPixel.x()) <= kAnnotationHoverPixels)
            return annotation.hoverText;
    }
    const double t = m_plot->xAxis->pixelToCoord(plotPixel.x());
    const int row = int(m_rows.size()) - 1 - int(std::lround(m_plot->yAxis->pixelToCoord(plotPixel.y())));
    const std::optional<double> v = valueAt(row, t);
    if (!v)
        return QString();
    const long long bin = binOf(t);
    const double start = m_origin + double(bin) * m_binWidth;
    //: Heatmap tooltip: %1 row (e.g. "GPU 3"), %2 start and %3 end time in s, %4 value
    return tr("%1 · %2–%3 s · %4")
        .arg(m_rows.value(row), QLocale().toString(start, 'f', m_binWidth < 1 ? 1 : 0),
             QLocale().toString(start + m_binWidth, 'f', m_binWidth < 1 ? 1 : 0), formatValue(*v));
}

QPoint HeatmapPanel::pixelOf(int row, double t) const
{
    return QPoint(int(std::lround(m_plot->xAxis->coordToPixel(t))),
                  int(std::lround(m_plot->yAxis->coordToPixel(double(m_rows.size() - 1 - row)))));
}

bool HeatmapPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_plot && event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, m_plot);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void HeatmapPanel::applyRowTicks()
{
    // A name on every k-th row: 2,048 names would print over each other.
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    const int rows = int(m_rows.size());
    const int step = std::max(1, (rows + kMaxRowTicks - 1) / kMaxRowTicks);
    for (int r = 0; r < rows; r += step)
        ticker->addTick(rows - 1 - r, m_rows[r]);
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setSubTicks(false);
}

void HeatmapPanel::applyStyle()
{
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor base = pal.color(QPalette::Base);
    const QFont labelFont = font();
    QFont titleFont = font();
    titleFont.setBold(true);
    m_plot->setBackground(base);
    // The map covers the axis rect; its gaps show the panel's base colour (no second fill).
    m_plot->axisRect()->setBackground(Qt::NoBrush);
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis, m_scale->axis()}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setLabelColor(text);
        axis->setTickLabelColor(text);
        axis->setLabelFont(labelFont);
        axis->setTickLabelFont(labelFont);
    }
    if (auto* element = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0))) {
        element->setFont(titleFont);
        element->setTextColor(text);
    }
    // Annotations in the text colour over the map, as on the time-series panels.
    QColor annotationColour = text;
    annotationColour.setAlpha(200);
    QColor labelBack = base;
    labelBack.setAlpha(200);
    for (const Annotation& annotation : std::as_const(m_annotations)) {
        annotation.line->setPen(QPen(annotationColour, 1.0, Qt::DashDotLine));
        annotation.label->setColor(text);
        annotation.label->setFont(labelFont);
        annotation.label->setBrush(labelBack);
    }
    m_dirty = true;
}

void HeatmapPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyStyle();
        requestReplot();
    }
}

void HeatmapPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // Drawings skipped while hidden are made now.
    if (m_dirty)
        requestReplot();
}

void HeatmapPanel::requestReplot()
{
    // A hidden panel (a collapsed row, another tab) draws nothing: its data stay current
    // and it draws once when shown.
    if (m_replotQueued || !isVisible())
        return;
    m_replotQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_replotQueued = false;
        if (isVisible())
            replotNow();
    });
}

void HeatmapPanel::replotNow()
{
    if (!m_dirty)
        return;
    m_dirty = false;
    ++m_replots;
    m_plot->replot(QCustomPlot::rpQueuedRefresh);
    if (m_frame->isTableVisible())
        m_model->refresh();
}

QCPColorMap* HeatmapPanel::colorMap() const
{
    return m_map;
}

QTableView* HeatmapPanel::tableView() const
{
    return m_frame->tableView();
}

void HeatmapPanel::setTableVisible(bool visible)
{
    m_frame->setTableVisible(visible);
}

bool HeatmapPanel::isTableVisible() const
{
    return m_frame->isTableVisible();
}

bool HeatmapPanel::exportTo(ExportFormat format, const QString& path, QString* error) const
{
    const QSize size = m_plot->size().isEmpty() || !m_plot->isVisible() ? kExportSize : m_plot->size();
    switch (format) {
    case ExportFormat::Png:
    case ExportFormat::Svg:
        return chart_export::savePlotPicture(*m_plot, format, path, size, m_title, error);
    case ExportFormat::Csv:
        m_model->refresh();
        return chart_export::writeCsv(path, m_model->headers(), m_model->rows(), error);
    }
    return false;
}

bool HeatmapPanel::savePng(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Png, path, error);
}

bool HeatmapPanel::saveSvg(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Svg, path, error);
}

bool HeatmapPanel::saveCsv(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Csv, path, error);
}

QString HeatmapPanel::toCsv() const
{
    m_model->refresh();
    return chart_export::toCsv(m_model->headers(), m_model->rows());
}

} // namespace ailab::labs
