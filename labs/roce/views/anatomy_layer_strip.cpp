#include "labs/roce/views/anatomy_layer_strip.h"

#include "labs/common/widgets/palette.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace ailab::labs::roce {

namespace {
constexpr int kPadding = 8; // inside a block, left and right
constexpr int kGap = 3;     // between blocks
} // namespace

AnatomyLayerStrip::AnatomyLayerStrip(QWidget* parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Layers of the selected packet"));
    setAccessibleDescription(tr("One block per header in wire order, as wide as its bytes "
                                "allow. Click a block, or use the Left and Right keys, to "
                                "select that header and its bytes."));
}

void AnatomyLayerStrip::setBlocks(const QList<LayerBlock>& blocks)
{
    m_blocks = blocks;
    m_current = std::min(m_current, blockCount() - 1);
    layoutBlocks();
    updateGeometry();
    update();
}

void AnatomyLayerStrip::setCurrent(int index)
{
    m_current = index >= 0 && index < blockCount() ? index : -1;
    update();
}

QRect AnatomyLayerStrip::blockRect(int index) const
{
    return index >= 0 && index < m_rects.size() ? m_rects[index] : QRect();
}

int AnatomyLayerStrip::naturalWidth(const LayerBlock& block) const
{
    QFont bold = font();
    bold.setBold(true);
    const int title = QFontMetrics(bold).horizontalAdvance(block.title);
    const int subtitle = fontMetrics().horizontalAdvance(block.subtitle);
    return std::max(title, subtitle) + 2 * kPadding;
}

QSize AnatomyLayerStrip::sizeHint() const
{
    int width = 0;
    for (const LayerBlock& block : m_blocks)
        width += naturalWidth(block) + kGap;
    return {std::max(width, 100), fontMetrics().height() * 2 + 2 * kPadding};
}

QSize AnatomyLayerStrip::minimumSizeHint() const
{
    // Narrower than every title (large fonts): the blocks shrink alike and elide.
    return {100, sizeHint().height()};
}

void AnatomyLayerStrip::layoutBlocks()
{
    m_rects.clear();
    if (m_blocks.isEmpty())
        return;
    const int available = width() - kGap * (blockCount() - 1);
    QList<int> widths;
    int natural = 0;
    long long bytes = 0;
    for (const LayerBlock& block : m_blocks) {
        widths.append(naturalWidth(block));
        natural += widths.back();
        bytes += std::max(block.bytes, 0);
    }
    const int spare = std::max(0, available - natural);
    int x = 0;
    for (int i = 0; i < blockCount(); ++i) {
        int w = widths[i];
        if (natural > available) // too narrow for every word: shrink all alike
            w = w * available / natural;
        else if (bytes > 0)
            w += static_cast<int>(std::floor(static_cast<double>(spare) * m_blocks[i].bytes /
                                             static_cast<double>(bytes)));
        if (i + 1 == blockCount())
            w = std::max(1, width() - x); // the last block takes what rounding left
        m_rects.append(QRect(x, 0, w, height()));
        x += w + kGap;
    }
}

void AnatomyLayerStrip::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    QFont bold = font();
    bold.setBold(true);
    for (int i = 0; i < blockCount(); ++i) {
        const QRectF r = QRectF(m_rects[i]).adjusted(0.5, 0.5, -0.5, -0.5);
        const QColor colour = style::seriesColor(i, pal);
        const bool selected = i == m_current;
        QColor fill = colour;
        fill.setAlpha(selected ? 255 : 70);
        painter.setPen(
            QPen(selected ? pal.color(QPalette::WindowText) : colour, selected ? 2.5 : 1.0));
        painter.setBrush(fill);
        painter.drawRoundedRect(r, 4, 4);
        const QColor text = selected && !style::isDark(pal) && colour.lightness() < 140
                                ? QColor(Qt::white)
                                : pal.color(QPalette::WindowText);
        painter.setPen(text);
        const QRect inner =
            m_rects[i].adjusted(kPadding / 2, kPadding / 2, -kPadding / 2, -kPadding / 2);
        const int half = inner.height() / 2;
        painter.setFont(bold);
        painter.drawText(
            QRect(inner.left(), inner.top(), inner.width(), half),
            Qt::AlignHCenter | Qt::AlignBottom,
            painter.fontMetrics().elidedText(m_blocks[i].title, Qt::ElideRight, inner.width()));
        painter.setFont(font());
        painter.drawText(
            QRect(inner.left(), inner.top() + half, inner.width(), half),
            Qt::AlignHCenter | Qt::AlignTop,
            painter.fontMetrics().elidedText(m_blocks[i].subtitle, Qt::ElideRight, inner.width()));
    }
    if (hasFocus() && m_current >= 0) {
        painter.setPen(QPen(pal.color(QPalette::Highlight), 1, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(m_rects[m_current].adjusted(2, 2, -3, -3));
    }
}

void AnatomyLayerStrip::activate(int index)
{
    if (index < 0 || index >= blockCount())
        return;
    setCurrent(index);
    emit blockClicked(index);
}

void AnatomyLayerStrip::mousePressEvent(QMouseEvent* event)
{
    for (int i = 0; i < m_rects.size(); ++i) {
        if (m_rects[i].contains(event->position().toPoint())) {
            activate(i);
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

void AnatomyLayerStrip::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Left)
        activate(std::max(0, m_current - 1));
    else if (event->key() == Qt::Key_Right)
        activate(std::min(blockCount() - 1, m_current + 1));
    else
        QWidget::keyPressEvent(event);
}

void AnatomyLayerStrip::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    layoutBlocks();
}

void AnatomyLayerStrip::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::ApplicationFontChange) {
        layoutBlocks();
        updateGeometry();
    }
}

} // namespace ailab::labs::roce
