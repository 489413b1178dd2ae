#include "labs/common/widgets/metric_tile.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/topology/topology_view.h"
#include "labs/gpu_server/panels/cluster_panel.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QLocale>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::gpu_server;

TEST_CASE("Cluster panel: the seed's 8 x 4 GPUs", "[gui][gpu_server]")
{
    ClusterPanel panel;
    panel.resize(1020, 690);
    panel.show();
    CHECK(panel.serversSlider()->value() == 8);
    CHECK(panel.gpusTile()->value() == QLocale().toString(32));
    CHECK(panel.hbmTile()->value() == QLocale().toString(2560));
    CHECK(panel.hbmTile()->detail().contains(QObject::tr("not one pool")));
    CHECK(panel.nicsTile()->value() == QLocale().toString(16));
    CHECK(panel.totals().teachingPowerW == Approx(32000));
    CHECK(panel.totals().catalogPowerW == Approx(22400));
    // One leaf and its eight servers in one box.
    CHECK(panel.topology()->snapshot().nodes.size() == 2);
    CHECK(panel.growthChart()->dataCount("per-gpu") == 256);
    ailab::tests::saveTestShot(&panel, QStringLiteral("gpu-server-cluster-seed"));
}

TEST_CASE("Cluster panel: 256 servers are drawn aggregated", "[gui][gpu_server]")
{
    ClusterPanel panel;
    panel.resize(1020, 690);
    panel.serversSlider()->setFocus();
    QTest::keyClick(panel.serversSlider(), Qt::Key_End);
    CHECK(panel.serversSpin()->value() == 256);
    CHECK(panel.gpusTile()->value() == QLocale().toString(1024));
    CHECK(panel.totals().fabric.leaves == 32);
    CHECK(panel.totals().fabric.spines == 16);
    // 32 leaves in 4 boxes, 16 spines in 4 boxes, one server box per leaf box.
    CHECK(panel.topology()->snapshot().nodes.size() == 12);
    CHECK(panel.totals().allReduce.ranks == 1024);
    panel.show();
    ailab::tests::saveTestShot(&panel, QStringLiteral("gpu-server-cluster-256"));

    // 16-port switches: 64 leaves, more than a spine's ports.
    panel.radixCombo()->setCurrentIndex(panel.radixCombo()->findData(16));
    CHECK_FALSE(panel.totals().fabric.twoTierFits);
    REQUIRE(panel.fabricTile()->status().has_value());
    CHECK(*panel.fabricTile()->status() == Status::Failed);

    panel.gpusSlider()->setValue(8);
    CHECK(panel.gpusTile()->value() == QLocale().toString(2048));
}

TEST_CASE("Cluster panel: save, restore and reset", "[gui][gpu_server]")
{
    ClusterPanel panel;
    panel.serversSpin()->setValue(20);
    panel.nicsSpin()->setValue(4);
    const QJsonObject saved = panel.saveState();
    panel.resetToDefaults();
    CHECK(panel.config().servers == 8);
    CHECK(panel.config().nicsPerServer == 2);
    panel.restoreState(saved);
    CHECK(panel.config().servers == 20);
    CHECK(panel.totals().nics == 80);
    CHECK(panel.saveState() == saved);
}

TEST_CASE("Cluster panel fits 1020x690", "[gui][gpu_server]")
{
    ClusterPanel panel;
    CHECK(panel.minimumSizeHint().width() <= 1020);
    CHECK(panel.minimumSizeHint().height() <= 690);
}
