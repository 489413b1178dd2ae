// The operations lab's incident editor (labs/operations/panels/authoring_page.h): the
// incident's cluster is the dashboard's, an incident made with the editor's controls is
// refused at its field until it is whole, then checked as `ailab-sim validate` checks it,
// saved, read back by core, opened on the incidents page and played.
#include "core/cluster/cluster_spec.h"
#include "core/error.h"
#include "core/models/incident_registry.h"
#include "core/ops/defined_incident.h"
#include "labs/common/incident/incident_lab_page.h"
#include "labs/common/incident/incident_panel.h"
#include "labs/operations/operations_lab.h"
#include "labs/operations/operations_session.h"
#include "labs/operations/panels/authoring_page.h"
#include "labs/operations/panels/incidents_page.h"
#include "labs/operations/views/incident_system_json.h"
#include "tests/labs/incident_fixture.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::operations;
using ailab::tests::waitIdle;
namespace ops = ailab::core::ops;

namespace {

// The RoCE lab's incident model: one core has on every branch, with a shipped incident whose
// words the editor offers.
const QString kModel = QStringLiteral("roce.incast-without-dcqcn");

// Types into a table's cell as the author does: the cell's editor, then Return.
void typeCell(QTableWidget* table, int row, int column, const QString& text)
{
    table->setCurrentCell(row, column);
    table->editItem(table->item(row, column));
    QLineEdit* editor = nullptr;
    for (QLineEdit* open : table->viewport()->findChildren<QLineEdit*>())
        if (open->isVisible())
            editor = open;
    REQUIRE(editor != nullptr);
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits the text and closes the editor in a queued call.
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    REQUIRE(table->item(row, column)->text() == text);
}

void checkItem(QListWidget* list, int row)
{
    list->item(row)->setCheckState(Qt::Checked);
}

} // namespace

TEST_CASE("operations authoring: the incident's cluster is the dashboard's, with the faults "
          "chosen",
          "[gui][operations][authoring]")
{
    OperationsSession session;
    ailab::core::cluster::FaultSpec fault;
    fault.kind = "link-down";
    fault.target = "leaf0-spine1";
    fault.atS = 120.0;
    AuthoringPage page(session);
    // The dashboard's fault reaches the editor as it is injected.
    session.injectFault(fault);
    const std::size_t offered = session.spec().faults.size() + 1;
    REQUIRE(page.faultList()->count() == int(offered));
    const ailab::core::ops::IncidentSystemSpec spec0 = page.system();
    nlohmann::json system{{"model", spec0.model}, {"events", spec0.events}};
    CHECK(system["model"] == session.scenario().model);
    REQUIRE(system["events"].size() == offered);
    // The events are in time order: the injected fault among the scenario's.
    const auto injected = std::find_if(
        system["events"].begin(), system["events"].end(), [](const nlohmann::json& event) {
            return event["fault"] == "link-down" && event.value("target", "") == "leaf0-spine1";
        });
    REQUIRE(injected != system["events"].end());
    CHECK((*injected)["at"] == 120.0);
    CHECK(spec0.focus.kind == ailab::core::ops::FocusKind::Job);
    CHECK(spec0.focus.name == session.spec().jobs.front().name);
    // Core reads it back as the same cluster with the same faults.
    const ailab::core::cluster::ClusterSpec spec =
        ailab::core::cluster::readClusterSpec(system["model"], system["events"]);
    CHECK(spec.serverCount() == session.spec().serverCount());
    CHECK(spec.faults.size() == offered);

    // A fault left out is not in the incident.
    page.faultList()->item(int(offered) - 1)->setCheckState(Qt::Unchecked);
    CHECK(page.system().events.size() == offered - 1);
}

TEST_CASE("operations authoring: made in the editor, refused at its field until whole, then "
          "saved, validated, opened and played",
          "[gui][operations][authoring]")
{
    ailab::tests::LabFixture<OperationsLab> f;
    f.workspace->resize(1280, 800);
    f.workspace->show();
    f.lab.setMode(QStringLiteral("authoring"));
    AuthoringPage& page = *f.lab.authoringPage();
    page.modelBox()->setCurrentIndex(page.modelBox()->findData(kModel));
    REQUIRE(page.modelBox()->currentData().toString() == kModel);

    QTest::keyClicks(page.idEdit(), "AI-OPS-901");
    QTest::keyClicks(page.titleEdit(), "A made incident");
    QTest::keyClicks(page.summaryEdit(), "The training job slowed down.");
    QTest::mouseClick(page.checkButton(), Qt::LeftButton);
    CHECK(page.messageLabel()->text().startsWith("Refused"));

    // Two stages: the symptom and the remediation; the remediation still shows nothing.
    QTest::keyClicks(page.evidence(0).title, "The switch queue");
    QTest::keyClicks(page.evidence(0).text, "The queue is full.");
    checkItem(page.evidence(0).figures, 0);
    checkItem(page.evidence(0).series, 0);
    for (int step = 1; step < 4; ++step)
        page.stage(step).box->setChecked(false);
    CHECK(page.check().contains("/stages/1/evidence"));
    CHECK(page.messageLabel()->text().contains("/stages/1/evidence"));
    QTest::keyClicks(page.evidence(4).title, "The fabric's settings");
    QTest::keyClicks(page.evidence(4).text, "DCQCN is off on the NICs.");

    // Hypotheses, a response, and no root cause yet.
    typeCell(page.hypothesisTable(), 0, 0, "A GPU is slow");
    typeCell(page.hypothesisTable(), 1, 0, "Congestion control is off");
    page.actionTable()->item(0, 0)->setCheckState(Qt::Checked);
    typeCell(page.actionTable(), 0, 2, "Enable DCQCN");
    typeCell(page.actionTable(), 0, 3, "The senders slow down when marked.");
    // The judgement from the keyboard: F2 on its cell opens the choices, an arrow takes the
    // one above ("no effect" -> "a mitigation" -> "a fix"), Enter closes.
    QTableWidget* actions = page.actionTable();
    actions->setFocus();
    actions->setCurrentCell(0, 1);
    QTest::keyClick(actions, Qt::Key_F2);
    QCoreApplication::processEvents();
    auto* judgement = actions->findChild<QComboBox*>();
    REQUIRE(judgement != nullptr);
    while (judgement->currentIndex() > 0)
        QTest::keyClick(judgement, Qt::Key_Up);
    QTest::keyClick(judgement, Qt::Key_Return);
    QCoreApplication::processEvents();
    CHECK(actions->item(0, 1)->text() == "a fix");
    QTest::keyClicks(page.rootCauseEdit(), "Without DCQCN the senders never slow down.");
    QTest::keyClicks(page.hintsEdit(), "Look at the NICs.");
    CHECK(page.check().contains("/rootCause/hypotheses"));
    page.hypothesisTable()->item(1, 1)->setCheckState(Qt::Checked);

    // German beside the English: each field keeps both.
    page.languageBox()->setCurrentIndex(page.languageBox()->findData("de"));
    CHECK(page.titleEdit()->text().isEmpty());
    QTest::keyClicks(page.titleEdit(), "Ein gemachter Vorfall");
    page.languageBox()->setCurrentIndex(page.languageBox()->findData("en"));
    CHECK(page.titleEdit()->text() == "A made incident");

    QTest::mouseClick(page.checkButton(), Qt::LeftButton);
    INFO(page.messageLabel()->text().toStdString());
    CHECK(page.messageLabel()->text().startsWith("Valid"));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("operations-authoring"));

    // Saved whole, and read back by core as `ailab-sim validate` reads it.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath("ai-ops-901.json");
    REQUIRE(page.saveTo(path));
    const ops::IncidentDefinition saved = ailab::core::models::loadIncidentFile(path.toStdString());
    CHECK(saved.id == "AI-OPS-901");
    CHECK(saved.title.in("de") == "Ein gemachter Vorfall");
    CHECK(saved.title.in("en") == "A made incident");
    REQUIRE(saved.stages.size() == 2);
    CHECK(saved.stages[1].step == ops::InvestigationStep::ValidateRemediate);
    CHECK(saved.rootCauses == std::vector<std::string>{"hypothesis-2"});
    CHECK(saved.hints.size() == 1);
    REQUIRE(saved.actions.size() == 1);
    CHECK(saved.actions[0].kind == ops::ActionKind::Fix);

    // Play: it opens on the incidents page, where one stage is played.
    QTest::mouseClick(page.playButton(), Qt::LeftButton);
    CHECK(f.lab.mode() == "incidents");
    IncidentsPage& incidents = *f.lab.incidentsPage();
    CHECK(incidents.currentIncident() == "AI-OPS-901");
    IncidentPanel* panel = incidents.incidentPage()->panel();
    waitIdle(*panel);
    CHECK(panel->evidenceList()->count() == 1);
    QTest::mouseClick(panel->revealButton(), Qt::LeftButton);
    CHECK(panel->session()->stage() == 1);
    CHECK(panel->evidenceList()->count() == 2);
    CHECK(panel->evidenceList()->item(1)->text().contains("The fabric's settings"));
}

TEST_CASE("operations authoring: every shipped incident opens in the editor and saves as the "
          "same incident",
          "[gui][operations][authoring]")
{
    OperationsSession session;
    AuthoringPage page(session);
    REQUIRE(page.shippedBox()->count() >= 8);
    for (int i = 0; i < page.shippedBox()->count(); ++i) {
        page.shippedBox()->setCurrentIndex(i);
        INFO(page.shippedBox()->currentText().toStdString());
        QFile file(page.shippedBox()->currentData().toString());
        REQUIRE(file.open(QIODevice::ReadOnly));
        const ops::IncidentDefinition shipped =
            ailab::core::models::parseIncident(file.readAll().toStdString(), "shipped");
        QTest::mouseClick(page.openShippedButton(), Qt::LeftButton);
        CHECK_FALSE(page.followsDashboard());
        INFO(page.messageLabel()->text().toStdString());
        REQUIRE(page.check().isEmpty());
        const ops::IncidentDefinition made = ailab::core::models::parseIncident(
            page.fileText().toStdString(), "the editor's");
        CHECK(made.id == shipped.id);
        CHECK(made.title.byLanguage == shipped.title.byLanguage);
        CHECK(made.summary.byLanguage == shipped.summary.byLanguage);
        CHECK(made.keyFigures == shipped.keyFigures);
        REQUIRE(made.stages.size() == shipped.stages.size());
        for (std::size_t s = 0; s < made.stages.size(); ++s) {
            CHECK(made.stages[s].step == shipped.stages[s].step);
            CHECK(made.stages[s].evidence == shipped.stages[s].evidence);
        }
        for (const ops::IncidentEvidence& e : shipped.evidence) {
            const ops::IncidentEvidence* m = made.findEvidence(e.id);
            REQUIRE(m != nullptr);
            CHECK(m->text.byLanguage == e.text.byLanguage);
            CHECK(m->figures == e.figures);
            CHECK(m->series == e.series);
        }
        // The words of every figure shown (a file may word figures it never shows; the
        // editor keeps only those it shows).
        for (const ops::IncidentFigureText& m : made.figures) {
            const ops::IncidentFigureText* f = shipped.findFigure(m.id);
            REQUIRE(f != nullptr);
            CHECK(m.title.byLanguage == f->title.byLanguage);
            CHECK(m.explanation.byLanguage == f->explanation.byLanguage);
            CHECK(m.style == f->style);
        }
        REQUIRE(made.hypotheses.size() == shipped.hypotheses.size());
        CHECK(made.rootCauses == shipped.rootCauses);
        REQUIRE(made.actions.size() == shipped.actions.size());
        for (const ops::IncidentAction& a : shipped.actions) {
            const ops::IncidentAction* m = made.findAction(a.id);
            REQUIRE(m != nullptr);
            CHECK(m->kind == a.kind);
            CHECK(m->explanation.byLanguage == a.explanation.byLanguage);
        }
        REQUIRE(made.hints.size() == shipped.hints.size());
        for (std::size_t h = 0; h < made.hints.size(); ++h)
            CHECK(made.hints[h].text.byLanguage == shipped.hints[h].text.byLanguage);
        CHECK(made.rootCauseExplanation.byLanguage == shipped.rootCauseExplanation.byLanguage);
        REQUIRE(made.system.has_value());
        CHECK(made.system->model == shipped.system->model);
        // The same faults at the same times ("10min" is written as 600 s).
        const auto faults = [](const ops::IncidentSystemSpec& system) {
            nlohmann::json events = nlohmann::json::array();
            for (const auto& fault :
                 ailab::core::cluster::readClusterSpec(system.model, system.events).faults)
                events.push_back(faultEvent(fault));
            return events;
        };
        CHECK(faults(*made.system) == faults(*shipped.system));
        CHECK(made.system->focus.name == shipped.system->focus.name);
    }
    // The dashboard's state again: the editor follows the dashboard once more.
    page.takeDashboardState();
    CHECK(page.followsDashboard());
    CHECK(page.system().model == session.scenario().model);
}

TEST_CASE("operations authoring: a refused incident file opens nothing and says why",
          "[gui][operations][authoring]")
{
    OperationsSession session;
    AuthoringPage page(session);
    QTest::keyClicks(page.titleEdit(), "Work in progress");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QFile shipped(QStringLiteral(":/labs/operations/incidents/flapping-link.json"));
    REQUIRE(shipped.open(QIODevice::ReadOnly));
    QByteArray text = shipped.readAll();
    text.replace("\"link-flap\"", "\"link-wobble\"");
    REQUIRE(text.contains("link-wobble"));
    const QString path = dir.filePath("bad.json");
    QFile bad(path);
    REQUIRE(bad.open(QIODevice::WriteOnly));
    bad.write(text);
    bad.close();
    CHECK_FALSE(page.openFile(path));
    CHECK(page.messageLabel()->text().startsWith("Not opened"));
    CHECK(page.messageLabel()->text().contains("/system/events"));
    CHECK(page.titleEdit()->text() == "Work in progress");
    CHECK(page.followsDashboard());
    CHECK_FALSE(page.openFile(dir.filePath("missing.json")));
}

TEST_CASE("operations authoring: the unfinished incident is the lab's saved state",
          "[gui][operations][authoring]")
{
    QJsonObject saved;
    QByteArray expected;
    {
        ailab::tests::LabFixture<OperationsLab> f;
        f.workspace->resize(1280, 800);
        f.workspace->show();
        f.lab.setMode(QStringLiteral("authoring"));
        AuthoringPage& page = *f.lab.authoringPage();
        QTest::keyClicks(page.idEdit(), "AI-OPS-555");
        QTest::keyClicks(page.titleEdit(), "Half made");
        QTest::keyClicks(page.evidence(1).title, "Which jobs");
        checkItem(page.evidence(1).figures, 1);
        REQUIRE(page.addEvidence(1) == 1);
        QTest::keyClicks(page.evidence(1, 1).text, "A second look at the scope.");
        page.stage(3).box->setChecked(false);
        typeCell(page.hypothesisTable(), 0, 0, "The fabric");
        page.faultList()->item(0)->setCheckState(Qt::Unchecked);
        page.languageBox()->setCurrentIndex(page.languageBox()->findData("de"));
        QTest::keyClicks(page.titleEdit(), "Halb gemacht");
        // Unfinished: no root cause, stages without evidence.
        CHECK_FALSE(page.check().isEmpty());
        expected = page.fileText();
        saved = f.lab.saveState();
    }
    // The saved state goes to disk as JSON text, and comes back in a new program.
    saved = QJsonDocument::fromJson(QJsonDocument(saved).toJson()).object();
    ailab::tests::LabFixture<OperationsLab> f;
    f.lab.restoreState(saved);
    AuthoringPage& page = *f.lab.authoringPage();
    CHECK(page.languageBox()->currentData().toString() == "de");
    CHECK(page.titleEdit()->text() == "Halb gemacht");
    CHECK(page.idEdit()->text() == "AI-OPS-555");
    REQUIRE(page.stage(1).evidence.size() == 2);
    CHECK(page.evidence(1, 1).text->toPlainText().isEmpty()); // German shown: typed in English
    CHECK_FALSE(page.stage(3).box->isChecked());
    CHECK(page.faultList()->item(0)->checkState() == Qt::Unchecked);
    CHECK(page.fileText() == expected);
    page.languageBox()->setCurrentIndex(page.languageBox()->findData("en"));
    CHECK(page.titleEdit()->text() == "Half made");
    CHECK(page.evidence(1, 1).text->toPlainText() == "A second look at the scope.");
}
