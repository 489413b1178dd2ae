#include "core/cluster/roce_congestion.h"

#include "core/net/packet/incast_scenario.h"

#include <algorithm>

namespace ailab::core::cluster {

const CongestedPort& RoceCongestion::port(int fanIn, bool dcqcn)
{
    fanIn = std::clamp(fanIn, 2, kMaxFanIn);
    const auto key = std::pair{fanIn, dcqcn};
    if (const auto it = m_ports.find(key); it != m_ports.end())
        return it->second;
    net::packet::IncastConfig config;
    config.senders = fanIn;
    config.linkBps = kReferenceBps;
    config.offered = fanIn; // every sender at its line rate
    config.engine.switches.ecn = true;
    config.engine.switches.pfc = m_pfc;
    config.engine.dcqcn.enabled = dcqcn;
    net::packet::IncastScenario incast(config);
    incast.runUntil(kSettleS);
    const net::packet::IncastSummary settled = incast.summary();
    incast.runUntil(kRunS);
    const net::packet::IncastSummary end = incast.summary();
    const double t = kRunS - kSettleS;
    const auto delivered = [](const net::packet::IncastSummary& s) { return s.goodputBps * s.durationS; };
    CongestedPort port;
    port.goodputShare = (delivered(end) - delivered(settled)) / t / kReferenceBps;
    port.ecnMarksPerS = double(end.counters.ecnMarks - settled.counters.ecnMarks) / t;
    port.pauseFramesPerS = double(end.counters.pauseFrames - settled.counters.pauseFrames) / t;
    port.dropsPerS = double(end.counters.drops - settled.counters.drops) / t;
    return m_ports.emplace(key, port).first->second;
}

double RoceCongestion::slowdownWithoutDcqcn(int fanIn)
{
    const double on = port(fanIn, true).goodputShare;
    const double off = port(fanIn, false).goodputShare;
    // A port that delivers nothing stands for one that delivers a thousandth of its rate.
    return std::max(1.0, on / std::max(off, 1e-3));
}

} // namespace ailab::core::cluster
