#include "core/models/fabric/ring_step_replay.h"

#include "core/net/flow_engine.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <span>

namespace ailab::core::models::fabric {

RingStepReplay::RingStepReplay(const topo::Graph& graph, std::vector<Flow> flows,
                               const CongestionDetector& detector)
    : m_graph(graph)
    , m_flows(std::move(flows))
{
    sim::Simulation simulation;
    net::FlowEngine engine(simulation, graph);
    std::vector<net::FlowId> ids;
    ids.reserve(m_flows.size());
    m_finish.assign(m_flows.size(), 0.0);
    // Observing the rates makes the engine take its general path, which reports every
    // change, as it does for the live run (FabricRun follows ratesChanged too).
    engine.ratesChanged.connect(
        [&](double now) { record(now, engine, ids, detector); });
    for (std::size_t i = 0; i < m_flows.size(); ++i) {
        ids.push_back(engine.start(std::span<const topo::ChannelId>(m_flows[i].path),
                                   m_flows[i].bytes, [this, i](net::FlowId, double at) {
                                       m_finish[i] = at;
                                   }));
    }
    // Until the first rate change the flows are crossing their paths' latency at rate 0.
    record(0.0, engine, ids, detector);
    simulation.runAll();
    m_duration = simulation.now();
    if (m_segments.back().activeCount > 0 || m_segments.back().start < m_duration) {
        Segment end;
        end.start = m_duration;
        end.rateBps.assign(m_flows.size(), 0.0);
        end.remainingBytes.assign(m_flows.size(), 0.0);
        m_segments.push_back(std::move(end));
    }
}

void RingStepReplay::record(double now, const net::FlowEngine& engine,
                            const std::vector<net::FlowId>& ids, const CongestionDetector& detector)
{
    // Several changes at one instant: the last state of the instant is the one that lasts.
    if (!m_segments.empty() && m_segments.back().start == now)
        m_segments.pop_back();
    Segment s;
    s.start = now;
    s.rateBps.assign(ids.size(), 0.0);
    s.remainingBytes.assign(ids.size(), 0.0);
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (!engine.active(ids[i]))
            continue;
        s.rateBps[i] = engine.rateBps(ids[i]);
        s.remainingBytes[i] = engine.remainingBytes(ids[i]);
        ++s.activeCount;
    }
    const std::span<const double> loads = engine.channelLoadBps();
    s.peakNetworkUtilisation = detector.peakNetworkUtilisation(loads);
    if (s.activeCount > 0)
        s.congested = detector.congestedChannels(engine, loads);
    m_peak = std::max(m_peak, s.peakNetworkUtilisation);
    m_congestionSeen = m_congestionSeen || !s.congested.empty();
    m_segments.push_back(std::move(s));
}

std::size_t RingStepReplay::segmentIndexAt(double offset) const
{
    // The last segment that starts at or before the offset.
    const auto it = std::upper_bound(m_segments.begin(), m_segments.end(), offset,
                                     [](double t, const Segment& s) { return t < s.start; });
    return it == m_segments.begin() ? 0 : std::size_t(it - m_segments.begin()) - 1;
}

double RingStepReplay::rateBps(std::size_t flow, double offset) const
{
    if (offset >= m_finish[flow])
        return 0.0;
    return m_segments[segmentIndexAt(offset)].rateBps[flow];
}

double RingStepReplay::remainingBytes(std::size_t flow, double offset) const
{
    if (offset >= m_finish[flow])
        return 0.0;
    const Segment& s = m_segments[segmentIndexAt(offset)];
    // As the engine integrates a sending flow between its rate changes.
    return std::max(0.0, s.remainingBytes[flow] - s.rateBps[flow] * (offset - s.start) / 8.0);
}

const std::vector<double>& RingStepReplay::channelLoadBps(std::size_t segment) const
{
    if (segment == m_loadSegment)
        return m_loads;
    m_loads.assign(m_graph.channelCount(), 0.0);
    const Segment& s = m_segments[segment];
    for (std::size_t i = 0; i < m_flows.size(); ++i) {
        if (s.rateBps[i] <= 0.0)
            continue;
        for (topo::ChannelId c : m_flows[i].path)
            m_loads[c] += s.rateBps[i];
    }
    m_loadSegment = segment;
    return m_loads;
}

} // namespace ailab::core::models::fabric
