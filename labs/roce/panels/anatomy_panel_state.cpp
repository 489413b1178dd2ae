#include "core/error.h"
#include "labs/common/packet/packet_view.h"
#include "labs/roce/panels/anatomy_panel.h"

#include <QJsonValue>
#include <array>
#include <optional>
#include <string>

// The packet anatomy's saved state: its options, the packet and the layer shown. Every
// value is read and checked before any is applied; an error names the field.
namespace ailab::labs::roce {

namespace net = core::net::roce;

namespace {

struct LayerId
{
    net::Layer layer;
    const char* id;
};
constexpr std::array<LayerId, 7> kLayerIds{{{net::Layer::Ethernet, "ethernet"},
                                            {net::Layer::Ip, "ip"},
                                            {net::Layer::Udp, "udp"},
                                            {net::Layer::Bth, "bth"},
                                            {net::Layer::Extended, "extended"},
                                            {net::Layer::Payload, "payload"},
                                            {net::Layer::Trailer, "trailer"}}};

struct EcnId
{
    net::Ecn ecn;
    const char* id;
};
constexpr std::array<EcnId, 3> kEcnIds{
    {{net::Ecn::NotEct, "not-ect"}, {net::Ecn::Ect0, "ect0"}, {net::Ecn::Ect1, "ect1"}}};

int readInt(const QJsonObject& s, const char* key, int fallback)
{
    const QJsonValue v = s.value(QLatin1String(key));
    if (v.isUndefined())
        return fallback;
    const double d = v.toDouble(0.5);
    if (!v.isDouble() || d != static_cast<double>(static_cast<long long>(d)) || d < -1e9 || d > 1e9)
        throw core::Error(std::string(key) + " must be an integer", std::string("/") + key);
    return static_cast<int>(d);
}

bool readBool(const QJsonObject& s, const char* key, bool fallback)
{
    const QJsonValue v = s.value(QLatin1String(key));
    if (v.isUndefined())
        return fallback;
    if (!v.isBool())
        throw core::Error(std::string(key) + " must be true or false", std::string("/") + key);
    return v.toBool();
}

QString readString(const QJsonObject& s, const char* key, const char* fallback)
{
    const QJsonValue v = s.value(QLatin1String(key));
    if (v.isUndefined())
        return QLatin1String(fallback);
    if (!v.isString())
        throw core::Error(std::string(key) + " must be a string", std::string("/") + key);
    return v.toString();
}

} // namespace

QJsonObject AnatomyPanel::saveState() const
{
    const net::CatalogueOptions& o = m_options;
    QString ecn;
    for (const EcnId& e : kEcnIds)
        if (e.ecn == o.ecn)
            ecn = QLatin1String(e.id);
    QString layer;
    for (const LayerId& l : kLayerIds)
        if (l.layer == m_layer)
            layer = QLatin1String(l.id);
    return QJsonObject{{QStringLiteral("ipVersion"), o.ipVersion},
                       {QStringLiteral("vlan"), o.vlan},
                       {QStringLiteral("pcp"), o.pcp},
                       {QStringLiteral("vlanId"), o.vlanId},
                       {QStringLiteral("dscp"), o.dscp},
                       {QStringLiteral("ecn"), ecn},
                       {QStringLiteral("congestion"), o.congestion},
                       {QStringLiteral("mtu"), o.mtu},
                       {QStringLiteral("payloadBytes"), o.payloadBytes},
                       {QStringLiteral("requesterQp"), o.requesterQp},
                       {QStringLiteral("responderQp"), o.responderQp},
                       {QStringLiteral("packet"), std::max(0, m_view->currentPacket())},
                       {QStringLiteral("layer"), layer}};
}

void AnatomyPanel::restoreState(const QJsonObject& s)
{
    // Read and check everything before changing anything.
    const net::CatalogueOptions d;
    net::CatalogueOptions o;
    o.ipVersion = readInt(s, "ipVersion", d.ipVersion);
    o.vlan = readBool(s, "vlan", d.vlan);
    o.pcp = readInt(s, "pcp", d.pcp);
    o.vlanId = readInt(s, "vlanId", d.vlanId);
    o.dscp = readInt(s, "dscp", d.dscp);
    const QString ecn = readString(s, "ecn", "ect0");
    bool ecnKnown = false;
    for (const EcnId& e : kEcnIds) {
        if (ecn == QLatin1String(e.id)) {
            o.ecn = e.ecn;
            ecnKnown = true;
        }
    }
    if (!ecnKnown)
        throw core::Error("ecn must be not-ect, ect0 or ect1", "/ecn");
    o.congestion = readBool(s, "congestion", d.congestion);
    o.mtu = readInt(s, "mtu", d.mtu);
    o.payloadBytes = readInt(s, "payloadBytes", d.payloadBytes);
    o.requesterQp = readInt(s, "requesterQp", d.requesterQp);
    o.responderQp = readInt(s, "responderQp", d.responderQp);
    net::validateCatalogueOptions(o);
    const int packet = readInt(s, "packet", 0);
    const int count = static_cast<int>(net::buildCatalogue(o).size());
    if (packet < 0 || packet >= count)
        throw core::Error("packet must be 0.." + std::to_string(count - 1), "/packet");
    const QString layerId = readString(s, "layer", "bth");
    std::optional<net::Layer> layer;
    for (const LayerId& l : kLayerIds)
        if (layerId == QLatin1String(l.id))
            layer = l.layer;
    if (!layer)
        throw core::Error("layer must be one of ethernet, ip, udp, bth, extended, payload, "
                          "trailer",
                          "/layer");

    m_updating = true;
    m_options = o;
    m_layer = *layer;
    showControls(o);
    m_updating = true;
    rebuild(packet);
    m_updating = false;
    emit changed();
}

void AnatomyPanel::resetToDefaults()
{
    restoreState(QJsonObject{});
}

} // namespace ailab::labs::roce
