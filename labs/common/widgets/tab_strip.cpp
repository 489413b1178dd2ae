#include "labs/common/widgets/tab_strip.h"

#include "labs/common/widgets/flow_layout.h"

#include <QPainter>
#include <QStyleOptionToolButton>
#include <QTabBar>
#include <algorithm>

namespace ailab::labs {

namespace {

// A tab as a button: checked while its page shows, with a line under it, so the shown tab
// is marked by more than the style's colour of a checked button.
class TabButton : public QToolButton
{
public:
    using QToolButton::QToolButton;

protected:
    void paintEvent(QPaintEvent* event) override
    {
        QToolButton::paintEvent(event);
        if (!isChecked())
            return;
        QPainter painter(this);
        const int thickness = std::max(2, fontMetrics().height() / 8);
        painter.fillRect(QRect(0, height() - thickness, width(), thickness),
                         palette().color(QPalette::Highlight));
    }
};

} // namespace

TabStrip::TabStrip(QTabWidget* tabs, QWidget* parent)
    : QWidget(parent)
    , m_tabs(tabs)
    , m_layout(new FlowLayout(this))
{
    setObjectName(QStringLiteral("tabStrip"));
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(2);
    // Not Fixed vertically: a fixed height is the size hint's, one row, and the rows the
    // tabs wrap onto would be cut off; the pages below take the room left (stretch).
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    connect(m_tabs, &QTabWidget::currentChanged, this, &TabStrip::showCurrent);
}

int TabStrip::count() const
{
    return int(m_buttons.size());
}

QAbstractButton* TabStrip::button(int index) const
{
    return m_buttons.value(index);
}

void TabStrip::insertTab(int index, const QString& text)
{
    auto* button = new TabButton(this);
    button->setText(text); // "&Node": the mnemonic works as it did on the tab
    button->setCheckable(true);
    button->setAutoExclusive(true);
    button->setAutoRaise(true);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setFocusPolicy(Qt::TabFocus);
    // As wide as its title: the rows wrap instead of squeezing a title.
    button->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_buttons.insert(index, button);
    // The layout keeps the tabs' order: rebuild it.
    while (QLayoutItem* item = m_layout->takeAt(0))
        delete item; // the item, not its widget
    for (QToolButton* b : std::as_const(m_buttons))
        m_layout->addWidget(b);
    connect(button, &QToolButton::clicked, this,
            [this, button] { m_tabs->setCurrentIndex(int(m_buttons.indexOf(button))); });
    showCurrent(m_tabs->currentIndex());
    updateGeometry();
}

void TabStrip::removeTab(int index)
{
    if (index < 0 || index >= m_buttons.size())
        return;
    QToolButton* button = m_buttons.takeAt(index);
    delete button; // the layout drops its item with the widget
    showCurrent(m_tabs->currentIndex());
    updateGeometry();
}

void TabStrip::showCurrent(int index)
{
    for (qsizetype i = 0; i < m_buttons.size(); ++i)
        m_buttons[i]->setChecked(i == index);
}

bool TabStrip::hasHeightForWidth() const
{
    return true;
}

int TabStrip::heightForWidth(int width) const
{
    return m_layout->heightForWidth(width);
}


StripTabWidget::StripTabWidget(QWidget* parent)
    : QTabWidget(parent)
    , m_strip(new TabStrip(this, parent))
{
    tabBar()->hide();
    setDocumentMode(true); // no frame around the pages without a tab bar on it
}

void StripTabWidget::tabInserted(int index)
{
    QTabWidget::tabInserted(index);
    m_strip->insertTab(index, tabText(index));
}

void StripTabWidget::tabRemoved(int index)
{
    QTabWidget::tabRemoved(index);
    m_strip->removeTab(index);
}

} // namespace ailab::labs
