#include "labs/common/charts/series_table_model.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/widgets/data_table_toggle.h"
#include "labs/common/widgets/palette.h"

#include <QLocale>
#include <cmath>
#include <qcustomplot.h>

// How a TimeSeriesPanel looks (palette, fonts, number format) and what it writes (PNG,
// SVG, CSV); the data handling is in time_series_panel.cpp.

namespace ailab::labs {

namespace {
constexpr QSize kExportSize(900, 450);
} // namespace

QString TimeSeriesPanel::formatValue(double v) const
{
    const double magnitude = std::abs(v);
    const QLocale locale; // the language's numbers: "0,5" in German, as the axes
    if (magnitude != 0.0 && (magnitude >= 1e6 || magnitude < 1e-3))
        return locale.toString(v, 'g', 4);
    return locale.toString(v, 'f', magnitude >= 100.0 ? 1 : magnitude >= 1.0 ? 2 : 3);
}

void TimeSeriesPanel::applyStyle()
{
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor base = pal.color(QPalette::Base);
    QColor grid = pal.color(QPalette::Mid);
    grid.setAlpha(90);
    const QFont labelFont = font();
    QFont titleFont = font();
    titleFont.setBold(true);
    m_plot->setBackground(base);
    m_plot->axisRect()->setBackground(base);
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setLabelColor(text);
        axis->setTickLabelColor(text);
        axis->setLabelFont(labelFont);
        axis->setTickLabelFont(labelFont);
        axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
    }
    if (auto* element = qobject_cast<QCPTextElement*>(m_plot->plotLayout()->element(0, 0))) {
        element->setFont(titleFont);
        element->setTextColor(text);
    }
    QColor legendBackground = base;
    legendBackground.setAlpha(220);
    m_plot->legend->setBrush(Qt::NoBrush); // outside the data, on the panel's background
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setTextColor(text);
    m_plot->legend->setFont(labelFont);
    // Thresholds are neutral, so that they never read as one of the series.
    QColor thresholdColour = text;
    thresholdColour.setAlpha(170);
    for (const Threshold& threshold : std::as_const(m_thresholds)) {
        threshold.line->setPen(QPen(thresholdColour, 1.5, Qt::DashLine));
        threshold.text->setColor(text);
        threshold.text->setFont(labelFont);
    }
    QColor annotationColour = text;
    annotationColour.setAlpha(160);
    for (const Annotation& annotation : std::as_const(m_annotations)) {
        annotation.line->setPen(QPen(annotationColour, 1.0, Qt::DashDotLine));
        annotation.label->setColor(text);
        annotation.label->setFont(labelFont);
        annotation.label->setBrush(legendBackground);
        annotation.label->setPen(QPen(annotationColour));
    }
    m_crosshairLine->setPen(QPen(text, 1.0));
    m_crosshairLabel->setColor(text);
    m_crosshairLabel->setFont(labelFont);
    m_crosshairLabel->setBrush(legendBackground);
    m_crosshairLabel->setPen(QPen(pal.color(QPalette::Mid)));
    requestReplot();
}

bool TimeSeriesPanel::exportTo(ExportFormat format, const QString& path, QString* error) const
{
    const QSize size =
        m_plot->size().isEmpty() || !m_plot->isVisible() ? kExportSize : m_plot->size();
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

bool TimeSeriesPanel::savePng(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Png, path, error);
}

bool TimeSeriesPanel::saveSvg(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Svg, path, error);
}

bool TimeSeriesPanel::saveCsv(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Csv, path, error);
}

QString TimeSeriesPanel::toCsv() const
{
    m_model->refresh();
    return chart_export::toCsv(m_model->headers(), m_model->rows());
}

} // namespace ailab::labs
