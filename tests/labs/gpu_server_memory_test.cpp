#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/gpu_server/panels/memory_panel.h"
#include "tests/labs/test_shots.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLocale>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::gpu_server;
using ailab::core::train::PlacementStatus;

namespace {
void selectByData(QComboBox* combo, int value)
{
    combo->setCurrentIndex(combo->findData(value));
}
} // namespace

TEST_CASE("Memory panel: the seed's 80 GB working set fits in HBM", "[gui][gpu_server]")
{
    MemoryPanel panel;
    panel.resize(1020, 690);
    panel.show();
    REQUIRE(panel.directButton()->isChecked());
    CHECK(panel.workingSetGB() == Approx(80.0));
    CHECK(panel.placement().fitsInHbm());
    CHECK(panel.statusTile()->value() == QObject::tr("Fits in HBM"));
    REQUIRE(panel.statusTile()->status().has_value());
    CHECK(*panel.statusTile()->status() == Status::Healthy);
    CHECK(panel.tierChart()->kind() == SummaryChart::Kind::Breakdown);
    CHECK(panel.spillTile()->value() == QLocale().toString(0.0, 'f', 2));
    ailab::tests::saveTestShot(&panel, QStringLiteral("gpu-server-memory-fits"));
}

TEST_CASE("Memory panel: the slider spills the working set to DRAM and NVMe", "[gui][gpu_server]")
{
    MemoryPanel panel;
    panel.resize(1020, 690);
    QSignalSpy changed(&panel, &MemoryPanel::changed);
    panel.workingSetSpin()->setValue(112.0);
    CHECK(changed.count() >= 1);
    CHECK(panel.placement().status == PlacementStatus::SpillsToDram);
    CHECK(panel.statusTile()->value() == QObject::tr("Spills to host DRAM"));
    CHECK(panel.spillTile()->value() == QLocale().toString(32.0, 'f', 1));
    // 32 GB over PCIe 5.0 x16 at 64 GB/s.
    CHECK(panel.placement().spillSeconds == Approx(0.5));
    CHECK(panel.workingSetSlider()->value() > 0);

    panel.workingSetSlider()->setFocus();
    QTest::keyClick(panel.workingSetSlider(), Qt::Key_End);
    CHECK(panel.workingSetGB() == Approx(6000.0));
    CHECK(panel.placement().status == PlacementStatus::DoesNotFit);
    CHECK(*panel.statusTile()->status() == Status::Failed);

    panel.workingSetSpin()->setValue(1000.0);
    CHECK(panel.placement().status == PlacementStatus::SpillsToNvme);
    CHECK(panel.placement().tiers[2].placedBytes == Approx(408e9));
    panel.show();
    ailab::tests::saveTestShot(&panel, QStringLiteral("gpu-server-memory-nvme"));
}

TEST_CASE("Memory panel: 7B with mixed-precision Adam does not fit 80 GB", "[gui][gpu_server]")
{
    MemoryPanel panel;
    panel.resize(1020, 690);
    QTest::mouseClick(panel.fromModelButton(), Qt::LeftButton);
    REQUIRE(panel.fromModel());
    CHECK_FALSE(panel.workingSetSlider()->isEnabled());
    // Full recomputation leaves the 112 GB of model state and 1.07 GB of layer inputs.
    selectByData(panel.recomputeCombo(), int(ailab::core::train::Recomputation::Full));
    CHECK(panel.trainingMemory().modelStateBytes() == Approx(112e9));
    CHECK(panel.trainingMemory().activationBytes == Approx(32.0 * 2 * 4096 * 4096));
    CHECK_FALSE(panel.placement().fitsInHbm());
    CHECK(panel.totalTile()->value() == QLocale().toString(113.0, 'f', 0));
    CHECK(panel.statusTile()->value() == QObject::tr("Spills to host DRAM"));

    // Plain SGD in mixed precision: 8 B per parameter, 56 GB of state: fits.
    selectByData(panel.optimizerCombo(), int(ailab::core::train::Optimizer::Sgd));
    CHECK(panel.trainingMemory().modelStateBytes() == Approx(56e9));
    CHECK(panel.placement().fitsInHbm());
    // Without recomputation the activations of s = 4096 take 104 GB more.
    selectByData(panel.recomputeCombo(), int(ailab::core::train::Recomputation::None));
    CHECK(panel.trainingMemory().activationBytes == Approx(32.0 * 194 * 4096 * 4096));
    CHECK_FALSE(panel.placement().fitsInHbm());
    panel.show();
    ailab::tests::saveTestShot(&panel, QStringLiteral("gpu-server-memory-model"));
}

TEST_CASE("Memory panel: save, restore and reset", "[gui][gpu_server]")
{
    MemoryPanel panel;
    QTest::mouseClick(panel.fromModelButton(), Qt::LeftButton);
    panel.parametersSpin()->setValue(13.0);
    panel.sequenceSpin()->setValue(2048);
    const QJsonObject saved = panel.saveState();
    const double bytes = panel.placement().workingSetBytes;

    panel.resetToDefaults();
    CHECK_FALSE(panel.fromModel());
    CHECK(panel.workingSetGB() == Approx(80.0));

    panel.restoreState(saved);
    CHECK(panel.fromModel());
    CHECK(panel.parametersSpin()->value() == Approx(13.0));
    CHECK(panel.placement().workingSetBytes == Approx(bytes));
    CHECK(panel.saveState() == saved);
}

TEST_CASE("Memory panel fits 1020x690", "[gui][gpu_server]")
{
    MemoryPanel panel;
    const QSize hint = panel.minimumSizeHint();
    CHECK(hint.width() <= 1020);
    CHECK(hint.height() <= 690);
}

TEST_CASE("Memory panel: free room is drawn empty, so an idle tier never reads as full",
          "[gui][gpu_server]")
{
    MemoryPanel panel;
    panel.resize(1020, 690);
    panel.show();
    // The seed's 80 GB in HBM: DRAM and NVMe hold nothing, 100 % free.
    REQUIRE(panel.placement().fitsInHbm());
    auto* series = panel.tierChart()->chart()->series().value(0);
    auto* bars = qobject_cast<QAbstractBarSeries*>(series);
    REQUIRE(bars);
    REQUIRE(bars->count() == 2);
    QBarSet* used = bars->barSets().at(0);
    QBarSet* free = bars->barSets().at(1);
    CHECK(free->label() == QObject::tr("Free"));
    // The used part is filled; the free part is an outline with no fill at all.
    CHECK(used->brush().style() != Qt::NoBrush);
    CHECK(free->brush().style() == Qt::NoBrush);
    CHECK(free->pen().style() != Qt::SolidLine);
    // Every tier's bar is whole: used and free add up to 100 %.
    for (int i = 0; i < used->count(); ++i)
        CHECK(used->at(i) + free->at(i) == Approx(100.0));
}
