// The shell as a desktop program (docs/architecture.md, "Opening files" and "What users can
// expect", 12): files opened by their content, dropped on the window or from Open Recent;
// where the file dialogs start; settings that are broken.
#include "app/class_pack_window.h"
#include "app/lab_document.h"
#include "app/lab_files.h"
#include "app/lab_host.h"
#include "app/shell_actions.h"
#include "app/state_file.h"
#include "app/translations.h"
#include "labs/common/activity/activity_pane.h"
#include "labs/common/skeleton/tabbed_lab.h"
#include "labs/operations/operations_lab.h"
#include "labs/operations/panels/incidents_page.h"
#include "tests/labs/shell_fixture.h"

#include <QAction>
#include <QDir>
#include <QDropEvent>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>
#include <spdlog/logger.h>

using namespace shell_fixture;
using ailab::app::LabDocument;

namespace {

QByteArray readFile(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

const QString kPreset = QStringLiteral(AILAB_SOURCE_DIR "/labs/stack/scenarios/power-capped.json");
const QString kSavedFabric =
    QStringLiteral(AILAB_SOURCE_DIR "/tests/labs/data/saved-v1/fabric.ailab.json");

// The shell with the labs the program ships, for files of real labs.
struct RealShell
{
    QTemporaryDir dir;
    QSettings stored{dir.filePath("settings.ini"), QSettings::IniFormat};
    app::AppSettings settings{stored};
    app::Appearance appearance;
    app::Logging logging{QString(), false};
    app::LabRegistry registry{app::builtInLabs()};
    app::MainWindow window{registry, settings, appearance, logging};
};

// Sends a drag carrying the given URLs to the window, then drops it; returns whether the
// window accepted the drag.
bool dropOnWindow(app::MainWindow& window, const QList<QUrl>& urls)
{
    QMimeData data;
    data.setUrls(urls);
    const QPoint at(window.width() / 2, window.height() / 2);
    QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent drop(QPointF(at), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    return true;
}

} // namespace

TEST_CASE("desktop: the lab ids are known without making a lab", "[gui][app]")
{
    app::LabRegistry registry(app::builtInLabs());
    CHECK(app::builtInLabIds() == registry.ids());
}

TEST_CASE("desktop: a document is a scenario or a state by its content", "[gui][app]")
{
    QTemporaryDir dir;
    auto copy = [&dir](const QString& from, const QString& name) {
        const QString to = dir.filePath(name);
        REQUIRE(QFile::copy(from, to));
        return to;
    };
    auto write = [&dir](const QString& name, const QByteArray& bytes) {
        QFile file(dir.filePath(name));
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        return file.fileName();
    };
    // The names say nothing: a scenario as .ailab.json, a state as .txt.
    const LabDocument scenario = LabDocument::read(copy(kPreset, "misleading.ailab.json"));
    CHECK(scenario.kind() == LabDocument::Kind::Scenario);
    CHECK(scenario.labId() == "stack");
    const LabDocument state = LabDocument::read(copy(kSavedFabric, "notes.txt"));
    CHECK(state.kind() == LabDocument::Kind::State);
    CHECK(state.labId() == "fabric");

    auto messageOf = [](const QString& path) -> std::string {
        try {
            LabDocument::read(path);
        } catch (const ailab::core::Error& error) {
            return error.message() + (error.path().empty() ? "" : " @" + error.path());
        }
        return "no error";
    };
    CHECK_THAT(messageOf(write("list.json", "[1, 2]")),
               Catch::Contains("list.json is none of the files the program opens"));
    CHECK_THAT(messageOf(write("picture.png", QByteArray("\x89PNG\r\n\x1a\n\0\0", 10))),
               Catch::Contains("picture.png is none of the files the program opens"));
    CHECK_THAT(messageOf(write("cut.json", R"({"format": "ailab.state", "lab": "sta)")),
               Catch::Contains("cut.json: The file is not valid JSON"));
    CHECK_THAT(messageOf(write("cut-scenario.json", "{\"schema\": \"ailab.scenario/1\",\n\"lab\"")),
               Catch::Contains("line 2"));
    CHECK_THAT(messageOf(write("newer.json", R"({"format": "ailab.state", "version": 5,
        "lab": "stack", "state": {}})")),
               Catch::Contains("version 5") && Catch::Contains("@/version"));
    CHECK_THAT(messageOf(dir.filePath("missing.json")), Catch::Contains("cannot read the file"));
}

TEST_CASE("desktop: File opens a scenario or a saved state into its lab", "[gui][app]")
{
    RealShell s;
    const QString scenario = s.dir.filePath("course.txt");
    REQUIRE(QFile::copy(kPreset, scenario));
    REQUIRE(s.window.files()->openFile(scenario));
    CHECK(s.window.host()->currentLabId() == "stack");

    REQUIRE(s.window.files()->openFile(kSavedFabric));
    CHECK(s.window.host()->currentLabId() == "fabric");
    // Saving again writes to the file it came from.
    CHECK(s.window.files()->currentStatePath() == kSavedFabric);
    CHECK(s.settings.recentFiles() == QStringList({QFileInfo(kSavedFabric).absoluteFilePath(),
                                                   QFileInfo(scenario).absoluteFilePath()}));
}

TEST_CASE("desktop: an activity, an incident and a class pack open where they belong",
          "[gui][app][pack]")
{
    RealShell s;
    const QString pack = QStringLiteral(AILAB_SOURCE_DIR "/examples/class-pack");
    // By content, whatever the name: an activity opens in its lab's pane, shown.
    const QString activity = s.dir.filePath("handout.json");
    REQUIRE(QFile::copy(pack + "/02-practice.json", activity));
    CHECK(LabDocument::read(activity).kind() == LabDocument::Kind::Activity);
    REQUIRE(s.window.files()->openFile(activity));
    CHECK(s.window.host()->currentLabId() == "fabric");
    auto* fabric = dynamic_cast<labs::TabbedLab*>(s.window.host()->currentLab());
    REQUIRE(fabric != nullptr);
    REQUIRE(fabric->activityPane()->activity() != nullptr);
    CHECK(fabric->activityPane()->activity()->id == "fabric-oversubscription");
    CHECK(fabric->activityPane()->isVisibleTo(&s.window));

    // An incident file runs in the operations lab's Incidents page.
    REQUIRE(s.window.files()->openFile(pack + "/03-flapping-link.json"));
    CHECK(s.window.host()->currentLabId() == "operations");
    auto* operations =
        dynamic_cast<labs::operations::OperationsLab*>(s.window.host()->currentLab());
    REQUIRE(operations != nullptr);
    CHECK(operations->incidentsPage()->isVisibleTo(&s.window));

    // A class pack, by its folder: its steps in order, each opening where it belongs.
    REQUIRE(s.window.files()->openFile(pack));
    auto* window = s.window.findChild<app::ClassPackWindow*>();
    REQUIRE(window != nullptr);
    CHECK(window->isVisible());
    // Beside the lab or over its right edge, not over the middle of the lab.
    CHECK_FALSE(window->frameGeometry().contains(s.window.frameGeometry().center()));
    REQUIRE(window->pack().items.size() == 4);
    CHECK(window->pack().items[3].kind == core::classroom::PackItemKind::Activity);
    window->openButton(0)->click();
    CHECK(s.window.host()->currentLabId() == "fabric");
    CHECK(s.window.host()->currentLab()->presets().size() > 0);
    CHECK(window->openStep(3));
    CHECK(fabric->activityPane()->isAssessment());
    CHECK(s.settings.recentFiles().contains(QFileInfo(pack).absoluteFilePath()));
    // A pack that names a file outside its folder is refused, naming the item.
    QDir(s.dir.path()).mkdir("bad-pack");
    {
        QFile manifest(s.dir.filePath("bad-pack/pack.json"));
        REQUIRE(manifest.open(QIODevice::WriteOnly));
        manifest.write(R"({"schema": "ailab.pack/1", "title": {"en": "x"},
                           "items": [{"file": "../handout.json"}]})");
    }
    QString error;
    QObject::connect(s.window.files(), &app::LabFiles::failed,
                     [&error](const QString&, const QString& message) { error = message; });
    CHECK_FALSE(s.window.files()->openFile(s.dir.filePath("bad-pack")));
    CHECK(error.contains("/items/0/file"));
    // Opening the activity opened the pane, which the settings remember: not for the tests
    // that follow in this run.
    QSettings().remove(QStringLiteral("activities/paneOpen"));
}

TEST_CASE("desktop: a file dropped on the window opens", "[gui][app]")
{
    Shell s;
    REQUIRE(s.window.openLab("beta"));
    const QString path = s.dir.filePath("dropped.json");
    app::StateFile::write(path, "alpha", QJsonObject{{"value", 41}});

    CHECK(dropOnWindow(s.window, {QUrl::fromLocalFile(path)}));
    CHECK(s.window.host()->currentLab() == s.alpha());
    CHECK(s.alpha()->value == 41);
    CHECK(s.takeError().isEmpty());

    // Two files, or what is not a local file, are not taken.
    CHECK_FALSE(dropOnWindow(s.window, {QUrl::fromLocalFile(path), QUrl::fromLocalFile(path)}));
    CHECK_FALSE(dropOnWindow(s.window, {QUrl(QStringLiteral("https://example.org/x.json"))}));

    // A dropped file that is not ours is refused with a message; the lab is unchanged.
    const QString other = s.write("other.json", "{\"numbers\": [1]}");
    CHECK(dropOnWindow(s.window, {QUrl::fromLocalFile(other)}));
    CHECK(s.takeError().contains("none of the files the program opens"));
    CHECK(s.alpha()->value == 41);
}

TEST_CASE("desktop: Open Recent lists the files, newest first, and drops a missing one",
          "[gui][app]")
{
    Shell s;
    REQUIRE(s.window.openLab("alpha"));
    const QString first = s.dir.filePath("first.ailab.json");
    const QString second = s.dir.filePath("second & more.ailab.json");
    s.alpha()->value = 1;
    REQUIRE(s.window.files()->saveState(first));
    s.alpha()->value = 2;
    REQUIRE(s.window.files()->saveState(second));
    CHECK(s.settings.recentFiles() == QStringList({second, first}));

    QMenu* menu = s.window.actions()->recentMenu();
    REQUIRE(menu);
    emit menu->aboutToShow();
    QList<QAction*> entries = menu->actions();
    REQUIRE(entries.size() == 2);
    CHECK(entries.at(0)->text() == "&1 second && more.ailab.json");
    CHECK(entries.at(1)->text() == "&2 first.ailab.json");
    CHECK(entries.at(1)->statusTip() == QDir::toNativeSeparators(first));

    entries.at(1)->trigger();
    CHECK(s.alpha()->value == 1);
    CHECK(s.settings.recentFiles() == QStringList({first, second}));

    // A file that is gone: a message, and it leaves the list.
    REQUIRE(QFile::remove(second));
    emit menu->aboutToShow();
    entries = menu->actions();
    REQUIRE(entries.size() == 2);
    entries.at(1)->trigger();
    CHECK(s.takeError().contains("no longer exists"));
    CHECK(s.settings.recentFiles() == QStringList({first}));
    CHECK(s.alpha()->value == 1);

    // At most eight, and an empty list says so.
    for (int i = 0; i < 12; ++i)
        s.settings.addRecentFile(s.dir.filePath(QStringLiteral("f%1.json").arg(i)));
    CHECK(s.settings.recentFiles().size() == app::AppSettings::kMaxRecentFiles);
    CHECK(s.settings.recentFiles().first().endsWith("f11.json"));
    for (const QString& path : s.settings.recentFiles())
        s.settings.removeRecentFile(path);
    emit menu->aboutToShow();
    REQUIRE(menu->actions().size() == 1);
    CHECK_FALSE(menu->actions().first()->isEnabled());
}

TEST_CASE("desktop: Open and Save start in the folder last used", "[gui][app]")
{
    Shell s;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString fallback = QFileInfo(documents).isDir() ? documents : QDir::homePath();
    CHECK(s.window.files()->startFolder() == fallback);

    REQUIRE(s.window.openLab("alpha"));
    REQUIRE(QDir(s.dir.path()).mkpath("work"));
    const QString work = s.dir.filePath("work");
    REQUIRE(s.window.files()->saveState(work + "/a.ailab.json"));
    CHECK(s.window.files()->startFolder() == work);
    // Opening from elsewhere moves it there, for Save too: one folder for both.
    const QString elsewhere = s.dir.filePath("b.ailab.json");
    app::StateFile::write(elsewhere, "alpha", QJsonObject{{"value", 5}});
    REQUIRE(s.window.files()->openState(elsewhere));
    CHECK(s.window.files()->startFolder() == s.dir.path());
    // A remembered folder that is gone is not offered.
    s.settings.setLastFolder(s.dir.filePath("gone"));
    CHECK(s.window.files()->startFolder() == fallback);
}

TEST_CASE("desktop: broken settings start with the defaults and say so", "[gui][app]")
{
    QTemporaryDir dir;
    const QString ini = dir.filePath("settings.ini");
    {
        QFile file(ini);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("[window]\ngeometry=12\nstate=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x5)\n"
                   "[session]\nlastLab=gamma\n"
                   "[view]\npresenterMode=banana\nfontScale=huge\n"

                   "[simulation]\ndefaultSpeed=warp\n"
                   "[files]\nlastFolder=@Variant(\\0\\0\\0\\x7f)\n");
    }
    QSettings stored(ini, QSettings::IniFormat);
    stored.setValue("general/language", "tlh");
    app::AppSettings settings(stored);
    const QStringList problems = settings.repair({"alpha", "beta"}, {"en", "de"});
    const QString all = problems.join('\n');
    INFO(all.toStdString());
    CHECK(all.contains("window/geometry"));
    CHECK(all.contains("there is no lab \"gamma\""));
    CHECK(all.contains("view/presenterMode"));
    CHECK(all.contains("view/fontScale"));
    CHECK(all.contains("the language \"tlh\" is not available"));
    CHECK(all.contains("simulation/defaultSpeed"));
    CHECK(settings.lastLab().isEmpty());
    CHECK_FALSE(settings.presenterMode());
    CHECK(settings.fontScale() == 1.0);
    CHECK(settings.language().isEmpty());
    CHECK(settings.defaultSpeed() == labs::SimDriver::Speed::Normal);
    // Once repaired, nothing more to say; good values are left alone.
    settings.setPresenterMode(true);
    settings.setLastLab("beta");
    CHECK(settings.repair({"alpha", "beta"}, {"en", "de"}).isEmpty());
    CHECK(settings.presenterMode());
    CHECK(settings.lastLab() == "beta");
}

TEST_CASE("desktop: a window saved off every screen comes back onto one", "[gui][app]")
{
    QByteArray offScreen;
    QTemporaryDir logs;
    {
        Shell s;
        s.window.show();
        s.window.setGeometry(40000, 30000, 900, 700);
        offScreen = s.window.saveGeometry();
    }
    Shell s;
    app::Logging logging(logs.path(), false);
    app::MainWindow window(s.registry, s.settings, s.appearance, logging);
    s.settings.setWindowGeometry(offScreen);
    s.settings.setLastLab("gamma");
    window.restoreSession();
    window.show();
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    CHECK(screen.intersects(window.frameGeometry()));
    CHECK(window.width() >= 320);
    CHECK(window.host()->currentLab() == nullptr); // the unknown last lab: home
    logging.appLogger()->flush();
    const QByteArray log = readFile(logging.filePath());
    CHECK(log.contains("there is no lab 'gamma'"));

    // A geometry that cannot be read at all.
    s.settings.setWindowGeometry("not a geometry");
    window.restoreSession();
    logging.appLogger()->flush();
    CHECK(readFile(logging.filePath()).contains("cannot be read"));
}

TEST_CASE("desktop: the window fits the screen it opens on, saved on a larger one or not at all",
          "[gui][app]")
{
    // Saved on an instructor's large monitor, opened on a projector's smaller screen.
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    QByteArray large;
    {
        Shell s;
        s.window.show();
        s.window.setGeometry(screen.left() + 10, screen.top() + 10, screen.width() + 600,
                             screen.height() + 400);
        large = s.window.saveGeometry();
    }
    Shell s;
    QTemporaryDir logs;
    app::Logging logging(logs.path(), false);
    app::MainWindow window(s.registry, s.settings, s.appearance, logging);
    s.settings.setWindowGeometry(large);
    window.restoreSession();
    window.show();
    INFO("window " << window.width() << "x" << window.height() << " on a screen of "
                   << screen.width() << "x" << screen.height());
    // No larger than the screen, and on it but for the window manager's frame.
    CHECK(window.width() <= screen.width());
    CHECK(window.height() <= screen.height());
    const QRect shown = screen.intersected(window.geometry());
    CHECK(shown.width() + 8 >= window.width());
    CHECK(shown.height() + 8 >= window.height());

    // Nothing saved: the default size (1280x800) on a smaller screen fits it too.
    Shell fresh;
    app::MainWindow first(fresh.registry, fresh.settings, fresh.appearance, logging);
    REQUIRE(fresh.settings.windowGeometry().isEmpty());
    first.restoreSession();
    first.show();
    CHECK(first.width() <= screen.width());
    CHECK(first.height() <= screen.height());
}

TEST_CASE("desktop: the registry lists every lab and builds none until it is opened",
          "[gui][app]")
{
    app::LabRegistry registry(app::builtInLabs());
    REQUIRE(registry.ids().size() == app::builtInLabIds().size());
    const std::vector<labs::LabInfo> infos = registry.infos();
    REQUIRE(infos.size() == std::size_t(registry.ids().size()));
    for (std::size_t i = 1; i < infos.size(); ++i)
        CHECK(infos[i - 1].order <= infos[i].order);
    CHECK(registry.builtCount() == 0);
    CHECK(registry.find(QStringLiteral("no-such-lab")) == nullptr);
    CHECK(registry.builtCount() == 0);
    const QString id = registry.ids().back();
    CHECK(registry.built(id) == nullptr);
    labs::Lab* lab = registry.find(id);
    REQUIRE(lab != nullptr);
    CHECK(registry.builtCount() == 1);
    CHECK(registry.find(id) == lab); // built once
    CHECK(registry.built(id) == lab);
    // The static description is the lab's own.
    CHECK(lab->info().id == id);
    CHECK(lab->info().title == infos.back().title);
}

TEST_CASE("desktop: the window starts on Home with no lab built", "[gui][app]")
{
    RealShell shell;
    shell.window.show();
    QCoreApplication::processEvents();
    CHECK(shell.registry.builtCount() == 0);
    // Opening one builds that one alone.
    REQUIRE(shell.window.openLab(shell.registry.ids().front()));
    CHECK(shell.registry.builtCount() == 1);
}
