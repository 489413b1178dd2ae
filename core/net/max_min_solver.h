#pragma once

#include "core/topo/graph.h"

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

// Progressive filling (Bertsekas and Gallager, "Data Networks", 6.5.2), in its bottleneck
// form: the channel with the smallest fair share (residual capacity / unfrozen flows) is
// the next to fill; its flows freeze at that share and leave the other channels. A heap
// with lazy deletion keeps the next bottleneck in O(log C), so one solve costs
// O(sum of path lengths x log C). Shared by maxMinFairRates and the FlowEngine, which
// solves only the flows connected to a change.
namespace ailab::core::net::detail {

class MaxMinSolver
{
public:
    void resizeChannels(std::size_t channels)
    {
        m_residual.assign(channels, 0.0);
        m_count.assign(channels, 0);
        m_version.assign(channels, 0);
    }
    void reserveHeap(std::size_t entries) { m_heap.reserve(entries); }

    // `channels`: every channel the flows cross (each once). flowsOn(c) gives the flows on
    // c, all of them part of this solve; pathOf(f) a flow's channels; rate(f) a reference
    // to its rate, set to a negative value by the caller before the solve (unfrozen).
    template <typename Capacity, typename FlowsOn, typename PathOf, typename Rate>
    void solve(std::span<const topo::ChannelId> channels, Capacity capacity, FlowsOn flowsOn,
               PathOf pathOf, Rate rate)
    {
        m_heap.clear();
        for (const topo::ChannelId c : channels) {
            m_residual[c] = capacity(c);
            m_count[c] = static_cast<std::uint32_t>(flowsOn(c).size());
            ++m_version[c];
            if (m_count[c] > 0)
                m_heap.push_back({m_residual[c] / m_count[c], c, m_version[c]});
        }
        std::make_heap(m_heap.begin(), m_heap.end(), later);
        while (!m_heap.empty()) {
            std::pop_heap(m_heap.begin(), m_heap.end(), later);
            const Entry top = m_heap.back();
            m_heap.pop_back();
            if (top.version != m_version[top.channel] || m_count[top.channel] == 0)
                continue;
            for (const auto f : flowsOn(top.channel)) {
                double& r = rate(f);
                if (r >= 0)
                    continue;
                r = top.share;
                for (const topo::ChannelId c : pathOf(f)) {
                    m_residual[c] = std::max(0.0, m_residual[c] - top.share);
                    --m_count[c];
                    ++m_version[c];
                    if (m_count[c] > 0 && c != top.channel) {
                        m_heap.push_back({m_residual[c] / m_count[c], c, m_version[c]});
                        std::push_heap(m_heap.begin(), m_heap.end(), later);
                    }
                }
            }
        }
    }

private:
    struct Entry
    {
        double share;
        topo::ChannelId channel;
        std::uint32_t version;
    };
    // Min-heap on the share; ties by channel id so runs are deterministic.
    static bool later(const Entry& a, const Entry& b)
    {
        return a.share > b.share || (a.share == b.share && a.channel > b.channel);
    }

    std::vector<double> m_residual;
    std::vector<std::uint32_t> m_count;
    std::vector<std::uint32_t> m_version;
    std::vector<Entry> m_heap;
};

} // namespace ailab::core::net::detail
