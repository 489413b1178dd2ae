#pragma once

#include "app/state_file.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

class QWidget;

namespace ailab::core::scenario {
struct Scenario;
}
namespace ailab::core::classroom {
struct ClassPack;
}

namespace ailab::app {

class AppSettings;
class LabDocument;
class LabHost;
class LabRegistry;

// What the File menu does: open and save a lab's state (versioned JSON, see StateFile),
// load scenarios and presets, open any of the two by content (LabDocument: a file given on
// the command line, dropped on the window or chosen from Open Recent), export a picture of
// the lab. Files opened and saved go to the recent files, and their folder is where the
// next file dialog starts. Every method reports problems through failed() and returns
// false; nothing here throws or crashes on a bad file.
class LabFiles : public QObject
{
    Q_OBJECT
public:
    LabFiles(LabRegistry& registry, LabHost& host, AppSettings& settings, QWidget* dialogParent,
             QObject* parent = nullptr);

    // A scenario, a saved state, an activity, an incident or a class pack (a folder or its
    // pack.json), whichever the file is.
    bool openFile(const QString& path);
    bool openDocument(const LabDocument& document);
    // An entry of File -> Open Recent; a file that is gone is removed from the list.
    bool openRecent(const QString& path);
    // Where the file dialogs start: the last folder used if it still exists, else the
    // user's documents folder if it exists, else the home folder.
    QString startFolder() const;

    bool openState(const QString& path);
    bool saveState(const QString& path);
    bool openScenarioFile(const QString& path);
    bool loadScenario(const core::scenario::Scenario& scenario);
    // A preset of the current lab (a resource path from Lab::presets()).
    bool loadPreset(const QString& resourcePath);
    bool exportPicture(const QString& path);

    // Title of a preset: its JSON "title", else the file name.
    // The file the current lab was last saved to or opened from; empty if none.
    QString currentStatePath() const;

public Q_SLOTS:
    void openStateInteractive();
    void saveStateInteractive();
    void saveStateAsInteractive();
    void openScenarioInteractive();
    void openClassPackInteractive();
    void exportPictureInteractive();

Q_SIGNALS:
    void failed(const QString& title, const QString& message);
    void statusMessage(const QString& text);
    // A class pack was read; the shell shows its steps.
    void classPackOpened(const core::classroom::ClassPack& pack);

private:
    bool requireLab(const QString& title);
    // An activity or incident file in the lab `labId` (LabDocument::labId).
    bool openInLab(const LabDocument& document);
    bool restoreState(const StateFile::Contents& contents, const QString& path);
    // A file opened or saved: first in the recent files, its folder the next start folder.
    void remember(const QString& path);

    LabRegistry& m_registry;
    LabHost& m_host;
    AppSettings& m_settings;
    QWidget* m_dialogParent;
    QHash<QString, QString> m_statePaths; // lab id -> state file
};

} // namespace ailab::app
