#include "core/scenario/lab_ids.h"

#include <algorithm>

namespace ailab::core::scenario {

const std::vector<std::string>& knownLabIds()
{
    static const std::vector<std::string> ids = {"stack",     "gpu-server", "fabric",
                                                 "roce",      "scheduler",  "storage",
                                                 "inference", "operations", "capstone"};
    return ids;
}

bool isKnownLab(std::string_view lab)
{
    const auto& ids = knownLabIds();
    return std::find(ids.begin(), ids.end(), lab) != ids.end();
}

} // namespace ailab::core::scenario
