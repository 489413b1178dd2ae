#include "core/models/fabric/ecmp_explorer.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/fabric/panels/ecmp_panel.h"
#include "labs/fabric/views/ecmp_paths_view.h"
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
using ailab::core::topo::EcmpMode;

namespace {
QString pct(double fraction)
{
    return QLocale().toString(fraction * 100.0, 'f', 1);
}
} // namespace

TEST_CASE("fabric ecmp panel: shows the hash's choices and the used-path fraction", "[gui][fabric]")
{
    EcmpPanel panel;
    panel.resize(1000, 620);
    panel.show();
    REQUIRE(panel.flowsBox()->value() == 8);
    REQUIRE(panel.pathsBox()->value() == 8);

    const auto& out = panel.outcome();
    // n = 8 flows on m = 8 paths: 1 - (7/8)^8 = 65.6 %.
    CHECK(out.expectedUsedFraction == Approx(0.6563).epsilon(1e-3));
    CHECK(panel.fractionTile()->value() == pct(out.simulatedUsedFraction));
    CHECK(panel.fractionTile()->detail().contains(pct(0.65639)));
    CHECK(std::abs(out.simulatedUsedFraction - out.expectedUsedFraction) <
          4 * out.usedFractionStandardError);
    CHECK(panel.usedTile()->value() == QStringLiteral("%1 of 8").arg(out.usedPaths));
    CHECK(panel.busiestTile()->value() == QString::number(out.maxFlowsPerPath));
    CHECK(panel.slowestTile()->value() ==
          QLocale().toString(400.0 / out.maxFlowsPerPath, 'f',
                             400.0 / out.maxFlowsPerPath < 10 ? 1 : 0));

    // The table and the drawing show the same choices.
    REQUIRE(panel.flowTable()->rowCount() == 8);
    REQUIRE(panel.pathsView()->laneCount() == 8);
    for (int i = 0; i < 8; ++i) {
        const auto& flow = out.flows[static_cast<std::size_t>(i)];
        CHECK(panel.flowTable()->item(i, 2)->text() == QString::number(flow.tuple.sourcePort));
        CHECK(panel.flowTable()->item(i, 5)->text().startsWith(QString::number(flow.path + 1)));
    }
    for (int p = 0; p < 8; ++p) {
        const int load = out.flowsPerPath[static_cast<std::size_t>(p)];
        const QString text = panel.pathsView()->laneText(p);
        if (load == 0)
            CHECK(text.contains(QStringLiteral("idle")));
        else if (load > 1)
            CHECK(text.contains(QStringLiteral("shared by %1 flows").arg(load)));
    }
    ailab::tests::saveTestShot(&panel, QStringLiteral("fabric-ecmp-hash"));

    SECTION("one path: every flow shares it")
    {
        QSignalSpy changed(&panel, &EcmpPanel::changed);
        panel.pathsBox()->setFocus();
        panel.pathsBox()->selectAll();
        QTest::keyClicks(panel.pathsBox(), QStringLiteral("1"));
        QTest::keyClick(panel.pathsBox(), Qt::Key_Enter);
        CHECK(changed.count() >= 1);
        CHECK(panel.usedTile()->value() == QStringLiteral("1 of 1"));
        CHECK(panel.busiestTile()->value() == QStringLiteral("8"));
        CHECK(panel.slowestTile()->value() == QLocale().toString(50.0, 'f', 0));
    }
    SECTION("spraying uses every path at the NIC's rate")
    {
        panel.modeBox()->setCurrentIndex(1);
        CHECK(panel.experiment().mode == EcmpMode::Spray);
        CHECK(panel.usedTile()->value() == QStringLiteral("8 of 8"));
        CHECK(panel.slowestTile()->value() == QLocale().toString(400.0, 'f', 0));
        CHECK(panel.flowTable()->item(0, 4)->text() == QStringLiteral("not used"));
        ailab::tests::saveTestShot(&panel, QStringLiteral("fabric-ecmp-spray"));
    }
    SECTION("reroll draws new ports and a new seed")
    {
        const QString port = panel.flowTable()->item(0, 2)->text();
        const int seed = panel.seedBox()->value();
        QTest::mouseClick(panel.rerollButton(), Qt::LeftButton);
        CHECK(panel.seedBox()->value() != seed);
        CHECK(panel.flowTable()->item(0, 2)->text() != port);
    }
    SECTION("state round trip and reset")
    {
        panel.flowsBox()->setValue(32);
        panel.pathsBox()->setValue(16);
        panel.rateBox()->setCurrentIndex(panel.rateBox()->findData(800));
        const QJsonObject saved = panel.saveState();
        panel.resetToDefaults();
        CHECK(panel.flowsBox()->value() == 8);
        CHECK(panel.rateBox()->currentData().toInt() == 400);
        panel.restoreState(saved);
        CHECK(panel.saveState() == saved);
        CHECK(panel.flowTable()->rowCount() == 32);
        CHECK(panel.pathsView()->laneCount() == 16);
    }
}

TEST_CASE("fabric ecmp panel: fits the lab's tab and names its controls", "[gui][fabric]")
{
    EcmpPanel panel;
    const QSize minimum = panel.minimumSizeHint();
    INFO("minimum " << minimum.width() << "x" << minimum.height());
    CHECK(minimum.width() <= 1000);
    CHECK(minimum.height() <= 600);
    for (QWidget* control :
         {static_cast<QWidget*>(panel.flowsBox()), static_cast<QWidget*>(panel.pathsBox()),
          static_cast<QWidget*>(panel.seedBox()), static_cast<QWidget*>(panel.modeBox()),
          static_cast<QWidget*>(panel.rateBox()), static_cast<QWidget*>(panel.rerollButton())})
        CHECK_FALSE(control->accessibleName().isEmpty());
}
