#include "core/models/storage/stage_rates.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/steady_state.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/storage/panels/starvation_page.h"
#include "labs/storage/storage_lab.h"
#include "labs/storage/storage_session.h"
#include "labs/storage/views/starvation_controls.h"
#include "labs/storage/views/storage_format.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <catch2/catch.hpp>
#include <cmath>

using namespace ailab::labs;
using namespace ailab::labs::storage;

namespace {

struct Fixture : ailab::tests::LabFixture<StorageLab>
{
    explicit Fixture(const char* preset)
    {
        lab.loadScenario(TabbedLab::readPreset(
            QStringLiteral(":/labs/storage/scenarios/%1.json").arg(QLatin1String(preset))));
        lab.setMode(QStringLiteral("starvation"));
        workspace->resize(1280, 760);
    }
    StarvationPage* page() const { return lab.starvationPage(); }
    StorageSession& session() const { return lab.session(); }
    // Plays the run to its end.
    void runToEnd() { lab.driver()->seek(10 * session().expectedDurationS()); }
};

double simulatedWait(const StorageSession& session)
{
    const ailab::core::storage::PipelineResult r = session.result();
    return r.jobs.front().dataWaitFraction;
}

} // namespace

TEST_CASE("storage starvation: the course's 8, 20 and 24 GB/s", "[gui][storage]")
{
    Fixture f("course-starvation");
    StarvationPage* page = f.page();
    CHECK(page->controls()->storageSlider()->value() == 8);
    CHECK(page->controls()->preprocessingSlider()->value() == 20);
    CHECK(page->controls()->demandSlider()->value() == 24);
    CHECK(page->throughputTile()->value() == QStringLiteral("8 GB/s"));
    CHECK(page->fedTile()->value() == QStringLiteral("33 %"));
    CHECK(page->waitTile()->value() == QStringLiteral("67 %"));
    CHECK(page->limitingTile()->value() == QStringLiteral("Storage"));
    CHECK(page->verdictLabel()->text().contains(QStringLiteral("Storage bottleneck")));
    // Before the run, the simulated tiles wait for it.
    CHECK(page->simulatedThroughputTile()->value() == QStringLiteral("–"));

    // With eight batches ahead the simulation runs at the closed form's rate.
    f.runToEnd();
    REQUIRE(f.session().run().finished());
    const ailab::core::storage::PipelineResult r = f.session().result();
    CHECK(r.jobs.front().deliveredBytesPerSecond == Approx(8e9).epsilon(0.05));
    CHECK(r.jobs.front().dataWaitFraction == Approx(2.0 / 3.0).margin(0.05));
    CHECK(page->simulatedWaitTile()->value() == QStringLiteral("%1 %").arg(
              QLocale().toString(r.jobs.front().dataWaitFraction * 100, 'f', 0)));
    CHECK(page->auTile()->status() == Status::Failed);
    // The timeline drew the run: the tier's throughput, the buffer and the GPU strip.
    CHECK(page->deliveryChart()->dataCount(QStringLiteral("tier")) > 5);
    CHECK(page->bufferChart()->dataCount(QStringLiteral("train")) > 5);
    CHECK(page->gpuStrip()->dataCount(QStringLiteral("gpu0")) > 100);
    CHECK(f.lab.driver()->isPlaying() == false);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("storage-starvation"));
}

TEST_CASE("storage starvation: moving a slider restarts the run with the new rate",
          "[gui][storage]")
{
    Fixture f("course-starvation");
    StarvationPage* page = f.page();
    QSlider* storage = page->controls()->storageSlider();
    storage->setFocus();
    // Keyboard steps apply at once: 8 -> 30 GB/s with page steps and single steps.
    storage->setValue(30);
    CHECK(f.session().config().tier.bandwidthBytesPerSecond() == Approx(30e9));
    // Now preprocessing (20 GB/s) limits: 20 / 24 fed.
    CHECK(page->throughputTile()->value() == QStringLiteral("20 GB/s"));
    CHECK(page->fedTile()->value() == QStringLiteral("83 %"));
    CHECK(page->limitingTile()->value() == QStringLiteral("Preprocessing"));
    CHECK(f.lab.driver()->now() == 0.0);
    // The other sliders kept their rates exactly.
    const auto closed = f.session().closedForm();
    CHECK(closed.preprocessing == Approx(20e9));
    CHECK(closed.demand == Approx(24e9));

    // Demand below both: the GPUs limit, fully supplied.
    page->controls()->demandSlider()->setValue(12);
    CHECK(page->limitingTile()->value() == QStringLiteral("GPU"));
    CHECK(page->fedTile()->value() == QStringLiteral("100 %"));
    CHECK(page->fedTile()->status() == Status::Healthy);
    CHECK(page->verdictLabel()->text().contains(QStringLiteral("Pipeline ready")));
}

TEST_CASE("storage starvation: a shallow buffer stalls where the closed form sees none",
          "[gui][storage]")
{
    Fixture f("shallow-buffer-jitter");
    StarvationPage* page = f.page();
    CHECK(page->fedTile()->value() == QStringLiteral("100 %"));
    CHECK(page->controls()->readersBox()->value() == 1);
    CHECK(page->controls()->prefetchBox()->value() == 1);
    CHECK(page->controls()->jitterBox()->value() == Approx(1.5));
    f.runToEnd();
    const double shallowWait = simulatedWait(f.session());
    CHECK(shallowWait > 0.2);

    // More workers and a deeper buffer, typed in: the stalls go.
    QSpinBox* readers = page->controls()->readersBox();
    readers->setFocus();
    readers->selectAll();
    QTest::keyClicks(readers, QStringLiteral("8"));
    QTest::keyClick(readers, Qt::Key_Return);
    CHECK(f.session().config().jobs.front().readers == 8);
    QSpinBox* prefetch = page->controls()->prefetchBox();
    prefetch->setFocus();
    prefetch->selectAll();
    QTest::keyClicks(prefetch, QStringLiteral("8"));
    QTest::keyClick(prefetch, Qt::Key_Return);
    CHECK(f.session().config().jobs.front().prefetch == 8);
    f.runToEnd();
    CHECK(simulatedWait(f.session()) < shallowWait / 2);
    CHECK(page->bufferChart()->thresholdValues() == QList<double>{8.0});
}

TEST_CASE("storage starvation: the edited pipeline is saved and opens again", "[gui][storage]")
{
    Fixture f("course-starvation");
    f.page()->controls()->demandSlider()->setValue(40);
    const QString saved = ailab::tests::savedText(f.lab);
    ailab::tests::LabFixture<StorageLab> other;
    other.lab.restoreState(f.lab.saveState());
    CHECK(other.lab.session().closedForm().demand == Approx(40e9));
    CHECK(ailab::tests::savedText(other.lab) == saved);
    // Reset drops the edit.
    f.lab.driver()->reset();
    CHECK(f.session().closedForm().demand == Approx(24e9));
}

TEST_CASE("storage starvation: the figures while the first epoch runs agree with the timeline",
          "[gui][storage]")
{
    Fixture f("course-starvation");
    StarvationPage* page = f.page();
    // Halfway through the first epoch: delivered and AU beside GPU busy, none of them zero.
    f.lab.driver()->seek(6.0);
    REQUIRE(f.session().result().jobs.front().auPerEpoch.empty());
    CHECK(page->simulatedThroughputTile()->value() == QStringLiteral("8 GB/s"));
    CHECK(page->auTile()->value() != QStringLiteral("0 %"));
    CHECK(page->auTile()->value() != QStringLiteral("–"));
    CHECK(page->simulatedBusyTile()->value() != QStringLiteral("0 %"));
    // AU is explained against GPU busy, with its source.
    CHECK(page->auTile()->detail().contains(QStringLiteral("first step")));
    CHECK(page->explainer()->content().conceptText.contains(QStringLiteral("GPU busy and AU")));
    CHECK(page->explainer()->content().sources.join(QString()).contains(
        QStringLiteral("MLPerf Storage")));

    // A slider moved: the run starts again and no tile keeps the old run's caption.
    page->controls()->demandSlider()->setValue(12);
    for (MetricTile* t : {page->simulatedBusyTile(), page->simulatedWaitTile()}) {
        CHECK(t->value() == QStringLiteral("–"));
        CHECK(t->detail().isEmpty());
    }
}

TEST_CASE("storage starvation: the storage slider reads the rate the closed form uses",
          "[gui][storage]")
{
    // Small files: the metadata service, not the 20 GB/s of bandwidth, sets the storage rate.
    Fixture f("small-files-metadata");
    StarvationPage* page = f.page();
    const auto closed = f.session().closedForm();
    REQUIRE(closed.storage < 0.5 * f.session().config().tier.bandwidthBytesPerSecond());
    CHECK(page->controls()->storageValueLabel()->text() ==
          StorageFormat::rate(closed.storage));
    CHECK(page->controls()->storageSlider()->value() ==
          std::max(1, int(std::lround(closed.storage / 1e9))));
    // Moved one step up, the closed form's storage rate follows the slider.
    const int next = page->controls()->storageSlider()->value() + 1;
    page->controls()->storageSlider()->setValue(next);
    CHECK(f.session().closedForm().storage == Approx(next * 1e9));
    // Chart labels: two lines, or one when the closed form meets the demand; room above.
    CHECK(page->deliveryChart()->thresholdValues().size() == 2);
}
