// The clock of every lab as a newcomer meets it: a loaded preset starts at its own t = 0,
// the reading never cuts its unit off, and a saved state comes back at the simulated time
// it was saved at, with the figures it showed then (docs/architecture.md, "What users can
// expect", 1 and 3).
#include "app/lab_registry.h"
#include "core/sim/simulation.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/skeleton/tabbed_lab.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/time_bar.h"
#include "tests/labs/lab_fixture.h"

#include <QCoreApplication>
#include <QLabel>
#include <QVBoxLayout>
#include <catch2/catch.hpp>
#include <memory>

using ailab::labs::Lab;
using ailab::labs::MetricTile;
using ailab::labs::SimDriver;
using ailab::labs::TabbedLab;
using ailab::labs::TimeBar;

namespace {

struct Opened
{
    ailab::tests::TestLabContext context;
    std::unique_ptr<Lab> lab;
    std::unique_ptr<QWidget> workspace;
    explicit Opened(std::size_t index)
        : lab(ailab::app::builtInLabFactories().at(index)())
        , workspace(lab->createWorkspace(context, nullptr))
    {
        workspace->resize(1020, 690);
    }
    ~Opened() { (void)workspace.release(); } // the lab deletes its workspace
    TabbedLab& tabbed() const { return dynamic_cast<TabbedLab&>(*lab); }
};

// What the lab's tiles read now, on every page: the figures of the picture.
QStringList tileReadings(QWidget* workspace)
{
    QStringList out;
    for (const MetricTile* tile : workspace->findChildren<MetricTile*>())
        out << tile->value() + QLatin1Char('|') + tile->detail();
    return out;
}

} // namespace

TEST_CASE("clock: a loaded preset starts at its own t = 0 in every lab", "[gui][clock]")
{
    const std::size_t count = ailab::app::builtInLabFactories().size();
    for (std::size_t n = 0; n < count; ++n) {
        Opened a(n);
        INFO(a.lab->info().id.toStdString());
        TimeBar bar;
        bar.setDriver(a.lab->driver());
        for (int i = 0; i < 4; ++i)
            a.lab->driver()->step();
        REQUIRE(a.lab->driver()->now() > 0.0);
        CHECK(bar.timeText() != TimeBar::formatSimTime(0.0));
        a.tabbed().loadScenario(TabbedLab::readPreset(a.lab->presets().last()));
        CHECK(a.lab->driver()->now() == 0.0);
        CHECK(bar.timeText() == TimeBar::formatSimTime(0.0));
    }
}

TEST_CASE("clock: the reading keeps its unit and its width while the clock runs", "[gui][clock]")
{
    for (const double scale : {1.0, 1.5}) {
        INFO("font x" << scale);
        ailab::tests::ScopedFontScale font(scale);
        ailab::core::sim::Simulation simulation;
        SimDriver driver(simulation);
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* bar = new TimeBar(&window);
        layout->addWidget(bar);
        bar->setDriver(&driver);
        window.show();
        auto* label = bar->findChild<QLabel*>(QStringLiteral("timeLabel"));
        REQUIRE(label);
        int width = -1;
        double previous = 0.0;
        // From microseconds to hours, across every change of unit and number of digits.
        for (const double t :
             {5e-6, 999.99e-6, 99.99e-3, 100.51e-3, 999.99e-3, 59.5, 100.51, 9999.99}) {
            driver.setStepSize(t - previous);
            driver.step();
            previous = t;
            QCoreApplication::processEvents();
            INFO(label->text().toStdString());
            CHECK(label->width() >= label->fontMetrics().horizontalAdvance(label->text()));
            if (width < 0)
                width = label->width();
            CHECK(label->width() == width); // the bar does not jump as digits come and go
        }
    }
}

TEST_CASE("clock: a saved state comes back at its simulated time, with its figures", "[gui][clock]")
{
    const std::size_t count = ailab::app::builtInLabFactories().size();
    for (std::size_t n = 0; n < count; ++n) {
        Opened a(n);
        INFO(a.lab->info().id.toStdString());
        a.tabbed().loadScenario(TabbedLab::readPreset(a.lab->presets().value(1)));
        for (int i = 0; i < 7; ++i)
            a.lab->driver()->step();
        const double saved = a.lab->driver()->now();
        REQUIRE(saved > 0.0);
        const QJsonObject state = a.lab->saveState();
        const QStringList readings = tileReadings(a.workspace.get());

        Opened b(n);
        TimeBar bar;
        bar.setDriver(b.lab->driver());
        b.lab->restoreState(state);
        CHECK(b.lab->driver()->now() == Approx(saved));
        CHECK(bar.timeText() == TimeBar::formatSimTime(saved));
        CHECK(tileReadings(b.workspace.get()) == readings);
        CHECK(ailab::tests::savedText(*b.lab) == ailab::tests::savedText(*a.lab));
    }
}
