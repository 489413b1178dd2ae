#include "labs/roce/views/walkthrough_drawing.h"

#include "core/units/format.h"
#include "labs/roce/views/walkthrough_texts.h"

#include <algorithm>

namespace ailab::labs::roce {

namespace {
namespace roce = core::net::roce;
namespace units = core::units;

QString kindOf(core::topo::NodeKind kind)
{
    using core::topo::NodeKind;
    switch (kind) {
    case NodeKind::Gpu:
        return QStringLiteral("gpu");
    case NodeKind::Cpu:
        return QStringLiteral("cpu");
    case NodeKind::Nic:
        return QStringLiteral("nic");
    case NodeKind::Leaf:
    case NodeKind::Spine:
        return QStringLiteral("switch");
    default:
        return QStringLiteral("pcie");
    }
}

// A U: the fabric along the top, each host's RNIC, PCIe switch and GPU down its side and
// its CPU beside the PCIe switch, so that the chain fits the page's width.
QPointF positionOf(const std::string& name)
{
    static const std::pair<const char*, QPointF> kPositions[] = {
        {"rnic-a", {0.0, 0.0}}, {"leaf-a", {1.0, 0.0}}, {"spine", {2.0, 0.0}},
        {"leaf-b", {3.0, 0.0}}, {"rnic-b", {4.0, 0.0}}, {"pcie-a", {0.0, 0.8}},
        {"cpu-a", {1.0, 0.8}},  {"gpu-a", {0.0, 1.6}},  {"pcie-b", {4.0, 0.8}},
        {"cpu-b", {3.0, 0.8}},  {"gpu-b", {4.0, 1.6}},
    };
    for (const auto& [key, position] : kPositions)
        if (name == key)
            return position;
    return {};
}
} // namespace

QString WalkthroughDrawing::linkId(const std::string& a, const std::string& b)
{
    return QString::fromStdString(a) + QLatin1Char('|') + QString::fromStdString(b);
}

TopologySnapshot WalkthroughDrawing::topology(const roce::WalkthroughConfig& config)
{
    const auto graph = roce::walkthroughGraph(config);
    TopologySnapshot s;
    for (const auto& node : graph.nodes()) {
        TopologyNode n;
        n.id = QString::fromStdString(node.name);
        n.label = WalkthroughTexts::nodeLabel(node.name);
        n.kind = kindOf(node.kind);
        n.position = positionOf(node.name);
        n.status = Status::Idle;
        s.nodes.append(n);
    }
    for (const auto& link : graph.links()) {
        TopologyLink l;
        const auto& a = graph.node(link.a).name;
        const auto& b = graph.node(link.b).name;
        l.id = linkId(a, b);
        l.from = QString::fromStdString(a);
        l.to = QString::fromStdString(b);
        l.capacity = link.capacity.inBitsPerSecond();
        const bool pcie = link.kind == core::topo::LinkKind::Pcie;
        l.capacityText = QString::fromStdString(pcie ? units::toString(link.capacity.toByteRate())
                                                     : units::toString(link.capacity));
        l.detail = pcie ? tr("PCIe, %1 per direction").arg(l.capacityText)
                        : tr("Ethernet, %1 per direction").arg(l.capacityText);
        s.links.append(l);
    }
    return s;
}

QString WalkthroughDrawing::tokenLabel(roce::StepKind kind)
{
    using K = roce::StepKind;
    switch (kind) {
    case K::MemoryRegistration:
        return tr("keys");
    case K::QueuePairSetup:
        return tr("QP info");
    case K::Doorbell:
        return tr("doorbell");
    case K::WqeFetch:
        return tr("WQE");
    case K::PayloadDmaRead:
    case K::Packetisation:
    case K::ForwardLeafA:
    case K::ForwardSpine:
    case K::ForwardLeafB:
    case K::RemotePlacement:
    case K::StagingToHost:
    case K::NicTransmit:
    case K::FabricForwarding:
    case K::ReceiveInterrupt:
    case K::StagingToGpu:
        return tr("data");
    case K::Acknowledgement:
        return tr("ACK");
    case K::CompletionEntry:
        return tr("CQE");
    default:
        return {};
    }
}

TopologySnapshot WalkthroughDrawing::atStep(const TopologySnapshot& base,
                                            const roce::WalkStep* step, double progress)
{
    TopologySnapshot s = base;
    s.flows.clear();
    if (!step)
        return s;
    const QString active = QString::fromStdString(step->node);
    for (auto& node : s.nodes) {
        const bool onPath = std::find(step->path.begin(), step->path.end(),
                                      node.id.toStdString()) != step->path.end();
        node.status = node.id == active ? Status::Busy : (onPath ? Status::Healthy : Status::Idle);
    }
    if (step->path.size() < 2)
        return s;
    QStringList path;
    for (const auto& n : step->path)
        path << QString::fromStdString(n);
    // Data steps with several packets show a short train of tokens.
    const int tokens = std::clamp(step->packetCount, 1, 4);
    const double spacing = tokens > 1 ? 0.12 : 0.0;
    const double span = 1.0 + spacing * (tokens - 1);
    for (int i = 0; i < tokens; ++i) {
        TopologyFlow f;
        f.id = QStringLiteral("token%1").arg(i);
        f.path = path;
        f.progress = std::clamp(progress * span - spacing * i, 0.0, 1.0);
        f.label = i == 0 ? tokenLabel(step->kind) : QString();
        f.colourIndex = step->kind == roce::StepKind::Acknowledgement ? 2 : 0;
        s.flows.append(f);
    }
    return s;
}

} // namespace ailab::labs::roce
