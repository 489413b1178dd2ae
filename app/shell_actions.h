#pragma once

#include <QObject>

class QAction;
class QMenu;
class QMenuBar;

namespace ailab::app {

// Every action of the shell with its text, standard shortcut and status tip, and the menu
// bar built from them (File, View, Lab, Help). The main window connects them to the parts
// that do the work; this class only describes them.
class ShellActions : public QObject
{
    Q_OBJECT
public:
    explicit ShellActions(QObject* parent = nullptr);

    // Builds the menus. labActions: the time bar's play/pause, step and reset.
    void buildMenus(QMenuBar* bar, const QList<QAction*>& labActions);

    QMenu* presetsMenu() const { return m_presetsMenu; }
    QMenu* recentMenu() const { return m_recentMenu; }

    QAction* openScenario = nullptr;
    QAction* openState = nullptr;
    QAction* saveState = nullptr;
    QAction* saveStateAs = nullptr;
    QAction* exportPicture = nullptr;
    QAction* openClassPack = nullptr;
    QAction* classResults = nullptr;
    QAction* settings = nullptr;
    QAction* quit = nullptr;

    QAction* home = nullptr;
    QAction* presenterMode = nullptr;
    QAction* labList = nullptr;
    QAction* fullScreen = nullptr;
    QAction* zoomIn = nullptr;
    QAction* zoomOut = nullptr;
    QAction* zoomReset = nullptr;

    QAction* helpContents = nullptr;
    QAction* whatsThis = nullptr;
    QAction* about = nullptr;
    QAction* aboutQt = nullptr;

    QList<QAction*> all() const;

private:
    QAction* make(const QString& objectName, const QString& text, const QString& tip);

    QMenu* m_presetsMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
};

} // namespace ailab::app
