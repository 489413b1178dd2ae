#include "core/collective/alpha_beta.h"
#include "core/error.h"
#include "core/topo/intra_node.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/topology/topology_view.h"
#include "labs/gpu_server/gpu_server_lab.h"
#include "labs/gpu_server/gpu_server_session.h"
#include "labs/gpu_server/panels/fabric_page.h"
#include "labs/gpu_server/panels/node_page.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QApplication>
#include <QDir>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using ailab::tests::savedText;
using namespace ailab::labs::gpu_server;
using ailab::core::topo::GpuFabric;

namespace {

using Fixture = ailab::tests::LabFixture<GpuServerLab>;

} // namespace

// Opening, saving, garbage, Reset and the fit of every mode: tests/labs/lab_contract_test.cpp.
TEST_CASE("gpu-server lab: the last preset is the four-GPU workstation", "[gui][gpu-server]")
{
    Fixture f;
    f.lab.loadScenario(GpuServerLab::readPreset(f.lab.presets().last()));
    CHECK(f.lab.session().server().gpus.size() == 4);
    CHECK(f.lab.info().id == QStringLiteral("gpu-server"));
}

TEST_CASE("gpu-server lab: the fabric tab switches fabric and shows the model's all-reduce",
          "[gui][gpu-server]")
{
    Fixture f;
    f.workspace->resize(1020, 690);
    f.workspace->show();
    f.lab.loadScenario(GpuServerLab::readPreset(f.lab.presets().at(1))); // DGX H100
    f.lab.setMode(QStringLiteral("fabric"));
    FabricPage* page = f.lab.fabricPage();
    const auto& s = f.lab.session();
    CHECK(page->fabricButton(GpuFabric::NvSwitch)->isChecked());
    // 2.7e9 parameters x 2 B = 5.4 GB over 8 GPUs at 450 GB/s: 14 x 0.4 us + 1.75 x 5.4 GB / B.
    const double expected = 14 * 0.4e-6 + 1.75 * 5.4e9 / 450e9;
    CHECK(s.allReduceOn(GpuFabric::NvSwitch).seconds == Approx(expected));
    CHECK(page->timeTile()->value() == QStringLiteral("21 ms"));
    CHECK(page->bandwidthTile()->value() == QStringLiteral("450 GB/s"));
    CHECK(page->explainer()->html().contains(QStringLiteral("n / B")));
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("gpu-server-fabric-nvswitch"));

    QTest::mouseClick(page->fabricButton(GpuFabric::PcieOnly), Qt::LeftButton);
    CHECK(s.fabric() == GpuFabric::PcieOnly);
    CHECK(page->bandwidthTile()->value() == QStringLiteral("64 GB/s"));
    CHECK(page->hopTile()->detail().contains(QStringLiteral("PCIe switch")));
    const double pcie = s.allReduceOn(GpuFabric::PcieOnly).seconds;
    CHECK(pcie == Approx(ailab::core::collective::ringAllReduceSeconds(
                      8, 5.4e9, 64e9, s.allReduceOn(GpuFabric::PcieOnly).alphaSeconds)));
    // The ring's routes are drawn: links on a hop are loaded, the socket link among them.
    bool socketLoaded = false;
    for (const TopologyLink& l : page->topology()->snapshot().links) {
        if (l.id == QStringLiteral("cpu0~cpu1"))
            socketLoaded = l.utilisation > 0.0;
    }
    CHECK(socketLoaded);
    ailab::tests::saveTestShot(f.workspace.get(), QStringLiteral("gpu-server-fabric-pcie"));

    QTest::mouseClick(page->fabricButton(GpuFabric::NvlinkPairs), Qt::LeftButton);
    CHECK(s.fabric() == GpuFabric::NvlinkPairs);
    // The chart compares the three fabrics in ms.
    CHECK(page->chart()->kind() == SummaryChart::Kind::Bars);
    CHECK(page->chart()->toCsv().contains(QStringLiteral("NVSwitch")));

    // Reset gives the scenario's fabric back; the saved state is identical.
    f.lab.driver()->reset();
    CHECK(s.fabric() == GpuFabric::NvSwitch);
    f.workspace->hide();
}

TEST_CASE("gpu-server lab: save and restore round-trip; Reset gives back the start state",
          "[gui][gpu-server]")
{
    Fixture f;
    f.lab.loadScenario(GpuServerLab::readPreset(f.lab.presets().at(0)));
    const QString start = savedText(f.lab);
    f.lab.setMode(QStringLiteral("fabric"));
    f.lab.session().setFabric(GpuFabric::NvSwitch);
    f.lab.selectElement(QStringLiteral("gpu2"));
    const QJsonObject state = f.lab.saveState();

    Fixture g;
    g.lab.restoreState(state);
    CHECK(savedText(g.lab) == savedText(f.lab));
    CHECK(g.lab.session().fabric() == GpuFabric::NvSwitch);
    CHECK(g.lab.selectedElement() == QStringLiteral("gpu2"));
    CHECK(g.lab.mode() == QStringLiteral("fabric"));

    // Reset: the scenario's fabric, and every panel's defaults.
    g.lab.driver()->reset();
    g.lab.setMode(QStringLiteral("node"));
    g.lab.selectElement(QString());
    CHECK(savedText(g.lab) == start);

    QJsonObject bad = state;
    bad.insert(QStringLiteral("fabric"), QStringLiteral("token-ring"));
    CHECK_THROWS_AS(g.lab.restoreState(bad), ailab::core::Error);
    CHECK(savedText(g.lab) == start); // unchanged after a refused state
    QJsonObject noScenario = state;
    noScenario.remove(QStringLiteral("scenario"));
    CHECK_THROWS_AS(g.lab.restoreState(noScenario), ailab::core::Error);
}
