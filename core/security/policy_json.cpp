#include "core/security/policy_json.h"

#include "core/error.h"
#include "core/scenario/file_id.h"
#include "core/scenario/json_reader.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::security {

using nlohmann::json;
using nlohmann::ordered_json;
using scenario::ArrayReader;
using scenario::ArraySpec;
using scenario::childPointer;
using scenario::ObjectReader;
using scenario::StringSpec;

namespace {

constexpr std::size_t kMaxTextLength = 4096;


std::string idField(ObjectReader& object, std::string_view key)
{
    const std::string pointer = childPointer(object.pointer(), key);
    if (!object.has(key))
        throw Error("required field is missing", pointer);
    object.accept(key);
    return readSecurityId(object.json().at(std::string(key)), pointer);
}

template <typename T>
bool hasId(const std::vector<T>& list, const std::string& id)
{
    return std::any_of(list.begin(), list.end(), [&](const T& t) { return t.id == id; });
}

// Throws when `id` is already in `list` (a list of objects with ids).
template <typename T>
void checkUnique(const std::vector<T>& list, const std::string& id, const std::string& pointer,
                 std::string_view what)
{
    if (hasId(list, id))
        throw Error(fmt::format("the {} '{}' is defined twice", what, id), pointer);
}

template <typename Enum, typename FromId>
Enum readEnum(ObjectReader& object, std::string_view key, const std::vector<std::string>& ids,
              FromId fromId, std::optional<std::string> fallback = {})
{
    return *fromId(object.choice(key, ids, std::move(fallback)));
}

Identity readIdentity(ObjectReader item)
{
    Identity identity;
    identity.id = idField(item, "id");
    identity.kind = item.choice("kind", {"user", "workload"}) == "user" ? IdentityKind::User
                                                                        : IdentityKind::Workload;
    identity.tenant = idField(item, "tenant");
    ArrayReader roles = item.array("roles", ArraySpec{0, kMaxPolicyItems, true});
    for (std::size_t i = 0; i < roles.size(); ++i) {
        const std::string pointer = childPointer(roles.pointer(), i);
        std::string role = readSecurityId(roles.at(i), pointer);
        if (std::find(identity.roles.begin(), identity.roles.end(), role) != identity.roles.end())
            throw Error(fmt::format("the role '{}' is named twice", role), pointer);
        identity.roles.push_back(std::move(role));
    }
    identity.enabled = item.boolean("enabled", true);
    item.finish();
    return identity;
}

Role readRole(ObjectReader item)
{
    Role role;
    role.id = idField(item, "id");
    ArrayReader permissions = item.array("permissions", ArraySpec{0, kMaxPolicyItems, true});
    for (std::size_t i = 0; i < permissions.size(); ++i) {
        std::string permission = permissions.choice(i, allPermissions());
        if (std::find(role.permissions.begin(), role.permissions.end(), permission) !=
            role.permissions.end())
            throw Error(fmt::format("the permission '{}' is named twice", permission),
                        childPointer(permissions.pointer(), i));
        role.permissions.push_back(std::move(permission));
    }
    role.requiresMfa = item.boolean("requiresMfa", false);
    item.finish();
    return role;
}

Resource readResource(ObjectReader item)
{
    Resource resource;
    resource.id = idField(item, "id");
    resource.kind = readEnum<ResourceKind>(item, "kind", resourceKindIds(), resourceKindFromId);
    resource.segment = readEnum<Segment>(item, "segment", segmentIds(), segmentFromId);
    resource.tenant = idField(item, "tenant");
    ArrayReader grants = item.array("grants", ArraySpec{0, kMaxPolicyItems, false});
    for (std::size_t i = 0; i < grants.size(); ++i) {
        ObjectReader g = grants.object(i);
        Grant grant;
        grant.identity = idField(g, "identity");
        std::vector<std::string> takes;
        for (Access a : accessesOf(resource.kind))
            takes.push_back(accessId(a));
        grant.access = *accessFromId(g.choice("access", takes));
        g.finish();
        if (std::find(resource.grants.begin(), resource.grants.end(), grant) != resource.grants.end())
            throw Error("the same grant is given twice", g.pointer());
        resource.grants.push_back(std::move(grant));
    }
    item.finish();
    return resource;
}

} // namespace

std::string readSecurityId(const json& value, const std::string& pointer)
{
    return scenario::readFileId(value, pointer);
}

ops::LocalText localTextFromJson(const json& value, const std::string& pointer)
{
    ObjectReader reader(value, pointer);
    ops::LocalText text;
    for (const std::string& language : ops::incidentLanguages()) {
        if (reader.has(language))
            text.byLanguage[language] =
                reader.string(language, StringSpec{{}, false, kMaxTextLength});
    }
    reader.finish();
    if (!text.byLanguage.count("en"))
        throw Error("a text needs its English version (\"en\")", pointer);
    return text;
}

ordered_json localTextToJson(const ops::LocalText& text)
{
    ordered_json out = ordered_json::object();
    for (const std::string& language : ops::incidentLanguages())
        if (const auto it = text.byLanguage.find(language); it != text.byLanguage.end())
            out[language] = it->second;
    return out;
}

AccessPolicy policyFromJson(const json& value, const std::string& pointer)
{
    ObjectReader root(value, pointer);
    AccessPolicy policy;
    const ArraySpec listSpec{1, kMaxPolicyItems, true};

    ArrayReader roles = root.array("roles", listSpec);
    for (std::size_t i = 0; i < roles.size(); ++i) {
        Role role = readRole(roles.object(i));
        checkUnique(policy.roles, role.id, childPointer(childPointer(roles.pointer(), i), "id"),
                    "role");
        policy.roles.push_back(std::move(role));
    }
    ArrayReader identities = root.array("identities", listSpec);
    for (std::size_t i = 0; i < identities.size(); ++i) {
        const std::string at = childPointer(identities.pointer(), i);
        Identity identity = readIdentity(identities.object(i));
        checkUnique(policy.identities, identity.id, childPointer(at, "id"), "identity");
        for (std::size_t r = 0; r < identity.roles.size(); ++r)
            if (!policy.findRole(identity.roles[r]))
                throw Error(fmt::format("unknown role '{}'", identity.roles[r]),
                            childPointer(childPointer(at, "roles"), r));
        policy.identities.push_back(std::move(identity));
    }
    ArrayReader registries = root.array("registries", listSpec);
    for (std::size_t i = 0; i < registries.size(); ++i) {
        ObjectReader item = registries.object(i);
        ImageRegistry registry;
        registry.id = idField(item, "id");
        registry.trusted = item.boolean("trusted");
        item.finish();
        checkUnique(policy.registries, registry.id, childPointer(item.pointer(), "id"), "registry");
        policy.registries.push_back(std::move(registry));
    }

    ObjectReader admission = root.object("admission");
    for (AdmissionRule rule : allAdmissionRules())
        policy.setRule(rule, admission.boolean(admissionRuleId(rule)));
    admission.finish();

    ArrayReader flows = root.array("flows", ArraySpec{0, kSegmentCount * kSegmentCount, true});
    for (std::size_t i = 0; i < flows.size(); ++i) {
        ObjectReader item = flows.object(i);
        const Segment from = readEnum<Segment>(item, "from", segmentIds(), segmentFromId);
        const Segment to = readEnum<Segment>(item, "to", segmentIds(), segmentFromId);
        item.finish();
        if (policy.flowAllowed(from, to))
            throw Error("the same flow is named twice", item.pointer());
        policy.setFlow(from, to, true);
    }

    ArrayReader resources = root.array("resources", listSpec);
    for (std::size_t i = 0; i < resources.size(); ++i) {
        const std::string at = childPointer(resources.pointer(), i);
        Resource resource = readResource(resources.object(i));
        checkUnique(policy.resources, resource.id, childPointer(at, "id"), "resource");
        for (std::size_t g = 0; g < resource.grants.size(); ++g)
            if (!policy.findIdentity(resource.grants[g].identity))
                throw Error(fmt::format("unknown identity '{}'", resource.grants[g].identity),
                            childPointer(childPointer(childPointer(at, "grants"), g), "identity"));
        policy.resources.push_back(std::move(resource));
    }
    root.finish();
    return policy;
}

ordered_json policyToJson(const AccessPolicy& policy)
{
    ordered_json out;
    ordered_json roles = ordered_json::array();
    for (const Role& role : policy.roles) {
        ordered_json r;
        r["id"] = role.id;
        r["permissions"] = role.permissions;
        r["requiresMfa"] = role.requiresMfa;
        roles.push_back(std::move(r));
    }
    out["roles"] = std::move(roles);
    ordered_json identities = ordered_json::array();
    for (const Identity& identity : policy.identities) {
        ordered_json i;
        i["id"] = identity.id;
        i["kind"] = identityKindId(identity.kind);
        i["tenant"] = identity.tenant;
        i["roles"] = identity.roles;
        i["enabled"] = identity.enabled;
        identities.push_back(std::move(i));
    }
    out["identities"] = std::move(identities);
    ordered_json registries = ordered_json::array();
    for (const ImageRegistry& registry : policy.registries)
        registries.push_back(ordered_json{{"id", registry.id}, {"trusted", registry.trusted}});
    out["registries"] = std::move(registries);
    ordered_json admission = ordered_json::object();
    for (AdmissionRule rule : allAdmissionRules())
        admission[admissionRuleId(rule)] = policy.ruleEnabled(rule);
    out["admission"] = std::move(admission);
    ordered_json flows = ordered_json::array();
    for (Segment from : allSegments())
        for (Segment to : allSegments())
            if (policy.flowAllowed(from, to))
                flows.push_back(ordered_json{{"from", segmentId(from)}, {"to", segmentId(to)}});
    out["flows"] = std::move(flows);
    ordered_json resources = ordered_json::array();
    for (const Resource& resource : policy.resources) {
        ordered_json r;
        r["id"] = resource.id;
        r["kind"] = resourceKindId(resource.kind);
        r["segment"] = segmentId(resource.segment);
        r["tenant"] = resource.tenant;
        ordered_json grants = ordered_json::array();
        for (const Grant& grant : resource.grants)
            grants.push_back(
                ordered_json{{"identity", grant.identity}, {"access", accessId(grant.access)}});
        r["grants"] = std::move(grants);
        resources.push_back(std::move(r));
    }
    out["resources"] = std::move(resources);
    return out;
}

AccessRequest requestFromJson(const json& value, const std::string& pointer,
                              const AccessPolicy& policy)
{
    ObjectReader item(value, pointer);
    AccessRequest request;
    request.id = idField(item, "id");
    item.accept("title");
    if (!item.has("title"))
        throw Error("required field is missing", childPointer(pointer, "title"));
    request.title = localTextFromJson(item.json().at("title"), childPointer(pointer, "title"));
    request.identity = idField(item, "identity");
    if (!policy.findIdentity(request.identity))
        throw Error(fmt::format("unknown identity '{}'", request.identity),
                    childPointer(pointer, "identity"));
    request.credential =
        readEnum<Credential>(item, "credential", credentialIds(), credentialFromId, "valid");
    request.mfa = item.boolean("mfa", false);
    request.resource = idField(item, "resource");
    const Resource* resource = policy.findResource(request.resource);
    if (!resource)
        throw Error(fmt::format("unknown resource '{}'", request.resource),
                    childPointer(pointer, "resource"));
    std::vector<std::string> takes;
    for (Access a : accessesOf(resource->kind))
        takes.push_back(accessId(a));
    request.access = *accessFromId(item.choice("access", takes));
    request.from = readEnum<Segment>(item, "from", segmentIds(), segmentFromId);
    if (auto w = item.optionalObject("workload")) {
        Workload workload;
        workload.image = idField(*w, "image");
        workload.registry = idField(*w, "registry");
        if (!policy.findRegistry(workload.registry))
            throw Error(fmt::format("unknown registry '{}'", workload.registry),
                        childPointer(w->pointer(), "registry"));
        workload.imageSigned = w->boolean("signed");
        workload.privileged = w->boolean("privileged");
        workload.nameSpace = idField(*w, "namespace");
        w->finish();
        request.workload = std::move(workload);
    }
    request.legitimate = item.boolean("legitimate");
    item.finish();
    return request;
}

ordered_json requestToJson(const AccessRequest& request)
{
    ordered_json out;
    out["id"] = request.id;
    out["title"] = localTextToJson(request.title);
    out["identity"] = request.identity;
    out["credential"] = credentialId(request.credential);
    out["mfa"] = request.mfa;
    out["access"] = accessId(request.access);
    out["resource"] = request.resource;
    out["from"] = segmentId(request.from);
    if (request.workload) {
        const Workload& w = *request.workload;
        out["workload"] = ordered_json{{"image", w.image},         {"registry", w.registry},
                                       {"signed", w.imageSigned},  {"privileged", w.privileged},
                                       {"namespace", w.nameSpace}};
    }
    out["legitimate"] = request.legitimate;
    return out;
}

} // namespace ailab::core::security
