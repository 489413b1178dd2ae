#include "core/security/security_exercise.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/scenario_loader.h"
#include "core/security/exercise_score.h"
#include "core/security/policy_json.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::security {

using nlohmann::json;
using nlohmann::ordered_json;
using scenario::ArrayReader;
using scenario::ArraySpec;
using scenario::childPointer;
using scenario::ObjectReader;

namespace {

ops::LocalText textField(ObjectReader& root, std::string_view key, bool required)
{
    const std::string pointer = childPointer(root.pointer(), key);
    if (!root.has(key)) {
        if (required)
            throw Error("required field is missing", pointer);
        return {};
    }
    root.accept(key);
    return localTextFromJson(root.json().at(std::string(key)), pointer);
}

} // namespace

bool isSecurityExerciseDocument(const json& document)
{
    if (!document.is_object())
        return false;
    const auto it = document.find("schema");
    return it != document.end() && it->is_string() && it->get<std::string>() == kExerciseSchema;
}

SecurityExercise exerciseFromJson(const json& document)
{
    ObjectReader root(document, "");
    const std::string schema = root.string("schema");
    if (schema != kExerciseSchema)
        throw Error(fmt::format("unsupported schema '{}': expected '{}'", schema, kExerciseSchema),
                    "/schema");
    SecurityExercise e;
    root.accept("id");
    if (!root.has("id"))
        throw Error("required field is missing", "/id");
    e.id = readSecurityId(document.at("id"), "/id");
    e.title = textField(root, "title", true);
    e.story = textField(root, "story", true);
    e.hint = textField(root, "hint", false);
    e.explanation = textField(root, "explanation", true);
    root.accept("policy");
    if (!root.has("policy"))
        throw Error("required field is missing", "/policy");
    e.policy = policyFromJson(document.at("policy"), "/policy");

    ArrayReader requests = root.array("requests", ArraySpec{2, kMaxPolicyItems, true});
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const std::string pointer = childPointer(requests.pointer(), i);
        AccessRequest request = requestFromJson(requests.at(i), pointer, e.policy);
        if (std::any_of(e.requests.begin(), e.requests.end(),
                        [&](const AccessRequest& r) { return r.id == request.id; }))
            throw Error(fmt::format("the request '{}' is defined twice", request.id),
                        childPointer(pointer, "id"));
        e.requests.push_back(std::move(request));
    }
    root.finish();

    const auto legitimate = std::count_if(e.requests.begin(), e.requests.end(),
                                          [](const AccessRequest& r) { return r.legitimate; });
    if (legitimate == 0)
        throw Error("an exercise needs a legitimate request, which the fix must still allow",
                    "/requests");
    if (legitimate == static_cast<std::ptrdiff_t>(e.requests.size()))
        throw Error("an exercise needs a request that is not legitimate, which the fix must deny",
                    "/requests");
    if (scoreExercise(e, e.policy).solved)
        throw Error("the policy already decides every request as it should: there is nothing "
                    "to find",
                    "/policy");
    return e;
}

SecurityExercise parseSecurityExercise(const std::string& text, const std::string& sourceName)
{
    const json document =
        scenario::parseDocument(text, sourceName, kMaxExerciseBytes, "security exercise");
    try {
        return exerciseFromJson(document);
    } catch (const scenario::ScenarioError&) {
        throw;
    } catch (const Error& e) {
        throw scenario::ScenarioError(sourceName, e.message(), e.path());
    }
}

SecurityExercise loadSecurityExerciseFile(const std::string& path)
{
    return parseSecurityExercise(
        scenario::readDocumentFile(path, kMaxExerciseBytes, "security exercise"), path);
}

ordered_json exerciseToJson(const SecurityExercise& e)
{
    ordered_json out;
    out["schema"] = kExerciseSchema;
    out["id"] = e.id;
    out["title"] = localTextToJson(e.title);
    out["story"] = localTextToJson(e.story);
    if (!e.hint.empty())
        out["hint"] = localTextToJson(e.hint);
    out["explanation"] = localTextToJson(e.explanation);
    out["policy"] = policyToJson(e.policy);
    ordered_json requests = ordered_json::array();
    for (const AccessRequest& r : e.requests)
        requests.push_back(requestToJson(r));
    out["requests"] = std::move(requests);
    return out;
}

std::string exerciseFileText(const SecurityExercise& exercise)
{
    return exerciseToJson(exercise).dump(2) + "\n";
}

} // namespace ailab::core::security
