#pragma once

#include "labs/common/skeleton/sim_driver.h"

#include <QByteArray>
#include <QString>

class QSettings;

namespace ailab::app {

// The program's remembered choices (docs/architecture.md, "What users can expect", 12: window
// layout, last lab, presenter mode, language). A thin typed layer over a QSettings the caller owns,
// so tests use their own.
class AppSettings
{
public:
    explicit AppSettings(QSettings& settings);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    QString lastLab() const;
    void setLastLab(const QString& id);

    bool presenterMode() const;
    void setPresenterMode(bool on);

    // An available language code ("en", "de"); empty means the system's language.
    QString language() const;
    void setLanguage(const QString& code);

    labs::SimDriver::Speed defaultSpeed() const;
    void setDefaultSpeed(labs::SimDriver::Speed speed);

    // The user's text size, 1.0 = the system's; presenter mode multiplies on top.
    double fontScale() const;
    void setFontScale(double scale);

    void sync();

private:
    QSettings& m_settings;
};

} // namespace ailab::app
