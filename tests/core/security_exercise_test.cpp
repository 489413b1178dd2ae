// The security exercises (core/security/security_exercise.h, exercise_score.h): the files the
// operations lab ships, each with a fix that solves it and a tempting fix that denies the bad
// request but breaks a legitimate one; and the reader's refusals, each at its field.
#include "core/error.h"
#include "core/scenario/scenario_loader.h"
#include "core/security/exercise_score.h"
#include "core/security/policy_json.h"
#include "core/security/security_exercise.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace ailab::core;
using namespace ailab::core::security;

namespace {

const std::string kFolder = std::string(AILAB_SOURCE_DIR) + "/labs/operations/exercises";

std::vector<std::string> shippedExercises()
{
    std::vector<std::string> files;
    for (const auto& file : std::filesystem::directory_iterator(kFolder))
        if (file.path().extension() == ".json")
            files.push_back(file.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

std::string readText(const std::string& path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

using Edit = std::function<void(AccessPolicy&)>;

// The known fix of each shipped exercise, the check that should then deny its bad request,
// and the tempting fix: what a learner might do instead, which denies the bad request too but
// also a legitimate one. Known to the tests only; the lab shows none of it.
struct Answer
{
    Edit fix;
    CheckId denyingCheck;
    Edit tempting;
};

const std::map<std::string, Answer>& answers()
{
    static const std::map<std::string, Answer> table{
        {"cross-tenant-read",
         {[](AccessPolicy& p) { p.setGrant("dataset-a", Access::Read, "job-b", false); },
          CheckId::Resource,
          [](AccessPolicy& p) { p.setRolePermission("trainer", "dataset:read", false); }}},
        {"bmc-from-application",
         {[](AccessPolicy& p) { p.setFlow(Segment::Application, Segment::Management, false); },
          CheckId::Network, [](AccessPolicy& p) { p.setIdentityEnabled("alice", false); }}},
        {"admin-without-mfa",
         {[](AccessPolicy& p) { p.setRoleRequiresMfa("admin", true); }, CheckId::Identity,
          [](AccessPolicy& p) { p.setFlow(Segment::Management, Segment::Management, false); }}},
        {"public-registry-trusted",
         {[](AccessPolicy& p) { p.setRegistryTrusted("public-hub", false); }, CheckId::Admission,
          [](AccessPolicy& p) { p.setGrant("dataset-a", Access::Read, "job-a", false); }}},
        {"privileged-container",
         {[](AccessPolicy& p) { p.setRule(AdmissionRule::NoPrivileged, true); }, CheckId::Admission,
          [](AccessPolicy& p) { p.setGrant("dataset-b", Access::Read, "job-b", false); }}},
        {"borrowed-service-account",
         {[](AccessPolicy& p) { p.setRule(AdmissionRule::TenantNamespace, true); },
          CheckId::Admission,
          [](AccessPolicy& p) { p.setGrant("dataset-a", Access::Read, "job-a", false); }}},
        {"stale-identity",
         {[](AccessPolicy& p) { p.setIdentityEnabled("job-a-old", false); }, CheckId::Identity,
          [](AccessPolicy& p) { p.setRolePermission("trainer", "dataset:read", false); }}},
    };
    return table;
}

} // namespace

TEST_CASE("security exercises: at least six ship, each with a known and a tempting fix",
          "[security]")
{
    const std::vector<std::string> files = shippedExercises();
    CHECK(files.size() >= 6);
    std::vector<std::string> ids;
    for (const std::string& file : files)
        ids.push_back(loadSecurityExerciseFile(file).id);
    for (const std::string& id : ids)
        CHECK(answers().count(id) == 1);
    for (const auto& [id, answer] : answers())
        CHECK(std::find(ids.begin(), ids.end(), id) != ids.end());
}

TEST_CASE("security exercises: as shipped, only the bad requests are decided wrongly",
          "[security]")
{
    for (const std::string& file : shippedExercises()) {
        INFO(file);
        const SecurityExercise e = loadSecurityExerciseFile(file);
        const ExerciseScore score = scoreExercise(e, e.policy);
        CHECK_FALSE(score.solved);
        CHECK(score.legitimateAllowed == score.legitimateTotal);
        CHECK(score.badDenied < score.badTotal);
        // The five requests of the course's path are legitimate in every exercise.
        CHECK(score.legitimateTotal >= 5);
    }
}

TEST_CASE("security exercises: the known fix solves each exercise at the intended check",
          "[security]")
{
    for (const std::string& file : shippedExercises()) {
        const SecurityExercise e = loadSecurityExerciseFile(file);
        INFO(e.id);
        const auto it = answers().find(e.id);
        REQUIRE(it != answers().end());
        AccessPolicy fixed = e.policy;
        it->second.fix(fixed);
        const ExerciseScore score = scoreExercise(e, fixed);
        CHECK(score.solved);
        CHECK(score.correct() == score.total());
        for (std::size_t i = 0; i < e.requests.size(); ++i)
            if (!e.requests[i].legitimate)
                CHECK(score.requests[i].decision.decidedBy == it->second.denyingCheck);
    }
}

TEST_CASE("security exercises: the tempting fix denies the bad request and breaks a "
          "legitimate one",
          "[security]")
{
    for (const std::string& file : shippedExercises()) {
        const SecurityExercise e = loadSecurityExerciseFile(file);
        INFO(e.id);
        const auto it = answers().find(e.id);
        REQUIRE(it != answers().end());
        AccessPolicy tempted = e.policy;
        it->second.tempting(tempted);
        const ExerciseScore score = scoreExercise(e, tempted);
        CHECK(score.badDenied == score.badTotal);
        CHECK(score.legitimateAllowed < score.legitimateTotal);
        CHECK_FALSE(score.solved);
    }
}

TEST_CASE("security exercises: each file reads back from what the writer writes", "[security]")
{
    for (const std::string& file : shippedExercises()) {
        INFO(file);
        const std::string text = readText(file);
        const SecurityExercise e = parseSecurityExercise(text, file);
        CHECK(nlohmann::json::parse(exerciseFileText(e)) == nlohmann::json::parse(text));
        CHECK(parseSecurityExercise(exerciseFileText(e), "again.json").policy == e.policy);
    }
}

namespace {

// The first shipped exercise as JSON, for the refusals below to change one field of.
nlohmann::json sample()
{
    return nlohmann::json::parse(readText(kFolder + "/cross-tenant-read.json"));
}

std::string refusal(const nlohmann::json& document)
{
    try {
        parseSecurityExercise(document.dump(), "bad.json");
    } catch (const scenario::ScenarioError& e) {
        CHECK(e.source() == "bad.json");
        return e.path() + ": " + e.message();
    }
    return "accepted";
}

} // namespace

TEST_CASE("security exercises: the reader refuses a bad file at its field", "[security]")
{
    nlohmann::json d = sample();
    d["schema"] = "ailab.security-exercise/2";
    CHECK(refusal(d).rfind("/schema: unsupported schema", 0) == 0);

    d = sample();
    d["run"] = "rm -rf /";
    CHECK(refusal(d).rfind("/run: ", 0) == 0);

    d = sample();
    d["requests"][5]["resource"] = "dataset-c";
    CHECK(refusal(d) == "/requests/5/resource: unknown resource 'dataset-c'");

    d = sample();
    d["requests"][0]["access"] = "manage";
    CHECK(refusal(d).rfind("/requests/0/access: ", 0) == 0);

    d = sample();
    d["requests"][2]["workload"]["registry"] = "../registry";
    CHECK(refusal(d).rfind("/requests/2/workload/registry: ", 0) == 0);

    d = sample();
    d["policy"]["resources"][0]["grants"][1]["identity"] = "mallory";
    CHECK(refusal(d) == "/policy/resources/0/grants/1/identity: unknown identity 'mallory'");

    d = sample();
    d["requests"][1]["id"] = d["requests"][0]["id"];
    CHECK(refusal(d).rfind("/requests/1/id: ", 0) == 0);

    d = sample();
    d["title"].erase("en");
    CHECK(refusal(d).rfind("/title: ", 0) == 0);

    d = sample();
    for (auto& r : d["requests"])
        r["legitimate"] = true;
    CHECK(refusal(d).rfind("/requests: ", 0) == 0);

    // A policy that already decides everything right leaves nothing to find.
    d = sample();
    d["policy"]["resources"][0]["grants"].erase(1);
    CHECK(refusal(d).rfind("/policy: ", 0) == 0);
}

TEST_CASE("security exercises: an oversized or malformed file is refused before it is read",
          "[security]")
{
    std::string big = sample().dump();
    big.insert(big.size() - 1, ", \"padding\": \"" + std::string(kMaxExerciseBytes, 'x') + "\"");
    CHECK_THROWS_AS(parseSecurityExercise(big, "big.json"), scenario::ScenarioError);
    try {
        parseSecurityExercise(big, "big.json");
    } catch (const scenario::ScenarioError& e) {
        CHECK(std::string(e.what()).find("too large") != std::string::npos);
    }
    CHECK_THROWS_AS(parseSecurityExercise("{\"schema\": \"ailab.security-exercise/1\", "
                                          "\"schema\": \"x\"}",
                                          "twice.json"),
                    scenario::ScenarioError);
    CHECK_THROWS_AS(parseSecurityExercise("[1, 2", "cut.json"), scenario::ScenarioError);
    CHECK_FALSE(isSecurityExerciseDocument(nlohmann::json::parse("{\"schema\": \"ailab.scenario/1\"}")));
    CHECK(isSecurityExerciseDocument(sample()));
}
