#include "labs/common/widgets/wrapping_splitter.h"

#include <QLayout>
#include <QResizeEvent>
#include <algorithm>

namespace ailab::labs {

namespace {
// What a layout gives a widget at least: its minimum size, or else its minimum size hint.
QSize smallest(const QWidget* pane)
{
    return QLayout::closestAcceptableSize(pane, QSize(0, 0));
}
} // namespace

WrappingSplitter::WrappingSplitter(QWidget* parent)
    : QSplitter(Qt::Horizontal, parent)
{
    setChildrenCollapsible(false);
}

int WrappingSplitter::besideWidth() const
{
    int width = 0;
    int shown = 0;
    for (int i = 0; i < count(); ++i) {
        if (widget(i)->isHidden())
            continue;
        width += smallest(widget(i)).width();
        ++shown;
    }
    return width + std::max(0, shown - 1) * handleWidth();
}

QSize WrappingSplitter::minimumSizeHint() const
{
    // One under the other, the widest pane decides.
    QSize hint = QSplitter::minimumSizeHint();
    int widest = 0;
    for (int i = 0; i < count(); ++i)
        if (!widget(i)->isHidden())
            widest = std::max(widest, smallest(widget(i)).width());
    hint.setWidth(widest);
    return hint;
}

bool WrappingSplitter::hasHeightForWidth() const
{
    return true;
}

QList<int> WrappingSplitter::besideSizes() const
{
    return orientation() == Qt::Horizontal || m_besideSizes.isEmpty() ? sizes() : m_besideSizes;
}

QList<int> WrappingSplitter::paneWidths(int width) const
{
    const QList<int> parts = besideSizes();
    int total = 0;
    int shown = 0;
    for (int i = 0; i < count(); ++i) {
        if (widget(i)->isHidden())
            continue;
        total += parts.value(i);
        ++shown;
    }
    const int room = std::max(1, width - std::max(0, shown - 1) * handleWidth());
    QList<int> widths;
    for (int i = 0; i < count(); ++i) {
        const int share = total > 0 ? room * parts.value(i) / total : room / std::max(1, shown);
        widths << std::max(share, smallest(widget(i)).width());
    }
    return widths;
}

int WrappingSplitter::paneHeight(int index, int width, bool beside) const
{
    // As tall as its wrapped texts need at that width. A pane without wrapped texts (a
    // drawing, a list) takes what is left beside another, and as much as it would like under
    // another, where it would otherwise get no more than its minimum.
    const QWidget* pane = widget(index);
    const int least = smallest(pane).height();
    if (pane->hasHeightForWidth())
        return std::max(least, pane->heightForWidth(width));
    return beside ? least : std::max(least, pane->sizeHint().height());
}

int WrappingSplitter::heightForWidth(int width) const
{
    if (width >= besideWidth()) {
        const QList<int> widths = paneWidths(width);
        int height = 0;
        for (int i = 0; i < count(); ++i)
            if (!widget(i)->isHidden())
                height = std::max(height, paneHeight(i, widths.value(i), true));
        return height;
    }
    int height = 0;
    int shown = 0;
    for (int i = 0; i < count(); ++i) {
        if (widget(i)->isHidden())
            continue;
        height += paneHeight(i, width, false);
        ++shown;
    }
    return height + std::max(0, shown - 1) * handleWidth();
}

void WrappingSplitter::resizeEvent(QResizeEvent* event)
{
    arrange(event->size().width());
    QSplitter::resizeEvent(event);
}

bool WrappingSplitter::event(QEvent* event)
{
    // A pane's needs changed (a table's columns grew with its rows, another language): side
    // by side may no longer fit at the same width, and no resize would say so.
    if (event->type() == QEvent::LayoutRequest && isVisible())
        arrange(width());
    return QSplitter::event(event);
}

void WrappingSplitter::arrange(int width)
{
    const Qt::Orientation wanted = width >= besideWidth() ? Qt::Horizontal : Qt::Vertical;
    if (wanted != orientation()) {
        if (wanted == Qt::Vertical)
            m_besideSizes = sizes();
        setOrientation(wanted);
        if (wanted == Qt::Horizontal && !m_besideSizes.isEmpty())
            setSizes(m_besideSizes);
        updateGeometry(); // the height for a width changes with the arrangement
    }
    if (wanted == Qt::Vertical) {
        // One under the other, each pane as tall as its texts need at the whole width.
        QList<int> heights;
        for (int i = 0; i < count(); ++i)
            heights << (widget(i)->isHidden() ? 0 : paneHeight(i, width, false));
        if (heights != sizes())
            setSizes(heights);
    }
}

} // namespace ailab::labs
