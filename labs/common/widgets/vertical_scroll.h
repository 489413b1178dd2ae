#pragma once

#include <QEvent>
#include <QFrame>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QWidget>

namespace ailab::labs {

// A scroll area that scrolls vertically only: its content gets at least the width it needs
// (its minimum size hint plus the scroll bar), so a layout can shorten it but never squeeze
// it sideways, where it would be clipped.
class VerticalScrollArea : public QScrollArea
{
public:
    explicit VerticalScrollArea(QWidget* parent = nullptr)
        : QScrollArea(parent)
    {
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }

    QSize minimumSizeHint() const override
    {
        QSize hint = QScrollArea::minimumSizeHint();
        if (widget() != nullptr)
            hint.setWidth(widget()->minimumSizeHint().width() +
                          verticalScrollBar()->sizeHint().width() + 2 * frameWidth());
        return hint;
    }

protected:
    bool viewportEvent(QEvent* event) override
    {
        // The content's needs changed (a longer text, another font): the layouts around the
        // area ask again for its minimum width, which a plain scroll area never tells them, so
        // they kept the old one and cut the content off at the right.
        if (event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::viewportEvent(event);
    }
};

// Hosts a lab page's content in a scroll area that scrolls vertically only: pages are
// laid out for the width the shell gives them and grow downwards with large fonts.
inline QScrollArea* hostInVerticalScroll(QWidget* page, QWidget* content)
{
    auto* scroll = new VerticalScrollArea(page);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    return scroll;
}

} // namespace ailab::labs
