#include "core/collective/sweep.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/fabric/panels/collective_panel.h"
#include "labs/fabric/views/collective_ring_model.h"
#include "labs/fabric/views/collective_ring_page.h"
#include "labs/fabric/views/collective_ring_view.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::fabric;
namespace col = ailab::core::collective;

namespace {
bool waitForSweep(CollectivePanel& panel)
{
    // A busy machine may be slow; only completion is checked, never a duration.
    for (int i = 0; i < 6000 && panel.isSweeping(); ++i)
        QTest::qWait(50);
    QCoreApplication::processEvents();
    return !panel.isSweeping();
}
} // namespace

TEST_CASE("fabric ring model: reduce-scatter then all-gather", "[gui][fabric]")
{
    RingAllReduceModel ring(4);
    CHECK(ring.stepCount() == 6);
    // Step 0: rank r sends chunk r to rank r + 1.
    const std::vector<RingTransfer> first = ring.transfers(0);
    REQUIRE(first.size() == 4);
    CHECK(first[3].from == 3);
    CHECK(first[3].to == 0);
    CHECK(first[3].chunk == 3);
    ring.setStep(3);
    // After p - 1 steps rank r holds chunk r + 1 fully reduced, and nothing else.
    for (int r = 0; r < 4; ++r) {
        CHECK(ring.complete(r, (r + 1) % 4));
        CHECK_FALSE(ring.complete(r, r));
    }
    CHECK(ring.contributions(0, 0) == 1); // rank 0 sent chunk 0 on and never got it back
    CHECK(ring.contributions(0, 2) == 3);
    ring.setStep(6);
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c)
            CHECK(ring.complete(r, c));
}

TEST_CASE("fabric collective panel: the sweep charts simulated and closed form", "[gui][fabric]")
{
    CollectivePanel panel;
    panel.resize(1000, 620);
    panel.show();
    REQUIRE(waitForSweep(panel));
    const std::vector<double> sizes = col::defaultSweepSizes();
    REQUIRE(panel.points().size() == sizes.size());
    CHECK(panel.timeChart()->dataCount(QStringLiteral("simulated")) == 23);
    CHECK(panel.busbwChart()->dataCount(QStringLiteral("closed")) == 23);
    CHECK(panel.progressBar()->value() == 23);

    // The points are the core's sweep on the same fabric.
    const col::SweepRequest request = panel.sweepRequest();
    CHECK(request.fabric.servers == 8);
    const ailab::core::topo::Fabric fabric = ailab::core::topo::buildFabric(request.fabric);
    ailab::core::topo::Router router(fabric.graph);
    for (std::size_t i : {std::size_t{0}, std::size_t{10}, std::size_t{20}}) {
        col::CollectiveRequest one = request.collective;
        one.bytes = sizes[i];
        const col::SweepPoint expected = col::sweepPoint(fabric, router, one);
        CHECK(panel.points()[i].simulatedSeconds == expected.simulatedSeconds);
        CHECK(panel.points()[i].busbwBytesPerSecond == expected.busbwBytesPerSecond);
        CHECK(panel.timeChart()->valueAt(QStringLiteral("simulated"), sizes[i]) ==
              Approx(expected.simulatedSeconds));
    }
    // Latency-bound to bandwidth-bound: busbw rises with the size.
    CHECK(panel.points().front().busbwBytesPerSecond < panel.points().back().busbwBytesPerSecond);
    // 1 GiB over 8 ranks at 400 Gb/s: bandwidth-bound, busbw near 50 GB/s.
    const col::SweepPoint& gib = panel.points()[20];
    CHECK(gib.bytes == 1073741824.0);
    CHECK(gib.busbwBytesPerSecond > 45e9);
    CHECK(gib.busbwBytesPerSecond <= 50e9 * (1 + 1e-9));
    CHECK(panel.busbwTile()->value() == QLocale().toString(gib.busbwBytesPerSecond / 1e9, 'f', 1));
    ailab::tests::saveTestShot(&panel, QStringLiteral("fabric-collective-sweep"));

    SECTION("another algorithm restarts the sweep")
    {
        panel.algorithmBox()->setCurrentIndex(2); // Rabenseifner
        CHECK(panel.isSweeping());
        REQUIRE(waitForSweep(panel));
        CHECK(panel.sweepRequest().collective.algorithm == col::Algorithm::Rabenseifner);
        CHECK(panel.points().size() == 23);
    }
    SECTION("cancel stops the sweep")
    {
        panel.serversBox()->setCurrentIndex(panel.serversBox()->findData(64));
        REQUIRE(panel.isSweeping());
        QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
        REQUIRE(waitForSweep(panel));
        CHECK(panel.points().size() < 23);
        CHECK(panel.runButton()->isEnabled());
    }
    SECTION("16,384 GPUs for the ring and the hierarchical ring; tree and Rabenseifner stop "
            "at 128 servers")
    {
        QComboBox* servers = panel.serversBox();
        REQUIRE(servers->findData(2048) >= 0);
        panel.gpusBox()->setCurrentIndex(panel.gpusBox()->findData(8));
        servers->setCurrentIndex(servers->findData(2048));
        CHECK(panel.sweepRequest().fabric.servers * panel.sweepRequest().fabric.gpusPerServer ==
              16384);
        CHECK(panel.fabricLabel()->text().contains(QLocale().toString(16384)));
        QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
        REQUIRE(waitForSweep(panel));

        panel.algorithmBox()->setCurrentIndex(
            panel.algorithmBox()->findData(static_cast<int>(col::Algorithm::Tree)));
        CHECK(servers->currentData().toInt() == 128);
        const auto* model = qobject_cast<QStandardItemModel*>(servers->model());
        REQUIRE(model != nullptr);
        CHECK_FALSE(model->item(servers->findData(2048))->isEnabled());
        CHECK(model->item(servers->findData(128))->isEnabled());
        panel.cancelSweep();
        REQUIRE(waitForSweep(panel));

        panel.algorithmBox()->setCurrentIndex(
            panel.algorithmBox()->findData(static_cast<int>(col::Algorithm::Hierarchical)));
        CHECK(model->item(servers->findData(2048))->isEnabled());
        panel.cancelSweep();
        REQUIRE(waitForSweep(panel));
    }
    SECTION("state round trip")
    {
        panel.gpusBox()->setCurrentIndex(panel.gpusBox()->findData(4));
        panel.ringPage()->ranksBox()->setValue(5);
        panel.ringPage()->nextStep();
        const QJsonObject saved = panel.saveState();
        panel.resetToDefaults();
        REQUIRE(waitForSweep(panel));
        CHECK(panel.saveState() != saved);
        panel.restoreState(saved);
        REQUIRE(waitForSweep(panel));
        CHECK(panel.saveState() == saved);
        CHECK(panel.ringPage()->ring().ranks() == 5);
        CHECK(panel.ringPage()->ring().step() == 1);
    }
}

TEST_CASE("fabric collective panel: the ring steps through both phases", "[gui][fabric]")
{
    CollectivePanel panel;
    panel.resize(1000, 620);
    panel.show();
    panel.findChild<QTabWidget*>()->setCurrentIndex(1);
    REQUIRE(panel.ringPage()->ring().ranks() == 4);
    CHECK(panel.ringPage()->caption()->text().contains(QStringLiteral("Start")));
    QPushButton* next = panel.ringPage()->nextButton();
    QTest::mouseClick(next, Qt::LeftButton);
    CHECK(panel.ringPage()->ring().step() == 1);
    CHECK(panel.ringPage()->caption()->text().contains(
        QStringLiteral("Reduce-scatter, step 1 of 3")));
    // The recorded flow schedule gives the size of a transfer: 1 GiB / 4.
    CHECK(panel.ringPage()->caption()->text().contains(QStringLiteral("268 MB")));
    QTest::mouseClick(next, Qt::LeftButton);
    QTest::mouseClick(next, Qt::LeftButton);
    CHECK(panel.ringPage()->ring().complete(0, 1));
    panel.ringPage()->view()->setProgress(0.5);
    ailab::tests::saveTestShot(&panel, QStringLiteral("fabric-collective-ring"));
    QTest::mouseClick(next, Qt::LeftButton);
    CHECK(panel.ringPage()->caption()->text().contains(QStringLiteral("All-gather, step 1 of 3")));
    for (int i = 0; i < 2; ++i)
        QTest::mouseClick(next, Qt::LeftButton);
    CHECK(panel.ringPage()->ring().step() == 6);
    CHECK_FALSE(next->isEnabled());
    CHECK(panel.ringPage()->caption()->text().contains(QStringLiteral("Done after 6 steps")));
    panel.ringPage()->reset();
    CHECK(panel.ringPage()->ring().step() == 0);
    REQUIRE(waitForSweep(panel));
}

TEST_CASE("fabric collective panel: fits the lab's tab and names its controls", "[gui][fabric]")
{
    CollectivePanel panel;
    const QSize minimum = panel.minimumSizeHint();
    INFO("minimum " << minimum.width() << "x" << minimum.height());
    CHECK(minimum.width() <= 1000);
    CHECK(minimum.height() <= 600);
    for (QComboBox* box : {panel.algorithmBox(), panel.serversBox(), panel.gpusBox(),
                           panel.nicRateBox(), panel.sizeBox()})
        CHECK_FALSE(box->accessibleName().isEmpty());
    for (QPushButton* button : panel.findChildren<QPushButton*>())
        CHECK_FALSE(button->accessibleName().isEmpty());
    panel.cancelSweep();
    REQUIRE(waitForSweep(panel));
}

TEST_CASE("fabric ring view: the ranks stay clear of the legend at any size and font",
          "[gui][fabric][clipping]")
{
    for (const double scale : {1.0, 1.5}) {
        ailab::tests::ScopedFontScale font(scale);
        for (const int ranks : {2, 4, 8}) {
            CollectiveRingView view;
            view.setModel(RingAllReduceModel(ranks));
            for (const QSize size :
                 {view.minimumSizeHint(), QSize(520, 360), QSize(900, 300), QSize(700, 700)}) {
                view.resize(size.expandedTo(view.minimumSizeHint()));
                INFO("scale " << scale << ", " << ranks << " ranks, " << view.width() << "x"
                              << view.height());
                const CollectiveRingView::Layout layout = view.layout();
                REQUIRE(layout.rankBoxes.size() == ranks);
                CHECK(layout.legend.bottom() <= view.height());
                for (int a = 0; a < ranks; ++a) {
                    const QRectF box = layout.rankBoxes[a];
                    CHECK_FALSE(box.intersects(layout.legend));
                    CHECK(QRectF(view.rect()).contains(box));
                }
            }
        }
    }
}
