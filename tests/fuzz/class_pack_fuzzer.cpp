// libFuzzer target: the class pack's manifest (docs/architecture.md, "Fuzzing" and "Class
// packs"). The input is written as pack.json into a folder that holds one shipped scenario;
// it is a pack or refused with a core::Error, nothing else. What it accepts names only plain
// .json files of that folder.
#include "core/classroom/class_pack.h"
#include "core/classroom/shipped_presets.h"
#include "core/error.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace ailab::core::classroom;

namespace {

const fs::path& folder()
{
    static const fs::path made = [] {
        const fs::path f = fs::temp_directory_path() /
                           ("ailab-class-pack-fuzz-" + std::to_string(::getpid()));
        fs::create_directories(f);
        std::ofstream(f / "link-failure.json") << *shippedPresetText("fabric", "link-failure");
        return f;
    }();
    return made;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const fs::path manifest = folder() / "pack.json";
    {
        std::ofstream out(manifest, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), std::streamsize(size));
    }
    ClassPack pack;
    try {
        pack = loadClassPack(manifest.string());
    } catch (const ailab::core::Error&) {
        return 0;
    }
    if (pack.items.empty() || pack.title.in("en").empty())
        std::abort();
    for (const PackItem& item : pack.items) {
        if (fs::path(item.path).parent_path() != folder() ||
            item.file.find('/') != std::string::npos || item.lab.empty())
            std::abort();
    }
    return 0;
}
