#pragma once

#include "core/net/roce/codec.h"
#include "core/net/roce/headers.h"

#include <cstdint>
#include <string>
#include <vector>

// A short capture of one Reliable Connected (RC) queue pair, as a learner meets it in the
// packet anatomy: every packet kind RoCEv2 carries for RC (IBA 9.7) and the congestion
// notification packet (Annex A17.9.2), built with PacketBuilder and encoded byte-exact.
// The capture point is the requester's link, so both directions appear.
namespace ailab::core::net::roce {

// What the learner can change. Integers, so that a form or a JSON file maps onto them
// directly; validateCatalogueOptions() names the offending field as a JSON pointer.
struct CatalogueOptions
{
    int ipVersion = 4;          // 4 or 6
    bool vlan = true;           // an 802.1Q tag carries the priority PFC acts on
    int pcp = 3;                // 802.1p priority 0..7 (3 is the usual RoCE class)
    int vlanId = 100;           // 1..4094
    int dscp = 26;              // 0..63 (26, AF31, a common RoCE class)
    Ecn ecn = Ecn::Ect0;        // the codepoint the sender writes into its data packets
    bool congestion = true;     // a switch marks one packet CE and the receiver sends a CNP
    int mtu = 1024;             // the path MTU: 256, 512, 1024, 2048 or 4096
    int payloadBytes = 256;     // 1..mtu: the data of the Last, Only, SEND and READ packets
    int requesterQp = 0x000012; // 2..0xFFFFFF (QP 0 and 1 are the management QPs)
    int responderQp = 0x000034;
    double linkGbps = 100.0; // the capture link's rate, for the timestamps
};

// Throws core::Error naming the field ("/mtu") when a value is out of its range.
void validateCatalogueOptions(const CatalogueOptions& options);

// One packet of the capture.
struct CataloguePacket
{
    std::string id; // stable key of the packet's role: "write-first", "cnp", "nak", ...
    bool fromRequester = true;
    RocePacket packet;
    std::vector<std::uint8_t> bytes; // encode(packet), with the FCS
    double timeSeconds = 0.0;        // when its last bit passed the capture point
};

// The capture for `options` (validated first): RDMA WRITE First, Middle and Last (the Last
// marked CE when `congestion`), the CNP and ACK that answer it, a WRITE Only whose
// predecessor was lost, the NAK (PSN sequence error) and the go-back-N retransmissions,
// a SEND Only and its ACK, a READ request and its response.
std::vector<CataloguePacket> buildCatalogue(const CatalogueOptions& options);

// The layer strip of the seed's "Inside a RoCEv2 Packet": Ethernet (with its 802.1Q tag),
// IP, UDP, BTH, the extended header (RETH or AETH), the payload (or the CNP's reserved
// bytes) and the trailer (ICRC, Ethernet padding, FCS).
enum class Layer { Ethernet, Ip, Udp, Bth, Extended, Payload, Trailer };

struct LayerSpan
{
    Layer layer = Layer::Ethernet;
    std::size_t offset = 0;
    std::size_t length = 0;
    std::vector<std::size_t> headers; // indices into DecodedFrame::tree, in frame order
};

// The layers present in a decoded frame, in wire order, each covering the bytes of its
// headers. Headers after a decoding error are missing, and so are their layers.
std::vector<LayerSpan> layerSpans(const DecodedFrame& frame);

// The layer a tree header (by its name as the decoder gives it) belongs to.
Layer layerOfHeader(const std::string& headerName);

} // namespace ailab::core::net::roce
