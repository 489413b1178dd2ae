#include "core/error.h"
#include "core/models/storage/storage_incident_model.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/incident/incident_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/storage/panels/incident_page.h"
#include "labs/storage/storage_lab.h"
#include "labs/storage/views/incident_texts.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::storage;
namespace ops = ailab::core::ops;

namespace {

void waitIdle(const IncidentPanel& panel)
{
    for (int i = 0; i < 24000 && panel.isBusy(); ++i)
        QTest::qWait(10);
    REQUIRE_FALSE(panel.isBusy());
    REQUIRE(panel.session() != nullptr);
}

const ops::Figure& figureOf(const ops::Outcome& outcome, const std::string& id)
{
    for (const ops::Figure& f : outcome.figures)
        if (f.id == id)
            return f;
    FAIL("no figure " << id);
    return outcome.figures.front();
}

struct Fixture
{
    IncidentPage page;
    StorageIncidentTexts texts;
    Fixture()
    {
        page.resize(1000, 580);
        waitIdle(*panel());
    }
    IncidentPanel* panel() const { return page.panel(); }
    void record(const char* id)
    {
        QComboBox* box = panel()->hypothesisBox();
        box->setCurrentIndex(box->findData(QString::fromLatin1(id)));
        REQUIRE(box->currentIndex() >= 0);
        QTest::mouseClick(panel()->recordButton(), Qt::LeftButton);
    }
    void apply(std::initializer_list<const char*> ids)
    {
        QListWidget* list = panel()->actionList();
        for (const char* id : ids)
            for (int i = 0; i < list->count(); ++i)
                if (list->item(i)->data(Qt::UserRole).toString() == QLatin1String(id))
                    list->item(i)->setCheckState(Qt::Checked);
        QTest::mouseClick(panel()->applyButton(), Qt::LeftButton);
        waitIdle(*panel());
    }
    QTreeWidgetItem* effectRow(const char* id) const
    {
        QTreeWidget* tree = panel()->effectTree();
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            if (tree->topLevelItem(i)->text(0) == texts.actionText(id))
                return tree->topLevelItem(i);
        return nullptr;
    }
};

} // namespace

TEST_CASE("storage incident: evidence by stage from the run", "[gui][storage][incident]")
{
    Fixture f;
    const ops::IncidentModel& model = f.page.model();
    CHECK(model.id() == "AI-STORAGE-006");
    for (int stage = 1; stage < model.stageCount(); ++stage)
        QTest::mouseClick(f.panel()->revealButton(), Qt::LeftButton);
    const std::vector<ops::EvidenceItem> evidence = model.evidence();
    REQUIRE(f.panel()->evidenceList()->count() == int(evidence.size()));
    for (size_t i = 0; i < evidence.size(); ++i) {
        f.panel()->evidenceList()->setCurrentRow(int(i));
        INFO(evidence[i].id);
        CHECK(f.panel()->evidenceDetail()->text() == f.texts.evidenceText(evidence[i].id));
        // Every id has its words.
        CHECK(f.texts.evidenceTitle(evidence[i].id) != QString::fromStdString(evidence[i].id));
        for (const ops::Figure& figure : evidence[i].figures) {
            CHECK(f.texts.figureTitle(figure.id) != QString::fromStdString(figure.id));
            CHECK(f.panel()->evidenceFigures()->text().contains(
                f.texts.figureText(figure).toHtmlEscaped()));
        }
        CHECK(f.panel()->evidenceChart()->seriesCount() == int(evidence[i].series.size()));
    }
    // The course's telemetry: the service about 95 % busy, 6 GB/s of 24 GB/s.
    const ops::Outcome baseline = model.baseline();
    CHECK(figureOf(baseline, "storage_utilisation").value > 0.9);
    CHECK(figureOf(baseline, "delivered_read_throughput").value == Approx(6.0).margin(0.5));
    MetricTile* wait = f.panel()->figureTiles().at(0);
    CHECK(wait->title() == f.texts.figureTitle("gpu_input_wait"));
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Open"));
    for (const auto& h : model.hypotheses())
        CHECK(f.texts.hypothesisText(h.id) != QString::fromStdString(h.id));
    for (const auto& a : model.actions())
        CHECK(f.texts.actionText(a.id) != QString::fromStdString(a.id));
}

TEST_CASE("storage incident: larger files resolve it; more GPUs do not help",
          "[gui][storage][incident]")
{
    Fixture f;
    f.record("iops_saturated");
    const int before = f.panel()->session()->score().points;
    CHECK(before == ops::IncidentSession::kRightBeforeActing);
    const double waitBefore = figureOf(f.panel()->session()->current(), "gpu_input_wait").value;
    f.apply({"larger-files"});
    QTreeWidgetItem* fix = f.effectRow("larger-files");
    REQUIRE(fix != nullptr);
    CHECK(fix->text(3) == QStringLiteral("helped"));
    const ops::Outcome& now = f.panel()->session()->current();
    CHECK(figureOf(now, "gpu_input_wait").value < waitBefore);
    CHECK(f.panel()->session()->resolved());
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Resolved"));
    CHECK(f.panel()->session()->score().points ==
          before + ops::IncidentSession::kHelpedAction + ops::IncidentSession::kResolvedBonus);
    const QString md = f.panel()->debriefMarkdown();
    CHECK(md.contains(f.texts.rootCauseExplanation()));
    f.panel()->tabs()->setCurrentIndex(3);
    ailab::tests::saveTestShot(&f.page, QStringLiteral("storage-incident-debrief"));

    // The learner's walk is saved and replayed.
    const QJsonObject saved = f.page.saveState();
    IncidentPage restored;
    waitIdle(*restored.panel());
    restored.restoreState(saved);
    waitIdle(*restored.panel());
    CHECK(restored.saveState() == saved);
    CHECK(restored.panel()->session()->score().points == f.panel()->session()->score().points);
    CHECK_THROWS_AS(restored.restoreState(QJsonObject{{QStringLiteral("steps"), 3}}),
                    ailab::core::Error);
}

TEST_CASE("storage incident: twice the GPUs on the same storage do not help",
          "[gui][storage][incident]")
{
    Fixture f;
    f.apply({"add-gpus"});
    QTreeWidgetItem* harm = f.effectRow("add-gpus");
    REQUIRE(harm != nullptr);
    CHECK(harm->text(3) != QStringLiteral("helped"));
    CHECK_FALSE(f.panel()->session()->resolved());
    CHECK(f.panel()->statusTile()->value() == QStringLiteral("Open"));
}

TEST_CASE("storage incident: the preset opens the incident page", "[gui][storage][incident]")
{
    ailab::tests::LabFixture<StorageLab> f;
    f.lab.loadScenario(TabbedLab::readPreset(
        QStringLiteral(":/labs/storage/scenarios/incident-ai-storage-006.json")));
    CHECK(f.lab.mode() == QStringLiteral("incident"));
    f.lab.loadScenario(
        TabbedLab::readPreset(QStringLiteral(":/labs/storage/scenarios/course-starvation.json")));
    CHECK(f.lab.mode() == QStringLiteral("starvation"));
}
