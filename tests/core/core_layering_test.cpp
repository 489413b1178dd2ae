// core/ is layered: units, sim, telemetry, scenario, hw, topo, net, collective, infer, train,
// storage, ops, sched, cluster, design (the capstone's cluster design on the twin), security
// (access policies and GPU isolation), core/models (one folder per lab's model, the registry
// above them), and core/classroom on top (activities, checked by running the lab models through
// the registry). These tests read every #include "core/..." under core/ and fail, naming the
// include, when the folders form a cycle, when an engine folder includes a lab model, when one
// lab's model includes another's, or when anything below core/classroom includes it.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

constexpr const char* kModels = "core/models";
constexpr const char* kClassroom = "core/classroom";

// The folder a file of core/ belongs to: "core/<top>", inside core/models "core/models/<lab>",
// and "core/models" for the registry beside the lab folders.
std::string nodeOf(const std::string& path)
{
    std::vector<std::string> parts;
    std::stringstream stream(path);
    for (std::string part; std::getline(stream, part, '/');)
        parts.push_back(part);
    if (parts.size() <= 2)
        return "core";
    if (parts[1] == "models" && parts.size() > 3)
        return std::string(kModels) + "/" + parts[2];
    return "core/" + parts[1];
}

bool isModels(const std::string& node)
{
    return node == kModels || node.rfind(std::string(kModels) + "/", 0) == 0;
}

bool isLabModel(const std::string& node)
{
    return node.rfind(std::string(kModels) + "/", 0) == 0;
}

struct Include
{
    std::string file;   // "core/net/flow_engine.cpp"
    std::string header; // "core/topo/graph.h"
};

struct IncludeGraph
{
    std::size_t files = 0;
    // from -> to -> the first include that makes the edge (files in path order)
    std::map<std::string, std::map<std::string, Include>> edges;
};

IncludeGraph readCoreIncludes()
{
    const fs::path root = fs::path(AILAB_SOURCE_DIR);
    std::vector<std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(root / "core")) {
        const std::string ext = entry.path().extension().string();
        if (entry.is_regular_file() && (ext == ".h" || ext == ".cpp"))
            files.push_back(entry.path().lexically_relative(root).generic_string());
    }
    std::sort(files.begin(), files.end());

    static const std::regex include(R"re(^\s*#\s*include\s*"(core/[^"]+)")re");
    IncludeGraph graph;
    for (const std::string& file : files) {
        ++graph.files;
        std::ifstream in(root / file);
        const std::string from = nodeOf(file);
        for (std::string line; std::getline(in, line);) {
            std::smatch match;
            if (!std::regex_search(line, match, include))
                continue;
            const std::string header = match[1];
            const std::string to = nodeOf(header);
            if (to != from)
                graph.edges[from].emplace(to, Include{file, header});
        }
    }
    return graph;
}

std::string describe(const Include& include)
{
    return include.file + " -> " + include.header;
}

bool reaches(const IncludeGraph& graph, const std::string& from, const std::string& to)
{
    std::set<std::string> seen;
    std::vector<std::string> todo{from};
    while (!todo.empty()) {
        const std::string node = todo.back();
        todo.pop_back();
        if (node == to)
            return true;
        if (!seen.insert(node).second)
            continue;
        if (const auto it = graph.edges.find(node); it != graph.edges.end()) {
            for (const auto& [next, include] : it->second)
                todo.push_back(next);
        }
    }
    return false;
}

const IncludeGraph& coreIncludes()
{
    static const IncludeGraph graph = readCoreIncludes();
    return graph;
}

} // namespace

TEST_CASE("core/ is read whole: its folders and their includes", "[layering]")
{
    const IncludeGraph& graph = coreIncludes();
    CHECK(graph.files > 100);
    CHECK(graph.edges.count("core/net") == 1);
    CHECK(nodeOf("core/error.h") == "core");
    CHECK(nodeOf("core/net/packet/packet.h") == "core/net");
    CHECK(nodeOf("core/models/model_registry.h") == "core/models");
    CHECK(nodeOf("core/models/fabric/fabric_scenario.h") == "core/models/fabric");
}

TEST_CASE("core/'s folders include each other without a cycle", "[layering]")
{
    const IncludeGraph& graph = coreIncludes();
    for (const auto& [from, targets] : graph.edges) {
        for (const auto& [to, include] : targets) {
            if (reaches(graph, to, from))
                FAIL_CHECK(from << " -> " << to << " closes a cycle of folders ("
                                << describe(include) << ")");
        }
    }
}

TEST_CASE("no engine folder of core/ includes a lab model or the model registry", "[layering]")
{
    for (const auto& [from, targets] : coreIncludes().edges) {
        if (isModels(from) || from == kClassroom)
            continue;
        for (const auto& [to, include] : targets) {
            if (isModels(to))
                FAIL_CHECK(from << " is below core/models but includes " << describe(include));
        }
    }
}

TEST_CASE("a lab's model includes no other lab's model", "[layering]")
{
    for (const auto& [from, targets] : coreIncludes().edges) {
        if (!isLabModel(from))
            continue;
        for (const auto& [to, include] : targets) {
            if (isLabModel(to))
                FAIL_CHECK(from << " includes another lab's model: " << describe(include));
        }
    }
}

TEST_CASE("core/design sits on the cluster twin and below the lab models", "[layering]")
{
    const IncludeGraph& graph = coreIncludes();
    REQUIRE(graph.edges.count("core/design") == 1);
    CHECK(reaches(graph, "core/design", "core/cluster"));
    for (const auto& [from, targets] : graph.edges) {
        if (from == "core/design" || isModels(from))
            continue;
        if (const auto it = targets.find("core/design"); it != targets.end())
            FAIL_CHECK(from << " is below core/design but includes " << describe(it->second));
    }
}

TEST_CASE("core/classroom sits on top: it reaches the lab models only through their registry",
          "[layering]")
{
    const IncludeGraph& graph = coreIncludes();
    REQUIRE(graph.edges.count(kClassroom) == 1);
    CHECK(graph.edges.at(kClassroom).count(kModels) == 1);
    for (const auto& [to, include] : graph.edges.at(kClassroom)) {
        if (isLabModel(to))
            FAIL_CHECK("core/classroom includes a lab's model: " << describe(include));
    }
    for (const auto& [from, targets] : graph.edges) {
        if (const auto it = targets.find(kClassroom); it != targets.end())
            FAIL_CHECK(from << " is below core/classroom but includes " << describe(it->second));
    }
}
