#include "core/models/fabric/oversubscription_explorer.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/fabric/panels/oversubscription_panel.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::fabric;
namespace topo = ailab::core::topo;

namespace {
bool waitForFigures(OversubscriptionPanel& panel)
{
    // The worker may be slow on a busy machine; no timing is asserted, only completion.
    for (int i = 0; i < 1200 && panel.isComputing(); ++i)
        QTest::qWait(50);
    QCoreApplication::processEvents();
    return !panel.isComputing();
}
} // namespace

TEST_CASE("fabric oversubscription panel: the seed's leaf is 2:1 and halves the bandwidth under "
          "full load",
          "[gui][fabric]")
{
    OversubscriptionPanel panel;
    panel.resize(1000, 620);
    panel.show();
    REQUIRE(waitForFigures(panel));

    std::optional<topo::FabricConfig> emitted;
    QObject::connect(&panel, &OversubscriptionPanel::configChanged,
                     [&](const topo::FabricConfig& config) { emitted = config; });
    QTest::mouseClick(panel.seedButton(), Qt::LeftButton);
    REQUIRE(emitted.has_value());
    CHECK(emitted->servers == 16);
    CHECK(emitted->leaves == 2);
    CHECK(emitted->spines * emitted->uplinksPerLeafSpine == 4);
    REQUIRE(waitForFigures(panel));

    const ailab::core::models::fabric::OversubscriptionFigures& f = panel.figures();
    REQUIRE(f.error.empty());
    // 8 x 400G down = 3.2 Tb/s, 4 x 400G up = 1.6 Tb/s.
    CHECK(f.leaf.downlinkBps == Approx(3.2e12));
    CHECK(f.leaf.uplinkBps == Approx(1.6e12));
    CHECK(panel.ratioTile()->value() == QStringLiteral("2:1"));
    CHECK(f.sprayed.meanServerBps == Approx(200e9));
    CHECK(panel.perServerTile()->value() == QStringLiteral("200"));
    // Ranks spread over the leaves send every ring step across the spines: twice as slow.
    const double slowdown = f.allReduceSeconds[1][0] / f.allReduceSeconds[1][1];
    CHECK(slowdown > 1.5);
    CHECK(slowdown <= 2.0 + 1e-6);
    CHECK(panel.slowdownTile()->value() ==
          QStringLiteral("%1×").arg(QLocale().toString(slowdown, 'f', 2)));
    REQUIRE(panel.runTable()->rowCount() == 2);
    ailab::tests::saveTestShot(&panel, QStringLiteral("fabric-oversubscription-2to1"));

    SECTION("two uplinks per pair make it 1:1")
    {
        emitted.reset();
        panel.uplinksBox()->setValue(2);
        REQUIRE(emitted.has_value());
        CHECK(emitted->uplinksPerLeafSpine == 2);
        REQUIRE(waitForFigures(panel));
        CHECK(panel.ratioTile()->value() == QStringLiteral("1:1"));
        CHECK(panel.perServerTile()->value() == QStringLiteral("400"));
        CHECK(panel.figures().allReduceSeconds[1][0] ==
              Approx(panel.figures().allReduceSeconds[1][1]));
    }
    SECTION("the lab's fabric comes in without echoing back")
    {
        emitted.reset();
        topo::FabricConfig config;
        config.servers = 6;
        config.leaves = 3;
        config.spines = 2;
        panel.setConfig(config);
        CHECK_FALSE(emitted.has_value());
        CHECK(panel.serversPerLeafBox()->value() == 2);
        CHECK(panel.config().servers == 6);
        REQUIRE(waitForFigures(panel));
        CHECK(panel.ratioTile()->value() == QStringLiteral("1:1"));
    }
    SECTION("state round trip")
    {
        panel.spinesBox()->setValue(2);
        REQUIRE(waitForFigures(panel));
        const QJsonObject saved = panel.saveState();
        panel.resetToDefaults();
        REQUIRE(waitForFigures(panel));
        CHECK(panel.saveState() != saved);
        panel.restoreState(saved);
        REQUIRE(waitForFigures(panel));
        CHECK(panel.saveState() == saved);
        CHECK(panel.ratioTile()->value() == QStringLiteral("4:1"));
    }
}

TEST_CASE("fabric oversubscription panel: fits the lab's tab and names its controls",
          "[gui][fabric]")
{
    OversubscriptionPanel panel;
    const QSize minimum = panel.minimumSizeHint();
    INFO("minimum " << minimum.width() << "x" << minimum.height());
    CHECK(minimum.width() <= 1000);
    CHECK(minimum.height() <= 600);
    for (QWidget* control : panel.findChildren<QSpinBox*>())
        CHECK_FALSE(control->accessibleName().isEmpty());
    for (QWidget* control : panel.findChildren<QComboBox*>())
        CHECK_FALSE(control->accessibleName().isEmpty());
    REQUIRE(waitForFigures(panel));
}
