// Prefill and decode on the roofline, and continuous batching from the real scheduler: the
// pages' figures against core's, the controls, and their saved state.
#include "core/error.h"
#include "core/infer/iteration_cost.h"
#include "core/infer/iteration_timeline.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/inference/inference_lab.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/panels/batching_page.h"
#include "labs/inference/panels/phases_page.h"
#include "labs/inference/views/iteration_grid.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::inference;
using ailab::tests::LabFixture;
namespace infer = ailab::core::infer;

namespace {

struct Fixture : LabFixture<InferenceLab>
{
    Fixture()
    {
        workspace->resize(1280, 800);
        lab.loadScenario(InferenceLab::readPreset(
            QStringLiteral(":/labs/inference/scenarios/chat-one-h100.json")));
    }
};

void choose(QComboBox* box, const QString& data)
{
    const int i = box->findData(data);
    REQUIRE(i >= 0);
    box->setCurrentIndex(i);
}

} // namespace

TEST_CASE("inference phases: prefill is compute bound, decode memory bound, on the roof",
          "[gui][inference]")
{
    Fixture f;
    f.lab.setMode(QStringLiteral("phases"));
    PhasesPage* page = f.lab.phasesPage();
    // It starts from the lab's replica: Llama 3 8B on an H100.
    CHECK(page->modelBox()->currentData().toString() == "llama-3-8b");
    CHECK(page->gpuBox()->currentData().toString() == "h100-sxm");
    const infer::IterationCostModel model(f.lab.session().config().serving.replica);
    infer::IterationWork w;
    w.addPrefill(0, page->promptBox()->value(), true);
    const infer::IterationCost prefill = model.cost(w);
    CHECK(prefill.computeBound);
    CHECK(page->prefillTile()->value().contains(QLocale().toString(prefill.seconds * 1e3, 'f', 1)));
    CHECK(page->prefillTile()->detail().contains(QStringLiteral("compute bound")));
    const infer::DecodePoint decode = infer::decodePoint(model, page->batchBox()->value(),
                                                         page->contextBox()->value());
    CHECK_FALSE(decode.cost.computeBound);
    CHECK(page->decodeTile()->value().contains(QLocale().toString(decode.interTokenS * 1e3, 'f', 1)));
    // The points sit at their intensity: prefill right of the ridge, decode left of it.
    const double ridge = model.roof().ridgeIntensity;
    CHECK(page->rooflineChart()->valueAt(QStringLiteral("prefill"), prefill.intensity()).has_value());
    CHECK_FALSE(page->rooflineChart()->valueAt(QStringLiteral("prefill"), ridge * 0.99).has_value());
    CHECK(page->rooflineChart()->valueAt(QStringLiteral("decode-1"), ridge * 0.99).has_value());
    // The batch curve, its ceiling and its knee, from core; the knee's 80 % of the ceiling
    // is what the curve drawn shows there, and the curve keeps below the ceiling.
    const long long context = page->contextBox()->value();
    const double ceiling = infer::decodeCeiling(model, context);
    CHECK(page->kneeBatch() == infer::batchingKnee(model, context, 1024));
    CHECK(page->throughputChart()->dataCount(QStringLiteral("tokens")) == 20);
    CHECK(page->throughputChart()->thresholdValues() == QList<double>{ceiling});
    CHECK(infer::decodePoint(model, page->kneeBatch(), context).tokensPerSecond >= 0.8 * ceiling);
    CHECK(infer::decodePoint(model, 1024, context).tokensPerSecond < ceiling);
    CHECK(page->kneeTile()->value() ==
          QStringLiteral("batch %1").arg(QLocale().toString(page->kneeBatch())));
    CHECK(page->kneeTile()->detail().contains(QStringLiteral("80 % of the ceiling")));
    CHECK(page->latencyChart()->annotationCount() == 2);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("inference-phases"));

    // A longer context reads more KV per request: the knee comes sooner.
    const int knee = page->kneeBatch();
    page->contextBox()->setValue(4000);
    CHECK(page->kneeBatch() < knee);
}

TEST_CASE("inference phases: a set-up that does not fit says so; the state round-trips",
          "[gui][inference]")
{
    Fixture f;
    PhasesPage* page = f.lab.phasesPage();
    choose(page->modelBox(), QStringLiteral("llama-3-70b"));
    CHECK(page->errorLabel()->isVisibleTo(page));
    CHECK(page->errorLabel()->text().contains(QStringLiteral("(change: Tensor parallel)")));
    CHECK_FALSE(page->errorLabel()->text().contains(QStringLiteral("tensorParallel")));
    CHECK(page->kneeBatch() == 0);
    CHECK(page->prefillTile()->value() == QStringLiteral("–"));
    // Four GPUs hold it.
    page->tensorParallelBox()->setCurrentIndex(page->tensorParallelBox()->findData(4));
    CHECK_FALSE(page->errorLabel()->isVisibleTo(page));
    CHECK(page->kneeBatch() > 0);
    const QJsonObject state = page->saveState();
    CHECK(state.value("tensorParallel").toInt() == 4);
    page->resetToDefaults();
    CHECK(page->modelBox()->currentData().toString() == "llama-3-8b");
    page->restoreState(state);
    CHECK(page->modelBox()->currentData().toString() == "llama-3-70b");
    CHECK(page->saveState() == state);
    CHECK_THROWS_AS(page->restoreState(QJsonObject{{"modelId", "gpt-5"}}), ailab::core::Error);
    CHECK_THROWS_AS(page->restoreState(QJsonObject{{"batch", 0}}), ailab::core::Error);
    CHECK(page->saveState() == state);
}

TEST_CASE("inference batching: the grid is the scheduler's iterations", "[gui][inference]")
{
    Fixture f;
    f.lab.setMode(QStringLiteral("batching"));
    BatchingPage* page = f.lab.batchingPage();
    const infer::IterationTimeline& t = page->continuousTimeline();
    IterationGrid* grid = page->continuousGrid();
    REQUIRE(grid->rowCount() == page->requestsBox()->value());
    REQUIRE(grid->columnCount() > 0);
    // Every cell is what the scheduler recorded for that request in that iteration.
    for (int c = 0; c < grid->columnCount(); ++c) {
        for (int r = 0; r < grid->rowCount(); ++r) {
            const infer::BatchEntry* e = infer::timelineEntry(t, std::size_t(c), r);
            if (e == nullptr) {
                CHECK(grid->cell(r, c) == IterationGrid::Cell::Empty);
                continue;
            }
            CHECK(grid->cellTokens(r, c) == e->newTokens);
            CHECK(grid->cell(r, c) == (e->kind == infer::EntryKind::Prefill
                                           ? IterationGrid::Cell::Prefill
                                           : IterationGrid::Cell::Decode));
        }
    }
    // No iteration exceeds the token budget; requests join and leave.
    for (const infer::IterationRecord& rec : t.iterations)
        CHECK(rec.prefillTokens + rec.decodeTokens <= page->budgetBox()->value());
    for (int r = 0; r < grid->rowCount(); ++r)
        CHECK(grid->joinColumn(r) >= 0);
    // Static batching pads and starts later requests later.
    bool padded = false;
    for (int c = 0; c < page->staticGrid()->columnCount(); ++c)
        for (int r = 0; r < page->staticGrid()->rowCount(); ++r)
            padded = padded || page->staticGrid()->cell(r, c) == IterationGrid::Cell::Padding;
    CHECK(padded);
    CHECK(page->staticTimeline().metrics.ttft.mean > t.metrics.ttft.mean);
    // Every prefill cell says how many tokens it computes, in a cell wide enough for it,
    // also in presenter mode's larger font.
    CHECK(IterationGrid::prefillText(512) == QStringLiteral("P512"));
    CHECK(IterationGrid::prefillText(1234) == QStringLiteral("P%1k").arg(QLocale().toString(1.2, 'f', 1)));
    for (IterationGrid* g : {grid, page->staticGrid()}) {
        CHECK(g->cellTextsFit());
        QFont large = g->font();
        large.setPointSizeF(large.pointSizeF() * 1.5);
        g->setFont(large);
        CHECK(g->cellTextsFit());
    }
    CHECK(page->continuousTtftTile()->value().contains(
        QLocale().toString(t.metrics.ttft.mean * 1e3, 'f', 1)));
    // The table holds the same cells.
    CHECK(grid->cellModel()->rowCount() == grid->rowCount());
    CHECK(grid->cellModel()->columnCount() == grid->columnCount() + 1);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("inference-batching"));

    // A smaller budget chunks prompts more: more iterations.
    const auto before = t.totalIterations;
    page->budgetBox()->setValue(128);
    CHECK(page->continuousTimeline().totalIterations > before);
    for (const infer::IterationRecord& rec : page->continuousTimeline().iterations)
        CHECK(rec.prefillTokens + rec.decodeTokens <= 128);
    const QJsonObject state = page->saveState();
    page->resetToDefaults();
    CHECK(page->budgetBox()->value() == 512);
    page->restoreState(state);
    CHECK(page->budgetBox()->value() == 128);
    CHECK_THROWS_AS(page->restoreState(QJsonObject{{"requests", 99}}), ailab::core::Error);
    CHECK_THROWS_AS(page->restoreState(QJsonObject{{"colour", 1}}), ailab::core::Error);
    CHECK(page->budgetBox()->value() == 128);
}
