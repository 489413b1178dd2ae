#include "labs/common/packet/packet_view.h"

#include <QCoreApplication>
#include <QHash>

namespace ailab::labs {
namespace {

// The English names and meanings the RoCEv2 decoder gives its fields (core/net/roce),
// listed here so that they are translated like every other visible string.
const char* const kTexts[] = {
    // headers
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Ethernet II"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "802.1Q Virtual LAN"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Internet Protocol Version 4"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Internet Protocol Version 6"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "User Datagram Protocol"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Base Transport Header"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RDMA Extended Transport Header"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "ACK Extended Transport Header"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "CNP reserved"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Payload"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Invariant CRC"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Ethernet padding"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Frame check sequence"),
    // fields
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Destination"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Source"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Type"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Priority (PCP)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Drop eligible (DEI)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "VLAN id"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Version"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Header length (bytes)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Differentiated services codepoint (DSCP)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Explicit congestion notification (ECN)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Flow label"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Payload length"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Next header"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Hop limit"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Source address"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Destination address"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Total length"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Identification"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Don't fragment"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "More fragments"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Fragment offset"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Time to live"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Protocol"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Header checksum"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Options (bytes)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Source port"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Destination port"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Length"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Checksum"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Opcode"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Solicited event"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Migration request"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Pad count"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Header version"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Partition key"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "FECN"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "BECN"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Reserved (6 bits)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Destination QP"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Acknowledge request"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Reserved (7 bits)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Packet sequence number"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Virtual address"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Remote key"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "DMA length (bytes)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Syndrome"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Message sequence number"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Reserved (16 bytes)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Data (bytes)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Pad (bytes)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "ICRC"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Padding (bytes)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "FCS"),
    // meanings
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "IPv4"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "IPv6"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "UDP"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RoCEv2"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "correct"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "incorrect"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "none (0 over IPv4)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "not verified"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Not ECN-Capable Transport"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "ECN-Capable Transport ECT(1)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "ECN-Capable Transport ECT(0)"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Congestion Experienced"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "ACK"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RNR NAK"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Reserved"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "NAK: PSN sequence error"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "NAK: invalid request"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "NAK: remote access error"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "NAK: remote operational error"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "NAK: invalid RD request"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "NAK: reserved code"),
    // opcodes (IBA names)
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "SEND First"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "SEND Middle"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "SEND Last"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "SEND Only"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RDMA WRITE First"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RDMA WRITE Middle"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RDMA WRITE Last"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RDMA WRITE Only"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RDMA READ Request"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RDMA READ Response First"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RDMA READ Response Middle"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RDMA READ Response Last"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "RDMA READ Response Only"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Acknowledge"),
    QT_TRANSLATE_NOOP("ailab::labs::PacketView", "Congestion Notification Packet"),
};

} // namespace

QString translatedPacketText(const std::string& text)
{
    if (text.empty())
        return {};
    // Only strings from the list are looked up; anything else (addresses, numbers) stays.
    static const QHash<QString, const char*> known = [] {
        QHash<QString, const char*> map;
        for (const char* t : kTexts)
            map.insert(QString::fromLatin1(t), t);
        return map;
    }();
    const QString english = QString::fromStdString(text);
    const auto it = known.constFind(english);
    if (it == known.cend())
        return english;
    return QCoreApplication::translate("ailab::labs::PacketView", it.value());
}

QStringList knownPacketTexts()
{
    QStringList out;
    for (const char* t : kTexts)
        out << QString::fromLatin1(t);
    return out;
}

} // namespace ailab::labs
