#pragma once

#include "core/ops/incident_definition.h"
#include "core/security/access_policy.h"
#include "core/security/access_request.h"

#include <nlohmann/json.hpp>
#include <string>

// The JSON of a policy and of a request, as an exercise file holds them and a lab's saved
// state keeps the learner's edited policy (docs/architecture.md, "Security exercise files").
// Reading is strict: every field with its type, unknown fields refused, ids of lower-case
// letters, digits, '-' and '_' (never a path or markup), each list bounded; every error is a
// core::Error at the field's JSON pointer. Writing is the exact inverse.
namespace ailab::core::security {

// At most this many identities, roles, resources, registries, grants or requests.
inline constexpr std::size_t kMaxPolicyItems = 64;

// The policy at `pointer`. Checks that every role an identity names, every identity a grant
// names and every access a grant gives (for its resource's kind) exist.
AccessPolicy policyFromJson(const nlohmann::json& value, const std::string& pointer);
nlohmann::ordered_json policyToJson(const AccessPolicy& policy);

// A request at `pointer`, against `policy`: its identity, resource and registry must be the
// policy's, its access one its resource takes.
AccessRequest requestFromJson(const nlohmann::json& value, const std::string& pointer,
                              const AccessPolicy& policy);
nlohmann::ordered_json requestToJson(const AccessRequest& request);

// A text in the program's languages ({"en": ..., "de": ...}, English required).
ops::LocalText localTextFromJson(const nlohmann::json& value, const std::string& pointer);
nlohmann::ordered_json localTextToJson(const ops::LocalText& text);

// The id rule above; throws core::Error at `pointer` otherwise.
std::string readSecurityId(const nlohmann::json& value, const std::string& pointer);

} // namespace ailab::core::security
