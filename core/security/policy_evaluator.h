#pragma once

#include "core/security/access_policy.h"
#include "core/security/access_request.h"

#include <string>
#include <vector>

// The evaluator of the zero-trust access path (course section 08.1): a request passes the
// checks in the path's order, identity policy (authentication, then authorisation by role),
// workload policy (admission), network controls (the flow between segments) and the AI
// resource's own permission. Every check is evaluated, also after one denied, so that a
// decision shows every check the request would fail (a real enforcement point stops at the
// first denial; the course notes that checks may run at several points). The request is
// allowed only when no check denies it; the decision names the first check that denied it,
// or the resource check that finally allowed it.
//
// Each check's result carries a reason id and its arguments, never a sentence to parse: the
// program translates the reason by its id; describe() gives the English sentence.
namespace ailab::core::security {

enum class CheckId : unsigned char { Identity, Role, Admission, Network, Resource };
inline constexpr int kCheckCount = 5;
const std::vector<CheckId>& allChecks();
std::string checkId(CheckId check); // "identity", "role", "admission", "network", "resource"

enum class Outcome : unsigned char { Allowed, Denied, NotApplicable };
std::string outcomeId(Outcome outcome); // "allowed", "denied", "not-applicable"

// The reasons, with their arguments in order:
//   identity:  allowed "authenticated" {identity}, "authenticated-mfa" {identity, role};
//              denied "unknown-identity" {identity}, "identity-disabled" {identity},
//              "credential-expired" {identity}, "credential-missing" {identity},
//              "mfa-required" {identity, role}
//   role:      allowed "role-permits" {role, permission};
//              denied "no-role-permits" {identity, permission}
//   admission: not applicable "not-a-workload" {identity};
//              allowed "admitted" {image, number of rules enabled};
//              denied "untrusted-registry" {image, registry}, "unsigned-image" {image},
//              "privileged" {image}, "foreign-namespace" {namespace, tenant}
//   network:   allowed "flow-allowed" {from, to}; denied "flow-not-allowed" {from, to}
//   resource:  allowed "granted" {identity, access, resource};
//              denied "not-granted" {identity, access, resource}, "unknown-resource" {resource}
struct CheckResult
{
    CheckId check = CheckId::Identity;
    Outcome outcome = Outcome::Denied;
    std::string reason;
    std::vector<std::string> args;
};

struct Decision
{
    bool allowed = false;
    CheckId decidedBy = CheckId::Identity;
    std::vector<CheckResult> checks; // one per check, in allChecks() order
};

Decision evaluate(const AccessPolicy& policy, const AccessRequest& request);

// The check's result as an English sentence ("Denied: no flow from application to management
// is allowed.").
std::string describe(const CheckResult& result);

} // namespace ailab::core::security
