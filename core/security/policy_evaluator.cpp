#include "core/security/policy_evaluator.h"

#include <fmt/format.h>

namespace ailab::core::security {

namespace {

CheckResult allowed(CheckId check, std::string reason, std::vector<std::string> args)
{
    return {check, Outcome::Allowed, std::move(reason), std::move(args)};
}

CheckResult denied(CheckId check, std::string reason, std::vector<std::string> args)
{
    return {check, Outcome::Denied, std::move(reason), std::move(args)};
}

// The first of the identity's roles that asks for a second factor, or null.
const Role* mfaRole(const AccessPolicy& policy, const Identity& identity)
{
    for (const std::string& id : identity.roles)
        if (const Role* role = policy.findRole(id); role && role->requiresMfa)
            return role;
    return nullptr;
}

// Identity policy, authentication: a known, enabled identity with a valid credential, and a
// second factor where one of its roles asks for one.
CheckResult checkIdentity(const AccessPolicy& policy, const AccessRequest& request)
{
    const Identity* identity = policy.findIdentity(request.identity);
    if (!identity)
        return denied(CheckId::Identity, "unknown-identity", {request.identity});
    if (!identity->enabled)
        return denied(CheckId::Identity, "identity-disabled", {identity->id});
    if (request.credential == Credential::Expired)
        return denied(CheckId::Identity, "credential-expired", {identity->id});
    if (request.credential == Credential::Missing)
        return denied(CheckId::Identity, "credential-missing", {identity->id});
    if (const Role* role = mfaRole(policy, *identity)) {
        if (!request.mfa)
            return denied(CheckId::Identity, "mfa-required", {identity->id, role->id});
        return allowed(CheckId::Identity, "authenticated-mfa", {identity->id, role->id});
    }
    return allowed(CheckId::Identity, "authenticated", {identity->id});
}

// Identity policy, authorisation: one of the identity's roles holds the permission for this
// kind of resource and access (role-based access control).
CheckResult checkRole(const AccessPolicy& policy, const AccessRequest& request)
{
    const Resource* resource = policy.findResource(request.resource);
    if (!resource)
        return denied(CheckId::Role, "unknown-resource", {request.resource});
    const std::string permission = permissionId(resource->kind, request.access);
    if (const Identity* identity = policy.findIdentity(request.identity)) {
        for (const std::string& role : identity->roles)
            if (policy.roleHas(role, permission))
                return allowed(CheckId::Role, "role-permits", {role, permission});
    }
    return denied(CheckId::Role, "no-role-permits", {request.identity, permission});
}

// Workload policy: the admission rules the policy enables, in their order; a user's own
// request runs no workload.
CheckResult checkAdmission(const AccessPolicy& policy, const AccessRequest& request)
{
    if (!request.workload)
        return {CheckId::Admission, Outcome::NotApplicable, "not-a-workload", {request.identity}};
    const Workload& w = *request.workload;
    const Identity* identity = policy.findIdentity(request.identity);
    const std::string tenant = identity ? identity->tenant : std::string();
    int enabled = 0;
    for (AdmissionRule rule : allAdmissionRules()) {
        if (!policy.ruleEnabled(rule))
            continue;
        ++enabled;
        switch (rule) {
        case AdmissionRule::TrustedRegistry:
            if (const ImageRegistry* r = policy.findRegistry(w.registry); !r || !r->trusted)
                return denied(CheckId::Admission, "untrusted-registry", {w.image, w.registry});
            break;
        case AdmissionRule::SignedImage:
            if (!w.imageSigned)
                return denied(CheckId::Admission, "unsigned-image", {w.image});
            break;
        case AdmissionRule::NoPrivileged:
            if (w.privileged)
                return denied(CheckId::Admission, "privileged", {w.image});
            break;
        case AdmissionRule::TenantNamespace:
            if (w.nameSpace != tenant)
                return denied(CheckId::Admission, "foreign-namespace", {w.nameSpace, tenant});
            break;
        }
    }
    return allowed(CheckId::Admission, "admitted", {w.image, std::to_string(enabled)});
}

// Network controls: the policy allows the flow from the request's segment to the segment the
// resource is reached on.
CheckResult checkNetwork(const AccessPolicy& policy, const AccessRequest& request)
{
    const Resource* resource = policy.findResource(request.resource);
    if (!resource)
        return denied(CheckId::Network, "unknown-resource", {request.resource});
    const std::vector<std::string> args{segmentId(request.from), segmentId(resource->segment)};
    if (policy.flowAllowed(request.from, resource->segment))
        return allowed(CheckId::Network, "flow-allowed", args);
    return denied(CheckId::Network, "flow-not-allowed", args);
}

// The AI resource: the resource itself grants this identity this access (data and model
// permissions; a network path or a role alone is no proof of authorisation).
CheckResult checkResource(const AccessPolicy& policy, const AccessRequest& request)
{
    if (!policy.findResource(request.resource))
        return denied(CheckId::Resource, "unknown-resource", {request.resource});
    const std::vector<std::string> args{request.identity, accessId(request.access),
                                        request.resource};
    if (policy.granted(request.resource, request.access, request.identity))
        return allowed(CheckId::Resource, "granted", args);
    return denied(CheckId::Resource, "not-granted", args);
}

std::string arg(const CheckResult& r, std::size_t i)
{
    return i < r.args.size() ? r.args[i] : std::string();
}

} // namespace

const std::vector<CheckId>& allChecks()
{
    static const std::vector<CheckId> checks{CheckId::Identity, CheckId::Role, CheckId::Admission,
                                             CheckId::Network, CheckId::Resource};
    return checks;
}

std::string checkId(CheckId check)
{
    static const char* const ids[] = {"identity", "role", "admission", "network", "resource"};
    return ids[static_cast<std::size_t>(check)];
}

std::string outcomeId(Outcome outcome)
{
    static const char* const ids[] = {"allowed", "denied", "not-applicable"};
    return ids[static_cast<std::size_t>(outcome)];
}

Decision evaluate(const AccessPolicy& policy, const AccessRequest& request)
{
    Decision d;
    d.checks = {checkIdentity(policy, request), checkRole(policy, request),
                checkAdmission(policy, request), checkNetwork(policy, request),
                checkResource(policy, request)};
    d.allowed = true;
    d.decidedBy = CheckId::Resource;
    for (const CheckResult& r : d.checks) {
        if (r.outcome == Outcome::Denied) {
            d.allowed = false;
            d.decidedBy = r.check;
            break;
        }
    }
    return d;
}

std::string describe(const CheckResult& r)
{
    const std::string& reason = r.reason;
    std::string text;
    if (reason == "authenticated")
        text = fmt::format("'{}' is known, enabled and presents a valid credential", arg(r, 0));
    else if (reason == "authenticated-mfa")
        text = fmt::format("'{}' presents a valid credential and the second factor its role '{}' "
                           "asks for",
                           arg(r, 0), arg(r, 1));
    else if (reason == "unknown-identity")
        text = fmt::format("'{}' is not an identity of the policy", arg(r, 0));
    else if (reason == "identity-disabled")
        text = fmt::format("the identity '{}' is disabled", arg(r, 0));
    else if (reason == "credential-expired")
        text = fmt::format("the credential of '{}' has expired", arg(r, 0));
    else if (reason == "credential-missing")
        text = fmt::format("'{}' presents no credential", arg(r, 0));
    else if (reason == "mfa-required")
        text = fmt::format("the role '{}' of '{}' asks for a second factor, and none was given",
                           arg(r, 1), arg(r, 0));
    else if (reason == "role-permits")
        text = fmt::format("the role '{}' holds the permission '{}'", arg(r, 0), arg(r, 1));
    else if (reason == "no-role-permits")
        text = fmt::format("no role of '{}' holds the permission '{}'", arg(r, 0), arg(r, 1));
    else if (reason == "not-a-workload")
        text = fmt::format("'{}' runs no workload, so no admission rule applies", arg(r, 0));
    else if (reason == "admitted")
        text = fmt::format("the image '{}' passes every admission rule enabled ({} of {})",
                           arg(r, 0), arg(r, 1), kAdmissionRuleCount);
    else if (reason == "untrusted-registry")
        text = fmt::format("the image '{}' comes from the registry '{}', which is not trusted",
                           arg(r, 0), arg(r, 1));
    else if (reason == "unsigned-image")
        text = fmt::format("the image '{}' has no valid signature", arg(r, 0));
    else if (reason == "privileged")
        text = fmt::format("the image '{}' asks to run privileged", arg(r, 0));
    else if (reason == "foreign-namespace")
        text = fmt::format("the workload runs in the namespace '{}', not in its tenant's '{}'",
                           arg(r, 0), arg(r, 1));
    else if (reason == "flow-allowed")
        text = fmt::format("the flow from {} to {} is allowed", arg(r, 0), arg(r, 1));
    else if (reason == "flow-not-allowed")
        text = fmt::format("no flow from {} to {} is allowed", arg(r, 0), arg(r, 1));
    else if (reason == "granted")
        text = fmt::format("'{}' is granted {} on '{}'", arg(r, 0), arg(r, 1), arg(r, 2));
    else if (reason == "not-granted")
        text = fmt::format("'{}' is not granted {} on '{}'", arg(r, 0), arg(r, 1), arg(r, 2));
    else if (reason == "unknown-resource")
        text = fmt::format("'{}' is not a resource of the policy", arg(r, 0));
    else
        text = reason;
    const char* outcome = r.outcome == Outcome::Allowed  ? "Allowed"
                          : r.outcome == Outcome::Denied ? "Denied"
                                                         : "Not applicable";
    return fmt::format("{}: {}.", outcome, text);
}

} // namespace ailab::core::security
