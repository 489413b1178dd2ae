// The contract every lab keeps, run over every lab the shell ships (the labs that
// labs/CMakeLists.txt adds): a new lab gets all of it by being registered.
//   - at least three presets; each one loads, runs headless (core's registry) and in the lab;
//     the resources and the preset list agree;
//   - each mode opens and renders a picture that is not blank;
//   - save, restore (in the same lab, in a fresh one, and in one without a workspace yet)
//     and save again give the same text;
//   - Reset returns to the start state of every preset;
//   - a garbage state is refused with core::Error and changes nothing;
//   - every mode fits the width of 1020x690 at the normal font and of 1200x650 at 1.5x, and
//     fits 1020x690 whole at the normal font (in presenter mode a page may scroll downwards);
//   - a state saved by version 1 of the envelope still opens.
#include "app/lab_registry.h"
#include "app/state_file.h"
#include "core/error.h"
#include "core/models/model_registry.h"
#include "core/scenario/lab_ids.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/lab_page.h"
#include "labs/common/skeleton/saved_state.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/skeleton/tabbed_lab.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QDir>
#include <QDirIterator>
#include <QImage>
#include <QJsonArray>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <catch2/catch.hpp>
#include <memory>

using ailab::labs::Lab;
using ailab::labs::TabbedLab;
using ailab::tests::savedText;

namespace {

std::vector<std::unique_ptr<Lab>> everyLab()
{
    std::vector<std::unique_ptr<Lab>> out;
    for (const ailab::app::LabFactory& make : ailab::app::builtInLabFactories())
        out.push_back(make());
    return out;
}

// A lab with its workspace, as the shell holds it.
struct Opened
{
    ailab::tests::TestLabContext context;
    std::unique_ptr<Lab> lab;
    QWidget* workspace = nullptr;
    explicit Opened(std::unique_ptr<Lab> made)
        : lab(std::move(made))
        , workspace(lab->createWorkspace(context, nullptr))
    {
    }
};

TabbedLab& tabbed(Lab& lab)
{
    auto* t = dynamic_cast<TabbedLab*>(&lab);
    REQUIRE(t != nullptr); // every lab stands on the skeleton
    return *t;
}

bool isNonBlank(const QImage& image)
{
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 5) {
        for (int x = 0; x < image.width(); x += 5) {
            if (image.pixel(x, y) != first)
                return true;
        }
    }
    return false;
}

void stepSome(Lab& lab, int steps)
{
    for (int i = 0; i < steps; ++i)
        lab.driver()->step();
}

} // namespace

TEST_CASE("lab contract: every shipped lab is registered once, with a model in core",
          "[gui][contract]")
{
    const auto labs = everyLab();
    REQUIRE(labs.size() >= 4);
    QStringList ids;
    for (const auto& lab : labs) {
        const QString id = lab->info().id;
        INFO(id.toStdString());
        CHECK_FALSE(ids.contains(id));
        ids << id;
        CHECK(ailab::core::scenario::isKnownLab(id.toStdString()));
        CHECK(ailab::core::models::findModel(id.toStdString()) != nullptr);
        CHECK_FALSE(lab->info().title.isEmpty());
        CHECK_FALSE(lab->info().summary.isEmpty());
    }
}

TEST_CASE("lab contract: presets load, run headless and in the lab", "[gui][contract]")
{
    for (auto& made : everyLab()) {
        const QString id = made->info().id;
        INFO(id.toStdString());
        const QStringList presets = made->presets();
        CHECK(presets.size() >= 3);
        // The shipped resources and the preset list agree.
        QStringList resources;
        QDirIterator it(QStringLiteral(":/labs/%1/scenarios").arg(id));
        while (it.hasNext())
            resources << it.next();
        resources.sort();
        QStringList listed = presets;
        listed.sort();
        CHECK(resources == listed);

        Opened o(std::move(made));
        for (const QString& path : presets) {
            INFO(path.toStdString());
            const auto scenario = TabbedLab::readPreset(path);
            CHECK(scenario.lab == id.toStdString());
            CHECK_FALSE(scenario.title.empty());
            CHECK_NOTHROW(ailab::core::models::runScenario(scenario));
            REQUIRE_NOTHROW(o.lab->loadScenario(scenario));
            stepSome(*o.lab, 3);
            CHECK(o.lab->driver()->now() > 0.0);
        }
    }
}

TEST_CASE("lab contract: each mode opens and renders", "[gui][contract]")
{
    for (auto& made : everyLab()) {
        const QString id = made->info().id;
        Opened o(std::move(made));
        TabbedLab& lab = tabbed(*o.lab);
        QScrollArea host;
        host.setWidgetResizable(true);
        host.setWidget(o.workspace);
        host.resize(1280, 800);
        host.show();
        REQUIRE(lab.tabs()->count() == lab.modeIds().size());
        REQUIRE(lab.pages().size() == std::size_t(lab.modeIds().size()));
        for (int i = 0; i < lab.modeIds().size(); ++i) {
            const QString& mode = lab.modeIds().at(i);
            INFO(id.toStdString() << " " << mode.toStdString());
            CHECK(lab.pages().at(std::size_t(i))->pageId() == mode);
            CHECK_FALSE(lab.pages().at(std::size_t(i))->pageTitle().isEmpty());
            lab.setMode(mode);
            CHECK(lab.mode() == mode);
            CHECK(lab.tabs()->currentIndex() == i);
            QCoreApplication::processEvents();
            const QImage picture = lab.tabs()->currentWidget()->grab().toImage();
            CHECK_FALSE(picture.isNull());
            CHECK(isNonBlank(picture));
        }
        lab.setMode(QStringLiteral("no-such-mode"));
        CHECK(lab.mode() == lab.modeIds().last());
        host.takeWidget(); // the lab deletes its workspace
    }
}

TEST_CASE("lab contract: save, restore and save again give the same text", "[gui][contract]")
{
    const auto labs = everyLab();
    for (std::size_t n = 0; n < labs.size(); ++n) {
        const QString id = labs[n]->info().id;
        INFO(id.toStdString());
        Opened a(ailab::app::builtInLabFactories().at(n)());
        TabbedLab& lab = tabbed(*a.lab);
        // Away from the defaults: the second preset, some time played, the last mode.
        lab.loadScenario(TabbedLab::readPreset(lab.presets().at(1)));
        stepSome(lab, 5);
        lab.setMode(lab.modeIds().last());
        const QJsonObject state = lab.saveState();
        CHECK(state.value(QStringLiteral("format")).toString().toStdString() ==
              ailab::labs::labStateFormat(id.toStdString()));
        CHECK(state.value(QStringLiteral("version")).toInt() == ailab::labs::kLabStateVersion);
        const QString text = savedText(lab);

        lab.restoreState(state);
        CHECK(savedText(lab) == text);

        Opened b(ailab::app::builtInLabFactories().at(n)());
        b.lab->restoreState(state);
        CHECK(savedText(*b.lab) == text);

        // A state that arrives before the workspace exists waits for its pages.
        ailab::tests::TestLabContext context;
        std::unique_ptr<Lab> later = ailab::app::builtInLabFactories().at(n)();
        later->restoreState(state);
        CHECK(savedText(*later) == text);
        std::unique_ptr<QWidget> workspace(later->createWorkspace(context, nullptr));
        CHECK(savedText(*later) == text);
        CHECK(tabbed(*later).tabs()->currentIndex() == lab.modeIds().size() - 1);
        workspace.release(); // the lab deletes its workspace
    }
}

TEST_CASE("lab contract: Reset returns to the start state of every preset", "[gui][contract]")
{
    for (auto& made : everyLab()) {
        const QString id = made->info().id;
        Opened o(std::move(made));
        for (const QString& path : o.lab->presets()) {
            INFO(id.toStdString() << " " << path.toStdString());
            o.lab->loadScenario(TabbedLab::readPreset(path));
            const QString start = savedText(*o.lab);
            stepSome(*o.lab, 7);
            o.lab->driver()->reset();
            CHECK(o.lab->driver()->now() == 0.0);
            CHECK(savedText(*o.lab) == start);
        }
    }
}

TEST_CASE("lab contract: a garbage state is refused and changes nothing", "[gui][contract]")
{
    const auto labs = everyLab();
    for (std::size_t n = 0; n < labs.size(); ++n) {
        const QString id = labs[n]->info().id;
        Opened o(ailab::app::builtInLabFactories().at(n)());
        o.lab->loadScenario(TabbedLab::readPreset(o.lab->presets().at(1)));
        const QJsonObject good = o.lab->saveState();
        // A scenario of another lab, to put where this lab's belongs.
        const auto& others = ailab::core::models::modelRegistry();
        const auto other = std::find_if(others.begin(), others.end(), [&](const auto& entry) {
            return entry.lab != id.toStdString();
        });
        REQUIRE(other != others.end());
        const QJsonObject foreignScenario = ailab::labs::qtFromJson(
            ailab::core::scenario::scenarioToJsonValue(other->defaultScenario()));

        std::vector<std::pair<const char*, QJsonObject>> garbage;
        const auto with = [&good](const char* key, const QJsonValue& value) {
            QJsonObject g = good;
            g.insert(QLatin1String(key), value);
            return g;
        };
        const auto without = [&good](const char* key) {
            QJsonObject g = good;
            g.remove(QLatin1String(key));
            return g;
        };
        garbage.emplace_back("empty", QJsonObject{});
        garbage.emplace_back("another format", with("format", QStringLiteral("ailab.other-state")));
        garbage.emplace_back("a newer version", with("version", 99));
        garbage.emplace_back("a version as text", with("version", QStringLiteral("2")));
        garbage.emplace_back("an unknown mode", with("mode", QStringLiteral("dance")));
        garbage.emplace_back("an unknown field", with("hello", 1));
        garbage.emplace_back("no scenario", without("scenario"));
        garbage.emplace_back("a scenario that is text", with("scenario", QStringLiteral("x")));
        garbage.emplace_back("another lab's scenario", with("scenario", foreignScenario));
        garbage.emplace_back("pages that are a list", with("pages", QJsonArray{1, 2}));
        garbage.emplace_back("an unknown page",
                             with("pages", QJsonObject{{QStringLiteral("nope"), QJsonObject{}}}));
        QJsonObject badPage;
        badPage.insert(tabbed(*o.lab).modeIds().first(), 7);
        garbage.emplace_back("a page that is a number", with("pages", badPage));

        stepSome(*o.lab, 4);
        const QString before = savedText(*o.lab);
        for (const auto& [what, state] : garbage) {
            INFO(id.toStdString() << ": " << what);
            CHECK_THROWS_AS(o.lab->restoreState(state), ailab::core::Error);
            CHECK(savedText(*o.lab) == before);
        }
    }
}

TEST_CASE("lab contract: every mode fits the room the shell gives it", "[gui][contract]")
{
    // A 1280x800 window less the navigator and the time bar; in presenter mode the fonts
    // are 1.5x and the navigator collapses.
    struct Room
    {
        const char* name;
        double fontScale;
        QSize size;
    };
    const Room rooms[] = {{"normal", 1.0, QSize(1020, 690)}, {"presenter", 1.5, QSize(1200, 650)}};
    for (const Room& room : rooms) {
        ailab::tests::ScopedFontScale font(room.fontScale);
        for (auto& made : everyLab()) {
            const QString id = made->info().id;
            Opened o(std::move(made));
            TabbedLab& lab = tabbed(*o.lab);
            QScrollArea host;
            host.setWidgetResizable(true);
            host.setFrameShape(QFrame::NoFrame);
            host.setWidget(o.workspace);
            host.resize(room.size);
            host.show();
            // Every preset: each has its own texts and drawing (eight GPUs, 1,024 servers).
            for (int p = 0; p < lab.presets().size(); ++p) {
                lab.loadScenario(TabbedLab::readPreset(lab.presets().at(p)));
                stepSome(lab, 10);
                for (const QString& mode : lab.modeIds()) {
                    lab.setMode(mode);
                    QCoreApplication::processEvents();
                    const QSize minimum = o.workspace->minimumSizeHint();
                    INFO(room.name << " " << lab.presets().at(p).toStdString() << " "
                                   << mode.toStdString() << ": minimum " << minimum.width() << "x"
                                   << minimum.height());
                    CHECK(minimum.width() <= room.size.width());
                    CHECK_FALSE(host.horizontalScrollBar()->isVisible());
                    // Presenter mode's larger text may wrap the tabs and texts into more rows:
                    // the page then scrolls downwards, never sideways (a projector's rule).
                    if (room.fontScale == 1.0) {
                        CHECK(minimum.height() <= room.size.height());
                        CHECK_FALSE(host.verticalScrollBar()->isVisible());
                    }
                    ailab::tests::saveTestShot(&host, QStringLiteral("contract-%1-%2-%3-%4")
                                                          .arg(QLatin1String(room.name), id)
                                                          .arg(p)
                                                          .arg(mode));
                }
            }
            host.takeWidget(); // the lab deletes its workspace
        }
    }
}

TEST_CASE("lab contract: a state saved by version 1 still opens", "[gui][contract]")
{
    // Files the program saved before the envelope was shared (tests/labs/data/saved-v1):
    // the pages were "panels" in two labs, and "pages" or nothing in the others.
    const QDir dir(QStringLiteral(AILAB_SOURCE_DIR "/tests/labs/data/saved-v1"));
    for (auto& made : everyLab()) {
        const QString id = made->info().id;
        const QString path = dir.filePath(id + QStringLiteral(".ailab.json"));
        if (!QFile::exists(path))
            continue; // a lab born after version 2
        INFO(path.toStdString());
        const ailab::app::StateFile::Contents file = ailab::app::StateFile::read(path);
        REQUIRE(file.labId == id);
        const QJsonObject& old = file.state;
        REQUIRE(old.value(QStringLiteral("version")).toInt() == 1);
        Opened o(std::move(made));
        REQUIRE_NOTHROW(o.lab->restoreState(old));
        const QJsonObject now = o.lab->saveState();
        CHECK(now.value(QStringLiteral("version")).toInt() == ailab::labs::kLabStateVersion);
        CHECK(now.value(QStringLiteral("mode")) == old.value(QStringLiteral("mode")));
        CHECK(now.value(QStringLiteral("scenario")).toObject().value(QStringLiteral("title")) ==
              old.value(QStringLiteral("scenario")).toObject().value(QStringLiteral("title")));
        const QJsonValue oldPages = old.contains(QStringLiteral("panels"))
                                        ? old.value(QStringLiteral("panels"))
                                        : old.value(QStringLiteral("pages"));
        if (oldPages.isObject() && !oldPages.toObject().isEmpty())
            CHECK(now.value(QStringLiteral("pages")) == oldPages);
        // Every field of the old file but the envelope's is still saved, as it was.
        for (auto it = old.begin(); it != old.end(); ++it) {
            const QString key = it.key();
            if (key == QLatin1String("version") || key == QLatin1String("panels") ||
                key == QLatin1String("pages") || key == QLatin1String("scenario"))
                continue;
            INFO(key.toStdString());
            CHECK(now.value(key) == it.value());
        }
    }
}
