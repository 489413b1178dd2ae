#pragma once

#include "core/ops/incident_definition.h"

#include <cstddef>
#include <string>
#include <vector>

// A class pack (docs/architecture.md, "Class packs"): a folder an instructor hands out, with a
// "pack.json" that lists its scenarios, activities and incidents in the order the class takes
// them. The folder is untrusted: the list names files by their plain names in the folder itself
// (no path, no link), each is read and checked by its own reader before the pack opens, and an
// oversized manifest or file is refused.
namespace ailab::core::classroom {

inline constexpr const char* kClassPackSchema = "ailab.pack/1";
inline constexpr const char* kClassPackManifest = "pack.json";
inline constexpr std::size_t kMaxPackBytes = 64 * 1024;
inline constexpr std::size_t kMaxPackItems = 64;

enum class PackItemKind { Scenario, Activity, Incident };

struct PackItem
{
    std::string file; // its name in the pack's folder
    std::string path; // the folder and the name
    PackItemKind kind = PackItemKind::Scenario;
    std::string lab; // the lab it opens in
    ops::LocalText title;
    ops::LocalText note; // the instructor's words for this step, may be empty
};

struct ClassPack
{
    std::string folder;
    ops::LocalText title;
    ops::LocalText description;
    std::vector<PackItem> items;
};

// Whether a parsed document says it is a class pack's manifest.
bool isClassPackDocument(const nlohmann::json& document);

// Reads the pack whose manifest is `path`, or whose folder is `path` (then its pack.json).
// Throws core::Error naming the manifest and the field ("/items/2/file: ...") when the
// manifest or one of its files is refused.
ClassPack loadClassPack(const std::string& path);

// "scenario", "activity", "incident".
std::string packItemKindName(PackItemKind kind);

} // namespace ailab::core::classroom
