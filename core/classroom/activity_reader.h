#pragma once

#include "core/classroom/activity.h"
#include "core/scenario/json_reader.h"

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

// Reads activity files (docs/architecture.md, "Activity files") strictly: every field with its
// type and range, unknown fields refused, every error a core::Error at its JSON pointer. A file a
// learner is handed is untrusted: it is data only, at most kMaxActivityBytes, and its start names
// a preset by an id, never a path, found in the activity's own folder or among the lab's shipped
// presets. Reading runs no model on the file's state: the figures it names are checked against
// the catalogue of its lab's default run (figure_catalogue.h).
namespace ailab::core::classroom {

// The text of the preset `name` (an id) in the activity's own folder, or nothing.
using PresetLookup = std::function<std::optional<std::string>(const std::string& name)>;

// A text {"en": ..., "de": ...} at `key` (English required), as activities and class packs
// give their words; empty when it is absent and not `required`. Throws core::Error at its
// JSON pointer.
LocalText readTextField(scenario::ObjectReader& object, std::string_view key, bool required);

// Whether a parsed document says it is an activity ("schema": "ailab.activity/1").
bool isActivityDocument(const nlohmann::json& document);

// Reads an activity; `ownFolder` (may be empty) is asked for a preset before the lab's shipped
// presets. Besides each field: the lab has a model, the start is valid for it, every control
// named exists in the start's model, every figure is one the lab's model computes (a number
// where a number is asked for), tolerances lie in range, a unit measures what its figure
// measures, a goal has constraints and a solution on controls of the start, and hints cost no
// more than their task is worth.
Activity activityFromJson(const nlohmann::json& document, const PresetLookup& ownFolder = {});

// The same from text (at most kMaxActivityBytes, UTF-8, strict JSON); throws
// scenario::ScenarioError naming the source.
Activity parseActivity(const std::string& text, const std::string& sourceName,
                       const PresetLookup& ownFolder = {});

// Reads the file at `path`; a preset is looked up as "<name>.json" in the file's own folder
// (a regular file, at most the scenario size limit), then among the shipped presets.
Activity loadActivityFile(const std::string& path);

} // namespace ailab::core::classroom
