#pragma once

#include "core/sim/signal.h"

#include <string>
#include <vector>

namespace ailab::core::sim {
class Simulation;
}

namespace ailab::core::infer {

// The hops of one inference request through the stack (seed Lab 01, workload journey):
// client -> gateway -> scheduler/router -> model server (queue, prefill, decode) -> client.
enum class RequestHop { Client, Gateway, Router, Queue, Prefill, Decode, Response, Done };

std::string requestHopId(RequestHop hop); // "client", "gateway", ...

// Latencies of each hop. Defaults: the seed's worked example (TTFT 400 ms, 100 tokens
// 25 ms apart, section 07.5), the network hops are teaching assumptions.
struct RequestPathInputs
{
    double clientToGatewaySeconds = 0.020;
    double gatewaySeconds = 0.002; // authentication, rate limiting
    double routingSeconds = 0.001; // pick a model server replica
    double queueingSeconds = 0.050;
    double prefillSeconds = 0.350;
    int outputTokens = 100;
    double timePerOutputTokenSeconds = 0.025;
    double responseSeconds = 0.020; // last token back to the client
};

struct HopTiming
{
    RequestHop hop;
    double start = 0.0; // from the request's start
    double duration = 0.0;
};

struct RequestPathResult
{
    double prefillSeconds = 0.0;                // after the compute slowdown
    double timeToFirstTokenSeconds = 0.0;       // at the server: queueing + prefill
    double serverEndToEndSeconds = 0.0;         // TTFT + (n - 1) x TPOT
    double clientTimeToFirstTokenSeconds = 0.0; // including the network hops both ways
    double clientEndToEndSeconds = 0.0;
    std::vector<HopTiming> hops; // in order, Client .. Response
};

// Throws core::Error naming the field ("/model/inference/outputTokens", ...).
void validateRequestPath(const RequestPathInputs& inputs);

// TTFT = queueing + prefill; end-to-end = TTFT + (n_out - 1) x TPOT
// (docs/models.md, Inference request path).
// Prefill is compute bound, so it is divided by `computeThroughputFactor` (power cap);
// decode is memory bound (weights read per token), so TPOT is left as it is.
RequestPathResult evaluateRequestPath(const RequestPathInputs& inputs,
                                      double computeThroughputFactor = 1.0);

// Requests played back to back on a Simulation, one hop after another.
class RequestJourney
{
public:
    RequestJourney(sim::Simulation& simulation, RequestPathInputs inputs);

    void start(); // first request at now; each next one when the previous is answered
    void setComputeThroughputFactor(double factor); // applies from the next request
    void stop() { m_stopped = true; }               // no new request after the current

    RequestHop hop() const { return m_hop; }
    int completedRequests() const { return m_completed; }
    double hopProgress(double now) const;
    const RequestPathResult& current() const { return m_result; }

    // (hop, request number, time) when a hop begins.
    sim::Signal<RequestHop, int, double> hopChanged;
    // (request number, client end-to-end seconds, time) when a response arrives.
    sim::Signal<int, double, double> requestCompleted;

private:
    void beginRequest();
    void enterHop(std::size_t index);

    sim::Simulation& m_simulation;
    RequestPathInputs m_inputs;
    double m_factor = 1.0;
    RequestPathResult m_result;
    RequestHop m_hop = RequestHop::Done;
    double m_hopStart = 0.0;
    double m_hopEnd = 0.0;
    double m_requestStart = 0.0;
    int m_request = 0;
    int m_completed = 0;
    bool m_stopped = false;
};

} // namespace ailab::core::infer
