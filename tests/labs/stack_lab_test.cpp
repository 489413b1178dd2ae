#include "core/error.h"
#include "core/hw/catalog.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/topology/topology_view.h"
#include "labs/stack/panels/compare_page.h"
#include "labs/stack/panels/explore_page.h"
#include "labs/stack/panels/journey_page.h"
#include "labs/stack/panels/patterns_page.h"
#include "labs/stack/stack_lab.h"
#include "labs/stack/stack_session.h"
#include "labs/stack/views/catalog_table_model.h"
#include "tests/labs/lab_fixture.h"
#include "tests/labs/test_shots.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <catch2/catch.hpp>
#include <memory>
#include <qcustomplot.h>

using namespace ailab::labs;
using ailab::tests::savedText;
using namespace ailab::labs::stack;

namespace {

using Fixture = ailab::tests::LabFixture<StackLab>;


} // namespace

// Opening, saving, garbage, Reset and the fit of every mode: tests/labs/lab_contract_test.cpp.
TEST_CASE("stack lab: the comparison and the design patterns are filled", "[gui][stack]")
{
    Fixture f;
    CHECK(f.lab.info().id == "stack");
    REQUIRE(f.lab.tabs()->count() == 4);
    CHECK(f.lab.comparePage()->table()->rowCount() >= 8);
    CHECK(f.lab.patternsPage()->diagrams().size() == 4);
    CHECK(f.lab.patternsPage()->diagrams().front()->snapshot().nodes.size() > 3);
}

TEST_CASE("stack lab: a layer shows the catalog's table, and sorting works", "[gui][stack]")
{
    Fixture f;
    ExplorePage* page = f.lab.explorePage();
    f.lab.selectLayer(QStringLiteral("interconnect"));
    CHECK(page->selectedLayer() == "interconnect");
    CHECK(page->catalogModel()->table() == CatalogTable::Fabrics);
    QSortFilterProxyModel* proxy = page->proxyModel();
    REQUIRE(proxy->rowCount() == int(ailab::core::hw::fabrics().size()));
    CHECK(proxy->index(0, 0).data().toString() ==
          QString::fromStdString(ailab::core::hw::fabrics().front().name));

    // Sort by bandwidth (column 1), ascending then descending.
    page->tableView()->sortByColumn(1, Qt::AscendingOrder);
    const double first = proxy->index(0, 1).data(CatalogTableModel::SortRole).toDouble();
    const double last =
        proxy->index(proxy->rowCount() - 1, 1).data(CatalogTableModel::SortRole).toDouble();
    CHECK(first == 100.0);
    CHECK(last == 400.0);
    page->tableView()->sortByColumn(1, Qt::DescendingOrder);
    CHECK(proxy->index(0, 1).data(CatalogTableModel::SortRole).toDouble() == 400.0);

    // Selecting in the tree switches the table.
    QTreeWidgetItemIterator it(page->layerTree());
    for (; *it; ++it) {
        if ((*it)->data(0, Qt::UserRole + 1).toString() == "cooling")
            page->layerTree()->setCurrentItem(*it);
    }
    CHECK(f.lab.selectedLayer() == "cooling");
    CHECK(proxy->rowCount() == int(ailab::core::hw::coolingTechnologies().size()));
    f.lab.selectLayer(QStringLiteral("software"));
    CHECK(page->tableView()->isHidden());
}

TEST_CASE("stack lab: a slider slows the step and moves the bottleneck", "[gui][stack]")
{
    Fixture f;
    JourneyPage* page = f.lab.journeyPage();
    CHECK(page->bottleneckTile()->value() == QObject::tr("Compute"));
    const double before = f.lab.session().currentStep().stepSeconds;
    page->storageSlider()->setValue(60); // 6x slower storage
    CHECK(f.lab.session().degradations().storageSlowdown == Approx(6.0));
    CHECK(f.lab.session().currentStep().stepSeconds > before * 2);
    CHECK(page->bottleneckTile()->value() == layerDisplayName("storage"));
    CHECK(page->stepTile()->value() ==
          QLocale().toString(f.lab.session().currentStep().stepSeconds, 'f', 2));

    page->storageSlider()->setValue(10);
    page->networkSlider()->setValue(10);
    CHECK(page->bottleneckTile()->value() == layerDisplayName("network"));
    page->networkSlider()->setValue(100);
    page->powerSlider()->setValue(50);
    CHECK(page->bottleneckTile()->value() == layerDisplayName("power"));
}

TEST_CASE("stack lab: stepping advances the journey and reset restores the start", "[gui][stack]")
{
    Fixture f;
    f.lab.setMode(QStringLiteral("journey"));
    const QString start = savedText(f.lab);
    SimDriver* driver = f.lab.driver();
    REQUIRE(driver != nullptr);
    for (int i = 0; i < 40; ++i)
        driver->step();
    CHECK(driver->now() > 5.0);
    CHECK(f.lab.session().journeySnapshot().step >= 1);
    CHECK(f.lab.journeyPage()->topology()->snapshot().flows.size() >= 1);
    f.lab.journeyPage()->powerSlider()->setValue(70);
    CHECK(savedText(f.lab) != start);

    driver->reset();
    CHECK(driver->now() == 0.0);
    CHECK(f.lab.session().journeySnapshot().completedSteps == 0);
    CHECK(f.lab.journeyPage()->powerSlider()->value() == 100);
    CHECK(savedText(f.lab) == start);
}

TEST_CASE("stack lab: each preset names its bottleneck", "[gui][stack]")
{
    Fixture f;
    const QStringList presets = f.lab.presets();
    REQUIRE(presets.size() >= 3);
    const char* expected[] = {"compute", "storage", "network", "power"};
    for (int i = 0; i < presets.size(); ++i) {
        f.lab.loadScenario(StackLab::readPreset(presets[i]));
        CHECK(f.lab.session().scenario().title.size() > 0);
        CHECK(ailab::core::train::layerId(f.lab.session().currentStep().bottleneck) == expected[i]);
    }
}

TEST_CASE("stack lab: the layer and the sliders are saved; a bad model names its field",
          "[gui][stack]")
{
    Fixture f;
    f.lab.loadScenario(StackLab::readPreset(f.lab.presets().at(2)));
    f.lab.setMode(QStringLiteral("compare"));
    f.lab.selectLayer(QStringLiteral("power"));
    f.lab.journeyPage()->storageSlider()->setValue(25);
    const QJsonObject state = f.lab.saveState();

    Fixture g;
    g.lab.restoreState(state);
    CHECK(g.lab.mode() == "compare");
    CHECK(g.lab.selectedLayer() == "power");
    CHECK(g.lab.session().degradations().storageSlowdown == Approx(2.5));
    CHECK(g.lab.journeyPage()->storageSlider()->value() == 25);
    CHECK(savedText(g.lab) == savedText(f.lab));

    const QString before = savedText(g.lab);
    QJsonObject garbage = state;
    QJsonObject scenario = garbage["scenario"].toObject();
    QJsonObject model = scenario["model"].toObject();
    model["servers"] = -3;
    scenario["model"] = model;
    garbage["scenario"] = scenario;
    try {
        g.lab.restoreState(garbage);
        FAIL("expected an error");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/scenario/model/servers");
    }
    CHECK(savedText(g.lab) == before);
}

namespace {

// The size the shell leaves a lab: a 1280x800 window less the navigator and the time bar
// (normal), and with the presenter's 1.5x font and the collapsed navigator.
struct FitCase
{
    const char* name;
    double fontScale;
    QSize room;
};

using ailab::tests::ScopedFontScale;

} // namespace

// The fit of every mode in the shell's room is the contract's; here, what this lab adds.
TEST_CASE("stack lab: pages scroll only downwards, the journey not at all at the normal font",
          "[gui][stack]")
{
    const FitCase cases[] = {{"normal", 1.0, QSize(1020, 690)},
                             {"presenter", 1.5, QSize(1200, 650)}};
    const QString dir = ailab::tests::testShotsDir();
    for (const FitCase& fit : cases) {
        SECTION(fit.name)
        {
            ScopedFontScale font(fit.fontScale);
            Fixture f;
            // As the shell hosts it: in a resizable scroll area of the room's size.
            QScrollArea host;
            host.setWidgetResizable(true);
            host.setFrameShape(QFrame::NoFrame);
            host.setWidget(f.workspace.get());
            host.resize(fit.room);
            host.show();
            f.lab.loadScenario(StackLab::readPreset(f.lab.presets().at(1)));
            for (int i = 0; i < 30; ++i)
                f.lab.driver()->step();
            for (const QString& mode : f.lab.modeIds()) {
                f.lab.setMode(mode);
                QCoreApplication::processEvents();
                const QSize minimum = f.workspace->minimumSizeHint();
                const QSize page = f.lab.tabs()->currentWidget()->minimumSizeHint();
                INFO(fit.name << " " << mode.toStdString() << ": minimum " << minimum.width() << "x"
                              << minimum.height() << ", page " << page.width() << "x"
                              << page.height());
                // A page may scroll vertically inside itself, never sideways: what it
                // scrolls must fit the width of its viewport.
                for (QScrollArea* area :
                     f.lab.tabs()->currentWidget()->findChildren<QScrollArea*>()) {
                    if (area->widget() == nullptr || !area->isVisible())
                        continue;
                    const QSize inner = area->widget()->minimumSizeHint();
                    INFO("scrolled content " << inner.width() << "x" << inner.height() << " in "
                                             << area->viewport()->width() << "x"
                                             << area->viewport()->height());
                    CHECK(inner.width() <= area->viewport()->width());
                    // At the normal font the journey reads without scrolling at all.
                    CHECK_FALSE(area->horizontalScrollBar()->isVisible());
                    if (fit.fontScale == 1.0 && mode == QLatin1String("journey")) {
                        CHECK(inner.height() <= area->viewport()->height());
                        CHECK_FALSE(area->verticalScrollBar()->isVisible());
                    }
                }
                const QImage image = host.grab().toImage();
                CHECK(image.size() == fit.room);
                if (!dir.isEmpty())
                    image.save(QDir(dir).filePath(
                        QStringLiteral("%1-%2.png").arg(QLatin1String(fit.name), mode)));
            }
            host.takeWidget(); // the lab deletes its workspace
        }
    }
}

TEST_CASE("stack lab: baselines from the start, the bottleneck named, the explainer on request",
          "[gui][stack]")
{
    Fixture f;
    f.lab.loadScenario(StackLab::readPreset(f.lab.presets().at(1))); // storage-bound
    JourneyPage* journey = f.lab.journeyPage();
    const double healthy = f.lab.session().healthyStep().stepSeconds;

    // Before any step completes the panels already span twenty healthy steps and show
    // the baseline, with room above it for its label.
    CHECK(journey->stepSeries()->dataCount(QStringLiteral("step")) == 0);
    CHECK(journey->stepSeries()->plot()->xAxis->range().upper == Approx(20.0 * healthy));
    CHECK(journey->stepSeries()->plot()->yAxis->range().upper == Approx(1.3 * healthy));
    for (int i = 0; i < 200 && journey->stepSeries()->dataCount(QStringLiteral("step")) == 0; ++i)
        f.lab.driver()->step();
    CHECK(journey->stepSeries()->dataCount(QStringLiteral("step")) == 1);
    CHECK(journey->utilisationSeries()->dataCount(QStringLiteral("utilisation")) == 1);

    // Training vs inference: "Limited by" names the model's bottleneck layer.
    const auto limitedBy = [&f] {
        QTableWidget* table = f.lab.comparePage()->table();
        return table->item(table->rowCount() - 1, 1)->text();
    };
    CHECK(f.lab.comparePage()
              ->table()
              ->item(f.lab.comparePage()->table()->rowCount() - 1, 0)
              ->text() == QObject::tr("Limited by"));
    CHECK(limitedBy().contains(layerDisplayName(QStringLiteral("storage"))));
    journey->storageSlider()->setValue(10);
    journey->networkSlider()->setValue(10);
    CHECK(limitedBy().contains(layerDisplayName(QStringLiteral("network"))));
    CHECK_FALSE(limitedBy().contains(layerDisplayName(QStringLiteral("storage"))));

    // The explainer is collapsed until asked for.
    f.workspace->resize(1020, 690);
    f.workspace->show();
    f.lab.setMode(QStringLiteral("journey"));
    CHECK_FALSE(journey->explainer()->isVisible());
    journey->explainToggle()->click();
    CHECK(journey->explainer()->isVisible());
    CHECK(journey->explainer()->html().size() > 100);
    journey->explainToggle()->click();
    CHECK_FALSE(journey->explainer()->isVisible());
}
