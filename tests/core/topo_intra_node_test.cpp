#include "core/topo/intra_node.h"

#include <catch2/catch.hpp>

using namespace ailab::core::topo;

namespace {
std::vector<std::string> only(const Route& r, const Graph& g)
{
    REQUIRE(r.paths.size() == 1);
    return r.nodeNames(g).front();
}
using Names = std::vector<std::string>;
} // namespace

TEST_CASE("GPU-to-GPU routes: NVLink bridge, PCIe switch, host and socket link", "[topo]")
{
    const ServerGraph s = buildServer(conceptualServer());
    const Graph& g = s.graph;
    const Route pair = findRoute(g, s.gpus[0], s.gpus[1]);
    CHECK(only(pair, g) == Names{"gpu0", "gpu1"});
    CHECK(pair.nvlink);
    CHECK(pair.bytesPerSecond == Approx(300e9));
    CHECK(pair.latencySeconds == Approx(0.2e-6));

    // Across the pairs: up through the switch, the root complex, the UPI link and down.
    const Route far = findRoute(g, s.gpus[1], s.gpus[2]);
    CHECK(only(far, g) == Names{"gpu1", "pcie-sw0", "cpu0", "cpu1", "pcie-sw1", "gpu2"});
    CHECK(far.viaHost);
    CHECK(far.viaSocketLink);
    CHECK_FALSE(far.nvlink);
    CHECK(far.bytesPerSecond == Approx(64e9));
    CHECK(far.latencySeconds == Approx(4 * 0.25e-6 + 0.15e-6));
    // 1 GB: alpha + n / B.
    CHECK(far.seconds(1e9) == Approx(1.15e-6 + 1e9 / 64e9));

    // Without NVLink, GPUs behind one switch talk peer to peer through it.
    const ServerGraph pcie = withFabric(conceptualServer(), GpuFabric::PcieOnly);
    const Route near = findRoute(pcie.graph, pcie.gpus[0], pcie.gpus[1]);
    CHECK(only(near, pcie.graph) == Names{"gpu0", "pcie-sw0", "gpu1"});
    CHECK_FALSE(near.viaHost);
}

TEST_CASE("through four NVSwitch chips a copy stripes over all of them", "[topo]")
{
    const ServerGraph s = buildServer(dgxH100Server());
    const Route r = findRoute(s.graph, s.gpus[0], s.gpus[7]);
    REQUIRE(r.paths.size() == 4);
    CHECK(r.nodeNames(s.graph)[2] == Names{"gpu0", "nvswitch2", "gpu7"});
    CHECK(r.nvlink);
    CHECK(r.bytesPerSecond == Approx(450e9));
    CHECK(r.latencySeconds == Approx(0.4e-6));
}
