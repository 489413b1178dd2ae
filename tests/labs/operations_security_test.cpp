// The operations lab's security and isolation page (labs/operations/panels/security_page): the
// exercises with their score, the requests with every check's decision, the policy edited with
// the keyboard, the defence layers, GPU isolation, saving and restoring, and German.
#include "core/error.h"
#include "core/security/exercise_score.h"
#include "core/security/policy_evaluator.h"
#include "core/security/security_exercise.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/operations/operations_lab.h"
#include "labs/operations/panels/security_page.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/operations_fixture.h"
#include "tests/labs/test_shots.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::operations;
namespace sec = ailab::core::security;

namespace {

struct Fixture : ailab::tests::OperationsFixture
{
    Fixture()
        : OperationsFixture("security", "course-operations")
    {
    }
    SecurityPage* page() const { return lab.securityPage(); }
    // Chooses the exercise with this id, as the learner does in the chooser.
    void choose(const std::string& id) const
    {
        for (int i = 0; i < int(page()->exercises().size()); ++i)
            if (page()->exercises()[std::size_t(i)].id == id)
                page()->exerciseChooser()->setCurrentIndex(i);
        REQUIRE(page()->exercise().id == id);
    }
    // The row of the exercise's request that is not legitimate.
    int badRow() const
    {
        const auto& requests = page()->exercise().requests;
        for (int r = 0; r < int(requests.size()); ++r)
            if (!requests[std::size_t(r)].legitimate)
                return r;
        return -1;
    }
    QString cell(QTableWidget* t, int row, int column) const
    {
        return t->item(row, column) ? t->item(row, column)->text() : QString();
    }
    // Toggles a check-box cell with the keyboard: the cell gets the focus, Space toggles it.
    static void toggleWithKeyboard(QTableWidgetItem* item)
    {
        REQUIRE(item != nullptr);
        QTableWidget* t = item->tableWidget();
        t->setFocus();
        t->setCurrentItem(item);
        QTest::keyClick(t, Qt::Key_Space);
    }
};

} // namespace

TEST_CASE("operations security: the page lists the shipped exercises and scores the first",
          "[operations][security]")
{
    Fixture f;
    REQUIRE(f.page() != nullptr);
    CHECK(f.lab.modeIds().contains(QStringLiteral("security")));
    CHECK(f.page()->exerciseChooser()->count() >= 6);
    CHECK(f.page()->exerciseChooser()->count() == int(f.page()->exercises().size()));
    // As shipped, an exercise is not solved: the bad request is allowed.
    CHECK_FALSE(f.page()->score().solved);
    CHECK_FALSE(f.page()->storyLabel()->text().isEmpty());
    CHECK(f.page()->explanationLabel()->isHidden());
    CHECK(f.page()->requestTable()->rowCount() == int(f.page()->exercise().requests.size()));
}

TEST_CASE("operations security: the trace shows every check of the selected request",
          "[operations][security]")
{
    Fixture f;
    f.choose("bmc-from-application");
    const int bad = f.badRow();
    f.page()->requestTable()->selectRow(bad);
    QTableWidget* trace = f.page()->traceTable();
    REQUIRE(trace->rowCount() == 5);
    CHECK(f.cell(trace, 0, 0) == QStringLiteral("Identity"));
    CHECK(f.cell(trace, 3, 0) == QStringLiteral("Network"));
    CHECK(f.cell(trace, 3, 2) == QStringLiteral("Allowed"));
    CHECK(f.cell(trace, 3, 3) ==
          QStringLiteral("The flow from the Application and API network to the Management "
                         "network is allowed."));
    CHECK(f.cell(trace, 2, 2) == QStringLiteral("Not applicable")); // an administrator, no workload
    CHECK(f.cell(trace, 3, 1) == QStringLiteral("3, 5"));           // network and infrastructure
    CHECK(f.cell(f.page()->requestTable(), bad, 2) == QStringLiteral("Allowed"));
    CHECK(f.cell(f.page()->requestTable(), bad, 4) == QStringLiteral("wrong"));
}

TEST_CASE("operations security: closing the flow with the keyboard solves the exercise",
          "[operations][security]")
{
    Fixture f;
    f.choose("bmc-from-application");
    QTableWidgetItem* flow = f.page()->flowCell(sec::Segment::Application, sec::Segment::Management);
    REQUIRE(flow->checkState() == Qt::Checked);
    Fixture::toggleWithKeyboard(flow);
    CHECK_FALSE(f.page()->policy().flowAllowed(sec::Segment::Application, sec::Segment::Management));
    CHECK(f.page()->score().solved);
    CHECK(f.page()->explanationLabel()->isVisibleTo(f.page()));
    const int bad = f.badRow();
    CHECK(f.cell(f.page()->requestTable(), bad, 2) == QStringLiteral("Denied"));
    CHECK(f.cell(f.page()->requestTable(), bad, 3) == QStringLiteral("Network"));
    // Undo brings the shipped policy back.
    REQUIRE(f.page()->undoButton()->isEnabled());
    QTest::mouseClick(f.page()->undoButton(), Qt::LeftButton);
    CHECK(f.page()->policy() == f.page()->exercise().policy);
    CHECK_FALSE(f.page()->score().solved);
}

TEST_CASE("operations security: a tempting fix that breaks a legitimate request does not score",
          "[operations][security]")
{
    Fixture f;
    f.choose("cross-tenant-read");
    // Taking the read permission from the trainer role denies the bad request ...
    Fixture::toggleWithKeyboard(f.page()->roleCell("trainer", "dataset:read"));
    const sec::ExerciseScore& tempted = f.page()->score();
    CHECK(tempted.badDenied == tempted.badTotal);
    CHECK(tempted.legitimateAllowed < tempted.legitimateTotal);
    CHECK_FALSE(tempted.solved);
    CHECK(f.cell(f.page()->requestTable(), 0, 4) == QStringLiteral("wrong"));
    // ... and the grant on tenant A's dataset is the fix.
    Fixture::toggleWithKeyboard(f.page()->roleCell("trainer", "dataset:read"));
    Fixture::toggleWithKeyboard(f.page()->grantCell("dataset-a", sec::Access::Read, "job-b"));
    CHECK(f.page()->score().solved);
    CHECK(f.cell(f.page()->requestTable(), f.badRow(), 3) == QStringLiteral("Resource"));
}

TEST_CASE("operations security: admission rules and registries are check boxes",
          "[operations][security]")
{
    Fixture f;
    f.choose("privileged-container");
    QCheckBox* rule = f.page()->ruleBox(sec::AdmissionRule::NoPrivileged);
    REQUIRE(rule != nullptr);
    CHECK_FALSE(rule->isChecked());
    rule->setFocus();
    QTest::keyClick(rule, Qt::Key_Space);
    CHECK(f.page()->policy().ruleEnabled(sec::AdmissionRule::NoPrivileged));
    CHECK(f.page()->score().solved);

    f.choose("public-registry-trusted");
    QCheckBox* hub = f.page()->registryBox("public-hub");
    REQUIRE(hub != nullptr);
    // Made anew for the exercise while the page is shown, and shown with it.
    CHECK(hub->isVisibleTo(f.page()));
    CHECK(hub->isChecked());
    hub->click();
    CHECK(f.page()->score().solved);
}

TEST_CASE("operations security: the hint shows on request", "[operations][security]")
{
    Fixture f;
    f.choose("admin-without-mfa");
    CHECK(f.page()->hintLabel()->isHidden());
    QTest::mouseClick(f.page()->hintButton(), Qt::LeftButton);
    CHECK(f.page()->hintLabel()->isVisibleTo(f.page()));
    Fixture::toggleWithKeyboard(f.page()->roleCell("admin", "mfa"));
    CHECK(f.page()->score().solved);
}

TEST_CASE("operations security: the defence layers and GPU isolation come from core",
          "[operations][security]")
{
    Fixture f;
    QTableWidget* layers = f.page()->layerTable();
    REQUIRE(layers->rowCount() == 5);
    CHECK(f.cell(layers, 1, 1) == QStringLiteral("Admission"));
    CHECK(f.cell(layers, 4, 2).contains(QStringLiteral("Firmware updates (not modelled here)")));
    QTableWidget* isolation = f.page()->isolationTable();
    // A column per way of sharing, a row per aspect and the tenants a GPU takes.
    REQUIRE(isolation->columnCount() == 4);
    REQUIRE(isolation->rowCount() == 5);
    CHECK(isolation->horizontalHeaderItem(2)->text() == QStringLiteral("MIG slice"));
    CHECK(f.cell(isolation, 2, 2).startsWith(QStringLiteral("Isolated")));   // MIG: faults
    CHECK(f.cell(isolation, 0, 3).startsWith(QStringLiteral("Not isolated"))); // time-slicing: memory
    CHECK_FALSE(isolation->item(0, 3)->toolTip().isEmpty());                  // its source
    // The cluster's running jobs, each with the way it shares its GPUs.
    f.seek(60);
    f.page()->show();
    QTableWidget* running = f.page()->runningTable();
    REQUIRE(running->columnCount() == 4);
    // The course's cluster runs its training jobs on whole GPUs.
    REQUIRE(running->rowCount() > 0);
    for (int r = 0; r < running->rowCount(); ++r)
        CHECK(f.cell(running, r, 3) == QStringLiteral("Dedicated GPU"));
}

TEST_CASE("operations security: the edited policy saves and restores; a bad state changes "
          "nothing",
          "[operations][security]")
{
    Fixture f;
    f.choose("stale-identity");
    Fixture::toggleWithKeyboard(f.page()->identityEnabledCell("job-a-old"));
    REQUIRE(f.page()->score().solved);
    const QJsonObject saved = f.page()->saveState();
    CHECK(saved.value(QStringLiteral("exercise")).toString() == QStringLiteral("stale-identity"));

    f.page()->resetToDefaults();
    CHECK(f.page()->exercise().id != "stale-identity");
    f.page()->restoreState(saved);
    CHECK(f.page()->exercise().id == "stale-identity");
    CHECK(f.page()->score().solved);
    CHECK(f.page()->saveState() == saved);
    CHECK(f.page()->identityEnabledCell("job-a-old")->checkState() == Qt::Unchecked);

    const sec::AccessPolicy before = f.page()->policy();
    QJsonObject bad = saved;
    bad[QStringLiteral("exercise")] = QStringLiteral("no-such-exercise");
    CHECK_THROWS_AS(f.page()->restoreState(bad), ailab::core::Error);
    bad = saved;
    QJsonObject policy = bad.value(QStringLiteral("policy")).toObject();
    QJsonArray identities = policy.value(QStringLiteral("identities")).toArray();
    QJsonObject first = identities[0].toObject();
    first[QStringLiteral("id")] = QStringLiteral("mallory");
    identities[0] = first;
    policy[QStringLiteral("identities")] = identities;
    bad[QStringLiteral("policy")] = policy;
    CHECK_THROWS_AS(f.page()->restoreState(bad), ailab::core::Error);
    CHECK(f.page()->policy() == before);
}

TEST_CASE("operations security: an exercise file opens beside the lab's own and travels with "
          "the state; a refused file changes nothing",
          "[operations][security]")
{
    Fixture f;
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    // A shipped exercise under a new id and title, as a teacher would hand one out.
    nlohmann::ordered_json document = sec::exerciseToJson(f.page()->exercises().front());
    document["id"] = "handed-out";
    document["title"]["en"] = "Handed out in class";
    const QString path = folder.filePath(QStringLiteral("handed-out.json"));
    {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(document.dump(2)));
    }
    const std::size_t shipped = f.page()->exercises().size();
    REQUIRE(f.page()->openExerciseFile(path));
    CHECK(f.page()->exercises().size() == shipped + 1);
    CHECK(f.page()->exercise().id == "handed-out");
    CHECK(f.page()->exerciseFromFile());
    CHECK(f.page()->exerciseChooser()->currentText() ==
          QStringLiteral("Handed out in class (from a file)"));
    CHECK_FALSE(f.page()->score().solved);
    CHECK(f.page()->requestTable()->rowCount() == int(document["requests"].size()));

    // Opening it again is its new version, not a second entry.
    REQUIRE(f.page()->openExerciseFile(path));
    CHECK(f.page()->exercises().size() == shipped + 1);

    const QJsonObject saved = f.page()->saveState();
    f.page()->resetToDefaults();
    CHECK(f.page()->exercises().size() == shipped);
    f.page()->restoreState(saved);
    CHECK(f.page()->exercise().id == "handed-out");
    CHECK(f.page()->saveState() == saved);

    // A file that is not an exercise: its reason shows, naming the field; nothing changes.
    const QString broken = folder.filePath(QStringLiteral("broken.json"));
    {
        document.erase("requests");
        QFile file(broken);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(document.dump(2)));
    }
    CHECK_FALSE(f.page()->openExerciseFile(broken));
    CHECK(f.page()->errorLabel()->isVisibleTo(f.page()));
    CHECK(f.page()->errorLabel()->text().contains(QStringLiteral("requests")));
    CHECK(f.page()->exercise().id == "handed-out");
    CHECK(f.page()->exercises().size() == shipped + 1);
    // An oversized one is refused before it is read.
    const QString huge = folder.filePath(QStringLiteral("huge.json"));
    {
        QFile file(huge);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(int(sec::kMaxExerciseBytes) + 1, ' '));
    }
    CHECK_FALSE(f.page()->openExerciseFile(huge));
    CHECK(f.page()->exercises().size() == shipped + 1);
}

TEST_CASE("operations security: the page speaks German", "[operations][security]")
{
    Fixture f;
    ailab::tests::GermanForScope german;
    QCoreApplication::processEvents(); // the language change reaches the widgets
    f.choose("bmc-from-application");
    CHECK(f.page()->storyLabel()->text().startsWith(QStringLiteral("Der Laptop")));
    CHECK(f.page()->hintButton()->text() == QStringLiteral("Hin&weis zeigen"));
    CHECK(f.page()->findChild<QGroupBox*>()->title() == QStringLiteral("Finden Sie die Fehlkonfiguration"));
    f.page()->requestTable()->selectRow(f.badRow());
    CHECK(f.cell(f.page()->traceTable(), 0, 0) == QStringLiteral("Identität"));
    CHECK(f.cell(f.page()->traceTable(), 3, 2) == QStringLiteral("Erlaubt"));
    CHECK(f.cell(f.page()->requestTable(), 0, 0) ==
          QStringLiteral("Der Trainingsjob von Mandant A liest seinen Datensatz"));
}

TEST_CASE("operations security: pictures of the whole page, in English and German",
          "[operations][security]")
{
    Fixture f;
    f.choose("cross-tenant-read");
    QWidget* content = f.page()->findChild<QScrollArea*>()->widget();
    REQUIRE(content != nullptr);
    // No sideways scrolling at 1280x800: the content fits the page's width.
    CHECK(content->width() <= f.page()->width());
    ailab::tests::saveTestShot(content, QStringLiteral("operations-security"));
    ailab::tests::GermanForScope german;
    QCoreApplication::processEvents();
    CHECK(content->width() <= f.page()->width());
    ailab::tests::saveTestShot(content, QStringLiteral("operations-security-de"));
}
