#pragma once

#include <stdexcept>
#include <string>

namespace ailab::core {

// The one error type of the core. `path` names the offending field as a JSON pointer
// ("/model/servers") or a command-line argument ("--nodes"); empty when none applies.
class Error : public std::runtime_error
{
public:
    explicit Error(const std::string& message, std::string path = {});

    const std::string& path() const noexcept { return m_path; }
    const std::string& message() const noexcept { return m_message; }

private:
    std::string m_path;
    std::string m_message;
};

} // namespace ailab::core
