#include "labs/scheduler/views/run_worker.h"

#include "core/error.h"
#include "labs/scheduler/headless_run.h"

#include <QtConcurrent/QtConcurrentRun>

namespace ailab::labs::scheduler {

struct RunWorker::Outcome
{
    std::vector<HeadlessRun> runs;
    QString error;
};

RunWorker::RunWorker(QObject* parent)
    : QObject(parent)
    , m_last(std::make_shared<Outcome>())
{
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Outcome>>::finished, this,
            &RunWorker::onFinished);
}

RunWorker::~RunWorker()
{
    m_watcher.waitForFinished();
}

const std::vector<HeadlessRun>& RunWorker::runs() const
{
    return m_last->runs;
}

bool RunWorker::start(const core::models::scheduler::SchedulerScenarioConfig& config,
                      Variants variants)
{
    if (isBusy())
        return false;
    // The worker gets its own copy of everything: the session is never touched there.
    m_watcher.setFuture(QtConcurrent::run([config, variants = std::move(variants)] {
        auto out = std::make_shared<Outcome>();
        try {
            out->runs = runVariants(config, variants);
        } catch (const core::Error& e) {
            out->error = QString::fromStdString(e.path() + ": " + e.message());
        } catch (const std::exception& e) {
            out->error = QString::fromUtf8(e.what());
        }
        return out;
    }));
    Q_EMIT started();
    return true;
}

void RunWorker::onFinished()
{
    std::shared_ptr<Outcome> out = m_watcher.result();
    if (!out->error.isEmpty()) {
        Q_EMIT failed(out->error);
        return;
    }
    m_last = std::move(out);
    Q_EMIT finished();
}

} // namespace ailab::labs::scheduler
