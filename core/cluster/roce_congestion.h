#pragma once

#include <map>
#include <utility>

// What a congested port of the twin's RoCE fabric does at the packet level (docs/models.md,
// "Cluster twin", congestion control): the flow engine times the jobs' traffic with each
// bottleneck shared max-min fair, which stands for a fabric whose congestion control works;
// this says what the bottleneck delivers and counts with DCQCN on the senders' NICs and
// without it (the RoCE lab's AI-NET-004: a firmware reset turned it off), from
// core/net/packet's incast (IncastScenario): `fanIn` senders at line rate onto one port, ECN
// marking at the production-derived thresholds, PFC on or off as the fabric has it.
namespace ailab::core::cluster {

struct CongestedPort
{
    double goodputShare = 1;    // in-order payload delivered / the port's rate
    double ecnMarksPerS = 0;    // CE marks the port set, per second of congestion
    double pauseFramesPerS = 0; // PFC XOFF frames sent, per second
    double dropsPerS = 0;       // packets dropped, per second
};

class RoceCongestion
{
public:
    // The port speed the incast runs at: DCQCN's published parameters and the ECN
    // thresholds are given for 25 Gb/s (Zhu et al. 2015; docs/models.md, Congestion control),
    // as in the AI-NET-004 walkthrough.
    static constexpr double kReferenceBps = 25e9;
    // Each incast is measured in its steady state, from kSettleS to kRunS: with DCQCN the
    // senders' rates settle (fan-ins 2 to 8 reach 0.93 of the port, its payload share, by
    // 8 ms), without it the buffer fills in the first 2 ms and the drops start.
    static constexpr double kSettleS = 8e-3;
    static constexpr double kRunS = 16e-3;
    // Fan-ins are capped here: beyond it the port is as congested as it gets.
    static constexpr int kMaxFanIn = 16;

    explicit RoceCongestion(bool pfc) : m_pfc(pfc) {}

    // A port receiving `fanIn` (>= 2) line-rate senders, at the reference speed, with DCQCN
    // on or off on the senders' NICs. Run once per (fanIn, dcqcn), then cached.
    const CongestedPort& port(int fanIn, bool dcqcn);
    // How much longer a transfer through that port takes with DCQCN off than on:
    // goodputShare(on) / goodputShare(off).
    double slowdownWithoutDcqcn(int fanIn);
    bool pfc() const { return m_pfc; }

private:
    bool m_pfc;
    std::map<std::pair<int, bool>, CongestedPort> m_ports;
};

} // namespace ailab::core::cluster
