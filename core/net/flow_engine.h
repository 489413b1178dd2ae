#pragma once

#include "core/sim/signal.h"
#include "core/sim/simulation.h"
#include "core/topo/graph.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

namespace ailab::core::telemetry {
class MetricRegistry;
}

// Flow-level network engine (docs/models.md, Flow engine; SimGrid's LMM solver is the anchor):
// flows cross paths of channels; their rates are the max-min fair share of the channel
// capacities (progressive filling), recomputed whenever a flow starts or ends (once per
// instant, however many flows change at it); completions are events on the Simulation.
// A flow's bytes start to arrive after its path latency and finish at
// start + latency + the time to send its bytes at the rates it is given.
namespace ailab::core::net {

// A slot index (low 32 bits) and the slot's generation, so the id of a finished flow never
// names a later flow that reuses the slot.
using FlowId = std::uint64_t;

// Max-min fair rates by progressive filling: raise every unfrozen flow's rate equally
// until a channel is full, freeze the flows crossing it, repeat. `capacities` in bits per
// second indexed by channel; one path per flow. Flows with an empty path get +infinity.
// Free function so that tests can check hand-solved cases.
std::vector<double> maxMinFairRates(std::span<const double> capacities,
                                    std::span<const topo::Path> paths);

class FlowEngine
{
public:
    using Completion = std::function<void(FlowId, double finishTime)>;
    // A plain function and its two arguments, for callers that start millions of flows
    // (collectives): nothing to build, move or destroy per flow.
    using CompletionFn = void (*)(void* context, std::uint64_t argument, FlowId flow,
                                  double finishTime);

    // The Simulation and the Graph must outlive the engine: its destructor takes its pending
    // events off the Simulation. The graph's links and capacities are read once here; its
    // failure state is followed as it changes.
    FlowEngine(sim::Simulation& simulation, const topo::Graph& graph);
    ~FlowEngine();
    FlowEngine(const FlowEngine&) = delete;
    FlowEngine& operator=(const FlowEngine&) = delete;

    // Starts a flow of `bytes` along `path` now; `onDone` runs at its finish time.
    // Throws core::Error for bytes < 0 or a path over a link that is not usable.
    FlowId start(topo::Path path, double bytes, Completion onDone = {});
    // The same, copying the channels into storage the engine reuses (no allocation once
    // warm): for callers that start many flows along cached paths.
    FlowId start(std::span<const topo::ChannelId> path, double bytes, Completion onDone = {});
    // The same with a plain completion: `onDone(context, argument, flow, finishTime)`.
    FlowId start(std::span<const topo::ChannelId> path, double bytes, CompletionFn onDone,
                 void* context, std::uint64_t argument);
    // Stops a flow without calling its completion.
    void cancel(FlowId flow);

    bool active(FlowId flow) const;
    double rateBps(FlowId flow) const;
    double remainingBytes(FlowId flow) const;
    const topo::Path& path(FlowId flow) const;
    std::size_t activeFlowCount() const;
    // The flows active now, in start order.
    std::vector<FlowId> activeFlows() const;

    // Current load of each channel in bits per second, and load / capacity.
    std::span<const double> channelLoadBps() const;
    double channelUtilisation(topo::ChannelId channel) const;
    // The highest utilisation any channel has had since the last reset.
    double peakUtilisation() const;
    // Bytes each channel has carried since the last reset.
    std::span<const double> channelBytes() const;

    // Records, at every rate change, "link/<link name>/<a->b|b->a>/utilisation" for the
    // channels listed and "flow/<id>/rate_gbps" for up to `maxFlows` flows. Optional:
    // the engine runs without telemetry at full speed.
    void recordTelemetry(telemetry::MetricRegistry& registry, std::vector<topo::ChannelId> channels,
                         std::size_t maxFlows = 64);

    // Drops every flow and counter (the Simulation is reset by its owner).
    void reset();

    // Emitted after rates were recomputed, with the current time.
    sim::Signal<double> ratesChanged;
    // Emitted when a flow finishes, before its completion callback.
    sim::Signal<FlowId, double> flowFinished;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace ailab::core::net
