#include "core/net/roce/headers.h"

#include "core/net/roce/codec.h"

#include <array>
#include <fmt/format.h>

namespace ailab::core::net::roce {

IpAddress ipv4Address(std::uint8_t a, std::uint8_t b, std::uint8_t c, std::uint8_t d)
{
    IpAddress ip;
    ip.bytes[0] = a;
    ip.bytes[1] = b;
    ip.bytes[2] = c;
    ip.bytes[3] = d;
    return ip;
}

IpAddress ipv6Address(const std::array<std::uint8_t, 16>& bytes)
{
    IpAddress ip;
    ip.v6 = true;
    ip.bytes = bytes;
    return ip;
}

std::string formatMac(const MacAddress& mac)
{
    return fmt::format("{:02x}:{:02x}:{:02x}:{:02x}:{:02x}:{:02x}", mac[0], mac[1], mac[2], mac[3],
                       mac[4], mac[5]);
}

std::string formatIp(const IpAddress& ip)
{
    if (!ip.v6)
        return fmt::format("{}.{}.{}.{}", ip.bytes[0], ip.bytes[1], ip.bytes[2], ip.bytes[3]);
    // RFC 5952: lower-case hex, leading zeros dropped, the longest run of two or more zero
    // groups (the first of equal runs) written as "::".
    std::array<unsigned, 8> groups{};
    for (std::size_t i = 0; i < 8; ++i)
        groups[i] = static_cast<unsigned>(ip.bytes[2 * i] << 8 | ip.bytes[2 * i + 1]);
    int bestStart = -1;
    int bestLength = 1;
    for (int i = 0; i < 8;) {
        int j = i;
        while (j < 8 && groups[static_cast<std::size_t>(j)] == 0)
            ++j;
        if (j - i > bestLength) {
            bestStart = i;
            bestLength = j - i;
        }
        i = j == i ? i + 1 : j;
    }
    std::string out;
    for (int i = 0; i < 8; ++i) {
        if (i == bestStart) {
            out += "::";
            i += bestLength - 1;
            continue;
        }
        if (!out.empty() && out.back() != ':')
            out += ':';
        out += fmt::format("{:x}", groups[static_cast<std::size_t>(i)]);
    }
    return out;
}

std::uint8_t ackSyndrome(std::uint8_t creditCount)
{
    return static_cast<std::uint8_t>(creditCount & 0x1F);
}

std::uint8_t nakSyndrome(NakCode code)
{
    return static_cast<std::uint8_t>(0x60 | (static_cast<std::uint8_t>(code) & 0x1F));
}

AckKind ackKind(std::uint8_t syndrome)
{
    return static_cast<AckKind>((syndrome >> 5) & 0x3);
}

const OpcodeInfo* opcodeInfo(std::uint8_t opcode)
{
    // IBA table 38 (RC) and Annex A17.9.2 (CNP): which extended headers each opcode has.
    static constexpr OpcodeInfo kSendFirst{"SEND First", false, false, true};
    static constexpr OpcodeInfo kSendMiddle{"SEND Middle", false, false, true};
    static constexpr OpcodeInfo kSendLast{"SEND Last", false, false, true};
    static constexpr OpcodeInfo kSendOnly{"SEND Only", false, false, true};
    static constexpr OpcodeInfo kWriteFirst{"RDMA WRITE First", true, false, true};
    static constexpr OpcodeInfo kWriteMiddle{"RDMA WRITE Middle", false, false, true};
    static constexpr OpcodeInfo kWriteLast{"RDMA WRITE Last", false, false, true};
    static constexpr OpcodeInfo kWriteOnly{"RDMA WRITE Only", true, false, true};
    static constexpr OpcodeInfo kReadRequest{"RDMA READ Request", true, false, false};
    static constexpr OpcodeInfo kReadFirst{"RDMA READ Response First", false, true, true};
    static constexpr OpcodeInfo kReadMiddle{"RDMA READ Response Middle", false, false, true};
    static constexpr OpcodeInfo kReadLast{"RDMA READ Response Last", false, true, true};
    static constexpr OpcodeInfo kReadOnly{"RDMA READ Response Only", false, true, true};
    static constexpr OpcodeInfo kAcknowledge{"Acknowledge", false, true, false};
    static constexpr OpcodeInfo kCnp{"Congestion Notification Packet", false, false, false};
    switch (static_cast<Opcode>(opcode)) {
    case Opcode::SendFirst:
        return &kSendFirst;
    case Opcode::SendMiddle:
        return &kSendMiddle;
    case Opcode::SendLast:
        return &kSendLast;
    case Opcode::SendOnly:
        return &kSendOnly;
    case Opcode::RdmaWriteFirst:
        return &kWriteFirst;
    case Opcode::RdmaWriteMiddle:
        return &kWriteMiddle;
    case Opcode::RdmaWriteLast:
        return &kWriteLast;
    case Opcode::RdmaWriteOnly:
        return &kWriteOnly;
    case Opcode::RdmaReadRequest:
        return &kReadRequest;
    case Opcode::RdmaReadResponseFirst:
        return &kReadFirst;
    case Opcode::RdmaReadResponseMiddle:
        return &kReadMiddle;
    case Opcode::RdmaReadResponseLast:
        return &kReadLast;
    case Opcode::RdmaReadResponseOnly:
        return &kReadOnly;
    case Opcode::Acknowledge:
        return &kAcknowledge;
    case Opcode::Cnp:
        return &kCnp;
    }
    return nullptr;
}

std::string ecnMeaning(Ecn ecn)
{
    switch (ecn) {
    case Ecn::NotEct:
        return "Not ECN-Capable Transport";
    case Ecn::Ect1:
        return "ECN-Capable Transport ECT(1)";
    case Ecn::Ect0:
        return "ECN-Capable Transport ECT(0)";
    case Ecn::Ce:
        return "Congestion Experienced";
    }
    return {};
}

std::string aethMeaning(std::uint8_t syndrome)
{
    switch (ackKind(syndrome)) {
    case AckKind::Ack:
        return "ACK";
    case AckKind::RnrNak:
        return "RNR NAK";
    case AckKind::Reserved:
        return "Reserved";
    case AckKind::Nak:
        switch (static_cast<NakCode>(syndrome & 0x1F)) {
        case NakCode::PsnSequenceError:
            return "NAK: PSN sequence error";
        case NakCode::InvalidRequest:
            return "NAK: invalid request";
        case NakCode::RemoteAccessError:
            return "NAK: remote access error";
        case NakCode::RemoteOperationalError:
            return "NAK: remote operational error";
        case NakCode::InvalidRdRequest:
            return "NAK: invalid RD request";
        }
        return "NAK: reserved code";
    }
    return {};
}

} // namespace ailab::core::net::roce
