#include "core/net/roce/checksums.h"

#include "core/net/roce/headers.h"

#include <algorithm>
#include <array>
#include <zlib.h>

namespace ailab::core::net::roce {
namespace {

std::uint32_t onesComplementSum(std::span<const std::uint8_t> bytes, std::uint32_t sum)
{
    for (std::size_t i = 0; i + 1 < bytes.size(); i += 2)
        sum += static_cast<std::uint32_t>(bytes[i] << 8 | bytes[i + 1]);
    if (bytes.size() % 2 == 1)
        sum += static_cast<std::uint32_t>(bytes.back() << 8);
    return sum;
}

std::uint16_t fold(std::uint32_t sum)
{
    while (sum >> 16)
        sum = (sum & 0xFFFF) + (sum >> 16);
    return static_cast<std::uint16_t>(~sum & 0xFFFF);
}

std::uint32_t crc32Update(std::uint32_t crc, std::span<const std::uint8_t> bytes)
{
    // zlib's crc32 is the IEEE 802.3 CRC-32 (reflected 0x04C11DB7, init and final xor ~0),
    // the CRC both the FCS and the ICRC use.
    return static_cast<std::uint32_t>(crc32(crc, bytes.data(), static_cast<uInt>(bytes.size())));
}

} // namespace

std::uint16_t ipv4HeaderChecksum(std::span<const std::uint8_t> header)
{
    std::uint32_t sum =
        onesComplementSum(header.first(std::min<std::size_t>(10, header.size())), 0);
    if (header.size() > 12)
        sum = onesComplementSum(header.subspan(12), sum);
    return fold(sum);
}

std::uint16_t udpIpv6Checksum(std::span<const std::uint8_t> ipv6Header,
                              std::span<const std::uint8_t> udp)
{
    std::uint32_t sum = onesComplementSum(ipv6Header.subspan(8, 32), 0); // addresses
    const std::uint32_t length = static_cast<std::uint32_t>(udp.size());
    sum += length >> 16;
    sum += length & 0xFFFF;
    sum += 17; // next header: UDP
    sum = onesComplementSum(udp.first(std::min<std::size_t>(6, udp.size())), sum);
    if (udp.size() > 8)
        sum = onesComplementSum(udp.subspan(8), sum);
    const std::uint16_t result = fold(sum);
    return result == 0 ? 0xFFFF : result;
}

std::uint32_t invariantCrc(std::span<const std::uint8_t> packet, bool ipv6)
{
    const std::size_t ipBytes =
        ipv6 ? kIpv6HeaderBytes : (packet.empty() ? 0 : (packet[0] & 0x0F) * 4u);
    const std::size_t masked = std::min(packet.size(), ipBytes + kUdpHeaderBytes + kBthBytes);
    // The masked copy of IP, UDP and BTH; 60 + 8 + 12 bytes cover the longest IPv4 header.
    std::array<std::uint8_t, 80> head{};
    std::copy_n(packet.begin(), masked, head.begin());
    auto setOnes = [&](std::size_t offset, std::size_t count) {
        for (std::size_t i = offset; i < offset + count && i < masked; ++i)
            head[i] = 0xFF;
    };
    if (ipv6) {
        head[0] |= 0x0F; // traffic class, high nibble
        setOnes(1, 3);   // traffic class low nibble and the flow label
        setOnes(7, 1);   // hop limit
    } else {
        setOnes(1, 1);  // type of service (DSCP and ECN)
        setOnes(8, 1);  // TTL
        setOnes(10, 2); // header checksum
    }
    setOnes(ipBytes + 6, 2);                   // UDP checksum
    setOnes(ipBytes + kUdpHeaderBytes + 4, 1); // BTH resv8a: FECN, BECN, resv6

    static constexpr std::array<std::uint8_t, 8> kMaskedLrh{0xFF, 0xFF, 0xFF, 0xFF,
                                                            0xFF, 0xFF, 0xFF, 0xFF};
    std::uint32_t crc = crc32Update(0, {});
    crc = crc32Update(crc, kMaskedLrh);
    crc = crc32Update(crc, std::span<const std::uint8_t>(head.data(), masked));
    if (packet.size() > masked)
        crc = crc32Update(crc, packet.subspan(masked));
    return crc;
}

std::uint32_t ethernetFcs(std::span<const std::uint8_t> frame)
{
    return crc32Update(crc32Update(0, {}), frame);
}

} // namespace ailab::core::net::roce
