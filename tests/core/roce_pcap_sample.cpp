// Writes a small RoCEv2 trace for the tshark test (check_roce_pcap.cmake): an RDMA WRITE
// Only, its ACK and a CNP, built and encoded by the core, as FILE.pcap (without FCS, as
// captures usually are) and FILE-fcs.pcap (with the FCS kept).
#include "core/error.h"
#include "core/net/pcap_writer.h"
#include "core/net/roce/codec.h"
#include "core/net/roce/packet_builder.h"

#include <iostream>
#include <string>
#include <vector>

using namespace ailab::core::net;

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: roce_pcap_sample FILE (writes FILE.pcap and FILE-fcs.pcap)\n";
        return 2;
    }
    roce::Flow flow;
    flow.sourceMac = {0x02, 0, 0, 0, 0, 0x01};
    flow.destinationMac = {0x02, 0, 0, 0, 0, 0x02};
    flow.vlan = roce::VlanTag{3, false, 100};
    flow.source = roce::ipv4Address(10, 0, 0, 1);
    flow.destination = roce::ipv4Address(10, 0, 0, 2);
    flow.destQp = 0x000123;
    const roce::PacketBuilder requester(flow, 1024);
    const roce::PacketBuilder responder(roce::reverse(flow, 0x000456), 1024);

    const std::vector<std::uint8_t> data(1000, 0x5A);
    std::vector<PcapFrame> frames;
    frames.push_back(
        {1000, roce::encode(requester.rdmaWrite(42, 0x7f0000001000, 0x1234, data)[0])});
    frames.push_back({3500, roce::encode(responder.ack(42, 1))});
    frames.push_back({4250, roce::encode(responder.cnp())});
    try {
        const std::string base = argv[1];
        writePcapFile(base + ".pcap", frames);
        PcapOptions withFcs;
        withFcs.keepFcs = true;
        withFcs.timestamps = PcapTimestamps::Microseconds;
        writePcapFile(base + "-fcs.pcap", frames, withFcs);
    } catch (const ailab::core::Error& error) {
        std::cerr << error.path() << ": " << error.message() << '\n';
        return 1;
    }
    return 0;
}
