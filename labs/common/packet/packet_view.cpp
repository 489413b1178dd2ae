#include "labs/common/packet/packet_view.h"

#include "core/error.h"
#include "core/net/pcap_writer.h"
#include "core/net/roce/codec.h"
#include "labs/common/packet/packet_view_layout.h"

#include <QEvent>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <cmath>

namespace ailab::labs {

namespace roce = core::net::roce;

using namespace packet_view_detail;

namespace {

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
        const auto* first = reinterpret_cast<const std::uint8_t*>(packet.bytes.constData());
        m_decoded.push_back(
            roce::decode(std::span(first, static_cast<std::size_t>(packet.bytes.size())),
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
                                QLocale().toString(packet.timeSeconds, 'f', 9),
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
