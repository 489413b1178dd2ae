#include "core/net/roce/packet_catalogue.h"

#include "core/error.h"
#include "core/net/roce/packet_builder.h"

#include <cmath>
#include <fmt/format.h>

namespace ailab::core::net::roce {
namespace {

// Preamble with start delimiter (8 bytes) and the minimum inter-packet gap (12 bytes) that
// every frame occupies on the wire besides its own bytes (IEEE 802.3 clause 4.4.2).
constexpr double kWireOverheadBytes = 8.0 + 12.0;
// Time between a request leaving the requester and the answer coming back past the same
// point: two switch hops each way and the responder's NIC (a teaching assumption of the
// order a leaf-spine fabric shows, not a measured figure).
constexpr double kTurnaroundSeconds = 2.0e-6;
// The remote buffer the WRITEs and the READ address (registered memory, IBA 10.6).
constexpr std::uint64_t kRemoteAddress = 0x00007F3A2C000000ull;
constexpr std::uint32_t kRemoteKey = 0x00A1B2C3;
constexpr std::uint32_t kFirstPsn = 100;

void checkRange(long long value, long long low, long long high, const char* path, const char* what)
{
    if (value < low || value > high)
        throw Error(fmt::format("{} {} is outside {}..{}", what, value, low, high), path);
}

std::vector<std::uint8_t> pattern(std::size_t bytes, std::uint8_t seed)
{
    // Recognisable data in the hex pane: counting bytes from a per-message start.
    std::vector<std::uint8_t> data(bytes);
    for (std::size_t i = 0; i < bytes; ++i)
        data[i] = static_cast<std::uint8_t>(seed + i);
    return data;
}

} // namespace

void validateCatalogueOptions(const CatalogueOptions& o)
{
    if (o.ipVersion != 4 && o.ipVersion != 6)
        throw Error(fmt::format("IP version {} is neither 4 nor 6", o.ipVersion), "/ipVersion");
    checkRange(o.pcp, 0, 7, "/pcp", "802.1p priority");
    checkRange(o.vlanId, 0, 4094, "/vlanId", "VLAN id");
    checkRange(o.dscp, 0, 63, "/dscp", "DSCP");
    if (o.ecn == Ecn::Ce)
        throw Error("a sender writes Not-ECT, ECT(0) or ECT(1); only a switch sets CE", "/ecn");
    if (o.congestion && o.ecn == Ecn::NotEct)
        throw Error("a switch can mark only ECN-capable packets (ECT(0) or ECT(1)); a Not-ECT "
                    "packet is dropped instead",
                    "/ecn");
    try {
        checkPathMtu(static_cast<std::uint32_t>(std::max(o.mtu, 0)));
    } catch (const Error& e) {
        throw Error(e.message(), "/mtu");
    }
    checkRange(o.payloadBytes, 1, o.mtu, "/payloadBytes", "payload bytes per packet");
    checkRange(o.requesterQp, 2, 0xFFFFFF, "/requesterQp", "requester QP number");
    checkRange(o.responderQp, 2, 0xFFFFFF, "/responderQp", "responder QP number");
    if (!std::isfinite(o.linkGbps) || o.linkGbps < 1.0 || o.linkGbps > 1600.0)
        throw Error(fmt::format("link rate {} Gb/s is outside 1..1600", o.linkGbps), "/linkGbps");
}

std::vector<CataloguePacket> buildCatalogue(const CatalogueOptions& o)
{
    validateCatalogueOptions(o);
    Flow toResponder;
    toResponder.sourceMac = {0x02, 0x00, 0x00, 0x00, 0x00, 0x01};
    toResponder.destinationMac = {0x02, 0x00, 0x00, 0x00, 0x00, 0x02};
    if (o.vlan)
        toResponder.vlan =
            VlanTag{static_cast<std::uint8_t>(o.pcp), false, static_cast<std::uint16_t>(o.vlanId)};
    if (o.ipVersion == 6) {
        // Unique local addresses (RFC 4193): fd00::1 and fd00::2.
        std::array<std::uint8_t, 16> a{0xFD};
        std::array<std::uint8_t, 16> b{0xFD};
        a[15] = 1;
        b[15] = 2;
        toResponder.source = ipv6Address(a);
        toResponder.destination = ipv6Address(b);
    } else {
        toResponder.source = ipv4Address(10, 0, 0, 1);
        toResponder.destination = ipv4Address(10, 0, 0, 2);
    }
    toResponder.dscp = static_cast<std::uint8_t>(o.dscp);
    toResponder.ecn = o.ecn;
    // RoCEv2 senders derive the UDP source port from the QP numbers for ECMP entropy.
    toResponder.udpSourcePort =
        static_cast<std::uint16_t>(0xC000 | ((o.requesterQp ^ o.responderQp) & 0x3FFF));
    toResponder.destQp = static_cast<std::uint32_t>(o.responderQp);
    const Flow toRequester = reverse(toResponder, static_cast<std::uint32_t>(o.requesterQp));

    const auto mtu = static_cast<std::uint32_t>(o.mtu);
    const PacketBuilder requester(toResponder, mtu);
    const PacketBuilder responder(toRequester, mtu);
    const auto payload = static_cast<std::size_t>(o.payloadBytes);

    std::vector<CataloguePacket> out;
    double time = 0.0;
    bool lastFromRequester = true;
    const auto add = [&](std::string id, bool fromRequester, RocePacket packet) {
        CataloguePacket entry;
        entry.id = std::move(id);
        entry.fromRequester = fromRequester;
        entry.packet = std::move(packet);
        entry.bytes = encode(entry.packet);
        if (!out.empty() && fromRequester != lastFromRequester)
            time += kTurnaroundSeconds;
        time += (static_cast<double>(entry.bytes.size()) + kWireOverheadBytes) * 8.0 /
                (o.linkGbps * 1e9);
        entry.timeSeconds = time;
        lastFromRequester = fromRequester;
        out.push_back(std::move(entry));
    };

    // A three-packet WRITE: two full MTUs and `payload` bytes in the Last.
    const auto message = pattern(2 * mtu + payload, 0x00);
    auto write = requester.rdmaWrite(kFirstPsn, kRemoteAddress, kRemoteKey, message);
    if (o.congestion)
        write[2].ip.ecn = Ecn::Ce; // a congested egress queue marked it (RFC 3168 5)
    add("write-first", true, write[0]);
    add("write-middle", true, write[1]);
    add("write-last", true, write[2]);
    if (o.congestion)
        add("cnp", false, responder.cnp());
    add("ack", false, responder.ack(kFirstPsn + 2, 1));

    // PSN 103 is lost on the way; 104 arrives out of order and the responder NAKs with the
    // PSN it expects (IBA 9.7.5.1.2); the requester goes back to 103 (go-back-N).
    const auto small = pattern(payload, 0x40);
    const std::uint64_t next = kRemoteAddress + message.size();
    add("write-only", true,
        requester.rdmaWrite(kFirstPsn + 4, next + payload, kRemoteKey, small)[0]);
    add("nak", false, responder.nak(kFirstPsn + 3, 1, NakCode::PsnSequenceError));
    add("write-only-retransmit", true,
        requester.rdmaWrite(kFirstPsn + 3, next, kRemoteKey, small)[0]);
    add("write-only-retransmit", true,
        requester.rdmaWrite(kFirstPsn + 4, next + payload, kRemoteKey, small)[0]);

    add("send-only", true, requester.send(kFirstPsn + 5, pattern(payload, 0x80))[0]);
    add("ack", false, responder.ack(kFirstPsn + 5, 4));
    add("read-request", true,
        requester.readRequest(kFirstPsn + 6, kRemoteAddress, kRemoteKey,
                              static_cast<std::uint32_t>(payload)));
    add("read-response-only", false,
        responder.readResponse(kFirstPsn + 6, 5, std::span(message).first(payload))[0]);
    return out;
}

Layer layerOfHeader(const std::string& name)
{
    if (name == "Ethernet II" || name == "802.1Q Virtual LAN")
        return Layer::Ethernet;
    if (name == "Internet Protocol Version 4" || name == "Internet Protocol Version 6")
        return Layer::Ip;
    if (name == "User Datagram Protocol")
        return Layer::Udp;
    if (name == "Base Transport Header")
        return Layer::Bth;
    if (name == "RDMA Extended Transport Header" || name == "ACK Extended Transport Header")
        return Layer::Extended;
    if (name == "Payload" || name == "CNP reserved")
        return Layer::Payload;
    return Layer::Trailer; // Invariant CRC, Ethernet padding, Frame check sequence
}

std::vector<LayerSpan> layerSpans(const DecodedFrame& frame)
{
    std::vector<LayerSpan> spans;
    for (std::size_t i = 0; i < frame.tree.size(); ++i) {
        const FieldNode& header = frame.tree[i];
        const Layer layer = layerOfHeader(header.name);
        if (spans.empty() || spans.back().layer != layer) {
            spans.push_back(LayerSpan{layer, header.offset, 0, {}});
        }
        LayerSpan& span = spans.back();
        span.length = header.offset + header.length - span.offset;
        span.headers.push_back(i);
    }
    return spans;
}

} // namespace ailab::core::net::roce
