#pragma once

#include <string_view>
#include <vector>

namespace ailab::core::models::stack {

// One input of the stack model as a learner and a scenario file see it: its JSON pointer
// under the scenario (relative to "/model"), a name and unit for people (English; the
// views translate them in the "ailab::core::train" context), the default, the range that
// files and sliders may use, where the default comes from, and whether the default is a
// teaching assumption rather than a published figure.
struct ParameterInfo
{
    const char* key;  // "servers", "degradations/powerCap", ...
    const char* name; // "Servers"
    const char* unit; // "GB/s", "" for counts and fractions
    double defaultValue;
    double min;
    double max;
    bool integer;
    const char* source;
    bool teachingAssumption;
};

// Every numeric input, in the order the explainer lists them.
const std::vector<ParameterInfo>& stackParameters();
// Throws core::Error for an unknown key.
const ParameterInfo& stackParameter(std::string_view key);

} // namespace ailab::core::models::stack
