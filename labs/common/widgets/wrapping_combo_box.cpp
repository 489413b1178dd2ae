#include "labs/common/widgets/wrapping_combo_box.h"

#include <QAbstractItemView>
#include <QGuiApplication>
#include <QListView>
#include <QScreen>
#include <QStyle>
#include <QStyledItemDelegate>
#include <algorithm>

namespace ailab::labs {

namespace {

// Items drawn wrapped at the list's width, and as tall as their wrapped text.
class WrappingDelegate : public QStyledItemDelegate
{
public:
    explicit WrappingDelegate(QAbstractItemView* view)
        : QStyledItemDelegate(view)
        , m_view(view)
    {
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const int margin = 2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 4);
        const int width = std::max(40, m_view->viewport()->width() - margin);
        const QRect text = opt.fontMetrics.boundingRect(QRect(0, 0, width, 100000),
                                                        Qt::TextWordWrap, opt.text);
        const QSize plain = QStyledItemDelegate::sizeHint(option, index);
        return {std::min(plain.width(), width + margin),
                std::max(plain.height(), text.height() + 6)};
    }

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->features |= QStyleOptionViewItem::WrapText;
        option->textElideMode = Qt::ElideNone;
    }

private:
    QAbstractItemView* m_view;
};

} // namespace

WrappingComboBox::WrappingComboBox(QWidget* parent)
    : QComboBox(parent)
{
    auto* list = new QListView(this);
    list->setWordWrap(true);
    list->setTextElideMode(Qt::ElideNone);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setUniformItemSizes(false);
    list->setResizeMode(QListView::Adjust);
    setView(list);
    list->setItemDelegate(new WrappingDelegate(list));
}

void WrappingComboBox::showPopup()
{
    QComboBox::showPopup();
    QWidget* popup = view()->window();
    if (popup == window())
        return; // not shown as a popup: nothing to fit
    // The room: the window the combo box is in, within its screen.
    QRect room = window()->frameGeometry();
    if (const QScreen* screen = this->screen())
        room &= screen->availableGeometry();
    if (room.isEmpty())
        return;
    QRect g = popup->geometry();
    const int width = std::min(std::max(g.width(), this->width()), room.width());
    g.setWidth(width);
    if (g.right() > room.right())
        g.moveRight(room.right());
    if (g.left() < room.left())
        g.moveLeft(room.left());
    // Wrapped items are taller: as tall as they need, within the room.
    view()->doItemsLayout();
    int rows = 0;
    for (int row = 0; row < count(); ++row)
        rows += view()->sizeHintForRow(row);
    const int frame = popup->height() - view()->viewport()->height();
    g.setHeight(std::min(std::max(g.height(), rows + frame), room.height()));
    if (g.bottom() > room.bottom())
        g.moveBottom(room.bottom());
    popup->setGeometry(g);
}

} // namespace ailab::labs
