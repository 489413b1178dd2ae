#pragma once

#include <QHeaderView>

namespace ailab::labs {

// A table's horizontal header whose columns can be clicked to sort, and which asks for the
// room its sort arrow takes (half the header's height, as the styles draw it) rather than
// QHeaderView's estimate of the whole header's height: with titles on several lines that
// estimate made every column some 70 px wider than its title, and a sortable table ran past
// a projector's width.
class SortableHeader : public QHeaderView
{
public:
    explicit SortableHeader(QWidget* parent = nullptr);

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
};

} // namespace ailab::labs
