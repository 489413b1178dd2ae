#include "core/net/roce/codec.h"
#include "core/net/roce/packet_builder.h"

#include <catch2/catch.hpp>
#include <random>
#include <vector>

using namespace ailab::core::net::roce;

namespace {

bool treeInside(const std::vector<FieldNode>& nodes, std::size_t size)
{
    for (const FieldNode& node : nodes) {
        if (node.offset + node.length > size || !treeInside(node.children, size))
            return false;
    }
    return true;
}

std::vector<std::vector<std::uint8_t>> seedFrames()
{
    Flow flow;
    flow.destQp = 0x345;
    Flow tagged = flow;
    tagged.vlan = VlanTag{3, false, 10};
    Flow v6 = flow;
    v6.source = ipv6Address({0xfd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1});
    v6.destination = ipv6Address({0xfd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2});
    std::vector<std::vector<std::uint8_t>> frames;
    const std::vector<std::uint8_t> data(300, 0xA5);
    for (const Flow& f : {flow, tagged, v6}) {
        const PacketBuilder b(f, 256);
        for (const RocePacket& p : b.rdmaWrite(1, 0x1000, 7, data))
            frames.push_back(encode(p));
        frames.push_back(encode(b.readRequest(5, 0x2000, 8, 64)));
        frames.push_back(encode(b.readResponse(5, 1, std::span(data).first(33)).front()));
        frames.push_back(encode(b.ack(5, 1)));
        frames.push_back(encode(b.cnp()));
    }
    return frames;
}

} // namespace

// Fuzz-style: random buffers and mutations of valid frames never crash the decoder, never
// throw, and every field it reports lies inside the buffer (run it under the asan-ubsan
// preset to catch reads outside the buffer).
TEST_CASE("The decoder survives 100k random and mutated buffers", "[net][roce][fuzz]")
{
    const auto seeds = seedFrames();
    std::mt19937_64 rng(4791);
    std::size_t decoded = 0;
    std::size_t refused = 0;
    for (int i = 0; i < 100000; ++i) {
        std::vector<std::uint8_t> buffer;
        const int kind = static_cast<int>(rng() % 4);
        if (kind == 0) {
            buffer.resize(rng() % 160);
            for (auto& byte : buffer)
                byte = static_cast<std::uint8_t>(rng());
        } else {
            buffer = seeds[rng() % seeds.size()];
            const int flips = 1 + static_cast<int>(rng() % 4);
            for (int f = 0; f < flips && !buffer.empty(); ++f)
                buffer[rng() % buffer.size()] = static_cast<std::uint8_t>(rng());
            if (kind == 2)
                buffer.resize(rng() % (buffer.size() + 1));
            if (kind == 3)
                buffer.resize(buffer.size() + rng() % 16, static_cast<std::uint8_t>(rng()));
        }
        const bool fcs = (rng() & 1) != 0;
        DecodedFrame frame;
        REQUIRE_NOTHROW(frame = decode(buffer, CodecOptions{fcs}));
        REQUIRE(treeInside(frame.tree, buffer.size()));
        if (frame.ok()) {
            ++decoded;
            REQUIRE(frame.packet);
        } else {
            ++refused;
            REQUIRE_FALSE(frame.packet);
            REQUIRE(frame.errorOffset <= buffer.size());
        }
    }
    // Both outcomes occur: mutations that keep a frame valid and ones that break it.
    CHECK(decoded > 1000);
    CHECK(refused > 1000);
}
