// The contract every lab keeps inside the real shell window (MainWindow over the labs the
// shell ships), on every page; lab_contract_test.cpp holds the rules a lab keeps alone.
//   - Alt+K plays and pauses and Alt+R resets, whatever page shows (docs/architecture.md,
//     "What users can expect", 1);
//   - no mnemonic of a page (a label's buddy, a button, a tab, a group box) is one of the
//     shell's shortcuts or menu keys, in English and in German;
//   - nothing shows less than its whole text, in presenter mode at 1920x1080 and at the
//     normal font at 1280x800 ("What users can expect", 8);
//   - [room], hidden until every lab passes it: every page fits the room the shell really
//     gives it, in presenter mode at 1280x800 and 1024x768 (classroom projectors) and at the
//     normal font at 1280x800, in English and German: no scroll bar sideways, the lab's
//     frame never scrolls, no text cut, every tab shown whole without scroll arrows, and a
//     tab strip that stays put between pages;
//   - presenter mode gives the lab the screen: the list of labs shrinks to icons (F9 hides
//     it), the status bar goes, the window fills its screen;
//   - the navigator shows its titles and summaries whole, and Home spreads its labs across a
//     wide window;
//   - every Tab stop shows that it has the focus ("What users can expect", 6).
#include "app/app_settings.h"
#include "app/appearance.h"
#include "app/lab_host.h"
#include "app/lab_navigator.h"
#include "app/lab_registry.h"
#include "app/logging.h"
#include "app/main_window.h"
#include "app/shell_actions.h"
#include "app/translations.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/skeleton/tabbed_lab.h"
#include "labs/common/widgets/focus_ring.h"
#include "labs/common/widgets/tab_strip.h"
#include "labs/common/widgets/time_bar.h"
#include "tests/labs/clipped_text.h"
#include "tests/labs/test_shots.h"

#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QHeaderView>
#include <QThreadPool>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <catch2/catch.hpp>
#include <map>
#include <optional>

using namespace ailab;

namespace {

// The program's window over the labs it ships, as main() builds it.
struct RealShell
{
    QTemporaryDir dir;
    QSettings stored{dir.filePath("settings.ini"), QSettings::IniFormat};
    app::AppSettings settings{stored};
    app::Appearance appearance;
    app::Logging logging{QString(), false};
    app::LabRegistry registry{app::builtInLabs()};
    app::MainWindow window{registry, settings, appearance, logging};

    RealShell() { window.setPersistSession(false); }

    // Shown and active, so that the window's shortcuts and focus work as for a user.
    void showActive()
    {
        window.show();
        window.activateWindow();
        REQUIRE(QTest::qWaitForWindowActive(&window));
    }

    labs::TabbedLab& open(const QString& id)
    {
        REQUIRE(window.openLab(id));
        auto* lab = dynamic_cast<labs::TabbedLab*>(window.host()->currentLab());
        REQUIRE(lab != nullptr);
        return *lab;
    }
};

// The Alt+letter keys a widget's text claims with "&".
QKeySequence mnemonicOf(const QString& text)
{
    return QKeySequence::mnemonic(text);
}

// Every mnemonic the visible widgets under root claim, with what claims it.
std::multimap<QString, QString> mnemonicsUnder(QWidget* root)
{
    std::multimap<QString, QString> out;
    const auto add = [&out](const QString& text, const QString& what) {
        const QKeySequence key = mnemonicOf(text);
        if (!key.isEmpty())
            out.emplace(key.toString(), what + QStringLiteral(" \"") + text + QLatin1Char('"'));
    };
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible())
            continue;
        if (auto* label = qobject_cast<QLabel*>(w); label && label->buddy())
            add(label->text(), QStringLiteral("label"));
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            add(button->text(), QStringLiteral("button"));
        else if (auto* group = qobject_cast<QGroupBox*>(w))
            add(group->title(), QStringLiteral("group box"));
        else if (auto* bar = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < bar->count(); ++i)
                add(bar->tabText(i), QStringLiteral("tab"));
        }
    }
    return out;
}

// The keys the shell keeps for itself: every action's shortcut in the window (the time
// bar's Alt+K and Alt+R among them), the menu bar's Alt+letters and the time bar's own
// mnemonics.
QSet<QString> shellKeys(app::MainWindow& window)
{
    QSet<QString> keys;
    for (const QAction* action : window.findChildren<QAction*>()) {
        for (const QKeySequence& key : action->shortcuts())
            keys.insert(key.toString());
    }
    for (const QAction* menu : window.menuBar()->actions()) {
        const QKeySequence key = mnemonicOf(menu->text());
        if (!key.isEmpty())
            keys.insert(key.toString());
    }
    for (const auto& [key, what] : mnemonicsUnder(window.host()->timeBar()))
        keys.insert(key);
    return keys;
}

// The page's Tab stops, in the order Tab visits them.
QList<QWidget*> tabStops(QWidget* page)
{
    QList<QWidget*> stops;
    for (QWidget* w = page->nextInFocusChain(); w != page; w = w->nextInFocusChain()) {
        if ((w->focusPolicy() & Qt::TabFocus) && w->isVisible() && w->isEnabled() &&
            w->focusProxy() == nullptr && page->isAncestorOf(w) && !stops.contains(w))
            stops << w;
    }
    return stops;
}

// What a user sees once the page is still: the pages' workers (QtConcurrent) finish, their
// results are taken, and the layouts those change run (a label given a longer text grows in
// the next pass), so a page is never measured between a result and its layout.
void settle()
{
    for (int round = 0; round < 3; ++round) {
        QThreadPool::globalInstance()->waitForDone(60000);
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

} // namespace

TEST_CASE("shell contract: Alt+K and Alt+R reach the clock on every page of every lab",
          "[gui][contract][shell]")
{
    RealShell s;
    s.showActive();
    for (const QString& id : s.registry.ids()) {
        labs::TabbedLab& lab = s.open(id);
        labs::SimDriver* driver = lab.driver();
        REQUIRE(driver != nullptr);
        for (const QString& mode : lab.modeIds()) {
            INFO(id.toStdString() << " " << mode.toStdString());
            lab.setMode(mode);
            settle();
            // Wherever the focus is on the page: its first and its last Tab stop (found
            // again each time: a reset may build a page's widgets anew).
            for (const bool first : {true, false}) {
                const QList<QWidget*> stops = tabStops(lab.tabs()->currentWidget());
                REQUIRE_FALSE(stops.isEmpty());
                QWidget* stop = first ? stops.front() : stops.back();
                stop->setFocus(Qt::TabFocusReason);
                const auto focused = [&s]() -> QWidget* {
                    settle();
                    return QApplication::focusWidget() ? QApplication::focusWidget() : &s.window;
                };
                driver->step();
                REQUIRE(driver->now() > 0.0);
                REQUIRE_FALSE(driver->isPlaying());
                QTest::keyClick(focused(), Qt::Key_K, Qt::AltModifier);
                CHECK(driver->isPlaying());
                QTest::keyClick(focused(), Qt::Key_K, Qt::AltModifier);
                CHECK_FALSE(driver->isPlaying());
                QTest::keyClick(focused(), Qt::Key_R, Qt::AltModifier);
                CHECK(driver->now() == 0.0);
                driver->pause();
            }
        }
    }
}

TEST_CASE("shell contract: no page's mnemonic takes a key of the shell", "[gui][contract][shell]")
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        app::Translations translations;
        REQUIRE(translations.install(language));
        {
            RealShell s;
            s.window.show();
            const QSet<QString> reserved = shellKeys(s.window);
            REQUIRE(reserved.contains(QKeySequence(Qt::ALT | Qt::Key_K).toString()));
            REQUIRE(reserved.contains(QKeySequence(Qt::ALT | Qt::Key_R).toString()));
            for (const QString& id : s.registry.ids()) {
                labs::TabbedLab& lab = s.open(id);
                for (const QString& mode : lab.modeIds()) {
                    lab.setMode(mode);
                    settle();
                    for (const auto& [key, what] : mnemonicsUnder(lab.workspace())) {
                        INFO(language.toStdString()
                             << " " << id.toStdString() << " " << mode.toStdString() << ": "
                             << key.toStdString() << " of the " << what.toStdString());
                        CHECK_FALSE(reserved.contains(key));
                    }
                }
            }
        }
        REQUIRE(translations.install(QStringLiteral("en")));
    }
}

namespace {

// A window size the program must serve (docs/architecture.md, "What users can expect", 8):
// classroom projectors are 1280x800 (WXGA) and 1024x768 (XGA).
struct Room
{
    const char* name;
    bool presenter;
    QSize size;
};

// Where a widget lies in the window.
QRect inWindow(const QWidget* w)
{
    return QRect(w->mapTo(w->window(), QPoint(0, 0)), w->size());
}

// The widget that holds a page wider than `room`: the deepest one whose minimum width is more
// than the room, so a failure names what to reflow rather than only the page.
QString widestUnder(QWidget* page, int room)
{
    QWidget* widest = page;
    for (QWidget* w = page; w != nullptr;) {
        QWidget* next = nullptr;
        // A page that scrolls downwards is as wide as what it scrolls.
        QList<QWidget*> children = w->findChildren<QWidget*>(Qt::FindDirectChildrenOnly);
        if (auto* area = qobject_cast<QScrollArea*>(w); area != nullptr && area->widget())
            children = {area->widget()};
        for (QWidget* child : std::as_const(children)) {
            if (child->isWindow() || child->isHidden())
                continue;
            const int need = std::max(child->minimumSizeHint().width(), child->minimumWidth());
            if (need > room && (next == nullptr || need > next->minimumSizeHint().width()))
                next = child;
        }
        if (next != nullptr)
            widest = next;
        w = next;
    }
    return tests::describeWidget(widest, QString()) +
           QStringLiteral(" needs %1").arg(widest->minimumSizeHint().width());
}

// What is wrong with the room the page has: a scroll bar sideways, a text cut, a tab out of
// sight or behind scroll arrows, the page scrolling the tabs away.
QStringList roomProblems(app::MainWindow& window, labs::TabbedLab& lab)
{
    QStringList out;
    const auto* host = qobject_cast<QScrollArea*>(window.host()->stack()->currentWidget());
    REQUIRE(host != nullptr);
    QWidget* workspace = lab.workspace();
    const int need = workspace->minimumSizeHint().width();
    if (need > host->viewport()->width())
        out << QStringLiteral("the workspace needs %1 px, the window gives it %2")
                   .arg(need)
                   .arg(host->viewport()->width());
    // Every page's need is the workspace's (the pages are stacked): name the pages too wide.
    if (need > host->viewport()->width()) {
        int widestPage = 0;
        for (int i = 0; i < lab.tabs()->count(); ++i)
            widestPage = std::max(widestPage, lab.tabs()->widget(i)->minimumSizeHint().width());
        // What the workspace puts around a page (margins, the activity pane) is not the page's.
        const int room = host->viewport()->width() - (need - widestPage);
        for (int i = 0; i < lab.tabs()->count(); ++i) {
            QWidget* page = lab.tabs()->widget(i);
            if (page->minimumSizeHint().width() > room)
                out << QStringLiteral("the page \"%1\" needs %2 px of %3: %4")
                           .arg(lab.tabs()->tabText(i))
                           .arg(page->minimumSizeHint().width())
                           .arg(room)
                           .arg(widestUnder(page, room));
        }
    }
    // The page scrolls inside itself (downwards only); the shell's frame never scrolls, or
    // the tabs would scroll away.
    if (host->horizontalScrollBar()->isVisible() || host->verticalScrollBar()->isVisible())
        out << QStringLiteral("the lab's frame scrolls");
    // A page that scrolls downwards only, whose content is wider than its view: the right of
    // it is cut off with no scroll bar to reach it.
    for (const QScrollArea* area : workspace->findChildren<QScrollArea*>()) {
        if (area->isVisible() && area->widget() != nullptr &&
            area->horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOff &&
            area->widget()->width() > area->viewport()->width() + 1)
            out << QStringLiteral("a page's content is %1 px wide in a view of %2, cut off at the right: ")
                       .arg(area->widget()->width())
                       .arg(area->viewport()->width()) +
                       tests::describeWidget(area, QString());
    }
    for (const QScrollBar* bar : workspace->findChildren<QScrollBar*>()) {
        if (bar->orientation() == Qt::Horizontal && bar->isVisible())
            out << QStringLiteral("a horizontal scroll bar under ") +
                       tests::describeWidget(bar->parentWidget()->parentWidget(), QString());
    }
    // A table whose columns run past its edge with no scroll bar to reach them.
    for (const QHeaderView* header : workspace->findChildren<QHeaderView*>()) {
        const auto* view = qobject_cast<const QAbstractScrollArea*>(header->parentWidget());
        if (header->isVisible() && header->orientation() == Qt::Horizontal &&
            header->length() > header->width() + 1 &&
            !(view != nullptr && view->horizontalScrollBar()->isVisible()))
            out << QStringLiteral("the columns of a table run past its edge (%1 px in %2)")
                       .arg(header->length())
                       .arg(header->width());
    }
    for (const QString& cut : tests::clippedTexts(&window))
        out << cut;
    const labs::TabStrip* strip = lab.workspace()->tabStrip();
    const QRect room = window.rect();
    for (int i = 0; i < strip->count(); ++i) {
        const QAbstractButton* tab = strip->button(i);
        // Inside the strip too: a row the layout gives no height is cut off by the strip.
        if (!tab->isVisible() || !room.contains(inWindow(tab)) ||
            !strip->rect().contains(tab->geometry()) ||
            tab->width() + 1 < tab->sizeHint().width())
            out << QStringLiteral("the tab \"%1\" is not shown whole").arg(tab->text());
    }
    // Tabs inside a page (a walkthrough's stages): all of them, none behind scroll arrows.
    for (const QTabBar* bar : workspace->findChildren<QTabBar*>()) {
        if (bar->isVisible() && bar->width() + 1 < bar->sizeHint().width())
            out << QStringLiteral("the tab bar \"%1...\" needs %2 px and has %3")
                       .arg(bar->tabText(0))
                       .arg(bar->sizeHint().width())
                       .arg(bar->width());
    }
    return out;
}

} // namespace

namespace {

// The labs the room test measures: AILAB_ROOM_PART=k/n takes every n-th registered lab from
// the k-th (CI runs the parts side by side, and a lab added is in one of them);
// AILAB_ROOM_LABS=fabric,roce measures those labs alone, while one is being fixed; neither,
// every lab.
QStringList roomLabs(const QStringList& registered)
{
    const QStringList only =
        qEnvironmentVariable("AILAB_ROOM_LABS").split(QLatin1Char(','), Qt::SkipEmptyParts);
    const QStringList part = qEnvironmentVariable("AILAB_ROOM_PART").split(QLatin1Char('/'));
    int k = 1;
    int n = 1;
    if (part.size() == 2) {
        k = part[0].toInt();
        n = part[1].toInt();
        REQUIRE((n >= 1 && k >= 1 && k <= n));
    }
    QStringList out;
    for (qsizetype i = 0; i < registered.size(); ++i)
        if ((only.isEmpty() || only.contains(registered[i])) && i % n == k - 1)
            out << registered[i];
    REQUIRE_FALSE(out.isEmpty());
    return out;
}

} // namespace

// The acceptance test of presenter mode on classroom projectors (issue: every page at the
// projectors' sizes in both languages). It is run in parts (tests/labs/CMakeLists.txt), so
// Catch does not list it by itself: gui_tests "[room]" runs it whole.
TEST_CASE("shell contract: every page fits the room the shell gives it, whole and unmoving",
          "[.][gui][contract][shell][room]")
{
    // The room of a page is what the window leaves it: the menu bar, the list of labs (icons
    // in presenter mode), the header, the tabs and the time bar take their share.
    const Room rooms[] = {{"presenter 1280x800", true, QSize(1280, 800)},
                          {"presenter 1024x768", true, QSize(1024, 768)},
                          {"normal 1280x800", false, QSize(1280, 800)}};
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        app::Translations translations;
        REQUIRE(translations.install(language));
        for (const Room& room : rooms) {
            RealShell s;
            s.appearance.setPresenterMode(room.presenter);
            s.window.resize(room.size);
            s.window.show();
            settle();
            const QStringList ids = roomLabs(s.registry.ids());
            for (const QString& id : ids) {
                labs::TabbedLab& lab = s.open(id);
                // Every preset in the smallest room (each has its own texts and drawing);
                // the first elsewhere, which keeps the test short under the sanitizers.
                const bool smallest = room.size.width() == 1024;
                const int presets = smallest ? int(lab.presets().size()) : 1;
                for (int p = 0; p < presets; ++p) {
                    lab.loadScenario(labs::TabbedLab::readPreset(lab.presets().at(p)));
                    for (int i = 0; i < 10; ++i)
                        lab.driver()->step();
                    std::optional<QRect> stripAt;
                    for (const QString& mode : lab.modeIds()) {
                        lab.setMode(mode);
                        settle();
                        INFO(language.toStdString()
                             << " " << room.name << " " << id.toStdString() << " "
                             << lab.presets().at(p).toStdString() << " " << mode.toStdString());
                        REQUIRE(s.window.size() == room.size);
                        for (const QString& problem : roomProblems(s.window, lab))
                            FAIL_CHECK(problem.toStdString());
                        // The tabs stand where they stood on the other pages.
                        const QRect strip = inWindow(lab.workspace()->tabStrip());
                        if (stripAt)
                            CHECK(strip == *stripAt);
                        stripAt = strip;
                        tests::saveTestShot(&s.window,
                                            QStringLiteral("room-%1-%2-%3-%4-%5")
                                                .arg(language, QLatin1String(room.name), id)
                                                .arg(p)
                                                .arg(mode)
                                                .replace(QLatin1Char(' '), QLatin1Char('-')));
                    }
                }
            }
        }
        REQUIRE(translations.install(QStringLiteral("en")));
    }
}

TEST_CASE("shell contract: presenter mode gives the lab the screen", "[gui][contract][shell]")
{
    RealShell s;
    s.window.resize(1280, 800);
    s.window.show();
    settle();
    const int normalList = s.window.navigator()->width();
    s.appearance.setPresenterMode(true);
    settle();
    // The list of labs shrinks to its icons, the status bar goes, the window fills the
    // screen; F9 (View > Lab List) hides the list and brings it back.
    CHECK(s.window.navigator()->isCompact());
    CHECK(s.window.navigator()->width() * 3 <= normalList);
    CHECK_FALSE(s.window.statusBar()->isVisible());
    CHECK(s.window.windowState().testFlag(Qt::WindowMaximized));
    QAction* list = s.window.actions()->labList;
    CHECK(list->shortcut() == QKeySequence(Qt::Key_F9));
    list->trigger();
    settle();
    CHECK_FALSE(s.window.navigator()->isVisible());
    list->trigger();
    settle();
    CHECK(s.window.navigator()->isVisible());
    s.appearance.setPresenterMode(false);
    settle();
    CHECK_FALSE(s.window.windowState().testFlag(Qt::WindowMaximized));
    CHECK(s.window.statusBar()->isVisible());
    CHECK(s.window.navigator()->width() == normalList);
}

TEST_CASE("shell contract: Home shows the whole of its texts, presenter and normal",
          "[gui][contract][shell][clipping]")
{
    const Room rooms[] = {{"presenter", true, QSize(1920, 1080)},
                          {"presenter", true, QSize(1024, 768)},
                          {"normal", false, QSize(1280, 800)}};
    for (const Room& room : rooms) {
        RealShell s;
        s.appearance.setPresenterMode(room.presenter);
        s.window.resize(room.size);
        s.window.show();
        settle();
        INFO(room.name << " " << room.size.width());
        for (const QString& cut : tests::clippedTexts(&s.window))
            FAIL_CHECK(cut.toStdString());
    }
}

TEST_CASE("shell contract: every Tab stop of every page shows that it has the focus",
          "[gui][contract][shell][focus]")
{
    RealShell s;
    s.showActive();
    for (const QString& id : s.registry.ids()) {
        labs::TabbedLab& lab = s.open(id);
        for (const QString& mode : lab.modeIds()) {
            lab.setMode(mode);
            settle();
            QWidget* page = lab.tabs()->currentWidget();
            const QList<QWidget*> stops = tabStops(page);
            CHECK_FALSE(stops.isEmpty());
            for (QWidget* stop : std::as_const(stops)) {
                INFO(id.toStdString()
                     << " " << mode.toStdString() << ": "
                     << tests::describeWidget(stop, stop->accessibleName()).toStdString());
                for (QWidget* p = stop->parentWidget(); p != nullptr; p = p->parentWidget()) {
                    if (auto* scroll = qobject_cast<QScrollArea*>(p))
                        scroll->ensureWidgetVisible(stop);
                }
                const int margin = labs::FocusRing::width(stop) + 1;
                const QRect area = QRect(stop->mapTo(&s.window, QPoint(0, 0)), stop->size())
                                       .adjusted(-margin, -margin, margin, margin)
                                       .intersected(s.window.rect());
                stop->setFocus(Qt::TabFocusReason);
                settle();
                const QImage focused = s.window.grab(area).toImage();
                stop->clearFocus();
                settle();
                const QImage unfocused = s.window.grab(area).toImage();
                CHECK(focused != unfocused);
            }
        }
    }
}

TEST_CASE("shell contract: the navigator shows every title and summary whole",
          "[gui][contract][shell][navigator]")
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        app::Translations translations;
        REQUIRE(translations.install(language));
        for (const bool presenter : {false, true}) {
            RealShell s;
            s.appearance.setPresenterMode(presenter);
            s.window.resize(presenter ? QSize(1920, 1080) : QSize(1280, 800));
            s.window.show();
            settle();
            const app::LabNavigator* navigator = s.window.navigator();
            CHECK(navigator->isCompact() == presenter);
            const int rows = navigator->view()->model()->rowCount();
            CHECK(rows == int(s.registry.ids().size()) + 1);
            for (int row = 0; row < rows; ++row) {
                INFO(language.toStdString()
                     << (presenter ? " presenter" : " normal") << " row " << row);
                CHECK(navigator->showsWholeText(row));
            }
            // The labs keep most of the window.
            CHECK(navigator->width() <= s.window.width() / 4);
        }
        REQUIRE(translations.install(QStringLiteral("en")));
    }
}

TEST_CASE("shell contract: Home uses a wide window and its fonts grow in presenter mode",
          "[gui][contract][shell][home]")
{
    RealShell s;
    s.window.resize(1920, 1080);
    s.window.show();
    settle();
    const auto cards = [&s] {
        return s.window.findChildren<QAbstractButton*>(
            QRegularExpression(QStringLiteral("^open-")));
    };
    REQUIRE(cards().size() == int(s.registry.ids().size()));
    const double normalPoint = cards().front()->font().pointSizeF();
    s.appearance.setPresenterMode(true);
    settle();
    // Presenter mode maximises the window to its screen, and the test platform's screen is
    // smaller than a 1920x1080 projector: the window goes back to that size.
    s.window.showNormal();
    s.window.resize(1920, 1080);
    settle();
    QWidget* home = s.window.findChild<QWidget*>(QStringLiteral("homePage"));
    REQUIRE(home != nullptr);
    REQUIRE(home->isVisible());
    QRect used;
    for (QAbstractButton* card : cards()) {
        CHECK(card->font().pointSizeF() >= 1.5 * normalPoint - 1e-6);
        used |= QRect(card->mapTo(home, QPoint(0, 0)), card->size());
    }
    // The cards stand side by side across most of the page, not in a narrow column.
    CHECK(used.width() >= home->width() * 6 / 10);
    CHECK(used.height() < home->height());
    for (const QString& cut : tests::clippedTexts(home))
        FAIL_CHECK(cut.toStdString());
    tests::saveTestShot(&s.window, QStringLiteral("shell-presenter-home-1920"));
}
