#include "core/infer/request_path.h"

#include "core/error.h"
#include "core/infer/serving_metrics.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::infer {

std::string requestHopId(RequestHop hop)
{
    switch (hop) {
    case RequestHop::Client:
        return "client";
    case RequestHop::Gateway:
        return "gateway";
    case RequestHop::Router:
        return "router";
    case RequestHop::Queue:
        return "queue";
    case RequestHop::Prefill:
        return "prefill";
    case RequestHop::Decode:
        return "decode";
    case RequestHop::Response:
        return "response";
    case RequestHop::Done:
        return "done";
    }
    return "done";
}

namespace {
void requireSeconds(double value, const char* path, const char* what)
{
    if (!std::isfinite(value) || value < 0.0 || value > 600.0)
        throw Error(std::string(what) + " must be between 0 and 600 s", path);
}
} // namespace

void validateRequestPath(const RequestPathInputs& in)
{
    requireSeconds(in.clientToGatewaySeconds, "/model/inference/clientToGatewayMs",
                   "client to gateway latency");
    requireSeconds(in.gatewaySeconds, "/model/inference/gatewayMs", "gateway latency");
    requireSeconds(in.routingSeconds, "/model/inference/routingMs", "routing latency");
    requireSeconds(in.queueingSeconds, "/model/inference/queueingMs", "queueing delay");
    requireSeconds(in.prefillSeconds, "/model/inference/prefillMs", "prefill time");
    if (in.outputTokens < 1 || in.outputTokens > 100000)
        throw Error("output tokens must be between 1 and 100000", "/model/inference/outputTokens");
    requireSeconds(in.timePerOutputTokenSeconds, "/model/inference/tpotMs",
                   "time per output token");
    requireSeconds(in.responseSeconds, "/model/inference/responseMs", "response latency");
}

RequestPathResult evaluateRequestPath(const RequestPathInputs& in, double computeThroughputFactor)
{
    validateRequestPath(in);
    if (!(computeThroughputFactor > 0.0) || computeThroughputFactor > 1.0)
        throw Error("compute throughput factor must be in (0, 1]");
    RequestPathResult r;
    r.prefillSeconds = in.prefillSeconds / computeThroughputFactor;
    r.timeToFirstTokenSeconds = in.queueingSeconds + r.prefillSeconds;
    r.serverEndToEndSeconds = responseTimeSeconds(r.timeToFirstTokenSeconds, in.outputTokens,
                                                  in.timePerOutputTokenSeconds);
    const double decode = r.serverEndToEndSeconds - r.timeToFirstTokenSeconds;
    const double inbound = in.clientToGatewaySeconds + in.gatewaySeconds + in.routingSeconds;
    r.clientTimeToFirstTokenSeconds = inbound + r.timeToFirstTokenSeconds + in.responseSeconds;
    r.clientEndToEndSeconds = inbound + r.serverEndToEndSeconds + in.responseSeconds;

    const std::pair<RequestHop, double> hops[] = {
        {RequestHop::Client, in.clientToGatewaySeconds}, {RequestHop::Gateway, in.gatewaySeconds},
        {RequestHop::Router, in.routingSeconds},         {RequestHop::Queue, in.queueingSeconds},
        {RequestHop::Prefill, r.prefillSeconds},         {RequestHop::Decode, decode},
        {RequestHop::Response, in.responseSeconds},
    };
    double at = 0.0;
    r.hops.reserve(std::size(hops));
    for (const auto& [hop, duration] : hops) {
        r.hops.push_back({hop, at, duration});
        at += duration;
    }
    return r;
}

RequestJourney::RequestJourney(sim::Simulation& simulation, RequestPathInputs inputs)
    : m_simulation(simulation)
    , m_inputs(inputs)
{
    m_result = evaluateRequestPath(m_inputs, m_factor);
}

void RequestJourney::setComputeThroughputFactor(double factor)
{
    evaluateRequestPath(m_inputs, factor); // validates
    m_factor = factor;
}

void RequestJourney::start()
{
    beginRequest();
}

void RequestJourney::beginRequest()
{
    ++m_request;
    m_requestStart = m_simulation.now();
    m_result = evaluateRequestPath(m_inputs, m_factor);
    enterHop(0);
}

void RequestJourney::enterHop(std::size_t index)
{
    if (index >= m_result.hops.size()) {
        ++m_completed;
        m_hop = RequestHop::Done;
        m_hopStart = m_hopEnd = m_simulation.now();
        requestCompleted.notify(m_request, m_simulation.now() - m_requestStart, m_simulation.now());
        hopChanged.notify(RequestHop::Done, m_request, m_simulation.now());
        if (!m_stopped)
            beginRequest();
        return;
    }
    const HopTiming& timing = m_result.hops[index];
    m_hop = timing.hop;
    m_hopStart = m_simulation.now();
    m_hopEnd = m_hopStart + timing.duration;
    hopChanged.notify(m_hop, m_request, m_hopStart);
    m_simulation.scheduleIn(timing.duration, [this, index] { enterHop(index + 1); });
}

double RequestJourney::hopProgress(double now) const
{
    const double span = m_hopEnd - m_hopStart;
    return span > 0.0 ? std::clamp((now - m_hopStart) / span, 0.0, 1.0) : 1.0;
}

} // namespace ailab::core::infer
