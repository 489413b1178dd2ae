// The activity pane beside every lab and the learner's progress (docs/architecture.md, "The
// lab skeleton", "Activity progress"): every shipped activity opens in its lab's pane; the
// model's own answer passes and a wrong one fails, checked through the pane on its worker;
// hints cost points; progress survives a new session and exports as CSV and PDF; a refused
// progress file is never written over; a bad activity file is refused naming the field; the
// pane speaks German; and it fits presenter mode at 1280x800 without clipping a text.
#include "app/app_settings.h"
#include "app/appearance.h"
#include "app/home_page.h"
#include "app/lab_card.h"
#include "app/lab_registry.h"
#include "app/logging.h"
#include "app/main_window.h"
#include "app/progress_panel.h"
#include "core/classroom/activity_reader.h"
#include "core/classroom/task_check.h"
#include "labs/common/activity/activity_library.h"
#include "labs/common/activity/activity_pane.h"
#include "labs/common/activity/activity_progress.h"
#include "labs/common/activity/activity_task_box.h"
#include "labs/common/activity/progress_export.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/skeleton/tabbed_lab.h"
#include "tests/labs/clipped_text.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolButton>
#include <catch2/catch.hpp>
#include <cmath>
#include <memory>

using namespace ailab;
using labs::ActivityPane;
using labs::ActivityProgress;
using labs::ActivityTaskBox;
using labs::TabbedLab;
namespace cls = core::classroom;

namespace {

// A lab context that keeps activity results where the test says.
class ProgressContext : public tests::TestLabContext
{
public:
    labs::ActivityProgress* activityProgress() override { return progress; }
    labs::ActivityProgress* progress = nullptr;
};

// One lab with its workspace and its activity pane, as the shell holds it.
struct OpenLab
{
    ProgressContext context;
    std::unique_ptr<labs::Lab> lab;
    QWidget* workspace = nullptr;

    explicit OpenLab(const QString& id, ActivityProgress* progress = nullptr)
    {
        context.progress = progress;
        for (const app::LabFactory& make : app::builtInLabFactories()) {
            auto made = make();
            if (made->info().id == id)
                lab = std::move(made);
        }
        REQUIRE(lab != nullptr);
        workspace = lab->createWorkspace(context, nullptr); // the lab deletes it
    }
    TabbedLab& tabbed() { return dynamic_cast<TabbedLab&>(*lab); }
    ActivityPane& pane()
    {
        REQUIRE(tabbed().activityPane() != nullptr);
        return *tabbed().activityPane();
    }
};

// The labs that ship activities, from the source tree: the resources must hold them all.
QStringList labsWithActivities()
{
    QStringList out;
    for (const app::LabFactory& make : app::builtInLabFactories()) {
        const QString id = make()->info().id;
        if (!QDir(QStringLiteral(AILAB_SOURCE_DIR "/labs/%1/activities")
                      .arg(QString(id).replace(QLatin1Char('-'), QLatin1Char('_'))))
                 .entryList({QStringLiteral("*.json")}, QDir::Files)
                 .isEmpty())
            out << id;
    }
    return out;
}

QStringList sourceActivityNames(const QString& labId)
{
    return QDir(QStringLiteral(AILAB_SOURCE_DIR "/labs/%1/activities")
                    .arg(QString(labId).replace(QLatin1Char('-'), QLatin1Char('_'))))
        .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

// Clicks the task's Check and waits for the pane's worker; whether the verdict passed.
bool check(ActivityPane& pane, ActivityTaskBox& box)
{
    QSignalSpy finished(&pane, &ActivityPane::checkFinished);
    REQUIRE(box.checkButton()->isEnabled());
    box.checkButton()->click();
    REQUIRE((!finished.isEmpty() || finished.wait(600'000)));
    REQUIRE(finished.first().at(0).toString() == box.taskId());
    return finished.first().at(1).toBool();
}

// The model's answer for a number task in the lab's current state, and one far off it.
struct NumberAnswers
{
    double right = 0;
    double wrong = 0;
};

NumberAnswers numberAnswers(const cls::Activity& activity, const cls::Task& task,
                            const TabbedLab& lab)
{
    const auto& number = std::get<cls::NumberTask>(task.check);
    const nlohmann::json run = cls::runState(activity, lab.editedScenario());
    const double right = cls::modelNumber(task, run);
    const double allowed =
        number.relative ? std::abs(right) * *number.relative : number.absolute.value_or(0.0);
    return {right, right + 2 * allowed + std::abs(right) + 1};
}

QString typed(double value)
{
    return QLocale().toString(value, 'g', 15);
}

QByteArray readAll(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

// The pane's open/closed setting, back to what it was after the test.
struct PaneSettingScope
{
    QVariant saved = QSettings().value(QStringLiteral("activities/paneOpen"));
    ~PaneSettingScope()
    {
        if (saved.isValid())
            QSettings().setValue(QStringLiteral("activities/paneOpen"), saved);
        else
            QSettings().remove(QStringLiteral("activities/paneOpen"));
    }
};

} // namespace

TEST_CASE("activity pane: every shipped activity opens in its lab's pane", "[gui][activity]")
{
    const QStringList ids = labsWithActivities();
    REQUIRE(ids.size() >= 7); // labs 01 to 07 ship theirs
    for (const QString& id : ids) {
        OpenLab o(id);
        ActivityPane& pane = o.pane();
        const QStringList shipped = pane.shippedActivities();
        QStringList names;
        for (const QString& path : shipped)
            names << QFileInfo(path).fileName();
        INFO(id.toStdString());
        CHECK(names == sourceActivityNames(id));
        for (const QString& path : shipped) {
            INFO(path.toStdString());
            REQUIRE(pane.startShipped(path));
            const cls::Activity* activity = pane.activity();
            REQUIRE(activity != nullptr);
            CHECK(QString::fromStdString(activity->lab) == id);
            // The lab now plays the activity's start, and the pane shows every task.
            CHECK(o.tabbed().editedScenario().title == activity->start.title);
            for (const cls::Task& task : activity->tasks)
                CHECK(pane.taskBox(QString::fromStdString(task.id)) != nullptr);
            CHECK(pane.score().earned == 0);
            CHECK(pane.message().isEmpty());
        }
    }
}

TEST_CASE("activity pane: the model's answer passes and a wrong one fails, for every task",
          "[gui][activity]")
{
    for (const QString& id : labsWithActivities()) {
        OpenLab o(id);
        ActivityPane& pane = o.pane();
        for (const QString& path : pane.shippedActivities()) {
            REQUIRE(pane.startShipped(path));
            const cls::Activity original = labs::ActivityLibrary::readShipped(path);
            const cls::Activity& activity = *pane.activity();
            for (const cls::Task& task : activity.tasks) {
                const QString taskId = QString::fromStdString(task.id);
                INFO(path.toStdString() << " " << task.id);
                ActivityTaskBox* box = pane.taskBox(taskId);
                REQUIRE(box != nullptr);
                if (std::holds_alternative<cls::NumberTask>(task.check)) {
                    const NumberAnswers answers = numberAnswers(activity, task, o.tabbed());
                    box->setNumberText(typed(answers.wrong));
                    CHECK_FALSE(check(pane, *box));
                    box->setNumberText(typed(answers.right));
                    CHECK(check(pane, *box));
                } else if (std::holds_alternative<cls::ChoiceTask>(task.check)) {
                    const std::string right = cls::modelChoice(
                        task, cls::runState(activity, o.tabbed().editedScenario()));
                    for (const cls::ChoiceOption& option :
                         std::get<cls::ChoiceTask>(task.check).options) {
                        if (option.id != right) {
                            REQUIRE(box->selectOption(QString::fromStdString(option.id)));
                            break;
                        }
                    }
                    CHECK_FALSE(check(pane, *box));
                    REQUIRE(box->selectOption(QString::fromStdString(right)));
                    CHECK(check(pane, *box));
                } else {
                    // The start misses the goal; the author's solution, as the learner's
                    // edits, meets it.
                    CHECK_FALSE(check(pane, *box));
                    CHECK(box->verdictLabel()->text().contains(QStringLiteral("your design gives"),
                                                               Qt::CaseInsensitive));
                    o.tabbed().loadScenario(cls::solutionState(
                        original,
                        std::get<cls::GoalTask>(
                            original.tasks.at(std::size_t(&task - activity.tasks.data())).check)));
                    CHECK(check(pane, *box));
                }
                CHECK(box->passed());
                CHECK_FALSE(box->checkButton()->isEnabled()); // a solved task keeps its answer
            }
            const cls::ActivityScore score = pane.score();
            CHECK(score.solved == int(activity.tasks.size()));
            CHECK(score.earned == score.possible);
        }
    }
}

TEST_CASE("activity pane: a goal that breaks a locked control fails, naming it", "[gui][activity]")
{
    OpenLab o(QStringLiteral("fabric"));
    ActivityPane& pane = o.pane();
    REQUIRE(
        pane.startShipped(QStringLiteral(":/labs/fabric/activities/fabric-oversubscription.json")));
    const cls::Activity& activity = *pane.activity();
    REQUIRE_FALSE(activity.lockedControls.empty());
    // The author's solution, with a locked control changed as well.
    core::scenario::Scenario state = cls::solutionState(
        activity, std::get<cls::GoalTask>(activity.findTask("under-40-ms")->check));
    state.model["fabric"]["nicGbps"] = 200;
    o.tabbed().loadScenario(state);
    ActivityTaskBox* box = pane.taskBox(QStringLiteral("under-40-ms"));
    REQUIRE(box != nullptr);
    CHECK_FALSE(check(pane, *box));
    CHECK(box->verdictLabel()->text().contains(QStringLiteral("/fabric/nicGbps")));
}

TEST_CASE("activity pane: a goal is checked on the learner's edits in the lab", "[gui][activity]")
{
    OpenLab o(QStringLiteral("fabric"));
    ActivityPane& pane = o.pane();
    REQUIRE(
        pane.startShipped(QStringLiteral(":/labs/fabric/activities/fabric-oversubscription.json")));
    ActivityTaskBox* box = pane.taskBox(QStringLiteral("under-40-ms"));
    REQUIRE(box != nullptr);
    QSpinBox* uplinks = nullptr;
    for (auto* spin : o.workspace->findChildren<QSpinBox*>()) {
        if (spin->accessibleName() == QStringLiteral("Uplinks per leaf-spine pair"))
            uplinks = spin;
    }
    REQUIRE(uplinks != nullptr);
    // More uplinks than needed meet the time, but the goal asks for the fewest.
    uplinks->setValue(6);
    CHECK_FALSE(check(pane, *box));
    CHECK(box->verdictLabel()->text().contains(QStringLiteral("meets the goal")));
    // The author's solution, set with the lab's own control.
    uplinks->setValue(4);
    CHECK(check(pane, *box));
}

TEST_CASE("activity pane: hints show their cost first and reduce the score", "[gui][activity]")
{
    QTemporaryDir dir;
    ActivityProgress progress(dir.filePath(QStringLiteral("progress.json")));
    OpenLab o(QStringLiteral("fabric"), &progress);
    ActivityPane& pane = o.pane();
    REQUIRE(
        pane.startShipped(QStringLiteral(":/labs/fabric/activities/fabric-oversubscription.json")));
    const cls::Activity& activity = *pane.activity();
    const cls::Task& task = activity.tasks.front();
    REQUIRE(!task.hints.empty());
    ActivityTaskBox* box = pane.taskBox(QString::fromStdString(task.id));
    REQUIRE(box != nullptr);
    const int cost = task.hints.front().cost;
    REQUIRE(cost > 0);
    // The price is on the button before the hint is taken.
    CHECK(box->hintButton()->text().contains(QString::number(cost)));
    box->hintButton()->click();
    CHECK(box->hintsTaken() == 1);
    CHECK(pane.score().earned == 0); // nothing is earned before the task is solved

    box->setNumberText(typed(numberAnswers(activity, task, o.tabbed()).right));
    REQUIRE(check(pane, *box));
    CHECK(pane.score().earned == task.points - cost);
    const auto kept =
        progress.result(QStringLiteral("fabric"), QString::fromStdString(activity.id));
    REQUIRE(kept.has_value());
    CHECK(kept->score == task.points - cost);
    CHECK(kept->solved == 1);
}

TEST_CASE("activity progress: kept across sessions, best score, CSV and PDF", "[gui][activity]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("data/progress.json"));
    {
        ActivityProgress progress(path);
        OpenLab o(QStringLiteral("fabric"), &progress);
        ActivityPane& pane = o.pane();
        REQUIRE(pane.startShipped(
            QStringLiteral(":/labs/fabric/activities/fabric-ring-allreduce.json")));
        const cls::Activity& activity = *pane.activity();
        for (const cls::Task& task : activity.tasks) {
            ActivityTaskBox* box = pane.taskBox(QString::fromStdString(task.id));
            box->setNumberText(typed(numberAnswers(activity, task, o.tabbed()).right));
            REQUIRE(check(pane, *box));
        }
        // A second attempt that solves one task: the best stays.
        REQUIRE(pane.startShipped(
            QStringLiteral(":/labs/fabric/activities/fabric-ring-allreduce.json")));
        const cls::Task& first = pane.activity()->tasks.front();
        ActivityTaskBox* box = pane.taskBox(QString::fromStdString(first.id));
        box->setNumberText(typed(numberAnswers(*pane.activity(), first, o.tabbed()).right));
        REQUIRE(check(pane, *box));
    }
    // A new session reads what the last one wrote.
    ActivityProgress restarted(path);
    CHECK(restarted.refusal().isEmpty());
    const auto result =
        restarted.result(QStringLiteral("fabric"), QStringLiteral("fabric-ring-allreduce"));
    REQUIRE(result.has_value());
    CHECK(result->tasks == 3);
    CHECK(result->solved == 1);
    CHECK(result->best == result->possible);
    CHECK(result->score < result->best);
    CHECK(restarted.labProgress(QStringLiteral("fabric")).tried == 1);
    CHECK(restarted.labProgress(QStringLiteral("fabric")).done ==
          0); // the last attempt is unfinished

    QTemporaryDir out;
    const QString csv = out.filePath(QStringLiteral("progress.csv"));
    REQUIRE(labs::ProgressExport::writeCsv(csv, restarted.results()));
    const QList<QByteArray> lines = readAll(csv).trimmed().split('\n');
    REQUIRE(lines.size() == 2);
    CHECK(lines.at(0).startsWith("lab,activity,title,score,possible,best"));
    CHECK(lines.at(1).startsWith("fabric,fabric-ring-allreduce,"));
    CHECK(lines.at(1).contains(QByteArray::number(result->best)));
    const QString pdf = out.filePath(QStringLiteral("progress.pdf"));
    REQUIRE(labs::ProgressExport::writePdf(pdf, restarted.results(),
                                           [](const QString& id) { return id; }));
    CHECK(readAll(pdf).startsWith("%PDF"));

    REQUIRE(restarted.reset());
    CHECK(ActivityProgress(path).results().empty());
}

TEST_CASE("activity progress: a damaged file is refused, named, and never written over",
          "[gui][activity]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("progress.json"));
    const auto write = [&](const QByteArray& bytes) {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
    };
    write(R"({"format": "ailab.activity-progress", "version": 1, "results": [)"
          R"({"lab": "fabric", "activity": "a", "title": "A", "score": "ten", "possible": 10,)"
          R"( "best": 10, "solved": 1, "tasks": 1, "updated": "2026-01-01T00:00:00Z"}]})");
    const QByteArray damaged = readAll(path);
    ActivityProgress progress(path);
    CHECK(progress.refusal().contains(QStringLiteral("progress.json")));
    CHECK(progress.refusal().contains(QStringLiteral("/results/0/score")));
    labs::ActivityResult result{
        QStringLiteral("fabric"), QStringLiteral("b"), QStringLiteral("B"), 5, 10, 0, 1, 2, {}};
    QString error;
    CHECK_FALSE(progress.record(result, &error));
    CHECK(error.contains(QStringLiteral("/results/0/score")));
    CHECK(
        progress.result(QStringLiteral("fabric"), QStringLiteral("b")).has_value()); // this session
    CHECK(readAll(path) == damaged);

    write("{ not json");
    CHECK_FALSE(ActivityProgress(path).refusal().isEmpty());
    // Reset is the learner's choice to start afresh: it writes over the damaged file.
    ActivityProgress resetting(path);
    REQUIRE(resetting.reset());
    CHECK(ActivityProgress(path).refusal().isEmpty());
}

TEST_CASE("activity pane: a bad activity file is refused naming the field, and changes nothing",
          "[gui][activity]")
{
    OpenLab o(QStringLiteral("fabric"));
    ActivityPane& pane = o.pane();
    REQUIRE(pane.startShipped(QStringLiteral(":/labs/fabric/activities/fabric-link-failure.json")));
    const std::string titleBefore = o.tabbed().editedScenario().title;

    QTemporaryDir dir;
    QByteArray text =
        readAll(QStringLiteral(":/labs/fabric/activities/fabric-oversubscription.json"));
    REQUIRE(text.contains("/allreduce/mean_time_s"));
    text.replace("/allreduce/mean_time_s", "/allreduce/gpu_temperature");
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    {
        QFile file(bad);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    CHECK_FALSE(pane.openActivityFile(bad));
    CHECK(pane.message().contains(QStringLiteral("bad.json")));
    CHECK(pane.message().contains(QStringLiteral("/figure")));
    CHECK(pane.message().contains(QStringLiteral("gpu_temperature")));
    CHECK(pane.activity()->id == "fabric-link-failure");
    CHECK(o.tabbed().editedScenario().title == titleBefore);

    // Another lab's activity, handed out as a file, is refused as well.
    const QString other = dir.filePath(QStringLiteral("stack.json"));
    QFile::copy(QStringLiteral(":/labs/stack/activities/stack-response-time.json"), other);
    CHECK_FALSE(pane.openActivityFile(other));
    CHECK(pane.message().contains(QStringLiteral("stack")));
    CHECK(pane.activity()->id == "fabric-link-failure");

    // A good handed-out file opens.
    const QString good = dir.filePath(QStringLiteral("good.json"));
    QFile::copy(QStringLiteral(":/labs/fabric/activities/fabric-oversubscription.json"), good);
    CHECK(pane.openActivityFile(good));
    CHECK(pane.activity()->id == "fabric-oversubscription");
}

TEST_CASE("activity pane: German texts and feedback", "[gui][activity]")
{
    tests::GermanForScope german;
    OpenLab o(QStringLiteral("stack"));
    ActivityPane& pane = o.pane();
    auto* start = pane.findChild<QPushButton*>(QStringLiteral("startActivity"));
    REQUIRE(start != nullptr);
    CHECK(start->text() == QStringLiteral("Starten"));
    CHECK(o.tabbed().workspace()->sidePaneToggle()->text() == QStringLiteral("Aktivitäten"));
    REQUIRE(
        pane.startShipped(QStringLiteral(":/labs/stack/activities/stack-congested-network.json")));
    const cls::Activity& activity = *pane.activity();
    const cls::Task& choice = activity.tasks.front();
    ActivityTaskBox* box = pane.taskBox(QString::fromStdString(choice.id));
    CHECK(box->checkButton()->text() == QStringLiteral("Prüfen"));
    const std::string right =
        cls::modelChoice(choice, cls::runState(activity, o.tabbed().editedScenario()));
    REQUIRE(box->selectOption(QString::fromStdString(right)));
    CHECK(box->optionBox()->currentText().toStdString() ==
          std::get<cls::ChoiceTask>(choice.check)
              .options.at(std::size_t(box->optionBox()->currentIndex() - 1))
              .text.in("de"));
    REQUIRE(check(pane, *box));
    // core's feedback, in German.
    cls::Verdict verdict;
    verdict.passed = true;
    verdict.modelFigure = right;
    const QString feedback = QString::fromStdString(cls::feedbackText(choice, verdict, "de"));
    CHECK(box->verdictLabel()->text().contains(feedback.toHtmlEscaped()));
    CHECK(box->verdictLabel()->text().contains(QStringLiteral("Richtig")));
    auto* score = pane.findChild<QLabel*>(QStringLiteral("activityScore"));
    CHECK(score->text().startsWith(QStringLiteral("Punkte")));
}

TEST_CASE("activity pane: open beside a lab at 1280x800, also in presenter mode, nothing clipped",
          "[gui][activity]")
{
    PaneSettingScope setting;
    // The room a 1280x800 window leaves a lab; in presenter mode the fonts are 1.5x and the
    // lab list collapses.
    struct Room
    {
        const char* name;
        double fontScale;
        QSize size;
    };
    for (const Room& room :
         {Room{"normal", 1.0, QSize(1020, 690)}, Room{"presenter", 1.5, QSize(1200, 650)}}) {
        tests::ScopedFontScale font(room.fontScale);
        for (const QString& id : {QStringLiteral("fabric"), QStringLiteral("storage")}) {
            OpenLab o(id);
            o.tabbed().setPresenterMode(room.fontScale > 1.0);
            QScrollArea host;
            host.setWidgetResizable(true);
            host.setFrameShape(QFrame::NoFrame);
            host.setWidget(o.workspace);
            host.resize(room.size);
            host.show();
            labs::LabWorkspace& workspace = *o.tabbed().workspace();
            CHECK_FALSE(workspace.isSidePaneOpen());
            workspace.sidePaneToggle()->click();
            REQUIRE(workspace.isSidePaneOpen());
            CHECK(QSettings().value(QStringLiteral("activities/paneOpen")).toBool()); // remembered
            ActivityPane& pane = o.pane();
            REQUIRE(pane.startShipped(pane.shippedActivities().value(0)));
            for (int i = 0; i < 3; ++i)
                QCoreApplication::processEvents(); // the layouts settle
            INFO(room.name << " " << id.toStdString() << ", pane "
                           << (workspace.isSidePaneBeside() ? "beside" : "under") << " the lab");
            CHECK(pane.isVisible());
            // Never sideways: where the lab and the pane do not fit side by side, the pane
            // goes under the lab and the page scrolls downwards.
            CHECK_FALSE(host.horizontalScrollBar()->isVisible());
            // The lab stays usable: its tabs keep the width they need.
            CHECK(o.tabbed().tabs()->isVisible());
            CHECK(o.tabbed().tabs()->width() >= o.tabbed().tabs()->minimumSizeHint().width());
            const QStringList clipped = tests::clippedTexts(&pane);
            INFO(clipped.join(QLatin1Char('\n')).toStdString());
            CHECK(clipped.isEmpty());
            tests::saveTestShot(
                &host, QStringLiteral("activity-pane-%1-%2").arg(QLatin1String(room.name), id));
            tests::saveTestShot(
                &pane,
                QStringLiteral("activity-pane-%1-%2-pane").arg(QLatin1String(room.name), id));
            workspace.sidePaneToggle()->click();
            CHECK_FALSE(pane.isVisible());
            host.takeWidget();
        }
    }
}

TEST_CASE("home page: the learner's progress on the page and on each lab card", "[gui][activity]")
{
    QTemporaryDir dir;
    QSettings stored{dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
    app::AppSettings settings{stored};
    app::Appearance appearance;
    app::Logging logging{QString(), false};
    app::LabRegistry registry{app::builtInLabs()};
    ActivityProgress progress(dir.filePath(QStringLiteral("progress.json")));
    app::MainWindow window{registry, settings, appearance, logging, &progress};
    app::HomePage* home = window.homePage();
    REQUIRE(home->progressPanel() != nullptr);
    app::LabCard* fabric = home->labCard(QStringLiteral("fabric"));
    REQUIRE(fabric != nullptr);
    CHECK(fabric->progressText().isEmpty());

    REQUIRE(progress.record({QStringLiteral("fabric"),
                             QStringLiteral("fabric-oversubscription"),
                             QStringLiteral("2:1 oversubscription"),
                             27,
                             40,
                             0,
                             3,
                             3,
                             {}}));
    CHECK(fabric->progressText().contains(QStringLiteral("1 of 1")));
    CHECK(fabric->progressText().contains(QStringLiteral("27 of 40")));
    CHECK(home->labCard(QStringLiteral("stack"))->progressText().isEmpty());
    CHECK(
        home->progressPanel()->summary()->text().contains(QStringLiteral("2:1 oversubscription")));

    const QString csv = dir.filePath(QStringLiteral("out.csv"));
    REQUIRE(home->progressPanel()->exportCsv(csv));
    CHECK(
        readAll(csv).contains("fabric,fabric-oversubscription,2:1 oversubscription,27,40,27,3,3,"));
    const QString pdf = dir.filePath(QStringLiteral("out.pdf"));
    REQUIRE(home->progressPanel()->exportPdf(pdf));
    CHECK(readAll(pdf).startsWith("%PDF"));

    REQUIRE(home->progressPanel()->resetProgress());
    CHECK(fabric->progressText().isEmpty());
}
