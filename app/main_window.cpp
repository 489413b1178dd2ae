#include "app/main_window.h"

#include "app/about_dialog.h"
#include "app/app_settings.h"
#include "app/class_pack_window.h"
#include "app/appearance.h"
#include "app/help_window.h"
#include "app/home_page.h"
#include "app/lab_files.h"
#include "app/lab_host.h"
#include "app/lab_navigator.h"
#include "app/lab_registry.h"
#include "app/logging.h"
#include "app/settings_dialog.h"
#include "app/shell_actions.h"
#include "app/shell_context.h"
#include "app/translations.h"
#include "labs/common/activity/class_results_dialog.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/tabbed_lab.h"
#include "labs/common/widgets/focus_ring.h"
#include "labs/common/widgets/time_bar.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QStyle>
#include <QStatusBar>
#include <algorithm>
#include <spdlog/logger.h>

namespace ailab::app {

MainWindow::MainWindow(LabRegistry& registry, AppSettings& settings, Appearance& appearance,
                       Logging& logging, labs::ActivityProgress* progress, QWidget* parent)
    : QMainWindow(parent)
    , m_registry(registry)
    , m_settings(settings)
    , m_appearance(appearance)
    , m_logging(logging)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("AI Infra Lab"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/ailab.svg")));
    m_context = std::make_unique<ShellContext>(
        logging, appearance, [this](const QString& text) { statusBar()->showMessage(text, 5000); },
        progress);

    m_actions = new ShellActions(this);
    m_navigator = new LabNavigator(registry, this);
    m_home = new HomePage(registry, progress, this);
    m_host = new LabHost(registry, *m_context, m_home, this);
    m_files = new LabFiles(registry, *m_host, settings, this, this);
    setAcceptDrops(true);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_navigator);
    layout->addWidget(m_host, 1);
    setCentralWidget(central);

    m_actions->buildMenus(menuBar(),
                          {m_host->timeBar()->playPauseAction(), m_host->timeBar()->stepAction(),
                           m_host->timeBar()->resetAction()});
    addActions(m_actions->all());
    new labs::FocusRing(this); // focus always visible, whatever the style draws
    statusBar()->showMessage(tr("Ready"));
    m_host->setDefaultSpeed(settings.defaultSpeed());
    connectActions();
    resize(1280, 800);
}

MainWindow::~MainWindow()
{
    // Labs outlive the window (the registry owns them): let go of the shown one first.
    if (labs::Lab* lab = m_host->currentLab())
        lab->deactivate();
}

void MainWindow::connectActions()
{
    ShellActions& a = *m_actions;
    connect(a.openScenario, &QAction::triggered, m_files, &LabFiles::openScenarioInteractive);
    connect(a.openState, &QAction::triggered, m_files, &LabFiles::openStateInteractive);
    connect(a.saveState, &QAction::triggered, m_files, &LabFiles::saveStateInteractive);
    connect(a.saveStateAs, &QAction::triggered, m_files, &LabFiles::saveStateAsInteractive);
    connect(a.exportPicture, &QAction::triggered, m_files, &LabFiles::exportPictureInteractive);
    connect(a.classResults, &QAction::triggered, this, &MainWindow::showClassResults);
    connect(a.openClassPack, &QAction::triggered, m_files, &LabFiles::openClassPackInteractive);
    connect(a.settings, &QAction::triggered, this, &MainWindow::showSettings);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.home, &QAction::triggered, this, &MainWindow::showHome);
    connect(a.presenterMode, &QAction::toggled, &m_appearance, &Appearance::setPresenterMode);
    connect(a.labList, &QAction::toggled, m_navigator, &QWidget::setVisible);
    connect(a.fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen
                          : windowState() & ~Qt::WindowFullScreen);
    });
    connect(a.zoomIn, &QAction::triggered, &m_appearance, &Appearance::zoomIn);
    connect(a.zoomOut, &QAction::triggered, &m_appearance, &Appearance::zoomOut);
    connect(a.zoomReset, &QAction::triggered, &m_appearance, &Appearance::resetZoom);
    connect(a.helpContents, &QAction::triggered, this, &MainWindow::showHelp);
    connect(a.about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(a.aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(a.presetsMenu(), &QMenu::aboutToShow, this, &MainWindow::rebuildPresetsMenu);
    connect(a.recentMenu(), &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);

    connect(m_navigator, &LabNavigator::labSelected, this, [this](const QString& id) {
        if (id.isEmpty())
            showHome();
        else
            openLab(id);
    });
    connect(m_home, &HomePage::labRequested, this, &MainWindow::openLab);
    connect(m_host, &LabHost::currentLabChanged, this, &MainWindow::onLabChanged);
    connect(m_files, &LabFiles::failed, this, &MainWindow::showError);
    connect(m_files, &LabFiles::classPackOpened, this, &MainWindow::showClassPack);
    connect(m_files, &LabFiles::statusMessage, this,
            [this](const QString& text) { statusBar()->showMessage(text, 5000); });
    connect(&m_appearance, &Appearance::presenterModeChanged, this,
            &MainWindow::onPresenterModeChanged);
    connect(&m_appearance, &Appearance::zoomChanged, this, [this](double zoom) {
        if (m_persist)
            m_settings.setFontScale(zoom);
    });
    onPresenterModeChanged(m_appearance.presenterMode());
    onLabChanged(nullptr);
}

bool MainWindow::openLab(const QString& id)
{
    if (!m_host->openLab(id)) {
        m_logging.appLogger()->warn("cannot open the lab '{}'", id.toStdString());
        return false;
    }
    return true;
}

void MainWindow::showHome()
{
    m_host->showHome();
}

void MainWindow::restoreSession()
{
    restoreWindowGeometry();
    const QByteArray state = m_settings.windowState();
    if (!state.isEmpty() && !restoreState(state))
        m_logging.appLogger()->warn("settings: the saved window layout cannot be read; the "
                                    "default applies");
    const QString last = m_settings.lastLab();
    if (last.isEmpty())
        return;
    if (!m_registry.ids().contains(last))
        m_logging.appLogger()->warn("settings: there is no lab '{}'; showing the home page",
                                    last.toStdString());
    else
        openLab(last);
}

void MainWindow::restoreWindowGeometry()
{
    const QByteArray geometry = m_settings.windowGeometry();
    if (!geometry.isEmpty())
        restoreSavedGeometry(geometry);
    fitToScreen();
}

void MainWindow::restoreSavedGeometry(const QByteArray& geometry)
{
    const QSize defaultSize = size();
    auto useDefault = [&](const char* why) {
        m_logging.appLogger()->warn("settings: the saved window geometry {}; the default applies",
                                    why);
        setWindowState(Qt::WindowNoState);
        resize(defaultSize);
        if (const QScreen* screen = QGuiApplication::primaryScreen()) {
            QRect frame(QPoint(0, 0), defaultSize.boundedTo(screen->availableSize()));
            frame.moveCenter(screen->availableGeometry().center());
            setGeometry(frame);
        }
    };
    if (!restoreGeometry(geometry))
        return useDefault("cannot be read");
    // A window too small to use, or off every screen (a monitor that is gone), would be
    // as good as invisible.
    if (width() < 320 || height() < 240)
        return useDefault("is too small to use");
    const QRect frame = frameGeometry();
    const QList<QScreen*> screens = QGuiApplication::screens();
    const bool onScreen = std::any_of(screens.begin(), screens.end(), [&](const QScreen* screen) {
        const QRect shown = screen->availableGeometry().intersected(frame);
        return shown.width() >= 100 && shown.height() >= 50;
    });
    if (!onScreen)
        useDefault("is off every screen");
}

void MainWindow::fitToScreen()
{
    // A window larger than the screen it opens on (the default 1280x800 on a 1024x768
    // projector, a size saved on an instructor's larger monitor) shrinks to that screen, or
    // its right and lower parts would be out of sight.
    const QRect frame = frameGeometry();
    const QScreen* screen = QGuiApplication::screenAt(frame.center());
    if (screen == nullptr)
        screen = QGuiApplication::primaryScreen();
    const QRect available = screen != nullptr ? screen->availableGeometry() : QRect();
    if (!available.isValid() || available.contains(frame))
        return;
    // The window manager's frame, once known; before the first show, room for a title bar.
    QSize chrome = frame.size() - size();
    if (chrome.isNull())
        chrome = QSize(0, style()->pixelMetric(QStyle::PM_TitleBarHeight));
    QRect inside(frame.topLeft(), (size() + chrome).boundedTo(available.size()));
    inside.moveLeft(
        std::clamp(inside.left(), available.left(), available.right() - inside.width() + 1));
    inside.moveTop(
        std::clamp(inside.top(), available.top(), available.bottom() - inside.height() + 1));
    resize(inside.size() - chrome);
    move(inside.topLeft()); // move() places the frame
}

void MainWindow::onLabChanged(labs::Lab* lab)
{
    const QString id = lab ? lab->info().id : QString();
    m_navigator->setCurrentLab(id);
    setWindowTitle(lab ? tr("%1 - AI Infra Lab").arg(lab->info().title) : tr("AI Infra Lab"));
    for (QAction* action : {m_actions->saveState, m_actions->saveStateAs, m_actions->exportPicture})
        action->setEnabled(lab != nullptr);
    m_actions->presetsMenu()->setEnabled(lab && !lab->presets().isEmpty());
    if (m_persist)
        m_settings.setLastLab(id);
    m_logging.appLogger()->debug("showing '{}'", id.isEmpty() ? "home" : id.toStdString());
}

void MainWindow::onPresenterModeChanged(bool on)
{
    m_actions->presenterMode->setChecked(on);
    // The lab gets the screen: the list of labs shrinks to its icons (F9 hides it), the
    // status bar goes, and a shown window fills its screen (and goes back when it ends).
    m_navigator->setCompact(on);
    statusBar()->setVisible(!on);
    m_host->setPresenterMode(on);
    if (!isVisible() || isFullScreen())
        return;
    if (on && !isMaximized()) {
        m_maximisedForPresenter = true;
        showMaximized();
    } else if (!on && m_maximisedForPresenter) {
        m_maximisedForPresenter = false;
        showNormal();
    }
}

void MainWindow::showAsConfigured()
{
    if (m_appearance.presenterMode() && !isFullScreen()) {
        m_maximisedForPresenter = !(windowState() & Qt::WindowMaximized);
        showMaximized();
    } else
        show();
}

void MainWindow::rebuildPresetsMenu()
{
    QMenu* menu = m_actions->presetsMenu();
    menu->clear();
    labs::Lab* lab = m_host->currentLab();
    if (!lab)
        return;
    for (const QString& path : lab->presets()) {
        QAction* action = menu->addAction(labs::TabbedLab::presetTitle(path));
        action->setStatusTip(tr("Load the preset \"%1\"").arg(action->text()));
        connect(action, &QAction::triggered, m_files, [this, path] { m_files->loadPreset(path); });
    }
}

void MainWindow::rebuildRecentMenu()
{
    QMenu* menu = m_actions->recentMenu();
    menu->clear();
    const QStringList files = m_settings.recentFiles();
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString& path = files.at(i);
        // "&1 name" for the first nine: the number is the menu's mnemonic.
        const QString name =
            QFileInfo(path).fileName().replace(QLatin1Char('&'), QLatin1String("&&"));
        QAction* action =
            menu->addAction(i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(name) : name);
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setToolTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, m_files, [this, path] { m_files->openRecent(path); });
    }
    if (files.isEmpty())
        menu->addAction(tr("No recent files"))->setEnabled(false);
}

namespace {

// The one local file a drag carries, empty when it carries something else.
QString droppedFile(const QMimeData* data)
{
    if (!data || !data->hasUrls() || data->urls().size() != 1)
        return {};
    const QUrl url = data->urls().constFirst();
    return url.isLocalFile() ? url.toLocalFile() : QString();
}

} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    m_files->openFile(path);
}

HelpWindow* MainWindow::helpWindow() const
{
    return m_help;
}

void MainWindow::showHelp()
{
    if (!m_help)
        m_help = new HelpWindow(this);
    m_help->showTopic(m_host->currentLabId());
}

void MainWindow::showSettings()
{
    auto* dialog =
        new SettingsDialog(m_settings, Translations::available(), m_logging.folder(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] {
        m_appearance.setZoom(m_settings.fontScale());
        m_appearance.setPresenterMode(m_settings.presenterMode());
        m_host->setDefaultSpeed(m_settings.defaultSpeed());
    });
    dialog->open();
}

void MainWindow::showClassResults()
{
    // One window, not modal: the instructor keeps it open beside the labs.
    if (!m_classResults) {
        m_classResults = new labs::ClassResultsDialog(this);
        m_classResults->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_classResults->show();
    m_classResults->raise();
    if (m_classResults->results().results.empty() && m_classResults->results().refused.empty())
        m_classResults->chooseFolder();
}

void MainWindow::showClassPack(const core::classroom::ClassPack& pack)
{
    if (!m_classPack) {
        m_classPack = new ClassPackWindow(
            [this](const QString& id) {
                for (const labs::LabInfo& info : m_registry.infos()) {
                    if (info.id == id)
                        return info.title;
                }
                return id;
            },
            [this](const QString& path) { return m_files->openFile(path); }, this);
        m_classPack->setAttribute(Qt::WA_DeleteOnClose);
        m_classPack->showPack(pack);
        // Beside the lab where the screen has room, else over the window's right edge: not
        // over the middle of the lab the steps open in.
        const QRect screen = this->screen()->availableGeometry();
        const QRect frame = frameGeometry();
        QRect at(QPoint(0, frame.top()), m_classPack->size());
        at.moveLeft(frame.right() + at.width() <= screen.right() ? frame.right() + 1
                                                                  : frame.right() - at.width());
        m_classPack->move(at.intersected(screen).topLeft());
    } else {
        m_classPack->showPack(pack);
    }
    m_classPack->show();
    m_classPack->raise();
}

void MainWindow::showAbout()
{
    auto* dialog = new AboutDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::showError(const QString& title, const QString& message)
{
    m_logging.appLogger()->warn("{}: {}", title.toStdString(), message.toStdString());
    // Window-modal and not blocking: the program (and a test) keeps running.
    auto* box = new QMessageBox(QMessageBox::Critical, title, message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("errorMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::saveSession()
{
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_settings.setLastLab(m_host->currentLabId());
    m_settings.setPresenterMode(m_appearance.presenterMode());
    m_settings.setFontScale(m_appearance.zoom());
    m_settings.sync();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_persist)
        saveSession();
    if (m_help)
        m_help->close();
    event->accept();
}

} // namespace ailab::app
