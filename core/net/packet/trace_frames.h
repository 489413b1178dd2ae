#pragma once

#include "core/net/packet/packet_engine.h"
#include "core/net/pcap_writer.h"
#include "core/net/roce/headers.h"
#include "core/topo/graph.h"

#include <cstdint>
#include <iosfwd>
#include <vector>

// The engine's packet traces as real frames: RoCEv2 packets through the wire-format
// encoder (core/net/roce), PFC frames as IEEE 802.1Qbb MAC control frames. The engine does
// not model the data itself, so payloads are zero bytes of the traced length.
namespace ailab::core::net::packet {

// Addresses of the model: node n is MAC 02:00:00:00:hi(n):lo(n) and IPv4 10.0.hi(n).lo(n);
// a flow's requester QP is 0x100 + flow, its responder QP 0x10000 + flow, and its UDP
// source port 0xC000 + flow (the per-QP entropy ECMP hashes).
roce::MacAddress nodeMac(topo::NodeId node);
roce::IpAddress nodeIp(topo::NodeId node);

// The RoCEv2 packet of a traced RoCE frame (not for PFC frames: core::Error).
roce::RocePacket rocePacket(const PacketTrace& trace);
// The frame's bytes with the FCS: RoCEv2 or PFC.
std::vector<std::uint8_t> frameBytes(const PacketTrace& trace);

// Writes every frame that starts to leave on one of `channels` into a pcap stream while
// the engine runs, up to `maxFrames` (then counts what it left out).
class PcapTraceRecorder
{
public:
    PcapTraceRecorder(PacketEngine& engine, std::vector<topo::ChannelId> channels,
                      std::ostream& out, std::size_t maxFrames = 1000000);
    ~PcapTraceRecorder();
    PcapTraceRecorder(const PcapTraceRecorder&) = delete;
    PcapTraceRecorder& operator=(const PcapTraceRecorder&) = delete;

    std::size_t framesWritten() const { return m_writer.framesWritten(); }
    std::size_t framesLeftOut() const { return m_leftOut; }

private:
    void onTrace(const PacketTrace& trace);

    PacketEngine& m_engine;
    std::vector<topo::ChannelId> m_channels;
    PcapWriter m_writer;
    std::size_t m_maxFrames;
    std::size_t m_leftOut = 0;
    sim::Signal<const PacketTrace&>::ConnectionId m_connection = 0;
};

} // namespace ailab::core::net::packet
