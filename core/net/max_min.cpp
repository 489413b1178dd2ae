#include "core/error.h"
#include "core/net/flow_engine.h"
#include "core/net/max_min_solver.h"

#include <cmath>
#include <limits>
#include <string>

namespace ailab::core::net {

std::vector<double> maxMinFairRates(std::span<const double> capacities,
                                    std::span<const topo::Path> paths)
{
    for (std::size_t c = 0; c < capacities.size(); ++c) {
        if (!(capacities[c] >= 0) || !std::isfinite(capacities[c]))
            throw Error("channel " + std::to_string(c) + " has an invalid capacity", "capacities");
    }
    // Flows per channel as one flat table (counting sort), each channel once per flow.
    std::vector<std::uint32_t> offsets(capacities.size() + 1, 0);
    for (const topo::Path& path : paths) {
        for (const topo::ChannelId c : path) {
            if (c >= capacities.size())
                throw Error("a path crosses channel " + std::to_string(c) +
                                ", which has no capacity",
                            "paths");
            ++offsets[c + 1];
        }
    }
    for (std::size_t c = 0; c < capacities.size(); ++c)
        offsets[c + 1] += offsets[c];
    std::vector<std::uint32_t> flowsOnChannel(offsets.back());
    std::vector<std::uint32_t> fill(offsets.begin(), offsets.end() - 1);
    std::vector<topo::ChannelId> used;
    for (std::uint32_t f = 0; f < paths.size(); ++f) {
        for (const topo::ChannelId c : paths[f]) {
            if (fill[c] == offsets[c])
                used.push_back(c);
            flowsOnChannel[fill[c]++] = f;
        }
    }

    std::vector<double> rates(paths.size(), -1.0);
    for (std::size_t f = 0; f < paths.size(); ++f) {
        if (paths[f].empty())
            rates[f] = std::numeric_limits<double>::infinity();
    }
    detail::MaxMinSolver solver;
    solver.resizeChannels(capacities.size());
    solver.solve(
        used, [&](topo::ChannelId c) { return capacities[c]; },
        [&](topo::ChannelId c) {
            return std::span<const std::uint32_t>(flowsOnChannel.data() + offsets[c],
                                                  offsets[c + 1] - offsets[c]);
        },
        [&](std::uint32_t f) -> std::span<const topo::ChannelId> { return paths[f]; },
        [&](std::uint32_t f) -> double& { return rates[f]; });
    return rates;
}

} // namespace ailab::core::net
