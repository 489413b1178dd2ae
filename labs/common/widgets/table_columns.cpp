#include "labs/common/widgets/table_columns.h"

#include <QHeaderView>
#include <QTableView>

namespace ailab::labs {

namespace {
// Rows measured for a column's width: enough for every shipped table, and bounded for the
// thousand-row tables of large fabrics, whose data changes every frame.
constexpr int kRowsMeasured = 64;
} // namespace

void fitColumnsToContents(QTableView* table)
{
    QHeaderView* header = table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setResizeContentsPrecision(kRowsMeasured);
    // Not stretched: a stretched last column may get less than its title needs.
    header->setStretchLastSection(false);
    table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
}

} // namespace ailab::labs
