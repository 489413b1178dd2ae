#include "core/error.h"
#include "core/scenario/json_reader.h"

#include <catch2/catch.hpp>

using namespace ailab::core::scenario;
using ailab::core::Error;
using Catch::Matchers::Equals;
using nlohmann::json;

namespace {
// The text of the error `f` throws, or "" when it throws none.
template <typename F> std::string errorOf(F&& f)
{
    try {
        f();
    } catch (const Error& e) {
        return e.what();
    }
    return {};
}
} // namespace

TEST_CASE("ObjectReader reads valid fields and applies defaults", "[scenario]")
{
    const json j = json::parse(R"({"servers": 16, "gbps": 12.5, "mode": "b", "on": true,
                                   "name": "x", "fabric": {"ports": 2}, "items": [1, 2, 3]})");
    ObjectReader r(j, "/model");
    CHECK(r.integer("servers", {.min = 1, .max = 256, .fallback = 8}) == 16);
    CHECK(r.integer("gpus_per_server", {.min = 1, .max = 8, .fallback = 8}) == 8);
    CHECK(r.number("gbps", {.min = 0}) == 12.5);
    CHECK(r.number("latency_us", {.fallback = 1.5}) == 1.5);
    CHECK(r.choice("mode", {"a", "b"}) == "b");
    CHECK(r.boolean("on"));
    CHECK(r.string("name") == "x");
    auto fabric = r.object("fabric");
    CHECK(fabric.pointer() == "/model/fabric");
    CHECK(fabric.integer("ports") == 2);
    fabric.finish();
    auto items = r.array("items", {.minItems = 1, .maxItems = 4});
    REQUIRE(items.size() == 3);
    CHECK(items.integer(2) == 3);
    CHECK_FALSE(r.optionalObject("incident").has_value());
    CHECK(r.array("absent").empty());
    CHECK_NOTHROW(r.finish());
}

TEST_CASE("ObjectReader names the field and the expectation", "[scenario]")
{
    const json j = json::parse(R"({"servers": 0, "storage_gbps": "fast", "ratio": 1.5,
                                   "count": 2.5, "mode": "c", "flag": 1, "list": [1, "a"],
                                   "sub": [], "whole": 8.0, "big": 18446744073709551615})");
    ObjectReader r(j, "/model");
    CHECK_THAT(errorOf([&] { r.integer("servers", {.min = 1, .max = 256}); }),
               Equals("/model/servers: expected an integer from 1 to 256, got 0"));
    CHECK_THAT(errorOf([&] { r.number("storage_gbps"); }),
               Equals("/model/storage_gbps: expected a number, got a string"));
    CHECK_THAT(errorOf([&] { r.number("ratio", {.min = 0, .max = 1}); }),
               Equals("/model/ratio: expected a number from 0 to 1, got 1.5"));
    CHECK_THAT(errorOf([&] { r.number("servers", {.min = 0, .minExclusive = true}); }),
               Equals("/model/servers: expected a number greater than 0, got 0"));
    CHECK_THAT(errorOf([&] { r.integer("count", {.min = 0}); }),
               Equals("/model/count: expected an integer of at least 0, got 2.5"));
    CHECK(r.integer("whole") == 8);
    CHECK_THAT(errorOf([&] { r.integer("big"); }),
               Equals("/model/big: expected an integer, got 18446744073709551615"));
    CHECK_THAT(errorOf([&] {
                   r.choice("mode", {"a", "b"});
               }),
               Equals(R"(/model/mode: expected one of "a", "b", got "c")"));
    CHECK_THAT(errorOf([&] { r.boolean("flag"); }),
               Equals("/model/flag: expected true or false, got 1"));
    CHECK_THAT(errorOf([&] { r.array("list").integer(1); }),
               Equals("/model/list/1: expected an integer, got a string"));
    CHECK_THAT(errorOf([&] { r.array("list", {.minItems = 3}); }),
               Equals("/model/list: expected an array of at least 3 items, got 2 items"));
    CHECK_THAT(errorOf([&] { r.object("sub"); }),
               Equals("/model/sub: expected an object, got an array"));
    CHECK_THAT(errorOf([&] { r.integer("missing", {.min = 1, .max = 8}); }),
               Equals("/model/missing: missing required field; expected an integer from 1 "
                      "to 8"));
}

TEST_CASE("finish() refuses unknown fields and lists the known ones", "[scenario]")
{
    const json j = json::parse(R"({"servers": 4, "sevrers": 8})");
    ObjectReader r(j, "/model");
    r.integer("servers");
    r.integer("gpus_per_server", {.fallback = 8});
    CHECK_THAT(errorOf([&] { r.finish(); }),
               Equals("/model/sevrers: unknown field; expected one of servers, "
                      "gpus_per_server"));

    const json empty = json::parse(R"({"x": 1})");
    CHECK_THAT(errorOf([&] { ObjectReader(empty, "/incident").finish(); }),
               Equals("/incident/x: unknown field; this object takes no fields"));
}

TEST_CASE("Pointers escape '/' and '~' as RFC 6901 says", "[scenario]")
{
    CHECK(childPointer("/model", "a/b") == "/model/a~1b");
    CHECK(childPointer("/model", "m~n") == "/model/m~0n");
    CHECK(childPointer("", "seed") == "/seed");
    CHECK(childPointer("/events", std::size_t{3}) == "/events/3");

    const json j = json::parse(R"({"a/b": 1})");
    CHECK_THAT(errorOf([&] { ObjectReader(j, "/model").finish(); }),
               Equals("/model/a~1b: unknown field; this object takes no fields"));
}

TEST_CASE("Readers refuse values of the wrong kind at construction", "[scenario]")
{
    CHECK_THAT(errorOf([] { ObjectReader(json::array(), "/model"); }),
               Equals("/model: expected an object, got an array"));
    CHECK_THAT(errorOf([] { ArrayReader(json(nullptr), "/events"); }),
               Equals("/events: expected an array, got null"));
    CHECK_THAT(errorOf([] {
                   ArrayReader(json::array({1, 2}), "/e", {.minItems = 1, .maxItems = 1});
               }),
               Equals("/e: expected an array of exactly 1 item, got 2 items"));
}
