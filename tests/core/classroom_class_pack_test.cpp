// Class packs (core/classroom/class_pack.h): a folder of scenarios, activities and incidents in
// the instructor's order opens with every file checked by its own reader; a manifest that names
// a path, a link, a missing or refused file, or is too large is refused naming the field.
#include "core/classroom/class_pack.h"
#include "core/error.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

using namespace ailab::core;
using namespace ailab::core::classroom;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const fs::path kSource = AILAB_SOURCE_DIR;

struct PackFolder
{
    fs::path folder = fs::temp_directory_path() / "ailab-class-pack-test";

    PackFolder()
    {
        fs::remove_all(folder);
        fs::create_directories(folder);
        fs::copy_file(kSource / "labs/fabric/scenarios/link-failure.json",
                      folder / "01-link-failure.json");
        fs::copy_file(kSource / "labs/fabric/activities/fabric-link-failure.json",
                      folder / "02-activity.json");
        fs::copy_file(kSource / "labs/operations/incidents/flapping-link.json",
                      folder / "03-incident.json");
    }
    ~PackFolder() { fs::remove_all(folder); }

    std::string write(const json& manifest) const
    {
        std::ofstream(folder / "pack.json") << manifest.dump(1);
        return (folder / "pack.json").string();
    }
};

json manifest(const json& items)
{
    return {{"schema", "ailab.pack/1"},
            {"title", {{"en", "Week 3: fabrics"}, {"de", "Woche 3: Fabrics"}}},
            {"items", items}};
}

std::string refusal(const PackFolder& pack, const json& document)
{
    try {
        loadClassPack(pack.write(document));
    } catch (const Error& e) {
        return e.what();
    }
    return "accepted";
}

} // namespace

TEST_CASE("class pack: its files in the instructor's order, each read by its reader",
          "[classroom][pack]")
{
    PackFolder pack;
    pack.write(manifest({{{"file", "01-link-failure.json"}, {"note", {{"en", "Look first."}}}},
                         {{"file", "02-activity.json"}},
                         {{"file", "03-incident.json"}}}));
    // The folder opens as well as its manifest.
    const ClassPack p = loadClassPack(pack.folder.string());
    CHECK(p.title.in("de") == "Woche 3: Fabrics");
    REQUIRE(p.items.size() == 3);
    CHECK(p.items[0].kind == PackItemKind::Scenario);
    CHECK(p.items[0].lab == "fabric");
    CHECK(p.items[0].note.in("en") == "Look first.");
    CHECK(p.items[1].kind == PackItemKind::Activity);
    CHECK(p.items[1].lab == "fabric");
    CHECK(p.items[2].kind == PackItemKind::Incident);
    CHECK(p.items[2].lab == "operations");
    CHECK(fs::path(p.items[2].path) == pack.folder / "03-incident.json");
    CHECK_FALSE(p.items[2].title.in("en").empty());
}

TEST_CASE("class pack: paths, links, missing and refused files are refused naming the item",
          "[classroom][pack]")
{
    PackFolder pack;
    CHECK_THAT(refusal(pack, manifest({{{"file", "../01-link-failure.json"}}})),
               Catch::Contains("/items/0/file") && Catch::Contains("no path"));
    CHECK_THAT(refusal(pack, manifest({{{"file", "/etc/passwd.json"}}})),
               Catch::Contains("/items/0/file"));
    CHECK_THAT(refusal(pack, manifest({{{"file", "missing.json"}}})),
               Catch::Contains("not a file in the pack's folder"));
    CHECK_THAT(refusal(pack, manifest({{{"file", "notes.txt"}}})), Catch::Contains(".json"));
    fs::create_symlink(kSource / "labs/fabric/scenarios/link-failure.json",
                       pack.folder / "linked.json");
    CHECK_THAT(refusal(pack, manifest({{{"file", "linked.json"}}})),
               Catch::Contains("not a file in the pack's folder"));
    {
        std::ofstream(pack.folder / "bad-activity.json")
            << R"({"schema": "ailab.activity/1", "id": "x", "lab": "nowhere"})";
    }
    CHECK_THAT(refusal(pack, manifest({{{"file", "01-link-failure.json"}},
                                       {{"file", "bad-activity.json"}}})),
               Catch::Contains("/items/1/file") && Catch::Contains("bad-activity.json") &&
                   Catch::Contains("unknown lab"));
    CHECK_THAT(refusal(pack, manifest(json::array())), Catch::Contains("/items"));
    json unknown = manifest({{{"file", "01-link-failure.json"}}});
    unknown["run"] = "rm -rf /";
    CHECK_THAT(refusal(pack, unknown), Catch::Contains("/run"));
    json big = manifest({{{"file", "01-link-failure.json"}}});
    big["description"] = {{"en", std::string(kMaxPackBytes, 'x')}};
    CHECK_THAT(refusal(pack, big), Catch::Contains("too large"));
    CHECK_THROWS_WITH(loadClassPack((pack.folder / "none").string()),
                      Catch::Contains("not found"));
}
