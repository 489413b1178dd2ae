#include "labs/common/charts/chart_export.h"
#include "labs/common/charts/series_table_model.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/data_table_toggle.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLocale>
#include <QPainter>
#include <QStandardItemModel>

// The table and the exports (PNG, SVG, CSV) of a SummaryChart; the chart itself is built
// in summary_chart.cpp.

namespace ailab::labs {

namespace {
constexpr QSize kExportSize(800, 450);
// The item's text for the CSV file: a decimal point in every language.
constexpr int kFileTextRole = Qt::UserRole + 1;

// A table cell with the language's number, and the file's beside it.
QStandardItem* numberItem(double value)
{
    auto* item = new QStandardItem(SeriesTableModel::formatNumber(value));
    item->setData(SeriesTableModel::formatNumber(value, QLocale::c()), kFileTextRole);
    return item;
}

QStandardItem* shareItem(double percent)
{
    auto* item = new QStandardItem(QLocale().toString(percent, 'f', 1));
    item->setData(QLocale::c().toString(percent, 'f', 1), kFileTextRole);
    return item;
}
} // namespace

void SummaryChart::fillTable()
{
    m_model->clear();
    if (m_kind == Kind::Donut) {
        double total = 0.0;
        for (const DonutSlice& slice : std::as_const(m_slices))
            total += std::max(0.0, slice.value);
        //: Column header, %1 unit
        m_model->setHorizontalHeaderLabels(
            {tr("Part"), m_unit.isEmpty() ? tr("Value") : tr("Value (%1)").arg(m_unit),
             tr("Share (%)")});
        for (const DonutSlice& slice : std::as_const(m_slices)) {
            const double share = total > 0.0 ? std::max(0.0, slice.value) / total * 100.0 : 0.0;
            m_model->appendRow(
                {new QStandardItem(slice.label), numberItem(slice.value), shareItem(share)});
        }
    } else if (m_kind != Kind::Empty) {
        QStringList headers{tr("Category")};
        for (const BarSeries& series : std::as_const(m_series))
            headers << (m_unit.isEmpty() ? series.name
                                         //: Column header, %1 series name, %2 unit
                                         : tr("%1 (%2)").arg(series.name, m_unit));
        m_model->setHorizontalHeaderLabels(headers);
        for (qsizetype c = 0; c < m_categories.size(); ++c) {
            QList<QStandardItem*> row{new QStandardItem(m_categories[c])};
            for (const BarSeries& series : std::as_const(m_series))
                row << (series.values.size() > c ? numberItem(series.values[c])
                                                 : new QStandardItem(QString()));
            m_model->appendRow(row);
        }
    }
    for (int r = 0; r < m_model->rowCount(); ++r) {
        for (int c = 0; c < m_model->columnCount(); ++c) {
            if (QStandardItem* item = m_model->item(r, c))
                item->setEditable(false);
        }
    }
}

QString SummaryChart::toCsv() const
{
    QStringList headers;
    for (int c = 0; c < m_model->columnCount(); ++c)
        headers << m_model->headerData(c, Qt::Horizontal).toString();
    QList<QStringList> rows;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < m_model->columnCount(); ++c) {
            const QModelIndex cell = m_model->index(r, c);
            const QVariant fileText = m_model->data(cell, kFileTextRole);
            row << (fileText.isValid() ? fileText : m_model->data(cell)).toString();
        }
        rows << row;
    }
    return chart_export::toCsv(headers, rows);
}

bool SummaryChart::exportTo(ExportFormat format, const QString& path, QString* error) const
{
    if (format == ExportFormat::Csv)
        return chart_export::writeText(path, toCsv(), error);
    // Render the chart's scene; a chart never shown gets the export size first.
    const bool shown = m_chartView->isVisible() && !m_chartView->viewport()->size().isEmpty();
    const QSize size = shown ? m_chartView->viewport()->size() : kExportSize;
    if (!shown)
        m_chart->resize(QSizeF(size));
    // Axes and legend are laid out lazily; a fresh chart needs it done now.
    if (m_chart->layout())
        m_chart->layout()->activate();
    auto paint = [this, size](QPainter& painter, const QSize& target) {
        m_chart->scene()->render(&painter, QRectF(QPointF(0, 0), QSizeF(target)),
                                 QRectF(m_chart->pos(), QSizeF(size)));
    };
    if (format == ExportFormat::Png)
        return chart_export::savePng(path, size, paint, 2.0, error);
    return chart_export::saveSvg(path, size, paint, m_title, error);
}

bool SummaryChart::savePng(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Png, path, error);
}

bool SummaryChart::saveSvg(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Svg, path, error);
}

bool SummaryChart::saveCsv(const QString& path, QString* error) const
{
    return exportTo(ExportFormat::Csv, path, error);
}

} // namespace ailab::labs
