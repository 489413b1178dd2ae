#include "core/net/roce/codec.h"
#include "labs/common/packet/packet_view.h"
#include "labs/common/packet/packet_view_layout.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QTreeWidget>
#include <functional>

// PacketView's linked panes: the header tree of the selected packet and its bytes as
// offset | hex | ASCII, with a field's bytes highlighted and a byte selecting its field.
namespace ailab::labs {

namespace roce = core::net::roce;
using namespace packet_view_detail;

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
    emit fieldSelected(offset, length);
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
bool PacketView::selectHeader(int index)
{
    if (index < 0 || index >= m_tree->topLevelItemCount())
        return false;
    QTreeWidgetItem* item = m_tree->topLevelItem(index);
    m_tree->setCurrentItem(item);
    m_tree->scrollToItem(item);
    return true;
}

int PacketView::selectedHeader() const
{
    const auto items = m_tree->selectedItems();
    if (items.isEmpty())
        return -1;
    QTreeWidgetItem* item = items.first();
    while (item->parent())
        item = item->parent();
    return m_tree->indexOfTopLevelItem(item);
}

const roce::DecodedFrame* PacketView::decodedFrame(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_decoded.size()))
        return nullptr;
    return &m_decoded[static_cast<std::size_t>(row)];
}

} // namespace ailab::labs
