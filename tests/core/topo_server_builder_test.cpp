#include "core/error.h"
#include "core/topo/server_builder.h"

#include <catch2/catch.hpp>

using namespace ailab::core::topo;

namespace {
int countLinks(const Graph& g, LinkKind kind)
{
    int n = 0;
    for (const Link& l : g.links())
        n += l.kind == kind ? 1 : 0;
    return n;
}

const Link& linkBetween(const Graph& g, const std::string& a, const std::string& b)
{
    const NodeId na = g.findNode(a);
    const NodeId nb = g.findNode(b);
    for (const Adjacency& adj : g.neighbours(na)) {
        if (adj.other == nb)
            return g.link(adj.link);
    }
    FAIL("no link between " << a << " and " << b);
    return g.link(0);
}
} // namespace

TEST_CASE("the seed's conceptual node: 2 CPUs, 4 GPUs, 2 NICs, NVLink pairs", "[topo]")
{
    const ServerGraph s = buildServer(conceptualServer());
    CHECK(s.cpus.size() == 2);
    CHECK(s.gpus.size() == 4);
    CHECK(s.nics.size() == 2);
    CHECK(s.pcieSwitches.size() == 2);
    CHECK(s.nvSwitches.empty());
    // Bridges join GPU 0-1 and 2-3 at 300 GB/s each way (600 GB/s per pair in total).
    CHECK(countLinks(s.graph, LinkKind::NvLink) == 2);
    CHECK(linkBetween(s.graph, "gpu0", "gpu1").capacity.inBitsPerSecond() == Approx(300e9 * 8));
    CHECK(linkBetween(s.graph, "gpu2", "gpu3").kind == LinkKind::NvLink);
    // PCIe 5.0 x16: 64 GB/s per direction; the sockets joined by one 128 GB/s link.
    CHECK(linkBetween(s.graph, "pcie-sw0", "gpu1").capacity.inBitsPerSecond() == Approx(64e9 * 8));
    CHECK(linkBetween(s.graph, "cpu0", "cpu1").kind == LinkKind::CpuLink);
    CHECK(linkBetween(s.graph, "cpu0", "cpu1").capacity.inBitsPerSecond() == Approx(128e9 * 8));
    CHECK(linkBetween(s.graph, "cpu1", "dram1").kind == LinkKind::MemoryBus);
    // GPUs 0-1 and NIC 0 hang from socket 0, GPUs 2-3 and NIC 1 from socket 1.
    CHECK(s.gpuSocket == std::vector<int>{0, 0, 1, 1});
    CHECK(s.nicSocket == std::vector<int>{0, 1});
}

TEST_CASE("a DGX-H100-like node: 8 GPUs on 4 NVSwitch chips, 8 NICs, 2 CPUs", "[topo]")
{
    const ServerGraph s = buildServer(dgxH100Server());
    CHECK(s.gpus.size() == 8);
    CHECK(s.nics.size() == 8);
    CHECK(s.cpus.size() == 2);
    CHECK(s.nvSwitches.size() == 4);
    CHECK(s.pcieSwitches.size() == 4);
    CHECK(countLinks(s.graph, LinkKind::NvLink) == 32);
    // 450 GB/s per direction per GPU, a quarter on each chip.
    CHECK(linkBetween(s.graph, "gpu5", "nvswitch2").capacity.inBitsPerSecond() ==
          Approx(112.5e9 * 8));
    CHECK(s.gpuSocket == std::vector<int>{0, 0, 0, 0, 1, 1, 1, 1});

    ServerSpec one = dgxH100Server();
    one.nvSwitches = 1;
    const ServerGraph single = buildServer(one);
    CHECK(single.nvSwitches.size() == 1);
    CHECK(linkBetween(single.graph, "gpu5", "nvswitch0").capacity.inBitsPerSecond() ==
          Approx(450e9 * 8));
}

TEST_CASE("a PCIe-only workstation puts its GPUs on CPU root ports", "[topo]")
{
    const ServerGraph s = buildServer(pcieWorkstation());
    CHECK(s.pcieSwitches.empty());
    CHECK(countLinks(s.graph, LinkKind::NvLink) == 0);
    CHECK(countLinks(s.graph, LinkKind::CpuLink) == 0);
    CHECK(linkBetween(s.graph, "cpu0", "gpu3").kind == LinkKind::Pcie);
}

TEST_CASE("server specs are checked and name the field", "[topo]")
{
    ServerSpec s = conceptualServer();
    s.gpus = 3;
    try {
        buildServer(s);
        FAIL("an odd GPU count with NVLink pairs was accepted");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/model/gpus");
    }
    s = dgxH100Server();
    s.pcieGBps = 0;
    CHECK_THROWS_AS(buildServer(s), ailab::core::Error);
    CHECK_THROWS_AS(serverPreset("dgx-a100"), ailab::core::Error);
    CHECK(gpuFabricFromId("nvswitch") == GpuFabric::NvSwitch);
    CHECK_THROWS_AS(gpuFabricFromId("infinity"), ailab::core::Error);
}
