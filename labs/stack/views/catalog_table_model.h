#pragma once

#include "labs/stack/stack_layers.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace ailab::labs::stack {

// One table of the hardware catalog (core::hw) as rows and columns, read straight from
// the catalog. Text columns are English in core and translated here (context
// "ailab::core::hw", listed in catalog_strings.cpp). SortRole gives numbers for numeric
// columns and an order for cost levels, so a QSortFilterProxyModel sorts them properly.
class CatalogTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int IdRole = Qt::UserRole + 2;

    explicit CatalogTableModel(QObject* parent = nullptr);

    void setTable(CatalogTable table);
    CatalogTable table() const { return m_table; }

    // Differences between the seed's figures and the vendor's, for the rows shown:
    // "DGX H200: GPU memory: the seed says 1.1 TB HBM3e, the catalog keeps 1,128 GB (...)".
    QStringList courseDifferences() const;
    // The catalog's source of each row ("name: source").
    QStringList sources() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant cell(int row, int column, int role) const;

    CatalogTable m_table = CatalogTable::None;
};

} // namespace ailab::labs::stack
