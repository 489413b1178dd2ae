#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ailab::core::scenario {

// The lab ids (docs/architecture.md, "Scenario files"), in lab order, whether or not a lab
// has a model yet: a scenario file names one of them.
const std::vector<std::string>& knownLabIds();
bool isKnownLab(std::string_view lab);

} // namespace ailab::core::scenario
