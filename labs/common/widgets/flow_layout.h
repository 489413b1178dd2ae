#pragma once

#include <QLayout>
#include <QList>

namespace ailab::labs {

// Lays its items out left to right and starts a new row when the next one does not fit,
// so that a row of controls or tiles keeps every text whole at any width and font size
// (presenter mode's 1.5x font, German). Each row is justified: the room left in it is
// shared among its items, so a row that fits looks as an ordinary horizontal layout does.
// It has a height for each width, which scroll areas and the shell's workspace ask for.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Places the items in `rect` (or only measures when `apply` is false); returns the
    // height used.
    int layOut(const QRect& rect, bool apply) const;
    int horizontalGap() const;
    int verticalGap() const;

    QList<QLayoutItem*> m_items;
};

} // namespace ailab::labs
