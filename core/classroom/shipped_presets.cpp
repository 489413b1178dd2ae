#include "core/classroom/shipped_presets.h"

#include <algorithm>

namespace ailab::core::classroom {

namespace {

struct ShippedPreset
{
    const char* lab;
    const char* name;
    const char* text;
};

// Written by core/classroom/CMakeLists.txt from labs/*/scenarios/*.json.
#include "shipped_presets_data.inc"

} // namespace

std::optional<std::string> shippedPresetText(const std::string& lab, const std::string& name)
{
    for (const ShippedPreset& preset : kShippedPresets) {
        if (lab == preset.lab && name == preset.name)
            return std::string(preset.text);
    }
    return std::nullopt;
}

std::vector<std::string> shippedPresetNames(const std::string& lab)
{
    std::vector<std::string> names;
    for (const ShippedPreset& preset : kShippedPresets) {
        if (lab == preset.lab)
            names.emplace_back(preset.name);
    }
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace ailab::core::classroom
