#include "core/classroom/class_pack.h"

#include "core/classroom/activity_reader.h"
#include "core/error.h"
#include "core/models/incident_registry.h"
#include "core/models/model_registry.h"
#include "core/scenario/json_reader.h"
#include "core/scenario/scenario_loader.h"

#include <filesystem>
#include <fmt/format.h>

namespace ailab::core::classroom {

namespace fs = std::filesystem;
using nlohmann::json;
using scenario::childPointer;
using scenario::ObjectReader;
using scenario::StringSpec;

namespace {

constexpr std::size_t kMaxFileNameLength = 128;

// A plain file name in the pack's own folder: no separator, not hidden, ".json".
std::string readFileName(ObjectReader& item)
{
    const std::string pointer = childPointer(item.pointer(), "file");
    const std::string name = item.string("file", StringSpec{{}, false, kMaxFileNameLength});
    if (name.find_first_of("/\\:") != std::string::npos || name.empty() || name.front() == '.')
        throw Error(fmt::format("'{}' is not a file name in the pack's own folder (no folder, "
                                "no path)",
                                name),
                    pointer);
    if (name.size() < 6 || name.substr(name.size() - 5) != ".json")
        throw Error(fmt::format("'{}' is not a .json file", name), pointer);
    return name;
}

std::string schemaOf(const std::string& text)
{
    try {
        const json document = json::parse(text);
        if (document.is_object() && document.contains("schema") && document["schema"].is_string())
            return document["schema"].get<std::string>();
    } catch (const json::exception&) {
        // The file's own reader says what is wrong with it.
    }
    return {};
}

PackItem readItem(const fs::path& folder, ObjectReader& item)
{
    PackItem out;
    out.file = readFileName(item);
    out.note = readTextField(item, "note", false);
    item.finish();
    const fs::path path = folder / out.file;
    out.path = path.string();
    const std::string pointer = childPointer(item.pointer(), "file");
    // A link could lead out of the folder: only a regular file itself is read.
    std::error_code error;
    if (fs::symlink_status(path, error).type() != fs::file_type::regular)
        throw Error(fmt::format("'{}' is not a file in the pack's folder", out.file), pointer);
    try {
        const std::string text =
            scenario::readDocumentFile(out.path, ops::kMaxIncidentBytes, "pack item");
        const std::string schema = schemaOf(text);
        if (schema == kActivitySchema) {
            const Activity activity = loadActivityFile(out.path);
            out.kind = PackItemKind::Activity;
            out.lab = activity.lab;
            out.title = activity.title;
        } else if (schema == ops::kIncidentSchema) {
            const ops::IncidentDefinition incident = models::parseIncident(text, out.file);
            out.kind = PackItemKind::Incident;
            out.lab = incident.lab;
            out.title = incident.title;
        } else {
            const scenario::Scenario s = models::loadScenarioFile(out.path);
            out.kind = PackItemKind::Scenario;
            out.lab = s.lab;
            out.title.byLanguage["en"] = s.title;
        }
    } catch (const Error& e) {
        throw Error(fmt::format("'{}' was refused: {}", out.file, e.what()), pointer);
    }
    return out;
}

} // namespace

bool isClassPackDocument(const json& document)
{
    return document.is_object() && document.contains("schema") &&
           document["schema"].is_string() &&
           document["schema"].get<std::string>() == kClassPackSchema;
}

std::string packItemKindName(PackItemKind kind)
{
    switch (kind) {
    case PackItemKind::Activity:
        return "activity";
    case PackItemKind::Incident:
        return "incident";
    case PackItemKind::Scenario:
        break;
    }
    return "scenario";
}

ClassPack loadClassPack(const std::string& path)
{
    std::error_code error;
    const fs::path manifest =
        fs::is_directory(path, error) ? fs::path(path) / kClassPackManifest : fs::path(path);
    const std::string source = manifest.string();
    const json document = scenario::parseDocument(
        scenario::readDocumentFile(source, kMaxPackBytes, "class pack"), source, kMaxPackBytes,
        "class pack");
    ClassPack pack;
    pack.folder = manifest.parent_path().string();
    try {
        ObjectReader root(document, "");
        const std::string schema = root.string("schema");
        if (schema != kClassPackSchema)
            throw Error(fmt::format("unsupported schema '{}': expected '{}'", schema,
                                    kClassPackSchema),
                        "/schema");
        pack.title = readTextField(root, "title", true);
        pack.description = readTextField(root, "description", false);
        scenario::ArrayReader items =
            root.array("items", scenario::ArraySpec{1, kMaxPackItems, true});
        for (std::size_t i = 0; i < items.size(); ++i) {
            ObjectReader item = items.object(i);
            pack.items.push_back(readItem(manifest.parent_path(), item));
        }
        root.finish();
    } catch (const scenario::ScenarioError&) {
        throw;
    } catch (const Error& e) {
        throw scenario::ScenarioError(source, e.message(), e.path());
    }
    return pack;
}

} // namespace ailab::core::classroom
