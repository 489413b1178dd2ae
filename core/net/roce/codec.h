#pragma once

#include "core/net/roce/headers.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

// Byte-exact encode and decode of RoCEv2 frames (headers.h), with the field tree a packet
// view shows: every field with its name, value, byte offset and length, as Wireshark does.
namespace ailab::core::net::roce {

struct CodecOptions
{
    bool withFcs = true; // the frame ends with its 4-byte FCS (as on the wire)
};

// The frame's bytes. Lengths, the pad count, the IPv4 checksum, the UDP checksum over
// IPv6, the ICRC and the FCS are computed here (the packet's own values of those fields are
// ignored); frames shorter than 60 bytes get Ethernet padding. Throws core::Error naming
// the field ("/bth/destQp") when a value does not fit its field or the opcode's headers.
std::vector<std::uint8_t> encode(const RocePacket& packet, const CodecOptions& options = {});

// One field (or one header, whose children are its fields) of a decoded frame.
struct FieldNode
{
    std::string name;    // English, as the specification names it: "Destination QP"
    std::string value;   // numbers and addresses: "0x000012 (18)"; empty for a header
    std::string meaning; // English words for an enumerated value: "RDMA WRITE Only"
    std::string filter;  // Wireshark's display-filter name where one exists: infiniband.bth.psn
    std::size_t offset = 0;
    std::size_t length = 0;
    std::string bits; // for fields narrower than their bytes: "..00 ...." style; else empty
    std::vector<FieldNode> children;
};

struct DecodedFrame
{
    std::optional<RocePacket> packet; // set when the whole frame decoded
    std::vector<FieldNode> tree;      // every header decoded so far, also after an error
    std::string error;                // empty when the frame decoded
    std::size_t errorOffset = 0;      // the byte at which decoding stopped
    bool ipChecksumOk = true;         // IPv4 header checksum; IPv6 has none
    bool udpChecksumOk = true;        // 0 over IPv4 means "not computed"
    bool icrcOk = false;
    bool fcsOk = false; // false also when the frame has no FCS
    bool ok() const { return error.empty(); }
};

// Decodes any bytes: a malformed or non-RoCEv2 frame gives an error with its byte offset,
// never an exception or a read outside `frame`. A wrong checksum is reported in the
// *Ok flags and the tree, not as an error (Wireshark shows such frames too).
DecodedFrame decode(std::span<const std::uint8_t> frame, const CodecOptions& options = {});

// Formats an enumerated value's meaning ("Congestion Experienced", "ACK"), shared by the
// decoder and the packet lists built on it.
std::string ecnMeaning(Ecn ecn);
std::string aethMeaning(std::uint8_t syndrome);

} // namespace ailab::core::net::roce
