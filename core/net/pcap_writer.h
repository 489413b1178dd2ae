#pragma once

#include <cstdint>
#include <iosfwd>
#include <span>
#include <string>
#include <vector>

// Packet traces as classic libpcap files (the format of tcpdump, Wireshark and tshark;
// draft-ietf-opsawg-pcap): a 24-byte file header, then per frame a 16-byte record header
// and the frame's bytes. Link type 1, LINKTYPE_ETHERNET. Written little-endian; readers
// tell the byte order and the timestamp unit from the magic number.
namespace ailab::core::net {

enum class PcapTimestamps { Microseconds, Nanoseconds };

struct PcapOptions
{
    PcapTimestamps timestamps = PcapTimestamps::Nanoseconds;
    // The frames given end with their 4-byte Ethernet FCS (as roce::encode makes them).
    bool framesHaveFcs = true;
    // Keep the FCS in the file and say so in the link type's FCS-length bits. Off by
    // default: captures usually lack the FCS (NICs strip it), and readers that ignore those
    // bits (Wireshark 4.0) would show it as a trailer.
    bool keepFcs = false;
    std::uint32_t snapLength = 262144;
};

struct PcapFrame
{
    std::uint64_t timeNs = 0; // since the start of the trace
    std::vector<std::uint8_t> bytes;
};

class PcapWriter
{
public:
    // Writes the file header at once. Throws core::Error when the stream fails.
    PcapWriter(std::ostream& out, const PcapOptions& options = {});

    // One frame; its FCS is dropped unless kept; longer frames are cut to the snap length
    // (the record keeps the full length).
    void write(std::uint64_t timeNs, std::span<const std::uint8_t> frame);
    std::size_t framesWritten() const { return m_frames; }

private:
    bool writesFcs() const { return m_options.framesHaveFcs && m_options.keepFcs; }

    std::ostream& m_out;
    PcapOptions m_options;
    std::size_t m_frames = 0;
};

// A whole trace as the bytes of a .pcap file, or written to `path` (core::Error with the
// path when it cannot be written).
std::vector<std::uint8_t> pcapFileBytes(std::span<const PcapFrame> frames,
                                        const PcapOptions& options = {});
void writePcapFile(const std::string& path, std::span<const PcapFrame> frames,
                   const PcapOptions& options = {});

} // namespace ailab::core::net
