// The inspector's texts: the role of each part of the server and its figures, from the
// graph and the catalog.
#include "core/hw/catalog.h"
#include "core/units/format.h"
#include "labs/gpu_server/views/server_drawing.h"

namespace ailab::labs::gpu_server {

namespace {

using core::topo::LinkKind;
using core::topo::NodeKind;

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

QString byteRate(double bytesPerSecond)
{
    return q(core::units::toString(core::units::ByteRate::bytesPerSecond(bytesPerSecond)));
}

QString bitRate(double bitsPerSecond)
{
    return q(core::units::toStringBoth(core::units::BitRate::bitsPerSecond(bitsPerSecond)));
}

QString duration(double seconds)
{
    return q(core::units::toString(core::units::Seconds::seconds(seconds)));
}

// Bandwidth per direction of the first link of that kind at the node.
double linkRate(const core::topo::Graph& g, core::topo::NodeId n, LinkKind kind)
{
    for (const auto& adj : g.neighbours(n)) {
        if (g.link(adj.link).kind == kind)
            return g.link(adj.link).capacity.inBitsPerSecond() / 8.0;
    }
    return 0.0;
}

double totalRate(const core::topo::Graph& g, core::topo::NodeId n, LinkKind kind)
{
    double sum = 0.0;
    for (const auto& adj : g.neighbours(n)) {
        if (g.link(adj.link).kind == kind)
            sum += g.link(adj.link).capacity.inBitsPerSecond() / 8.0;
    }
    return sum;
}

} // namespace

QString ServerDrawing::describeNode(const core::topo::ServerGraph& s, core::topo::NodeId n)
{
    const auto& g = s.graph;
    const auto& node = g.node(n);
    const QString title = QStringLiteral("<b>%1</b><br>").arg(nodeLabel(node).toHtmlEscaped());
    const int i = node.localIndex;
    switch (node.kind) {
    case NodeKind::Gpu: {
        const core::hw::GpuSpec* gpu = core::hw::findGpu(s.spec.gpuModel);
        if (gpu == nullptr)
            return title;
        QString text = title +
                       tr("Runs the forward and backward passes and the optimizer on its own copy "
                          "of the model; its HBM holds weights, gradients, optimizer state and "
                          "activations.") +
                       QStringLiteral("<br>") +
                       tr("%1: %2 of %3 at %4; %5 TFLOPS dense BF16; %6 W.")
                           .arg(q(gpu->name).toHtmlEscaped(), q(core::units::toString(gpu->hbm())),
                                q(gpu->memoryType), q(core::units::toString(gpu->hbmBandwidth())),
                                q(core::units::formatNumber(gpu->bf16DenseTflops)),
                                q(core::units::formatNumber(gpu->tdpW)));
        const double nv = totalRate(g, n, LinkKind::NvLink);
        if (nv > 0)
            text += QStringLiteral("<br>") +
                    tr("NVLink: %1 per direction in this node.").arg(byteRate(nv));
        else
            text +=
                QStringLiteral("<br>") + tr("No NVLink here: other GPUs are reached over PCIe.");
        text += QStringLiteral("<br>") + tr("PCIe: %1 per direction; attached to CPU %2.")
                                             .arg(byteRate(linkRate(g, n, LinkKind::Pcie)))
                                             .arg(s.gpuSocket[i]);
        return text;
    }
    case NodeKind::Cpu:
        return title +
               tr("Runs the operating system, the data loader and the training script; its "
                  "root complex connects the PCIe devices of this socket.") +
               QStringLiteral("<br>") +
               tr("Memory bus: %1 per direction; socket link: %2 per direction.")
                   .arg(byteRate(linkRate(g, n, LinkKind::MemoryBus)),
                        byteRate(linkRate(g, n, LinkKind::CpuLink)));
    case NodeKind::Memory:
        return title +
               tr("Host DRAM of CPU %1: stages the input batches (pinned memory) before they "
                  "are copied to the GPUs.")
                   .arg(i) +
               QStringLiteral("<br>") +
               tr("Bandwidth: %1 per direction (DDR5-4800, 8 channels).")
                   .arg(byteRate(linkRate(g, n, LinkKind::MemoryBus)));
    case NodeKind::PcieSwitch:
        return title +
               tr("Fans one PCIe 5.0 x16 uplink out to the GPUs and NICs below it; devices "
                  "behind one switch talk peer to peer without the CPU.") +
               QStringLiteral("<br>") +
               tr("%1 ports; uplink %2 per direction.")
                   .arg(g.neighbours(n).size())
                   .arg(byteRate(linkRate(g, n, LinkKind::Pcie)));
    case NodeKind::NvSwitch:
        return title +
               tr("Switches NVLink traffic between every pair of GPUs at the full NVLink rate.") +
               QStringLiteral("<br>") +
               tr("%1 GPU ports; %2 per direction per GPU.")
                   .arg(g.neighbours(n).size())
                   .arg(byteRate(linkRate(g, n, LinkKind::NvLink)));
    case NodeKind::Nic:
        return title +
               tr("Connects this server to the cluster network (Ethernet or InfiniBand): the "
                  "all-reduce between servers leaves through it.") +
               QStringLiteral("<br>") +
               tr("Port: %1; host link %2 per direction; attached to CPU %3.")
                   .arg(bitRate(s.spec.nicGbps * 1e9), byteRate(linkRate(g, n, LinkKind::Pcie)))
                   .arg(s.nicSocket[i]);
    case NodeKind::Nvme:
        return title + tr("Local flash: the dataset cache and checkpoints.") +
               QStringLiteral("<br>") +
               tr("Read rate: %1.").arg(byteRate(linkRate(g, n, LinkKind::Pcie)));
    default:
        return title;
    }
}

QString ServerDrawing::describeLink(const core::topo::ServerGraph& s, core::topo::LinkId l)
{
    const auto& g = s.graph;
    const auto& link = g.link(l);
    QString kind;
    switch (link.kind) {
    case LinkKind::NvLink:
        kind = tr("NVLink");
        break;
    case LinkKind::Pcie:
        kind = tr("PCIe");
        break;
    case LinkKind::MemoryBus:
        kind = tr("Memory bus");
        break;
    case LinkKind::CpuLink:
        kind = tr("Socket link (UPI)");
        break;
    case LinkKind::Network:
        kind = tr("Network");
        break;
    }
    return tr("<b>%1</b>: %2 to %3<br>%4 per direction, %5 latency.")
        .arg(kind, nodeLabel(g.node(link.a)), nodeLabel(g.node(link.b)),
             byteRate(link.capacity.inBitsPerSecond() / 8.0), duration(link.latency.inSeconds()));
}

} // namespace ailab::labs::gpu_server
