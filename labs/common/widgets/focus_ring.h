#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace ailab::labs {

// A ring drawn around the widget that has the keyboard focus in one window, whatever the
// style draws for it: tiles, drawings, charts and text panes show no focus of their own
// (docs/architecture.md, "What users can expect", 6). It follows focus that comes from the
// keyboard (Tab, Backtab, a mnemonic) and hides when the mouse takes the focus, as the
// desktop's styles do. The ring is a child widget beside the focused one, so it moves,
// scrolls and clips with it, and never takes the mouse or the focus.
class FocusRing : public QObject
{
    Q_OBJECT
public:
    // Follows the focus inside `window`, which owns it.
    explicit FocusRing(QWidget* window);
    ~FocusRing() override;

    // The widget the ring is drawn around, nullptr while it is hidden.
    QWidget* target() const;
    // The ring itself, for tests (nullptr before it was first shown).
    QWidget* ring() const { return m_ring; }
    // Pixels the ring lies outside the target's rectangle.
    static int width(const QWidget* target);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void follow(QWidget* target);
    void place();

    QWidget* m_window;
    QPointer<QWidget> m_target;
    QPointer<QWidget> m_ring; // deleted with the widget it lives in; made again when needed
};

} // namespace ailab::labs
