#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

namespace ailab::core::scenario {

inline constexpr const char* kSchema = "ailab.scenario/1";

// A scenario file after its envelope has been checked (docs/architecture.md, "Scenario files").
// `model`, `events` and `incident` are validated by the lab's model (see model_entry.h).
struct Scenario
{
    std::string schema = kSchema;
    std::string lab; // lab id, e.g. "stack"
    std::string title;
    std::string description;
    std::uint64_t seed = 1;
    nlohmann::json model = nlohmann::json::object();
    nlohmann::json events = nlohmann::json::array();
    nlohmann::json incident = nlohmann::json::object();
    std::string sourceName; // file name or resource path, for messages
};

} // namespace ailab::core::scenario
