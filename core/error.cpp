#include "core/error.h"

namespace ailab::core {

namespace {
std::string describe(const std::string& message, const std::string& path)
{
    return path.empty() ? message : path + ": " + message;
}
} // namespace

Error::Error(const std::string& message, std::string path)
    : std::runtime_error(describe(message, path))
    , m_path(std::move(path))
    , m_message(message)
{}

} // namespace ailab::core
