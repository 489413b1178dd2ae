#include "app/shell_actions.h"

#include <QAction>
#include <QIcon>
#include <QMenu>
#include <QMenuBar>
#include <QWhatsThis>

namespace ailab::app {

ShellActions::ShellActions(QObject* parent)
    : QObject(parent)
{
    openScenario = make(QStringLiteral("openScenario"), tr("Open &Scenario..."),
                        tr("Load a scenario file into its lab"));
    openScenario->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    openState =
        make(QStringLiteral("openState"), tr("&Open State..."), tr("Open a saved state of a lab"));
    openState->setShortcut(QKeySequence::Open);
    openState->setIcon(QIcon::fromTheme(QStringLiteral("document-open")));
    saveState = make(QStringLiteral("saveState"), tr("&Save State"),
                     tr("Save the state of the current lab"));
    saveState->setShortcut(QKeySequence::Save);
    saveState->setIcon(QIcon::fromTheme(QStringLiteral("document-save")));
    saveStateAs = make(QStringLiteral("saveStateAs"), tr("Save State &As..."),
                       tr("Save the state of the current lab to a new file"));
    saveStateAs->setShortcut(QKeySequence::SaveAs);
    exportPicture = make(QStringLiteral("exportPicture"), tr("&Export Picture..."),
                         tr("Save a PNG picture of the current lab"));
    exportPicture->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    openClassPack = make(QStringLiteral("openClassPack"), tr("Open Class &Pack..."),
                         tr("Open a folder of scenarios, activities and incidents that an "
                            "instructor handed out, in its order"));
    classResults = make(QStringLiteral("classResults"), tr("C&lass Results..."),
                        tr("See the assessment results your learners handed in, as one table"));
    settings =
        make(QStringLiteral("settings"), tr("Se&ttings..."), tr("Change the program's settings"));
    settings->setShortcut(QKeySequence::Preferences);
    settings->setMenuRole(QAction::PreferencesRole);
    quit = make(QStringLiteral("quit"), tr("&Quit"), tr("Quit the program"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    home = make(QStringLiteral("home"), tr("&Home"), tr("Show the list of labs"));
    home->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Home));
    presenterMode = make(QStringLiteral("presenterMode"), tr("&Presenter Mode"),
                         tr("Large text and high contrast for projectors"));
    presenterMode->setCheckable(true);
    presenterMode->setShortcuts(
        {QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    // F9 shows and hides the side bar in KDE's programs (Dolphin, Kate).
    labList = make(QStringLiteral("labList"), tr("Lab &List"),
                   tr("Show or hide the list of labs on the left"));
    labList->setCheckable(true);
    labList->setChecked(true);
    labList->setShortcut(QKeySequence(Qt::Key_F9));
    fullScreen = make(QStringLiteral("fullScreen"), tr("&Full Screen"), tr("Use the whole screen"));
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(QKeySequence::FullScreen);
    zoomIn = make(QStringLiteral("zoomIn"), tr("Zoom &In"), tr("Make the text larger"));
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    zoomOut = make(QStringLiteral("zoomOut"), tr("Zoom &Out"), tr("Make the text smaller"));
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    zoomReset =
        make(QStringLiteral("zoomReset"), tr("&Reset Zoom"), tr("Use the normal text size"));
    zoomReset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));

    helpContents = make(QStringLiteral("helpContents"), tr("AI Infra Lab &Help"),
                        tr("Open the help for the current lab"));
    helpContents->setShortcut(QKeySequence::HelpContents);
    whatsThis = QWhatsThis::createAction(this);
    whatsThis->setObjectName(QStringLiteral("whatsThis"));
    about = make(QStringLiteral("about"), tr("&About AI Infra Lab"),
                 tr("Version and licences of the program"));
    about->setMenuRole(QAction::AboutRole);
    aboutQt = make(QStringLiteral("aboutQt"), tr("About &Qt"), tr("Version and licence of Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

QAction* ShellActions::make(const QString& objectName, const QString& text, const QString& tip)
{
    auto* action = new QAction(text, this);
    action->setObjectName(objectName);
    action->setStatusTip(tip);
    action->setToolTip(tip);
    return action;
}

void ShellActions::buildMenus(QMenuBar* bar, const QList<QAction*>& labActions)
{
    QMenu* file = bar->addMenu(tr("&File"));
    file->addAction(openScenario);
    m_presetsMenu = file->addMenu(tr("&Presets"));
    m_presetsMenu->setObjectName(QStringLiteral("presetsMenu"));
    file->addSeparator();
    file->addAction(openState);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addAction(saveState);
    file->addAction(saveStateAs);
    file->addSeparator();
    file->addAction(exportPicture);
    file->addSeparator();
    file->addAction(openClassPack);
    file->addAction(classResults);
    file->addSeparator();
    file->addAction(settings);
    file->addSeparator();
    file->addAction(quit);

    QMenu* view = bar->addMenu(tr("&View"));
    view->addAction(home);
    view->addSeparator();
    view->addAction(presenterMode);
    view->addAction(labList);
    view->addAction(fullScreen);
    view->addSeparator();
    view->addAction(zoomIn);
    view->addAction(zoomOut);
    view->addAction(zoomReset);

    if (!labActions.isEmpty()) {
        QMenu* lab = bar->addMenu(tr("&Lab"));
        lab->addActions(labActions);
    }

    QMenu* help = bar->addMenu(tr("&Help"));
    help->addAction(helpContents);
    help->addAction(whatsThis);
    help->addSeparator();
    help->addAction(about);
    help->addAction(aboutQt);
}

QList<QAction*> ShellActions::all() const
{
    return {openScenario, openState, saveState,     saveStateAs, exportPicture, openClassPack,
            classResults, settings,
            quit,         home,      presenterMode, labList,     fullScreen,    zoomIn,
            zoomOut,      zoomReset, helpContents,  whatsThis,   about,         aboutQt};
}

} // namespace ailab::app
