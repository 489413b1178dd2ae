#include "app/lab_card.h"

#include <QKeyEvent>
#include <QPainter>
#include <QStyleOption>
#include <algorithm>

namespace ailab::app {

namespace {
constexpr int kTextFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
// A card is at least this many average characters wide beside its icon, and prefers this
// many, so that a summary wraps to two or three lines.
constexpr int kMinimumChars = 28;
constexpr int kPreferredChars = 44;
} // namespace

LabCard::LabCard(const QIcon& icon, const QString& title, const QString& summary, QWidget* parent)
    : QAbstractButton(parent)
    , m_summary(summary)
{
    setIcon(icon);
    setText(title);
    setAccessibleDescription(summary);
    setToolTip(summary);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_Hover);
    // At most its preferred width: a card alone in a row does not stretch across the page.
    QSizePolicy policy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

int LabCard::margin() const
{
    return fontMetrics().height() * 3 / 4;
}

int LabCard::iconExtent() const
{
    return fontMetrics().height() * 2;
}

QFont LabCard::titleFont() const
{
    QFont f = font();
    f.setBold(true);
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * 1.15);
    return f;
}

int LabCard::textWidthFor(int width) const
{
    return std::max(1, width - 3 * margin() - iconExtent());
}

int LabCard::titleHeight(int textWidth) const
{
    return QFontMetrics(titleFont())
        .boundingRect(QRect(0, 0, textWidth, 10000), kTextFlags, text())
        .height();
}

int LabCard::summaryHeight(int textWidth) const
{
    return fontMetrics()
        .boundingRect(QRect(0, 0, textWidth, 10000), kTextFlags, m_summary)
        .height();
}

int LabCard::progressHeight(int textWidth) const
{
    if (m_progress.isEmpty())
        return 0;
    return margin() / 3 + fontMetrics()
                              .boundingRect(QRect(0, 0, textWidth, 10000), kTextFlags, m_progress)
                              .height();
}

void LabCard::setProgressText(const QString& text)
{
    if (text == m_progress)
        return;
    m_progress = text;
    setAccessibleDescription(text.isEmpty() ? m_summary : m_summary + QLatin1Char(' ') + text);
    updateGeometry();
    update();
}

int LabCard::heightForWidth(int width) const
{
    const int textWidth = textWidthFor(width);
    const int text = titleHeight(textWidth) + margin() / 3 + summaryHeight(textWidth) +
                     progressHeight(textWidth);
    return 2 * margin() + std::max(iconExtent(), text);
}

QSize LabCard::minimumSizeHint() const
{
    // The title is never wrapped inside a word: its longest word fits whatever the width.
    int longestWord = 0;
    const QFontMetrics titleMetrics(titleFont());
    for (const QString& word : text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        longestWord = std::max(longestWord, titleMetrics.horizontalAdvance(word));
    const int textWidth = std::max(longestWord, fontMetrics().averageCharWidth() * kMinimumChars);
    const int width = 3 * margin() + iconExtent() + textWidth;
    return {width, heightForWidth(width)};
}

QSize LabCard::sizeHint() const
{
    const int textWidth = std::max(QFontMetrics(titleFont()).horizontalAdvance(text()),
                                   fontMetrics().averageCharWidth() * kPreferredChars);
    const int width = std::max(minimumSizeHint().width(), 3 * margin() + iconExtent() + textWidth);
    return {width, heightForWidth(width)};
}

void LabCard::keyPressEvent(QKeyEvent* event)
{
    // Enter opens the lab as Space does, as on the desktop's link buttons.
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        click();
        return;
    }
    QAbstractButton::keyPressEvent(event);
}

void LabCard::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    QStyleOptionButton option;
    option.initFrom(this);
    if (isDown())
        option.state |= QStyle::State_Sunken;
    else
        option.state |= QStyle::State_Raised;
    style()->drawPrimitive(QStyle::PE_PanelButtonCommand, &option, &painter, this);

    const int m = margin();
    const int icon = iconExtent();
    const QRect area = rect().adjusted(m, m, -m, -m);
    this->icon().paint(&painter, QRect(area.left(), area.top(), icon, icon));
    const int textLeft = area.left() + icon + m;
    const int textWidth = area.right() - textLeft + 1;
    const int titleH = titleHeight(textWidth);
    painter.setPen(palette().color(QPalette::ButtonText));
    painter.setFont(titleFont());
    painter.drawText(QRect(textLeft, area.top(), textWidth, titleH), kTextFlags, text());
    painter.setFont(font());
    const int summaryTop = area.top() + titleH + m / 3;
    const int summaryH = summaryHeight(textWidth);
    painter.drawText(QRect(textLeft, summaryTop, textWidth, summaryH), kTextFlags, m_summary);
    if (!m_progress.isEmpty()) {
        const int progressTop = summaryTop + summaryH + m / 3;
        painter.drawText(QRect(textLeft, progressTop, textWidth, area.bottom() - progressTop + 1),
                         kTextFlags, m_progress);
    }
    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = rect().adjusted(2, 2, -2, -2);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, &painter, this);
    }
}

} // namespace ailab::app
