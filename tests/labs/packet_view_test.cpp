#include "core/net/roce/codec.h"
#include "core/net/roce/packet_builder.h"
#include "labs/common/packet/packet_view.h"
#include "tests/labs/test_shots.h"

#include <QFile>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTreeWidget>
#include <catch2/catch.hpp>
#include <functional>

using namespace ailab::labs;
namespace roce = ailab::core::net::roce;

namespace {

QByteArray toBytes(const std::vector<std::uint8_t>& v)
{
    return QByteArray(reinterpret_cast<const char*>(v.data()), static_cast<qsizetype>(v.size()));
}

// An RDMA WRITE of 1.5 KB (First + Last), its ACK, a CE-marked WRITE and a CNP, as an RC
// connection over VLAN 100 sends them.
QList<CapturedPacket> sampleTrace()
{
    roce::Flow flow;
    flow.sourceMac = {0x02, 0, 0, 0, 0, 0x01};
    flow.destinationMac = {0x02, 0, 0, 0, 0, 0x02};
    flow.vlan = roce::VlanTag{3, false, 100};
    flow.destQp = 0x12;
    const roce::PacketBuilder requester(flow, 1024);
    const roce::PacketBuilder responder(roce::reverse(flow, 0x34), 1024);
    std::vector<std::uint8_t> data(1500);
    for (std::size_t i = 0; i < data.size(); ++i)
        data[i] = static_cast<std::uint8_t>('A' + i % 26);
    QList<CapturedPacket> trace;
    double t = 0;
    for (const auto& p : requester.rdmaWrite(7, 0x7f0000001000, 0x1234, data)) {
        trace.append({toBytes(roce::encode(p)), t});
        t += 0.25e-6;
    }
    trace.append({toBytes(roce::encode(responder.ack(8, 1))), 2.1e-6});
    auto marked = requester.rdmaWrite(9, 0x7f0000002000, 0x1234, std::span(data).first(64));
    marked.front().ip.ecn = roce::Ecn::Ce;
    trace.append({toBytes(roce::encode(marked.front())), 3.0e-6});
    trace.append({toBytes(roce::encode(responder.cnp())), 3.4e-6});
    return trace;
}

} // namespace

TEST_CASE("Packet view lists the packets as Wireshark does", "[gui][packet_view]")
{
    PacketView view;
    view.resize(900, 650);
    view.setPackets(sampleTrace());
    QTableWidget* list = view.packetList();
    REQUIRE(list->rowCount() == 5);
    CHECK(list->horizontalHeaderItem(0)->text() == QStringLiteral("No."));
    CHECK(list->horizontalHeaderItem(6)->text() == QStringLiteral("Info"));
    CHECK(list->item(0, 2)->text() == QStringLiteral("10.0.0.1"));
    CHECK(list->item(0, 3)->text() == QStringLiteral("10.0.0.2"));
    CHECK(list->item(0, 4)->text() == QStringLiteral("RoCEv2"));
    CHECK(list->item(0, 6)->text() == QStringLiteral("RDMA WRITE First, QP 0x000012, PSN 7"));
    CHECK(list->item(2, 2)->text() == QStringLiteral("10.0.0.2"));
    CHECK(list->item(2, 6)->text() == QStringLiteral("Acknowledge, QP 0x000034, PSN 8"));
    CHECK(list->item(3, 6)->text().contains(QStringLiteral("congestion experienced")));
    CHECK(list->item(4, 6)->text().startsWith(QStringLiteral("Congestion Notification Packet")));
    CHECK(view.currentPacket() == 0);
    // Header tree: one node per header of the selected packet.
    QStringList headers;
    for (int i = 0; i < view.headerTree()->topLevelItemCount(); ++i)
        headers << view.headerTree()->topLevelItem(i)->text(0);
    CHECK(headers ==
          QStringList{QStringLiteral("Ethernet II"), QStringLiteral("802.1Q Virtual LAN"),
                      QStringLiteral("Internet Protocol Version 4"),
                      QStringLiteral("User Datagram Protocol"),
                      QStringLiteral("Base Transport Header"),
                      QStringLiteral("RDMA Extended Transport Header"), QStringLiteral("Payload"),
                      QStringLiteral("Invariant CRC"), QStringLiteral("Frame check sequence")});
    // Clicking a row shows that packet.
    const QRect rowRect = list->visualItemRect(list->item(2, 0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rowRect.center());
    CHECK(view.currentPacket() == 2);
    CHECK(view.headerTree()->topLevelItem(5)->text(0) ==
          QStringLiteral("ACK Extended Transport Header"));
}

TEST_CASE("Selecting a field highlights exactly its bytes", "[gui][packet_view]")
{
    PacketView view;
    view.resize(900, 650);
    view.show();
    view.setPackets(sampleTrace());
    REQUIRE(view.selectField(QStringLiteral("infiniband.bth.destqp")));
    // Ethernet 14 + VLAN 4 + IPv4 20 + UDP 8 + BTH bytes 5..7: offset 51, 3 bytes.
    CHECK(view.highlightOffset() == 51);
    CHECK(view.highlightLength() == 3);
    CHECK(view.selectedFieldText() == QStringLiteral("Destination QP: 0x000012 (18)"));
    // The pane marks those bytes: hex digits and ASCII, nothing else.
    const auto selections = view.bytesPane()->extraSelections();
    REQUIRE(selections.size() == 6);
    CHECK(selections[0].cursor.selectedText() == QStringLiteral("00 "));
    CHECK(selections[4].cursor.selectedText() == QStringLiteral("12"));

    // A header selects all of its bytes.
    QTreeWidgetItem* bth = view.headerTree()->topLevelItem(4);
    view.headerTree()->setCurrentItem(bth);
    CHECK(view.highlightOffset() == 46);
    CHECK(view.highlightLength() == 12);

    // Bit fields share their byte: the pad count of the first packet's BTH is in byte 47.
    REQUIRE(view.selectField(QStringLiteral("infiniband.bth.padcnt")));
    CHECK(view.highlightOffset() == 47);
    CHECK(view.highlightLength() == 1);
    CHECK(view.selectedFieldText() == QStringLiteral("..00 .... = Pad count: 0"));
    ailab::tests::saveTestShot(&view, QStringLiteral("packet_view_field"));
}

TEST_CASE("Clicking a byte selects the field that holds it", "[gui][packet_view]")
{
    PacketView view;
    view.resize(900, 650);
    view.show();
    view.setPackets(sampleTrace());
    REQUIRE(QTest::qWaitForWindowExposed(&view));
    QPlainTextEdit* pane = view.bytesPane();

    auto clickByte = [&](int offset) {
        QTextCursor cursor(pane->document());
        cursor.setPosition(view.hexTextPosition(offset));
        pane->setTextCursor(cursor);
        pane->ensureCursorVisible();
        const QRect rect = pane->cursorRect(cursor);
        QTest::mouseClick(pane->viewport(), Qt::LeftButton, {}, rect.center() + QPoint(2, 0));
    };
    // Byte 58 is the first byte of the RETH's virtual address (BTH ends at 57).
    clickByte(58);
    CHECK(
        view.selectedFieldText().startsWith(QStringLiteral("Virtual address: 0x00007f0000001000")));
    CHECK(view.highlightOffset() == 58);
    CHECK(view.highlightLength() == 8);
    // Byte 28 is the IPv4 header checksum.
    clickByte(28);
    CHECK(view.selectedFieldText().startsWith(QStringLiteral("Header checksum: 0x")));
    CHECK(view.selectedFieldText().endsWith(QStringLiteral("(correct)")));
    CHECK(view.highlightOffset() == 28);
    CHECK(view.highlightLength() == 2);
    // A payload byte selects the data, which covers the payload bytes.
    CHECK(view.selectByte(100));
    CHECK(view.highlightOffset() == 74);
    CHECK(view.highlightLength() == 1024);
}

TEST_CASE("Malformed bytes show what was decoded and where it stopped", "[gui][packet_view]")
{
    PacketView view;
    QList<CapturedPacket> trace = sampleTrace();
    trace[0].bytes.truncate(40);
    view.setPackets(trace, true);
    CHECK(view.packetList()->item(0, 4)->text() == QStringLiteral("Ethernet"));
    CHECK(view.packetList()->item(0, 6)->text().startsWith(QStringLiteral("Malformed at byte")));
    QTreeWidget* tree = view.headerTree();
    REQUIRE(tree->topLevelItemCount() >= 2);
    CHECK(tree->topLevelItem(tree->topLevelItemCount() - 1)
              ->text(0)
              .startsWith(QStringLiteral("[Malformed packet at byte")));
}

TEST_CASE("Packet view exports a pcap through the core writer", "[gui][packet_view]")
{
    PacketView view;
    view.setPackets(sampleTrace());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("trace.pcap"));
    QString error;
    REQUIRE(view.exportPcap(path, &error));
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    // Header 24 B, then per packet 16 B + the frame without its 4-byte FCS.
    qsizetype expected = 24;
    for (const CapturedPacket& packet : sampleTrace())
        expected += 16 + packet.bytes.size() - 4;
    CHECK(bytes.size() == expected);
    CHECK(static_cast<unsigned char>(bytes[0]) == 0x4D); // nanosecond magic, little-endian
    CHECK_FALSE(view.exportPcap(QStringLiteral("/nonexistent-folder/x.pcap"), &error));
    CHECK(error.contains(QStringLiteral("nonexistent-folder")));
}

TEST_CASE("Every text the decoder shows is in the translation list", "[gui][packet_view]")
{
    const QStringList known = knownPacketTexts();
    QSet<QString> missing;
    std::function<void(const std::vector<roce::FieldNode>&)> visit =
        [&](const std::vector<roce::FieldNode>& nodes) {
            for (const roce::FieldNode& node : nodes) {
                if (!known.contains(QString::fromStdString(node.name)))
                    missing.insert(QString::fromStdString(node.name));
                if (!node.meaning.empty() && !known.contains(QString::fromStdString(node.meaning)))
                    missing.insert(QString::fromStdString(node.meaning));
                visit(node.children);
            }
        };
    roce::Flow v6;
    v6.source = roce::ipv6Address({0xfd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1});
    v6.destination = roce::ipv6Address({0xfd, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2});
    const roce::PacketBuilder b6(v6, 256);
    QList<CapturedPacket> trace = sampleTrace();
    for (const auto& p : b6.readResponse(1, 2, std::vector<std::uint8_t>(600, 1)))
        trace.append({toBytes(roce::encode(p)), 0});
    trace.append({toBytes(roce::encode(b6.readRequest(1, 0, 0, 600))), 0});
    trace.append({toBytes(roce::encode(b6.nak(1, 2, roce::NakCode::RemoteAccessError))), 0});
    trace.append({toBytes(roce::encode(b6.send(4, std::vector<std::uint8_t>(3, 1)).front())), 0});
    for (const CapturedPacket& packet : trace) {
        const auto* data = reinterpret_cast<const std::uint8_t*>(packet.bytes.constData());
        visit(roce::decode(std::span(data, static_cast<std::size_t>(packet.bytes.size()))).tree);
    }
    CAPTURE(QStringList(missing.begin(), missing.end()).join(QStringLiteral(", ")).toStdString());
    CHECK(missing.isEmpty());
}
