#pragma once

#include "core/net/roce/codec.h"
#include "core/net/roce/packet_catalogue.h"
#include "labs/common/widgets/explainer_panel.h"

#include <QCoreApplication>
#include <QString>

namespace ailab::labs::roce {

// The words of the packet anatomy: block titles of the layer strip, the header-by-header
// explanations (after the seed's "Inside a RoCEv2 Packet" and section 04.3, with the
// specification each header comes from) and a caption per packet of the capture.
class AnatomyTexts
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::roce::AnatomyTexts)
public:
    // "Ethernet", "IPv6", "UDP", "IB BTH", "RETH" or "AETH", "Payload", "ICRC / FCS".
    static QString blockTitle(const core::net::roce::LayerSpan& span,
                              const core::net::roce::DecodedFrame& frame);
    // What the layer does, its fields as decoded from packet `row` (0-based), its size
    // and its sources.
    static ExplainerContent explanation(const core::net::roce::LayerSpan& span,
                                        const core::net::roce::DecodedFrame& frame, int row,
                                        int frameBytes);
    // One sentence on why this packet is in the capture.
    static QString caption(const core::net::roce::CataloguePacket& packet, int row);
};

} // namespace ailab::labs::roce
