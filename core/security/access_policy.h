#pragma once

#include "core/security/segments.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The policy of the zero-trust access path (course section 08.1, "Conceptual Secure AI Workload
// Access Path"), as a learner edits it: who exists (identities, each of a tenant, with roles),
// what each role may do (permissions such as "dataset:read"), which workloads are admitted
// (registries and the admission rules), which flows between the four network segments are
// allowed, and per resource (dataset, checkpoint store, model, BMC) who is granted which access.
// Default deny: nothing is allowed that the policy does not name.
namespace ailab::core::security {

// The AI resources at the end of the path: training data, checkpoint storage, a served model
// and a server's baseboard management controller (the out-of-band management interface).
enum class ResourceKind : unsigned char { Dataset, Checkpoints, Model, Bmc };
// What a request does to a resource.
enum class Access : unsigned char { Read, Write, Invoke, Manage };

std::string resourceKindId(ResourceKind kind); // "dataset", "checkpoints", "model", "bmc"
std::optional<ResourceKind> resourceKindFromId(std::string_view id);
const std::vector<std::string>& resourceKindIds();
std::string accessId(Access access); // "read", "write", "invoke", "manage"
std::optional<Access> accessFromId(std::string_view id);
const std::vector<std::string>& accessIds();
// The accesses that make sense on a kind of resource: data and checkpoints are read and
// written, a model is invoked (called for inference) or read (its weights downloaded), a BMC is
// managed.
const std::vector<Access>& accessesOf(ResourceKind kind);
// A role's permission: "<kind>:<access>" ("dataset:read").
std::string permissionId(ResourceKind kind, Access access);
// Every permission, kind by kind in the order above.
const std::vector<std::string>& allPermissions();

// The workload admission rules (course section 08.2, layer 2, "Workload Security": image
// integrity, container isolation, admission policies).
enum class AdmissionRule : unsigned char {
    TrustedRegistry, // the image comes from a registry the policy trusts
    SignedImage,     // the image's signature verifies
    NoPrivileged,    // the container does not run privileged (with the host's devices)
    TenantNamespace  // the workload runs in its identity's tenant's namespace
};
inline constexpr int kAdmissionRuleCount = 4;
const std::vector<AdmissionRule>& allAdmissionRules();
// "trusted-registry", "signed-image", "no-privileged", "tenant-namespace"
std::string admissionRuleId(AdmissionRule rule);
std::optional<AdmissionRule> admissionRuleFromId(std::string_view id);

enum class IdentityKind : unsigned char { User, Workload }; // "user", "workload"
std::string identityKindId(IdentityKind kind);

struct Identity
{
    std::string id;
    IdentityKind kind = IdentityKind::User;
    std::string tenant;
    std::vector<std::string> roles;
    bool enabled = true;
    bool operator==(const Identity&) const = default;
};

struct Role
{
    std::string id;
    std::vector<std::string> permissions; // permission ids, in allPermissions() order
    bool requiresMfa = false;             // a second factor for every request made with it
    bool operator==(const Role&) const = default;
};

struct Grant
{
    std::string identity;
    Access access = Access::Read;
    bool operator==(const Grant&) const = default;
};

struct Resource
{
    std::string id;
    ResourceKind kind = ResourceKind::Dataset;
    Segment segment = Segment::Storage; // the network it is reached on
    std::string tenant;                 // its owner
    std::vector<Grant> grants;
    bool operator==(const Resource&) const = default;
};

struct ImageRegistry
{
    std::string id;
    bool trusted = false;
    bool operator==(const ImageRegistry&) const = default;
};

class AccessPolicy
{
public:
    std::vector<Identity> identities;
    std::vector<Role> roles;
    std::vector<Resource> resources;
    std::vector<ImageRegistry> registries;

    const Identity* findIdentity(std::string_view id) const;
    const Role* findRole(std::string_view id) const;
    const Resource* findResource(std::string_view id) const;
    const ImageRegistry* findRegistry(std::string_view id) const;

    bool ruleEnabled(AdmissionRule rule) const;
    bool flowAllowed(Segment from, Segment to) const;
    bool roleHas(std::string_view role, std::string_view permission) const;
    bool granted(std::string_view resource, Access access, std::string_view identity) const;

    // The learner's edits. Each throws core::Error naming the unknown id or the access a
    // resource of that kind does not take; a permission is one of allPermissions().
    void setRule(AdmissionRule rule, bool enabled);
    void setFlow(Segment from, Segment to, bool allowed);
    void setRolePermission(std::string_view role, std::string_view permission, bool allowed);
    void setRoleRequiresMfa(std::string_view role, bool required);
    void setIdentityEnabled(std::string_view identity, bool enabled);
    void setIdentityRole(std::string_view identity, std::string_view role, bool member);
    void setGrant(std::string_view resource, Access access, std::string_view identity, bool granted);
    void setRegistryTrusted(std::string_view registry, bool trusted);

    bool operator==(const AccessPolicy&) const = default;

private:
    Identity& identity(std::string_view id);
    Role& role(std::string_view id);

    std::array<bool, kAdmissionRuleCount> m_rules{true, true, true, true};
    std::array<bool, kSegmentCount * kSegmentCount> m_flows{}; // [from * count + to]
};

} // namespace ailab::core::security
