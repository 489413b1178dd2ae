// The operations lab's incidents page (labs/operations/panels/incidents_page.h): the list of
// the lab's incident files, each opened in the one shared incident panel where the learner
// left it; an instructor's file from disk, refused at its field when it does not read; the
// instructor bar that hides the answer in presenter mode; and the debrief's causal chain.
// The files listed here are copies of other labs' incidents (tests/labs/data/
// operations-incidents), so the page is tested on any incident model.
#include "core/error.h"
#include "core/ops/defined_incident.h"
#include "labs/common/incident/incident_lab_page.h"
#include "labs/common/incident/incident_panel.h"
#include "labs/common/incident/incident_panel_debrief.h"
#include "labs/operations/panels/incidents_page.h"
#include "labs/operations/views/incident_library.h"
#include "tests/labs/incident_fixture.h"
#include "tests/labs/test_shots.h"

#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using ailab::labs::operations::IncidentsPage;
using ailab::tests::waitIdle;
namespace ops = ailab::core::ops;

namespace {

const QString kFolder = QStringLiteral(AILAB_SOURCE_DIR "/tests/labs/data/operations-incidents");

int rowOf(const IncidentsPage& page, const QString& id)
{
    for (int row = 0; row < page.incidentList()->count(); ++row)
        if (page.incidentList()->item(row)->data(Qt::UserRole).toString() == id)
            return row;
    return -1;
}

// Chooses an incident as the learner does: a click on its row.
void choose(IncidentsPage& page, const QString& id)
{
    const int row = rowOf(page, id);
    REQUIRE(row >= 0);
    QListWidget* list = page.incidentList();
    list->scrollToItem(list->item(row));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(row)).center());
    REQUIRE(page.incidentPage() != nullptr);
    waitIdle(*page.incidentPage()->panel());
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    return path;
}

QByteArray readBytes(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

} // namespace

TEST_CASE("operations incidents: the list shows each file's id, title and summary",
          "[gui][operations][incidents]")
{
    IncidentsPage page(kFolder);
    REQUIRE(page.incidentList()->count() == 2);
    CHECK(page.library().problems().isEmpty());
    const QString text = page.incidentList()->item(rowOf(page, "AI-NET-004"))->text();
    CHECK(text.contains("AI-NET-004"));
    CHECK(text.contains("Training slowdown"));
    CHECK(text.contains("oversubscribed egress port"));
    CHECK(text.contains("Not started"));
    CHECK(page.currentIncident().isEmpty());
}

TEST_CASE("operations incidents: choosing one opens it in the shared panel, where it was left",
          "[gui][operations][incidents]")
{
    IncidentsPage page(kFolder);
    page.resize(1100, 700);
    page.show();
    choose(page, "AI-NET-004");
    CHECK(page.currentIncident() == "AI-NET-004");
    CHECK(page.incidentPage()->model().id() == "AI-NET-004");
    CHECK(page.incidentPage()->panel()->isVisible());
    QTest::mouseClick(page.incidentPage()->panel()->revealButton(), Qt::LeftButton);
    CHECK(page.incidentPage()->panel()->session()->stage() == 1);

    // Another incident opens in the same panel: there is only ever one.
    QTest::mouseClick(page.backButton(), Qt::LeftButton);
    CHECK(page.incidentList()->item(rowOf(page, "AI-NET-004"))->text().contains("In progress"));
    IncidentPanel* panel = page.incidentPage()->panel();
    choose(page, "AI-STORAGE-006");
    CHECK(page.incidentPage()->model().id() == "AI-STORAGE-006");
    CHECK(page.incidentPage()->panel() == panel);
    CHECK(page.findChildren<IncidentPanel*>().size() == 1);
    CHECK(panel->session()->stage() == 0);

    // Back to the first: the learner's progress there is kept.
    QTest::mouseClick(page.backButton(), Qt::LeftButton);
    choose(page, "AI-NET-004");
    CHECK(panel->session()->stage() == 1);

    // The progress per incident is the page's state, and reads back the same.
    const QJsonObject saved = page.saveState();
    CHECK(saved.value("incident").toString() == "AI-NET-004");
    CHECK(saved.value("progress").toObject().contains("AI-NET-004"));
    IncidentsPage restored(kFolder);
    restored.restoreState(saved);
    REQUIRE(restored.incidentPage() != nullptr);
    waitIdle(*restored.incidentPage()->panel());
    CHECK(restored.currentIncident() == "AI-NET-004");
    CHECK(restored.incidentPage()->panel()->session()->stage() == 1);
    CHECK(restored.saveState() == saved);

    // A state that does not fit is refused at its field, and nothing changes.
    QJsonObject bad = saved;
    bad.insert("incident", "AI-NONE-1");
    CHECK_THROWS_MATCHES(restored.restoreState(bad), ailab::core::Error,
                         Catch::Predicate<ailab::core::Error>(
                             [](const ailab::core::Error& e) { return e.path() == "/incident"; }));
    CHECK(restored.saveState() == saved);

    page.resetToDefaults();
    CHECK(page.currentIncident().isEmpty());
    CHECK(page.saveState().isEmpty());
}

TEST_CASE("operations incidents: an instructor's file from disk opens, a bad one is refused "
          "at its field and changes nothing",
          "[gui][operations][incidents]")
{
    IncidentsPage page(kFolder);
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QByteArray good = readBytes(kFolder + "/ai-net-004.json");

    SECTION("an unknown figure")
    {
        QByteArray bad = good;
        bad.replace("\"queue_occupancy\", \"queue_p99\"", "\"gpu_temperature\", \"queue_p99\"");
        REQUIRE(bad != good);
        CHECK_FALSE(page.openFile(writeFile(dir, "bad.json", bad)));
        CHECK(page.messageLabel()->text().contains("/evidence/0/figures/0"));
        CHECK(page.messageLabel()->text().contains("gpu_temperature"));
    }
    SECTION("a field named twice")
    {
        QByteArray bad = good;
        bad.replace("\"lab\": \"roce\",", "\"lab\": \"roce\", \"lab\": \"roce\",");
        CHECK_FALSE(page.openFile(writeFile(dir, "twice.json", bad)));
        CHECK(page.messageLabel()->text().contains("twice.json"));
    }
    SECTION("too large")
    {
        QByteArray bad = good;
        bad.append(QByteArray(int(ops::kMaxIncidentBytes), ' '));
        CHECK_FALSE(page.openFile(writeFile(dir, "large.json", bad)));
        CHECK(page.messageLabel()->text().contains("larger"));
    }
    SECTION("not there")
    {
        CHECK_FALSE(page.openFile(dir.filePath("missing.json")));
        CHECK(page.messageLabel()->text().contains("missing.json"));
    }
    CHECK(page.messageLabel()->isVisibleTo(&page));
    CHECK(page.incidentList()->count() == 2);
    CHECK(page.currentIncident().isEmpty());
    CHECK(page.incidentPage() == nullptr);
    CHECK(page.saveState().isEmpty());

    // A good file opens and is listed; the saved state keeps its document.
    QByteArray edited = good;
    edited.replace("\"AI-NET-004\"", "\"AI-NET-104\"");
    REQUIRE(page.openFile(writeFile(dir, "good.json", edited)));
    CHECK(page.messageLabel()->text().isEmpty());
    CHECK(page.incidentList()->count() == 3);
    CHECK(page.currentIncident() == "AI-NET-104");
    waitIdle(*page.incidentPage()->panel());
    const QJsonObject saved = page.saveState();
    CHECK(saved.value("opened").toArray().size() == 1);
    IncidentsPage restored(kFolder);
    restored.restoreState(saved);
    CHECK(restored.incidentList()->count() == 3);
    waitIdle(*restored.incidentPage()->panel());
    CHECK(restored.saveState() == saved);
}

TEST_CASE("operations incidents: in presenter mode the instructor bar reveals the stages and "
          "hides the answer",
          "[gui][operations][incidents]")
{
    IncidentsPage page(kFolder);
    page.resize(1280, 800);
    page.show();
    choose(page, "AI-NET-004");
    IncidentPanel* panel = page.incidentPage()->panel();
    const auto* defined = dynamic_cast<const ops::DefinedIncident*>(&page.incidentPage()->model());
    REQUIRE(defined != nullptr);
    const QString rootCause =
        QString::fromStdString(defined->definition().rootCauseExplanation.in("en")).left(40);
    const QString firstHint =
        QString::fromStdString(defined->definition().hints.at(0).text.in("en"));

    page.setPresenterMode(true);
    CHECK(panel->instructorBar()->isVisible());
    CHECK(panel->answerHidden());
    CHECK_FALSE(panel->revealButton()->isVisible());
    QTest::mouseClick(panel->instructorRevealButton(), Qt::LeftButton);
    CHECK(panel->session()->stage() == 1);
    QTest::mouseClick(panel->hintButton(), Qt::LeftButton);
    REQUIRE(panel->hintList()->count() == 1);
    CHECK_FALSE(panel->hintList()->item(0)->text().contains(firstHint));
    panel->applyActions({defined->definition().actions.at(0).id});
    waitIdle(*panel);
    panel->endInvestigation();
    REQUIRE(panel->investigationEnded());
    const QString hidden = panel->debriefView()->toPlainText();
    CHECK_FALSE(hidden.isEmpty());
    CHECK_FALSE(hidden.contains(rootCause));
    CHECK_FALSE(hidden.contains("Author's judgement"));
    CHECK(hidden.contains("hidden from the class"));
    ailab::tests::saveTestShot(&page, QStringLiteral("operations-incidents-presenter-hidden"));

    // The instructor shows it.
    QTest::mouseClick(panel->instructorAnswerButton(), Qt::LeftButton);
    CHECK_FALSE(panel->answerHidden());
    CHECK(panel->debriefView()->toPlainText().contains(rootCause));
    CHECK(panel->debriefView()->toPlainText().contains("Author's judgement"));
    CHECK(panel->hintList()->item(0)->text().contains(firstHint));

    // Out of presenter mode nothing is hidden; back in it, the answer stays as the instructor
    // left it; a new incident starts with its answer hidden.
    page.setPresenterMode(false);
    CHECK_FALSE(panel->answerHidden());
    page.setPresenterMode(true);
    CHECK_FALSE(panel->answerHidden());
    QTest::mouseClick(page.backButton(), Qt::LeftButton);
    choose(page, "AI-STORAGE-006");
    CHECK(panel->answerHidden());
    page.setPresenterMode(false);
    CHECK_FALSE(panel->answerHidden());
}

TEST_CASE("incident debrief: the causal chain is shown when the model gives one",
          "[gui][incident][operations]")
{
    IncidentLabPage page(kFolder + "/ai-net-004.json");
    waitIdle(*page.panel());
    const ops::Debrief debrief = page.panel()->session()->debrief();
    const QString without =
        IncidentDebriefText::markdown(debrief, page.model(), page.texts(), DebriefContent{});
    CHECK_FALSE(without.contains("Causal chain"));
    CHECK(without == IncidentDebriefText::markdown(debrief, page.model(), page.texts()));

    DebriefContent content;
    content.causalChain = {{600.0, "link-down", "leaf0-spine1", true},
                           {612.0, "job-slowed", "job:llama-8b-pretrain", false}};
    const QString with =
        IncidentDebriefText::markdown(debrief, page.model(), page.texts(), content);
    CHECK(with.contains("## Causal chain"));
    CHECK(with.contains("Initiating event: link down"));
    CHECK(with.contains("leaf0-spine1"));
    CHECK(with.contains("Secondary effect: job slowed"));
    CHECK(with.contains(IncidentFormat::time(612.0, page.model())));
    // Next to the time to detect and to resolve.
    CHECK(with.indexOf("Causal chain") < with.indexOf("Time to detect"));
    // Hidden with the rest of the answer.
    content.withAnswer = false;
    CHECK_FALSE(IncidentDebriefText::markdown(debrief, page.model(), page.texts(), content)
                    .contains("Causal chain"));
}

TEST_CASE("operations incidents: a file of the folder that does not read is left out and named",
          "[gui][operations][incidents]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QByteArray good = readBytes(kFolder + "/ai-net-004.json");
    writeFile(dir, "a-good.json", good);
    QByteArray bad = good;
    bad.replace("\"rootCause\"", "\"rootCauses\"");
    writeFile(dir, "b-bad.json", bad);
    writeFile(dir, "notes.txt", "not an incident");
    IncidentsPage page(dir.path());
    REQUIRE(page.incidentList()->count() == 1);
    CHECK(page.incidentList()->item(0)->data(Qt::UserRole).toString() == "AI-NET-004");
    REQUIRE(page.library().problems().size() == 1);
    CHECK(page.library().problems().front().contains("b-bad.json"));
    CHECK(page.library().problems().front().contains("/rootCause"));
}
