// Writes the frames of the packet anatomy's capture (the packets the packet view exports as
// .pcap), one file each, as the seeds of the RoCEv2 decoder's fuzzer.
// Usage: roce_seed_frames FOLDER
#include "core/net/roce/packet_catalogue.h"

#include <filesystem>
#include <fstream>
#include <iostream>

int main(int argc, char* argv[])
{
    if (argc != 2) {
        std::cerr << "usage: roce_seed_frames FOLDER\n";
        return 2;
    }
    const std::filesystem::path folder(argv[1]);
    std::filesystem::create_directories(folder);
    using ailab::core::net::roce::CatalogueOptions;
    CatalogueOptions ipv6;
    ipv6.ipVersion = 6;
    ipv6.vlan = false;
    CatalogueOptions small;
    small.mtu = 256;
    small.payloadBytes = 1;
    small.congestion = false;
    int index = 0;
    for (const CatalogueOptions& options : {CatalogueOptions{}, ipv6, small}) {
        for (const auto& packet : ailab::core::net::roce::buildCatalogue(options)) {
            std::ofstream out(folder / ("frame-" + std::to_string(index++) + "-" + packet.id),
                              std::ios::binary);
            out.write(reinterpret_cast<const char*>(packet.bytes.data()),
                      static_cast<std::streamsize>(packet.bytes.size()));
        }
    }
    std::cout << index << " frames in " << folder.string() << '\n';
    return 0;
}
