#include "core/atomic_file.h"
#include "core/error.h"
#include "core/net/pcap_writer.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;
using ailab::core::AtomicFile;

namespace {

// A fresh folder under the system's temporary folder, removed at the end.
struct Folder
{
    fs::path path =
        fs::temp_directory_path() / ("ailab-atomic-" + std::to_string(::getpid()) + "-" +
                                     std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    Folder() { fs::create_directories(path); }
    ~Folder() { fs::remove_all(path); }
    std::size_t entries() const
    {
        return static_cast<std::size_t>(
            std::distance(fs::directory_iterator(path), fs::directory_iterator()));
    }
};

std::string readAll(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writePlain(const fs::path& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary) << text;
}

} // namespace

TEST_CASE("atomic file: commit replaces the file whole", "[atomic-file]")
{
    Folder folder;
    const fs::path target = folder.path / "trace.pcap";
    writePlain(target, "old contents");
    {
        AtomicFile file(target.string());
        file.stream() << "new contents";
        // Until the commit, the target is the old file and the new bytes are elsewhere.
        CHECK(readAll(target) == "old contents");
        CHECK(folder.entries() == 2);
        file.commit();
    }
    CHECK(readAll(target) == "new contents");
    CHECK(folder.entries() == 1);
}

TEST_CASE("atomic file: without a commit the old file stays and nothing is left", "[atomic-file]")
{
    Folder folder;
    const fs::path target = folder.path / "trace.pcap";
    writePlain(target, "old contents");
    {
        AtomicFile file(target.string());
        file.stream() << "half a";
        // A writer that throws leaves the file before its commit.
    }
    CHECK(readAll(target) == "old contents");
    CHECK(folder.entries() == 1);
    {
        AtomicFile fresh((folder.path / "new.pcap").string());
        fresh.stream() << "x";
    }
    CHECK_FALSE(fs::exists(folder.path / "new.pcap"));
    CHECK(folder.entries() == 1);
}

TEST_CASE("atomic file: a save keeps the file's permissions", "[atomic-file]")
{
    Folder folder;
    const fs::path target = folder.path / "kept.pcap";
    writePlain(target, "old");
    fs::permissions(target, fs::perms::owner_read | fs::perms::owner_write);
    AtomicFile file(target.string());
    file.stream() << "new";
    file.commit();
    CHECK(fs::status(target).permissions() == (fs::perms::owner_read | fs::perms::owner_write));

    const fs::path fresh = folder.path / "fresh.pcap";
    AtomicFile other(fresh.string());
    other.commit();
    CHECK((fs::status(fresh).permissions() & fs::perms::others_read) == fs::perms::others_read);
}

TEST_CASE("atomic file: a folder that does not exist is an error naming the file", "[atomic-file]")
{
    Folder folder;
    const std::string target = (folder.path / "missing" / "trace.pcap").string();
    try {
        AtomicFile file(target);
        FAIL("no error");
    } catch (const ailab::core::Error& error) {
        CHECK(error.path() == target);
        CHECK_THAT(error.message(), Catch::Contains("temporary file"));
    }
}

TEST_CASE("atomic file: a second commit is refused", "[atomic-file]")
{
    Folder folder;
    AtomicFile file((folder.path / "once").string());
    file.commit();
    CHECK_THROWS_AS(file.commit(), ailab::core::Error);
}

TEST_CASE("atomic file: writePcapFile replaces a trace whole", "[atomic-file][pcap]")
{
    Folder folder;
    const fs::path target = folder.path / "capture.pcap";
    writePlain(target, "previous capture");
    const std::vector<ailab::core::net::PcapFrame> frames{{0, {1, 2, 3, 4, 5, 6, 7, 8}}};
    ailab::core::net::writePcapFile(target.string(), frames);
    const std::string bytes = readAll(target);
    CHECK(bytes.size() == 24 + 16 + 4);
    CHECK(folder.entries() == 1);
}
