#include "app/shell_context.h"

#include "app/appearance.h"
#include "app/logging.h"

namespace ailab::app {

ShellContext::ShellContext(Logging& logging, const Appearance& appearance, StatusSink status,
                           labs::ActivityProgress* progress)
    : m_logging(logging)
    , m_appearance(appearance)
    , m_status(std::move(status))
    , m_progress(progress)
{
}

std::shared_ptr<spdlog::logger> ShellContext::logger(const QString& labId)
{
    return m_logging.logger("lab." + labId.toStdString());
}

void ShellContext::showStatus(const QString& text)
{
    if (m_status)
        m_status(text);
}

bool ShellContext::presenterMode() const
{
    return m_appearance.presenterMode();
}

} // namespace ailab::app
