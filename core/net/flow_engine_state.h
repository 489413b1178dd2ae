#pragma once

#include "core/error.h"
#include "core/net/flow_engine.h"
#include "core/net/max_min_solver.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace ailab::core::telemetry {
class TimeSeries;
}

// The flow engine's state, shared by its sources (flow_engine.cpp: flows, rates and
// events; flow_engine_queries.cpp: read-outs and telemetry). Not part of the interface.
namespace ailab::core::net {

namespace flow_detail {
inline constexpr std::uint32_t kNone = 0xffffffffu;
// Fast: alone on every channel of its path since it started, so its rate is the path's
// bottleneck from start + latency to the end; one finish event stands for the latency
// event, the recompute and the finish event of the general path (see startFast).
enum class Phase : std::uint8_t { Free, Latency, Transfer, Delivering, Fast };

inline FlowId makeId(std::uint32_t slot, std::uint32_t generation)
{
    return (FlowId{generation} << 32) | slot;
}
} // namespace flow_detail

using flow_detail::kNone;
using flow_detail::makeId;
using flow_detail::Phase;

struct FlowEngine::State
{
    struct Flow
    {
        topo::Path path;
        std::vector<std::uint32_t> position; // index of this flow in channelFlows[path[i]]
        Completion onDone;                   // used when doneFn is null
        CompletionFn doneFn = nullptr;
        void* doneContext = nullptr;
        std::uint64_t doneArgument = 0;
        double bytes = 0;
        double remaining = 0; // bytes still to send as of lastUpdate
        double rate = 0;      // bits per second
        double previousRate = 0;
        double lastUpdate = 0; // Fast: the time its bytes start to arrive
        std::uint64_t startOrder = 0;
        sim::EventId event;
        std::uint32_t generation = 1;
        std::uint32_t mark = 0;
        std::uint32_t nextFree = kNone;
        Phase phase = Phase::Free;
    };

    State(sim::Simulation& s, const topo::Graph& g)
        : simulation(s)
        , graph(g)
    {
        const std::size_t channels = graph.channelCount();
        capacity.resize(channels);
        for (topo::ChannelId c = 0; c < channels; ++c)
            capacity[c] = graph.channelCapacityBps(c);
        channelFlows.resize(channels);
        load.assign(channels, 0.0);
        bytes.assign(channels, 0.0);
        lastLoadChange.assign(channels, 0.0);
        channelMark.assign(channels, 0);
        dirtyMark.assign(channels, 0);
        claims.assign(channels, 0);
        fastOwner.assign(channels, kNone);
        solver.resizeChannels(channels);
        solver.reserveHeap(4 * channels);
        componentChannels.reserve(channels);
        dirty.reserve(channels);
    }

    sim::Simulation& simulation;
    const topo::Graph& graph;
    std::vector<double> capacity;
    // Per link: latency in seconds, or -1 when the link is down; rebuilt when the graph's
    // failure state changes, so starting a flow reads one array instead of the graph.
    std::vector<double> linkLatency;
    std::uint64_t linkStateVersion = ~std::uint64_t{0};

    void refreshLinks()
    {
        if (linkStateVersion == graph.stateVersion())
            return;
        linkLatency.resize(graph.linkCount());
        for (topo::LinkId l = 0; l < graph.linkCount(); ++l)
            linkLatency[l] = graph.usable(l) ? graph.link(l).latency.inSeconds() : -1.0;
        linkStateVersion = graph.stateVersion();
    }
    std::vector<Flow> flows;
    std::uint32_t freeHead = kNone;
    std::size_t activeCount = 0;
    std::uint64_t nextStartOrder = 0;

    std::vector<std::vector<std::uint32_t>> channelFlows; // flows transferring on a channel
    std::vector<double> load;                             // bits per second
    mutable std::vector<double> bytes;                    // carried, as of lastLoadChange
    mutable std::vector<double> lastLoadChange;
    double peak = 0;

    // Per channel: the flows not finished whose path crosses it (in any phase but
    // Delivering), and the Fast flow alone on it. A flow may take the fast path only when
    // every channel of its path is unclaimed; any later flow that claims one of them
    // turns the Fast flow back into an ordinary one (demote) before it goes on.
    std::vector<std::uint32_t> claims;
    std::vector<std::uint32_t> fastOwner;
    std::size_t fastCount = 0;
    // Read-outs with the Fast flows' share added (channelLoadBps, channelBytes).
    mutable std::vector<double> loadView;
    mutable std::vector<double> bytesView;

    // Channels whose flows changed since the last solve, and the recompute event.
    std::vector<topo::ChannelId> dirty;
    std::vector<std::uint8_t> dirtyMark;
    bool recomputePending = false;
    sim::EventId recomputeEvent;

    // Workspace of one recompute: the flows and channels connected to the change.
    std::uint32_t epoch = 0;
    std::vector<std::uint32_t> channelMark;
    std::vector<std::uint32_t> componentFlows;
    std::vector<topo::ChannelId> componentChannels;
    detail::MaxMinSolver solver;

    // Telemetry (optional).
    telemetry::MetricRegistry* registry = nullptr;
    std::vector<topo::ChannelId> telemetryChannels;
    std::vector<telemetry::TimeSeries*> channelSeries;
    std::size_t maxFlowSeries = 0;
    std::vector<std::pair<FlowId, telemetry::TimeSeries*>> flowSeries;

    std::uint32_t acquire()
    {
        if (freeHead != kNone) {
            const std::uint32_t slot = freeHead;
            freeHead = flows[slot].nextFree;
            return slot;
        }
        if (flows.size() >= kNone - 1)
            throw Error("too many flows at once");
        if (flows.size() == flows.capacity())
            flows.reserve(std::max<std::size_t>(64, 2 * flows.size()));
        flows.emplace_back();
        return static_cast<std::uint32_t>(flows.size() - 1);
    }

    void release(std::uint32_t slot)
    {
        Flow& f = flows[slot];
        if (f.phase == Phase::Fast)
            leaveFast(slot);
        if (f.phase != Phase::Delivering) {
            for (const topo::ChannelId c : f.path)
                --claims[c];
        }
        f.phase = Phase::Free;
        if (f.doneFn == nullptr)
            f.onDone = nullptr;
        f.doneFn = nullptr;
        ++f.generation;
        f.nextFree = freeHead;
        freeHead = slot;
        --activeCount;
    }

    const Flow* find(FlowId id) const
    {
        const auto slot = static_cast<std::uint32_t>(id & 0xffffffffu);
        const auto generation = static_cast<std::uint32_t>(id >> 32);
        if (slot >= flows.size())
            return nullptr;
        const Flow& f = flows[slot];
        return f.phase != Phase::Free && f.generation == generation ? &f : nullptr;
    }

    void markDirty(topo::ChannelId c)
    {
        if (!dirtyMark[c]) {
            dirtyMark[c] = 1;
            dirty.push_back(c);
        }
    }

    // One solve per instant, however many flows start or end at it.
    void requestRecompute()
    {
        if (recomputePending)
            return;
        recomputePending = true;
        recomputeEvent = simulation.schedule(simulation.now(), [this] { recompute(); });
    }

    void integrateBytes(topo::ChannelId c, double now) const
    {
        bytes[c] += load[c] * (now - lastLoadChange[c]) / 8.0;
        lastLoadChange[c] = now;
    }

    void activate(std::uint32_t slot)
    {
        Flow& f = flows[slot];
        f.phase = Phase::Transfer;
        f.rate = 0;
        f.previousRate = 0;
        f.lastUpdate = simulation.now();
        f.event = {};
        f.position.resize(f.path.size());
        for (std::size_t i = 0; i < f.path.size(); ++i) {
            auto& list = channelFlows[f.path[i]];
            f.position[i] = static_cast<std::uint32_t>(list.size());
            list.push_back(slot);
            markDirty(f.path[i]);
        }
        requestRecompute();
    }

    void detach(std::uint32_t slot)
    {
        Flow& f = flows[slot];
        for (std::size_t i = 0; i < f.path.size(); ++i) {
            const topo::ChannelId c = f.path[i];
            auto& list = channelFlows[c];
            const std::uint32_t at = f.position[i];
            const std::uint32_t moved = list.back();
            list[at] = moved;
            list.pop_back();
            if (moved != slot) {
                Flow& m = flows[moved];
                for (std::size_t j = 0; j < m.path.size(); ++j) {
                    if (m.path[j] == c) {
                        m.position[j] = at;
                        break;
                    }
                }
            }
            markDirty(c);
        }
        requestRecompute();
    }

    void finish(std::uint32_t slot)
    {
        Flow& f = flows[slot];
        const FlowId id = makeId(slot, f.generation);
        if (f.phase == Phase::Transfer)
            detach(slot);
        const double now = simulation.now();
        if (const CompletionFn fn = f.doneFn) {
            void* const context = f.doneContext;
            const std::uint64_t argument = f.doneArgument;
            release(slot);
            flowFinishedSignal->notify(id, now);
            fn(context, argument, id, now);
            return;
        }
        Completion done = std::move(f.onDone);
        release(slot);
        flowFinishedSignal->notify(id, now);
        if (done)
            done(id, now);
    }

    // Events carry the state and the flow's id (slot and generation) as a plain callback;
    // an event of a flow that ended since (its slot reused) does nothing.
    static void onFinishEvent(void* context, std::uint64_t id)
    {
        State& s = *static_cast<State*>(context);
        const auto slot = static_cast<std::uint32_t>(id & 0xffffffffu);
        if (s.flows[slot].generation == static_cast<std::uint32_t>(id >> 32))
            s.finish(slot);
    }
    static void onArrivalEvent(void* context, std::uint64_t id)
    {
        State& s = *static_cast<State*>(context);
        const auto slot = static_cast<std::uint32_t>(id & 0xffffffffu);
        if (s.flows[slot].generation == static_cast<std::uint32_t>(id >> 32))
            s.activate(slot);
    }
    void scheduleFinish(std::uint32_t slot, double at)
    {
        flows[slot].event =
            simulation.schedule(at, &onFinishEvent, this, makeId(slot, flows[slot].generation));
    }
    void scheduleArrival(std::uint32_t slot, double at)
    {
        flows[slot].event =
            simulation.schedule(at, &onArrivalEvent, this, makeId(slot, flows[slot].generation));
    }

    // Starting a flow (flow_engine.cpp): the checks, which throw before anything changes and
    // give the path latency, then the start of a flow whose slot has its completion set.
    double checkStart(std::span<const topo::ChannelId> path, double flowBytes);
    FlowId launch(std::uint32_t slot, std::span<const topo::ChannelId> path, double flowBytes,
                  double latency);

    // Fast flows (flow_engine.cpp).
    bool fastAllowed() const;
    void startFast(std::uint32_t slot, double arrival, double rate);
    void demote(std::uint32_t slot);
    void leaveFast(std::uint32_t slot);
    // What a Fast flow adds to its channels' load now (0 before its bytes arrive).
    double fastLoad(topo::ChannelId c) const
    {
        const std::uint32_t owner = fastOwner[c];
        return owner != kNone && simulation.now() >= flows[owner].lastUpdate ? flows[owner].rate
                                                                             : 0.0;
    }

    void recompute();
    void solveComponent();
    void finishRecompute(double now);
    void recordTelemetry(double now);

    sim::Signal<double>* ratesChangedSignal = nullptr;
    sim::Signal<FlowId, double>* flowFinishedSignal = nullptr;
};

} // namespace ailab::core::net
