#include "labs/common/charts/heatmap_table_model.h"

#include "labs/common/charts/heatmap_panel.h"
#include "labs/common/charts/series_table_model.h"

#include <algorithm>
#include <cmath>

namespace ailab::labs {

HeatmapTableModel::HeatmapTableModel(const HeatmapPanel& panel, QObject* parent)
    : QAbstractTableModel(parent), m_panel(panel)
{
}

void HeatmapTableModel::refresh()
{
    beginResetModel();
    m_rows = m_panel.rowCount();
    m_start = m_panel.windowStart();
    const double span = m_panel.m_hasData ? m_panel.latestTime() - m_start : 0.0;
    m_columns = 1 + std::max(0, int(std::lround(span / m_panel.binWidth())));
    endResetModel();
}

double HeatmapTableModel::columnTime(int column) const
{
    return m_start + double(column - 1) * m_panel.binWidth();
}

QStringList HeatmapTableModel::headers() const
{
    QStringList headers;
    for (int c = 0; c < m_columns; ++c)
        headers << headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    return headers;
}

QString HeatmapTableModel::cell(int row, int column, const QLocale& locale) const
{
    if (column == 0)
        return m_panel.rowName(row);
    // The column's middle: its start may sit on the previous column's end.
    const std::optional<double> v = m_panel.valueAt(row, columnTime(column) + 0.5 * m_panel.binWidth());
    return v ? SeriesTableModel::formatNumber(*v, locale) : QString();
}

QList<QStringList> HeatmapTableModel::rows() const
{
    QList<QStringList> lines;
    for (int r = 0; r < m_rows; ++r) {
        QStringList line;
        for (int c = 0; c < m_columns; ++c)
            line << cell(r, c, QLocale::c());
        lines << line;
    }
    return lines;
}

int HeatmapTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int HeatmapTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant HeatmapTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || role != Qt::DisplayRole)
        return {};
    return cell(index.row(), index.column(), QLocale());
}

QVariant HeatmapTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0)
        return m_panel.yLabel().isEmpty() ? HeatmapPanel::tr("Row") : m_panel.yLabel();
    const QString unit = m_panel.m_valueUnit.isEmpty() ? QString() : m_panel.m_valueUnit;
    //: Heatmap table column: the column's start time in seconds, then the value unit
    return unit.isEmpty()
               ? HeatmapPanel::tr("%1 s").arg(SeriesTableModel::formatNumber(columnTime(section)))
               : HeatmapPanel::tr("%1 s (%2)").arg(SeriesTableModel::formatNumber(columnTime(section)), unit);
}

} // namespace ailab::labs
