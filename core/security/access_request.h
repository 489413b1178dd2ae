#pragma once

#include "core/ops/incident_definition.h"
#include "core/security/access_policy.h"
#include "core/security/segments.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// One request on the zero-trust access path (course section 08.1): a user or a service, with
// its credential, asks for an access to one AI resource, from a network segment; a workload
// (a training job's or a service's container) also names what runs, which the admission rules
// judge. A scenario's requests are either legitimate (the policy must allow them) or not (it
// must deny them).
namespace ailab::core::security {

// The state of the credential the request presents: a valid token, an expired one or none.
enum class Credential : unsigned char { Valid, Expired, Missing };
std::string credentialId(Credential credential); // "valid", "expired", "missing"
std::optional<Credential> credentialFromId(std::string_view id);
const std::vector<std::string>& credentialIds();

// The container a workload runs: its image, where the image comes from, whether its signature
// verifies, whether it runs privileged, and the namespace (a tenant's) it runs in.
struct Workload
{
    std::string image;
    std::string registry;
    bool imageSigned = true;
    bool privileged = false;
    std::string nameSpace;
    bool operator==(const Workload&) const = default;
};

struct AccessRequest
{
    std::string id;
    ops::LocalText title;
    std::string identity;
    Credential credential = Credential::Valid;
    bool mfa = false; // a second factor was given
    Access access = Access::Read;
    std::string resource;
    Segment from = Segment::Application;
    std::optional<Workload> workload;
    bool legitimate = true;
};

} // namespace ailab::core::security
