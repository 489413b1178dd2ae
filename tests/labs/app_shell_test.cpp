#include "app/app_settings.h"
#include "app/appearance.h"
#include "app/help_window.h"
#include "app/lab_files.h"
#include "app/lab_host.h"
#include "app/lab_navigator.h"
#include "app/lab_registry.h"
#include "app/logging.h"
#include "app/main_window.h"
#include "app/shell_actions.h"
#include "core/error.h"
#include "core/sim/simulation.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/time_bar.h"
#include "tests/labs/shell_fixture.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <catch2/catch.hpp>
#include <memory>

using namespace ailab;

using namespace shell_fixture;

TEST_CASE("shell: labs are ordered and opened lazily, once", "[gui][app]")
{
    Shell s;
    REQUIRE(s.registry.ids() == QStringList({"alpha", "beta"}));
    CHECK(s.alpha()->created == 0);
    CHECK(s.beta()->created == 0);
    CHECK(s.window.host()->currentLab() == nullptr);

    // Selecting the row of alpha in the navigator (row 0 is Home) opens it.
    QListView* list = s.window.navigator()->view();
    list->setCurrentIndex(list->model()->index(1, 0));
    CHECK(s.window.host()->currentLab() == s.alpha());
    CHECK(s.alpha()->created == 1);
    CHECK(s.alpha()->activations == 1);
    CHECK(s.beta()->created == 0);
    REQUIRE(s.window.host()->workspace("alpha") != nullptr);

    // Keyboard: Down moves to beta and opens it; alpha is deactivated.
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Down);
    CHECK(s.window.host()->currentLab() == s.beta());
    CHECK(s.alpha()->deactivations == 1);
    CHECK(s.beta()->created == 1);

    // Back to alpha: the same workspace, not a new one.
    QWidget* first = s.window.host()->workspace("alpha");
    CHECK(s.window.openLab("alpha"));
    CHECK(s.alpha()->created == 1);
    CHECK(s.window.host()->workspace("alpha") == first);
    CHECK(s.window.navigator()->currentLab() == "alpha");
    CHECK(s.settings.lastLab() == "alpha");
    CHECK_FALSE(s.window.openLab("gamma"));

    s.window.showHome();
    CHECK(s.window.host()->currentLab() == nullptr);
    CHECK(s.window.navigator()->currentLab().isEmpty());
}

TEST_CASE("shell: the time bar is bound to the shown lab's driver", "[gui][app]")
{
    Shell s;
    labs::TimeBar* bar = s.window.host()->timeBar();
    CHECK(bar->driver() == nullptr);
    REQUIRE(s.window.openLab("alpha"));
    CHECK(bar->driver() == s.alpha()->driver());
    REQUIRE(s.window.openLab("beta"));
    CHECK(bar->driver() == s.beta()->driver());
    CHECK(bar->driver() != s.alpha()->driver());
    s.window.showHome();
    CHECK(bar->driver() == nullptr);
    CHECK(bar->isHidden());
}

TEST_CASE("shell: the last lab opens on start", "[gui][app]")
{
    Shell s;
    s.settings.setLastLab("beta");
    s.window.restoreSession();
    CHECK(s.window.host()->currentLab() == s.beta());
}

TEST_CASE("shell: presenter mode scales the font and hides chrome", "[gui][app]")
{
    Shell s;
    s.window.show();
    const double base = QApplication::font().pointSizeF();
    REQUIRE(base > 0);
    REQUIRE(s.window.openLab("alpha"));

    s.window.actions()->presenterMode->trigger();
    QCoreApplication::sendPostedEvents();
    CHECK(s.appearance.presenterMode());
    CHECK(QApplication::font().pointSizeF() >= 1.5 * base - 1e-9);
    CHECK(s.window.font().pointSizeF() >= 1.5 * base - 1e-9);
    CHECK(s.window.navigator()->isCompact());
    CHECK(s.window.statusBar()->isHidden());
    CHECK(s.alpha()->presenter);
    // A lab first opened in presenter mode learns it at creation.
    REQUIRE(s.window.openLab("beta"));
    CHECK(s.beta()->presenterAtCreation);
    CHECK(s.beta()->presenter);
    // Light and high contrast: dark text on a light window.
    const QPalette palette = QApplication::palette();
    CHECK(palette.color(QPalette::Window).lightness() > 200);
    CHECK(palette.color(QPalette::WindowText).lightness() < 60);

    s.window.actions()->presenterMode->trigger();
    CHECK_FALSE(s.appearance.presenterMode());
    CHECK(QApplication::font().pointSizeF() == Approx(base));
    CHECK_FALSE(s.window.navigator()->isCompact());
    CHECK_FALSE(s.window.statusBar()->isHidden());
    CHECK_FALSE(s.alpha()->presenter);
}

TEST_CASE("shell: zoom scales the application font", "[gui][app]")
{
    Shell s;
    const double base = QApplication::font().pointSizeF();
    s.window.actions()->zoomIn->trigger();
    CHECK(QApplication::font().pointSizeF() == Approx(base * 1.1));
    s.window.actions()->zoomOut->trigger();
    s.window.actions()->zoomOut->trigger();
    CHECK(QApplication::font().pointSizeF() == Approx(base / 1.1));
    s.window.actions()->zoomReset->trigger();
    CHECK(QApplication::font().pointSizeF() == Approx(base));
}

TEST_CASE("shell: save then open state round-trips", "[gui][app]")
{
    Shell s;
    REQUIRE(s.window.openLab("alpha"));
    s.alpha()->value = 17;
    const QString path = s.dir.filePath("alpha.ailab.json");
    REQUIRE(s.window.files()->saveState(path));
    CHECK(s.window.files()->currentStatePath() == path);

    s.alpha()->value = 3;
    REQUIRE(s.window.openLab("beta"));
    REQUIRE(s.window.files()->openState(path));
    // Opening switches to the file's lab and restores it.
    CHECK(s.window.host()->currentLab() == s.alpha());
    CHECK(s.alpha()->value == 17);
    CHECK(s.takeError().isEmpty());
}

TEST_CASE("shell: a bad state file is reported and the lab is unchanged", "[gui][app]")
{
    Shell s;
    REQUIRE(s.window.openLab("alpha"));
    s.alpha()->value = 5;

    const QString corrupt = s.write("corrupt.json", "{\"format\": \"ailab.state\", \"vers");
    CHECK_FALSE(s.window.files()->openState(corrupt));
    CHECK(s.alpha()->value == 5);
    CHECK(s.takeError().contains("not valid JSON"));

    const QString newer = s.write("newer.json", R"({"format": "ailab.state", "version": 7,
        "lab": "alpha", "state": {"value": 99}})");
    CHECK_FALSE(s.window.files()->openState(newer));
    CHECK(s.alpha()->value == 5);
    const QString message = s.takeError();
    CHECK(message.contains("version 7"));
    CHECK(message.contains("/version"));

    const QString badState = s.write("bad.json", R"({"format": "ailab.state", "version": 1,
        "lab": "alpha", "state": {"value": "lots"}})");
    CHECK_FALSE(s.window.files()->openState(badState));
    CHECK(s.alpha()->value == 5);
    CHECK(s.takeError().contains("/value"));

    const QString otherLab = s.write("other.json", R"({"format": "ailab.state", "version": 1,
        "lab": "gamma", "state": {}})");
    CHECK_FALSE(s.window.files()->openState(otherLab));
    CHECK(s.takeError().contains("gamma"));
    CHECK_FALSE(s.window.files()->openState(s.dir.filePath("missing.json")));
    CHECK_FALSE(s.takeError().isEmpty());
}

TEST_CASE("shell: a version-0 state file still opens", "[gui][app]")
{
    Shell s;
    const QString path = s.write("old.json", R"({"format": "ailab.state", "lab": "beta",
        "data": {"value": 23}})");
    REQUIRE(s.window.files()->openState(path));
    CHECK(s.window.host()->currentLab() == s.beta());
    CHECK(s.beta()->value == 23);
}

TEST_CASE("shell: every action has a text and the standard keys", "[gui][app]")
{
    Shell s;
    const QList<QAction*> actions = s.window.findChildren<QAction*>();
    REQUIRE(actions.size() > 15);
    for (QAction* action : actions) {
        if (action->isSeparator())
            continue;
        INFO(action->objectName().toStdString());
        CHECK_FALSE(action->text().remove('&').trimmed().isEmpty());
    }
    const app::ShellActions& a = *s.window.actions();
    CHECK(a.openState->shortcut() == QKeySequence(QKeySequence::Open));
    CHECK(a.saveState->shortcut() == QKeySequence(QKeySequence::Save));
    CHECK(a.quit->shortcut() == QKeySequence(QKeySequence::Quit));
    CHECK(a.fullScreen->shortcut() == QKeySequence(QKeySequence::FullScreen));
    CHECK(a.helpContents->shortcut() == QKeySequence(QKeySequence::HelpContents));
    CHECK(a.presenterMode->shortcuts().contains(QKeySequence(Qt::Key_F5)));
    CHECK(s.window.navigator()->view()->accessibleName() == "Labs");
    // The time bar's actions are in the Lab menu too.
    QStringList menus;
    for (QAction* menu : s.window.menuBar()->actions())
        menus << menu->text().remove('&');
    CHECK(menus == QStringList({"File", "View", "Lab", "Help"}));
}

TEST_CASE("shell: F1 opens the help on the current lab's page", "[gui][app]")
{
    Shell s;
    s.window.show();
    QApplication::setActiveWindow(&s.window);
    REQUIRE(QTest::qWaitForWindowActive(&s.window));
    CHECK(s.window.helpWindow() == nullptr);
    QTest::keyClick(&s.window, Qt::Key_F1);
    app::HelpWindow* help = s.window.helpWindow();
    REQUIRE(help != nullptr);
    CHECK(help->isVisible());
    CHECK(help->browser()->source() == QUrl("qrc:/help/index.html"));
    CHECK(help->browser()->toPlainText().contains("time bar"));
    // A lab without a page of its own gets the index.
    CHECK(app::HelpWindow::pageFor("alpha") == QUrl("qrc:/help/index.html"));
    CHECK(app::HelpWindow::pageFor("stack") == QUrl("qrc:/help/stack.html"));
    help->close();
}
