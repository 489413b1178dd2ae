#include "core/error.h"
#include "core/net/pcap_writer.h"

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

using namespace ailab::core::net;

namespace {

std::uint32_t le32(const std::vector<std::uint8_t>& b, std::size_t at)
{
    return static_cast<std::uint32_t>(b[at] | b[at + 1] << 8 | b[at + 2] << 16 |
                                      static_cast<std::uint32_t>(b[at + 3]) << 24);
}

std::uint16_t le16(const std::vector<std::uint8_t>& b, std::size_t at)
{
    return static_cast<std::uint16_t>(b[at] | b[at + 1] << 8);
}

} // namespace

TEST_CASE("pcap files have the classic header and one record per frame", "[net][pcap]")
{
    std::vector<PcapFrame> frames{{1'500'000'123, {1, 2, 3, 4, 5, 6, 0xA, 0xB, 0xC, 0xD}},
                                  {2'000'000'000, {7, 8, 9, 0, 0xE, 0xE, 0xE, 0xE}}};
    SECTION("nanoseconds, FCS dropped")
    {
        const auto bytes = pcapFileBytes(frames);
        REQUIRE(bytes.size() == 24 + 16 + 6 + 16 + 4);
        CHECK(le32(bytes, 0) == 0xA1B23C4D); // nanosecond magic
        CHECK(le16(bytes, 4) == 2);
        CHECK(le16(bytes, 6) == 4);
        CHECK(le32(bytes, 16) == 262144); // snap length
        CHECK(le32(bytes, 20) == 1);      // LINKTYPE_ETHERNET, no FCS bits
        CHECK(le32(bytes, 24) == 1);      // seconds
        CHECK(le32(bytes, 28) == 500'000'123);
        CHECK(le32(bytes, 32) == 6); // captured length without FCS
        CHECK(le32(bytes, 36) == 6);
        CHECK(bytes[40] == 1);
        CHECK(bytes[45] == 6);
        CHECK(le32(bytes, 46) == 2);
        CHECK(le32(bytes, 50) == 0);
    }
    SECTION("microseconds, FCS kept")
    {
        PcapOptions options;
        options.timestamps = PcapTimestamps::Microseconds;
        options.keepFcs = true;
        const auto bytes = pcapFileBytes(frames, options);
        REQUIRE(bytes.size() == 24 + 16 + 10 + 16 + 8);
        CHECK(le32(bytes, 0) == 0xA1B2C3D4);
        // LINKTYPE_ETHERNET with F set and an FCS of 2 x 16 bits.
        CHECK(le32(bytes, 20) == (1u | 1u << 28 | 2u << 29));
        CHECK(le32(bytes, 28) == 500'000); // 123 ns fall below a microsecond
        CHECK(le32(bytes, 32) == 10);
    }
    SECTION("snap length cuts the captured bytes, not the original length")
    {
        PcapOptions options;
        options.snapLength = 4;
        options.framesHaveFcs = false;
        const auto bytes = pcapFileBytes(frames, options);
        CHECK(le32(bytes, 32) == 4);
        CHECK(le32(bytes, 36) == 10);
    }
}

TEST_CASE("pcap files are written to disk and errors name the path", "[net][pcap]")
{
    const auto path = std::filesystem::temp_directory_path() / "ailab_net_pcap_test.pcap";
    std::vector<PcapFrame> frames{{0, std::vector<std::uint8_t>(64, 0x11)}};
    writePcapFile(path.string(), frames);
    std::ifstream in(path, std::ios::binary);
    const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in), {}};
    CHECK(bytes == pcapFileBytes(frames));
    std::filesystem::remove(path);

    try {
        writePcapFile("/nonexistent-folder/trace.pcap", frames);
        FAIL("no error");
    } catch (const ailab::core::Error& error) {
        CHECK(error.path() == "/nonexistent-folder/trace.pcap");
    }
}
