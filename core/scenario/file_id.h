#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

// The ids of the data files a learner is handed (incidents, security exercises, activities):
// short names of letters, digits, '_' and '-', never a path or markup.
namespace ailab::core::scenario {

inline constexpr std::size_t kMaxFileIdLength = 64;

// Lower-case letters unless `upperCase` (the incidents' "AI-OPS-008" style ids).
bool isFileId(std::string_view id, bool upperCase = false);

// Reads an id at `pointer`; throws core::Error naming it when the value is not one.
std::string readFileId(const nlohmann::json& value, const std::string& pointer, bool upperCase = false);

} // namespace ailab::core::scenario
