#include "labs/roce/views/walkthrough_texts.h"

namespace ailab::labs::roce {

using core::net::roce::Actor;
using core::net::roce::StepKind;

QString WalkthroughTexts::stepTitle(StepKind kind)
{
    switch (kind) {
    case StepKind::MemoryRegistration:
        return tr("Memory registration");
    case StepKind::QueuePairSetup:
        return tr("Queue pair setup");
    case StepKind::PostWorkRequest:
        return tr("Post the work request");
    case StepKind::Doorbell:
        return tr("Ring the doorbell");
    case StepKind::WqeFetch:
        return tr("RNIC fetches the work request");
    case StepKind::PayloadDmaRead:
        return tr("DMA read from GPU A");
    case StepKind::Packetisation:
        return tr("Packetisation and sending");
    case StepKind::ForwardLeafA:
        return tr("Leaf A forwards");
    case StepKind::ForwardSpine:
        return tr("Spine forwards");
    case StepKind::ForwardLeafB:
        return tr("Leaf B forwards");
    case StepKind::RemotePlacement:
        return tr("Remote placement into GPU B");
    case StepKind::Acknowledgement:
        return tr("ACK back to RNIC A");
    case StepKind::CompletionEntry:
        return tr("Completion queue entry");
    case StepKind::PollCompletion:
        return tr("Application polls the completion");
    case StepKind::StagingToHost:
        return tr("Copy GPU A to host memory");
    case StepKind::SendSyscall:
        return tr("send() system call");
    case StepKind::CopyToSocketBuffer:
        return tr("Copy into the socket buffer");
    case StepKind::TcpTransmit:
        return tr("TCP/IP processing (sender)");
    case StepKind::NicTransmit:
        return tr("NIC DMA and sending");
    case StepKind::FabricForwarding:
        return tr("Forwarding through the fabric");
    case StepKind::ReceiveInterrupt:
        return tr("Receive DMA and interrupt");
    case StepKind::TcpReceive:
        return tr("TCP/IP processing (receiver)");
    case StepKind::CopyToUserBuffer:
        return tr("Copy into the user buffer");
    case StepKind::RecvReturn:
        return tr("recv() returns");
    case StepKind::StagingToGpu:
        return tr("Copy host memory to GPU B");
    }
    return {};
}

QString WalkthroughTexts::stepText(StepKind kind)
{
    switch (kind) {
    case StepKind::MemoryRegistration:
        return tr("Before any transfer, each application registers its buffer with ibv_reg_mr: "
                  "the driver pins the pages and writes their addresses into the RNIC's "
                  "translation table. GPU B's registration returns the R_Key that GPU A's "
                  "requests must carry; without it the RNIC refuses remote access. This is done "
                  "once per buffer, not per transfer, and its cost grows with the pages.");
    case StepKind::QueuePairSetup:
        return tr("The two applications create a reliable-connected (RC) queue pair each, "
                  "exchange their QP numbers, first PSNs, GIDs and the buffer's address and "
                  "R_Key over an ordinary connection, and move the QPs to ready-to-send. Like "
                  "registration this is a one-time cost, paid before the first WRITE.");
    case StepKind::PostWorkRequest:
        return tr("The application calls ibv_post_send: the library writes a work queue "
                  "element (WQE) into the send queue in host memory. It names the local buffer, "
                  "the remote address and the R_Key. No system call: the queue is mapped into "
                  "the application, so the kernel is not involved.");
    case StepKind::Doorbell:
        return tr("The CPU writes the send queue's new tail into the RNIC's doorbell register, "
                  "a memory-mapped write that crosses the PCIe switch. The CPU's part of the "
                  "transfer ends here; everything that follows is done by hardware.");
    case StepKind::WqeFetch:
        return tr("The RNIC reads the 64-byte WQE from host memory by DMA: a PCIe read request "
                  "to the CPU's memory and the completion back, a full round trip.");
    case StepKind::PayloadDmaRead:
        return tr("The RNIC reads the payload straight from GPU A's memory over PCIe "
                  "(GPUDirect RDMA): no copy into host memory. The step shown ends when the "
                  "first packet's payload is in the RNIC; the rest streams in while earlier "
                  "packets are already on the wire.");
    case StepKind::Packetisation:
        return tr("The RNIC cuts the message into path-MTU packets: RDMA WRITE First (with the "
                  "RETH: remote address, R_Key, length), Middle and Last, or one WRITE Only, "
                  "with consecutive PSNs. It adds BTH, UDP (port 4791), IP and Ethernet headers, "
                  "the ICRC and the FCS, and sends them back to back at the link rate.");
    case StepKind::ForwardLeafA:
    case StepKind::ForwardSpine:
    case StepKind::ForwardLeafB:
        return tr("The switch receives each frame, looks up the destination IP address and "
                  "sends it on towards the next hop. It never looks inside the RDMA headers: "
                  "to the fabric, RoCEv2 is plain UDP/IP (ECMP hashes the UDP source port).");
    case StepKind::RemotePlacement:
        return tr("RNIC B checks each packet's PSN and the R_Key against the registered region "
                  "and writes the payload directly into GPU B's memory. GPU B's CPU, kernel and "
                  "application take no part: this is what makes the WRITE one-sided.");
    case StepKind::Acknowledgement:
        return tr("After the last packet (it asked for an ACK), RNIC B sends an ACK carrying "
                  "that PSN back to RNIC A. The ACK says RNIC B accepted the data; it does not "
                  "wait for the data to be visible in GPU B's memory, which is why placement "
                  "runs beside this step.");
    case StepKind::CompletionEntry:
        return tr("On the ACK, RNIC A writes a completion queue entry (CQE) into host memory: "
                  "the work request finished successfully.");
    case StepKind::PollCompletion:
        return tr("The application's ibv_poll_cq reads the CQE from its completion queue, again "
                  "without a system call, and knows the buffer may be reused.");
    case StepKind::StagingToHost:
        return tr("Sockets cannot read GPU memory, so the data is first copied from GPU A into "
                  "a host buffer (cudaMemcpy): a copy made by the GPU's copy engine.");
    case StepKind::SendSyscall:
        return tr("The application calls send(): the CPU enters the kernel.");
    case StepKind::CopyToSocketBuffer:
        return tr("The kernel copies the data from the user buffer into socket buffers, "
                  "segment by segment: the CPU touches every byte.");
    case StepKind::TcpTransmit:
        return tr("For each segment the kernel runs TCP and IP: sequence numbers, headers, "
                  "checksums, the congestion window, then queues it for the NIC. Later it "
                  "also processes the receiver's ACKs.");
    case StepKind::NicTransmit:
        return tr("The NIC reads each frame from host memory by DMA and sends it.");
    case StepKind::FabricForwarding:
        return tr("The three switches forward the TCP segments exactly as they forward RoCEv2 "
                  "packets.");
    case StepKind::ReceiveInterrupt:
        return tr("The receiving NIC writes the frames into a ring buffer in host memory and, "
                  "after the interrupt moderation delay, raises an interrupt.");
    case StepKind::TcpReceive:
        return tr("The receiver's kernel processes each segment: checksums, TCP state, "
                  "reassembly into the socket's receive queue, ACKs back to the sender.");
    case StepKind::CopyToUserBuffer:
        return tr("The thread blocked in recv() is woken and the kernel copies the data from "
                  "the socket buffer into the application's buffer: the CPU touches every byte "
                  "again.");
    case StepKind::RecvReturn:
        return tr("recv() returns to the application.");
    case StepKind::StagingToGpu:
        return tr("Finally the data is copied from the host buffer into GPU B's memory "
                  "(cudaMemcpy).");
    }
    return {};
}

QString WalkthroughTexts::stepFormula(StepKind kind)
{
    switch (kind) {
    case StepKind::MemoryRegistration:
        return tr("t = fixed cost + pages &times; cost per 4 KiB page");
    case StepKind::QueuePairSetup:
        return tr("t = connection setup time");
    case StepKind::PostWorkRequest:
        return tr("t = WQE write time");
    case StepKind::Doorbell:
        return tr("t = 2 &times; PCIe link latency (CPU to switch to RNIC)");
    case StepKind::WqeFetch:
        return tr("t = 4 &times; PCIe link latency + 64 B &divide; PCIe bandwidth");
    case StepKind::PayloadDmaRead:
        return tr("t = 4 &times; PCIe link latency + first payload &divide; PCIe bandwidth");
    case StepKind::Packetisation:
        return tr("t = RNIC time + packets sent back to back: &Sigma; (frame + 20 B) &times; 8 "
                  "&divide; link rate + propagation");
    case StepKind::ForwardLeafA:
    case StepKind::ForwardSpine:
    case StepKind::ForwardLeafB:
        return tr("t = switch latency + (last frame + 20 B) &times; 8 &divide; link rate + "
                  "propagation (store and forward)");
    case StepKind::RemotePlacement:
        return tr("per packet: RNIC time + payload &divide; PCIe bandwidth; + 2 &times; PCIe "
                  "link latency");
    case StepKind::Acknowledgement:
        return tr("t = RNIC time + 4 links &times; (ACK frame time + propagation) + 3 &times; "
                  "switch latency");
    case StepKind::CompletionEntry:
        return tr("t = RNIC time + 2 &times; PCIe link latency + 64 B &divide; PCIe bandwidth");
    case StepKind::PollCompletion:
        return tr("t = poll time");
    case StepKind::StagingToHost:
    case StepKind::StagingToGpu:
        return tr("t = call overhead + 4 &times; PCIe link latency + size &divide; PCIe "
                  "bandwidth");
    case StepKind::SendSyscall:
    case StepKind::RecvReturn:
        return tr("t = system call cost");
    case StepKind::CopyToSocketBuffer:
    case StepKind::CopyToUserBuffer:
        return tr("CPU time = size &divide; copy bandwidth (one core)");
    case StepKind::TcpTransmit:
    case StepKind::TcpReceive:
        return tr("CPU time = segments &times; cost per segment");
    case StepKind::NicTransmit:
        return tr("per segment: 6 &times; PCIe link latency + frame &divide; PCIe bandwidth, "
                  "then the wire");
    case StepKind::FabricForwarding:
        return tr("as for the RDMA packets, three switches");
    case StepKind::ReceiveInterrupt:
        return tr("t = moderation delay + interrupt cost after the first frame");
    }
    return {};
}

QStringList WalkthroughTexts::stepParameters(StepKind kind)
{
    switch (kind) {
    case StepKind::MemoryRegistration:
        return {"registrationBaseUs", "registrationPerPageUs"};
    case StepKind::QueuePairSetup:
        return {"qpConnectUs"};
    case StepKind::PostWorkRequest:
        return {"postWrUs"};
    case StepKind::Doorbell:
        return {"pcieLatencyUs"};
    case StepKind::WqeFetch:
    case StepKind::PayloadDmaRead:
        return {"pcieLatencyUs", "pcieGBps", "mtu"};
    case StepKind::Packetisation:
        return {"mtu", "rnicPacketUs", "linkGbps", "propagationUs"};
    case StepKind::ForwardLeafA:
    case StepKind::ForwardSpine:
    case StepKind::ForwardLeafB:
    case StepKind::FabricForwarding:
        return {"switchLatencyUs", "linkGbps", "propagationUs"};
    case StepKind::RemotePlacement:
        return {"rnicPacketUs", "pcieGBps", "pcieLatencyUs"};
    case StepKind::Acknowledgement:
        return {"rnicPacketUs", "linkGbps", "propagationUs", "switchLatencyUs"};
    case StepKind::CompletionEntry:
        return {"rnicPacketUs", "pcieLatencyUs", "pcieGBps"};
    case StepKind::PollCompletion:
        return {"pollUs"};
    case StepKind::StagingToHost:
    case StepKind::StagingToGpu:
        return {"stagingCallUs", "pcieLatencyUs", "pcieGBps"};
    case StepKind::SendSyscall:
    case StepKind::RecvReturn:
        return {"syscallUs"};
    case StepKind::CopyToSocketBuffer:
        return {"memcpyGBps", "mssBytes"};
    case StepKind::CopyToUserBuffer:
        return {"memcpyGBps", "wakeupUs"};
    case StepKind::TcpTransmit:
        return {"tcpTxSegmentUs", "mssBytes", "tcpAckUs", "segmentsPerAck"};
    case StepKind::NicTransmit:
        return {"pcieLatencyUs", "pcieGBps", "linkGbps"};
    case StepKind::ReceiveInterrupt:
        return {"interruptDelayUs", "interruptUs"};
    case StepKind::TcpReceive:
        return {"tcpRxSegmentUs", "mssBytes"};
    }
    return {};
}

QString WalkthroughTexts::actorName(Actor actor)
{
    switch (actor) {
    case Actor::Application:
        return tr("Application on the CPU (user space)");
    case Actor::Kernel:
        return tr("Operating system kernel on the CPU");
    case Actor::Rnic:
        return tr("RDMA NIC (hardware)");
    case Actor::Nic:
        return tr("Network adapter (hardware)");
    case Actor::Switch:
        return tr("Ethernet switch (hardware)");
    case Actor::GpuCopyEngine:
        return tr("GPU copy engine, started by the CPU");
    }
    return {};
}

QString WalkthroughTexts::hardwareName(Actor actor)
{
    switch (actor) {
    case Actor::Application:
    case Actor::Kernel:
        return tr("CPU");
    case Actor::Rnic:
        return tr("RNIC");
    case Actor::Nic:
        return tr("NIC");
    case Actor::Switch:
        return tr("switch");
    case Actor::GpuCopyEngine:
        return tr("GPU copy engine");
    }
    return {};
}

QString WalkthroughTexts::parameterName(const std::string& id)
{
    static const std::pair<const char*, const char*> kNames[] = {
        {"mtu", QT_TR_NOOP("Path MTU")},
        {"linkGbps", QT_TR_NOOP("Link rate")},
        {"propagationUs", QT_TR_NOOP("Propagation per link")},
        {"switchLatencyUs", QT_TR_NOOP("Switch latency")},
        {"pcieGBps", QT_TR_NOOP("PCIe bandwidth")},
        {"pcieLatencyUs", QT_TR_NOOP("PCIe link latency")},
        {"postWrUs", QT_TR_NOOP("WQE write time")},
        {"rnicPacketUs", QT_TR_NOOP("RNIC time per packet")},
        {"pollUs", QT_TR_NOOP("Poll time")},
        {"registrationBaseUs", QT_TR_NOOP("Registration fixed cost")},
        {"registrationPerPageUs", QT_TR_NOOP("Registration cost per page")},
        {"qpConnectUs", QT_TR_NOOP("Connection setup time")},
        {"mssBytes", QT_TR_NOOP("TCP segment size (MSS)")},
        {"memcpyGBps", QT_TR_NOOP("Copy bandwidth of one core")},
        {"syscallUs", QT_TR_NOOP("System call cost")},
        {"tcpTxSegmentUs", QT_TR_NOOP("Sender cost per segment")},
        {"tcpRxSegmentUs", QT_TR_NOOP("Receiver cost per segment")},
        {"interruptUs", QT_TR_NOOP("Interrupt cost")},
        {"interruptDelayUs", QT_TR_NOOP("Interrupt moderation delay")},
        {"wakeupUs", QT_TR_NOOP("Thread wake-up cost")},
        {"tcpAckUs", QT_TR_NOOP("Sender cost per ACK")},
        {"segmentsPerAck", QT_TR_NOOP("Segments per ACK")},
        {"stagingCallUs", QT_TR_NOOP("cudaMemcpy call overhead")},
    };
    for (const auto& [key, name] : kNames)
        if (id == key)
            return tr(name);
    return QString::fromStdString(id);
}

QString WalkthroughTexts::nodeLabel(const std::string& name)
{
    static const std::pair<const char*, const char*> kLabels[] = {
        {"gpu-a", QT_TR_NOOP("GPU A")},
        {"pcie-a", QT_TR_NOOP("PCIe switch A")},
        {"rnic-a", QT_TR_NOOP("RNIC A")},
        {"leaf-a", QT_TR_NOOP("Leaf A")},
        {"spine", QT_TR_NOOP("Spine")},
        {"leaf-b", QT_TR_NOOP("Leaf B")},
        {"rnic-b", QT_TR_NOOP("RNIC B")},
        {"pcie-b", QT_TR_NOOP("PCIe switch B")},
        {"gpu-b", QT_TR_NOOP("GPU B")},
        {"cpu-a", QT_TR_NOOP("CPU A and host memory")},
        {"cpu-b", QT_TR_NOOP("CPU B and host memory")},
    };
    for (const auto& [key, label] : kLabels)
        if (name == key)
            return tr(label);
    return QString::fromStdString(name);
}

} // namespace ailab::labs::roce
