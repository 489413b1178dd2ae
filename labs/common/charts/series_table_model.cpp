#include "labs/common/charts/series_table_model.h"

#include <algorithm>
#include <qcustomplot.h>

namespace ailab::labs {

SeriesTableModel::SeriesTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void SeriesTableModel::setSource(const QList<QCPGraph*>& graphs, const QStringList& headers)
{
    beginResetModel();
    m_graphs = graphs;
    m_headers = headers;
    m_keys.clear();
    endResetModel();
    refresh();
}

void SeriesTableModel::refresh()
{
    QVector<double> keys;
    for (const QCPGraph* graph : std::as_const(m_graphs)) {
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
            keys.append(it->key);
    }
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    beginResetModel();
    m_keys = std::move(keys);
    endResetModel();
}

QString SeriesTableModel::formatNumber(double value, const QLocale& locale)
{
    // Enough digits to round-trip what the model reported, no trailing noise.
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    return plain.toString(value, 'g', 10);
}

QString SeriesTableModel::cell(int row, int column, const QLocale& locale) const
{
    const double key = m_keys[row];
    if (column == 0)
        return formatNumber(key, locale);
    const QCPGraph* graph = m_graphs.value(column - 1);
    if (!graph)
        return QString();
    auto it = graph->data()->findBegin(key, false);
    if (it == graph->data()->constEnd() || it->key != key)
        return QString();
    return formatNumber(it->value, locale);
}

QList<QStringList> SeriesTableModel::rows() const
{
    QList<QStringList> out;
    out.reserve(m_keys.size());
    for (int r = 0; r < m_keys.size(); ++r) {
        QStringList row;
        for (int c = 0; c < columnCount(); ++c)
            row << cell(r, c, QLocale::c());
        out << row;
    }
    return out;
}

int SeriesTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_keys.size());
}

int SeriesTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_graphs.size()) + 1;
}

QVariant SeriesTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_keys.size())
        return QVariant();
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole)
        return cell(index.row(), index.column(), QLocale());
    if (role == Qt::TextAlignmentRole)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return QVariant();
}

QVariant SeriesTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return m_headers.value(section);
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace ailab::labs
