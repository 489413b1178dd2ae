#include "core/error.h"
#include "core/models/model_registry.h"
#include "core/scenario/strict_json.h"

#include <catch2/catch.hpp>

using namespace ailab::core::scenario;
using ailab::core::Error;

namespace {
std::string duplicatePath(std::string_view text)
{
    try {
        parseStrictJson(text);
    } catch (const Error& e) {
        return e.path();
    }
    return "(none)";
}
} // namespace

TEST_CASE("Strict parsing reads what nlohmann reads", "[scenario]")
{
    const auto text = R"({"a": [1, {"b": null}], "c": {"d": "e"}, "f": 2.5})";
    CHECK(parseStrictJson(text) == nlohmann::json::parse(text));
    CHECK(parseStrictJson("[]") == nlohmann::json::array());
    CHECK_THROWS_AS(parseStrictJson("{\"a\": }"), nlohmann::json::parse_error);
}

TEST_CASE("Duplicate fields are refused with their pointer", "[scenario]")
{
    CHECK(duplicatePath(R"({"seed": 1, "seed": 2})") == "/seed");
    CHECK(duplicatePath(R"({"model": {"servers": 4, "gpus": 8, "servers": 2}})") ==
          "/model/servers");
    // Array indexes count scalars, objects and arrays alike.
    CHECK(duplicatePath(R"({"events": [1, [2, 3], {"at": 1, "at": 2}]})") == "/events/2/at");
    CHECK(duplicatePath(R"({"x": [{"k": 1}, {"k": 2}], "y": {"a/b": 0, "a/b": 1}})") == "/y/a~1b");
    // The same key in two different objects is fine.
    CHECK(duplicatePath(R"({"a": {"k": 1}, "b": {"k": 1}, "k": 0})") == "(none)");
    CHECK_THROWS_WITH(parseStrictJson(R"({"a": 1, "a": 1})"),
                      "/a: duplicate field; each field may appear only once");
}

TEST_CASE("Deeply nested documents are refused before they can exhaust the stack", "[scenario]")
{
    const std::string deep = "{\"model\": " + std::string(100000, '[');
    // The root object and the 63 arrays under "/model" make 64 levels; the 65th is refused.
    std::string where = "/model";
    for (int i = 0; i < 63; ++i)
        where += "/0";
    CHECK_THROWS_WITH(parseStrictJson(deep),
                      where + ": nested too deeply; a scenario nests at most 64 levels");
    std::string ok = std::string(64, '[') + std::string(64, ']');
    CHECK_NOTHROW(parseStrictJson(ok));
}

// Found by the scenario loader's fuzzer (tests/fuzz): a number beyond a double's range made
// nlohmann throw out_of_range, which escaped as an "internal error".
TEST_CASE("A number too large for a double is refused with its pointer", "[scenario][fuzz]")
{
    CHECK(duplicatePath(R"({"model": {"servers": 1e400}})") == "/model/servers");
    CHECK(duplicatePath(R"({"events": [1, -2e999]})") == "/events/1");
    CHECK(duplicatePath("80000090333333333333333333e334") == "");
    try {
        parseStrictJson(R"({"seed": 1e400})");
        FAIL("no error");
    } catch (const Error& e) {
        CHECK_THAT(e.message(), Catch::Contains("number too large"));
    }
    // The fuzzer's input itself, through the whole loader: refused, with the file named.
    const std::string input(
        "80000090333333333333333333e334core5ErrorEl\0\0\0\0\0\0\0\x0f:\"\n e}\n", 57);
    CHECK_THROWS_AS(ailab::core::models::parseScenario(input, "crash.json"), Error);
}
