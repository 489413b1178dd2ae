#pragma once

#include <QMainWindow>
#include <QPointer>
#include <memory>

namespace ailab::core::classroom {
struct ClassPack;
}

namespace ailab::labs {
class ActivityProgress;
class ClassResultsDialog;
class Lab;
}

namespace ailab::app {

class AppSettings;
class Appearance;
class ClassPackWindow;
class HelpWindow;
class HomePage;
class LabFiles;
class LabHost;
class LabNavigator;
class LabRegistry;
class Logging;
class ShellActions;
class ShellContext;

// The main window only hosts: the navigator on the left, the lab host in the middle, the
// menus and the status bar. The work is done by LabHost, LabFiles, Appearance and the
// dialogs; this class connects them.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `progress` keeps the learner's activity results (the home page shows them); none in
    // the shell's own tests.
    MainWindow(LabRegistry& registry, AppSettings& settings, Appearance& appearance,
               Logging& logging, labs::ActivityProgress* progress = nullptr,
               QWidget* parent = nullptr);
    ~MainWindow() override;

    // Restores geometry and layout, then opens the last lab (or the home page).
    void restoreSession();
    // Whether closing and lab changes write to the settings (off for screenshots).
    void setPersistSession(bool on) { m_persist = on; }

    // Shows the window: maximised in presenter mode (a projector's screen is the lab's).
    void showAsConfigured();

    bool openLab(const QString& id);
    void showHome();

    LabHost* host() const { return m_host; }
    HomePage* homePage() const { return m_home; }
    LabNavigator* navigator() const { return m_navigator; }
    LabFiles* files() const { return m_files; }
    ShellActions* actions() const { return m_actions; }
    HelpWindow* helpWindow() const;

public Q_SLOTS:
    void showHelp();
    void showSettings();
    void showAbout();
    void showClassResults();
    void showClassPack(const core::classroom::ClassPack& pack);
    void showError(const QString& title, const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    // A scenario or a saved state dropped on the window opens like File -> Open.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void connectActions();
    void onLabChanged(labs::Lab* lab);
    void onPresenterModeChanged(bool on);
    void rebuildPresetsMenu();
    void rebuildRecentMenu();
    void restoreWindowGeometry();
    void restoreSavedGeometry(const QByteArray& geometry);
    void fitToScreen();
    void saveSession();

    LabRegistry& m_registry;
    AppSettings& m_settings;
    Appearance& m_appearance;
    Logging& m_logging;
    std::unique_ptr<ShellContext> m_context;
    ShellActions* m_actions = nullptr;
    LabNavigator* m_navigator = nullptr;
    HomePage* m_home = nullptr;
    LabHost* m_host = nullptr;
    LabFiles* m_files = nullptr;
    QPointer<HelpWindow> m_help;
    QPointer<labs::ClassResultsDialog> m_classResults;
    QPointer<ClassPackWindow> m_classPack;
    bool m_persist = true;
    bool m_maximisedForPresenter = false; // presenter mode maximised it; normal mode restores
};

} // namespace ailab::app
