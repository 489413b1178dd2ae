#pragma once

#include <QTabWidget>
#include <QToolButton>
#include <QWidget>

namespace ailab::labs {

class FlowLayout;

// The tabs of a StripTabWidget as buttons in rows that wrap (FlowLayout): with eight tabs
// at presenter mode's 1.5x font on a 1024x768 projector, or with German titles, a tab bar
// would hide tabs behind scroll arrows; these rows show every title whole. Where a tab
// stands depends on the width only, never on the tab shown, so the strip never moves under
// the mouse. The shown tab is checked and underlined (not only coloured); the buttons are
// auto-exclusive, so the arrow keys move between them.
class TabStrip : public QWidget
{
    Q_OBJECT
public:
    explicit TabStrip(QTabWidget* tabs, QWidget* parent = nullptr);

    int count() const;
    QAbstractButton* button(int index) const;

    void insertTab(int index, const QString& text);
    void removeTab(int index);

    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

private:
    void showCurrent(int index);

    QTabWidget* m_tabs;
    FlowLayout* m_layout;
    QList<QToolButton*> m_buttons;
};

// A QTabWidget whose own tab bar is hidden: its tabs show in a TabStrip, which it keeps in
// step with its tabs as they are added and removed. Everything else (the pages, the
// current index, Ctrl+Tab) is the QTabWidget's.
class StripTabWidget : public QTabWidget
{
    Q_OBJECT
public:
    explicit StripTabWidget(QWidget* parent = nullptr);

    // The strip, to be placed by the owner above the pages.
    TabStrip* strip() const { return m_strip; }

protected:
    void tabInserted(int index) override;
    void tabRemoved(int index) override;

private:
    TabStrip* m_strip;
};

} // namespace ailab::labs
