#pragma once

#include "core/infer/request_path.h"
#include "core/infer/workload.h"

#include <string_view>

// One request's state while the serving engine answers it (vLLM's Request: tokens so far,
// tokens whose KV is computed, the blocks it holds) and its timestamps, from which the
// benchmark metrics are computed (docs/models.md, "Serving: metrics").
namespace ailab::core::infer {

enum class RequestState {
    Pending,      // not arrived yet
    Routing,      // arrived, no ready replica to take it
    Waiting,      // in a replica's waiting queue
    Running,      // in a replica's running batch
    Transferring, // disaggregated: KV on its way from the prefill to a decode replica
    Finished,
    Rejected // longer than the context the engine admits, or than a replica's KV cache
};
std::string_view requestStateId(RequestState state); // "pending", "routing", ...

struct ServedRequest
{
    int id = 0;
    RequestSpec spec;
    RequestState state = RequestState::Pending;
    int replica = -1;
    long long numComputed = 0;  // tokens whose KV is in the cache
    int generated = 0;          // output tokens produced so far
    long long ownBlocks = 0;    // KV blocks the request holds alone
    long long sharedBlocks = 0; // blocks of a cached prefix it uses
    bool kvReceived = false;    // disaggregated: its KV arrived with it
    int preemptions = 0;
    int reroutes = 0; // sent again after its replica failed
    double firstTokenS = -1;
    double lastTokenS = -1;
    double finishS = -1;
    double firstScheduledS = -1; // first admitted to a running batch

    // vLLM's num_tokens: the prompt and every token generated so far. After a preemption
    // the generated tokens are recomputed with the prompt.
    long long tokens() const { return spec.promptTokens + generated; }
    bool finished() const { return state == RequestState::Finished; }
    double ttft() const { return firstTokenS - spec.arrivalS; }
    double latency() const { return finishS - spec.arrivalS; }
    // The mean gap between its tokens so far: (last - first token) / (tokens - 1), the
    // request's TPOT once it has finished; 0 before its second token.
    double meanInterTokenS() const
    {
        return generated > 1 ? (lastTokenS - firstTokenS) / double(generated - 1) : 0.0;
    }
};

// Where the request is on the course's request journey (request_path.h): waiting is the
// queue, a running prompt prefill, a running request with tokens out decode.
RequestHop requestHop(const ServedRequest& request);

} // namespace ailab::core::infer
