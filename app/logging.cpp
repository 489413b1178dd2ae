#include "app/logging.h"

#include <QDir>
#include <QStandardPaths>
#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

namespace ailab::app {

namespace {
constexpr std::size_t kMaxFileBytes = 1024 * 1024;
constexpr std::size_t kMaxFiles = 3;
} // namespace

Logging::Logging(const QString& folder, bool verbose)
{
    std::string fileProblem;
    if (!folder.isEmpty()) {
        if (QDir().mkpath(folder)) {
            try {
                const std::string path =
                    QDir(folder).filePath(QStringLiteral("ailab.log")).toStdString();
                auto sink = std::make_shared<spdlog::sinks::rotating_file_sink_mt>(
                    path, kMaxFileBytes, kMaxFiles);
                sink->set_level(spdlog::level::info);
                m_sinks.push_back(sink);
                m_folder = folder;
            } catch (const spdlog::spdlog_ex& e) {
                fileProblem = e.what();
            }
        } else {
            fileProblem = "cannot create the folder " + folder.toStdString();
        }
    }
    if (verbose || m_folder.isEmpty()) {
        auto sink = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
        sink->set_level(verbose ? spdlog::level::debug : spdlog::level::warn);
        m_sinks.push_back(sink);
    }
    m_app = logger("ailab");
    if (!fileProblem.empty())
        m_app->warn("logging to the terminal only: {}", fileProblem);
}

Logging::~Logging()
{
    for (auto& [name, log] : m_loggers)
        log->flush();
}

QString Logging::defaultFolder()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    return base.isEmpty() ? QString() : QDir(base).filePath(QStringLiteral("logs"));
}

QString Logging::filePath() const
{
    return m_folder.isEmpty() ? QString() : QDir(m_folder).filePath(QStringLiteral("ailab.log"));
}

std::shared_ptr<spdlog::logger> Logging::logger(const std::string& name)
{
    auto found = m_loggers.find(name);
    if (found != m_loggers.end())
        return found->second;
    // Not registered with spdlog's global registry: no singletons, and several shells in
    // one test process do not clash.
    auto log = std::make_shared<spdlog::logger>(name, m_sinks.begin(), m_sinks.end());
    log->set_level(spdlog::level::debug);
    log->flush_on(spdlog::level::warn);
    m_loggers.emplace(name, log);
    return log;
}

} // namespace ailab::app
