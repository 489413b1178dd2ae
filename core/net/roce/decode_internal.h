#pragma once

#include "core/net/roce/codec.h"

#include <algorithm>
#include <fmt/format.h>

// The decoder's reading machinery, shared by decode.cpp (UDP to FCS) and
// decode_headers.cpp (Ethernet, 802.1Q, IPv4, IPv6). Internal to the decoder.
namespace ailab::core::net::roce::detail {

// Thrown inside decode() only, caught there: the message and the offending byte.
struct Failure
{
    std::string message;
    std::size_t offset;
};

inline std::string hex(std::uint64_t value, int digits)
{
    return fmt::format("0x{:0{}x}", value, digits);
}

inline std::string hexDec(std::uint64_t value, int digits)
{
    return fmt::format("0x{:0{}x} ({})", value, digits, value);
}

// Wireshark's bit picture of a field inside its bytes: "..00 ....".
inline std::string bitPattern(std::uint32_t value, std::uint32_t mask, int width)
{
    std::string out;
    for (int bit = width - 1; bit >= 0; --bit) {
        const std::uint32_t m = 1u << bit;
        out += (mask & m) ? ((value & m) ? '1' : '0') : '.';
        if (bit % 4 == 0 && bit != 0)
            out += ' ';
    }
    return out;
}

class Decoder
{
public:
    Decoder(std::span<const std::uint8_t> frame, DecodedFrame& result)
        : m_frame(frame)
        , m_result(result)
    {
        m_result.tree.reserve(16); // more than the headers of a frame: references stay valid
    }

    std::size_t pos() const { return m_pos; }
    void need(std::size_t count, const char* what) const
    {
        if (m_pos + count > m_end)
            throw Failure{fmt::format("the frame ends inside the {} ({} bytes needed, {} left)",
                                      what, count, m_end - m_pos),
                          std::min(m_pos, m_frame.size())};
    }
    void setEnd(std::size_t end) { m_end = end; }
    std::uint8_t at(std::size_t offset) const { return m_frame[offset]; }
    std::uint32_t u8()
    {
        need(1, "frame"); // every read is checked, not only the ones announced by need()
        return m_frame[m_pos++];
    }
    std::uint32_t be16()
    {
        const std::uint32_t hi = u8();
        return hi << 8 | u8();
    }
    std::uint32_t be24()
    {
        const std::uint32_t hi = u8();
        return hi << 16 | be16();
    }
    std::uint32_t be32()
    {
        const std::uint32_t hi = be16();
        return hi << 16 | be16();
    }
    std::uint32_t le32()
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v |= u8() << (8 * i);
        return v;
    }
    void skip(std::size_t n) { m_pos += n; }
    std::span<const std::uint8_t> bytes(std::size_t offset, std::size_t n) const
    {
        return m_frame.subspan(offset, n);
    }

    FieldNode& header(const std::string& name, std::size_t offset, std::size_t length)
    {
        m_result.tree.push_back(FieldNode{name, {}, {}, {}, offset, length, {}, {}});
        return m_result.tree.back();
    }

private:
    std::span<const std::uint8_t> m_frame;
    DecodedFrame& m_result;
    std::size_t m_pos = 0;
    std::size_t m_end = 0;
};

inline void field(FieldNode& parent, std::string name, std::string value, std::string filter,
                  std::size_t offset, std::size_t length, std::string meaning = {},
                  std::string bits = {})
{
    parent.children.push_back(FieldNode{std::move(name),
                                        std::move(value),
                                        std::move(meaning),
                                        std::move(filter),
                                        offset,
                                        length,
                                        std::move(bits),
                                        {}});
}

inline void bitField(FieldNode& parent, std::string name, std::string filter, std::size_t offset,
                     std::size_t bytes, std::uint32_t word, std::uint32_t mask,
                     std::string meaning = {})
{
    int shift = 0;
    while (mask != 0 && ((mask >> shift) & 1u) == 0)
        ++shift;
    const std::uint32_t value = (word & mask) >> shift;
    const int width = static_cast<int>(bytes) * 8;
    field(parent, std::move(name), fmt::format("{}", value), std::move(filter), offset, bytes,
          std::move(meaning), bitPattern(word, mask, width));
}

inline std::string checkMeaning(bool ok)
{
    return ok ? "correct" : "incorrect";
}

// Where the IP packet sits in the frame, as the lower headers said.
struct IpSpan
{
    std::size_t start = 0;
    std::size_t end = 0; // one past the IP packet's last byte (before Ethernet padding)
    bool v6 = false;
};

// Ethernet II and the optional 802.1Q tag; throws Failure unless the EtherType is IPv4 or
// IPv6.
void decodeEthernet(Decoder& d, std::span<const std::uint8_t> frame, RocePacket& p);
// The IPv4 or IPv6 header (by p.ethernet.etherType), its checksum into r; throws Failure
// unless it carries one unfragmented UDP datagram that ends inside `bodyEnd`.
IpSpan decodeIp(Decoder& d, std::span<const std::uint8_t> frame, RocePacket& p, DecodedFrame& r,
                std::size_t bodyEnd);

} // namespace ailab::core::net::roce::detail
