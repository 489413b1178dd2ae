#include "core/security/access_policy.h"

#include "core/error.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::security {

namespace {

template <typename T>
const T* findById(const std::vector<T>& list, std::string_view id)
{
    const auto it = std::find_if(list.begin(), list.end(), [&](const T& t) { return t.id == id; });
    return it == list.end() ? nullptr : &*it;
}

template <typename Enum>
std::optional<Enum> fromId(const std::vector<std::string>& ids, std::string_view id)
{
    const auto it = std::find(ids.begin(), ids.end(), id);
    if (it == ids.end())
        return std::nullopt;
    return static_cast<Enum>(it - ids.begin());
}

// Adds or removes `value` in `list`, keeping the order of `order` (when given).
void setMember(std::vector<std::string>& list, std::string_view value, bool member,
               const std::vector<std::string>* order = nullptr)
{
    const auto it = std::find(list.begin(), list.end(), value);
    if (!member) {
        if (it != list.end())
            list.erase(it);
        return;
    }
    if (it != list.end())
        return;
    list.emplace_back(value);
    if (order) {
        const auto rank = [&](const std::string& s) {
            return std::find(order->begin(), order->end(), s) - order->begin();
        };
        std::stable_sort(list.begin(), list.end(),
                         [&](const std::string& a, const std::string& b) { return rank(a) < rank(b); });
    }
}

} // namespace

const std::vector<std::string>& resourceKindIds()
{
    static const std::vector<std::string> ids{"dataset", "checkpoints", "model", "bmc"};
    return ids;
}

std::string resourceKindId(ResourceKind kind)
{
    return resourceKindIds()[static_cast<std::size_t>(kind)];
}

std::optional<ResourceKind> resourceKindFromId(std::string_view id)
{
    return fromId<ResourceKind>(resourceKindIds(), id);
}

const std::vector<std::string>& accessIds()
{
    static const std::vector<std::string> ids{"read", "write", "invoke", "manage"};
    return ids;
}

std::string accessId(Access access)
{
    return accessIds()[static_cast<std::size_t>(access)];
}

std::optional<Access> accessFromId(std::string_view id)
{
    return fromId<Access>(accessIds(), id);
}

const std::vector<Access>& accessesOf(ResourceKind kind)
{
    static const std::vector<Access> data{Access::Read, Access::Write};
    static const std::vector<Access> model{Access::Invoke, Access::Read};
    static const std::vector<Access> bmc{Access::Manage};
    switch (kind) {
    case ResourceKind::Dataset:
    case ResourceKind::Checkpoints:
        return data;
    case ResourceKind::Model:
        return model;
    case ResourceKind::Bmc:
        break;
    }
    return bmc;
}

std::string permissionId(ResourceKind kind, Access access)
{
    return resourceKindId(kind) + ":" + accessId(access);
}

const std::vector<std::string>& allPermissions()
{
    static const std::vector<std::string> permissions = [] {
        std::vector<std::string> out;
        for (std::size_t k = 0; k < resourceKindIds().size(); ++k) {
            const auto kind = static_cast<ResourceKind>(k);
            for (Access access : accessesOf(kind))
                out.push_back(permissionId(kind, access));
        }
        return out;
    }();
    return permissions;
}

const std::vector<AdmissionRule>& allAdmissionRules()
{
    static const std::vector<AdmissionRule> rules{AdmissionRule::TrustedRegistry,
                                                  AdmissionRule::SignedImage,
                                                  AdmissionRule::NoPrivileged,
                                                  AdmissionRule::TenantNamespace};
    return rules;
}

namespace {
const std::vector<std::string>& admissionRuleIds()
{
    static const std::vector<std::string> ids{"trusted-registry", "signed-image", "no-privileged",
                                              "tenant-namespace"};
    return ids;
}
} // namespace

std::string admissionRuleId(AdmissionRule rule)
{
    return admissionRuleIds()[static_cast<std::size_t>(rule)];
}

std::optional<AdmissionRule> admissionRuleFromId(std::string_view id)
{
    return fromId<AdmissionRule>(admissionRuleIds(), id);
}

std::string identityKindId(IdentityKind kind)
{
    return kind == IdentityKind::User ? "user" : "workload";
}

const Identity* AccessPolicy::findIdentity(std::string_view id) const
{
    return findById(identities, id);
}

const Role* AccessPolicy::findRole(std::string_view id) const
{
    return findById(roles, id);
}

const Resource* AccessPolicy::findResource(std::string_view id) const
{
    return findById(resources, id);
}

const ImageRegistry* AccessPolicy::findRegistry(std::string_view id) const
{
    return findById(registries, id);
}

bool AccessPolicy::ruleEnabled(AdmissionRule rule) const
{
    return m_rules[static_cast<std::size_t>(rule)];
}

bool AccessPolicy::flowAllowed(Segment from, Segment to) const
{
    return m_flows[static_cast<std::size_t>(from) * kSegmentCount + static_cast<std::size_t>(to)];
}

bool AccessPolicy::roleHas(std::string_view role, std::string_view permission) const
{
    const Role* r = findRole(role);
    return r && std::find(r->permissions.begin(), r->permissions.end(), permission) !=
                    r->permissions.end();
}

bool AccessPolicy::granted(std::string_view resource, Access access, std::string_view identity) const
{
    const Resource* r = findResource(resource);
    return r && std::any_of(r->grants.begin(), r->grants.end(), [&](const Grant& g) {
               return g.access == access && g.identity == identity;
           });
}

Identity& AccessPolicy::identity(std::string_view id)
{
    const auto it = std::find_if(identities.begin(), identities.end(),
                                 [&](const Identity& i) { return i.id == id; });
    if (it == identities.end())
        throw Error(fmt::format("unknown identity '{}'", id));
    return *it;
}

Role& AccessPolicy::role(std::string_view id)
{
    const auto it = std::find_if(roles.begin(), roles.end(), [&](const Role& r) { return r.id == id; });
    if (it == roles.end())
        throw Error(fmt::format("unknown role '{}'", id));
    return *it;
}

void AccessPolicy::setRule(AdmissionRule rule, bool enabled)
{
    m_rules[static_cast<std::size_t>(rule)] = enabled;
}

void AccessPolicy::setFlow(Segment from, Segment to, bool allowed)
{
    m_flows[static_cast<std::size_t>(from) * kSegmentCount + static_cast<std::size_t>(to)] = allowed;
}

void AccessPolicy::setRolePermission(std::string_view roleId, std::string_view permission,
                                     bool allowed)
{
    const std::vector<std::string>& known = allPermissions();
    if (std::find(known.begin(), known.end(), permission) == known.end())
        throw Error(fmt::format("unknown permission '{}'", permission));
    setMember(role(roleId).permissions, permission, allowed, &known);
}

void AccessPolicy::setRoleRequiresMfa(std::string_view roleId, bool required)
{
    role(roleId).requiresMfa = required;
}

void AccessPolicy::setIdentityEnabled(std::string_view identityId, bool enabled)
{
    identity(identityId).enabled = enabled;
}

void AccessPolicy::setIdentityRole(std::string_view identityId, std::string_view roleId, bool member)
{
    role(roleId); // must exist
    std::vector<std::string> order;
    for (const Role& r : roles)
        order.push_back(r.id);
    setMember(identity(identityId).roles, roleId, member, &order);
}

void AccessPolicy::setGrant(std::string_view resourceId, Access access, std::string_view identityId,
                            bool isGranted)
{
    identity(identityId); // must exist
    const auto it = std::find_if(resources.begin(), resources.end(),
                                 [&](const Resource& r) { return r.id == resourceId; });
    if (it == resources.end())
        throw Error(fmt::format("unknown resource '{}'", resourceId));
    const std::vector<Access>& takes = accessesOf(it->kind);
    if (std::find(takes.begin(), takes.end(), access) == takes.end())
        throw Error(fmt::format("a {} takes no '{}' access", resourceKindId(it->kind),
                                accessId(access)));
    std::vector<Grant>& grants = it->grants;
    const Grant grant{std::string(identityId), access};
    const auto found = std::find(grants.begin(), grants.end(), grant);
    if (isGranted && found == grants.end())
        grants.push_back(grant);
    else if (!isGranted && found != grants.end())
        grants.erase(found);
}

void AccessPolicy::setRegistryTrusted(std::string_view registryId, bool trusted)
{
    const auto it = std::find_if(registries.begin(), registries.end(),
                                 [&](const ImageRegistry& r) { return r.id == registryId; });
    if (it == registries.end())
        throw Error(fmt::format("unknown registry '{}'", registryId));
    it->trusted = trusted;
}

} // namespace ailab::core::security
