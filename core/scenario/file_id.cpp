#include "core/scenario/file_id.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::scenario {

bool isFileId(std::string_view id, bool upperCase)
{
    if (id.empty() || id.size() > kMaxFileIdLength)
        return false;
    return std::all_of(id.begin(), id.end(), [upperCase](char c) {
        const bool letter = upperCase ? (c >= 'A' && c <= 'Z') : (c >= 'a' && c <= 'z');
        return letter || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
}

std::string readFileId(const nlohmann::json& value, const std::string& pointer, bool upperCase)
{
    std::string id = readString(value, pointer, StringSpec{{}, false, kMaxFileIdLength});
    if (!isFileId(id, upperCase))
        throw Error(fmt::format("'{}' is not an id: use {} letters, digits, '_' and '-'", id,
                                upperCase ? "upper-case" : "lower-case"),
                    pointer);
    return id;
}

} // namespace ailab::core::scenario
