#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QWidget>
#include <vector>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace ailab::core::net::roce {
struct DecodedFrame;
}

namespace ailab::labs {

// One frame of a trace: its bytes as on the wire and when it was seen.
struct CapturedPacket
{
    QByteArray bytes;
    double timeSeconds = 0.0;
};

// Packets as Wireshark shows them (docs/architecture.md, "What users can expect", 13): a packet
// list (No., Time, Source, Destination, Protocol, Length, Info), a tree with one node per header
// and its fields, and the bytes as offset | hex | ASCII. Selecting a field highlights exactly its
// bytes; clicking a byte selects the field that holds it. Decoding is the core's
// (core/net/roce/codec.h); export writes a .pcap through the core's writer.
class PacketView : public QWidget
{
    Q_OBJECT
public:
    explicit PacketView(QWidget* parent = nullptr);
    ~PacketView() override;

    // `framesHaveFcs`: each frame ends with its 4-byte Ethernet FCS (as the core encodes).
    void setPackets(const QList<CapturedPacket>& packets, bool framesHaveFcs = true);
    void clear();
    int packetCount() const;

    void selectPacket(int row);
    int currentPacket() const; // -1 when none
    // Selects the deepest field holding byte `offset` of the shown packet, as a click on
    // that byte does. False when no field holds it.
    bool selectByte(int offset);
    // Selects the first field (depth first) whose Wireshark filter name is `filter`.
    bool selectField(const QString& filter);
    // Selects the `index`th header (top-level node) of the shown packet, as a click on it
    // does. False when there is no such header.
    bool selectHeader(int index);
    // The top-level node (header) that holds the selected item; -1 when none is selected.
    int selectedHeader() const;
    // The decoder's result for packet `row` (the tree the header pane shows); null when
    // there is no such row.
    const core::net::roce::DecodedFrame* decodedFrame(int row) const;
    // The bytes of the selected field or header: offset and length (0 when none).
    int highlightOffset() const { return m_highlightOffset; }
    int highlightLength() const { return m_highlightLength; }
    // The text of the selected tree item ("Destination QP: 0x000012 (18)").
    QString selectedFieldText() const;

    // Writes the packets as a classic .pcap (nanosecond timestamps); false with `error`.
    bool exportPcap(const QString& path, QString* error = nullptr) const;

    QTableWidget* packetList() const { return m_list; }
    QTreeWidget* headerTree() const { return m_tree; }
    QPlainTextEdit* bytesPane() const { return m_bytes; }
    // The pane's text position of byte `offset` in the hex column (for tests and tools).
    int hexTextPosition(int offset) const;

Q_SIGNALS:
    void packetSelected(int row);
    void exported(const QString& path);
    // A field or header was selected (in the tree, or by a byte): its bytes.
    void fieldSelected(int offset, int length);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fillList();
    void showPacket(int row);
    void addNodes(QTreeWidgetItem* parent, const void* nodes);
    void highlight(int offset, int length);
    void onTreeSelection();
    void onBytesCursor();
    void onExport();
    void applyFonts();
    int byteAtTextPosition(int position) const;

    QTableWidget* m_list = nullptr;
    QTreeWidget* m_tree = nullptr;
    QPlainTextEdit* m_bytes = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_export = nullptr;
    QList<CapturedPacket> m_packets;
    std::vector<core::net::roce::DecodedFrame> m_decoded;
    bool m_withFcs = true;
    int m_current = -1;
    int m_highlightOffset = 0;
    int m_highlightLength = 0;
    bool m_updating = false;
};

// The translated name or meaning of a string the decoder emits (field and header names,
// enumerated meanings); the English text when it is not in the list.
QString translatedPacketText(const std::string& text);
// Every such string the decoder may emit (for the completeness test).
QStringList knownPacketTexts();

} // namespace ailab::labs
