#include "core/security/access_request.h"

#include <algorithm>

namespace ailab::core::security {

const std::vector<std::string>& credentialIds()
{
    static const std::vector<std::string> ids{"valid", "expired", "missing"};
    return ids;
}

std::string credentialId(Credential credential)
{
    return credentialIds()[static_cast<std::size_t>(credential)];
}

std::optional<Credential> credentialFromId(std::string_view id)
{
    const auto& ids = credentialIds();
    const auto it = std::find(ids.begin(), ids.end(), id);
    if (it == ids.end())
        return std::nullopt;
    return static_cast<Credential>(it - ids.begin());
}

} // namespace ailab::core::security
