#pragma once

#include "core/models/fabric/congestion_detector.h"
#include "core/topo/graph.h"

#include <cstddef>
#include <vector>

// One step of the fabric lab's ring all-reduce, solved once and replayed (docs/models.md,
// "Fabric lab model", step replay). FabricRun starts a ring step when the step before has
// delivered all its flows, each rank sending a chunk to the next along the same routed
// paths every step. With no other traffic on the fabric every step therefore starts from an
// empty fabric with the same flows, and the flow engine gives it the same rates at the same
// offsets from its start. Solving one step on a private engine and replaying its rate
// segments gives the per-flow run's figures for the work of one step instead of 2(p - 1):
// a 16,384-GPU ring runs 32,766 steps of 16,384 flows each.
namespace ailab::core::models::fabric {

class RingStepReplay
{
public:
    // One flow of the step (a rank's whole chunk, or its share on one sprayed path).
    struct Flow
    {
        int rank = 0;
        topo::NodeId source = topo::kNoNode;
        topo::NodeId destination = topo::kNoNode;
        double bytes = 0;
        topo::Path path;
    };
    // From `start` (seconds after the step's start) to the next segment's start, the
    // flows' rates are constant; `remainingBytes` is each flow's at `start`.
    struct Segment
    {
        double start = 0;
        std::vector<double> rateBps;
        std::vector<double> remainingBytes;
        std::size_t activeCount = 0;
        std::vector<topo::ChannelId> congested;
        double peakNetworkUtilisation = 0;
    };

    // Solves the step: starts every flow at once on a private Simulation and FlowEngine
    // over `graph` (with its current failures) and records each rate change until the last
    // flow is delivered.
    RingStepReplay(const topo::Graph& graph, std::vector<Flow> flows,
                   const CongestionDetector& detector);

    // From the step's start to the delivery of its last flow.
    double durationSeconds() const { return m_duration; }
    const std::vector<Flow>& flows() const { return m_flows; }
    const std::vector<Segment>& segments() const { return m_segments; }
    // The segment holding `offset` seconds after the step's start (the last one from the
    // end of the step on, where no flow is active).
    std::size_t segmentIndexAt(double offset) const;
    // Whether a flow is still being delivered `offset` seconds after the step's start.
    bool active(std::size_t flow, double offset) const { return offset < m_finish[flow]; }
    // A flow's rate and remaining bytes `offset` seconds after the step's start.
    double rateBps(std::size_t flow, double offset) const;
    double remainingBytes(std::size_t flow, double offset) const;
    // Each channel's load in b/s during the segment (computed on first use, then kept
    // for the segment asked last: views ask every channel many times per frame).
    const std::vector<double>& channelLoadBps(std::size_t segment) const;
    // Over the whole step: the busiest network channel, and whether any segment had a
    // congested channel.
    double peakNetworkUtilisation() const { return m_peak; }
    bool congestionSeen() const { return m_congestionSeen; }

private:
    void record(double now, const net::FlowEngine& engine, const std::vector<net::FlowId>& ids,
                const CongestionDetector& detector);

    const topo::Graph& m_graph;
    std::vector<Flow> m_flows;
    std::vector<double> m_finish; // each flow's delivery, seconds after the step's start
    std::vector<Segment> m_segments;
    double m_duration = 0;
    double m_peak = 0;
    bool m_congestionSeen = false;
    mutable std::size_t m_loadSegment = ~std::size_t{0};
    mutable std::vector<double> m_loads;
};

} // namespace ailab::core::models::fabric
