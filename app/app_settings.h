#pragma once

#include "labs/common/skeleton/sim_driver.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

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

    // File -> Open Recent: the files last opened or saved, newest first, at most
    // kMaxRecentFiles; adding one again moves it to the top.
    static constexpr int kMaxRecentFiles = 8;
    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);

    // The folder the file dialogs (Open, Save, Export) start in: where the user last opened
    // or saved a file; empty when none is remembered.
    QString lastFolder() const;
    void setLastFolder(const QString& folder);

    // Checks every stored value once, at start: a value of the wrong type or out of range,
    // an unknown lab or language, or a file that cannot be read is removed, so that its
    // default applies. Returns one message per repair, for the log.
    QStringList repair(const QStringList& labIds, const QStringList& languages);

    void sync();

private:
    QSettings& m_settings;
};

} // namespace ailab::app
