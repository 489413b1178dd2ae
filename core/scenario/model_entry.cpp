#include "core/scenario/model_entry.h"

#include <algorithm>

namespace ailab::core::scenario {

const ModelEntry* findModel(const std::vector<ModelEntry>& registry, std::string_view lab)
{
    const auto it = std::find_if(registry.begin(), registry.end(),
                                 [lab](const ModelEntry& e) { return e.lab == lab; });
    return it == registry.end() ? nullptr : &*it;
}

} // namespace ailab::core::scenario
