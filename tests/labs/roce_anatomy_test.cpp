#include "core/error.h"
#include "core/net/roce/codec.h"
#include "labs/common/packet/packet_view.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/roce/panels/anatomy_panel.h"
#include "labs/roce/views/anatomy_layer_strip.h"
#include "tests/labs/test_shots.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>
#include <catch2/catch.hpp>

using namespace ailab::labs;
using namespace ailab::labs::roce;
namespace net = ailab::core::net::roce;

namespace {

net::DecodedFrame decodeRow(const AnatomyPanel& panel, int row)
{
    return net::decode(panel.packets()[static_cast<std::size_t>(row)].bytes);
}

std::string errorPath(AnatomyPanel& panel, const QJsonObject& state)
{
    try {
        panel.restoreState(state);
    } catch (const ailab::core::Error& e) {
        return e.path();
    }
    return {};
}

int layerIndex(const AnatomyPanel& panel, net::Layer layer)
{
    for (std::size_t i = 0; i < panel.layers().size(); ++i)
        if (panel.layers()[i].layer == layer)
            return static_cast<int>(i);
    return -1;
}

} // namespace

TEST_CASE("roce anatomy: a click on a block selects its header and highlights its bytes",
          "[gui][roce]")
{
    AnatomyPanel panel;
    panel.resize(1020, 690);
    panel.show();
    PacketView* view = panel.packetView();
    AnatomyLayerStrip* strip = panel.layerStrip();
    REQUIRE(view->packetCount() == 13);
    for (int row : {0, 1, 3, 4, 11, 12}) {
        view->selectPacket(row);
        QCoreApplication::processEvents();
        const net::DecodedFrame frame = decodeRow(panel, row);
        const auto spans = net::layerSpans(frame);
        REQUIRE(strip->blockCount() == static_cast<int>(spans.size()));
        QStringList titles;
        for (int i = 0; i < strip->blockCount(); ++i) {
            INFO("packet " << row << " block " << i);
            const QRect rect = strip->blockRect(i);
            REQUIRE(rect.width() > 10);
            QTest::mouseClick(strip, Qt::LeftButton, {}, rect.center());
            const std::size_t header = spans[static_cast<std::size_t>(i)].headers.front();
            CHECK(view->selectedHeader() == static_cast<int>(header));
            CHECK(view->highlightOffset() == static_cast<int>(frame.tree[header].offset));
            CHECK(view->highlightLength() == static_cast<int>(frame.tree[header].length));
            CHECK(strip->current() == i);
            CHECK(panel.currentLayer() == i);
            titles << panel.explainer()->content().title;
        }
        titles.removeDuplicates();
        CHECK(titles.size() == strip->blockCount()); // every header its own explanation
    }
    // Widths follow the bytes: the 1024-byte payload of the WRITE First is the widest.
    view->selectPacket(0);
    const int payload = layerIndex(panel, net::Layer::Payload);
    for (int i = 0; i < strip->blockCount(); ++i)
        if (i != payload)
            CHECK(strip->blockRect(i).width() < strip->blockRect(payload).width());
    // Keyboard: Right moves to the next layer, as a click does.
    panel.selectLayer(0);
    strip->setFocus();
    QTest::keyClick(strip, Qt::Key_Right);
    CHECK(panel.currentLayer() == 1);
    CHECK(view->highlightOffset() == 18); // IPv4 after Ethernet and the 802.1Q tag
    CHECK(view->highlightLength() == 20);
    ailab::tests::saveTestShot(&panel, QStringLiteral("roce-anatomy-ip"));
}

TEST_CASE("roce anatomy: a field selected in the tree or the bytes lights its block", "[gui][roce]")
{
    AnatomyPanel panel;
    panel.resize(1020, 690);
    panel.show();
    PacketView* view = panel.packetView();
    view->selectPacket(0);
    REQUIRE(view->selectField(QStringLiteral("infiniband.bth.psn")));
    const int bth = layerIndex(panel, net::Layer::Bth);
    CHECK(panel.currentLayer() == bth);
    const ExplainerContent bthText = panel.explainer()->content();
    CHECK(bthText.title == QStringLiteral("Base Transport Header (BTH)"));
    bool psnShown = false;
    for (const ExplainerInput& input : bthText.inputs)
        if (input.name == QStringLiteral("Packet sequence number"))
            psnShown = input.value == QStringLiteral("100"); // the decoded PSN of packet 1
    CHECK(psnShown);
    CHECK(bthText.sources.join(QLatin1Char(' ')).contains(QStringLiteral("IBTA Vol. 1")));

    REQUIRE(view->selectField(QStringLiteral("infiniband.reth.r_key")));
    CHECK(panel.currentLayer() == layerIndex(panel, net::Layer::Extended));
    CHECK(panel.explainer()->content().title.contains(QStringLiteral("RETH")));
    REQUIRE(view->selectField(QStringLiteral("vlan.priority")));
    CHECK(panel.currentLayer() == 0);
    CHECK(panel.explainer()
              ->content()
              .sources.join(QLatin1Char(' '))
              .contains(QStringLiteral("802.1Q")));
    // A byte of the UDP header, as a click in the bytes pane: 18 + 20 + 3.
    REQUIRE(view->selectByte(41));
    CHECK(panel.currentLayer() == layerIndex(panel, net::Layer::Udp));
    CHECK(panel.explainer()
              ->content()
              .sources.join(QLatin1Char(' '))
              .contains(QStringLiteral("RFC 768")));
    REQUIRE(view->selectField(QStringLiteral("eth.fcs")));
    CHECK(panel.currentLayer() == layerIndex(panel, net::Layer::Trailer));

    // The layer stays selected from packet to packet; the ACK has AETH, not RETH.
    view->selectField(QStringLiteral("infiniband.bth.opcode"));
    view->selectPacket(4);
    CHECK(panel.layers()[static_cast<std::size_t>(panel.currentLayer())].layer == net::Layer::Bth);
    CHECK(panel.caption()->text().contains(QStringLiteral("PSN 102")));
    panel.selectLayer(layerIndex(panel, net::Layer::Extended));
    CHECK(panel.explainer()->content().title.contains(QStringLiteral("AETH")));
    view->selectPacket(3);
    CHECK(panel.caption()->text().contains(QStringLiteral("0x81")));
}

TEST_CASE("roce anatomy: the options rebuild the capture", "[gui][roce]")
{
    AnatomyPanel panel;
    panel.resize(1020, 690);
    panel.show();
    PacketView* view = panel.packetView();
    view->selectPacket(2);
    const int v4Bytes = static_cast<int>(panel.packets()[2].bytes.size());
    CHECK(panel.layers()[1].length == 20);
    panel.selectLayer(1);
    CHECK(panel.explainer()->content().title == QStringLiteral("IPv4 header"));

    // IPv6: the IP header grows by 20 bytes, and so does every frame.
    panel.ipVersionBox()->setCurrentIndex(1);
    CHECK(panel.options().ipVersion == 6);
    CHECK(view->currentPacket() == 2);
    CHECK(static_cast<int>(panel.packets()[2].bytes.size()) == v4Bytes + 20);
    CHECK(panel.layers()[1].length == 40);
    CHECK(panel.currentLayer() == 1);
    CHECK(panel.explainer()->content().title == QStringLiteral("IPv6 header"));
    CHECK(panel.explainer()
              ->content()
              .sources.join(QLatin1Char(' '))
              .contains(QStringLiteral("RFC 8200")));
    CHECK(decodeRow(panel, 2).packet->ip.source.v6);

    // Without the 802.1Q tag: 4 bytes less, an Ethernet block of 14 bytes.
    panel.vlanBox()->setChecked(false);
    CHECK(static_cast<int>(panel.packets()[2].bytes.size()) == v4Bytes + 20 - 4);
    CHECK(panel.layers()[0].length == 14);
    CHECK_FALSE(panel.pcpBox()->isEnabled());
    panel.vlanBox()->setChecked(true);
    panel.pcpBox()->setValue(5);
    CHECK(decodeRow(panel, 0).packet->ethernet.vlan->pcp == 5);
    CHECK(panel.layers()[0].length == 18);

    // The payload size changes the WRITE Last and its block.
    panel.payloadBox()->setValue(100);
    const int payload = layerIndex(panel, net::Layer::Payload);
    CHECK(panel.layers()[static_cast<std::size_t>(payload)].length == 100);
    // A smaller MTU caps the payload.
    panel.mtuBox()->setCurrentIndex(panel.mtuBox()->findData(256));
    CHECK(panel.options().mtu == 256);
    CHECK(panel.payloadBox()->maximum() == 256);
    CHECK(decodeRow(panel, 0).packet->payload.size() == 256);

    // The CE mark and its CNP need an ECN-capable codepoint.
    CHECK(decodeRow(panel, 2).packet->ip.ecn == net::Ecn::Ce);
    panel.ecnBox()->setCurrentIndex(panel.ecnBox()->findData(static_cast<int>(net::Ecn::NotEct)));
    CHECK_FALSE(panel.congestionBox()->isEnabled());
    CHECK(view->packetCount() == 12);
    for (int row = 0; row < view->packetCount(); ++row)
        CHECK(decodeRow(panel, row).packet->ip.ecn == net::Ecn::NotEct);
    ailab::tests::saveTestShot(&panel, QStringLiteral("roce-anatomy-ipv6-not-ect"));
}

TEST_CASE("roce anatomy: export writes a pcap whose frames decode", "[gui][roce]")
{
    AnatomyPanel panel;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("anatomy.pcap"));
    // The tab's own export button (PacketView's, with its file dialog).
    bool hasButton = false;
    for (QPushButton* button : panel.findChildren<QPushButton*>())
        hasButton = hasButton || button->text().contains(QStringLiteral(".pcap"));
    CHECK(hasButton);
    QString error;
    REQUIRE(panel.packetView()->exportPcap(path, &error));
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    REQUIRE(bytes.size() > 24);
    qsizetype at = 24;
    int frames = 0;
    while (at + 16 <= bytes.size()) {
        const auto length = qFromLittleEndian<quint32>(bytes.constData() + at + 8);
        const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.constData() + at + 16);
        REQUIRE(at + 16 + length <= static_cast<quint32>(bytes.size()));
        const net::DecodedFrame decoded =
            net::decode(std::span(data, length), net::CodecOptions{false}); // FCS stripped
        CHECK(decoded.ok());
        CHECK(decoded.icrcOk);
        CHECK(decoded.packet->bth.opcode ==
              panel.packets()[static_cast<std::size_t>(frames)].packet.bth.opcode);
        at += 16 + length;
        ++frames;
    }
    CHECK(at == bytes.size());
    CHECK(frames == 13);
}

TEST_CASE("roce anatomy: save, restore and reset", "[gui][roce]")
{
    AnatomyPanel panel;
    const QJsonObject defaults = panel.saveState();
    CHECK(defaults[QStringLiteral("layer")].toString() == QStringLiteral("bth"));
    CHECK(defaults[QStringLiteral("packet")].toInt() == 0);
    panel.ipVersionBox()->setCurrentIndex(1);
    panel.vlanBox()->setChecked(false);
    panel.payloadBox()->setValue(300);
    panel.packetView()->selectPacket(6);
    panel.selectLayer(layerIndex(panel, net::Layer::Extended)); // the NAK's AETH
    const QJsonObject state = panel.saveState();
    CHECK(state[QStringLiteral("ipVersion")].toInt() == 6);
    CHECK(state[QStringLiteral("packet")].toInt() == 6);
    CHECK(state[QStringLiteral("layer")].toString() == QStringLiteral("extended"));

    AnatomyPanel other;
    other.restoreState(state);
    CHECK(other.saveState() == state);
    CHECK(other.packetView()->currentPacket() == 6);
    CHECK(other.explainer()->content().title.contains(QStringLiteral("AETH")));
    CHECK(other.packets()[0].bytes == panel.packets()[0].bytes);

    // Errors name the field and change nothing.
    CHECK(errorPath(other, QJsonObject{{"mtu", 1500}}) == "/mtu");
    CHECK(errorPath(other, QJsonObject{{"ipVersion", "six"}}) == "/ipVersion");
    CHECK(errorPath(other, QJsonObject{{"ecn", "ce"}}) == "/ecn");
    CHECK(errorPath(other, QJsonObject{{"payloadBytes", 2000}}) == "/payloadBytes");
    CHECK(errorPath(other, QJsonObject{{"packet", 13}}) == "/packet");
    CHECK(errorPath(other, QJsonObject{{"layer", "lrh"}}) == "/layer");
    CHECK(errorPath(other, QJsonObject{{"vlan", 1}}) == "/vlan");
    CHECK(other.saveState() == state);

    other.resetToDefaults();
    CHECK(other.saveState() == defaults);
    CHECK(other.layers()[1].length == 20);
    CHECK(other.ipVersionBox()->currentData().toInt() == 4);
}

TEST_CASE("roce anatomy: the tab fits 1020x690", "[gui][roce]")
{
    AnatomyPanel panel;
    panel.resize(1020, 690);
    panel.show();
    panel.packetView()->selectPacket(0);
    panel.packetView()->selectField(QStringLiteral("infiniband.bth.destqp"));
    QCoreApplication::processEvents();
    // The page scrolls vertically only (hostInVerticalScroll); at this size it need not.
    auto* scroll = panel.findChild<QScrollArea*>(QString(), Qt::FindDirectChildrenOnly);
    REQUIRE(scroll);
    const QSize minimum = scroll->widget()->minimumSizeHint();
    QTest::qWait(50);
    INFO("minimum " << minimum.width() << "x" << minimum.height() << ", content "
                    << scroll->widget()->width() << "x" << scroll->widget()->height()
                    << ", viewport " << scroll->viewport()->width() << "x"
                    << scroll->viewport()->height());
    CHECK(minimum.width() <= 1020);
    CHECK(minimum.height() <= 690);
    CHECK_FALSE(scroll->verticalScrollBar()->isVisible());
    CHECK(scroll->widget()->width() <= 1020);
    // Every block shows its whole title at this width.
    const AnatomyLayerStrip* strip = panel.layerStrip();
    QFont bold = strip->font();
    bold.setBold(true);
    for (int i = 0; i < strip->blockCount(); ++i)
        CHECK(strip->blockRect(i).width() >=
              QFontMetrics(bold).horizontalAdvance(strip->block(i).title));
    ailab::tests::saveTestShot(&panel, QStringLiteral("roce-anatomy-fit"));
}

TEST_CASE("roce anatomy: each packet says how much data it carries and why", "[gui][roce]")
{
    AnatomyPanel panel;
    panel.resize(1020, 690);
    panel.show();
    panel.payloadBox()->setValue(256);
    // The option names the packet it sets; its label says so, not just "Payload".
    bool sawBuddy = false;
    for (const QLabel* l : panel.findChildren<QLabel*>()) {
        if (l->buddy() == panel.payloadBox()) {
            sawBuddy = true;
            CHECK(l->text().remove(QLatin1Char('&')).startsWith(QStringLiteral("Last-packet")));
        }
    }
    CHECK(sawBuddy);
    PacketView* view = panel.packetView();
    for (int row = 0; row < view->packetCount(); ++row) {
        const auto& packet = panel.packets()[static_cast<std::size_t>(row)];
        if (packet.id.rfind("write-", 0) != 0)
            continue;
        view->selectPacket(row);
        const QString caption = panel.caption()->text();
        INFO(caption.toStdString());
        const int bytes = static_cast<int>(packet.packet.payload.size());
        // The WRITE First carries a full MTU, 1,024 bytes, not the 256 set for the last one:
        // its caption says both what it carries and that it is a full MTU.
        if (packet.id == "write-first" || packet.id == "write-middle") {
            CHECK(bytes == panel.options().mtu);
            CHECK(caption.contains(QStringLiteral("full path MTU")));
        }
        if (packet.id == "write-last")
            CHECK(bytes == 256);
        if (packet.id != "write-only" && packet.id != "write-only-retransmit")
            CHECK(caption.contains(QString::number(bytes)));
    }
}
