#include "app/appearance.h"

#include "labs/common/widgets/palette.h"

#include <QApplication>
#include <algorithm>
#include <cmath>

namespace ailab::app {

Appearance::Appearance(QObject* parent)
    : QObject(parent)
    , m_baseFont(QApplication::font())
    , m_basePalette(QApplication::palette())
{
}

Appearance::~Appearance()
{
    // Leave the application as it was found: tests build several windows in one process.
    if (m_presenter) {
        labs::style::setPresenterMode(false);
        QApplication::setPalette(m_basePalette);
    }
    if (m_zoom != 1.0 || m_presenter)
        QApplication::setFont(m_baseFont);
}

double Appearance::effectiveScale() const
{
    return m_zoom * (m_presenter ? kPresenterScale : 1.0);
}

void Appearance::setZoom(double zoom)
{
    zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    if (std::abs(zoom - m_zoom) < 1e-9)
        return;
    m_zoom = zoom;
    applyFont();
    emit zoomChanged(m_zoom);
}

void Appearance::zoomIn()
{
    setZoom(m_zoom * kZoomStep);
}

void Appearance::zoomOut()
{
    setZoom(m_zoom / kZoomStep);
}

void Appearance::resetZoom()
{
    setZoom(1.0);
}

void Appearance::setPresenterMode(bool on)
{
    if (on == m_presenter)
        return;
    m_presenter = on;
    labs::style::setPresenterMode(on);
    QApplication::setPalette(on ? labs::style::presenterPalette() : m_basePalette);
    applyFont();
    emit presenterModeChanged(on);
}

void Appearance::applyFont()
{
    QFont font = m_baseFont;
    const double scale = effectiveScale();
    if (m_baseFont.pointSizeF() > 0)
        font.setPointSizeF(m_baseFont.pointSizeF() * scale);
    else
        font.setPixelSize(
            std::max(1, static_cast<int>(std::lround(m_baseFont.pixelSize() * scale))));
    QApplication::setFont(font);
}

} // namespace ailab::app
