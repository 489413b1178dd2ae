#include "labs/common/charts/chart_export.h"

#include "labs/common/files/atomic_save.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QToolButton>
#include <QWidget>

namespace ailab::labs::chart_export {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("ailab::labs::chart_export", text);
}

void setError(QString* error, const QString& message)
{
    if (error)
        *error = message;
}

} // namespace

QString csvField(const QString& field)
{
    const bool quote = field.contains(QLatin1Char(',')) || field.contains(QLatin1Char('"')) ||
                       field.contains(QLatin1Char('\n')) || field.contains(QLatin1Char('\r'));
    if (!quote)
        return field;
    QString escaped = field;
    escaped.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString toCsv(const QStringList& header, const QList<QStringList>& rows)
{
    QString out;
    auto appendRow = [&out](const QStringList& fields) {
        for (qsizetype i = 0; i < fields.size(); ++i) {
            if (i > 0)
                out += QLatin1Char(',');
            out += csvField(fields[i]);
        }
        out += QLatin1Char('\n');
    };
    appendRow(header);
    for (const QStringList& row : rows)
        appendRow(row);
    return out;
}

bool writeText(const QString& path, const QString& text, QString* error)
{
    return atomic_save::saveBytes(path, text.toUtf8(), error);
}

bool writeCsv(const QString& path, const QStringList& header, const QList<QStringList>& rows,
              QString* error)
{
    return writeText(path, toCsv(header, rows), error);
}

bool saveImage(const QString& path, const QImage& image, QString* error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    const QByteArray suffix = QFileInfo(path).suffix().toLower().toLatin1();
    QImageWriter writer(&buffer, suffix.isEmpty() ? QByteArrayLiteral("png") : suffix);
    if (!buffer.open(QIODevice::WriteOnly) || !writer.write(image)) {
        setError(error, tr("Cannot write the image %1: %2")
                            .arg(QDir::toNativeSeparators(path), writer.errorString()));
        return false;
    }
    return atomic_save::saveBytes(path, bytes, error);
}

bool savePng(const QString& path, const QSize& size, const PaintFunction& paint, double scale,
             QString* error)
{
    if (size.isEmpty()) {
        setError(error, tr("There is nothing to export."));
        return false;
    }
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        paint(painter, size);
    }
    return saveImage(path, image, error);
}

bool saveSvg(const QString& path, const QSize& size, const PaintFunction& paint,
             const QString& title, QString* error)
{
    return saveSvgOnDevice(
        path, size,
        [&paint](QPaintDevice& device, const QSize& s) {
            QPainter painter;
            if (!painter.begin(&device))
                return false;
            painter.setRenderHint(QPainter::Antialiasing);
            painter.fillRect(QRect(QPoint(0, 0), s), Qt::white);
            paint(painter, s);
            return painter.end();
        },
        title, error);
}

bool saveSvgOnDevice(const QString& path, const QSize& size, const DevicePaintFunction& paint,
                     const QString& title, QString* error)
{
    if (size.isEmpty()) {
        setError(error, tr("There is nothing to export."));
        return false;
    }
    QByteArray svg;
    QBuffer buffer(&svg);
    bool painted = buffer.open(QIODevice::WriteOnly);
    if (painted) { // the generator writes the end of the drawing when it goes
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(title);
        generator.setDescription(tr("Exported from AI Infra Lab"));
        painted = paint(generator, size);
    }
    if (!painted || svg.isEmpty()) {
        setError(error, tr("Cannot write the drawing %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return atomic_save::saveBytes(path, svg, error);
}

bool saveWidgetPng(const QString& path, QWidget* widget, QString* error)
{
    if (!widget || widget->size().isEmpty()) {
        setError(error, tr("There is nothing to export."));
        return false;
    }
    return saveImage(path, widget->grab().toImage(), error);
}

QString fileSuffix(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Png:
        return QStringLiteral("png");
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Csv:
        return QStringLiteral("csv");
    }
    return QString();
}

QString formatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Png:
        return tr("PNG image");
    case ExportFormat::Svg:
        return tr("SVG drawing");
    case ExportFormat::Csv:
        return tr("CSV table");
    }
    return QString();
}

bool exportWithDialog(QWidget* parent, ExportFormat format, const QString& baseName,
                      const Exporter& exporter)
{
    const QString suffix = fileSuffix(format);
    QString base = baseName.trimmed();
    base.replace(QRegularExpression(QStringLiteral(R"([\\/:*?"<>|]+)")), QStringLiteral("-"));
    if (base.isEmpty())
        base = QStringLiteral("export");
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    //: File dialog filter, %1 is a format name ("PNG image"), %2 a suffix ("png")
    const QString filter = tr("%1 (*.%2)").arg(formatName(format), suffix);
    QString path = QFileDialog::getSaveFileName(
        parent, tr("Export as %1").arg(formatName(format)),
        QDir(folder).filePath(base + QLatin1Char('.') + suffix), filter);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    QString error;
    if (!exporter(format, path, &error)) {
        QMessageBox::warning(parent, tr("Export failed"), error);
        return false;
    }
    return true;
}

QToolButton* createExportButton(QWidget* parent, std::function<QString()> baseName,
                                Exporter exporter)
{
    auto* button = new QToolButton(parent);
    button->setText(tr("Export..."));
    button->setToolTip(tr("Save this drawing as a PNG image, an SVG drawing or a CSV table"));
    button->setAccessibleName(tr("Export"));
    button->setPopupMode(QToolButton::InstantPopup);
    button->setFocusPolicy(Qt::StrongFocus);
    auto* menu = new QMenu(button);
    for (ExportFormat format : {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Csv}) {
        //: Menu entry, %1 is a format name ("PNG image")
        QAction* action = menu->addAction(tr("%1...").arg(formatName(format)));
        QObject::connect(action, &QAction::triggered, button, [=] {
            exportWithDialog(parent, format, baseName ? baseName() : QString(), exporter);
        });
    }
    button->setMenu(menu);
    return button;
}

bool savePlotPicture(QCustomPlot& plot, ExportFormat format, const QString& path, const QSize& size,
                     const QString& title, QString* error)
{
    if (format == ExportFormat::Png) // rendered off screen at 2x for sharp pictures
        return saveImage(path, plot.toPixmap(size.width(), size.height(), 2.0).toImage(), error);
    return saveSvgOnDevice(
        path, size,
        [&plot](QPaintDevice& device, const QSize& s) {
            QCPPainter painter;
            if (!painter.begin(&device))
                return false;
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            plot.toPainter(&painter, s.width(), s.height());
            return painter.end();
        },
        title, error);
}

} // namespace ailab::labs::chart_export
