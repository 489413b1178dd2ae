#pragma once

#include "core/classroom/activity.h"

#include <nlohmann/json.hpp>
#include <string>

// Writes an activity as the file the reader takes (docs/architecture.md, "Activity files"), for
// the activity editor: every field the reader knows, defaults spelled out, nothing else. Reading
// what it writes gives the same activity (tests/core/classroom_activity_writer_test.cpp).
namespace ailab::core::classroom {

nlohmann::ordered_json activityToJson(const Activity& activity);

// The same as text, two spaces an indent, UTF-8, ending in a newline.
std::string activityText(const Activity& activity);

} // namespace ailab::core::classroom
