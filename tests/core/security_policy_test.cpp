// The zero-trust access path's evaluator (core/security/policy_evaluator.h): each check on
// its own, the decision's order and the policy's edits.
#include "core/error.h"
#include "core/security/policy_evaluator.h"
#include "core/security/policy_json.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace ailab::core;
using namespace ailab::core::security;

namespace {

// A small policy: a trainer of tenant a, an administrator who needs a second factor, data
// on the storage network, a BMC on the management network.
AccessPolicy smallPolicy()
{
    const auto document = nlohmann::json::parse(R"({
      "roles": [{"id": "trainer", "permissions": ["dataset:read"]},
                {"id": "admin", "permissions": ["bmc:manage"], "requiresMfa": true}],
      "identities": [{"id": "job", "kind": "workload", "tenant": "a", "roles": ["trainer"]},
                     {"id": "ops", "kind": "user", "tenant": "platform", "roles": ["admin"]}],
      "registries": [{"id": "internal", "trusted": true}, {"id": "hub", "trusted": false}],
      "admission": {"trusted-registry": true, "signed-image": true, "no-privileged": true,
                    "tenant-namespace": true},
      "flows": [{"from": "gpu-fabric", "to": "storage"},
                {"from": "management", "to": "management"}],
      "resources": [
        {"id": "data", "kind": "dataset", "segment": "storage", "tenant": "a",
         "grants": [{"identity": "job", "access": "read"}]},
        {"id": "bmc", "kind": "bmc", "segment": "management", "tenant": "platform",
         "grants": [{"identity": "ops", "access": "manage"}]}]})");
    return policyFromJson(document, "/policy");
}

AccessRequest jobReadsData()
{
    AccessRequest r;
    r.id = "read";
    r.identity = "job";
    r.access = Access::Read;
    r.resource = "data";
    r.from = Segment::GpuFabric;
    r.workload = Workload{"trainer", "internal", true, false, "a"};
    return r;
}

AccessRequest adminReachesBmc()
{
    AccessRequest r;
    r.id = "bmc";
    r.identity = "ops";
    r.mfa = true;
    r.access = Access::Manage;
    r.resource = "bmc";
    r.from = Segment::Management;
    return r;
}

const CheckResult& check(const Decision& d, CheckId id)
{
    return d.checks.at(static_cast<std::size_t>(id));
}

} // namespace

TEST_CASE("security: a legitimate request passes every check in the path's order", "[security]")
{
    const Decision d = evaluate(smallPolicy(), jobReadsData());
    CHECK(d.allowed);
    CHECK(d.decidedBy == CheckId::Resource);
    REQUIRE(d.checks.size() == 5);
    for (std::size_t i = 0; i < d.checks.size(); ++i) {
        CHECK(d.checks[i].check == allChecks()[i]);
        CHECK(d.checks[i].outcome == Outcome::Allowed);
    }
    CHECK(check(d, CheckId::Role).args == std::vector<std::string>{"trainer", "dataset:read"});
    CHECK(check(d, CheckId::Admission).args == std::vector<std::string>{"trainer", "4"});
    CHECK(describe(check(d, CheckId::Network)) ==
          "Allowed: the flow from gpu-fabric to storage is allowed.");
}

TEST_CASE("security: the identity check authenticates, and refuses what it should", "[security]")
{
    AccessPolicy policy = smallPolicy();
    AccessRequest r = jobReadsData();
    CHECK(check(evaluate(policy, r), CheckId::Identity).reason == "authenticated");

    r.credential = Credential::Expired;
    CHECK(check(evaluate(policy, r), CheckId::Identity).reason == "credential-expired");
    r.credential = Credential::Missing;
    CHECK(check(evaluate(policy, r), CheckId::Identity).reason == "credential-missing");
    r.credential = Credential::Valid;

    policy.setIdentityEnabled("job", false);
    const Decision disabled = evaluate(policy, r);
    CHECK_FALSE(disabled.allowed);
    CHECK(disabled.decidedBy == CheckId::Identity);
    CHECK(check(disabled, CheckId::Identity).reason == "identity-disabled");

    r.identity = "nobody";
    CHECK(check(evaluate(policy, r), CheckId::Identity).reason == "unknown-identity");
}

TEST_CASE("security: a role that asks for a second factor refuses a request without one",
          "[security]")
{
    AccessPolicy policy = smallPolicy();
    AccessRequest r = adminReachesBmc();
    const Decision with = evaluate(policy, r);
    CHECK(with.allowed);
    CHECK(check(with, CheckId::Identity).reason == "authenticated-mfa");
    CHECK(check(with, CheckId::Admission).outcome == Outcome::NotApplicable);

    r.mfa = false;
    const Decision without = evaluate(policy, r);
    CHECK_FALSE(without.allowed);
    CHECK(without.decidedBy == CheckId::Identity);
    CHECK(check(without, CheckId::Identity).args == std::vector<std::string>{"ops", "admin"});

    policy.setRoleRequiresMfa("admin", false);
    CHECK(evaluate(policy, r).allowed);
}

TEST_CASE("security: the role check needs a role that holds the permission", "[security]")
{
    AccessPolicy policy = smallPolicy();
    AccessRequest r = jobReadsData();
    r.access = Access::Write; // the trainer may read, not write
    policy.setGrant("data", Access::Write, "job", true);
    const Decision d = evaluate(policy, r);
    CHECK_FALSE(d.allowed);
    CHECK(d.decidedBy == CheckId::Role);
    CHECK(check(d, CheckId::Role).args == std::vector<std::string>{"job", "dataset:write"});
    CHECK(check(d, CheckId::Resource).outcome == Outcome::Allowed); // every check is evaluated

    policy.setRolePermission("trainer", "dataset:write", true);
    CHECK(evaluate(policy, r).allowed);
    CHECK(policy.findRole("trainer")->permissions ==
          std::vector<std::string>{"dataset:read", "dataset:write"});
}

TEST_CASE("security: each admission rule refuses its workload only while enabled", "[security]")
{
    struct Case
    {
        AdmissionRule rule;
        Workload workload;
        const char* reason;
    };
    const Case cases[] = {
        {AdmissionRule::TrustedRegistry, {"trainer", "hub", true, false, "a"}, "untrusted-registry"},
        {AdmissionRule::SignedImage, {"trainer", "internal", false, false, "a"}, "unsigned-image"},
        {AdmissionRule::NoPrivileged, {"trainer", "internal", true, true, "a"}, "privileged"},
        {AdmissionRule::TenantNamespace, {"trainer", "internal", true, false, "b"},
         "foreign-namespace"},
    };
    for (const Case& c : cases) {
        INFO(admissionRuleId(c.rule));
        AccessPolicy policy = smallPolicy();
        AccessRequest r = jobReadsData();
        r.workload = c.workload;
        const Decision refused = evaluate(policy, r);
        CHECK_FALSE(refused.allowed);
        CHECK(refused.decidedBy == CheckId::Admission);
        CHECK(check(refused, CheckId::Admission).reason == c.reason);

        policy.setRule(c.rule, false);
        const Decision admitted = evaluate(policy, r);
        CHECK(admitted.allowed);
        CHECK(check(admitted, CheckId::Admission).args.at(1) == "3");
    }
    AccessPolicy policy = smallPolicy();
    AccessRequest r = jobReadsData();
    r.workload->registry = "hub";
    policy.setRegistryTrusted("hub", true);
    CHECK(evaluate(policy, r).allowed);
}

TEST_CASE("security: the network check allows only the flows the policy names", "[security]")
{
    AccessPolicy policy = smallPolicy();
    AccessRequest r = adminReachesBmc();
    r.from = Segment::Application;
    const Decision d = evaluate(policy, r);
    CHECK_FALSE(d.allowed);
    CHECK(d.decidedBy == CheckId::Network);
    CHECK(describe(check(d, CheckId::Network)) ==
          "Denied: no flow from application to management is allowed.");

    policy.setFlow(Segment::Application, Segment::Management, true);
    CHECK(evaluate(policy, r).allowed);
    // Flows are directed: the way back is not allowed by the way there.
    CHECK_FALSE(policy.flowAllowed(Segment::Management, Segment::Application));
}

TEST_CASE("security: the resource check needs the resource's own grant", "[security]")
{
    AccessPolicy policy = smallPolicy();
    policy.setGrant("data", Access::Read, "job", false);
    const Decision d = evaluate(policy, jobReadsData());
    CHECK_FALSE(d.allowed);
    CHECK(d.decidedBy == CheckId::Resource);
    CHECK(check(d, CheckId::Resource).reason == "not-granted");
    CHECK(check(d, CheckId::Network).outcome == Outcome::Allowed); // reachable is not allowed

    AccessRequest unknown = jobReadsData();
    unknown.resource = "elsewhere";
    CHECK(check(evaluate(policy, unknown), CheckId::Resource).reason == "unknown-resource");
}

TEST_CASE("security: the first denying check decides", "[security]")
{
    AccessPolicy policy = smallPolicy();
    policy.setIdentityEnabled("job", false);
    policy.setFlow(Segment::GpuFabric, Segment::Storage, false);
    const Decision d = evaluate(policy, jobReadsData());
    CHECK(d.decidedBy == CheckId::Identity);
    CHECK(check(d, CheckId::Network).outcome == Outcome::Denied);
}

TEST_CASE("security: the policy's edits refuse unknown names", "[security]")
{
    AccessPolicy policy = smallPolicy();
    CHECK_THROWS_AS(policy.setIdentityEnabled("nobody", false), Error);
    CHECK_THROWS_AS(policy.setRolePermission("nobody", "dataset:read", true), Error);
    CHECK_THROWS_AS(policy.setRolePermission("trainer", "dataset:delete", true), Error);
    CHECK_THROWS_AS(policy.setGrant("bmc", Access::Read, "ops", true), Error);
    CHECK_THROWS_AS(policy.setGrant("data", Access::Read, "nobody", true), Error);
    CHECK_THROWS_AS(policy.setRegistryTrusted("nowhere", true), Error);
    CHECK_THROWS_AS(policy.setIdentityRole("job", "nobody", true), Error);
    CHECK(policy == smallPolicy());
    policy.setIdentityRole("job", "admin", true);
    CHECK(policy.findIdentity("job")->roles == std::vector<std::string>{"trainer", "admin"});
}

TEST_CASE("security: a policy reads back from the JSON it writes", "[security]")
{
    AccessPolicy policy = smallPolicy();
    policy.setFlow(Segment::Application, Segment::GpuFabric, true);
    policy.setRule(AdmissionRule::SignedImage, false);
    const nlohmann::json written = nlohmann::json::parse(policyToJson(policy).dump());
    CHECK(policyFromJson(written, "") == policy);
}

TEST_CASE("security: a policy's errors name the field", "[security]")
{
    auto errorAt = [](const std::string& text) {
        try {
            policyFromJson(nlohmann::json::parse(text), "/policy");
        } catch (const Error& e) {
            return e.path();
        }
        return std::string("no error");
    };
    const std::string tail = R"("registries": [{"id": "r", "trusted": true}],
      "admission": {"trusted-registry": true, "signed-image": true, "no-privileged": true,
                    "tenant-namespace": true}, "flows": [],)";
    CHECK(errorAt(R"({"roles": [{"id": "t", "permissions": []}],
      "identities": [{"id": "i", "kind": "user", "tenant": "a", "roles": ["x"]}],)" + tail +
                  R"("resources": [{"id": "d", "kind": "dataset", "segment": "storage", "tenant": "a"}]})") ==
          "/policy/identities/0/roles/0");
    CHECK(errorAt(R"({"roles": [{"id": "t", "permissions": []}],
      "identities": [{"id": "i", "kind": "user", "tenant": "a", "roles": []}],)" + tail +
                  R"("resources": [{"id": "d", "kind": "bmc", "segment": "storage", "tenant": "a",
                     "grants": [{"identity": "i", "access": "read"}]}]})") ==
          "/policy/resources/0/grants/0/access");
    CHECK(errorAt(R"({"roles": [{"id": "t", "permissions": []}],
      "identities": [{"id": "I/../x", "kind": "user", "tenant": "a", "roles": []}],)" + tail +
                  R"("resources": [{"id": "d", "kind": "dataset", "segment": "storage", "tenant": "a"}]})") ==
          "/policy/identities/0/id");
    CHECK(errorAt(R"({"roles": [{"id": "t", "permissions": []}],
      "identities": [{"id": "i", "kind": "user", "tenant": "a", "roles": []}],)" + tail +
                  R"("resources": [{"id": "d", "kind": "dataset", "segment": "lan", "tenant": "a"}]})") ==
          "/policy/resources/0/segment");
}
