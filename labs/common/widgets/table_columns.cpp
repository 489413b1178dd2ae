#include "labs/common/widgets/table_columns.h"

#include <QHeaderView>
#include <QList>
#include <QStyle>
#include <QTableView>
#include <QStringList>
#include <algorithm>

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

void fitColumnsWrapping(QTableView* table, int wrapped)
{
    fitColumnsWrapping(table, QList<int>{wrapped});
}

void fitColumnsWrapping(QTableView* table, const QList<int>& wrapped)
{
    fitColumnsToContents(table);
    QHeaderView* header = table->horizontalHeader();
    for (int column : wrapped)
        header->setSectionResizeMode(column, QHeaderView::Stretch);
    table->setWordWrap(true);
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The room the fitted columns take, and at least a dozen characters for each wrapped one.
    const auto ask = [table, header, wrapped] {
        int width = 0;
        for (int c = 0; c < header->count(); ++c) {
            if (header->isSectionHidden(c))
                continue;
            // A wrapped column's header title is never cut.
            width += wrapped.contains(c) ? std::max(table->fontMetrics().averageCharWidth() * 12,
                                                    header->sectionSizeHint(c))
                                         : header->sectionSize(c);
        }
        width += 2 * table->frameWidth() + table->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2;
        if (table->verticalHeader()->isVisible())
            width += table->verticalHeader()->width();
        if (table->minimumWidth() != width)
            table->setMinimumWidth(width);
    };
    QObject::connect(header, &QHeaderView::sectionResized, table, [ask] { ask(); });
    ask();
}

QString stackedTitle(const QString& title, int lineChars)
{
    QStringList lines;
    for (const QString& word : title.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!lines.isEmpty() && lines.last().size() + 1 + word.size() <= lineChars)
            lines.last() += QLatin1Char(' ') + word;
        else
            lines << word;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace ailab::labs
