#include "labs/roce/panels/anatomy_state.h"

#include "core/error.h"
#include "core/scenario/json_reader.h"
#include "labs/common/skeleton/saved_state.h"

#include <algorithm>
#include <array>
#include <limits>
#include <string>

namespace ailab::labs::roce {

namespace net = core::net::roce;

namespace {

template <typename Value> struct Named
{
    Value value;
    const char* id;
};

constexpr std::array<Named<net::Layer>, 7> kLayers{{{net::Layer::Ethernet, "ethernet"},
                                                    {net::Layer::Ip, "ip"},
                                                    {net::Layer::Udp, "udp"},
                                                    {net::Layer::Bth, "bth"},
                                                    {net::Layer::Extended, "extended"},
                                                    {net::Layer::Payload, "payload"},
                                                    {net::Layer::Trailer, "trailer"}}};
constexpr std::array<Named<net::Ecn>, 3> kEcns{
    {{net::Ecn::NotEct, "not-ect"}, {net::Ecn::Ect0, "ect0"}, {net::Ecn::Ect1, "ect1"}}};

template <typename Value, std::size_t N>
std::string idOf(const std::array<Named<Value>, N>& names, Value value)
{
    const auto it = std::find_if(names.begin(), names.end(),
                                 [value](const Named<Value>& n) { return n.value == value; });
    return it == names.end() ? std::string() : std::string(it->id);
}

template <typename Value, std::size_t N>
Value read(core::scenario::ObjectReader& reader, const char* key,
           const std::array<Named<Value>, N>& names, Value fallback)
{
    std::vector<std::string> ids;
    for (const Named<Value>& n : names)
        ids.emplace_back(n.id);
    const std::string id = reader.choice(key, ids, idOf(names, fallback));
    return std::find_if(names.begin(), names.end(),
                        [&id](const Named<Value>& n) { return id == n.id; })
        ->value;
}

int readInt(core::scenario::ObjectReader& reader, const char* key, int fallback)
{
    // The catalogue checks the ranges; here only that it is an integer an int holds.
    return int(reader.integer(
        key, {std::numeric_limits<int>::min(), std::numeric_limits<int>::max(), fallback}));
}

} // namespace

QJsonObject writeAnatomyState(const AnatomyState& state)
{
    const net::CatalogueOptions& o = state.options;
    return QJsonObject{
        {QStringLiteral("ipVersion"), o.ipVersion},
        {QStringLiteral("vlan"), o.vlan},
        {QStringLiteral("pcp"), o.pcp},
        {QStringLiteral("vlanId"), o.vlanId},
        {QStringLiteral("dscp"), o.dscp},
        {QStringLiteral("ecn"), QString::fromStdString(idOf(kEcns, o.ecn))},
        {QStringLiteral("congestion"), o.congestion},
        {QStringLiteral("mtu"), o.mtu},
        {QStringLiteral("payloadBytes"), o.payloadBytes},
        {QStringLiteral("requesterQp"), o.requesterQp},
        {QStringLiteral("responderQp"), o.responderQp},
        {QStringLiteral("packet"), state.packet},
        {QStringLiteral("layer"), QString::fromStdString(idOf(kLayers, state.layer))}};
}

AnatomyState readAnatomyState(const QJsonObject& object)
{
    const nlohmann::json json = jsonFromQt(object);
    core::scenario::ObjectReader reader(json, "");
    const net::CatalogueOptions d;
    AnatomyState out;
    net::CatalogueOptions& o = out.options;
    o.ipVersion = readInt(reader, "ipVersion", d.ipVersion);
    o.vlan = reader.boolean("vlan", d.vlan);
    o.pcp = readInt(reader, "pcp", d.pcp);
    o.vlanId = readInt(reader, "vlanId", d.vlanId);
    o.dscp = readInt(reader, "dscp", d.dscp);
    o.ecn = read(reader, "ecn", kEcns, d.ecn);
    o.congestion = reader.boolean("congestion", d.congestion);
    o.mtu = readInt(reader, "mtu", d.mtu);
    o.payloadBytes = readInt(reader, "payloadBytes", d.payloadBytes);
    o.requesterQp = readInt(reader, "requesterQp", d.requesterQp);
    o.responderQp = readInt(reader, "responderQp", d.responderQp);
    const int packet = readInt(reader, "packet", 0);
    out.layer = read(reader, "layer", kLayers, AnatomyState{}.layer);
    reader.finish();
    net::validateCatalogueOptions(o);
    const int count = static_cast<int>(net::buildCatalogue(o).size());
    if (packet < 0 || packet >= count)
        throw core::Error("expected a packet from 0 to " + std::to_string(count - 1), "/packet");
    out.packet = packet;
    return out;
}

} // namespace ailab::labs::roce
