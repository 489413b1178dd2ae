#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

class QWidget;

namespace ailab::core::scenario {
struct Scenario;
}

namespace ailab::app {

class LabHost;
class LabRegistry;

// What the File menu does: open and save a lab's state (versioned JSON, see StateFile),
// load scenarios and presets, export a picture of the lab. Every method reports problems
// through failed() and returns false; nothing here throws or crashes on a bad file.
class LabFiles : public QObject
{
    Q_OBJECT
public:
    LabFiles(LabRegistry& registry, LabHost& host, QWidget* dialogParent,
             QObject* parent = nullptr);

    bool openState(const QString& path);
    bool saveState(const QString& path);
    bool openScenarioFile(const QString& path);
    bool loadScenario(const core::scenario::Scenario& scenario);
    // A preset of the current lab (a resource path from Lab::presets()).
    bool loadPreset(const QString& resourcePath);
    bool exportPicture(const QString& path);

    // Title of a preset: its JSON "title", else the file name.
    static QString presetTitle(const QString& resourcePath);
    // The file the current lab was last saved to or opened from; empty if none.
    QString currentStatePath() const;

public Q_SLOTS:
    void openStateInteractive();
    void saveStateInteractive();
    void saveStateAsInteractive();
    void openScenarioInteractive();
    void exportPictureInteractive();

Q_SIGNALS:
    void failed(const QString& title, const QString& message);
    void statusMessage(const QString& text);

private:
    bool requireLab(const QString& title);

    LabRegistry& m_registry;
    LabHost& m_host;
    QWidget* m_dialogParent;
    QHash<QString, QString> m_statePaths; // lab id -> state file
};

} // namespace ailab::app
