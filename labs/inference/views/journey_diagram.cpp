#include "labs/inference/views/journey_diagram.h"

#include "core/infer/serving_cluster.h"
#include "labs/inference/views/serving_format.h"

#include <algorithm>

namespace ailab::labs::inference {

namespace {
using core::infer::RequestHop;
namespace fmt = serving_format;

// The drawing's hops, left to right; the followed request moves along them.
const QStringList& hopIds()
{
    static const QStringList ids{QStringLiteral("client"),  QStringLiteral("gateway"),
                                 QStringLiteral("scheduler"), QStringLiteral("queue"),
                                 QStringLiteral("prefill"), QStringLiteral("decode"),
                                 QStringLiteral("response")};
    return ids;
}

// Where on the path (0 .. 6 hops) the request's state puts it. Tokens are drawn under the
// boxes, so a request at a hop sits on the link just before that hop's box; a decoding
// request moves along the link to the response stream as its tokens come out.
double pathPosition(const core::infer::ServedRequest& r)
{
    constexpr double kBeforeBox = 0.3;
    switch (core::infer::requestHop(r)) {
    case RequestHop::Client:
        return kBeforeBox;
    case RequestHop::Gateway:
        return 1.0 - kBeforeBox;
    case RequestHop::Router:
        return 2.0 - kBeforeBox;
    case RequestHop::Queue:
        return 3.0 - kBeforeBox;
    case RequestHop::Prefill:
        return 4.0 - kBeforeBox;
    case RequestHop::Decode:
        return 5.0 + kBeforeBox +
               (1.0 - 2 * kBeforeBox) * double(r.generated) /
                   double(std::max(1, r.spec.outputTokens));
    case RequestHop::Response:
    case RequestHop::Done:
        return 6.0 - kBeforeBox;
    }
    return 0.0;
}
} // namespace

TopologySnapshot JourneyDiagram::build(const core::infer::ServingCluster& cluster, int followed)
{
    const core::infer::ClusterSnapshot snap = cluster.snapshot();
    int waiting = 0, prefilling = 0, decoding = 0;
    for (const core::infer::ServedRequest& r : cluster.requests()) {
        if (r.state == core::infer::RequestState::Waiting)
            ++waiting;
        else if (r.state == core::infer::RequestState::Running) {
            if (core::infer::requestHop(r) == RequestHop::Prefill)
                ++prefilling;
            else
                ++decoding;
        }
    }
    long long used = 0, total = 0;
    int ready = 0;
    int serving = 0; // replicas not stopped (loading, ready, draining or failed)
    for (const core::infer::ReplicaSnapshot& rep : snap.replicas) {
        used += rep.kvBlocksUsed;
        total += rep.kvBlocksTotal;
        ready += rep.state == core::infer::ReplicaState::Ready ? 1 : 0;
        serving += rep.state != core::infer::ReplicaState::Stopped ? 1 : 0;
    }
    // A stage with requests at it is busy, one without idle, so that the drawing shows where
    // the requests in the system are; no ready replica fails the engine's stages.
    const auto busy = [](int requests) { return requests > 0 ? Status::Busy : Status::Idle; };
    const Status engine = ready == 0 && serving > 0 ? Status::Failed
                          : ready < serving         ? Status::Congested
                                                    : Status::Healthy;
    // A replica down shows on the engine's stages whatever their load.
    const auto engineStage = [&](int requests) {
        return engine != Status::Healthy ? engine : busy(requests);
    };

    TopologySnapshot s;
    const auto node = [&](const QString& id, const QString& label, const QString& kind, double x,
                          double y, const QString& detail, double utilisation = -1.0,
                          Status status = Status::Healthy) {
        TopologyNode n;
        n.id = id;
        n.label = label;
        n.kind = kind;
        n.position = QPointF(x, y);
        n.detail = detail;
        n.utilisation = utilisation;
        n.status = status;
        s.nodes << n;
    };
    node(QStringLiteral("client"), tr("Client"), QStringLiteral("user"), 0, 0,
         tr("%n request(s) sent so far", nullptr, snap.arrived));
    node(QStringLiteral("gateway"), tr("API gateway"), QStringLiteral("switch"), 1, 0,
         tr("Authentication and rate limits; the serving model does not time this hop"));
    node(QStringLiteral("scheduler"), tr("Scheduler (router)"), QStringLiteral("cpu"), 2, 0,
         tr("Picks a replica; %n request(s) wait for a ready replica", nullptr,
            snap.routingQueue),
         -1.0, snap.routingQueue > 0 ? Status::Congested : Status::Healthy);
    node(QStringLiteral("queue"), tr("Waiting queue"), QStringLiteral("memory"), 3, 1,
         tr("%n request(s) waiting for the batch", nullptr, waiting), -1.0, busy(waiting));
    node(QStringLiteral("prefill"), tr("Prefill"), QStringLiteral("gpu"), 4, 1,
         tr("%n prompt(s) being computed", nullptr, prefilling),
         total > 0 ? double(used) / double(total) : -1.0, engineStage(prefilling));
    node(QStringLiteral("decode"), tr("Decode"), QStringLiteral("gpu"), 5, 1,
         tr("%n request(s) generating tokens; %1 of %2 replicas ready", nullptr, decoding)
             .arg(ready)
             .arg(snap.replicas.size()),
         total > 0 ? double(used) / double(total) : -1.0, engineStage(decoding));
    node(QStringLiteral("response"), tr("Response stream"), QStringLiteral("user"), 6, 0,
         tr("%n request(s) answered", nullptr, snap.finished));

    // Each link carries the requests on their way to its stage (the last one the decoding
    // requests' tokens), its load their share of the requests in the system.
    const QStringList& ids = hopIds();
    const int onLink[] = {0, 0, snap.routingQueue, waiting, prefilling, decoding, decoding};
    for (int i = 0; i + 1 < ids.size(); ++i) {
        TopologyLink l;
        l.id = ids[i] + QLatin1Char('-') + ids[i + 1];
        l.from = ids[i];
        l.to = ids[i + 1];
        l.labelCapacity = false;
        const int requests = onLink[i + 1];
        l.utilisation = snap.inSystem > 0 ? double(requests) / double(snap.inSystem) : 0.0;
        l.status = busy(requests);
        l.detail = tr("%n request(s) of %1 in the system", nullptr, requests)
                       .arg(snap.inSystem);
        s.links << l;
    }

    if (followed >= 0 && std::size_t(followed) < cluster.requests().size()) {
        const core::infer::ServedRequest& r = cluster.requests()[std::size_t(followed)];
        TopologyFlow f;
        f.id = QStringLiteral("followed");
        f.path = ids;
        f.progress = pathPosition(r) / double(ids.size() - 1);
        f.label = fmt::requestName(followed);
        s.flows << f;
    }
    return s;
}

QString JourneyDiagram::stageText(const core::infer::ServingCluster& cluster, int request)
{
    if (request < 0 || std::size_t(request) >= cluster.requests().size())
        return {};
    const core::infer::ServedRequest& r = cluster.requests()[std::size_t(request)];
    if (r.state == core::infer::RequestState::Rejected)
        return tr("refused");
    switch (core::infer::requestHop(r)) {
    case RequestHop::Client:
        return tr("not sent yet");
    case RequestHop::Gateway:
        return tr("at the gateway");
    case RequestHop::Router:
        return tr("waiting for a replica");
    case RequestHop::Queue:
        return tr("waiting queue");
    case RequestHop::Prefill:
        return tr("prefill");
    case RequestHop::Decode:
        return tr("decode");
    case RequestHop::Response:
    case RequestHop::Done:
        return tr("answered");
    }
    return {};
}

} // namespace ailab::labs::inference
