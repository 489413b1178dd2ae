#include "core/error.h"
#include "core/topo/routing.h"

#include <array>
#include <fmt/format.h>
#include <zlib.h>

namespace ailab::core::topo {
namespace {

void putBigEndian(unsigned char* out, std::uint32_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out[i] = static_cast<unsigned char>(value >> (8 * (bytes - 1 - i)));
}

} // namespace

std::uint32_t ecmpHash(const FiveTuple& tuple, std::uint32_t seed)
{
    // seed | source IP | destination IP | source port | destination port | protocol
    std::array<unsigned char, 17> bytes{};
    putBigEndian(&bytes[0], seed, 4);
    putBigEndian(&bytes[4], tuple.sourceIp, 4);
    putBigEndian(&bytes[8], tuple.destinationIp, 4);
    putBigEndian(&bytes[12], tuple.sourcePort, 2);
    putBigEndian(&bytes[14], tuple.destinationPort, 2);
    bytes[16] = tuple.protocol;
    return static_cast<std::uint32_t>(
        crc32(crc32(0L, Z_NULL, 0), bytes.data(), static_cast<uInt>(bytes.size())));
}

std::uint32_t nicAddress(const Graph& graph, NodeId nic)
{
    const Node& n = graph.node(nic);
    if (n.kind != NodeKind::Nic)
        throw Error(fmt::format("'{}' is not a NIC, so it has no address", n.name));
    // Octets wrap at 256, so fabrics beyond 256 leaves reuse addresses; the lab's stay below.
    const auto octet = [](int v) { return static_cast<std::uint32_t>(v < 0 ? 0 : v) & 0xffu; };
    return (10u << 24) | (octet(n.group) << 16) | (octet(n.server) << 8) | octet(n.localIndex);
}

} // namespace ailab::core::topo
