#pragma once

#include <cstdint>
#include <span>

// The checks a RoCEv2 frame carries, each from its definition.
namespace ailab::core::net::roce {

// IPv4 header checksum (RFC 791, computed as RFC 1071 says): the ones' complement of the
// ones' complement sum of the header's 16-bit words, with the checksum field read as zero.
std::uint16_t ipv4HeaderChecksum(std::span<const std::uint8_t> header);

// UDP checksum over IPv6 (RFC 8200 8.1 pseudo-header: addresses, UDP length, next header
// 17); `ipv6Header` is the 40-byte header, `udp` the UDP header and its data with the
// checksum field read as zero. A result of 0 is sent as 0xFFFF (RFC 768).
std::uint16_t udpIpv6Checksum(std::span<const std::uint8_t> ipv6Header,
                              std::span<const std::uint8_t> udp);

// The InfiniBand invariant CRC of a RoCEv2 packet (IBA Annex A17.3.3, after IBA 7.8.1):
// CRC-32 (the Ethernet polynomial) over 64 bits of ones standing in for the LRH, then the
// IP header, UDP header, BTH, extended headers, payload and pad, with the fields a router
// may change replaced by ones: IPv4 type of service, TTL and header checksum; IPv6 traffic
// class, flow label and hop limit; the UDP checksum; the BTH's 8 reserved bits (FECN, BECN,
// resv6). `packet` runs from the first byte of the IP header to the last pad byte.
std::uint32_t invariantCrc(std::span<const std::uint8_t> packet, bool ipv6);

// Ethernet frame check sequence (IEEE 802.3 clause 3.2.9): CRC-32 over the frame from the
// destination address to the end of the padding. Sent low byte first.
std::uint32_t ethernetFcs(std::span<const std::uint8_t> frame);

} // namespace ailab::core::net::roce
