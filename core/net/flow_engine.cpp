#include "core/net/flow_engine.h"

#include "core/error.h"
#include "core/net/max_min_solver.h"
#include "core/telemetry/metric_registry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <utility>

namespace ailab::core::net {

namespace {
constexpr std::uint32_t kNone = 0xffffffffu;
enum class Phase : std::uint8_t { Free, Latency, Transfer, Delivering };

FlowId makeId(std::uint32_t slot, std::uint32_t generation)
{
    return (FlowId{generation} << 32) | slot;
}
} // namespace

struct FlowEngine::State
{
    struct Flow
    {
        topo::Path path;
        std::vector<std::uint32_t> position; // index of this flow in channelFlows[path[i]]
        Completion onDone;
        double bytes = 0;
        double remaining = 0; // bytes still to send as of lastUpdate
        double rate = 0;      // bits per second
        double previousRate = 0;
        double lastUpdate = 0;
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
        f.phase = Phase::Free;
        f.onDone = nullptr;
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
        Completion done = std::move(f.onDone);
        release(slot);
        const double now = simulation.now();
        flowFinishedSignal->notify(id, now);
        if (done)
            done(id, now);
    }

    void scheduleFinish(std::uint32_t slot, double at)
    {
        const std::uint32_t generation = flows[slot].generation;
        flows[slot].event = simulation.schedule(at, [this, slot, generation] {
            if (flows[slot].generation == generation)
                finish(slot);
        });
    }

    void recompute();
    void solveComponent();
    void finishRecompute(double now);
    void recordTelemetry(double now);

    sim::Signal<double>* ratesChangedSignal = nullptr;
    sim::Signal<FlowId, double>* flowFinishedSignal = nullptr;
};

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

void FlowEngine::State::recordTelemetry(double now)
{
    for (std::size_t i = 0; i < telemetryChannels.size(); ++i)
        channelSeries[i]->add(now, load[telemetryChannels[i]] / capacity[telemetryChannels[i]]);
    for (const auto& [id, series] : flowSeries) {
        const Flow* f = find(id);
        series->add(now, f && f->phase == Phase::Transfer ? f->rate / 1e9 : 0.0);
    }
    // Flows get a series at their first rate change, up to the limit.
    for (const std::uint32_t slot : componentFlows) {
        if (flowSeries.size() >= maxFlowSeries)
            break;
        const FlowId id = makeId(slot, flows[slot].generation);
        const bool known = std::any_of(flowSeries.begin(), flowSeries.end(),
                                       [id](const auto& e) { return e.first == id; });
        if (known)
            continue;
        const std::string name = "flow/" + std::to_string(id) + "/rate_gbps";
        telemetry::TimeSeries* series = registry->find(name);
        if (!series)
            series = &registry->add(name, "Gb/s");
        series->add(now, flows[slot].rate / 1e9);
        flowSeries.emplace_back(id, series);
    }
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
    if (!(bytes >= 0) || !std::isfinite(bytes))
        throw Error("a flow needs a finite, non-negative number of bytes, got " +
                        std::to_string(bytes),
                    "bytes");
    s.refreshLinks();
    double latency = 0;
    for (const topo::ChannelId c : path) {
        if (c >= s.capacity.size())
            throw Error("the path crosses channel " + std::to_string(c) +
                            ", which is not in the graph",
                        "path");
        const topo::LinkId link = topo::Graph::linkOf(c);
        if (s.linkLatency[link] < 0)
            throw Error("the path crosses link " + std::to_string(link) + " (" +
                            s.graph.node(s.graph.link(link).a).name + " - " +
                            s.graph.node(s.graph.link(link).b).name + "), which is down",
                        "path");
        latency += s.linkLatency[link];
    }
    const std::uint32_t slot = s.acquire();
    State::Flow& f = s.flows[slot];
    f.path.assign(path.begin(), path.end());
    f.onDone = std::move(onDone);
    f.bytes = bytes;
    f.remaining = bytes;
    f.rate = 0;
    f.previousRate = 0;
    f.event = {};
    f.startOrder = s.nextStartOrder++;
    f.phase = Phase::Latency;
    ++s.activeCount;
    const FlowId id = makeId(slot, f.generation);
    const double now = s.simulation.now();
    if (path.empty() || bytes == 0) {
        // Nothing to share: the bytes arrive after the path latency.
        f.phase = Phase::Delivering;
        s.scheduleFinish(slot, now + latency);
    } else if (latency > 0) {
        const std::uint32_t generation = f.generation;
        f.event = s.simulation.schedule(now + latency, [&s, slot, generation] {
            if (s.flows[slot].generation == generation)
                s.activate(slot);
        });
    } else {
        s.activate(slot);
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

bool FlowEngine::active(FlowId flow) const
{
    return m_state->find(flow) != nullptr;
}

double FlowEngine::rateBps(FlowId flow) const
{
    const State::Flow* f = m_state->find(flow);
    return f && f->phase == Phase::Transfer ? std::max(0.0, f->rate) : 0.0;
}

double FlowEngine::remainingBytes(FlowId flow) const
{
    const State::Flow* f = m_state->find(flow);
    if (!f)
        return 0.0;
    if (f->phase != Phase::Transfer)
        return f->phase == Phase::Latency ? f->bytes : 0.0;
    const double elapsed = m_state->simulation.now() - f->lastUpdate;
    return std::max(0.0, f->remaining - std::max(0.0, f->rate) * elapsed / 8.0);
}

const topo::Path& FlowEngine::path(FlowId flow) const
{
    const State::Flow* f = m_state->find(flow);
    if (!f)
        throw Error("flow " + std::to_string(flow) + " is not active", "flow");
    return f->path;
}

std::size_t FlowEngine::activeFlowCount() const
{
    return m_state->activeCount;
}

std::vector<FlowId> FlowEngine::activeFlows() const
{
    const State& s = *m_state;
    std::vector<std::pair<std::uint64_t, FlowId>> order;
    order.reserve(s.activeCount);
    for (std::uint32_t slot = 0; slot < s.flows.size(); ++slot) {
        const State::Flow& f = s.flows[slot];
        if (f.phase != Phase::Free)
            order.emplace_back(f.startOrder, makeId(slot, f.generation));
    }
    std::sort(order.begin(), order.end());
    std::vector<FlowId> result;
    result.reserve(order.size());
    for (const auto& entry : order)
        result.push_back(entry.second);
    return result;
}

std::span<const double> FlowEngine::channelLoadBps() const
{
    return m_state->load;
}

double FlowEngine::channelUtilisation(topo::ChannelId channel) const
{
    if (channel >= m_state->capacity.size())
        throw Error("channel " + std::to_string(channel) + " is not in the graph", "channel");
    return m_state->load[channel] / m_state->capacity[channel];
}

double FlowEngine::peakUtilisation() const
{
    return m_state->peak;
}

std::span<const double> FlowEngine::channelBytes() const
{
    const double now = m_state->simulation.now();
    for (topo::ChannelId c = 0; c < m_state->bytes.size(); ++c)
        m_state->integrateBytes(c, now);
    return m_state->bytes;
}

void FlowEngine::recordTelemetry(telemetry::MetricRegistry& registry,
                                 std::vector<topo::ChannelId> channels, std::size_t maxFlows)
{
    State& s = *m_state;
    s.registry = &registry;
    s.telemetryChannels.clear();
    s.channelSeries.clear();
    for (const topo::ChannelId c : channels) {
        if (c >= s.capacity.size())
            throw Error("channel " + std::to_string(c) + " is not in the graph", "channels");
        const topo::Link& link = s.graph.link(topo::Graph::linkOf(c));
        const std::string name = "link/" + s.graph.node(link.a).name + "-" +
                                 s.graph.node(link.b).name + "/" + (c % 2 == 0 ? "a->b" : "b->a") +
                                 "/utilisation";
        telemetry::TimeSeries* series = registry.find(name);
        s.channelSeries.push_back(series ? series : &registry.add(name, "ratio"));
        s.telemetryChannels.push_back(c);
    }
    s.maxFlowSeries = maxFlows;
    s.flowSeries.clear();
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
