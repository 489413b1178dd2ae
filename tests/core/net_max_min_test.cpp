#include "core/error.h"
#include "core/net/flow_engine.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

using ailab::core::net::maxMinFairRates;
using ailab::core::topo::Path;

TEST_CASE("max-min: three flows on two links, the classic example", "[net][maxmin]")
{
    // Flow 0 crosses both links, flows 1 and 2 one each: every flow gets half a link.
    const std::vector<double> capacities{1.0, 1.0};
    const std::vector<Path> paths{{0, 1}, {0}, {1}};
    const auto rates = maxMinFairRates(capacities, paths);
    REQUIRE(rates.size() == 3);
    CHECK(rates[0] == Approx(0.5));
    CHECK(rates[1] == Approx(0.5));
    CHECK(rates[2] == Approx(0.5));
}

TEST_CASE("max-min: the flow not held by the bottleneck takes what is left", "[net][maxmin]")
{
    // Link 1 (4) is the bottleneck of b and c: 2 each; a then gets 10 - 2 = 8 on link 0.
    const std::vector<double> capacities{10.0, 4.0};
    const std::vector<Path> paths{{0}, {0, 1}, {1}};
    const auto rates = maxMinFairRates(capacities, paths);
    CHECK(rates[0] == Approx(8.0));
    CHECK(rates[1] == Approx(2.0));
    CHECK(rates[2] == Approx(2.0));
}

TEST_CASE("max-min: three levels of bottlenecks, solved by hand", "[net][maxmin]")
{
    // Shares: ch0 1/2, ch1 2/3, ch2 3/2. ch0 fills first (f0 = f1 = 0.5); ch1 has 1.5 left
    // for f2 and f4 (0.75 each); ch2 has 3 - 0.75 = 2.25 left for f3.
    const std::vector<double> capacities{1.0, 2.0, 3.0};
    const std::vector<Path> paths{{0}, {0, 1}, {1, 2}, {2}, {1}};
    const auto rates = maxMinFairRates(capacities, paths);
    const std::vector<double> expected{0.5, 0.5, 0.75, 2.25, 0.75};
    for (std::size_t f = 0; f < expected.size(); ++f)
        CHECK(rates[f] == Approx(expected[f]));
    // Max-min property: every flow has a saturated channel on which it has the top rate.
    std::vector<double> load(capacities.size(), 0.0);
    for (std::size_t f = 0; f < paths.size(); ++f)
        for (const auto c : paths[f])
            load[c] += rates[f];
    for (std::size_t c = 0; c < capacities.size(); ++c)
        CHECK(load[c] <= capacities[c] * (1 + 1e-12));
}

TEST_CASE("max-min: k flows on one channel get C/k; an empty path is unconstrained",
          "[net][maxmin]")
{
    const std::vector<double> capacities{400e9, 800e9};
    std::vector<Path> paths(5, Path{0, 1});
    paths.push_back({});
    const auto rates = maxMinFairRates(capacities, paths);
    for (int f = 0; f < 5; ++f)
        CHECK(rates[f] == Approx(80e9));
    CHECK(std::isinf(rates[5]));
}

TEST_CASE("max-min: a channel outside the capacities is an error", "[net][maxmin]")
{
    const std::vector<double> capacities{1.0};
    const std::vector<Path> paths{{0, 3}};
    CHECK_THROWS_AS(maxMinFairRates(capacities, paths), ailab::core::Error);
}
