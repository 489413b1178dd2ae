#pragma once

#include "core/net/roce/packet_catalogue.h"

#include <QJsonObject>

namespace ailab::labs::roce {

// What the packet anatomy saves: its options, the packet selected and the layer shown.
//   {"ipVersion", "vlan", "pcp", "vlanId", "dscp", "ecn", "congestion", "mtu",
//    "payloadBytes", "requesterQp", "responderQp", "packet", "layer"}
// A field left out takes its default.
struct AnatomyState
{
    core::net::roce::CatalogueOptions options;
    int packet = 0;
    core::net::roce::Layer layer = core::net::roce::Layer::Bth;
};

QJsonObject writeAnatomyState(const AnatomyState& state);
// Reads and checks every field (the options as the catalogue checks them, the packet
// against the catalogue they build); throws core::Error with the field's JSON pointer.
AnatomyState readAnatomyState(const QJsonObject& state);

} // namespace ailab::labs::roce
