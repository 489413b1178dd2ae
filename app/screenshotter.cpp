#include "app/screenshotter.h"

#include "app/lab_host.h"
#include "app/main_window.h"
#include "labs/common/charts/chart_export.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/skeleton/tabbed_lab.h"

#include <QTextStream>
#include <QTimer>

namespace ailab::app {

namespace {
constexpr int kFramesToWait = 3;
// Upper bound when a lab's clock is paused and sends no frames; also lets layouts settle.
constexpr int kSettleMs = 600;
} // namespace

Screenshotter::Screenshotter(MainWindow& window, QObject* parent)
    : QObject(parent)
    , m_window(window)
    , m_settle(new QTimer(this))
{
    m_settle->setSingleShot(true);
    connect(m_settle, &QTimer::timeout, this, &Screenshotter::capture);
}

void Screenshotter::setWindowSize(const QSize& size)
{
    if (size.isValid())
        m_size = size;
}

void Screenshotter::start(const QList<Shot>& shots)
{
    m_shots = shots;
    m_window.resize(m_size);
    m_window.show();
    QTimer::singleShot(0, this, &Screenshotter::beginNext);
}

void Screenshotter::beginNext()
{
    if (m_shots.isEmpty()) {
        emit finished(m_exitCode);
        return;
    }
    const Shot& shot = m_shots.first();
    if (shot.labId.isEmpty())
        m_window.showHome();
    else
        m_window.openLab(shot.labId);
    if (auto* tabbed = dynamic_cast<labs::TabbedLab*>(m_window.host()->currentLab());
        tabbed && !shot.mode.isEmpty())
        tabbed->setMode(shot.mode);
    m_window.resize(m_size);
    m_framesSeen = 0;
    labs::Lab* lab = m_window.host()->currentLab();
    if (labs::SimDriver* driver = lab ? lab->driver() : nullptr)
        m_frames = connect(driver, &labs::SimDriver::frameReady, this, &Screenshotter::onFrame);
    m_settle->start(kSettleMs);
}

void Screenshotter::onFrame()
{
    if (++m_framesSeen >= kFramesToWait && m_settle->isActive()) {
        m_settle->stop();
        // One more turn of the event loop so the views repaint the last frame.
        QTimer::singleShot(0, this, &Screenshotter::capture);
    }
}

void Screenshotter::capture()
{
    disconnect(m_frames);
    if (m_shots.isEmpty())
        return;
    const Shot shot = m_shots.takeFirst();
    QString problem;
    if (!labs::chart_export::saveImage(shot.path, m_window.grab().toImage(), &problem)) {
        QTextStream(stderr) << "ailab: error: "
                            << tr("cannot write the picture \"%1\": %2").arg(shot.path, problem)
                            << Qt::endl;
        m_exitCode = 1;
    }
    QTimer::singleShot(0, this, &Screenshotter::beginNext);
}

} // namespace ailab::app
