#include "labs/common/charts/time_series_panel.h"

#include <QMouseEvent>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <limits>
#include <qcustomplot.h>

// What a TimeSeriesPanel draws over its data: thresholds, event annotations and the
// crosshair with its readout, and the mouse handling that moves it.

namespace ailab::labs {

namespace {
constexpr double kAnnotationHitPixels = 6.0;
} // namespace

void TimeSeriesPanel::addThreshold(double value, const QString& label)
{
    Threshold threshold;
    threshold.value = value;
    threshold.label = label;
    threshold.line = new QCPItemStraightLine(m_plot);
    threshold.line->point1->setCoords(0.0, value);
    threshold.line->point2->setCoords(1.0, value);
    threshold.line->setSelectable(false);
    threshold.text = new QCPItemText(m_plot);
    threshold.text->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    threshold.text->position->setTypeY(QCPItemPosition::ptPlotCoords);
    threshold.text->position->setCoords(0.99, value);
    threshold.text->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    threshold.text->setText(label);
    threshold.text->setSelectable(false);
    m_thresholds.append(threshold);
    applyStyle();
    requestReplot();
}

void TimeSeriesPanel::spreadThresholdLabels()
{
    // Labels sit right-aligned above their line (under it at the top of the plot). Going up
    // the axis, a label whose line is less than a text height above the previous label's
    // moves left of that label, so neighbours stay readable; others stay at the right edge.
    QList<Threshold*> order;
    for (Threshold& t : m_thresholds)
        order.append(&t);
    std::sort(order.begin(), order.end(),
              [](const Threshold* a, const Threshold* b) { return a->value < b->value; });
    const QCPAxis* y = m_plot->yAxis;
    const double width = std::max(1, m_plot->axisRect()->width());
    double previousPixel = std::numeric_limits<double>::quiet_NaN();
    double previousRight = 0.99;
    double previousTextWidth = 0.0;
    for (Threshold* t : order) {
        const double pixel = y->coordToPixel(t->value);
        const QFontMetricsF metrics(t->text->font());
        const double textHeight = metrics.height();
        const double textWidth = metrics.horizontalAdvance(t->label) + 8.0;
        double right = 0.99;
        if (!std::isnan(previousPixel) && std::abs(previousPixel - pixel) < textHeight)
            right = previousRight - previousTextWidth / width;
        if (right * width < textWidth) // no room to the left: back to the edge
            right = 0.99;
        t->text->position->setCoords(right, t->value);
        // A label that would leave the top of the plot goes under its line.
        const bool roomAbove = pixel - textHeight >= m_plot->axisRect()->top();
        t->text->setPositionAlignment(Qt::AlignRight |
                                      (roomAbove ? Qt::AlignBottom : Qt::AlignTop));
        previousPixel = pixel;
        previousRight = right;
        previousTextWidth = textWidth;
    }
    // An event's label reads to the right of its line, or to the left where it would run
    // past the plot's right edge (an event near the end of the axis).
    const double plotRight = m_plot->axisRect()->right();
    for (const Annotation& a : std::as_const(m_annotations)) {
        const QFontMetricsF metrics(a.label->font());
        const double textWidth = metrics.horizontalAdvance(a.shortText) + 8.0;
        const bool roomRight = m_plot->xAxis->coordToPixel(a.t) + textWidth <= plotRight;
        a.label->setPositionAlignment((roomRight ? Qt::AlignLeft : Qt::AlignRight) |
                                      Qt::AlignTop);
    }
}

QList<double> TimeSeriesPanel::thresholdValues() const
{
    QList<double> values;
    for (const Threshold& t : m_thresholds)
        values << t.value;
    return values;
}

void TimeSeriesPanel::clearThresholds()
{
    for (const Threshold& threshold : std::as_const(m_thresholds)) {
        m_plot->removeItem(threshold.line);
        m_plot->removeItem(threshold.text);
    }
    m_thresholds.clear();
    requestReplot();
}

void TimeSeriesPanel::addAnnotation(double t, const QString& shortText, const QString& hoverText)
{
    Annotation annotation;
    annotation.t = t;
    annotation.shortText = shortText;
    annotation.hoverText = hoverText.isEmpty() ? shortText : hoverText;
    annotation.line = new QCPItemStraightLine(m_plot);
    annotation.line->point1->setCoords(t, 0.0);
    annotation.line->point2->setCoords(t, 1.0);
    annotation.line->setSelectable(false);
    annotation.label = new QCPItemText(m_plot);
    annotation.label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    annotation.label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    // Labels step down so that close events do not print over each other.
    const double row = 0.02 + 0.07 * static_cast<double>(m_annotations.size() % 4);
    annotation.label->position->setCoords(t, row);
    annotation.label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    annotation.label->setPadding(QMargins(3, 1, 3, 1));
    annotation.label->setText(shortText);
    annotation.label->setSelectable(false);
    m_annotations.append(annotation);
    applyStyle();
    requestReplot();
}

void TimeSeriesPanel::clearAnnotations()
{
    for (const Annotation& annotation : std::as_const(m_annotations)) {
        m_plot->removeItem(annotation.line);
        m_plot->removeItem(annotation.label);
    }
    m_annotations.clear();
    requestReplot();
}

int TimeSeriesPanel::annotationCount() const
{
    return static_cast<int>(m_annotations.size());
}

QString TimeSeriesPanel::annotationTextAtPixel(double pixelX) const
{
    QString best;
    double bestDistance = kAnnotationHitPixels;
    for (const Annotation& annotation : m_annotations) {
        const double distance = std::abs(m_plot->xAxis->coordToPixel(annotation.t) - pixelX);
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = annotation.hoverText;
        }
    }
    return best;
}

void TimeSeriesPanel::showCrosshair(double x)
{
    m_crosshairLine->point1->setCoords(x, 0.0);
    m_crosshairLine->point2->setCoords(x, 1.0);
    QStringList lines;
    //: Crosshair readout of the x value, %1 number, %2 unit
    lines << tr("%1 %2").arg(formatValue(x), m_xUnit).trimmed();
    for (const Series& series : std::as_const(m_series)) {
        const std::optional<double> value = valueAt(series.id, x);
        //: Crosshair readout: %1 series name, %2 value, %3 unit
        lines << tr("%1: %2 %3")
                     .arg(series.name, value ? formatValue(*value) : QStringLiteral("–"), m_yUnit)
                     .trimmed();
    }
    m_crosshairLabel->setText(lines.join(QLatin1Char('\n')));
    // The readout sits on the side of the line with more room.
    const QCPRange range = m_plot->xAxis->range();
    const bool left = x > range.center();
    // At the bottom, clear of the annotation labels along the top.
    m_crosshairLabel->position->setCoords(x, 0.98);
    m_crosshairLabel->setPositionAlignment((left ? Qt::AlignRight : Qt::AlignLeft) |
                                           Qt::AlignBottom);
    m_crosshairLine->setVisible(true);
    m_crosshairLabel->setVisible(true);
    m_plot->layer(kCrosshairLayer)->replot();
}

void TimeSeriesPanel::hideCrosshair()
{
    if (!m_crosshairLine->visible())
        return;
    m_crosshairLine->setVisible(false);
    m_crosshairLabel->setVisible(false);
    m_plot->layer(kCrosshairLayer)->replot();
}

bool TimeSeriesPanel::isCrosshairVisible() const
{
    return m_crosshairLine->visible();
}

QString TimeSeriesPanel::crosshairText() const
{
    return m_crosshairLine->visible() ? m_crosshairLabel->text() : QString();
}

bool TimeSeriesPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_plot) {
        if (event->type() == QEvent::Resize) {
            fitLegendToWidth(); // before the plot lays itself out for the new size
        } else if (event->type() == QEvent::MouseMove) {
            onMouseMove(static_cast<QMouseEvent*>(event));
        } else if (event->type() == QEvent::Leave) {
            hideCrosshair();
            emit crosshairLeft();
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TimeSeriesPanel::onMouseMove(QMouseEvent* event)
{
    const QPointF pos = event->position();
    if (!m_plot->axisRect()->rect().contains(pos.toPoint())) {
        if (isCrosshairVisible()) {
            hideCrosshair();
            emit crosshairLeft();
        }
        return;
    }
    const double x = m_plot->xAxis->pixelToCoord(pos.x());
    showCrosshair(x);
    emit crosshairMoved(x);
    const QString hover = annotationTextAtPixel(pos.x());
    if (!hover.isEmpty())
        QToolTip::showText(event->globalPosition().toPoint(), hover, m_plot);
    else
        QToolTip::hideText();
}

} // namespace ailab::labs
