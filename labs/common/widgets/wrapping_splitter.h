#pragma once

#include <QSplitter>

namespace ailab::labs {

// A splitter of two or more panes that stand side by side where the width allows all of
// them, and one under the other where it does not (a projector's width in presenter mode,
// German), so that a page holding it scrolls downwards instead of squeezing or cutting a
// pane. Its height follows its panes' wrapped texts at the width each gets (a plain
// QSplitter asks for its panes' heights at no particular width, and their texts were cut).
class WrappingSplitter : public QSplitter
{
public:
    explicit WrappingSplitter(QWidget* parent = nullptr);

    // The narrowest width at which the panes stand side by side.
    int besideWidth() const;

    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;

private:
    // Side by side or one under the other at `width`, with the panes' sizes for it.
    void arrange(int width);
    // Each pane's width when side by side at `width`, as the splitter's sizes divide it.
    QList<int> paneWidths(int width) const;
    int paneHeight(int index, int width, bool beside) const;
    // The sizes the panes have side by side (kept while they stand one under the other).
    QList<int> besideSizes() const;

    QList<int> m_besideSizes;
};

} // namespace ailab::labs
