#include "core/models/fabric/fabric_workload.h"
#include "core/units/format.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/fabric/fabric_lab.h"
#include "labs/fabric/fabric_session.h"
#include "labs/fabric/panels/fabric_page.h"
#include "labs/fabric/views/fabric_drawing.h"
#include "tests/labs/test_shots.h"

#include <QGraphicsView>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QTextBrowser>
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <spdlog/logger.h>

using namespace ailab::labs;
using namespace ailab::labs::fabric;
namespace units = ailab::core::units;

namespace {

class ViewContext : public LabContext
{
public:
    std::shared_ptr<spdlog::logger> logger(const QString&) override
    {
        return std::make_shared<spdlog::logger>("test");
    }
    void showStatus(const QString&) override {}
    bool presenterMode() const override { return false; }
};

struct ViewFixture
{
    ViewContext context;
    FabricLab lab;
    std::unique_ptr<QWidget> workspace;
    explicit ViewFixture(const QString& preset)
    {
        workspace.reset(lab.createWorkspace(context, nullptr));
        workspace->resize(1020, 690);
        workspace->show();
        lab.loadScenario(
            FabricLab::readPreset(QStringLiteral(":/labs/fabric/scenarios/%1.json").arg(preset)));
        QCoreApplication::processEvents();
    }
    ~ViewFixture() { workspace.release(); }
    FabricPage* page() const { return lab.fabricPage(); }
    TopologyView* view() const { return page()->topology(); }
    const ailab::core::models::fabric::FabricRun& run() const { return lab.session().run(); }
    void click(const QString& id)
    {
        const QPoint at = view()->viewportPositionOf(id);
        REQUIRE(at.x() >= 0);
        QTest::mouseClick(view()->graphicsView()->viewport(), Qt::LeftButton, {}, at);
        QCoreApplication::processEvents();
    }
};

QString rate(double bps)
{
    return QString::fromStdString(units::toString(units::BitRate::bitsPerSecond(bps)));
}

} // namespace

TEST_CASE("fabric view: clicking the collided uplink shows its load and both flows",
          "[gui][fabric]")
{
    ViewFixture f(QStringLiteral("ecmp-collision"));
    for (int i = 0; i < 3; ++i)
        f.lab.driver()->step();
    // The spine both hashes picked.
    int busy = -1;
    for (int s = 0; s < 2; ++s) {
        const auto links = f.run().uplinks(0, s);
        if (f.run().bundleLoad(links, f.run().fabric().spines[std::size_t(s)]).forwardBps > 0)
            busy = s;
    }
    REQUIRE(busy >= 0);
    const QString id = QStringLiteral("uplinks:0:%1").arg(busy);
    f.click(id);
    CHECK(f.view()->selectedElement() == id);
    const auto load =
        f.run().bundleLoad(f.run().uplinks(0, busy), f.run().fabric().spines[std::size_t(busy)]);
    CHECK(load.forwardBps == Approx(400e9));
    const QString text = f.page()->inspector()->toPlainText();
    CHECK(text.contains(rate(load.forwardBps)));
    CHECK(text.contains(QStringLiteral("2 flows crossing it now")));
    CHECK(text.contains(rate(200e9)));
    CHECK(f.page()->congestionTile()->value() == "Congested");
    CHECK(f.page()->congestionTile()->status() == Status::Congested);
    // The drawn line carries the model's utilisation and a second cue.
    for (const TopologyLink& l : f.view()->snapshot().links) {
        if (l.id == id) {
            CHECK(l.utilisation == Approx(1.0));
            CHECK(l.status == Status::Congested);
        }
    }
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("fabric-view-collision"));

    f.click(QStringLiteral("spine:%1").arg(busy));
    CHECK(f.page()->inspector()->toPlainText().contains(QStringLiteral("Traffic in")));
    CHECK(f.page()->faultButton()->isEnabled());
}

TEST_CASE("fabric view: tokens follow each flow's hashed path", "[gui][fabric]")
{
    ViewFixture f(QStringLiteral("training-allreduce"));
    // Past the compute phase (50 ms of an 85 ms iteration), into the all-reduce.
    for (int i = 0; i < 40 && f.run().liveFlows().empty(); ++i)
        f.lab.driver()->step();
    const auto live = f.run().liveFlows();
    REQUIRE_FALSE(live.empty());
    const auto& graph = f.run().graph();
    int crossing = 0;
    for (const TopologyFlow& token : f.view()->snapshot().flows) {
        const auto flowId = token.id.mid(5).toULongLong();
        const auto match = std::find_if(live.begin(), live.end(),
                                        [flowId](const auto& l) { return l.id == flowId; });
        REQUIRE(match != live.end());
        const auto& path = f.run().flowPath(*match);
        QStringList expected;
        for (auto c : path) {
            const QString n = f.page()->drawing().nodeId(graph.channelTarget(c));
            if (n.startsWith(QStringLiteral("spine:")))
                expected << n;
        }
        for (const QString& spine : expected) {
            CHECK(token.path.contains(spine));
            ++crossing;
        }
        CHECK(token.progress >= 0.0);
        CHECK(token.progress <= 1.0);
    }
    CHECK(crossing > 0);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("fabric-view-allreduce"));
}

TEST_CASE("fabric view: failed links and spines are marked; the inspector "
          "fails and restores",
          "[gui][fabric]")
{
    ViewFixture f(QStringLiteral("link-failure"));
    const auto find = [&](const QString& id) {
        for (const TopologyLink& l : f.view()->snapshot().links) {
            if (l.id == id)
                return l.status;
        }
        return Status::Idle;
    };
    CHECK(find(QStringLiteral("uplinks:0:1")) == Status::Failed);
    CHECK(find(QStringLiteral("uplinks:0:0")) != Status::Failed);

    f.lab.loadScenario(
        FabricLab::readPreset(QStringLiteral(":/labs/fabric/scenarios/healthy.json")));
    f.page()->selectElement(QStringLiteral("uplinks:1:0"));
    REQUIRE(f.page()->faultButton()->isEnabled());
    QTest::mouseClick(f.page()->faultButton(), Qt::LeftButton);
    CHECK(f.run().failedLinkCount() == 1);
    CHECK(find(QStringLiteral("uplinks:1:0")) == Status::Failed);
    CHECK(f.page()->spinesTile()->detail().contains(QStringLiteral("1 link")));
    QTest::mouseClick(f.page()->faultButton(), Qt::LeftButton);
    CHECK(f.run().failedLinkCount() == 0);

    f.page()->selectElement(QStringLiteral("spine:1"));
    QTest::mouseClick(f.page()->faultButton(), Qt::LeftButton);
    CHECK(f.run().spinesAvailable() == 1);
    CHECK(f.page()->spinesTile()->value() == "1/2");
    for (const TopologyNode& n : f.view()->snapshot().nodes) {
        if (n.id == QStringLiteral("spine:1"))
            CHECK(n.status == Status::Failed);
    }
    // The last spine cannot go: the fabric would fall apart, and the lab says so.
    f.page()->selectElement(QStringLiteral("spine:0"));
    QTest::mouseClick(f.page()->faultButton(), Qt::LeftButton);
    CHECK(f.run().spinesAvailable() == 1);
    CHECK(f.page()->messageLabel()->isVisibleTo(f.page()));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("fabric-view-spine-failed"));
}
