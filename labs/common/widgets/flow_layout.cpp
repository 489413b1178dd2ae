#include "labs/common/widgets/flow_layout.h"

#include <QStyle>
#include <QWidget>
#include <algorithm>
#include <vector>

namespace ailab::labs {

FlowLayout::FlowLayout(QWidget* parent)
    : QLayout(parent)
{
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    return m_items.takeAt(index);
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return Qt::Horizontal;
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return layOut(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // The widest item alone on its row; the height follows from heightForWidth.
    QSize size;
    for (const QLayoutItem* item : m_items) {
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    }
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one row.
    int width = 0;
    int height = 0;
    int visible = 0;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
        ++visible;
    }
    width += std::max(0, visible - 1) * horizontalGap();
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    layOut(rect, true);
}

int FlowLayout::horizontalGap() const
{
    if (spacing() >= 0)
        return spacing();
    const QWidget* parent = parentWidget();
    return parent != nullptr
               ? parent->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, parent)
               : 6;
}

int FlowLayout::verticalGap() const
{
    if (spacing() >= 0)
        return spacing();
    const QWidget* parent = parentWidget();
    return parent != nullptr
               ? parent->style()->pixelMetric(QStyle::PM_LayoutVerticalSpacing, nullptr, parent)
               : 6;
}

int FlowLayout::layOut(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = horizontalGap();
    const int available = std::max(1, area.width());
    std::vector<QLayoutItem*> row;
    int rowWidth = 0; // of the items in `row`, gaps included
    int y = area.y();

    const auto placeRow = [&] {
        if (row.empty())
            return;
        // Justified: the room left on the row goes to its items in equal shares. A row is
        // as tall as its tallest item at the width it gets (wrapped texts grow downwards).
        const int extra = std::max(0, available - rowWidth);
        const int n = int(row.size());
        std::vector<int> widths(row.size());
        int height = 0;
        for (int i = 0; i < n; ++i) {
            QLayoutItem* item = row[std::size_t(i)];
            const int share = extra / n + (i < extra % n ? 1 : 0);
            const int width = std::min(
                {available, item->minimumSize().width() + share, item->maximumSize().width()});
            widths[std::size_t(i)] = width;
            height = std::max(height, item->hasHeightForWidth() ? item->heightForWidth(width)
                                                                : item->sizeHint().height());
        }
        if (apply) {
            int x = area.x();
            for (int i = 0; i < n; ++i) {
                QLayoutItem* item = row[std::size_t(i)];
                const int width = widths[std::size_t(i)];
                // An item that cannot grow to the row's height sits in its middle.
                const int h = std::min(height, item->maximumSize().height());
                item->setGeometry(QRect(x, y + (height - h) / 2, width, h));
                x += width + gap;
            }
        }
        y += height + verticalGap();
        row.clear();
        rowWidth = 0;
    };

    // Rows are filled as a horizontal layout would squeeze them: down to the items' minimum
    // widths; what is left of the row then goes back to them.
    for (QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        const int width = item->minimumSize().width();
        const int needed = row.empty() ? width : rowWidth + gap + width;
        if (!row.empty() && needed > available)
            placeRow();
        rowWidth = row.empty() ? width : rowWidth + gap + width;
        row.push_back(item);
    }
    placeRow();
    const int used = y - area.y() - (y > area.y() ? verticalGap() : 0);
    const QMargins m = contentsMargins();
    return std::max(0, used) + m.top() + m.bottom();
}

} // namespace ailab::labs
