#include "core/error.h"
#include "core/net/roce/rdma_walkthrough.h"
#include "core/units/format.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/packet/packet_view.h"
#include "labs/common/topology/topology_view.h"
#include "labs/roce/panels/walkthrough_panel.h"
#include "labs/roce/views/walkthrough_comparison.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::roce;
namespace core = ailab::core;

namespace {

int packetsUpTo(const core::net::roce::WalkthroughResult& r, int step)
{
    int n = 0;
    for (int i = 0; i <= step; ++i)
        n += r.rdmaSteps[static_cast<std::size_t>(i)].packetCount;
    return n;
}

Status statusOf(const TopologyView* view, const QString& id)
{
    for (const auto& node : view->snapshot().nodes)
        if (node.id == id)
            return node.status;
    return Status::Failed;
}

QString us(double seconds)
{
    return QString::fromStdString(core::units::toString(core::units::Seconds::seconds(seconds)));
}

} // namespace

TEST_CASE("roce walkthrough: Next goes through every step; packets appear as they are sent",
          "[gui][roce]")
{
    WalkthroughPanel panel;
    panel.resize(1020, 690);
    panel.show();
    QCoreApplication::processEvents();
    const auto& r = panel.result();
    REQUIRE(panel.stepCount() == 14);
    CHECK(panel.currentStep() == 0);
    CHECK(panel.packetView()->packetCount() == 0);
    CHECK_FALSE(panel.backButton()->isEnabled());
    int shots = 0;
    for (int i = 1; i < panel.stepCount(); ++i) {
        QTest::mouseClick(panel.nextButton(), Qt::LeftButton);
        REQUIRE(panel.currentStep() == i);
        const auto& step = r.rdmaSteps[static_cast<std::size_t>(i)];
        // The step list follows; the step's node is marked busy and selected on the drawing.
        CHECK(panel.stepList()->currentRow() == i);
        const QString node = QString::fromStdString(step.node);
        CHECK(panel.drawing()->selectedElement() == node);
        CHECK(statusOf(panel.drawing(), node) == Status::Busy);
        // Tokens move along the step's path when something moves.
        if (step.path.size() > 1) {
            REQUIRE_FALSE(panel.drawing()->snapshot().flows.isEmpty());
            CHECK(panel.drawing()->snapshot().flows.first().path.size() ==
                  static_cast<int>(step.path.size()));
        }
        CHECK(panel.packetView()->packetCount() == packetsUpTo(r, i));
        // The explainer shows the step's figures from the model.
        if (!step.setup)
            CHECK(panel.explainer()->html().contains(us(step.durationSeconds)));
        if (i == 6 || i == 11)
            ailab::tests::saveTestShot(&panel,
                                       QStringLiteral("roce-walkthrough-step%1").arg(++shots));
    }
    // 4 KiB at MTU 4096: one WRITE Only and its ACK.
    CHECK(panel.packetView()->packetCount() == static_cast<int>(r.packets.size()));
    CHECK(panel.packetView()->packetCount() == 2);
    CHECK_FALSE(panel.nextButton()->isEnabled());
    QTest::mouseClick(panel.backButton(), Qt::LeftButton);
    CHECK(panel.currentStep() == 12);
}

TEST_CASE("roce walkthrough: size and MTU change the packets", "[gui][roce]")
{
    WalkthroughPanel panel;
    panel.resize(1020, 690);
    panel.sizeBox()->setCurrentIndex(panel.sizeBox()->findData(qint64(65536)));
    panel.mtuBox()->setCurrentIndex(panel.mtuBox()->findData(1024));
    CHECK(panel.result().config.bytes == 65536);
    CHECK(panel.result().rdma.packets == 64);
    panel.setStep(11); // the ACK
    CHECK(panel.packetView()->packetCount() == 65);
    CHECK(panel.packetView()->packetList()->item(0, 6)->text().contains(QStringLiteral("First")));
    panel.mtuBox()->setCurrentIndex(panel.mtuBox()->findData(4096));
    CHECK(panel.packetView()->packetCount() == 17);
    // The comparison follows the model.
    const auto& r = panel.result();
    CHECK(panel.comparison()->latencyTile()->value() == us(r.rdma.dataInGpuBSeconds));
    CHECK(panel.comparison()->socketTable()->rowCount() == static_cast<int>(r.socketSteps.size()));
    CHECK(panel.comparison()->totalsTable()->item(4, 2)->text() == QStringLiteral("4"));
    panel.views()->setCurrentIndex(1);
    panel.show();
    QCoreApplication::processEvents();
    ailab::tests::saveTestShot(&panel, QStringLiteral("roce-walkthrough-compare"));
}

TEST_CASE("roce walkthrough: clicking a node on the drawing goes to its step", "[gui][roce]")
{
    WalkthroughPanel panel;
    panel.resize(1020, 690);
    panel.show();
    QCoreApplication::processEvents();
    panel.drawing()->selectElement(QStringLiteral("spine"));
    CHECK(panel.currentStep() == 8);
    CHECK(panel.stepList()->currentItem()->text().contains(QStringLiteral("Spine")));
}

TEST_CASE("roce walkthrough: save, restore and reset", "[gui][roce]")
{
    WalkthroughPanel panel;
    const QJsonObject defaults = panel.saveState();
    panel.sizeBox()->setCurrentIndex(panel.sizeBox()->findData(qint64(1048576)));
    panel.setStep(9);
    panel.views()->setCurrentIndex(1);
    const QJsonObject saved = panel.saveState();
    CHECK(saved.value(QStringLiteral("bytes")).toInteger() == 1048576);
    CHECK(saved.value(QStringLiteral("step")).toInt() == 9);

    WalkthroughPanel other;
    other.restoreState(saved);
    CHECK(other.saveState() == saved);
    CHECK(other.result().rdma.packets == 256);
    CHECK(other.packetView()->packetCount() == 256);

    panel.resetToDefaults();
    CHECK(panel.saveState() == defaults);
    CHECK(panel.packetView()->packetCount() == 0);

    const auto pathOf = [&](const QJsonObject& s) {
        try {
            panel.restoreState(s);
        } catch (const core::Error& e) {
            return QString::fromStdString(e.path());
        }
        return QString();
    };
    CHECK(pathOf({{QStringLiteral("bytes"), 1000}}) == QStringLiteral("/bytes"));
    CHECK(pathOf({{QStringLiteral("mtu"), 1500}}) == QStringLiteral("/mtu"));
    CHECK(pathOf({{QStringLiteral("step"), 14}}) == QStringLiteral("/step"));
    CHECK(pathOf({{QStringLiteral("view"), 5}}) == QStringLiteral("/view"));
    CHECK(panel.saveState() == defaults); // a refused state changes nothing
}

TEST_CASE("roce walkthrough: fits the lab's tab and names its controls", "[gui][roce]")
{
    WalkthroughPanel panel;
    const QSize minimum = panel.minimumSizeHint();
    INFO("minimum " << minimum.width() << "x" << minimum.height());
    CHECK(minimum.width() <= 1020);
    CHECK(minimum.height() <= 690);
    for (QPushButton* button : panel.findChildren<QPushButton*>())
        CHECK_FALSE(button->accessibleName().isEmpty());
    CHECK_FALSE(panel.sizeBox()->accessibleName().isEmpty());
    CHECK_FALSE(panel.mtuBox()->accessibleName().isEmpty());
    panel.resize(1020, 690);
    panel.show();
    panel.setStep(6);
    QCoreApplication::processEvents();
    ailab::tests::saveTestShot(&panel, QStringLiteral("roce-walkthrough-fit"));
}
