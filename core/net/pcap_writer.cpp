#include "core/net/pcap_writer.h"

#include "core/atomic_file.h"
#include "core/error.h"

#include <algorithm>
#include <array>
#include <sstream>

namespace ailab::core::net {
namespace {

constexpr std::uint32_t kMagicMicroseconds = 0xA1B2C3D4;
constexpr std::uint32_t kMagicNanoseconds = 0xA1B23C4D;
constexpr std::uint32_t kLinkTypeEthernet = 1;
// LinkType bits 28..31 (draft-ietf-opsawg-pcap, "LinkType and additional information"):
// F (bit 28) says the FCS length is given, bits 29..31 give it in 16-bit units.
constexpr std::uint32_t kFcsPresent = 1u << 28;
constexpr std::uint32_t kFcsFourBytes = 2u << 29;

void put32(std::array<char, 24>& b, std::size_t at, std::uint32_t v)
{
    for (std::size_t i = 0; i < 4; ++i)
        b[at + i] = static_cast<char>(v >> (8 * i) & 0xFF);
}

void put16(std::array<char, 24>& b, std::size_t at, std::uint32_t v)
{
    b[at] = static_cast<char>(v & 0xFF);
    b[at + 1] = static_cast<char>(v >> 8 & 0xFF);
}

} // namespace

PcapWriter::PcapWriter(std::ostream& out, const PcapOptions& options)
    : m_out(out)
    , m_options(options)
{
    if (options.snapLength == 0)
        throw Error("the snap length must be above zero", "snapLength");
    std::array<char, 24> header{};
    put32(header, 0,
          options.timestamps == PcapTimestamps::Nanoseconds ? kMagicNanoseconds
                                                            : kMagicMicroseconds);
    put16(header, 4, 2); // version 2.4
    put16(header, 6, 4);
    put32(header, 8, 0);  // reserved (was this zone)
    put32(header, 12, 0); // reserved (was sigfigs)
    put32(header, 16, options.snapLength);
    put32(header, 20, kLinkTypeEthernet | (writesFcs() ? kFcsPresent | kFcsFourBytes : 0));
    m_out.write(header.data(), header.size());
    if (!m_out)
        throw Error("could not write the pcap file header");
}

void PcapWriter::write(std::uint64_t timeNs, std::span<const std::uint8_t> frame)
{
    const bool nano = m_options.timestamps == PcapTimestamps::Nanoseconds;
    const std::uint64_t seconds = timeNs / 1'000'000'000u;
    const std::uint64_t fraction = nano ? timeNs % 1'000'000'000u : timeNs % 1'000'000'000u / 1000u;
    if (seconds > 0xFFFFFFFFu)
        throw Error("a pcap timestamp holds at most 2^32 - 1 seconds");
    if (m_options.framesHaveFcs && !m_options.keepFcs)
        frame = frame.first(frame.size() >= 4 ? frame.size() - 4 : 0);
    const std::size_t captured = std::min<std::size_t>(frame.size(), m_options.snapLength);
    std::array<char, 24> record{};
    put32(record, 0, static_cast<std::uint32_t>(seconds));
    put32(record, 4, static_cast<std::uint32_t>(fraction));
    put32(record, 8, static_cast<std::uint32_t>(captured));
    put32(record, 12, static_cast<std::uint32_t>(frame.size()));
    m_out.write(record.data(), 16);
    m_out.write(reinterpret_cast<const char*>(frame.data()),
                static_cast<std::streamsize>(captured));
    if (!m_out)
        throw Error("could not write a pcap record");
    ++m_frames;
}

std::vector<std::uint8_t> pcapFileBytes(std::span<const PcapFrame> frames,
                                        const PcapOptions& options)
{
    std::ostringstream out(std::ios::binary);
    PcapWriter writer(out, options);
    for (const PcapFrame& frame : frames)
        writer.write(frame.timeNs, frame.bytes);
    const std::string text = std::move(out).str();
    return {text.begin(), text.end()};
}

void writePcapFile(const std::string& path, std::span<const PcapFrame> frames,
                   const PcapOptions& options)
{
    // Whole or not at all: a kill in the middle leaves the previous trace.
    AtomicFile file(path);
    try {
        PcapWriter writer(file.stream(), options);
        for (const PcapFrame& frame : frames)
            writer.write(frame.timeNs, frame.bytes);
    } catch (const Error& error) {
        throw Error(error.message(), path);
    }
    file.commit();
}

} // namespace ailab::core::net
