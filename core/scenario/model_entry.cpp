#include "core/scenario/model_entry.h"

#include <algorithm>

namespace ailab::core::scenario {

Scenario defaultsScenario(std::string lab, std::string title, nlohmann::json model)
{
    Scenario s;
    s.lab = std::move(lab);
    s.title = std::move(title);
    s.model = std::move(model);
    s.sourceName = "defaults";
    return s;
}

const ModelEntry* findModel(const std::vector<ModelEntry>& registry, std::string_view lab)
{
    const auto it = std::find_if(registry.begin(), registry.end(),
                                 [lab](const ModelEntry& e) { return e.lab == lab; });
    return it == registry.end() ? nullptr : &*it;
}

} // namespace ailab::core::scenario
