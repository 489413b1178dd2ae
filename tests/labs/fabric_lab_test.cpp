#include "core/error.h"
#include "core/models/fabric/fabric_status.h"
#include "core/models/fabric/fabric_workload.h"
#include "core/units/format.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/core_status.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/fabric/fabric_lab.h"
#include "labs/fabric/fabric_session.h"
#include "labs/fabric/panels/fabric_page.h"
#include "labs/fabric/panels/oversubscription_panel.h"
#include "labs/fabric/views/fabric_drawing.h"
#include "labs/fabric/views/fabric_explainer.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>

using namespace ailab::labs;
using ailab::tests::savedText;
using namespace ailab::labs::fabric;

namespace {

struct Fixture : ailab::tests::LabFixture<FabricLab>
{
    FabricPage* page() const { return lab.fabricPage(); }
    const ailab::core::models::fabric::FabricRun& run() const { return lab.session().run(); }
    void load(const QString& name)
    {
        lab.loadScenario(
            FabricLab::readPreset(QStringLiteral(":/labs/fabric/scenarios/%1.json").arg(name)));
    }
};

} // namespace

// Opening, saving, garbage, Reset and the fit of every mode: tests/labs/lab_contract_test.cpp.
TEST_CASE("fabric lab: the course's fabric is drawn", "[gui][fabric]")
{
    Fixture f;
    f.lab.setMode(QStringLiteral("fabric"));
    const TopologySnapshot& s = f.page()->topology()->snapshot();
    CHECK(s.nodes.size() == 2 + 3 + 6); // spines, leaves, GPU nodes
    CHECK(s.links.size() == 3 * 2 + 6);
    CHECK(f.page()->nodesTile()->value() == "6");
    CHECK(f.page()->spinesTile()->value() == "2/2");
}

TEST_CASE("fabric lab: every preset loads and the tiles show the model", "[gui][fabric]")
{
    Fixture f;
    const QStringList presets = f.lab.presets();
    REQUIRE(presets.size() >= 8);
    for (const QString& path : presets) {
        INFO(path.toStdString());
        f.lab.loadScenario(FabricLab::readPreset(path));
        const auto& cfg = f.run().config();
        CHECK(f.page()->nodesTile()->value() == QLocale().toString(cfg.fabric.servers));
        CHECK(f.page()->spinesTile()->value() ==
              QStringLiteral("%1/%2").arg(f.run().spinesAvailable()).arg(cfg.fabric.spines));
        CHECK(f.page()->serversBox()->value() == cfg.fabric.servers);
        CHECK(f.page()->leavesBox()->value() == cfg.fabric.leaves);
    }
    f.load(QStringLiteral("spine-failure"));
    CHECK(f.page()->spinesTile()->value() == "3/4");
    CHECK(f.page()->spinesTile()->status() == Status::Failed);
}

TEST_CASE("fabric lab: playing runs the all-reduce to its closed form; reset "
          "restores the start",
          "[gui][fabric]")
{
    Fixture f;
    f.load(QStringLiteral("training-allreduce"));
    const QString start = savedText(f.lab);
    SimDriver* driver = f.lab.driver();
    int steps = 0;
    while (f.run().completedIterations() == 0 && steps < 400) {
        driver->step();
        ++steps;
    }
    REQUIRE(f.run().completedIterations() >= 1);
    const double t = f.run().allReduceSeconds().front();
    CHECK(t == Approx(f.run().closedFormSeconds()));
    // The tile shows the model's time, formatted by the core.
    CHECK(f.page()->allReduceTile()->value() ==
          QString::fromStdString(ailab::core::units::toString(
              ailab::core::units::Seconds::seconds(f.run().allReduceSeconds().back()))));
    CHECK(f.page()->allReduceTile()->status() == Status::Healthy);
    f.page()->serversBox()->setValue(12);
    CHECK(f.run().config().fabric.servers == 12);
    CHECK(savedText(f.lab) != start);

    driver->reset();
    CHECK(driver->now() == 0.0);
    CHECK(f.run().completedIterations() == 0);
    CHECK(f.page()->serversBox()->value() == 8);
    CHECK(savedText(f.lab) == start);
}

TEST_CASE("fabric lab: oversubscription shows as congestion and a slower all-reduce",
          "[gui][fabric]")
{
    Fixture f;
    f.load(QStringLiteral("oversubscription-2to1"));
    SimDriver* driver = f.lab.driver();
    for (int i = 0; i < 400 && f.run().completedIterations() == 0; ++i)
        driver->step();
    REQUIRE(f.run().completedIterations() >= 1);
    CHECK(f.run().allReduceSeconds().front() / f.run().closedFormSeconds() ==
          Approx(2.0).epsilon(0.01));
    CHECK(f.page()->allReduceTile()->status() == Status::Congested);
    CHECK(f.page()->peakTile()->detail().contains(QStringLiteral("100")));
}

TEST_CASE("fabric lab: scale to 1,024 servers groups the drawing", "[gui][fabric]")
{
    Fixture f;
    f.load(QStringLiteral("scale-1024"));
    const FabricDrawing& d = f.page()->drawing();
    CHECK(d.aggregated());
    const TopologySnapshot& s = f.page()->topology()->snapshot();
    CHECK(s.nodes.size() == 16 + 64 + 64);
    CHECK(s.links.size() == 64 * 16 + 64);
    CHECK(s.nodes.at(16 + 64).label.contains(QStringLiteral("16")));
    // Past the compute phase, into the all-reduce.
    for (int i = 0; i < 40 && f.page()->topology()->snapshot().flows.empty(); ++i)
        f.lab.driver()->step();
    CHECK(f.page()->topology()->snapshot().flows.size() <= FabricDrawing::kMaxTokens);
    CHECK(f.page()->topology()->snapshot().flows.size() > 0);
    // Back to a small fabric with the controls: every server drawn again.
    f.page()->serversBox()->setValue(16);
    f.page()->leavesBox()->setValue(4);
    f.page()->spinesBox()->setValue(2);
    CHECK_FALSE(f.page()->drawing().aggregated());
    CHECK(f.page()->topology()->snapshot().nodes.size() == 2 + 4 + 16);
    CHECK(f.run().config().fabric.leaves == 4);
}

TEST_CASE("fabric lab: 16,384 GPUs play by step replay with the per-flow figures",
          "[gui][fabric]")
{
    Fixture f;
    f.load(QStringLiteral("scale-16384"));
    REQUIRE(f.run().ranks().size() == 16384);
    CHECK(f.run().replaysSteps());
    CHECK(f.run().allReduceStepCount() == 32766);
    const TopologySnapshot& s = f.page()->topology()->snapshot();
    CHECK(f.page()->drawing().aggregated());
    CHECK(s.nodes.size() == 32 + 64 + 64);
    // The controls show the preset's fabric, so an edit keeps its 32 spines and 8 uplinks.
    CHECK(f.page()->spinesBox()->value() == 32);
    CHECK(f.page()->serversBox()->value() == 2048);
    // Into the all-reduce: the replayed step's flows are drawn and inspected like any other.
    for (int i = 0; i < 60 && f.page()->topology()->snapshot().flows.empty(); ++i)
        f.lab.driver()->step();
    REQUIRE(f.run().inAllReduce());
    CHECK(f.page()->topology()->snapshot().flows.size() <= FabricDrawing::kMaxTokens);
    CHECK_FALSE(f.page()->topology()->snapshot().flows.empty());
    const auto live = f.run().liveFlows();
    REQUIRE_FALSE(live.empty());
    CHECK(f.run().flowPath(live.front()).size() > 0);
    // The explainer names the engine.
    const ExplainerContent content = FabricExplainer::content(f.run());
    const auto engine = std::find_if(content.inputs.begin(), content.inputs.end(),
                                     [](const ExplainerInput& in) { return in.name == "Engine"; });
    REQUIRE(engine != content.inputs.end());
    CHECK(engine->value.contains(QLocale().toString(32766)));
    ailab::tests::saveTestShot(f.page(), QStringLiteral("fabric-16384"));
    // The oversubscription page follows the fabric with its ratio; its full-load runs stop
    // at 4,096 server ports and say so.
    const OversubscriptionPanel* over = f.lab.oversubscriptionPanel();
    CHECK_FALSE(over->isComputing());
    CHECK(over->slowdownTile()->detail().contains(QLocale().toString(16384)));
    // The whole run ends at the closed form: nothing shares the fabric and the ring is
    // block-placed, so every step takes its alpha-beta time.
    for (int i = 0; i < 400 && !f.run().finished(); ++i)
        f.lab.driver()->step();
    REQUIRE(f.run().completedIterations() == 2);
    CHECK(f.run().allReduceSeconds().back() ==
          Approx(f.run().closedFormSeconds()).epsilon(1e-9));
}

TEST_CASE("fabric lab: the learner's fabric and selection are saved; a bad fabric names its field",
          "[gui][fabric]")
{
    Fixture f;
    f.load(QStringLiteral("link-failure"));
    f.page()->spinesBox()->setValue(3);
    f.page()->selectElement(QStringLiteral("spine:2"));
    f.lab.setMode(QStringLiteral("ecmp"));
    const QJsonObject state = f.lab.saveState();

    Fixture g;
    g.lab.restoreState(state);
    CHECK(g.lab.mode() == "ecmp");
    CHECK(g.run().config().fabric.spines == 3);
    CHECK(g.run().failedLinkCount() == 1);
    CHECK(g.page()->selectedElement() == "spine:2");
    CHECK(savedText(g.lab) == savedText(f.lab));

    const QString before = savedText(g.lab);
    QJsonObject garbage = state;
    QJsonObject config = garbage["config"].toObject();
    QJsonObject fabric = config["fabric"].toObject();
    fabric["leaves"] = 0;
    config["fabric"] = fabric;
    garbage["config"] = config;
    try {
        g.lab.restoreState(garbage);
        FAIL("expected an error");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/config/fabric/leaves");
    }
    CHECK(savedText(g.lab) == before);
}

TEST_CASE("fabric lab: the peak load and congestion tiles never contradict each other",
          "[gui][fabric][status]")
{
    namespace fabric_model = ailab::core::models::fabric;
    for (const QString& name :
         {QStringLiteral("healthy"), QStringLiteral("training-allreduce"),
          QStringLiteral("ecmp-collision"), QStringLiteral("oversubscription-2to1"),
          QStringLiteral("oversubscription-4to1"), QStringLiteral("link-failure"),
          QStringLiteral("spine-failure"), QStringLiteral("routing-misconfiguration")}) {
        INFO(name.toStdString());
        Fixture f;
        f.load(name);
        for (int i = 0; i < 40 && !f.run().finished(); ++i) {
            f.lab.driver()->step();
            const auto peak = f.page()->peakTile()->status();
            const auto congestion = f.page()->congestionTile()->status();
            REQUIRE(peak.has_value());
            REQUIRE(congestion.has_value());
            // One rule: "congested" on both or on neither.
            CHECK((*peak == Status::Congested) == (*congestion == Status::Congested));
            CHECK(*peak == statusOf(fabric_model::peakLinkLoadHealth(f.run())));
            if (f.run().peakNetworkUtilisation() >= fabric_model::kSaturatedLinkLoad &&
                *congestion == Status::Healthy)
                CHECK(*peak == Status::Busy); // full, and nobody held back: busy
        }
    }
}
