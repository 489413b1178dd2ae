#include "core/net/flow_engine.h"

#include "core/error.h"
#include "core/net/flow_engine_state.h"
#include "core/telemetry/metric_registry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <utility>

namespace ailab::core::net {

void FlowEngine::State::recompute()
{
    recomputePending = false;
    const double now = simulation.now();
    // The flows connected to the changed channels through shared channels: only their
    // max-min rates can change.
    if (++epoch == 0) {
        std::fill(channelMark.begin(), channelMark.end(), 0);
        for (Flow& f : flows)
            f.mark = 0;
        epoch = 1;
    }
    componentFlows.clear();
    componentChannels.clear();
    for (const topo::ChannelId c : dirty) {
        dirtyMark[c] = 0;
        if (channelMark[c] != epoch) {
            channelMark[c] = epoch;
            componentChannels.push_back(c);
        }
    }
    dirty.clear();
    for (std::size_t i = 0; i < componentChannels.size(); ++i) {
        for (const std::uint32_t slot : channelFlows[componentChannels[i]]) {
            Flow& f = flows[slot];
            if (f.mark == epoch)
                continue;
            f.mark = epoch;
            componentFlows.push_back(slot);
            for (const topo::ChannelId c : f.path) {
                if (channelMark[c] != epoch) {
                    channelMark[c] = epoch;
                    componentChannels.push_back(c);
                }
            }
        }
    }

    for (const std::uint32_t slot : componentFlows) {
        Flow& f = flows[slot];
        f.remaining = std::max(0.0, f.remaining - f.rate * (now - f.lastUpdate) / 8.0);
        f.lastUpdate = now;
        f.previousRate = f.rate;
        f.rate = -1.0;
    }
    bool shared = false;
    for (const topo::ChannelId c : componentChannels)
        shared = shared || channelFlows[c].size() > 1;
    if (!shared) {
        // Every flow alone on its channels (an uncongested fabric): each gets its
        // bottleneck, which is what the solver would find, without the heap.
        for (const std::uint32_t slot : componentFlows) {
            Flow& f = flows[slot];
            double rate = std::numeric_limits<double>::infinity();
            for (const topo::ChannelId c : f.path)
                rate = std::min(rate, capacity[c]);
            f.rate = rate;
        }
    } else {
        solveComponent();
    }
    finishRecompute(now);
}

void FlowEngine::State::solveComponent()
{
    solver.solve(
        componentChannels, [this](topo::ChannelId c) { return capacity[c]; },
        [this](topo::ChannelId c) -> std::span<const std::uint32_t> { return channelFlows[c]; },
        [this](std::uint32_t slot) -> std::span<const topo::ChannelId> { return flows[slot].path; },
        [this](std::uint32_t slot) -> double& { return flows[slot].rate; });
}

void FlowEngine::State::finishRecompute(double now)
{
    for (const std::uint32_t slot : componentFlows) {
        Flow& f = flows[slot];
        if (f.rate == f.previousRate && f.event.value != 0)
            continue; // same rate: the scheduled finish still holds
        if (f.event.value != 0)
            simulation.cancel(f.event);
        f.event = {};
        if (f.rate > 0) // a flow squeezed to zero waits for the next change
            scheduleFinish(slot, now + f.remaining * 8.0 / f.rate);
    }
    for (const topo::ChannelId c : componentChannels) {
        integrateBytes(c, now);
        double sum = 0;
        for (const std::uint32_t slot : channelFlows[c])
            sum += flows[slot].rate;
        load[c] = sum;
        peak = std::max(peak, sum / capacity[c]);
    }
    if (registry)
        recordTelemetry(now);
    ratesChangedSignal->notify(now);
}

// The fast path. In a fabric without contention (a ring over a non-blocking leaf-spine)
// almost every flow is alone on its channels from start to end; the general path would
// spend three events on it (arrival after the latency, the recompute of that instant,
// the finish) and move it in and out of the channel lists. A flow alone on every channel
// of its path gets the path's bottleneck rate as soon as its bytes arrive and keeps it, so
// its finish time is known at the start: arrival + bytes x 8 / rate, the same expression
// the recompute at arrival would evaluate, so the result is bit-identical. Views that
// follow every rate change (ratesChanged observers, telemetry) keep the general path.
bool FlowEngine::State::fastAllowed() const
{
    return registry == nullptr && ratesChangedSignal->size() == 0;
}

void FlowEngine::State::startFast(std::uint32_t slot, double arrival, double rate)
{
    Flow& f = flows[slot];
    f.phase = Phase::Fast;
    f.rate = rate;
    f.lastUpdate = arrival;
    for (const topo::ChannelId c : f.path)
        fastOwner[c] = slot;
    ++fastCount;
    scheduleFinish(slot, arrival + f.remaining * 8.0 / rate);
}

// Another flow claims a channel of this Fast flow: from now on it is an ordinary flow, in
// the state the general path would have given it.
void FlowEngine::State::demote(std::uint32_t slot)
{
    Flow& f = flows[slot];
    for (const topo::ChannelId c : f.path)
        fastOwner[c] = kNone;
    --fastCount;
    const double now = simulation.now();
    const double arrival = f.lastUpdate;
    if (now < arrival) {
        // Still in flight over the path latency: wait for the arrival as start() does.
        simulation.cancel(f.event);
        f.phase = Phase::Latency;
        f.rate = 0;
        scheduleArrival(slot, arrival);
        return;
    }
    // Sending alone since its arrival: it joins the channel lists with its rate and
    // remaining bytes as of the arrival, as the recompute then would have left them; its
    // finish event stays valid until a recompute changes its rate.
    f.phase = Phase::Transfer;
    f.previousRate = f.rate;
    f.position.resize(f.path.size());
    for (std::size_t i = 0; i < f.path.size(); ++i) {
        const topo::ChannelId c = f.path[i];
        auto& list = channelFlows[c];
        f.position[i] = static_cast<std::uint32_t>(list.size());
        list.push_back(slot);
        integrateBytes(c, now);
        bytes[c] += f.rate * (now - arrival) / 8.0;
        load[c] += f.rate;
        peak = std::max(peak, load[c] / capacity[c]);
    }
}

// A Fast flow ends (finished, cancelled or reset): what it carried goes to the counters.
void FlowEngine::State::leaveFast(std::uint32_t slot)
{
    Flow& f = flows[slot];
    const double sent = std::max(0.0, simulation.now() - f.lastUpdate);
    const double carried = f.rate * sent / 8.0;
    double smallest = std::numeric_limits<double>::infinity();
    for (const topo::ChannelId c : f.path) {
        fastOwner[c] = kNone;
        if (sent > 0) {
            bytes[c] += carried;
            smallest = std::min(smallest, capacity[c]);
        }
    }
    // The largest rate / capacity[c] is rate / the smallest capacity (a correctly rounded
    // division is monotonic in its divisor): one division instead of one per channel.
    if (sent > 0 && !f.path.empty())
        peak = std::max(peak, f.rate / smallest);
    --fastCount;
}

FlowEngine::FlowEngine(sim::Simulation& simulation, const topo::Graph& graph)
    : m_state(std::make_unique<State>(simulation, graph))
{
    m_state->ratesChangedSignal = &ratesChanged;
    m_state->flowFinishedSignal = &flowFinished;
}

FlowEngine::~FlowEngine()
{
    // Pending events hold pointers into the state: take them off the Simulation.
    if (m_state)
        reset();
}

FlowId FlowEngine::start(topo::Path path, double bytes, Completion onDone)
{
    return start(std::span<const topo::ChannelId>(path), bytes, std::move(onDone));
}

FlowId FlowEngine::start(std::span<const topo::ChannelId> path, double bytes, Completion onDone)
{
    State& s = *m_state;
    const double latency = s.checkStart(path, bytes);
    const std::uint32_t slot = s.acquire();
    s.flows[slot].onDone = std::move(onDone);
    return s.launch(slot, path, bytes, latency);
}

FlowId FlowEngine::start(std::span<const topo::ChannelId> path, double bytes, CompletionFn onDone,
                         void* context, std::uint64_t argument)
{
    State& s = *m_state;
    const double latency = s.checkStart(path, bytes);
    const std::uint32_t slot = s.acquire();
    State::Flow& f = s.flows[slot];
    f.doneFn = onDone;
    f.doneContext = context;
    f.doneArgument = argument;
    return s.launch(slot, path, bytes, latency);
}

double FlowEngine::State::checkStart(std::span<const topo::ChannelId> path, double flowBytes)
{
    if (!(flowBytes >= 0) || !std::isfinite(flowBytes))
        throw Error("a flow needs a finite, non-negative number of bytes, got " +
                        std::to_string(flowBytes),
                    "bytes");
    refreshLinks();
    double latency = 0;
    for (const topo::ChannelId c : path) {
        if (c >= capacity.size())
            throw Error("the path crosses channel " + std::to_string(c) +
                            ", which is not in the graph",
                        "path");
        const topo::LinkId link = topo::Graph::linkOf(c);
        if (linkLatency[link] < 0)
            throw Error("the path crosses link " + std::to_string(link) + " (" +
                            graph.node(graph.link(link).a).name + " - " +
                            graph.node(graph.link(link).b).name + "), which is down",
                        "path");
        latency += linkLatency[link];
    }
    return latency;
}

FlowId FlowEngine::State::launch(std::uint32_t slot, std::span<const topo::ChannelId> path,
                                 double flowBytes, double latency)
{
    Flow& f = flows[slot];
    f.path.assign(path.begin(), path.end());
    f.bytes = flowBytes;
    f.remaining = flowBytes;
    f.rate = 0;
    f.previousRate = 0;
    f.event = {};
    f.startOrder = nextStartOrder++;
    f.phase = Phase::Latency;
    ++activeCount;
    const FlowId id = makeId(slot, f.generation);
    const double now = simulation.now();
    if (path.empty() || flowBytes == 0) {
        // Nothing to share: the bytes arrive after the path latency.
        f.phase = Phase::Delivering;
        scheduleFinish(slot, now + latency);
        return id;
    }
    bool alone = fastAllowed();
    double bottleneck = std::numeric_limits<double>::infinity();
    for (const topo::ChannelId c : path) {
        alone = alone && claims[c] == 0;
        ++claims[c];
        bottleneck = std::min(bottleneck, capacity[c]);
    }
    if (alone && bottleneck > 0) {
        startFast(slot, now + latency, bottleneck);
        return id;
    }
    for (const topo::ChannelId c : path) {
        if (fastOwner[c] != kNone)
            demote(fastOwner[c]);
    }
    if (latency > 0) {
        scheduleArrival(slot, now + latency);
    } else {
        activate(slot);
    }
    return id;
}

void FlowEngine::cancel(FlowId flow)
{
    State& s = *m_state;
    if (!s.find(flow))
        return;
    const auto slot = static_cast<std::uint32_t>(flow & 0xffffffffu);
    State::Flow& f = s.flows[slot];
    if (f.event.value != 0)
        s.simulation.cancel(f.event);
    if (f.phase == Phase::Transfer)
        s.detach(slot);
    s.release(slot);
}

void FlowEngine::reset()
{
    State& s = *m_state;
    for (std::uint32_t slot = 0; slot < s.flows.size(); ++slot) {
        State::Flow& f = s.flows[slot];
        if (f.phase == Phase::Free)
            continue;
        if (f.event.value != 0)
            s.simulation.cancel(f.event);
        if (f.phase == Phase::Transfer)
            s.detach(slot);
        s.release(slot);
    }
    if (s.recomputePending)
        s.simulation.cancel(s.recomputeEvent);
    s.recomputePending = false;
    for (const topo::ChannelId c : s.dirty)
        s.dirtyMark[c] = 0;
    s.dirty.clear();
    std::fill(s.load.begin(), s.load.end(), 0.0);
    std::fill(s.bytes.begin(), s.bytes.end(), 0.0);
    std::fill(s.lastLoadChange.begin(), s.lastLoadChange.end(), s.simulation.now());
    s.peak = 0;
    s.nextStartOrder = 0;
    s.flowSeries.clear();
}

} // namespace ailab::core::net
