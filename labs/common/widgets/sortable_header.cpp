#include "labs/common/widgets/sortable_header.h"

#include <QStyle>
#include <algorithm>

namespace ailab::labs {

SortableHeader::SortableHeader(QWidget* parent)
    : QHeaderView(Qt::Horizontal, parent)
{
    setSectionsClickable(true);
    setHighlightSections(true);
}

QSize SortableHeader::sectionSizeFromContents(int logicalIndex) const
{
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (!isSortIndicatorShown())
        return size;
    // QHeaderView added the title's height and a margin for the arrow; the label loses half
    // the section's height and two margins to it (QCommonStyle, SE_HeaderLabel), and the
    // section is as tall as the header's tallest title.
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    int tallest = size.height();
    for (int i = 0; i < count(); ++i)
        tallest = std::max(tallest, QHeaderView::sectionSizeFromContents(i).height());
    size.rwidth() += -(size.height() + margin) + tallest / 2 + 2 * margin;
    return size;
}

} // namespace ailab::labs
