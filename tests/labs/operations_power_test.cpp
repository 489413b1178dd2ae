// The operations lab's power and cooling page (labs/operations/panels/power_page): the course's
// rack calculator in kW, BTU/h and tons, the cooling table with published figures, the twin's
// racks, and a cooling fault followed through inlet, GPU temperature, clock and step time with
// the twin's own figures.
#include "core/cluster/cluster_twin.h"
#include "core/cluster/facility.h"
#include "core/cluster/thermal_chain.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/hw/rack_cooling.h"
#include "core/telemetry/metric_registry.h"
#include "core/units/format.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/operations/operations_lab.h"
#include "labs/operations/operations_session.h"
#include "labs/operations/panels/power_page.h"
#include "tests/labs/german_scope.h"
#include "tests/labs/operations_fixture.h"
#include "tests/labs/test_shots.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::operations;
namespace cluster = ailab::core::cluster;

namespace {

struct Fixture : ailab::tests::OperationsFixture
{
    explicit Fixture(const char* preset = "course-operations")
        : OperationsFixture("power", preset)
    {
    }
    PowerPage* page() const { return lab.powerPage(); }
    // The whole page, scrolled or not, for the pictures a person looks at.
    QWidget* content() const { return page()->findChild<QScrollArea*>()->widget(); }
    void playTo(double t)
    {
        seek(t);
        page()->refresh();
    }
    // Types a value into a spin box as a learner does.
    static void type(QAbstractSpinBox* box, const QString& text)
    {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Enter);
    }
};

} // namespace

TEST_CASE("operations power: the course's rack, 8 x 8 kW = 64 kW, about 218,400 BTU/h",
          "[gui][operations]")
{
    Fixture f;
    PowerPage* page = f.page();
    REQUIRE(page != nullptr);
    CHECK(page->serversInput()->value() == 8);
    CHECK(page->serverPowerInput()->value() == 8.0);
    CHECK(page->powerTile()->value() == QStringLiteral("64"));
    CHECK(page->powerTile()->unit() == QStringLiteral("kW"));
    CHECK(page->heatTile()->value() == QStringLiteral("218,400"));
    CHECK(page->heatTile()->unit() == QStringLiteral("BTU/h"));
    CHECK(page->tonsTile()->value() == QStringLiteral("18.2"));
    // 64 kW is beyond direct-to-chip's 60 kW in the course's table.
    CHECK(page->coolingTile()->value() == QStringLiteral("Full immersion cooling"));
    CHECK(page->calculationLine()->text().startsWith(
        QStringLiteral("8 servers × 8 kW = 64 kW ≈ 218,400 BTU/h")));

    // Four DGX H100 (10.2 kW each, their datasheet): the course's "40+ kW" rack.
    Fixture::type(page->serversInput(), QStringLiteral("4"));
    Fixture::type(page->serverPowerInput(), QStringLiteral("10.2"));
    const ailab::core::hw::RackHeat heat =
        ailab::core::hw::rackHeat(4, ailab::core::units::Watts::kilowatts(10.2));
    CHECK(page->powerTile()->value() == QStringLiteral("40.8"));
    CHECK(page->heatTile()->value() ==
          QString::fromStdString(ailab::core::units::formatNumber(heat.btuPerHour, 4)));
    CHECK(page->heatTile()->value() == QStringLiteral("139,200"));
    CHECK(page->tonsTile()->value() == QStringLiteral("11.6"));
    CHECK(page->coolingTile()->value() == QStringLiteral("Direct-to-chip liquid cooling (DLC)"));
    // The table marks the technology this rack needs, in words.
    CHECK(page->coolingTable()->item(2, 0)->text().contains(QStringLiteral("this rack")));
    CHECK_FALSE(page->coolingTable()->item(3, 0)->text().contains(QStringLiteral("this rack")));
    ailab::tests::saveTestShot(f.content(), QStringLiteral("operations-power-calculator"));

    // The inputs are saved, refused whole when wrong, and Reset returns to the course's rack.
    const QJsonObject saved = page->saveState();
    CHECK(saved.value(QStringLiteral("servers")).toInt() == 4);
    CHECK(saved.value(QStringLiteral("serverKW")).toDouble() == Approx(10.2));
    try {
        page->restoreState({{QStringLiteral("servers"), 2}, {QStringLiteral("serverKW"), -3}});
        FAIL("a negative power was taken");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/serverKW");
    }
    CHECK(page->serversInput()->value() == 4);
    CHECK_THROWS_AS(page->restoreState({{QStringLiteral("servers"), 2.5}}), ailab::core::Error);
    CHECK_THROWS_AS(page->restoreState({{QStringLiteral("rack"), 1}}), ailab::core::Error);
    page->resetToDefaults();
    CHECK(page->powerTile()->value() == QStringLiteral("64"));
    page->restoreState(saved);
    CHECK(page->powerTile()->value() == QStringLiteral("40.8"));
}

TEST_CASE("operations power: the cooling table and the twin's racks", "[gui][operations]")
{
    Fixture f;
    PowerPage* page = f.page();
    const auto& technologies = ailab::core::hw::coolingTechnologies();
    QTableWidget* table = page->coolingTable();
    REQUIRE(table->rowCount() == int(technologies.size()));
    CHECK(table->item(0, 1)->text() == QStringLiteral("up to 15 kW"));
    CHECK(table->item(0, 2)->text() == QStringLiteral("1.4 to 2"));
    CHECK(table->item(3, 1)->text() == QStringLiteral("100+ kW"));
    const QString published = page->publishedFigures()->text();
    CHECK(published.contains(QStringLiteral("Industry average PUE 1.58 in 2023")));
    CHECK(published.contains(QStringLiteral("Uptime Institute Global Data Center Survey 2023")));
    CHECK(published.count(QStringLiteral("<li>")) == int(technologies.size()));

    f.playTo(60);
    const cluster::Facility& facility = f.twin().facility();
    QTableWidget* racks = page->rackTable();
    REQUIRE(racks->rowCount() == facility.rackCount());
    for (int r = 0; r < facility.rackCount(); ++r) {
        INFO(r);
        const auto power = ailab::core::units::Watts::kilowatts(facility.rackPowerKW(r));
        CHECK(racks->item(r, 1)->text() ==
              QString::fromStdString(ailab::core::units::toString(power)));
        CHECK(racks->item(r, 2)->text() ==
              QStringLiteral("%1 °C").arg(facility.rackInletC(r), 0, 'f', 1));
        CHECK(racks->item(r, 5)->text().startsWith(
            QString::fromStdString(ailab::core::hw::coolingFor(power).cooling->name)));
    }
    // The racks' charts carry the twin's series, one line a rack.
    CHECK(page->rackPowerChart()->seriesCount() == facility.rackCount());
    CHECK(page->rackInletChart()->dataCount(
              QStringLiteral("ailab_rack_inlet_temperature{rack=\"rack0\"}")) > 0);
    // No cooling fault yet: the page says how to get one, and draws no chain.
    CHECK(page->faultChooser()->count() == 0);
    CHECK(page->chainCharts().at(0) == nullptr);
}

TEST_CASE(
    "operations power: a rack's cooling fault followed through inlet, GPU, clock and step time",
    "[gui][operations]")
{
    Fixture f("cooling-failure-rack");
    PowerPage* page = f.page();
    f.playTo(900);
    const cluster::ClusterTwin& twin = f.twin();
    REQUIRE(page->faultChooser()->count() == 1);
    const cluster::ThermalChain chain =
        cluster::followCoolingFault(twin, cluster::appliedCoolingFaults(twin).front());
    REQUIRE(chain.hottestGpu >= 0);
    REQUIRE(chain.slowestGpu >= 0);
    REQUIRE_FALSE(chain.jobs.empty());

    // Four linked charts, each with the twin's series and the fault marked.
    const QList<TimeSeriesPanel*> charts = page->chainCharts();
    REQUIRE(charts.size() == 4);
    for (TimeSeriesPanel* chart : charts) {
        REQUIRE(chart != nullptr);
        CHECK(chart->annotationCount() >= 1);
        CHECK(page->crosshair()->panels().contains(chart));
    }
    CHECK(charts[0]->dataCount(QString::fromStdString(cluster::rackInletSeries(twin, chain.rack))) >
          0);
    CHECK(charts[1]->dataCount(QString::fromStdString(
              cluster::gpuSeries(twin, "DCGM_FI_DEV_GPU_TEMP", chain.hottestGpu))) > 0);
    CHECK(charts[2]->dataCount(QString::fromStdString(
              cluster::gpuSeries(twin, "DCGM_FI_DEV_SM_CLOCK", chain.slowestGpu))) > 0);
    CHECK(charts[3]->seriesCount() == int(chain.jobs.size()));
    // The chart shows the series' worst value at its time.
    const auto worstClock = charts[2]->valueAt(
        QString::fromStdString(cluster::gpuSeries(twin, "DCGM_FI_DEV_SM_CLOCK", chain.slowestGpu)),
        chain.slowestClockMHz.worstAtS);
    REQUIRE(worstClock.has_value());
    CHECK(*worstClock == Approx(chain.slowestClockMHz.worst));

    // The crosshair on one chart shows on the others.
    charts[0]->showCrosshair(chain.appliedAtS + 120);
    page->crosshair()->setX(chain.appliedAtS + 120);
    CHECK(charts[3]->isCrosshairVisible());

    // The sentence gives the twin's figures, link by link.
    const QString sentence = page->chainSentence()->text();
    INFO(sentence.toStdString());
    CHECK(sentence.contains(QStringLiteral("rack0 lost 85 % of its cooling at 300 s")));
    CHECK(sentence.contains(QStringLiteral("from %1 to %2 °C")
                                .arg(chain.inletC.before, 0, 'f', 1)
                                .arg(chain.inletC.worst, 0, 'f', 1)));
    CHECK(sentence.contains(QStringLiteral("GPU %1, warmed from %2 to %3 °C")
                                .arg(chain.hottestGpu)
                                .arg(chain.hottestGpuC.before, 0, 'f', 1)
                                .arg(chain.hottestGpuC.worst, 0, 'f', 1)));
    CHECK(sentence.contains(QStringLiteral("from %1 to %2 MHz")
                                .arg(QLocale().toString(chain.slowestClockMHz.before, 'f', 0),
                                     QLocale().toString(chain.slowestClockMHz.worst, 'f', 0))));
    for (const auto& job : chain.jobs)
        CHECK(sentence.contains(QString::fromStdString(job.name) + QStringLiteral("'s step from")));
    CHECK(sentence.contains(QStringLiteral("the jobs slowed for thermal reasons alone")));
    ailab::tests::saveTestShot(f.content(), QStringLiteral("operations-power-chain"));
    {
        ailab::tests::ScopedFontScale presenter(1.5);
        f.workspace->resize(1280, 800);
        QCoreApplication::processEvents();
        // The larger font's chart heights reach the flowing rows on the next pass.
        f.content()->adjustSize();
        QCoreApplication::processEvents();
        for (TimeSeriesPanel* chart : {page->rackPowerChart(), page->rackInletChart()})
            CHECK(chart->height() >= chart->minimumHeight());
        ailab::tests::saveTestShot(f.content(), QStringLiteral("operations-power-chain-presenter"));
    }

    // Reset: the fault has not acted yet, the chain is gone.
    f.lab.session().rebuild();
    QCoreApplication::processEvents();
    page->refresh();
    CHECK(page->faultChooser()->count() == 0);
    CHECK(page->chainCharts().at(0) == nullptr);
}

TEST_CASE("operations power: the page reads in German", "[gui][operations][i18n]")
{
    ailab::tests::GermanForScope german;
    Fixture f("cooling-failure-rack");
    PowerPage* page = f.page();
    f.playTo(900);
    CHECK(page->coolingTile()->value() == QStringLiteral("Vollständige Immersionskühlung"));
    CHECK(page->heatTile()->value() == QStringLiteral("218.400"));
    CHECK(page->coolingTable()->horizontalHeaderItem(0)->text() == QStringLiteral("Technologie"));
    CHECK(page->chainSentence()->text().contains(QStringLiteral("rack0 hat 85 % seiner Kühlung")));
    ailab::tests::saveTestShot(f.content(), QStringLiteral("operations-power-chain-de"));
}
