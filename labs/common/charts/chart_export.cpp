#include "labs/common/charts/chart_export.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QSaveFile>
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        setError(error,
                 tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    file.write(text.toUtf8());
    if (!file.commit()) {
        setError(error,
                 tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    return true;
}

bool writeCsv(const QString& path, const QStringList& header, const QList<QStringList>& rows,
              QString* error)
{
    return writeText(path, toCsv(header, rows), error);
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
    if (!image.save(path, "PNG")) {
        setError(error, tr("Cannot write the image %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return true;
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
    bool painted = false;
    { // the generator flushes and closes the file when it goes
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(title);
        generator.setDescription(tr("Exported from AI Infra Lab"));
        painted = paint(generator, size);
    }
    const QFileInfo info(path);
    if (!painted || !info.exists() || info.size() == 0) {
        setError(error, tr("Cannot write the drawing %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return true;
}

bool saveWidgetPng(const QString& path, QWidget* widget, QString* error)
{
    if (!widget || widget->size().isEmpty()) {
        setError(error, tr("There is nothing to export."));
        return false;
    }
    if (!widget->grab().save(path, "PNG")) {
        setError(error, tr("Cannot write the image %1.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return true;
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

} // namespace ailab::labs::chart_export
