#include "labs/common/widgets/table_columns.h"

#include <QHeaderView>
#include <QList>
#include <QStyle>
#include <QTableView>
#include <QStringList>
#include <algorithm>
#include <utility>

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
    // A fitted column is measured from its title and cells, not taken from its section: the
    // header resizes its sections only when it next lays itself out (when painted), and the
    // layouts around would have given the table too little until then.
    const auto ask = [table, header, wrapped] {
        int width = 0;
        for (int c = 0; c < header->count(); ++c) {
            if (header->isSectionHidden(c))
                continue;
            // A wrapped column's header title is never cut.
            width += wrapped.contains(c) ? std::max(table->fontMetrics().averageCharWidth() * 12,
                                                    header->sectionSizeHint(c))
                                         : std::max({header->sectionSize(c),
                                                     header->sectionSizeHint(c),
                                                     static_cast<const QAbstractItemView*>(table)
                                                         ->sizeHintForColumn(c)});
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

void fitColumnsWhole(QTableView* table)
{
    fitColumnsWrapping(table, QList<int>{});
}

QString stackedTitle(const QString& title, int lineChars)
{
    // The words, and the parts of a hyphenated word too long for a line ("Speicher-",
    // "Bandbreite"), each with whether a space comes before it.
    QList<std::pair<QString, bool>> pieces;
    for (const QString& word : title.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (word.size() <= lineChars || !word.contains(QLatin1Char('-'))) {
            pieces.push_back({word, true});
            continue;
        }
        const QStringList parts = word.split(QLatin1Char('-'));
        for (qsizetype i = 0; i < parts.size(); ++i)
            pieces.push_back({i + 1 < parts.size() ? parts[i] + QLatin1Char('-') : parts[i], i == 0});
    }
    QStringList lines;
    for (const auto& [piece, spaced] : pieces) {
        const QString joined = spaced ? QLatin1Char(' ') + piece : piece;
        if (!lines.isEmpty() && lines.last().size() + joined.size() <= lineChars)
            lines.last() += joined;
        else
            lines << piece;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace ailab::labs
