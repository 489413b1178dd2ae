#pragma once

#include <optional>
#include <string>
#include <vector>

// The presets the labs ship (labs/<lab>/scenarios/*.json), compiled into the core at build
// time so that an activity names a start by its preset's name on the command line, in the tests
// and in the program alike, with no path (docs/architecture.md, "Activity files").
namespace ailab::core::classroom {

// The text of `lab`'s preset `name` ("training-allreduce"), or nothing.
std::optional<std::string> shippedPresetText(const std::string& lab, const std::string& name);

// The names of `lab`'s presets, sorted.
std::vector<std::string> shippedPresetNames(const std::string& lab);

} // namespace ailab::core::classroom
