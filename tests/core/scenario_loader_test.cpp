#include "core/scenario/json_reader.h"
#include "core/scenario/scenario_loader.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

using namespace ailab::core::scenario;
using Catch::Matchers::Contains;
using Catch::Matchers::Equals;

namespace {

// A small model for the "fabric" lab so the loader can be tested on its own.
const std::vector<ModelEntry>& testRegistry()
{
    static const std::vector<ModelEntry> registry = {
        {.lab = "fabric",
         .validate =
             [](const Scenario& s) {
                 ObjectReader r(s.model, "/model");
                 r.integer("servers", {.min = 1, .max = 256});
                 r.number("storage_gbps", {.min = 0, .fallback = 10});
                 r.finish();
             },
         .run =
             [](const Scenario& s) {
                 return nlohmann::json{{"servers", s.model.at("servers")}};
             }}};
    return registry;
}

std::string errorOf(const std::string& text)
{
    try {
        parseScenario(text, "test.json", testRegistry());
    } catch (const ScenarioError& e) {
        return e.what();
    }
    return {};
}

const std::string kGood = R"({
  "schema": "ailab.scenario/1",
  "lab": "fabric",
  "title": "Two racks",
  "seed": 7,
  "model": {"servers": 16}
})";

std::string withModel(const std::string& model)
{
    return R"({"schema": "ailab.scenario/1", "lab": "fabric", "title": "t", "seed": 1,
               "model": )" +
           model + "}";
}

} // namespace

TEST_CASE("A valid scenario loads with its envelope", "[scenario]")
{
    const Scenario s = parseScenario(kGood, "good.json", testRegistry());
    CHECK(s.schema == "ailab.scenario/1");
    CHECK(s.lab == "fabric");
    CHECK(s.title == "Two racks");
    CHECK(s.description.empty());
    CHECK(s.seed == 7);
    CHECK(s.model.at("servers") == 16);
    CHECK(s.events.empty());
    CHECK(s.incident.empty());
    CHECK(s.sourceName == "good.json");
}

TEST_CASE("toJson round-trips a scenario", "[scenario]")
{
    const std::string text = R"({"schema": "ailab.scenario/1", "lab": "fabric",
        "title": "Über-Fabric", "description": "two lines\nof text", "seed": 42,
        "model": {"servers": 3, "storage_gbps": 2.5},
        "events": [{"at": 1.5, "kind": "link-down"}], "incident": {"id": "x"}})";
    const Scenario a = parseScenario(text, "a.json", testRegistry());
    const std::string dumped = toJson(a);
    const Scenario b = parseScenario(dumped, "b.json", testRegistry());
    CHECK(b.title == a.title);
    CHECK(b.description == a.description);
    CHECK(b.seed == 42);
    CHECK(b.model == a.model);
    CHECK(b.events == a.events);
    CHECK(b.incident == a.incident);
    CHECK(toJson(b) == dumped);
    // The envelope comes first, in the documented order.
    CHECK(dumped.find("\"schema\"") < dumped.find("\"lab\""));
    CHECK(dumped.find("\"lab\"") < dumped.find("\"model\""));
}

TEST_CASE("scenarioToJsonValue is the document toJson prints", "[scenario]")
{
    const std::string text = R"({"schema": "ailab.scenario/1", "lab": "fabric",
        "title": "t", "description": "d", "seed": 3, "model": {"servers": 3},
        "events": [{"at": 1.5, "kind": "link-down"}], "incident": {"id": "x"}})";
    const Scenario full = parseScenario(text, "a.json", testRegistry());
    const nlohmann::json document = scenarioToJsonValue(full);
    CHECK(document == nlohmann::json::parse(toJson(full)));
    CHECK(document.at("schema") == kSchema);
    CHECK(document.at("lab") == "fabric");
    CHECK(document.at("description") == "d");
    CHECK(document.at("seed") == 3);
    CHECK(document.at("events").size() == 1);
    CHECK(document.at("incident").at("id") == "x");
    CHECK(scenarioFromJson(document, "b.json", testRegistry()).model == full.model);

    // Empty description, events and incident are left out, as toJson leaves them out.
    Scenario bare = full;
    bare.description.clear();
    bare.events = nlohmann::json::array();
    bare.incident = nlohmann::json::object();
    const nlohmann::json small = scenarioToJsonValue(bare);
    CHECK(small.size() == 5);
    CHECK_FALSE(small.contains("description"));
    CHECK_FALSE(small.contains("events"));
    CHECK_FALSE(small.contains("incident"));
    CHECK(small == nlohmann::json::parse(toJson(bare)));
}

TEST_CASE("Malformed JSON is reported with line and column", "[scenario]")
{
    // The position is where the parser stopped: the last character of the bad token.
    CHECK_THAT(errorOf("{\n  \"schema\": \"ailab.scenario/1\",\n  \"lab\" \"fabric\"\n}"),
               Contains("test.json: line 3, column 16: invalid JSON: syntax error"));
    CHECK_THAT(errorOf("{\"a\": 1,"), Contains("test.json: line 1, column 9: invalid JSON"));
    CHECK_THAT(errorOf(""), Contains("line 1, column 1: invalid JSON"));
    // Columns count characters, not bytes.
    CHECK_THAT(errorOf("{\"ü\": tru}"), Contains("line 1, column 10: invalid JSON"));
}

TEST_CASE("Text that is not UTF-8 is refused", "[scenario]")
{
    CHECK_THAT(errorOf("{\n\"title\": \"caf\xE9\"}"),
               Equals("test.json: line 2, column 14: not valid UTF-8 text"));
    CHECK(firstInvalidUtf8("ok \xC3\xBC") == 5);
    CHECK(firstInvalidUtf8("\xED\xA0\x80") == 0); // a UTF-16 surrogate
    CHECK(firstInvalidUtf8("\xC0\xAF") == 0);     // an overlong '/'
    CHECK(firstInvalidUtf8("\xF0\x9F\x98\x80") == 4);
}

TEST_CASE("The envelope refuses wrong, missing and unknown fields", "[scenario]")
{
    CHECK_THAT(errorOf("[1, 2]"),
               Equals("test.json: expected a JSON object at the top level, got an array"));
    CHECK_THAT(errorOf(R"({"lab": "fabric"})"),
               Equals("test.json: /schema: missing required field; expected a non-empty "
                      "string"));
    CHECK_THAT(errorOf(R"({"schema": "ailab.scenario/2", "lab": "fabric"})"),
               Equals("test.json: /schema: unsupported schema version \"ailab.scenario/2\"; "
                      "this version reads \"ailab.scenario/1\" only"));
    CHECK_THAT(errorOf(R"({"schema": "other/1"})"),
               Equals("test.json: /schema: expected \"ailab.scenario/1\", got \"other/1\""));
    CHECK_THAT(errorOf(R"({"schema": "ailab.scenario/1", "lab": "network"})"),
               Equals("test.json: /lab: unknown lab id \"network\"; expected one of stack, "
                      "gpu-server, fabric, roce, scheduler, storage, inference, operations, "
                      "capstone"));
    CHECK_THAT(errorOf(R"({"schema": "ailab.scenario/1", "lab": "fabric", "title": 3})"),
               Equals("test.json: /title: expected a non-empty string, got 3"));
    CHECK_THAT(errorOf(R"({"schema": "ailab.scenario/1", "lab": "fabric", "title": "t",
                           "seed": -1, "model": {}})"),
               Equals("test.json: /seed: expected an integer of at least 0, got -1"));
    CHECK_THAT(errorOf(R"({"schema": "ailab.scenario/1", "lab": "fabric", "title": "t",
                           "seed": 1, "model": {"servers": 2}, "events": {}})"),
               Equals("test.json: /events: expected an array, got an object"));
    CHECK_THAT(errorOf(R"({"schema": "ailab.scenario/1", "lab": "fabric", "title": "t",
                           "seed": 1, "model": {"servers": 2}, "author": "me"})"),
               Equals("test.json: /author: unknown field; expected one of schema, lab, title, "
                      "description, seed, model, events, incident"));
}

TEST_CASE("The lab's model validates the model object", "[scenario]")
{
    CHECK_THAT(errorOf(withModel(R"({"servers": 0})")),
               Equals("test.json: /model/servers: expected an integer from 1 to 256, got 0"));
    CHECK_THAT(errorOf(withModel(R"({"servers": 2, "storage_gbps": "fast"})")),
               Equals("test.json: /model/storage_gbps: expected a number of at least 0, got a "
                      "string"));
    CHECK_THAT(errorOf(withModel(R"({"sevrers": 2})")),
               Equals("test.json: /model/servers: missing required field; expected an integer "
                      "from 1 to 256"));
    CHECK_THAT(errorOf(withModel(R"({"servers": 2, "sevrers": 2})")),
               Equals("test.json: /model/sevrers: unknown field; expected one of servers, "
                      "storage_gbps"));
}

TEST_CASE("A known lab without a model is refused", "[scenario]")
{
    const std::string text = R"({"schema": "ailab.scenario/1", "lab": "roce", "title": "t",
                                 "seed": 1, "model": {}})";
    CHECK_THAT(errorOf(text), Equals("test.json: /lab: lab 'roce' has no model in this version"));
}

TEST_CASE("Scenario errors keep the field path apart from the source", "[scenario]")
{
    try {
        parseScenario(withModel(R"({"servers": 999})"), "x.json", testRegistry());
        FAIL("no error");
    } catch (const ScenarioError& e) {
        CHECK(e.source() == "x.json");
        CHECK(e.path() == "/model/servers");
        CHECK(e.message() == "expected an integer from 1 to 256, got 999");
    }
}

TEST_CASE("Files that are missing, too large or directories are refused", "[scenario]")
{
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / "ailab_scenario_loader_test";
    fs::create_directories(dir);

    const std::string missing = (dir / "missing.json").string();
    CHECK_THROWS_WITH(loadScenarioFile(missing, testRegistry()), missing + ": file not found");
    CHECK_THROWS_WITH(loadScenarioFile(dir.string(), testRegistry()),
                      dir.string() + ": is a directory, not a scenario file");

    const fs::path big = dir / "big.json";
    {
        std::ofstream out(big, std::ios::binary);
        out << std::string(kMaxScenarioBytes + 1, ' ');
    }
    CHECK_THROWS_WITH(loadScenarioFile(big.string(), testRegistry()),
                      Contains("too large (4194305 bytes)"));

    const fs::path bad = dir / "bad.json";
    {
        std::ofstream out(bad, std::ios::binary);
        out << "{\"schema\": \"ailab.scenario/1\",\n \"lab\": fabric}";
    }
    CHECK_THROWS_WITH(loadScenarioFile(bad.string(), testRegistry()),
                      Contains(bad.string() + ": line 2, column 11: invalid JSON"));
    fs::remove_all(dir);
}

TEST_CASE("positionOfByte counts lines and characters", "[scenario]")
{
    const std::string text = "ab\ncü\nx";
    CHECK(positionOfByte(text, 0).line == 1);
    CHECK(positionOfByte(text, 3).line == 2);
    CHECK(positionOfByte(text, 3).column == 1);
    CHECK(positionOfByte(text, 6).column == 3); // after 'c' and the two bytes of 'ü'
    CHECK(positionOfByte(text, 7).line == 3);
}
