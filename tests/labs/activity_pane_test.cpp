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
#include "core/classroom/assessment_result.h"
#include "core/classroom/task_check.h"
#include "core/classroom/activity_writer.h"
#include "labs/common/activity/activity_editor.h"
#include "labs/common/activity/activity_library.h"
#include "labs/common/activity/activity_pane.h"
#include "labs/common/activity/activity_progress.h"
#include "labs/common/activity/activity_task_box.h"
#include "labs/common/activity/class_results_dialog.h"
#include "labs/common/activity/progress_export.h"
#include "labs/common/activity/task_editor.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/skeleton/model_controls.h"
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
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QCheckBox>
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

// A shipped activity as a handed-out file that asks for assessment mode.
QString assessmentFile(const QTemporaryDir& dir, const QString& shipped, int timeLimitMinutes,
                       bool showVerdicts = false)
{
    nlohmann::json document = nlohmann::json::parse(readAll(shipped).toStdString());
    document["id"] = document["id"].get<std::string>() + "-assessed";
    document["assessment"] = {{"timeLimitMinutes", timeLimitMinutes},
                              {"showVerdicts", showVerdicts}};
    const QString path = dir.filePath(QStringLiteral("assessment.json"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(document.dump()));
    return path;
}

cls::AssessmentResult readResult(const QString& path)
{
    return cls::parseResultCsv(readAll(path).toStdString(), path.toStdString());
}

// The pane's open/closed setting, back to what it was after the test.
struct PaneSettingScope
{
    QVariant saved = QSettings().value(QStringLiteral("activities/paneOpen"));
    // Each test starts from a closed pane, whatever the user's settings hold.
    PaneSettingScope() { QSettings().setValue(QStringLiteral("activities/paneOpen"), false); }
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
    REQUIRE(ids.size() >= 9); // labs 01 to 09 ship theirs
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

TEST_CASE("activity pane: a capstone goal is checked on the design as the learner edits it",
          "[gui][activity]")
{
    OpenLab o(QStringLiteral("capstone"));
    ActivityPane& pane = o.pane();
    REQUIRE(pane.startShipped(
        QStringLiteral(":/labs/capstone/activities/capstone-storage-starved.json")));
    ActivityTaskBox* box = pane.taskBox(QStringLiteral("just-enough-storage"));
    REQUIRE(box != nullptr);
    QSpinBox* dataServers = nullptr;
    for (auto* spin : o.workspace->findChildren<QSpinBox*>()) {
        if (spin->accessibleName() == QStringLiteral("Storage data servers"))
            dataServers = spin;
    }
    REQUIRE(dataServers != nullptr);
    CHECK(dataServers->value() == 2);
    // The start's two data servers leave the GPUs waiting.
    CHECK_FALSE(check(pane, *box));
    // More data servers than needed keep the GPUs busy, but the goal asks for the fewest.
    dataServers->setValue(5);
    CHECK_FALSE(check(pane, *box));
    CHECK(box->verdictLabel()->text().contains(QStringLiteral("meets the goal")));
    // The author's solution, set with the design page's own control.
    dataServers->setValue(3);
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
    CHECK(lines.at(0).startsWith("kind,lab,activity,title,score,possible,best"));
    CHECK(lines.at(1).startsWith("activity,fabric,fabric-ring-allreduce,"));
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

TEST_CASE("assessment: name, no hints, answers locked once submitted, result files on hand-in",
          "[gui][activity][assessment]")
{
    QTemporaryDir dir;
    ActivityProgress progress(dir.filePath(QStringLiteral("progress.json")));
    OpenLab o(QStringLiteral("stack"), &progress);
    ActivityPane& pane = o.pane();
    const QString results = dir.filePath(QStringLiteral("results"));
    pane.setResultsFolder(results);
    REQUIRE(pane.openActivityFile(assessmentFile(
        dir, QStringLiteral(":/labs/stack/activities/stack-storage-starvation.json"), 0)));
    CHECK(pane.isAssessment());
    CHECK_FALSE(pane.isAssessing());
    // No task before the learner has given their name.
    CHECK(pane.taskBox(QStringLiteral("limiting-layer")) == nullptr);
    CHECK_FALSE(pane.beginAssessment(QStringLiteral("   ")));
    CHECK(pane.message().contains(QStringLiteral("empty")));
    auto* name = pane.findChild<QLineEdit*>(QStringLiteral("learnerName"));
    REQUIRE(name != nullptr);
    name->setText(QStringLiteral("Ada Lovelace"));
    pane.findChild<QPushButton*>(QStringLiteral("beginAssessment"))->click();
    REQUIRE(pane.isAssessing());
    // The attempt is on file from its start.
    const QString csv = pane.resultFile();
    REQUIRE(QFileInfo::exists(csv));
    CHECK(readResult(csv).end == cls::AssessmentEnd::InProgress);
    CHECK(readResult(csv).learner == "Ada Lovelace");
    // Another activity cannot start until the learner hands in.
    CHECK_FALSE(pane.findChild<QPushButton*>(QStringLiteral("startActivity"))->isEnabled());
    CHECK_FALSE(pane.startShipped(pane.shippedActivities().first()));
    CHECK(pane.message().contains(QStringLiteral("Hand in")));

    const cls::Activity& activity = *pane.activity();
    const nlohmann::json run = cls::runState(activity, o.tabbed().editedScenario());
    // A right choice, submitted: locked, and not said to be right.
    const cls::Task& choice = activity.tasks.at(0);
    ActivityTaskBox* choiceBox = pane.taskBox(QString::fromStdString(choice.id));
    REQUIRE(choiceBox != nullptr);
    CHECK_FALSE(choiceBox->hintButton()->isVisible());
    CHECK(choiceBox->checkButton()->text() == QStringLiteral("Submit"));
    REQUIRE(choiceBox->selectOption(QString::fromStdString(cls::modelChoice(choice, run))));
    check(pane, *choiceBox);
    CHECK(choiceBox->submitted());
    CHECK_FALSE(choiceBox->checkButton()->isEnabled());
    CHECK_FALSE(choiceBox->optionBox()->isEnabled());
    CHECK(choiceBox->verdictLabel()->text().contains(QStringLiteral("Answer submitted")));
    CHECK_FALSE(choiceBox->verdictLabel()->text().contains(QStringLiteral("Right")));
    CHECK_FALSE(pane.findChild<QLabel*>(QStringLiteral("activityScore"))
                    ->text()
                    .contains(QStringLiteral("points")));
    // A wrong number, submitted.
    const cls::Task& number = activity.tasks.at(1);
    ActivityTaskBox* numberBox = pane.taskBox(QString::fromStdString(number.id));
    numberBox->setNumberText(typed(numberAnswers(activity, number, o.tabbed()).wrong));
    check(pane, *numberBox);
    CHECK(numberBox->numberBox()->isReadOnly());
    cls::AssessmentResult onFile = readResult(csv);
    CHECK(onFile.tasks.at(0).answered);
    CHECK(onFile.tasks.at(0).passed);
    CHECK(onFile.tasks.at(1).answered);
    CHECK_FALSE(onFile.tasks.at(1).passed);
    CHECK_FALSE(onFile.tasks.at(2).answered);

    // Hand in: asked once more, in the pane.
    pane.handInButton()->click();
    auto* yes = pane.findChild<QPushButton*>(QStringLiteral("confirmHandInYes"));
    REQUIRE(yes->isVisibleTo(&pane));
    yes->click();
    CHECK_FALSE(pane.isAssessing());
    onFile = readResult(csv);
    CHECK(onFile.end == cls::AssessmentEnd::HandedIn);
    CHECK(onFile.earned() == choice.points);
    CHECK(onFile.possible() == 3 * 10 + 10); // two tasks of 10, the goal of 20
    CHECK(QFileInfo(QString(csv).replace(QStringLiteral(".csv"), QStringLiteral(".pdf"))).size() >
          1000);
    ActivityTaskBox* goalBox = pane.taskBox(QString::fromStdString(activity.tasks.at(2).id));
    CHECK_FALSE(goalBox->checkButton()->isEnabled());
    CHECK(goalBox->verdictLabel()->text().contains(QStringLiteral("Not answered")));
    // Over now: each submitted answer says whether it was right.
    CHECK(choiceBox->verdictLabel()->text().contains(QStringLiteral("Right")));
    CHECK(numberBox->verdictLabel()->text().contains(QStringLiteral("Not right")));
    CHECK(pane.findChild<QLabel*>(QStringLiteral("assessmentSummary"))
              ->text()
              .contains(QStringLiteral("%1 of %2 points").arg(onFile.earned()).arg(onFile.possible())));
    // The learner's progress has the attempt; other activities open again.
    CHECK(progress.result(QStringLiteral("stack"), QString::fromStdString(activity.id))->score ==
          onFile.earned());
    CHECK(pane.findChild<QPushButton*>(QStringLiteral("startActivity"))->isEnabled());
    // A copy for a USB stick.
    const QString stick = dir.filePath(QStringLiteral("stick"));
    CHECK(pane.saveResultCopy(stick));
    CHECK(readResult(QDir(stick).filePath(QFileInfo(csv).fileName())).end ==
          cls::AssessmentEnd::HandedIn);
}

TEST_CASE("assessment: the time limit ends it, a check under way still counts",
          "[gui][activity][assessment]")
{
    QTemporaryDir dir;
    OpenLab o(QStringLiteral("stack"));
    ActivityPane& pane = o.pane();
    pane.setResultsFolder(dir.filePath(QStringLiteral("results")));
    QDateTime now = QDateTime(QDate(2026, 12, 7), QTime(9, 15), Qt::UTC);
    pane.setClock([&now] { return now; });
    REQUIRE(pane.openActivityFile(assessmentFile(
        dir, QStringLiteral(":/labs/stack/activities/stack-storage-starvation.json"), 1, true)));
    REQUIRE(pane.beginAssessment(QStringLiteral("Bob")));
    auto* clock = pane.findChild<QLabel*>(QStringLiteral("assessmentClock"));
    CHECK(clock->text().startsWith(QStringLiteral("Bob")));
    CHECK(clock->text().endsWith(QStringLiteral("1:00")));
    now = now.addSecs(35);
    pane.updateClock();
    CHECK(clock->text().endsWith(QStringLiteral("0:25")));
    // showVerdicts: a submitted answer says whether it was right.
    const cls::Activity& activity = *pane.activity();
    const cls::Task& choice = activity.tasks.at(0);
    ActivityTaskBox* choiceBox = pane.taskBox(QString::fromStdString(choice.id));
    REQUIRE(choiceBox->selectOption(QString::fromStdString(
        cls::modelChoice(choice, cls::runState(activity, o.tabbed().editedScenario())))));
    check(pane, *choiceBox);
    CHECK(choiceBox->verdictLabel()->text().contains(QStringLiteral("Right")));
    // The time runs out while the goal is being checked: the check's answer still counts.
    ActivityTaskBox* goalBox = pane.taskBox(QString::fromStdString(activity.tasks.at(2).id));
    QSignalSpy finished(&pane, &ActivityPane::checkFinished);
    goalBox->checkButton()->click();
    now = now.addSecs(40);
    pane.updateClock();
    REQUIRE((!finished.isEmpty() || finished.wait(600'000)));
    CHECK_FALSE(pane.isAssessing());
    const cls::AssessmentResult r = readResult(pane.resultFile());
    CHECK(r.end == cls::AssessmentEnd::TimeUp);
    CHECK(r.secondsUsed == 60);
    CHECK(r.tasks.at(2).answered); // the goal, submitted as the time ran out
    CHECK_FALSE(r.tasks.at(1).answered);
    CHECK(pane.taskBox(QString::fromStdString(activity.tasks.at(1).id))
              ->numberBox()
              ->isReadOnly());
}

TEST_CASE("assessment: the instructor sees a folder of result files as one table",
          "[gui][activity][assessment]")
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("class"));
    OpenLab o(QStringLiteral("stack"));
    ActivityPane& pane = o.pane();
    pane.setResultsFolder(folder);
    const QString file = assessmentFile(
        dir, QStringLiteral(":/labs/stack/activities/stack-storage-starvation.json"), 0);
    // Two learners: one answers the first task right, the other hands in at once.
    for (const QString& learner : {QStringLiteral("Ada"), QStringLiteral("=Bob")}) {
        REQUIRE(pane.openActivityFile(file));
        REQUIRE(pane.beginAssessment(learner));
        if (learner == QStringLiteral("Ada")) {
            const cls::Activity& activity = *pane.activity();
            const cls::Task& choice = activity.tasks.at(0);
            ActivityTaskBox* box = pane.taskBox(QString::fromStdString(choice.id));
            REQUIRE(box->selectOption(QString::fromStdString(
                cls::modelChoice(choice, cls::runState(activity, o.tabbed().editedScenario())))));
            check(pane, *box);
        }
        pane.handIn();
        REQUIRE_FALSE(pane.isAssessing());
    }
    {
        QFile bad(QDir(folder).filePath(QStringLiteral("tampered.csv")));
        REQUIRE(bad.open(QIODevice::WriteOnly));
        bad.write("learner,activity\r\nEve,quiz\r\n");
    }
    labs::ClassResultsDialog dialog;
    REQUIRE(dialog.openFolder(folder));
    QTableWidget* table = dialog.table();
    REQUIRE(table->rowCount() == 3); // two learners and the "solved by" row
    CHECK(table->item(0, 0)->text() == QStringLiteral("=Bob"));
    CHECK(table->item(1, 0)->text() == QStringLiteral("Ada"));
    CHECK(table->item(1, 2)->text() == QStringLiteral("10 of 40"));
    CHECK(table->item(1, 6)->text().startsWith(QStringLiteral("✔")));
    CHECK(table->item(0, 6)->text().contains(QStringLiteral("not answered")));
    CHECK(table->item(2, 6)->text() == QStringLiteral("1 of 2"));
    CHECK(dialog.refusedLabel()->isVisibleTo(&dialog));
    CHECK(dialog.refusedLabel()->text().contains(QStringLiteral("tampered.csv")));
    CHECK(dialog.refusedLabel()->text().contains(QStringLiteral("not an assessment result")));
    // Saved as CSV, a learner's name never becomes a spreadsheet formula.
    const QByteArray csv = dialog.csv();
    CHECK(csv.contains("'=Bob"));
    CHECK(dialog.saveCsv(dir.filePath(QStringLiteral("class.csv"))));
    CHECK_FALSE(dialog.openFolder(dir.filePath(QStringLiteral("missing"))));
}

TEST_CASE("activity editor: an activity made from the lab's state, validated, previewed, saved",
          "[gui][activity][editor]")
{
    QTemporaryDir dir;
    OpenLab o(QStringLiteral("fabric"));
    ActivityPane& pane = o.pane();
    // The author's own state of the lab: three uplinks.
    core::scenario::Scenario state =
        TabbedLab::readPreset(QStringLiteral(":/labs/fabric/scenarios/oversubscription-2to1.json"));
    state.model["fabric"]["uplinks"] = 3;
    o.tabbed().loadScenario(state);
    pane.findChild<QPushButton*>(QStringLiteral("makeActivity"))->click();
    labs::ActivityEditor* editor = pane.editor();
    REQUIRE(editor != nullptr);
    CHECK(editor->activity().start.model["fabric"]["uplinks"] == 3);
    // No task yet: the reader says so, naming the field.
    CHECK_FALSE(editor->validateAndShow());
    CHECK(editor->statusLabel()->text().contains(QStringLiteral("/instruction")));

    editor->idEdit()->setText(QStringLiteral("three-uplinks"));
    editor->titleEdit("en")->setText(QStringLiteral("Three uplinks"));
    editor->titleEdit("de")->setText(QStringLiteral("Drei Uplinks"));
    editor->instructionEdit("en")->setPlainText(QStringLiteral("Measure the all-reduce."));
    editor->addNumberTask();
    labs::TaskEditor* task = editor->taskEditor();
    task->promptEdit("en")->setText(QStringLiteral("How long does the all-reduce take?"));
    const int figure = task->figureBox()->findData(QStringLiteral("/allreduce/mean_time_s"));
    REQUIRE(figure >= 0);
    task->figureBox()->setCurrentIndex(figure);
    // The figure's value in the author's state, from the model, beside the choice.
    CHECK(task->figureValueLabel()->text().startsWith(QStringLiteral("In the start:")));
    task->unitEdit()->setText(QStringLiteral("ms"));
    task->toleranceBox()->setValue(0.03);
    // A hint that costs more than the task is worth is refused, naming the field.
    task->hintTable()->insertRow(0);
    task->hintTable()->setItem(0, 0, new QTableWidgetItem(QStringLiteral("Look at the tile.")));
    task->hintTable()->setItem(0, 2, new QTableWidgetItem(QStringLiteral("15")));
    emit task->edited();
    CHECK_FALSE(editor->validateAndShow());
    CHECK(editor->statusLabel()->text().contains(QStringLiteral("/tasks/0/hints/0/cost")));
    task->hintTable()->item(0, 2)->setText(QStringLiteral("3"));
    // Lock the spines.
    QTableWidget* controls = editor->controlTable();
    for (int row = 0; row < controls->rowCount(); ++row) {
        if (controls->item(row, 0)->text() == QStringLiteral("/fabric/spines"))
            controls->item(row, 2)->setCheckState(Qt::Checked);
    }
    CHECK(editor->validateAndShow());
    cls::Activity made = editor->activity();
    CHECK(made.lockedControls == std::vector<std::string>{"/fabric/spines"});
    REQUIRE(made.tasks.size() == 1);
    CHECK(made.tasks[0].hints.at(0).cost == 3);

    // Previewed as a learner meets it, in the lab's own pane; the model's answer passes.
    REQUIRE(editor->preview());
    REQUIRE(pane.activity() != nullptr);
    CHECK(pane.activity()->id == "three-uplinks");
    ActivityTaskBox* box = pane.taskBox(QStringLiteral("task-1"));
    REQUIRE(box != nullptr);
    box->setNumberText(typed(numberAnswers(*pane.activity(), pane.activity()->tasks[0],
                                           o.tabbed())
                                 .right));
    CHECK(check(pane, *box));

    // Saved, it is a file the program opens as it is.
    const QString path = dir.filePath(QStringLiteral("three-uplinks.json"));
    QString error;
    REQUIRE(editor->saveTo(path, &error));
    const cls::Activity saved = cls::loadActivityFile(path.toStdString());
    CHECK(cls::activityText(saved) == cls::activityText(made));
    CHECK(saved.start.model["fabric"]["uplinks"] == 3);
    // An invalid activity is not saved.
    editor->idEdit()->setText(QStringLiteral("Not an id"));
    CHECK_FALSE(editor->saveTo(dir.filePath(QStringLiteral("bad.json")), &error));
    CHECK(error.contains(QStringLiteral("/id")));
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("bad.json"))));
}

TEST_CASE("activity editor: every shipped activity opens and saves unchanged",
          "[gui][activity][editor]")
{
    QTemporaryDir dir;
    for (const QString& id : labsWithActivities()) {
        OpenLab o(id);
        labs::ActivityEditor* editor = o.pane().openEditor();
        REQUIRE(editor != nullptr);
        for (const QString& resource : o.pane().shippedActivities()) {
            INFO(resource.toStdString());
            const QString copy = dir.filePath(QFileInfo(resource).fileName());
            QFile::remove(copy);
            REQUIRE(QFile::copy(resource, copy));
            QString error;
            REQUIRE(editor->openFile(copy, &error));
            // Walk through every task's form: showing a task must not change it.
            for (int i = 0; i < editor->taskList()->count(); ++i)
                editor->selectTask(i);
            const QString saved = dir.filePath(QStringLiteral("saved.json"));
            INFO(editor->validate().toStdString());
            REQUIRE(editor->saveTo(saved, &error));
            CHECK(cls::activityText(cls::loadActivityFile(saved.toStdString())) ==
                  cls::activityText(cls::loadActivityFile(copy.toStdString())));
        }
        editor->close();
    }
}

TEST_CASE("activity pane: an activity's locked and hidden controls are the lab's own widgets",
          "[gui][activity]")
{
    OpenLab o(QStringLiteral("fabric"));
    ActivityPane& pane = o.pane();
    QWidget* nicSpeed = nullptr;
    QWidget* ecmp = nullptr;
    QWidget* spines = nullptr;
    for (QWidget* w : o.workspace->findChildren<QWidget*>()) {
        if (w->accessibleName() == QStringLiteral("Server port speed"))
            nicSpeed = w;
        if (w->accessibleName() == QStringLiteral("Load balancing"))
            ecmp = w;
        if (w->accessibleName() == QStringLiteral("Spine switches"))
            spines = w;
    }
    REQUIRE(nicSpeed != nullptr);
    REQUIRE(ecmp != nullptr);
    REQUIRE(spines != nullptr);
    CHECK(labs::modelControlOf(nicSpeed) == QStringLiteral("/fabric/nicGbps"));
    // It locks the port speeds and hides load balancing ("/ecmp" and all under it).
    REQUIRE(
        pane.startShipped(QStringLiteral(":/labs/fabric/activities/fabric-oversubscription.json")));
    CHECK_FALSE(nicSpeed->isEnabled());
    CHECK(nicSpeed->toolTip().contains(QStringLiteral("keeps this setting")));
    CHECK(ecmp->isHidden());
    CHECK(spines->isEnabled());
    // The next activity locks nothing: everything is back.
    REQUIRE(pane.startShipped(QStringLiteral(":/labs/fabric/activities/fabric-link-failure.json")));
    CHECK(nicSpeed->isEnabled());
    CHECK_FALSE(ecmp->isHidden());
}

TEST_CASE("activity pane: a learner who gives up on a goal sees the author's solution in the lab",
          "[gui][activity]")
{
    OpenLab o(QStringLiteral("fabric"));
    ActivityPane& pane = o.pane();
    REQUIRE(
        pane.startShipped(QStringLiteral(":/labs/fabric/activities/fabric-oversubscription.json")));
    ActivityTaskBox* box = pane.taskBox(QStringLiteral("under-40-ms"));
    REQUIRE(box != nullptr);
    REQUIRE(box->solutionButton() != nullptr);
    CHECK(pane.taskBox(QStringLiteral("ratio"))->solutionButton() == nullptr); // goals only
    const auto& goal = std::get<cls::GoalTask>(pane.activity()->findTask("under-40-ms")->check);
    box->solutionButton()->click();
    // The lab holds the solution now; the task is closed and earns nothing.
    for (const cls::ControlChange& change : goal.solution)
        CHECK(o.tabbed().editedScenario().model.at(nlohmann::json::json_pointer(change.control)) ==
              change.value);
    CHECK(box->verdictLabel()->text().contains(QString::fromStdString(goal.solution[0].control)));
    CHECK_FALSE(box->checkButton()->isEnabled());
    CHECK_FALSE(box->solutionButton()->isVisible());
    CHECK(pane.score().earned == 0);
}
