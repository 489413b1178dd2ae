#pragma once

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>
#include <functional>

class QCustomPlot;

class QImage;
class QPaintDevice;
class QPainter;
class QToolButton;
class QWidget;

namespace ailab::labs {

// The export formats every drawing offers (docs/architecture.md, "What users can expect", 7).
enum class ExportFormat { Png, Svg, Csv };

// Shared export code of TopologyView, TimeSeriesPanel and SummaryChart: file dialogs,
// CSV with QSaveFile, SVG through QSvgGenerator.
namespace chart_export {

// Paints a drawing of the given logical size onto a painter (PNG, SVG, or a print).
using PaintFunction = std::function<void(QPainter& painter, const QSize& size)>;
// Writes one format to the path; false (and a message in *error) on failure.
using Exporter = std::function<bool(ExportFormat format, const QString& path, QString* error)>;

// RFC 4180 CSV: fields with comma, quote or newline are quoted, quotes doubled.
QString csvField(const QString& field);
QString toCsv(const QStringList& header, const QList<QStringList>& rows);
// Writes atomically (QSaveFile), UTF-8, CRLF-free ("\n") lines.
bool writeCsv(const QString& path, const QStringList& header, const QList<QStringList>& rows,
              QString* error = nullptr);
bool writeText(const QString& path, const QString& text, QString* error = nullptr);

// A picture in the format its suffix names (PNG without one), written whole or not at all
// (atomic_save).
bool saveImage(const QString& path, const QImage& image, QString* error = nullptr);
// Renders the paint function into a PNG (scale for sharp high-DPI pictures) or an SVG.
bool savePng(const QString& path, const QSize& size, const PaintFunction& paint, double scale = 2.0,
             QString* error = nullptr);
bool saveSvg(const QString& path, const QSize& size, const PaintFunction& paint,
             const QString& title, QString* error = nullptr);
// For painters that need their own class (QCustomPlot's QCPPainter): draws on the SVG
// device itself and returns false when it could not.
using DevicePaintFunction = std::function<bool(QPaintDevice& device, const QSize& size)>;
bool saveSvgOnDevice(const QString& path, const QSize& size, const DevicePaintFunction& paint,
                     const QString& title, QString* error = nullptr);
// PNG of a widget as it looks on screen (QWidget::grab at the device pixel ratio).
// A QCustomPlot as PNG (rendered at 2x) or SVG (vector), at `size`; the one way both
// TimeSeriesPanel and HeatmapPanel write their pictures.
bool savePlotPicture(QCustomPlot& plot, ExportFormat format, const QString& path, const QSize& size,
                     const QString& title, QString* error = nullptr);
bool saveWidgetPng(const QString& path, QWidget* widget, QString* error = nullptr);

QString fileSuffix(ExportFormat format); // "png", "svg", "csv"
QString formatName(ExportFormat format); // translated, e.g. "PNG image"

// Asks for a file name (starting from baseName), then runs the exporter; shows a message
// box on failure. Returns true when a file was written.
bool exportWithDialog(QWidget* parent, ExportFormat format, const QString& baseName,
                      const Exporter& exporter);

// An "Export..." tool button with a menu of PNG, SVG, CSV; baseName() is asked each time.
QToolButton* createExportButton(QWidget* parent, std::function<QString()> baseName,
                                Exporter exporter);

} // namespace chart_export
} // namespace ailab::labs
