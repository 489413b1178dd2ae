#pragma once

#include <Qt>

// The layout of PacketView's panes, shared by packet_view.cpp (the widget and its list) and
// packet_view_panes.cpp (the header tree and the bytes). Internal to the packet view.
namespace ailab::labs::packet_view_detail {

// Bytes pane layout, as Wireshark's: "0000  02 00 00 00 00 02 02 00  00 00 00 01 81 00 60 64
//  ......`d": offset, 16 hex bytes with a gap after eight, then the ASCII column.
inline constexpr int kBytesPerLine = 16;
inline constexpr int kHexStart = 6;
inline constexpr int kAsciiStart = kHexStart + kBytesPerLine * 3 + 2;

inline int hexColumn(int indexInLine)
{
    return kHexStart + indexInLine * 3 + (indexInLine >= 8 ? 1 : 0);
}

// What each tree item carries besides its text.
inline constexpr int kOffsetRole = Qt::UserRole;
inline constexpr int kLengthRole = Qt::UserRole + 1;
inline constexpr int kFilterRole = Qt::UserRole + 2;

} // namespace ailab::labs::packet_view_detail
