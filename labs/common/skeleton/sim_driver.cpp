#include "labs/common/skeleton/sim_driver.h"

#include "core/sim/simulation.h"

#include <algorithm>
#include <cmath>

namespace ailab::labs {

namespace {
constexpr int kFrameIntervalMs = 16;         // about 60 frames per second
constexpr double kMaxFrameWallSeconds = 0.1; // a stalled frame does not leap ahead
} // namespace

SimDriver::SimDriver(core::sim::Simulation& simulation, QObject* parent)
    : QObject(parent)
    , m_simulation(simulation)
{
    m_timer.setInterval(kFrameIntervalMs);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &SimDriver::onTick);
}

void SimDriver::setBaseRate(double simSecondsPerWallSecond)
{
    if (simSecondsPerWallSecond > 0.0)
        m_baseRate = simSecondsPerWallSecond;
}

void SimDriver::setSpeed(Speed speed)
{
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit speedChanged(speed);
}

double SimDriver::simSecondsPerWallSecond() const
{
    switch (m_speed) {
    case Speed::Slow:
        return m_baseRate / 4.0;
    case Speed::Fast:
        return m_baseRate * 4.0;
    case Speed::Normal:
        break;
    }
    return m_baseRate;
}

void SimDriver::setStepSize(double simSeconds)
{
    if (simSeconds > 0.0)
        m_stepSize = simSeconds;
}

void SimDriver::setEndTime(double simSeconds)
{
    m_endTime = simSeconds;
}

double SimDriver::now() const
{
    return m_simulation.now();
}

void SimDriver::play()
{
    if (isPlaying())
        return;
    if (m_endTime >= 0.0 && m_simulation.now() >= m_endTime)
        return;
    m_wallClock.start();
    m_timer.start();
    emit stateChanged(true);
}

void SimDriver::pause()
{
    if (!isPlaying())
        return;
    m_timer.stop();
    emit stateChanged(false);
}

void SimDriver::togglePlay()
{
    if (isPlaying())
        pause();
    else
        play();
}

void SimDriver::step()
{
    pause();
    advanceBy(m_stepSize);
}

void SimDriver::reset()
{
    pause();
    emit resetRequested();
    emit frameReady(m_simulation.now());
}

void SimDriver::seek(double simSeconds)
{
    pause();
    if (std::isfinite(simSeconds) && simSeconds > m_simulation.now())
        advanceBy(simSeconds - m_simulation.now());
    else
        showFrame();
}

void SimDriver::showFrame()
{
    emit frameReady(m_simulation.now());
}

void SimDriver::onTick()
{
    const double wallSeconds = std::min(m_wallClock.restart() / 1000.0, kMaxFrameWallSeconds);
    advanceBy(wallSeconds * simSecondsPerWallSecond());
}

void SimDriver::advanceBy(double simSeconds)
{
    double target = m_simulation.now() + simSeconds;
    const bool reachesEnd = m_endTime >= 0.0 && target >= m_endTime;
    if (reachesEnd)
        target = std::max(m_endTime, m_simulation.now());
    m_simulation.runUntil(target);
    emit frameReady(m_simulation.now());
    if (reachesEnd) {
        pause();
        emit finished();
    }
}

} // namespace ailab::labs
