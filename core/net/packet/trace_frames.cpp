#include "core/net/packet/trace_frames.h"

#include "core/error.h"
#include "core/net/roce/checksums.h"
#include "core/net/roce/codec.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::net::packet {

namespace {

std::uint8_t hi(topo::NodeId n)
{
    return static_cast<std::uint8_t>((n >> 8) & 0xffu);
}
std::uint8_t lo(topo::NodeId n)
{
    return static_cast<std::uint8_t>(n & 0xffu);
}

void put16(std::vector<std::uint8_t>& out, std::uint16_t v)
{
    out.push_back(static_cast<std::uint8_t>(v >> 8));
    out.push_back(static_cast<std::uint8_t>(v & 0xffu));
}

// IEEE 802.1Qbb PFC frame: to the reserved multicast 01:80:C2:00:00:01, EtherType 0x8808
// (MAC control), opcode 0x0101, the class-enable vector and eight pause times in quanta
// (0xFFFF: pause; 0: resume), padded to the minimum frame, then the FCS.
std::vector<std::uint8_t> pfcFrame(const PacketTrace& t)
{
    std::vector<std::uint8_t> f;
    f.reserve(roce::kMinFrameBytes + 4);
    for (std::uint8_t b : {0x01, 0x80, 0xc2, 0x00, 0x00, 0x01})
        f.push_back(b);
    for (std::uint8_t b : nodeMac(t.from))
        f.push_back(b);
    put16(f, 0x8808);
    put16(f, 0x0101);
    put16(f, static_cast<std::uint16_t>(1u << t.priority));
    for (int p = 0; p < 8; ++p)
        put16(f, p == t.priority && t.opcode == Opcode::PfcPause ? 0xffff : 0x0000);
    f.resize(roce::kMinFrameBytes, 0);
    const std::uint32_t fcs = roce::ethernetFcs(f);
    for (int i = 0; i < 4; ++i)
        f.push_back(static_cast<std::uint8_t>((fcs >> (8 * i)) & 0xffu));
    return f;
}

} // namespace

roce::MacAddress nodeMac(topo::NodeId node)
{
    return {0x02, 0x00, 0x00, 0x00, hi(node), lo(node)};
}

roce::IpAddress nodeIp(topo::NodeId node)
{
    return roce::ipv4Address(10, 0, hi(node), lo(node));
}

roce::RocePacket rocePacket(const PacketTrace& t)
{
    if (t.opcode == Opcode::PfcPause || t.opcode == Opcode::PfcResume || t.flow == kNoFlow)
        throw Error("a PFC frame is not a RoCEv2 packet");
    roce::RocePacket p;
    p.ethernet.source = nodeMac(t.from);
    p.ethernet.destination = nodeMac(t.to);
    // No 802.1Q tag: the priority travels in the DSCP (DSCP-based PFC, as current RoCE
    // deployments configure it), so the frame is as long as the engine's frame size.
    p.ip.dscp = t.priority == kDataPriority ? 26 : 48;
    p.ip.source = nodeIp(t.flowSource);
    p.ip.destination = nodeIp(t.flowDestination);
    p.ip.ecn = t.congestionExperienced ? roce::Ecn::Ce
               : t.ecnCapable          ? roce::Ecn::Ect0
                                       : roce::Ecn::NotEct;
    const bool data = isData(t.opcode);
    // Responder packets go to the requester's QP; data to the responder's.
    p.bth.destQp = data ? 0x10000u + t.flow : 0x100u + t.flow;
    p.udp.sourcePort = static_cast<std::uint16_t>(0xc000u + (t.flow & 0x3fffu));
    p.bth.psn = t.psn & 0xffffffu;
    switch (t.opcode) {
    case Opcode::Cnp:
        // Annex A17.9.2: PSN 0, BECN set, 16 reserved bytes; CNPs ride DSCP 48.
        p.bth.opcode = roce::Opcode::Cnp;
        p.bth.psn = 0;
        p.bth.becn = true;
        p.ip.dscp = 48;
        p.payload.assign(roce::kCnpReservedBytes, 0);
        break;
    case Opcode::Ack:
    case Opcode::Nak:
        p.bth.opcode = roce::Opcode::Acknowledge;
        p.aeth =
            roce::Aeth{t.opcode == Opcode::Nak ? roce::nakSyndrome(roce::NakCode::PsnSequenceError)
                                               : std::uint8_t{0x1f},
                       t.psn & 0xffffffu};
        break;
    default:
        p.bth.opcode = static_cast<roce::Opcode>(static_cast<std::uint8_t>(t.opcode));
        p.bth.ackRequest = t.opcode == Opcode::WriteLast || t.opcode == Opcode::WriteOnly;
        if (t.opcode == Opcode::WriteFirst || t.opcode == Opcode::WriteOnly)
            p.reth =
                roce::Reth{(std::uint64_t{t.flow} << 32) | 0x10000000u, 0x1234, t.payloadBytes};
        p.payload.assign(t.payloadBytes, 0);
        break;
    }
    return p;
}

std::vector<std::uint8_t> frameBytes(const PacketTrace& t)
{
    if (t.opcode == Opcode::PfcPause || t.opcode == Opcode::PfcResume)
        return pfcFrame(t);
    return roce::encode(rocePacket(t));
}

PcapTraceRecorder::PcapTraceRecorder(PacketEngine& engine, std::vector<topo::ChannelId> channels,
                                     std::ostream& out, std::size_t maxFrames)
    : m_engine(engine)
    , m_channels(std::move(channels))
    , m_writer(out)
    , m_maxFrames(maxFrames)
{
    std::sort(m_channels.begin(), m_channels.end());
    m_connection = engine.packetTraced.connect([this](const PacketTrace& t) { onTrace(t); });
}

PcapTraceRecorder::~PcapTraceRecorder()
{
    m_engine.packetTraced.disconnect(m_connection);
}

void PcapTraceRecorder::onTrace(const PacketTrace& t)
{
    if (t.kind != TraceKind::Transmit ||
        !std::binary_search(m_channels.begin(), m_channels.end(), t.channel))
        return;
    if (m_writer.framesWritten() >= m_maxFrames) {
        ++m_leftOut;
        return;
    }
    const std::vector<std::uint8_t> bytes = frameBytes(t);
    m_writer.write(static_cast<std::uint64_t>(std::llround(t.time * 1e9)), bytes);
}

} // namespace ailab::core::net::packet
