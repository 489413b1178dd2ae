#pragma once

#include <QString>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace spdlog {
class logger;
namespace sinks {
class sink;
}
} // namespace spdlog

namespace ailab::app {

// The program's log: a rotating file in <folder>/ailab.log, and with --verbose also the
// terminal at debug level. If the folder cannot be created the program logs to the
// terminal only (warnings and above) and carries on.
class Logging
{
public:
    // folder: where the log files go; empty for no file (tests).
    Logging(const QString& folder, bool verbose);
    ~Logging();
    Logging(const Logging&) = delete;
    Logging& operator=(const Logging&) = delete;

    // The standard folder: QStandardPaths::AppLocalDataLocation + "/logs".
    static QString defaultFolder();

    // The folder in use, empty when there is no log file.
    QString folder() const { return m_folder; }
    QString filePath() const;

    std::shared_ptr<spdlog::logger> appLogger() const { return m_app; }
    // One logger per name ("lab.fabric"), made on first request, sharing the sinks.
    std::shared_ptr<spdlog::logger> logger(const std::string& name);

private:
    std::vector<std::shared_ptr<spdlog::sinks::sink>> m_sinks;
    std::map<std::string, std::shared_ptr<spdlog::logger>> m_loggers;
    std::shared_ptr<spdlog::logger> m_app;
    QString m_folder;
};

} // namespace ailab::app
