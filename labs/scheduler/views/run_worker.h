#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

// Core types are declared here only: their headers use C++20 library parts moc cannot read.
namespace ailab::core::models::scheduler {
struct SchedulerScenarioConfig;
}

namespace ailab::labs::scheduler {

struct HeadlessRun;

// Runs an explorer's variants of the scenario on a worker thread (QtConcurrent) and
// brings the runs back to the UI thread (docs/architecture.md, "Threads"). A start while
// busy is refused; the UI keeps its Run button disabled meanwhile.
class RunWorker : public QObject
{
    Q_OBJECT
public:
    using Change = std::function<void(core::models::scheduler::SchedulerScenarioConfig&)>;
    using Variants = std::vector<std::pair<std::string, Change>>;

    explicit RunWorker(QObject* parent = nullptr);
    ~RunWorker() override;

    bool start(const core::models::scheduler::SchedulerScenarioConfig& config, Variants variants);
    bool isBusy() const { return m_watcher.isRunning(); }
    const std::vector<HeadlessRun>& runs() const;

Q_SIGNALS:
    void started();
    void finished();
    void failed(const QString& message);

public:
    struct Outcome;

private:
    void onFinished();

    QFutureWatcher<std::shared_ptr<Outcome>> m_watcher;
    std::shared_ptr<Outcome> m_last;
};

} // namespace ailab::labs::scheduler
