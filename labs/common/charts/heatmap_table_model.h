#pragma once

// The table behind HeatmapPanel (private to labs/common): one line per row of the heatmap,
// its name first, then one column per time column of the window; an empty cell is a gap.

#include <QAbstractTableModel>
#include <QList>
#include <QLocale>
#include <QStringList>

namespace ailab::labs {

class HeatmapPanel;

class HeatmapTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit HeatmapTableModel(const HeatmapPanel& panel, QObject* parent = nullptr);

    // Re-reads the panel's grid (its window may have moved).
    void refresh();
    QStringList headers() const;
    // The cells of every line, numbers with a decimal point in every language (CSV).
    QList<QStringList> rows() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // Start time of the table's column (0 is the names' column).
    double columnTime(int column) const;
    QString cell(int row, int column, const QLocale& locale) const;

    const HeatmapPanel& m_panel;
    int m_rows = 0;
    int m_columns = 0;
    double m_start = 0.0;
};

} // namespace ailab::labs
