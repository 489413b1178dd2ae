// The capstone lab (labs/capstone): one design shared by six pages, each showing core's
// figures (core/design) for the course's default design and following an edit, a preset and a
// design file; the failure simulator, the review, the comparison and the report's export.
#include "core/design/design_evaluation.h"
#include "core/design/design_report_json.h"
#include "labs/capstone/capstone_lab.h"
#include "labs/capstone/capstone_session.h"
#include "labs/capstone/panels/bottleneck_page.h"
#include "labs/capstone/panels/compare_page.h"
#include "labs/capstone/panels/design_page.h"
#include "labs/capstone/panels/failure_page.h"
#include "labs/capstone/panels/report_page.h"
#include "labs/capstone/panels/review_page.h"
#include "labs/capstone/views/design_report.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/metric_tile.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/lab_fixture.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::capstone;
namespace design = ailab::core::design;

namespace {

struct Fixture : ailab::tests::LabFixture<CapstoneLab>
{
    explicit Fixture(const char* mode = "design", const char* preset = "course-default")
    {
        load(preset);
        lab.setMode(QLatin1String(mode));
        workspace->resize(1280, 800);
        workspace->show();
        QCoreApplication::processEvents();
    }
    void load(const char* preset)
    {
        lab.loadScenario(
            TabbedLab::readPreset(QStringLiteral(":/labs/capstone/scenarios/%1.json").arg(QLatin1String(preset))));
        QCoreApplication::processEvents();
    }
    CapstoneSession& session() const { return lab.session(); }
};

// Every number and text of core's report, by its JSON pointer.
void pointersOf(const nlohmann::ordered_json& value, const std::string& pointer, std::vector<std::string>& out)
{
    if (value.is_object()) {
        for (auto it = value.begin(); it != value.end(); ++it)
            pointersOf(it.value(), pointer + "/" + it.key(), out);
    } else if (value.is_array()) {
        for (std::size_t i = 0; i < value.size(); ++i)
            pointersOf(value[i], pointer + "/" + std::to_string(i), out);
    } else {
        out.push_back(pointer);
    }
}

} // namespace

TEST_CASE("capstone design: the course's tiles at its defaults and an edit re-evaluated", "[gui][capstone]")
{
    Fixture f;
    DesignPage* page = f.lab.designPage();
    CHECK(page->acceleratorsTile()->value() == QStringLiteral("32"));
    CHECK(page->hbmTile()->value() == QStringLiteral("2.56"));
    CHECK(page->hbmTile()->unit() == QStringLiteral("TB"));
    CHECK(page->nicsTile()->value() == QStringLiteral("16"));
    CHECK(page->gpuPowerTile()->value() == QStringLiteral("32"));
    CHECK(page->gpuPowerTile()->unit() == QStringLiteral("kW"));
    CHECK(page->racksBox()->value() == 2);
    CHECK(page->serversPerRackBox()->value() == 4);
    CHECK(page->nicGbpsBox()->value() == Approx(200));
    CHECK_FALSE(page->topology()->snapshot().nodes.isEmpty());

    // Four racks: 16 servers, 64 GPUs, and every page follows the session.
    QSignalSpy changed(&f.session(), &CapstoneSession::designChanged);
    page->racksBox()->setValue(4);
    CHECK(page->errorLabel()->isHidden());
    CHECK(changed.count() == 1);
    CHECK(f.session().evaluation().figures.course.accelerators == 64);
    CHECK(page->acceleratorsTile()->value() == QStringLiteral("64"));
    CHECK(f.session().designModel()["racks"][0]["count"] == 4);

    // A change core refuses (1,024 GPUs for a global batch of 64 sequences) is shown and
    // changes nothing.
    page->serversPerRackBox()->setValue(64);
    CHECK_FALSE(page->errorLabel()->isHidden());
    CHECK(page->errorLabel()->text().contains(QStringLiteral("/model/workload/training")));
    CHECK(f.session().evaluation().figures.course.accelerators == 64);
    CHECK(page->serversPerRackBox()->value() == 4);
}

TEST_CASE("capstone design: the training split and every kind of rack are edited", "[gui][capstone]")
{
    Fixture f;
    DesignPage* page = f.lab.designPage();
    const auto job = [&f]() -> const ailab::core::cluster::TrainingJobSpec& {
        return f.session().spec().training->job;
    };
    // The course's default leaves the job's GPUs to core: every free GPU, 32.
    CHECK(page->jobGpusBox()->value() == 0);
    CHECK(page->jobGpusBox()->text() == QStringLiteral("every free GPU"));
    CHECK(job().gpus == 32);
    CHECK(page->tensorParallelBox()->value() == 4);
    CHECK(page->pipelineParallelBox()->value() == 1);
    CHECK(page->globalBatchBox()->value() == 64);
    CHECK(page->checkpointIntervalBox()->value() == Approx(30));

    page->jobGpusBox()->setValue(16);
    CHECK(f.session().designModel()["workload"]["training"]["gpus"] == 16);
    CHECK(job().gpus == 16);
    // Pipeline first: Llama 3 8B in groups of two GPUs needs two stages to fit 80 GB.
    page->pipelineParallelBox()->setValue(2);
    page->tensorParallelBox()->setValue(2);
    page->globalBatchBox()->setValue(128);
    page->checkpointIntervalBox()->setValue(60);
    CHECK(page->errorLabel()->isHidden());
    CHECK(job().tp == 2);
    CHECK(job().pp == 2);
    CHECK(job().globalBatch == 128);
    CHECK(job().checkpointIntervalS == Approx(3600));
    // Back to every free GPU: the field goes, core's default applies again.
    page->jobGpusBox()->setValue(0);
    CHECK_FALSE(f.session().designModel()["workload"]["training"].contains("gpus"));
    CHECK(job().gpus == 32);
    // A split core refuses (a tensor-parallel group of 64 on servers of 4) names its field.
    page->tensorParallelBox()->setValue(64);
    CHECK_FALSE(page->errorLabel()->isHidden());
    CHECK(page->errorLabel()->text().contains(QStringLiteral("/model/workload/training")));
    CHECK(job().tp == 2);
    CHECK(page->tensorParallelBox()->value() == 2);

    // A second kind of rack: a copy of the first, one rack of it, which the controls now edit.
    // The job keeps its 32 GPUs (its batch of 128 does not divide over 48).
    page->jobGpusBox()->setValue(32);
    CHECK(page->rackKindBox()->count() == 1);
    CHECK_FALSE(page->removeRackKindButton()->isEnabled());
    page->addRackKindButton()->click();
    REQUIRE(f.session().designModel()["racks"].size() == 2);
    CHECK(page->rackKindBox()->count() == 2);
    CHECK(page->rackKindBox()->currentIndex() == 1);
    CHECK(page->racksBox()->value() == 1);
    CHECK(f.session().evaluation().figures.course.accelerators == 48);
    page->racksBox()->setValue(2);
    CHECK(f.session().designModel()["racks"][1]["count"] == 2);
    CHECK(f.session().designModel()["racks"][0]["count"] == 2);
    CHECK(f.session().evaluation().figures.course.accelerators == 64);
    // The first kind again: its own values.
    page->rackKindBox()->setCurrentIndex(0);
    Q_EMIT page->rackKindBox()->activated(0);
    page->serversPerRackBox()->setValue(2);
    CHECK(f.session().designModel()["racks"][0]["servers"] == 2);
    CHECK(f.session().designModel()["racks"][1]["servers"] == 4);
    // Removing the second kind leaves the first, and the job every GPU it has (a batch of 96
    // divides over 48 GPUs and over 16).
    page->globalBatchBox()->setValue(96);
    page->jobGpusBox()->setValue(0);
    CHECK(job().gpus == 48);
    page->rackKindBox()->setCurrentIndex(1);
    Q_EMIT page->rackKindBox()->activated(1);
    REQUIRE(page->removeRackKindButton()->isEnabled());
    page->removeRackKindButton()->click();
    CHECK(f.session().designModel()["racks"].size() == 1);
    CHECK(page->rackKindBox()->count() == 1);
    CHECK(f.session().evaluation().figures.course.accelerators == 16);
}

TEST_CASE("capstone design: presets load, and a design file saves and opens", "[gui][capstone]")
{
    Fixture f;
    DesignPage* page = f.lab.designPage();
    CHECK(page->presetBox()->count() == 7);
    f.load("superpod-su");
    CHECK(page->acceleratorsTile()->value() == QStringLiteral("256"));
    CHECK(page->presetBox()->currentIndex() == 3);

    // The 16,384-GPU design is drawn aggregated: a few dozen boxes, not 2,048 servers.
    QElapsedTimer timer;
    timer.start();
    const auto evaluated = CapstoneSession::evaluate(
        TabbedLab::readPreset(QStringLiteral(":/labs/capstone/scenarios/llama3-16k.json")).model, 1);
    const qint64 evaluateMs = timer.restart();
    f.load("llama3-16k");
    WARN("the 16,384-GPU design: evaluated in " << evaluateMs << " ms, loaded into the pages in " << timer.elapsed()
                                                << " ms");
    CHECK(f.session().evaluation().figures.course.accelerators == 16512);
    CHECK(page->topology()->snapshot().nodes.size() < 60);
    // An edit of so large a design is evaluated on a worker; the page takes the result.
    page->nicGbpsBox()->setValue(800);
    CHECK(page->isEvaluating());
    QTRY_VERIFY_WITH_TIMEOUT(!page->isEvaluating(), 60000);
    QCoreApplication::processEvents();
    CHECK(f.session().spec().cluster.fabric.nicGbps == Approx(800));

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("design.json"));
    f.load("course-default");
    page->nicGbpsBox()->setValue(400);
    QString error;
    REQUIRE(page->saveDesignFile(path, &error));
    f.load("inference");
    REQUIRE(page->openDesignFile(path, &error));
    CHECK(f.session().spec().cluster.fabric.nicGbps == Approx(400));
    CHECK(page->acceleratorsTile()->value() == QStringLiteral("32"));

    QFile bad(dir.filePath(QStringLiteral("bad.json")));
    REQUIRE(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"schema": "ailab.scenario/1", "lab": "capstone", "title": "x", "seed": 1, "model": {"workload": {"training": {"model": "llama-3-8b", "tokens": 1e9, "days": 1}}, "racks": 3}})");
    bad.close();
    CHECK_FALSE(page->openDesignFile(bad.fileName(), &error));
    INFO(error.toStdString());
    CHECK(error.contains(QStringLiteral("racks")));
    CHECK(f.session().spec().cluster.fabric.nicGbps == Approx(400));
}

TEST_CASE("capstone bottlenecks: the course's analyzer beside the models' step", "[gui][capstone]")
{
    Fixture f("bottlenecks");
    BottleneckPage* page = f.lab.bottleneckPage();
    const design::DesignEvaluation& e = f.session().evaluation();
    CHECK(page->courseConstraintTile()->value() == QStringLiteral("network"));
    CHECK(page->stepTile()->value() == QLocale().toString(e.bottlenecks.training->step.wallS, 'f', 2));
    CHECK(page->stepChart()->kind() == SummaryChart::Kind::Breakdown);
    CHECK(page->scalingChart()->kind() == SummaryChart::Kind::Bars);
    CHECK(page->headroomTable()->rowCount() == int(e.bottlenecks.training->headroom.size()));

    const QString before = page->stepTile()->value();
    f.lab.designPage()->racksBox()->setValue(4);
    CHECK(f.lab.designPage()->errorLabel()->isHidden());
    CHECK(page->stepTile()->value() != before);
}

TEST_CASE("capstone failures: the course's buttons, its timeline and the N-1 table", "[gui][capstone]")
{
    Fixture f("failures");
    FailurePage* page = f.lab.failurePage();
    const design::DesignEvaluation& e = f.session().evaluation();
    REQUIRE(page->timeline()->count() == 1);
    CHECK(page->timeline()->item(0)->text() ==
          QStringLiteral("[00:00] ARCHITECTURE_READY · Baseline resources available"));
    CHECK(page->gpusTile()->value() == QStringLiteral("32"));
    CHECK(page->nMinus1Table()->rowCount() == int(e.failures.nMinus1.size()));

    page->injectFailure(QStringLiteral("compute"));
    CHECK(page->timeline()->count() == 2);
    CHECK(page->timeline()->item(1)->text().startsWith(QStringLiteral("[00:01] COMPUTE_FAILURE")));
    CHECK(page->gpusTile()->value() == QStringLiteral("28"));
    // The course's default has no spare server: the job waits for the repair.
    CHECK(page->statusTile()->value() == QStringLiteral("Down"));
    // The failure domain is marked on the drawing.
    bool marked = false;
    for (const auto& n : page->topology()->snapshot().nodes)
        marked = marked || n.status != Status::Healthy;
    CHECK(marked);

    page->injectFailure(QStringLiteral("storage"));
    CHECK(page->timeline()->item(2)->text().startsWith(QStringLiteral("[00:02] STORAGE_FAILURE")));
    page->injectFailure(QStringLiteral("network"));
    CHECK(page->timeline()->item(3)->text().startsWith(QStringLiteral("[00:03] NETWORK_FAILURE")));
}

TEST_CASE("capstone failures: the Monte-Carlo long run on a worker", "[gui][capstone]")
{
    Fixture f("failures", "superpod-su");
    FailurePage* page = f.lab.failurePage();
    page->seedsBox()->setValue(3);
    page->runLongRun();
    CHECK(page->cancelButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning() && page->runButton()->isEnabled(), 120000);
    CHECK(page->monteCarloLabel()->text().startsWith(QStringLiteral("3 simulated runs")));
}

TEST_CASE("capstone review: the readiness score and every criterion", "[gui][capstone]")
{
    Fixture f("review");
    ReviewPage* page = f.lab.reviewPage();
    const design::DesignEvaluation& e = f.session().evaluation();
    CHECK(page->scoreTile()->value() == QLocale().toString(e.review.readiness.total, 'f', 0));
    CHECK(page->caveatLabel()->text().contains(QStringLiteral("teaching aid, not a production architecture")));
    REQUIRE(page->criteriaTable()->rowCount() == int(e.review.criteria.size()));
    for (int i = 0; i < page->criteriaTable()->rowCount(); ++i) {
        const design::ReviewCriterion& c = e.review.criteria[std::size_t(i)];
        INFO(c.id);
        CHECK(page->criteriaTable()->item(i, 0)->text() == (c.passed ? QStringLiteral("Pass") : QStringLiteral("Fail")));
        CHECK_FALSE(page->criteriaTable()->item(i, 2)->text().isEmpty());
        CHECK(page->criteriaTable()->item(i, 3)->text().isEmpty() == c.passed);
    }

    // What would pass a failing criterion is worded from core's own figures of it.
    f.load("storage-starved");
    const design::DesignEvaluation& starved = f.session().evaluation();
    for (int i = 0; i < int(starved.review.criteria.size()); ++i) {
        const design::ReviewCriterion& c = starved.review.criteria[std::size_t(i)];
        if (c.id != "storage-feeds-gpus")
            continue;
        REQUIRE_FALSE(c.passed);
        REQUIRE(c.toPassFigures.count("dataServers") == 1);
        INFO(page->criteriaTable()->item(i, 3)->text().toStdString());
        CHECK(page->criteriaTable()->item(i, 3)->text().contains(
            QStringLiteral("%1 data servers").arg(QLocale().toString(c.toPassFigures.at("dataServers"), 'f', 0))));
    }
}

TEST_CASE("capstone compare: B's figures with their differences", "[gui][capstone]")
{
    Fixture f("compare");
    // Narrow enough that the summary wraps.
    f.workspace->resize(640, 800);
    QCoreApplication::processEvents();
    ComparePage* page = f.lab.comparePage();
    REQUIRE(page->setDesignB(QStringLiteral(":/labs/capstone/scenarios/storage-starved.json")));
    QTRY_VERIFY_WITH_TIMEOUT(!page->isComparing(), 60000);
    QCoreApplication::processEvents();
    QAbstractItemModel* table = page->table()->model();
    REQUIRE(table->rowCount() > 20);
    // The summary, longer than "Comparing...", gets the lines it wraps onto once the layout
    // has run.
    QLabel* summary = page->summaryLabel();
    REQUIRE(summary->heightForWidth(summary->width()) > 2 * summary->fontMetrics().height());
    QTRY_VERIFY_WITH_TIMEOUT(summary->height() >= summary->heightForWidth(summary->width()), 5000);
    bool stepDiffers = false;
    for (int r = 0; r < table->rowCount(); ++r) {
        const QString figure = table->index(r, 0).data().toString();
        const QString difference = table->index(r, 3).data().toString();
        if (figure.endsWith(QStringLiteral("/step/wallS")) && !difference.isEmpty() && difference != QStringLiteral("0"))
            stepDiffers = true;
        // Figures and ids only: core's sentences are English, and the other pages translate them.
        INFO(figure.toStdString());
        CHECK_FALSE(table->index(r, 1).data().toString().contains(QLatin1Char(' ')));
        CHECK_FALSE(table->index(r, 2).data().toString().contains(QLatin1Char(' ')));
    }
    CHECK(stepDiffers);
    CHECK(page->chart()->kind() == SummaryChart::Kind::Breakdown);
}

TEST_CASE("capstone report: PDF and Markdown with every figure", "[gui][capstone]")
{
    Fixture f("report");
    ReportPage* page = f.lab.reportPage();
    QTemporaryDir dir;
    QString error;
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    const QString md = dir.filePath(QStringLiteral("report.md"));
    REQUIRE(page->exportPdf(pdf, &error));
    REQUIRE(page->exportMarkdown(md, &error));
    QFile pdfFile(pdf);
    REQUIRE(pdfFile.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdfFile.readAll();
    CHECK(bytes.startsWith("%PDF"));
    CHECK(bytes.size() > 20000);
    QFile mdFile(md);
    REQUIRE(mdFile.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(mdFile.readAll());
    std::vector<std::string> pointers;
    pointersOf(design::designReportJson(f.session().evaluation()), "", pointers);
    REQUIRE(pointers.size() > 50);
    for (const auto& p : pointers) {
        INFO(p);
        CHECK(text.contains(QStringLiteral("`%1`").arg(QString::fromStdString(p))));
    }
    CHECK(text.contains(QStringLiteral("| Total accelerators | 32 |")));
    CHECK_FALSE(page->preview()->toPlainText().isEmpty());
}

TEST_CASE("capstone: the pages read in German", "[gui][capstone][i18n]")
{
    ailab::tests::GermanForScope german;
    Fixture f("failures");
    CHECK(f.lab.failurePage()->timeline()->item(0)->text() ==
          QStringLiteral("[00:00] ARCHITECTURE_READY · Basisressourcen verfügbar"));
    CHECK(f.lab.designPage()->acceleratorsTile()->title() == QStringLiteral("Beschleuniger insgesamt"));
    CHECK(f.lab.reviewPage()->caveatLabel()->text().contains(QStringLiteral("Lehrhilfe")));
    CHECK(f.lab.reviewPage()->criteriaTable()->item(0, 1)->text() ==
          QStringLiteral("Der Trainingslauf wird rechtzeitig fertig"));
    CHECK(f.lab.designPage()->hbmTile()->value() == QStringLiteral("2,56"));
}

TEST_CASE("capstone presets: the choosers name each preset by its title, as the Presets menu does",
          "[gui][capstone]")
{
    Fixture f;
    QComboBox* box = f.lab.designPage()->presetBox();
    REQUIRE(box->count() == int(f.lab.presets().size()));
    for (int i = 0; i < box->count(); ++i)
        CHECK(box->itemText(i) == ailab::labs::TabbedLab::presetTitle(box->itemData(i).toString()));
    CHECK(box->findText(QStringLiteral("The course's default design")) >= 0);
    // A file without a title is named by its file name.
    QTemporaryDir dir;
    const QString untitled = dir.filePath(QStringLiteral("my-design.json"));
    QFile file(untitled);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("{\"schema\": \"ailab.scenario/1\"}");
    file.close();
    CHECK(ailab::labs::TabbedLab::presetTitle(untitled) == QStringLiteral("my-design"));
}
