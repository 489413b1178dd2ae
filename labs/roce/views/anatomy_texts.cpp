#include "labs/roce/views/anatomy_texts.h"

#include "labs/common/packet/packet_view.h"

namespace ailab::labs::roce {

namespace net = core::net::roce;
using net::Layer;

namespace {

const std::string& firstHeaderName(const net::LayerSpan& span, const net::DecodedFrame& frame)
{
    return frame.tree[span.headers.front()].name;
}

bool isIpv6(const net::LayerSpan& span, const net::DecodedFrame& frame)
{
    return firstHeaderName(span, frame) == "Internet Protocol Version 6";
}

} // namespace

QString AnatomyTexts::blockTitle(const net::LayerSpan& span, const net::DecodedFrame& frame)
{
    switch (span.layer) {
    case Layer::Ethernet:
        return tr("Ethernet");
    case Layer::Ip:
        return isIpv6(span, frame) ? tr("IPv6") : tr("IPv4");
    case Layer::Udp:
        return tr("UDP 4791");
    case Layer::Bth:
        return tr("IB BTH");
    case Layer::Extended:
        return firstHeaderName(span, frame) == "ACK Extended Transport Header" ? tr("AETH")
                                                                               : tr("RETH");
    case Layer::Payload:
        return firstHeaderName(span, frame) == "CNP reserved" ? tr("CNP reserved") : tr("Payload");
    case Layer::Trailer:
        return tr("ICRC / FCS");
    }
    return {};
}

ExplainerContent AnatomyTexts::explanation(const net::LayerSpan& span,
                                           const net::DecodedFrame& frame, int row, int frameBytes)
{
    ExplainerContent c;
    const std::string& name = firstHeaderName(span, frame);
    switch (span.layer) {
    case Layer::Ethernet:
        c.title = tr("Ethernet header");
        // The first two sentences are the seed's.
        c.conceptText =
            tr("<p>The Ethernet header carries source and destination MAC addresses and may "
               "contain VLAN tagging. The frame is forwarded to the next hop at Layer 2.</p>"
               "<p>An 802.1Q tag adds four bytes. Its 3-bit priority (PCP) selects the traffic "
               "class on every link, and Priority Flow Control pauses one class at a time, so "
               "RoCE traffic usually has a lossless class of its own.</p>");
        c.sources << tr("IEEE 802.3, clause 3: the MAC frame")
                  << tr("IEEE 802.1Q: VLAN tag, priority code point")
                  << tr("IEEE 802.1Qbb: priority-based flow control");
        break;
    case Layer::Ip:
        c.title = isIpv6(span, frame) ? tr("IPv6 header") : tr("IPv4 header");
        c.conceptText =
            tr("<p>The IP header makes RoCEv2 routable across Layer 3 boundaries, which "
               "RoCEv1, an Ethernet protocol of its own, was not.</p>"
               "<p>The DSCP selects the switch queue. The two ECN bits let a congested switch "
               "mark an ECN-capable packet <i>Congestion Experienced</i> instead of dropping "
               "it; the receiver answers such a mark with a CNP. RoCEv2 packets are never "
               "fragmented.</p>");
        if (isIpv6(span, frame))
            c.sources << tr("RFC 8200: Internet Protocol, Version 6");
        else
            c.sources << tr("RFC 791: Internet Protocol (version 4)");
        c.sources << tr("RFC 2474: the DSCP field")
                  << tr("RFC 3168: explicit congestion notification");
        break;
    case Layer::Udp:
        c.title = tr("UDP header");
        c.conceptText =
            tr("<p>UDP carries the InfiniBand transport to destination port 4791, which IANA "
               "assigned to RoCEv2.</p>"
               "<p>The source port names no socket: the sender derives it from the queue pair, "
               "so that ECMP spreads different queue pairs over different paths while the "
               "packets of one queue pair stay on one path, in order. Over IPv4 the checksum "
               "is 0; the invariant CRC protects the packet instead.</p>");
        c.sources << tr("RFC 768: User Datagram Protocol")
                  << tr("IBTA Vol. 1, Annex A17 (RoCEv2), A17.4: the UDP header");
        break;
    case Layer::Bth:
        c.title = tr("Base Transport Header (BTH)");
        // The first sentence is the seed's.
        c.conceptText =
            tr("<p>The Base Transport Header contains information used by the RDMA transport, "
               "including operation identification and queue pair-related fields.</p>"
               "<p>The opcode names the operation and the packet's place in its message "
               "(First, Middle, Last or Only). The destination QP selects the receiving queue "
               "pair. The 24-bit packet sequence number lets the responder detect a lost "
               "packet and answer with a NAK, after which the requester resends from there "
               "(go-back-N). The acknowledge-request bit asks for an ACK; BECN marks a "
               "CNP.</p>");
        c.sources << tr("IBTA Vol. 1, 9.2: Base Transport Header")
                  << tr("IBTA Vol. 1, 9.7: reliable service");
        break;
    case Layer::Extended:
        if (name == "ACK Extended Transport Header") {
            c.title = tr("ACK Extended Transport Header (AETH)");
            c.conceptText =
                tr("<p>The AETH answers the requester. Its syndrome says ACK, RNR NAK or NAK "
                   "(with a code such as <i>PSN sequence error</i>), and the message sequence "
                   "number counts the messages the responder has completed. ACKs, NAKs and the "
                   "first and last packets of a READ response carry it.</p>");
            c.sources << tr("IBTA Vol. 1, 9.3.5: ACK extended transport header")
                      << tr("IBTA Vol. 1, 9.7.5: responder acknowledgements");
        } else {
            c.title = tr("RDMA Extended Transport Header (RETH)");
            // The first sentence follows the seed.
            c.conceptText =
                tr("<p>Certain RDMA operations require remote memory addressing and access "
                   "keys: the RETH carries them.</p>"
                   "<p>It travels in the first packet of an RDMA WRITE and in a READ request: "
                   "the remote virtual address, the remote key (R_Key) the target registered "
                   "and checks, and the length of the whole transfer. Middle and last packets "
                   "carry none; the responder continues at the next address.</p>");
            c.sources << tr("IBTA Vol. 1, 9.3.3: RDMA extended transport header")
                      << tr("IBTA Vol. 1, 10.6: memory registration and keys");
        }
        break;
    case Layer::Payload:
        if (name == "CNP reserved") {
            c.title = tr("CNP reserved bytes");
            c.conceptText =
                tr("<p>A Congestion Notification Packet carries 16 reserved bytes instead of "
                   "data. The receiver (the notification point) sends it to the sender's queue "
                   "pair when packets arrive marked CE, at most one per interval and flow, and "
                   "the sender's DCQCN lowers its rate.</p>");
            c.sources << tr("IBTA Vol. 1, Annex A17, A17.9.2: congestion notification packet");
        } else {
            c.title = tr("Payload");
            c.conceptText =
                tr("<p>The data being written, sent or read, at most one path MTU per packet: a "
                   "longer message is cut into First, Middle and Last packets with consecutive "
                   "sequence numbers. Pad bytes, counted in the BTH, round the payload up to a "
                   "multiple of four bytes.</p>");
            c.sources << tr("IBTA Vol. 1, 9.7: packet sequence and segmentation");
        }
        break;
    case Layer::Trailer:
        c.title = tr("Invariant CRC and frame check sequence");
        c.conceptText =
            tr("<p>Two checks end the frame. The invariant CRC covers the IP, UDP and "
               "InfiniBand headers and the payload, with the fields a router may change "
               "(TTL or hop limit, DSCP and ECN, the checksums, FECN and BECN) read as ones, "
               "so it still holds end to end after a switch marks ECN.</p>"
               "<p>The Ethernet FCS covers the whole frame and is checked and rewritten on "
               "every hop. A frame shorter than 64 bytes is padded before its FCS.</p>");
        c.sources << tr("IBTA Vol. 1, Annex A17, A17.3.3: invariant CRC")
                  << tr("IEEE 802.3, clause 3.2.9: frame check sequence");
        break;
    }
    const int first = static_cast<int>(span.offset);
    const int last = static_cast<int>(span.offset + span.length) - 1;
    c.formula =
        tr("%n bytes: bytes %1 to %2 of packet %3 (%4 bytes)", "", static_cast<int>(span.length))
            .arg(first)
            .arg(last)
            .arg(row + 1)
            .arg(frameBytes);
    for (std::size_t index : span.headers) {
        for (const net::FieldNode& field : frame.tree[index].children) {
            ExplainerInput input;
            input.name = translatedPacketText(field.name);
            const QString value = QString::fromStdString(field.value);
            input.value = field.meaning.empty()
                              ? value
                              : tr("%1 (%2)").arg(value, translatedPacketText(field.meaning));
            // The packet is in the formula line; the bytes locate the field in the hex pane.
            input.source =
                field.length == 1
                    ? tr("byte %1").arg(field.offset)
                    : tr("bytes %1 to %2").arg(field.offset).arg(field.offset + field.length - 1);
            c.inputs.append(input);
        }
    }
    return c;
}

QString AnatomyTexts::caption(const net::CataloguePacket& packet, int row)
{
    const std::string& id = packet.id;
    const unsigned psn = packet.packet.bth.psn;
    // The payload option sets the last (or only) packet's data; the packets before it carry
    // a full path MTU: each caption says which, with the bytes it carries.
    const int bytes = static_cast<int>(packet.packet.payload.size());
    if (id == "write-first")
        return tr("Packet %1: the first packet of a three-packet RDMA WRITE, a full path MTU of "
                  "data (%2 bytes). Its RETH names the remote address, the key and the length "
                  "of the whole message.")
            .arg(row + 1)
            .arg(bytes);
    if (id == "write-middle")
        return tr("Packet %1: a middle packet of the RDMA WRITE, a full path MTU of data (%2 "
                  "bytes) and no RETH; the responder places it after the previous one.")
            .arg(row + 1)
            .arg(bytes);
    if (id == "write-last" && packet.packet.ip.ecn == net::Ecn::Ce)
        return tr("Packet %1: the last packet of the RDMA WRITE with the rest of the message "
                  "(%2 bytes, the last-packet payload set above), marked Congestion "
                  "Experienced by a switch whose queue was above its marking threshold. It asks "
                  "for an acknowledgement.")
            .arg(row + 1)
            .arg(bytes);
    if (id == "write-last")
        return tr("Packet %1: the last packet of the RDMA WRITE with the rest of the message "
                  "(%2 bytes, the last-packet payload set above). It asks for an "
                  "acknowledgement.")
            .arg(row + 1)
            .arg(bytes);
    if (id == "cnp")
        return tr("Packet %1: the responder saw the CE mark and sends a Congestion Notification "
                  "Packet (opcode 0x81) to the requester's queue pair, whose DCQCN lowers its "
                  "rate.")
            .arg(row + 1);
    if (id == "ack")
        return tr("Packet %1: the responder acknowledges every packet up to PSN %2.")
            .arg(row + 1)
            .arg(psn);
    if (id == "write-only")
        return tr("Packet %1: an RDMA WRITE that fits one packet. PSN %2 before it was lost on "
                  "the way, so this one arrives out of order.")
            .arg(row + 1)
            .arg(psn - 1);
    if (id == "nak")
        return tr("Packet %1: the responder expected PSN %2 and answers with a NAK (PSN "
                  "sequence error).")
            .arg(row + 1)
            .arg(psn);
    if (id == "write-only-retransmit")
        return tr("Packet %1: go-back-N. The requester resends PSN %2, from the PSN the NAK "
                  "named on.")
            .arg(row + 1)
            .arg(psn);
    if (id == "send-only")
        return tr("Packet %1: a SEND. The data goes into a receive buffer the responder posted, "
                  "not to an address the requester chose, so there is no RETH.")
            .arg(row + 1);
    if (id == "read-request")
        return tr("Packet %1: an RDMA READ request. No data, only a RETH naming the remote "
                  "buffer and how many bytes to read.")
            .arg(row + 1);
    if (id == "read-response-only")
        return tr("Packet %1: the READ response carries the data back to the requester, with "
                  "an AETH.")
            .arg(row + 1);
    return tr("Packet %1.").arg(row + 1);
}

} // namespace ailab::labs::roce
