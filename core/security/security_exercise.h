#pragma once

#include "core/ops/incident_definition.h"
#include "core/security/access_policy.h"
#include "core/security/access_request.h"

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

// A find-the-misconfiguration exercise as a file (docs/architecture.md, "Security exercise
// files"): a story, a policy with a mistake in it, and requests, each legitimate (the policy
// must allow it) or not (it must deny it). The learner edits the policy until every request is
// decided as it should be (exercise_score.h). A file holds data only: no path, no code, nothing
// that is run.
namespace ailab::core::security {

inline constexpr const char* kExerciseSchema = "ailab.security-exercise/1";
// Exercise files are small documents; anything larger is refused before it is parsed.
inline constexpr std::size_t kMaxExerciseBytes = 256 * 1024;

struct SecurityExercise
{
    std::string id;
    ops::LocalText title;
    ops::LocalText story;       // what the learner is told
    ops::LocalText hint;        // may be empty
    ops::LocalText explanation; // shown once solved: what was wrong and why
    AccessPolicy policy;        // as shipped, with the mistake
    std::vector<AccessRequest> requests;
};

// Whether a parsed document says it is an exercise ("schema": "ailab.security-exercise/1").
bool isSecurityExerciseDocument(const nlohmann::json& document);

// Reads an exercise; every error is a core::Error at its JSON pointer. Besides the fields'
// types and ranges: request ids are unique, there is at least one legitimate request and one
// that is not, and the shipped policy gets at least one of them wrong (else there is nothing
// to find).
SecurityExercise exerciseFromJson(const nlohmann::json& document);
// The same from text (at most kMaxExerciseBytes, UTF-8, strict JSON) or a file; throws
// scenario::ScenarioError naming the source.
SecurityExercise parseSecurityExercise(const std::string& text, const std::string& sourceName);
SecurityExercise loadSecurityExerciseFile(const std::string& path);

// The exact inverse of the reader.
nlohmann::ordered_json exerciseToJson(const SecurityExercise& exercise);
std::string exerciseFileText(const SecurityExercise& exercise);

} // namespace ailab::core::security
