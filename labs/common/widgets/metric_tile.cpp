#include "labs/common/widgets/metric_tile.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QVBoxLayout>

namespace ailab::labs {

namespace {
constexpr int kStatusBarWidth = 6; // the coloured strip on the left, in pixels
}

MetricTile::MetricTile(const QString& title, QWidget* parent)
    : QFrame(parent)
    , m_titleText(title)
{
    setFrameShape(QFrame::StyledPanel);
    setFocusPolicy(Qt::TabFocus); // screen readers reach the figure with Tab
    // At least as tall as its texts need: wrapped titles and details (large fonts) grow it.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);

    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_value = new QLabel(this);
    m_value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_unit = new QLabel(this);
    m_detail = new QLabel(this);
    m_detail->setWordWrap(true);
    m_statusIcon = new QLabel(this);
    m_statusText = new QLabel(this);
    for (QLabel* label : {m_title, m_value, m_unit, m_detail, m_statusText})
        label->setTextFormat(Qt::PlainText);

    auto* valueRow = new QHBoxLayout;
    valueRow->setSpacing(4);
    valueRow->addWidget(m_value, 0, Qt::AlignBaseline);
    valueRow->addWidget(m_unit, 0, Qt::AlignBaseline);
    valueRow->addStretch(1);

    auto* statusRow = new QHBoxLayout;
    statusRow->setSpacing(4);
    statusRow->addWidget(m_statusIcon);
    statusRow->addWidget(m_statusText);
    statusRow->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(kStatusBarWidth + 8, 6, 8, 6);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addLayout(valueRow);
    layout->addWidget(m_detail);
    layout->addLayout(statusRow);

    applyFonts();
    updateTexts();
}

void MetricTile::setTitle(const QString& title)
{
    m_titleText = title;
    updateTexts();
}

void MetricTile::setValue(const QString& value, const QString& unit)
{
    m_valueText = value;
    m_unitText = unit;
    updateTexts();
}

void MetricTile::setDetail(const QString& detail)
{
    m_detailText = detail;
    updateTexts();
}

void MetricTile::setStatus(Status status)
{
    m_status = status;
    updateTexts();
    update();
}

void MetricTile::clearStatus()
{
    m_status.reset();
    updateTexts();
    update();
}

void MetricTile::setExplanation(const QString& text)
{
    m_explanation = text;
    updateTexts();
}

void MetricTile::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::ApplicationFontChange:
        applyFonts();
        break;
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
        updateTexts();
        break;
    default:
        break;
    }
    QFrame::changeEvent(event);
}

void MetricTile::paintEvent(QPaintEvent* event)
{
    QFrame::paintEvent(event);
    if (!m_status)
        return;
    QPainter painter(this);
    const QRect bar(frameWidth(), frameWidth(), kStatusBarWidth, height() - 2 * frameWidth());
    painter.fillRect(bar, style::statusColor(*m_status, palette()));
}

void MetricTile::updateTexts()
{
    m_title->setText(m_titleText);
    m_value->setText(m_valueText.isEmpty() ? QStringLiteral("–") : m_valueText);
    m_unit->setText(m_unitText);
    m_unit->setVisible(!m_unitText.isEmpty());
    m_detail->setText(m_detailText);
    m_detail->setVisible(!m_detailText.isEmpty());
    m_statusIcon->setVisible(m_status.has_value());
    m_statusText->setVisible(m_status.has_value());
    if (m_status) {
        const int side = fontMetrics().height();
        m_statusIcon->setPixmap(style::statusIcon(*m_status).pixmap(side, side));
        m_statusText->setText(style::statusText(*m_status));
    }
    // "GPU utilisation: 83 %" (and the status), so a screen reader reads the figure.
    const QString valueWithUnit = m_unitText.isEmpty() ? m_valueText
                                                       //: A value and its unit, e.g. "1.75 GB"
                                                       : tr("%1 %2").arg(m_valueText, m_unitText);
    QString name = tr("%1: %2").arg(m_titleText, valueWithUnit);
    if (m_status)
        name = tr("%1: %2, %3").arg(m_titleText, valueWithUnit, style::statusText(*m_status));
    setAccessibleName(name);
    setAccessibleDescription(m_explanation.isEmpty() ? m_detailText : m_explanation);
    QString tip = m_explanation.isEmpty() ? name : m_explanation;
    if (!m_detailText.isEmpty() && m_explanation.isEmpty())
        tip += QLatin1Char('\n') + m_detailText;
    setToolTip(tip);
}

void MetricTile::applyFonts()
{
    // Sizes relative to the widget font, so presenter mode (1.5x) scales the tile.
    const QFont base = font();
    QFont titleFont = base;
    m_title->setFont(titleFont);
    QFont valueFont = base;
    if (base.pointSizeF() > 0)
        valueFont.setPointSizeF(base.pointSizeF() * 2.0);
    else
        valueFont.setPixelSize(base.pixelSize() * 2);
    valueFont.setBold(true);
    m_value->setFont(valueFont);
    QFont unitFont = base;
    if (base.pointSizeF() > 0)
        unitFont.setPointSizeF(base.pointSizeF() * 1.2);
    m_unit->setFont(unitFont);
    QFont small = base;
    if (base.pointSizeF() > 0)
        small.setPointSizeF(base.pointSizeF() * 0.9);
    m_detail->setFont(small);
    m_statusText->setFont(small);
    updateTexts();
}

} // namespace ailab::labs
