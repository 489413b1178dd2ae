#pragma once

// The table behind TimeSeriesPanel (private to labs/common): one row per distinct x over
// all series, one column per series; a cell is empty where a series has no sample.

#include <QAbstractTableModel>
#include <QList>
#include <QLocale>
#include <QStringList>
#include <QVector>

class QCPGraph;

namespace ailab::labs {

class SeriesTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit SeriesTableModel(QObject* parent = nullptr);

    // Column headers: x first, then one per graph.
    void setSource(const QList<QCPGraph*>& graphs, const QStringList& headers);
    // Re-reads the graphs' data (a merge of sorted keys, O(n log n)).
    void refresh();
    // Rows of formatted cells for the CSV body: the same numbers as the table, written with
    // a decimal point in every language so that other programs read them.
    QList<QStringList> rows() const;
    QStringList headers() const { return m_headers; }

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Enough digits to round-trip the value; in the language's numbers unless a file's
    // locale (QLocale::c()) is given.
    static QString formatNumber(double value, const QLocale& locale = QLocale());

private:
    QString cell(int row, int column, const QLocale& locale) const;

    QList<QCPGraph*> m_graphs;
    QStringList m_headers;
    QVector<double> m_keys;
};

} // namespace ailab::labs
