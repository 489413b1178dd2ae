#include "core/infer/serving_request.h"

namespace ailab::core::infer {

std::string_view requestStateId(RequestState state)
{
    switch (state) {
    case RequestState::Pending:
        return "pending";
    case RequestState::Routing:
        return "routing";
    case RequestState::Waiting:
        return "waiting";
    case RequestState::Running:
        return "running";
    case RequestState::Transferring:
        return "transferring";
    case RequestState::Finished:
        return "finished";
    case RequestState::Rejected:
        return "rejected";
    }
    return "pending";
}

RequestHop requestHop(const ServedRequest& r)
{
    switch (r.state) {
    case RequestState::Pending:
        return RequestHop::Client;
    case RequestState::Routing:
        return RequestHop::Router;
    case RequestState::Waiting:
        return RequestHop::Queue;
    case RequestState::Running:
        return r.numComputed < r.tokens() - 1 || r.generated == 0 ? RequestHop::Prefill
                                                                  : RequestHop::Decode;
    case RequestState::Transferring:
        return RequestHop::Decode;
    case RequestState::Finished:
    case RequestState::Rejected:
        return RequestHop::Done;
    }
    return RequestHop::Done;
}

} // namespace ailab::core::infer
