#pragma once

#include <QFont>
#include <QObject>
#include <QPalette>

namespace ailab::app {

// The application's text size and colours. Zoom scales the application font; presenter
// mode (docs/architecture.md, "What users can expect", 11) multiplies it by kPresenterScale
// and applies a light, high-contrast palette.
// Outside presenter mode the system palette is left alone, so light and dark themes work.
class Appearance : public QObject
{
    Q_OBJECT
public:
    static constexpr double kPresenterScale = 1.5;
    static constexpr double kZoomStep = 1.1;
    static constexpr double kMinZoom = 0.5;
    static constexpr double kMaxZoom = 3.0;

    // Records the current application font and palette as the base to scale from.
    explicit Appearance(QObject* parent = nullptr);
    ~Appearance() override;

    double zoom() const { return m_zoom; }
    bool presenterMode() const { return m_presenter; }
    // The factor applied to the base font: zoom x (presenter ? 1.5 : 1).
    double effectiveScale() const;
    const QFont& baseFont() const { return m_baseFont; }

public Q_SLOTS:
    void setZoom(double zoom);
    void zoomIn();
    void zoomOut();
    void resetZoom();
    void setPresenterMode(bool on);

Q_SIGNALS:
    void zoomChanged(double zoom);
    void presenterModeChanged(bool on);

private:
    void applyFont();

    QFont m_baseFont;
    QPalette m_basePalette;
    double m_zoom = 1.0;
    bool m_presenter = false;
};

} // namespace ailab::app
