#include "labs/common/widgets/palette.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <array>
#include <cmath>

namespace ailab::labs::style {

namespace {

bool g_presenterMode = false;

QString tr(const char* text)
{
    return QCoreApplication::translate("ailab::labs::style", text);
}

double relativeLuminance(const QColor& c)
{
    // WCAG 2.1 relative luminance.
    auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// Draws an icon at several sizes so it stays sharp at 100 %, 150 % and 200 % scaling.
QIcon drawnIcon(Status status)
{
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        const QColor colour = statusColor(status, QPalette(Qt::white));
        const double s = size;
        const double w = std::max(1.5, s / 8.0);
        QPen pen(colour, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        switch (status) {
        case Status::Healthy: { // check mark in a filled disc
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            p.drawEllipse(QRectF(0.5, 0.5, s - 1, s - 1));
            p.setPen(QPen(Qt::white, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            QPainterPath check;
            check.moveTo(s * 0.27, s * 0.52);
            check.lineTo(s * 0.44, s * 0.69);
            check.lineTo(s * 0.74, s * 0.33);
            p.setBrush(Qt::NoBrush);
            p.drawPath(check);
            break;
        }
        case Status::Busy: // filled dot inside a ring
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(QRectF(w / 2 + 0.5, w / 2 + 0.5, s - w - 1, s - w - 1));
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            p.drawEllipse(QPointF(s / 2, s / 2), s * 0.2, s * 0.2);
            break;
        case Status::Congested: { // warning triangle with "!"
            QPainterPath tri;
            tri.moveTo(s / 2, 0.5);
            tri.lineTo(s - 0.5, s - 1.0);
            tri.lineTo(0.5, s - 1.0);
            tri.closeSubpath();
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            p.drawPath(tri);
            p.setPen(QPen(Qt::black, w, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(s / 2, s * 0.35), QPointF(s / 2, s * 0.62));
            p.drawPoint(QPointF(s / 2, s * 0.8));
            break;
        }
        case Status::Failed: { // cross on a filled square
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            p.drawRoundedRect(QRectF(0.5, 0.5, s - 1, s - 1), s * 0.15, s * 0.15);
            p.setPen(QPen(Qt::white, w, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(s * 0.3, s * 0.3), QPointF(s * 0.7, s * 0.7));
            p.drawLine(QPointF(s * 0.7, s * 0.3), QPointF(s * 0.3, s * 0.7));
            break;
        }
        case Status::Idle: // empty circle
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(QRectF(w / 2 + 0.5, w / 2 + 0.5, s - w - 1, s - w - 1));
            break;
        }
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace

void setPresenterMode(bool on)
{
    g_presenterMode = on;
}

bool presenterMode()
{
    return g_presenterMode;
}

QPalette presenterPalette()
{
    QPalette p;
    const QColor white(Qt::white);
    const QColor black(Qt::black);
    p.setColor(QPalette::Window, white);
    p.setColor(QPalette::WindowText, black);
    p.setColor(QPalette::Base, white);
    p.setColor(QPalette::AlternateBase, QColor(0xf0, 0xf0, 0xf0));
    p.setColor(QPalette::Text, black);
    p.setColor(QPalette::Button, QColor(0xf4, 0xf4, 0xf4));
    p.setColor(QPalette::ButtonText, black);
    p.setColor(QPalette::ToolTipBase, white);
    p.setColor(QPalette::ToolTipText, black);
    p.setColor(QPalette::PlaceholderText, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Highlight, QColor(okabeIto::Blue));
    p.setColor(QPalette::HighlightedText, white);
    p.setColor(QPalette::Link, QColor(okabeIto::Blue));
    p.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::Dark, QColor(0x30, 0x30, 0x30));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x50, 0x50, 0x50));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x50, 0x50, 0x50));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x50, 0x50, 0x50));
    return p;
}

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.45;
}

QColor readableOn(const QColor& colour, const QPalette& palette)
{
    // Lines and marks need about 3:1 against their background (WCAG 2.1, 1.4.11).
    const QColor background = palette.color(QPalette::Base);
    const double wanted = presenterMode() ? 4.5 : 3.0;
    QColor c = colour;
    const bool darkBackground = relativeLuminance(background) < 0.2;
    for (int i = 0; i < 12 && contrastRatio(c, background) < wanted; ++i)
        c = darkBackground ? c.lighter(112) : c.darker(112);
    return c;
}

QColor seriesColor(int index, const QPalette& palette)
{
    // Okabe-Ito without black (used for text) and yellow (poor on white) first.
    static constexpr std::array<QRgb, 7> order = {
        okabeIto::Blue,          okabeIto::Orange,  okabeIto::BluishGreen, okabeIto::Vermillion,
        okabeIto::ReddishPurple, okabeIto::SkyBlue, okabeIto::Yellow};
    const int n = static_cast<int>(order.size());
    const int i = ((index % n) + n) % n;
    return readableOn(QColor(order[static_cast<std::size_t>(i)]), palette);
}

Qt::PenStyle seriesPenStyle(int index)
{
    static constexpr std::array<Qt::PenStyle, 5> order = {Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                                          Qt::DashDotLine, Qt::DashDotDotLine};
    const int n = static_cast<int>(order.size());
    return order[static_cast<std::size_t>(((index % n) + n) % n)];
}

Qt::BrushStyle seriesBrushStyle(int index)
{
    static constexpr std::array<Qt::BrushStyle, 6> order = {
        Qt::SolidPattern, Qt::BDiagPattern, Qt::Dense4Pattern,
        Qt::CrossPattern, Qt::FDiagPattern, Qt::DiagCrossPattern};
    const int n = static_cast<int>(order.size());
    return order[static_cast<std::size_t>(((index % n) + n) % n)];
}

QColor statusColor(Status status, const QPalette& palette)
{
    QRgb rgb = okabeIto::Blue;
    switch (status) {
    case Status::Healthy:
        rgb = okabeIto::BluishGreen;
        break;
    case Status::Busy:
        rgb = okabeIto::Blue;
        break;
    case Status::Congested:
        rgb = okabeIto::Orange;
        break;
    case Status::Failed:
        rgb = okabeIto::Vermillion;
        break;
    case Status::Idle:
        return isDark(palette) ? QColor(0x9a, 0x9a, 0x9a) : QColor(0x76, 0x76, 0x76);
    }
    return readableOn(QColor(rgb), palette);
}

QString statusText(Status status)
{
    switch (status) {
    case Status::Healthy:
        return tr("healthy");
    case Status::Busy:
        return tr("busy");
    case Status::Congested:
        return tr("congested");
    case Status::Failed:
        return tr("failed");
    case Status::Idle:
        return tr("idle");
    }
    return QString();
}

QIcon statusIcon(Status status)
{
    // Cached: icons are asked for on every table repaint.
    static std::array<QIcon, 5> cache;
    auto& icon = cache[static_cast<std::size_t>(status)];
    if (icon.isNull())
        icon = drawnIcon(status);
    return icon;
}

Qt::PenStyle statusPenStyle(Status status)
{
    // One pattern per status, so even a line without colour tells its state.
    switch (status) {
    case Status::Healthy:
        return Qt::SolidLine;
    case Status::Busy:
        return Qt::DashDotDotLine;
    case Status::Congested:
        return Qt::DashDotLine;
    case Status::Failed:
        return Qt::DashLine;
    case Status::Idle:
        return Qt::DotLine;
    }
    return Qt::SolidLine;
}

LoadBand loadBand(double utilisation)
{
    if (!(utilisation >= 0.05)) // NaN counts as idle
        return LoadBand::Idle;
    if (utilisation < 0.40)
        return LoadBand::Low;
    if (utilisation < 0.70)
        return LoadBand::Medium;
    if (utilisation < 0.90)
        return LoadBand::High;
    return LoadBand::Saturated;
}

QColor loadBandColor(LoadBand band, const QPalette& palette)
{
    // A sequential ramp through Okabe-Ito hues: grey, sky blue, blue, orange, vermillion.
    switch (band) {
    case LoadBand::Idle:
        return isDark(palette) ? QColor(0x8a, 0x8a, 0x8a) : QColor(0x9a, 0x9a, 0x9a);
    case LoadBand::Low:
        return readableOn(QColor(okabeIto::SkyBlue), palette);
    case LoadBand::Medium:
        return readableOn(QColor(okabeIto::Blue), palette);
    case LoadBand::High:
        return readableOn(QColor(okabeIto::Orange), palette);
    case LoadBand::Saturated:
        return readableOn(QColor(okabeIto::Vermillion), palette);
    }
    return QColor();
}

QColor loadColor(double utilisation, const QPalette& palette)
{
    return loadBandColor(loadBand(utilisation), palette);
}

QString loadBandText(LoadBand band)
{
    switch (band) {
    case LoadBand::Idle:
        return tr("idle");
    case LoadBand::Low:
        return tr("low");
    case LoadBand::Medium:
        return tr("medium");
    case LoadBand::High:
        return tr("high");
    case LoadBand::Saturated:
        return tr("saturated");
    }
    return QString();
}

QString loadText(double utilisation)
{
    const double percent = std::isfinite(utilisation) ? utilisation * 100.0 : 0.0;
    //: %1 is a load band ("high"), %2 the utilisation in percent
    return tr("%1 (%2 %)")
        .arg(loadBandText(loadBand(utilisation)), QString::number(percent, 'f', 0));
}

Qt::PenStyle loadPenStyle(double utilisation)
{
    // Idle links are dotted; busier ones solid, and TopologyView widens them by band, so
    // dashes stay free for failed (dash) and congested (dash-dot) elements.
    switch (loadBand(utilisation)) {
    case LoadBand::Idle:
        return Qt::DotLine;
    case LoadBand::Low:
    case LoadBand::Medium:
    case LoadBand::High:
    case LoadBand::Saturated:
        return Qt::SolidLine;
    }
    return Qt::SolidLine;
}

} // namespace ailab::labs::style
