#pragma once

#include <QColor>
#include <QIcon>
#include <QPalette>
#include <QString>

namespace ailab::labs {

// The state of any drawn element (node, link, job, tile). Every status has a colour, a
// text, an icon and a pen pattern, so colour is never the only cue
// (docs/architecture.md, "What users can expect", 5).
enum class Status { Healthy, Busy, Congested, Failed, Idle };

// How busy something is, from a utilisation 0..1 (above 1 is saturated).
enum class LoadBand { Idle, Low, Medium, High, Saturated };

// Colours, icons and patterns shared by every lab. The default palette is Okabe-Ito
// (Okabe and Ito, 2008; Wong, Nature Methods 8:441, 2011), safe for the common forms of
// colour blindness. Colours are tuned for the widget's QPalette: lighter variants on a
// dark window, stronger ones in presenter mode (light, high contrast).
namespace style {

// The eight Okabe-Ito colours, as published.
namespace okabeIto {
inline constexpr QRgb Black = 0xff000000;
inline constexpr QRgb Orange = 0xffe69f00;
inline constexpr QRgb SkyBlue = 0xff56b4e9;
inline constexpr QRgb BluishGreen = 0xff009e73;
inline constexpr QRgb Yellow = 0xfff0e442;
inline constexpr QRgb Blue = 0xff0072b2;
inline constexpr QRgb Vermillion = 0xffd55e00;
inline constexpr QRgb ReddishPurple = 0xffcc79a7;
} // namespace okabeIto

// Presenter mode (projectors): the shell sets this flag, then applies presenterPalette()
// and a 1.5x font to the application; widgets restyle on QEvent::PaletteChange/FontChange.
void setPresenterMode(bool on);
bool presenterMode();
// A light, high-contrast palette for projectors.
QPalette presenterPalette();

// True when the palette's window is dark (the system dark theme).
bool isDark(const QPalette& palette);
// The given colour adjusted so that it stays readable on the palette's base/window.
QColor readableOn(const QColor& colour, const QPalette& palette);

// Distinct colours, pen styles and brush styles for data series, in a fixed order
// (index wraps); the pen and brush give a second cue besides colour.
QColor seriesColor(int index, const QPalette& palette = QPalette());
Qt::PenStyle seriesPenStyle(int index);
Qt::BrushStyle seriesBrushStyle(int index);

// Status cues.
QColor statusColor(Status status, const QPalette& palette = QPalette());
QString statusText(Status status); // translated: "healthy", "busy", ...
QIcon statusIcon(Status status);   // check, dot, warning triangle, cross, circle
Qt::PenStyle statusPenStyle(Status status);

// Load cues: band from utilisation (idle < 5 %, low < 40 %, medium < 70 %, high < 90 %,
// saturated otherwise), a colour per band, the band's text and a pen pattern.
LoadBand loadBand(double utilisation);
QColor loadColor(double utilisation, const QPalette& palette = QPalette());
QColor loadBandColor(LoadBand band, const QPalette& palette = QPalette());
QString loadBandText(LoadBand band);  // translated: "idle", "low", "medium", ...
QString loadText(double utilisation); // translated, e.g. "high (82 %)"
Qt::PenStyle loadPenStyle(double utilisation);

} // namespace style
} // namespace ailab::labs
