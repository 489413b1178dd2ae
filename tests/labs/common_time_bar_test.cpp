#include "core/sim/simulation.h"
#include "tests/labs/test_shots.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/time_bar.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>
#include <catch2/catch.hpp>

using namespace ailab;
using ailab::labs::SimDriver;
using ailab::labs::TimeBar;

TEST_CASE("TimeBar formats simulated time with a sensible unit", "[gui][timebar]")
{
    CHECK(TimeBar::formatSimTime(12.4) == QStringLiteral("t = 12.40 s"));
    CHECK(TimeBar::formatSimTime(0.0) == QStringLiteral("t = 0.00 s"));
    CHECK(TimeBar::formatSimTime(0.0035) == QStringLiteral("t = 3.50 ms"));
    CHECK(TimeBar::formatSimTime(820e-6) == QStringLiteral("t = 820.00 us"));
    CHECK(TimeBar::formatSimTime(5e-9) == QStringLiteral("t = 5.00 ns"));
}

TEST_CASE("TimeBar drives a SimDriver over a real simulation", "[gui][timebar]")
{
    core::sim::Simulation simulation;
    int dispatched = 0;
    simulation.schedule(0.05, [&dispatched] { ++dispatched; });
    SimDriver driver(simulation);
    driver.setStepSize(0.1);
    QObject::connect(&driver, &SimDriver::resetRequested, [&simulation, &dispatched] {
        simulation.reset();
        dispatched = 0;
        simulation.schedule(0.05, [&dispatched] { ++dispatched; });
    });

    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* bar = new TimeBar(&window);
    layout->addWidget(bar);
    bar->setDriver(&driver);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));

    auto* play = bar->findChild<QToolButton*>(QStringLiteral("playButton"));
    auto* step = bar->findChild<QToolButton*>(QStringLiteral("stepButton"));
    auto* reset = bar->findChild<QToolButton*>(QStringLiteral("resetButton"));
    auto* speed = bar->findChild<QComboBox*>(QStringLiteral("speedCombo"));
    REQUIRE(play);
    REQUIRE(step);
    REQUIRE(reset);
    REQUIRE(speed);

    // Every control has an accessible name and a tooltip.
    for (QWidget* control : std::initializer_list<QWidget*>{play, step, reset, speed}) {
        CHECK_FALSE(control->accessibleName().isEmpty());
        CHECK_FALSE(control->toolTip().isEmpty());
        CHECK(control->isEnabled());
    }
    CHECK(play->toolTip().contains(QStringLiteral("Alt+K")));
    CHECK(reset->toolTip().contains(QStringLiteral("Alt+R")));

    QSignalSpy stateSpy(&driver, &SimDriver::stateChanged);

    SECTION("step advances by the step size and dispatches the event")
    {
        QTest::mouseClick(step, Qt::LeftButton);
        CHECK(simulation.now() == Approx(0.1));
        CHECK(dispatched == 1);
        CHECK(bar->timeText() == QStringLiteral("t = 100.00 ms"));
        CHECK_FALSE(driver.isPlaying());
    }

    SECTION("play and pause by click")
    {
        QTest::mouseClick(play, Qt::LeftButton);
        CHECK(driver.isPlaying());
        REQUIRE(stateSpy.count() == 1);
        CHECK(stateSpy.takeFirst().at(0).toBool() == true);
        CHECK(play->accessibleName() == QStringLiteral("Pause"));
        REQUIRE(QTest::qWaitFor([&] { return simulation.now() > 0.0; }, 5000));
        QTest::mouseClick(play, Qt::LeftButton);
        CHECK_FALSE(driver.isPlaying());
        REQUIRE(stateSpy.count() == 1);
        CHECK(stateSpy.takeFirst().at(0).toBool() == false);
        CHECK(play->accessibleName() == QStringLiteral("Play"));
        const double paused = simulation.now();
        QTest::qWait(50);
        CHECK(simulation.now() == paused);
    }

    SECTION("Alt+K toggles play anywhere in the window, Alt+R resets")
    {
        window.activateWindow();
        REQUIRE(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_K, Qt::AltModifier);
        CHECK(driver.isPlaying());
        QTest::keyClick(&window, Qt::Key_K, Qt::AltModifier);
        CHECK_FALSE(driver.isPlaying());
        CHECK(stateSpy.count() == 2);

        driver.step();
        CHECK(simulation.now() > 0.0);
        QSignalSpy resetSpy(&driver, &SimDriver::resetRequested);
        QTest::keyClick(&window, Qt::Key_R, Qt::AltModifier);
        CHECK(resetSpy.count() == 1);
        CHECK(simulation.now() == 0.0);
        CHECK(bar->timeText() == QStringLiteral("t = 0.00 s"));
    }

    SECTION("reset button restores the start and the speed combo sets the speed")
    {
        driver.step();
        driver.step();
        CHECK(dispatched == 1);
        QTest::mouseClick(reset, Qt::LeftButton);
        CHECK(simulation.now() == 0.0);
        CHECK(dispatched == 0);
        CHECK(bar->timeText() == QStringLiteral("t = 0.00 s"));

        speed->setCurrentIndex(2);
        CHECK(driver.speed() == SimDriver::Speed::Fast);
        driver.setSpeed(SimDriver::Speed::Slow);
        CHECK(speed->currentIndex() == 0);
    }

    SECTION("without a driver the controls are disabled")
    {
        bar->setDriver(nullptr);
        CHECK_FALSE(play->isEnabled());
        CHECK_FALSE(step->isEnabled());
        CHECK_FALSE(reset->isEnabled());
        CHECK_FALSE(speed->isEnabled());
        QTest::mouseClick(step, Qt::LeftButton);
        CHECK(simulation.now() == 0.0);
    }

    SECTION("tab reaches every control")
    {
        window.activateWindow();
        REQUIRE(QTest::qWaitForWindowActive(&window));
        play->setFocus();
        QList<QWidget*> reached{QApplication::focusWidget()};
        for (int i = 0; i < 4; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            reached << QApplication::focusWidget();
        }
        CHECK(reached.contains(step));
        CHECK(reached.contains(reset));
        CHECK(reached.contains(speed));
    }

    window.resize(700, window.sizeHint().height());
    ailab::tests::saveTestShot(&window, QStringLiteral("time_bar"));
}
