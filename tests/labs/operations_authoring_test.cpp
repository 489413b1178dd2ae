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
#include "tests/labs/incident_fixture.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QGroupBox>
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
    QTest::keyClicks(page.stage(0).title, "The switch queue");
    QTest::keyClicks(page.stage(0).text, "The queue is full.");
    checkItem(page.stage(0).figures, 0);
    checkItem(page.stage(0).series, 0);
    for (int step = 1; step < 4; ++step)
        page.stage(step).box->setChecked(false);
    CHECK(page.check().contains("/stages/1/evidence"));
    CHECK(page.messageLabel()->text().contains("/stages/1/evidence"));
    QTest::keyClicks(page.stage(4).title, "The fabric's settings");
    QTest::keyClicks(page.stage(4).text, "DCQCN is off on the NICs.");

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
