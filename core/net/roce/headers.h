#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// The headers of a RoCEv2 frame as they travel on Ethernet (docs/models.md, RoCEv2
// wire format; InfiniBand Architecture Specification Vol. 1, chapter 9 "Transport
// layer", and its Annex A17 "RoCEv2"): Ethernet II with an optional 802.1Q tag, IPv4 or
// IPv6, UDP to port 4791, the Base Transport Header (BTH), the extended headers an opcode
// needs (RETH, AETH), the payload with its pad, the invariant CRC (ICRC) and the FCS.
namespace ailab::core::net::roce {

inline constexpr std::uint16_t kRoceUdpPort = 4791; // IANA, Annex A17.2
inline constexpr std::uint16_t kEtherTypeIpv4 = 0x0800;
inline constexpr std::uint16_t kEtherTypeIpv6 = 0x86DD;
inline constexpr std::uint16_t kEtherTypeVlan = 0x8100; // IEEE 802.1Q
inline constexpr std::uint16_t kDefaultPKey = 0xFFFF;   // the default full-member partition

inline constexpr std::size_t kEthernetHeaderBytes = 14;
inline constexpr std::size_t kVlanTagBytes = 4;
inline constexpr std::size_t kIpv4HeaderBytes = 20;
inline constexpr std::size_t kIpv6HeaderBytes = 40;
inline constexpr std::size_t kUdpHeaderBytes = 8;
inline constexpr std::size_t kBthBytes = 12;
inline constexpr std::size_t kRethBytes = 16;
inline constexpr std::size_t kAethBytes = 4;
inline constexpr std::size_t kCnpReservedBytes = 16; // Annex A17.9.2: 16 reserved bytes
inline constexpr std::size_t kIcrcBytes = 4;
inline constexpr std::size_t kFcsBytes = 4;
inline constexpr std::size_t kMinFrameBytes = 60; // without FCS (IEEE 802.3: 64 with it)

// BTH opcodes this format knows: the Reliable Connected (RC) operations of IBA table 38
// (transport 000b) and the RoCEv2 Congestion Notification Packet (Annex A17.9.2).
enum class Opcode : std::uint8_t {
    SendFirst = 0x00,
    SendMiddle = 0x01,
    SendLast = 0x02,
    SendOnly = 0x04,
    RdmaWriteFirst = 0x06,
    RdmaWriteMiddle = 0x07,
    RdmaWriteLast = 0x08,
    RdmaWriteOnly = 0x0A,
    RdmaReadRequest = 0x0C,
    RdmaReadResponseFirst = 0x0D,
    RdmaReadResponseMiddle = 0x0E,
    RdmaReadResponseLast = 0x0F,
    RdmaReadResponseOnly = 0x10,
    Acknowledge = 0x11,
    Cnp = 0x81,
};

// The IP ECN codepoint (RFC 3168): 10 and 01 mark an ECN-capable transport, 11 is
// "congestion experienced", set by a switch instead of dropping.
enum class Ecn : std::uint8_t { NotEct = 0, Ect1 = 1, Ect0 = 2, Ce = 3 };

using MacAddress = std::array<std::uint8_t, 6>;

struct IpAddress
{
    bool v6 = false;
    std::array<std::uint8_t, 16> bytes{}; // IPv4 in the first four bytes
    bool operator==(const IpAddress&) const = default;
};
IpAddress ipv4Address(std::uint8_t a, std::uint8_t b, std::uint8_t c, std::uint8_t d);
IpAddress ipv6Address(const std::array<std::uint8_t, 16>& bytes);
std::string formatMac(const MacAddress& mac);
std::string formatIp(const IpAddress& ip);

struct VlanTag
{
    std::uint8_t pcp = 3; // 802.1p priority; PFC pauses per priority (3 is common for RoCE)
    bool dei = false;
    std::uint16_t vlanId = 0; // 12 bits
    bool operator==(const VlanTag&) const = default;
};

struct EthernetHeader
{
    MacAddress destination{};
    MacAddress source{};
    std::optional<VlanTag> vlan;
    // Written from the IP version on encode; what was on the wire after decode.
    std::uint16_t etherType = kEtherTypeIpv4;
    bool operator==(const EthernetHeader&) const = default;
};

struct IpHeader
{
    IpAddress source;
    IpAddress destination;  // same version as source
    std::uint8_t dscp = 26; // 6 bits; 26 (AF31) is a common RoCE class
    Ecn ecn = Ecn::Ect0;
    std::uint8_t ttl = 64;            // hop limit in IPv6
    std::uint16_t identification = 0; // IPv4 only
    bool dontFragment = true;         // IPv4 only; RoCEv2 is never fragmented
    std::uint32_t flowLabel = 0;      // IPv6 only, 20 bits
    // Derived on encode, read on decode: IPv4 total length or IPv6 payload length, and the
    // IPv4 header checksum (RFC 791 / RFC 1071).
    std::uint16_t length = 0;
    std::uint16_t checksum = 0;
    bool operator==(const IpHeader&) const = default;
};

struct UdpHeader
{
    std::uint16_t sourcePort = 0xC000; // RoCEv2 uses it for ECMP entropy
    std::uint16_t destinationPort = kRoceUdpPort;
    std::uint16_t length = 0;   // derived on encode
    std::uint16_t checksum = 0; // 0 over IPv4 (Annex A17.4.2); computed over IPv6
    bool operator==(const UdpHeader&) const = default;
};

// Base Transport Header, 12 bytes (IBA 9.2).
struct Bth
{
    Opcode opcode = Opcode::RdmaWriteOnly;
    bool solicitedEvent = false;
    bool migReq = false;
    std::uint8_t padCount = 0; // derived on encode from the payload size
    std::uint8_t tver = 0;     // transport header version, 0
    std::uint16_t pKey = kDefaultPKey;
    bool fecn = false; // forward / backward explicit congestion notification
    bool becn = false; // (IBA Annex A10); variant, so masked in the ICRC
    std::uint8_t reserved6 = 0;
    std::uint32_t destQp = 0; // 24 bits
    bool ackRequest = false;
    std::uint8_t reserved7 = 0;
    std::uint32_t psn = 0; // 24 bits
    bool operator==(const Bth&) const = default;
};

// RDMA Extended Transport Header, 16 bytes (IBA 9.3.3): where the data goes remotely.
struct Reth
{
    std::uint64_t virtualAddress = 0;
    std::uint32_t rKey = 0;
    std::uint32_t dmaLength = 0;
    bool operator==(const Reth&) const = default;
};

// ACK Extended Transport Header, 4 bytes (IBA 9.3.5).
struct Aeth
{
    std::uint8_t syndrome = 0x1F; // ACK with "invalid" credit count (no end-to-end credits)
    std::uint32_t msn = 0;        // 24 bits
    bool operator==(const Aeth&) const = default;
};

// AETH syndrome kinds (bits 6..5) and NAK codes (bits 4..0), IBA table 43 and 44.
enum class AckKind : std::uint8_t { Ack = 0, RnrNak = 1, Reserved = 2, Nak = 3 };
enum class NakCode : std::uint8_t {
    PsnSequenceError = 0,
    InvalidRequest = 1,
    RemoteAccessError = 2,
    RemoteOperationalError = 3,
    InvalidRdRequest = 4,
};
std::uint8_t ackSyndrome(std::uint8_t creditCount);
std::uint8_t nakSyndrome(NakCode code);
AckKind ackKind(std::uint8_t syndrome);

struct RocePacket
{
    EthernetHeader ethernet;
    IpHeader ip;
    UdpHeader udp;
    Bth bth;
    std::optional<Reth> reth;
    std::optional<Aeth> aeth;
    std::vector<std::uint8_t> payload; // without the BTH pad bytes; CNP: its 16 reserved bytes
    // Read on decode (encode computes them): the ICRC and the FCS as numbers, low byte first
    // on the wire like the Ethernet FCS.
    std::uint32_t icrc = 0;
    std::uint32_t fcs = 0;
    bool operator==(const RocePacket&) const = default;
};

// What an opcode carries.
struct OpcodeInfo
{
    const char* name; // "RDMA WRITE Only", as IBA and Wireshark name it
    bool reth;
    bool aeth;
    bool payload; // carries data (SEND, WRITE, READ response)
};
// Null for opcodes this format does not know.
const OpcodeInfo* opcodeInfo(std::uint8_t opcode);

} // namespace ailab::core::net::roce
