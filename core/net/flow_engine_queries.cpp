#include "core/error.h"
#include "core/net/flow_engine.h"
#include "core/net/flow_engine_state.h"
#include "core/telemetry/metric_registry.h"

#include <algorithm>
#include <string>
#include <utility>

// The flow engine's read-outs (rates, loads, bytes) and its optional telemetry.
namespace ailab::core::net {

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

bool FlowEngine::active(FlowId flow) const
{
    return m_state->find(flow) != nullptr;
}

double FlowEngine::rateBps(FlowId flow) const
{
    const State::Flow* f = m_state->find(flow);
    if (f && f->phase == Phase::Fast)
        return m_state->simulation.now() >= f->lastUpdate ? f->rate : 0.0;
    return f && f->phase == Phase::Transfer ? std::max(0.0, f->rate) : 0.0;
}

double FlowEngine::remainingBytes(FlowId flow) const
{
    const State::Flow* f = m_state->find(flow);
    if (!f)
        return 0.0;
    const double elapsed = m_state->simulation.now() - f->lastUpdate;
    if (f->phase == Phase::Fast && elapsed < 0)
        return f->bytes;
    if (f->phase != Phase::Transfer && f->phase != Phase::Fast)
        return f->phase == Phase::Latency ? f->bytes : 0.0;
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
    const State& s = *m_state;
    if (s.fastCount == 0)
        return s.load;
    s.loadView.resize(s.load.size());
    for (topo::ChannelId c = 0; c < s.load.size(); ++c)
        s.loadView[c] = s.load[c] + s.fastLoad(c);
    return s.loadView;
}

double FlowEngine::channelUtilisation(topo::ChannelId channel) const
{
    if (channel >= m_state->capacity.size())
        throw Error("channel " + std::to_string(channel) + " is not in the graph", "channel");
    return (m_state->load[channel] + m_state->fastLoad(channel)) / m_state->capacity[channel];
}

double FlowEngine::peakUtilisation() const
{
    const State& s = *m_state;
    double peak = s.peak;
    for (topo::ChannelId c = 0; s.fastCount > 0 && c < s.capacity.size(); ++c)
        peak = std::max(peak, s.fastLoad(c) / s.capacity[c]);
    return peak;
}

std::span<const double> FlowEngine::channelBytes() const
{
    const double now = m_state->simulation.now();
    const State& s = *m_state;
    for (topo::ChannelId c = 0; c < s.bytes.size(); ++c)
        s.integrateBytes(c, now);
    if (s.fastCount == 0)
        return s.bytes;
    // Fast flows add what they have sent so far.
    s.bytesView.assign(s.bytes.begin(), s.bytes.end());
    for (topo::ChannelId c = 0; c < s.bytes.size(); ++c) {
        const std::uint32_t owner = s.fastOwner[c];
        if (owner != kNone && now > s.flows[owner].lastUpdate)
            s.bytesView[c] += s.flows[owner].rate * (now - s.flows[owner].lastUpdate) / 8.0;
    }
    return s.bytesView;
}

void FlowEngine::recordTelemetry(telemetry::MetricRegistry& registry,
                                 std::vector<topo::ChannelId> channels, std::size_t maxFlows)
{
    State& s = *m_state;
    // Telemetry follows every rate change: the flows on the fast path leave it.
    for (std::uint32_t slot = 0; slot < s.flows.size() && s.fastCount > 0; ++slot) {
        if (s.flows[slot].phase == Phase::Fast)
            s.demote(slot);
    }
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

} // namespace ailab::core::net
