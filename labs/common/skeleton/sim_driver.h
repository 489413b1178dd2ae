#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace ailab::core::sim {
class Simulation;
}

namespace ailab::labs {

// Binds a core Simulation to the Qt clock (OMNeT++'s real/animation/sim time mapping):
// on each frame it advances the simulation by wall time x speed, within a frame budget,
// then emits frameReady so views pull a snapshot. The model is only touched here, on the
// UI thread.
class SimDriver : public QObject
{
    Q_OBJECT
public:
    // Named speeds of the TimeBar; each multiplies the lab's base rate.
    enum class Speed { Slow, Normal, Fast };
    Q_ENUM(Speed)

    explicit SimDriver(core::sim::Simulation& simulation, QObject* parent = nullptr);

    // Simulated seconds per wall second at Speed::Normal (slow = /4, fast = x4).
    void setBaseRate(double simSecondsPerWallSecond);
    double baseRate() const { return m_baseRate; }
    void setSpeed(Speed speed);
    Speed speed() const { return m_speed; }
    double simSecondsPerWallSecond() const;

    // Simulated time one Step advances.
    void setStepSize(double simSeconds);
    double stepSize() const { return m_stepSize; }

    // Optional end of the run: play stops there and emits finished().
    void setEndTime(double simSeconds);
    double endTime() const { return m_endTime; }

    bool isPlaying() const { return m_timer.isActive(); }
    double now() const;

public Q_SLOTS:
    void play();
    void pause();
    void togglePlay();
    void step();
    // Pauses, then asks the lab to rebuild its model from the scenario (resetRequested);
    // emits frameReady for the restored start state.
    void reset();
    // Pauses and runs the model up to `simSeconds` (at most the end time; never back): the
    // core is deterministic, so a saved state replays its run to the time it was saved at.
    void seek(double simSeconds);
    // Emits frameReady for the model as it is now: after a rebuild the clock and the views
    // show the new run's time, not the previous run's.
    void showFrame();

Q_SIGNALS:
    void frameReady(double simTimeSeconds);
    void stateChanged(bool playing);
    void speedChanged(ailab::labs::SimDriver::Speed speed);
    void resetRequested();
    void finished();

private:
    void onTick();
    void advanceBy(double simSeconds);

    core::sim::Simulation& m_simulation;
    QTimer m_timer;
    QElapsedTimer m_wallClock;
    double m_baseRate = 1.0;
    double m_stepSize = 0.1;
    double m_endTime = -1.0;
    Speed m_speed = Speed::Normal;
};

} // namespace ailab::labs
