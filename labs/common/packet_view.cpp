#include "labs/common/packet_view.h"

#include "core/error.h"
#include "core/net/pcap_writer.h"
#include "core/net/roce/codec.h"

#include <QEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBlock>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <cmath>
#include <functional>

namespace ailab::labs {

namespace roce = core::net::roce;

namespace {

// Bytes pane layout, as Wireshark's: "0000  02 00 00 00 00 02 02 00  00 00 00 01 81 00 60 64
//  ......`d": offset, 16 hex bytes with a gap after eight, then the ASCII column.
constexpr int kBytesPerLine = 16;
constexpr int kHexStart = 6;
constexpr int kAsciiStart = kHexStart + kBytesPerLine * 3 + 2;

int hexColumn(int indexInLine)
{
    return kHexStart + indexInLine * 3 + (indexInLine >= 8 ? 1 : 0);
}

constexpr int kOffsetRole = Qt::UserRole;
constexpr int kLengthRole = Qt::UserRole + 1;
constexpr int kFilterRole = Qt::UserRole + 2;

enum Column { No, Time, Source, Destination, Protocol, Length, Info, ColumnCount };

} // namespace

PacketView::PacketView(QWidget* parent)
    : QWidget(parent)
{
    m_list = new QTableWidget(0, ColumnCount, this);
    m_list->setHorizontalHeaderLabels({tr("No."), tr("Time (s)"), tr("Source"), tr("Destination"),
                                       tr("Protocol"), tr("Length"), tr("Info")});
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->verticalHeader()->hide();
    m_list->horizontalHeader()->setStretchLastSection(true);
    m_list->setAlternatingRowColors(true);
    m_list->setAccessibleName(tr("Packet list"));
    m_list->setAccessibleDescription(
        tr("One row per packet: number, time, source, destination, protocol, length and "
           "a summary."));

    m_tree = new QTreeWidget(this);
    m_tree->setHeaderHidden(true);
    m_tree->setAccessibleName(tr("Packet details"));
    m_tree->setAccessibleDescription(
        tr("One node per header of the selected packet, with its fields. Selecting a field "
           "highlights its bytes."));

    m_bytes = new QPlainTextEdit(this);
    m_bytes->setReadOnly(true);
    m_bytes->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_bytes->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_bytes->setAccessibleName(tr("Packet bytes"));
    m_bytes->setAccessibleDescription(
        tr("The selected packet as offset, hexadecimal bytes and ASCII. Moving the cursor to a "
           "byte selects the field that holds it."));

    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setAccessibleName(tr("Selected field"));
    m_export = new QPushButton(tr("Export .pcap…"), this);
    m_export->setAccessibleName(tr("Export the packets as a pcap file"));
    m_export->setToolTip(tr("Writes the packets as a .pcap file that Wireshark and tshark "
                            "open and dissect as RoCEv2."));

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_bytes);
    splitter->setChildrenCollapsible(false);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 4);
    splitter->setStretchFactor(2, 3);

    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter, 1);
    layout->addLayout(bottom);

    connect(m_list, &QTableWidget::itemSelectionChanged, this, [this] {
        const auto rows = m_list->selectionModel()->selectedRows();
        if (!rows.isEmpty() && !m_updating)
            showPacket(rows.first().row());
    });
    connect(m_tree, &QTreeWidget::itemSelectionChanged, this, &PacketView::onTreeSelection);
    connect(m_bytes, &QPlainTextEdit::cursorPositionChanged, this, &PacketView::onBytesCursor);
    connect(m_export, &QPushButton::clicked, this, &PacketView::onExport);
    applyFonts();
    clear();
}

PacketView::~PacketView() = default;

void PacketView::setPackets(const QList<CapturedPacket>& packets, bool framesHaveFcs)
{
    m_packets = packets;
    m_withFcs = framesHaveFcs;
    m_decoded.clear();
    m_decoded.reserve(static_cast<std::size_t>(packets.size()));
    for (const CapturedPacket& packet : packets) {
        const auto* data = reinterpret_cast<const std::uint8_t*>(packet.bytes.constData());
        m_decoded.push_back(
            roce::decode(std::span(data, static_cast<std::size_t>(packet.bytes.size())),
                         roce::CodecOptions{framesHaveFcs}));
    }
    fillList();
    m_export->setEnabled(!m_packets.isEmpty());
    if (m_packets.isEmpty())
        showPacket(-1);
    else
        selectPacket(0);
}

void PacketView::clear()
{
    setPackets({});
}

int PacketView::packetCount() const
{
    return static_cast<int>(m_packets.size());
}

int PacketView::currentPacket() const
{
    return m_current;
}

void PacketView::fillList()
{
    m_updating = true;
    m_list->clearContents();
    m_list->setRowCount(packetCount());
    for (int row = 0; row < packetCount(); ++row) {
        const roce::DecodedFrame& frame = m_decoded[static_cast<std::size_t>(row)];
        QString source;
        QString destination;
        QString protocol;
        QString info;
        if (frame.packet) {
            const roce::RocePacket& p = *frame.packet;
            source = QString::fromStdString(roce::formatIp(p.ip.source));
            destination = QString::fromStdString(roce::formatIp(p.ip.destination));
            protocol = tr("RoCEv2");
            const roce::OpcodeInfo* opcode =
                roce::opcodeInfo(static_cast<std::uint8_t>(p.bth.opcode));
            const QString name = translatedPacketText(opcode->name);
            if (p.ip.ecn == roce::Ecn::Ce)
                info = tr("%1, QP %2, PSN %3, ECN congestion experienced")
                           .arg(name,
                                QStringLiteral("0x%1").arg(p.bth.destQp, 6, 16, QLatin1Char('0')))
                           .arg(p.bth.psn);
            else
                info = tr("%1, QP %2, PSN %3")
                           .arg(name,
                                QStringLiteral("0x%1").arg(p.bth.destQp, 6, 16, QLatin1Char('0')))
                           .arg(p.bth.psn);
            if (!frame.icrcOk)
                info = tr("%1 [ICRC incorrect]").arg(info);
        } else {
            protocol = tr("Ethernet");
            info = tr("Malformed at byte %1: %2")
                       .arg(frame.errorOffset)
                       .arg(QString::fromStdString(frame.error));
        }
        const CapturedPacket& packet = m_packets[row];
        const QStringList cells{QString::number(row + 1),
                                QString::number(packet.timeSeconds, 'f', 9),
                                source,
                                destination,
                                protocol,
                                QString::number(packet.bytes.size()),
                                info};
        for (int column = 0; column < ColumnCount; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column == No || column == Time || column == Length)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_list->setItem(row, column, item);
        }
    }
    m_list->resizeColumnsToContents();
    m_updating = false;
}

void PacketView::selectPacket(int row)
{
    if (row < 0 || row >= packetCount())
        return;
    m_updating = true;
    m_list->selectRow(row);
    m_updating = false;
    showPacket(row);
}

void PacketView::showPacket(int row)
{
    m_current = row;
    m_updating = true;
    m_tree->clear();
    m_bytes->clear();
    m_updating = false;
    highlight(0, 0);
    if (row < 0) {
        m_status->setText(tr("No packet selected."));
        return;
    }
    const roce::DecodedFrame& frame = m_decoded[static_cast<std::size_t>(row)];
    m_updating = true;
    addNodes(nullptr, &frame.tree);
    if (!frame.ok()) {
        auto* error = new QTreeWidgetItem(m_tree);
        error->setText(0, tr("[Malformed packet at byte %1: %2]")
                              .arg(frame.errorOffset)
                              .arg(QString::fromStdString(frame.error)));
        error->setData(0, kOffsetRole, static_cast<int>(frame.errorOffset));
        error->setData(
            0, kLengthRole,
            frame.errorOffset < static_cast<std::size_t>(m_packets[row].bytes.size()) ? 1 : 0);
    }
    // The bytes pane: offset | hex | ASCII, 16 bytes a line.
    const QByteArray& bytes = m_packets[row].bytes;
    QString text;
    for (int start = 0; start < bytes.size(); start += kBytesPerLine) {
        QString line = QStringLiteral("%1  ").arg(start, 4, 16, QLatin1Char('0'));
        QString ascii;
        for (int i = 0; i < kBytesPerLine; ++i) {
            if (i == 8)
                line += QLatin1Char(' ');
            if (start + i < bytes.size()) {
                const auto byte = static_cast<unsigned char>(bytes[start + i]);
                line += QStringLiteral("%1 ").arg(byte, 2, 16, QLatin1Char('0'));
                ascii += (byte >= 0x20 && byte < 0x7F) ? QChar(byte) : QLatin1Char('.');
            } else {
                line += QStringLiteral("   ");
            }
        }
        line += QLatin1Char(' ') + ascii;
        if (!text.isEmpty())
            text += QLatin1Char('\n');
        text += line;
    }
    m_bytes->setPlainText(text);
    m_updating = false;
    m_status->setText(
        tr("Packet %1: %2 bytes. Select a field to see its bytes.").arg(row + 1).arg(bytes.size()));
    emit packetSelected(row);
}

void PacketView::addNodes(QTreeWidgetItem* parent, const void* nodesPtr)
{
    const auto& nodes = *static_cast<const std::vector<roce::FieldNode>*>(nodesPtr);
    for (const roce::FieldNode& node : nodes) {
        auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_tree);
        const QString name = translatedPacketText(node.name);
        QString text;
        if (node.value.empty() && node.children.empty() == false) {
            text = name;
        } else if (node.value.empty()) {
            text = name;
        } else if (node.meaning.empty()) {
            text = tr("%1: %2").arg(name, QString::fromStdString(node.value));
        } else {
            text = tr("%1: %2 (%3)")
                       .arg(name, QString::fromStdString(node.value),
                            translatedPacketText(node.meaning));
        }
        if (!node.bits.empty())
            text = tr("%1 = %2").arg(QString::fromStdString(node.bits), text);
        item->setText(0, text);
        item->setData(0, kOffsetRole, static_cast<int>(node.offset));
        item->setData(0, kLengthRole, static_cast<int>(node.length));
        item->setData(0, kFilterRole, QString::fromStdString(node.filter));
        if (!node.children.empty())
            addNodes(item, &node.children);
    }
}

void PacketView::highlight(int offset, int length)
{
    m_highlightOffset = offset;
    m_highlightLength = length;
    QList<QTextEdit::ExtraSelection> selections;
    QTextCharFormat format;
    format.setBackground(palette().color(QPalette::Highlight));
    format.setForeground(palette().color(QPalette::HighlightedText));
    QTextDocument* document = m_bytes->document();
    for (int i = offset; i < offset + length; ++i) {
        const QTextBlock block = document->findBlockByNumber(i / kBytesPerLine);
        if (!block.isValid())
            break;
        const int inLine = i % kBytesPerLine;
        // The hex digits (and the space to the next byte of the field, so a field reads as
        // one band), and the ASCII character.
        QTextCursor hex(block);
        hex.setPosition(block.position() + hexColumn(inLine));
        const bool joinNext = i + 1 < offset + length && inLine + 1 < kBytesPerLine && inLine != 7;
        hex.setPosition(block.position() + hexColumn(inLine) + (joinNext ? 3 : 2),
                        QTextCursor::KeepAnchor);
        selections.append({hex, format});
        QTextCursor ascii(block);
        ascii.setPosition(block.position() + kAsciiStart + inLine);
        ascii.setPosition(block.position() + kAsciiStart + inLine + 1, QTextCursor::KeepAnchor);
        selections.append({ascii, format});
    }
    m_bytes->setExtraSelections(selections);
    if (length > 0) {
        const QTextBlock block = document->findBlockByNumber(offset / kBytesPerLine);
        if (block.isValid()) {
            m_updating = true;
            QTextCursor cursor(block);
            cursor.setPosition(block.position() + hexColumn(offset % kBytesPerLine));
            m_bytes->setTextCursor(cursor);
            m_bytes->ensureCursorVisible();
            m_updating = false;
        }
    }
}

void PacketView::onTreeSelection()
{
    if (m_updating)
        return;
    const auto items = m_tree->selectedItems();
    if (items.isEmpty())
        return;
    const QTreeWidgetItem* item = items.first();
    const int offset = item->data(0, kOffsetRole).toInt();
    const int length = item->data(0, kLengthRole).toInt();
    highlight(offset, length);
    const QString filter = item->data(0, kFilterRole).toString();
    if (length <= 0)
        m_status->setText(item->text(0));
    else if (filter.isEmpty())
        m_status->setText(
            tr("Bytes %1 to %2 (%3 bytes)").arg(offset).arg(offset + length - 1).arg(length));
    else
        m_status->setText(tr("%1, bytes %2 to %3 (%4 bytes)")
                              .arg(filter)
                              .arg(offset)
                              .arg(offset + length - 1)
                              .arg(length));
}

int PacketView::hexTextPosition(int offset) const
{
    const QTextBlock block = m_bytes->document()->findBlockByNumber(offset / kBytesPerLine);
    if (!block.isValid())
        return -1;
    return block.position() + hexColumn(offset % kBytesPerLine);
}

int PacketView::byteAtTextPosition(int position) const
{
    const QTextBlock block = m_bytes->document()->findBlock(position);
    if (!block.isValid())
        return -1;
    const int column = position - block.position();
    int inLine = -1;
    if (column >= kAsciiStart) {
        inLine = column - kAsciiStart;
    } else if (column >= kHexStart) {
        for (int i = 0; i < kBytesPerLine; ++i) {
            if (column >= hexColumn(i) && column < hexColumn(i) + 3)
                inLine = i;
        }
    }
    if (inLine < 0 || inLine >= kBytesPerLine)
        return -1;
    const int offset = block.blockNumber() * kBytesPerLine + inLine;
    return m_current >= 0 && offset < m_packets[m_current].bytes.size() ? offset : -1;
}

void PacketView::onBytesCursor()
{
    if (m_updating)
        return;
    const int offset = byteAtTextPosition(m_bytes->textCursor().position());
    if (offset >= 0)
        selectByte(offset);
}

bool PacketView::selectByte(int offset)
{
    // The deepest, then shortest, item whose bytes hold `offset`.
    QTreeWidgetItem* best = nullptr;
    int bestDepth = -1;
    int bestLength = 0;
    std::function<void(QTreeWidgetItem*, int)> visit = [&](QTreeWidgetItem* item, int depth) {
        const int start = item->data(0, kOffsetRole).toInt();
        const int length = item->data(0, kLengthRole).toInt();
        if (length > 0 && offset >= start && offset < start + length &&
            (depth > bestDepth || (depth == bestDepth && length < bestLength))) {
            best = item;
            bestDepth = depth;
            bestLength = length;
        }
        for (int i = 0; i < item->childCount(); ++i)
            visit(item->child(i), depth + 1);
    };
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        visit(m_tree->topLevelItem(i), 0);
    if (!best)
        return false;
    for (QTreeWidgetItem* p = best->parent(); p; p = p->parent())
        p->setExpanded(true);
    m_tree->setCurrentItem(best);
    m_tree->scrollToItem(best);
    return true;
}

bool PacketView::selectField(const QString& filter)
{
    const auto items =
        m_tree->findItems(QStringLiteral("*"), Qt::MatchWildcard | Qt::MatchRecursive);
    for (QTreeWidgetItem* item : items) {
        if (item->data(0, kFilterRole).toString() == filter) {
            for (QTreeWidgetItem* p = item->parent(); p; p = p->parent())
                p->setExpanded(true);
            m_tree->setCurrentItem(item);
            m_tree->scrollToItem(item);
            return true;
        }
    }
    return false;
}

QString PacketView::selectedFieldText() const
{
    const auto items = m_tree->selectedItems();
    return items.isEmpty() ? QString() : items.first()->text(0);
}

bool PacketView::exportPcap(const QString& path, QString* error) const
{
    std::vector<core::net::PcapFrame> frames;
    frames.reserve(static_cast<std::size_t>(m_packets.size()));
    for (const CapturedPacket& packet : m_packets) {
        core::net::PcapFrame frame;
        frame.timeNs =
            static_cast<std::uint64_t>(std::llround(std::max(0.0, packet.timeSeconds) * 1e9));
        frame.bytes.assign(packet.bytes.begin(), packet.bytes.end());
        frames.push_back(std::move(frame));
    }
    core::net::PcapOptions options;
    options.framesHaveFcs = m_withFcs;
    try {
        core::net::writePcapFile(path.toStdString(), frames, options);
    } catch (const core::Error& e) {
        if (error)
            *error = tr("Could not write %1: %2").arg(path, QString::fromStdString(e.message()));
        return false;
    }
    return true;
}

void PacketView::onExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export packets"), QString(),
                                                      tr("Packet captures (*.pcap)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportPcap(path, &error)) {
        m_status->setText(tr("Wrote %1 packets to %2.").arg(packetCount()).arg(path));
        emit exported(path);
    } else {
        m_status->setText(error);
    }
}

void PacketView::applyFonts()
{
    // Monospace bytes at the widget's own size, so presenter mode's larger font applies.
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF() > 0 ? font().pointSizeF() : mono.pointSizeF());
    m_bytes->setFont(mono);
    const QFontMetrics metrics(mono);
    m_bytes->setMinimumWidth(metrics.horizontalAdvance(QLatin1Char('0')) *
                                 (kAsciiStart + kBytesPerLine + 2) +
                             m_bytes->frameWidth() * 2 + 24);
}

void PacketView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::ApplicationFontChange:
        applyFonts();
        break;
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
        highlight(m_highlightOffset, m_highlightLength);
        break;
    default:
        break;
    }
}

} // namespace ailab::labs
