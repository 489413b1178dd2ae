#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string_view>

namespace ailab::core::scenario {

// Deeper documents are refused while parsing: copying or printing one recurses per level.
inline constexpr std::size_t kMaxJsonDepth = 64;

// Parses JSON like nlohmann::json::parse, but refuses an object that names a field twice
// (nlohmann keeps the last one silently, so a file could say two things at once):
// throws core::Error("duplicate field; ...", "/model/servers"). Syntax errors still throw
// nlohmann::json::parse_error. Objects and arrays nest at most kMaxJsonDepth levels. A
// number beyond a double's range is a core::Error naming its field.
nlohmann::json parseStrictJson(std::string_view text);

} // namespace ailab::core::scenario
