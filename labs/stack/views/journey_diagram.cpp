#include "labs/stack/views/journey_diagram.h"

#include "labs/stack/stack_session.h"

#include <QLocale>

namespace ailab::labs::stack {

namespace {

using core::infer::RequestHop;
using core::train::JourneyPhase;

QString seconds(double s)
{
    return JourneyDiagram::tr("%1 s").arg(QLocale().toString(s, 'f', 2));
}

TopologyNode node(const char* id, const QString& label, const char* kind, double x, double y)
{
    TopologyNode n;
    n.id = QString::fromLatin1(id);
    n.label = label;
    n.kind = QString::fromLatin1(kind);
    n.position = QPointF(x, y);
    n.status = Status::Idle;
    return n;
}

TopologyLink link(const char* from, const char* to)
{
    TopologyLink l;
    l.id = QStringLiteral("%1-%2").arg(QLatin1String(from), QLatin1String(to));
    l.from = QString::fromLatin1(from);
    l.to = QString::fromLatin1(to);
    l.status = Status::Idle;
    return l;
}

TopologyNode* find(TopologySnapshot& s, const char* id)
{
    for (TopologyNode& n : s.nodes) {
        if (n.id == QLatin1String(id))
            return &n;
    }
    return nullptr;
}

TopologyLink* findLink(TopologySnapshot& s, const char* from, const char* to)
{
    for (TopologyLink& l : s.links) {
        if (l.from == QLatin1String(from) && l.to == QLatin1String(to))
            return &l;
    }
    return nullptr;
}

// A transfer runs at the full rate the layer offers it: the link is busy while it lasts.
void setActive(TopologyLink* l, bool active, bool degraded)
{
    if (l == nullptr)
        return;
    l->utilisation = active ? 1.0 : 0.0;
    l->status = degraded ? Status::Congested : (active ? Status::Busy : Status::Idle);
}

TopologyFlow flow(const char* id, QStringList path, double progress, const QString& label,
                  int colour)
{
    TopologyFlow f;
    f.id = QString::fromLatin1(id);
    f.path = std::move(path);
    f.progress = progress;
    f.label = label;
    f.colourIndex = colour;
    return f;
}

} // namespace

TopologySnapshot JourneyDiagram::build(const StackSession& session)
{
    const auto& config = session.config();
    const auto& step = session.currentStep();
    const auto js = session.journeySnapshot();
    const auto degradations = session.degradations();

    TopologySnapshot s;
    // Training lane on top, the inference lane below, shared layers in between.
    s.nodes = {
        node("researcher", tr("Researcher"), "user", 0.0, 0.0),
        node("scheduler", tr("Scheduler"), "job", 1.25, 0.0),
        node("gpus", tr("GPU servers"), "server", 2.5, 0.0),
        node("fabric", tr("Fabric"), "switch", 3.75, 0.0),
        node("storage", tr("Storage"), "storage", 1.25, 1.0),
        node("power", tr("Power"), "rack", 3.75, 1.0),
        node("client", tr("Client"), "user", 0.0, 2.0),
        node("gateway", tr("API gateway"), "switch", 1.25, 2.0),
        node("router", tr("Router"), "job", 2.5, 2.0),
        node("modelserver", tr("Model server"), "gpu", 3.75, 2.0),
    };
    s.links = {
        link("researcher", "scheduler"), link("scheduler", "gpus"), link("storage", "gpus"),
        link("gpus", "fabric"),          link("power", "gpus"),     link("power", "modelserver"),
        link("client", "gateway"),       link("gateway", "router"), link("router", "modelserver")};

    const bool storageDegraded = degradations.storageSlowdown > 1.0;
    const bool networkDegraded = degradations.networkBandwidthFraction < 1.0;
    const bool powerDegraded = degradations.powerCap < 1.0;

    TopologyNode* gpus = find(s, "gpus");
    gpus->status = js.computeBusy ? Status::Busy : Status::Idle;
    gpus->utilisation = js.computeBusy ? 1.0 : 0.0;
    gpus->detail = tr("%1 GPUs; compute %2 per step, GPU utilisation %3 %")
                       .arg(config.step.gpus())
                       .arg(seconds(step.computeSeconds))
                       .arg(QLocale().toString(step.gpuUtilisation * 100.0, 'f', 0));
    TopologyNode* fabric = find(s, "fabric");
    fabric->status =
        networkDegraded ? Status::Congested : (js.networkBusy ? Status::Busy : Status::Idle);
    fabric->detail =
        tr("All-reduce %1 per step, %2 not hidden by compute")
            .arg(seconds(step.communicationSeconds), seconds(step.exposedCommunicationSeconds));
    TopologyNode* storage = find(s, "storage");
    storage->status =
        storageDegraded ? Status::Congested
                        : ((js.storageReading || js.storageWriting) ? Status::Busy : Status::Idle);
    storage->detail = tr("Batch load %1 per step; checkpoint write %2")
                          .arg(seconds(step.dataLoadSeconds), seconds(step.checkpointWriteSeconds));
    TopologyNode* power = find(s, "power");
    power->status = powerDegraded ? Status::Congested : Status::Healthy;
    power->detail = tr("GPU power cap %1 % of TDP: compute throughput %2 %")
                        .arg(QLocale().toString(degradations.powerCap * 100.0, 'f', 0),
                             QLocale().toString(step.powerThroughputFactor * 100.0, 'f', 0));
    find(s, "scheduler")->status = js.schedulerBusy ? Status::Busy : Status::Idle;
    find(s, "researcher")->status = Status::Healthy;
    find(s, "client")->status = Status::Healthy;

    setActive(findLink(s, "researcher", "scheduler"), js.phase == JourneyPhase::Submission, false);
    setActive(findLink(s, "scheduler", "gpus"), js.phase == JourneyPhase::Allocation, false);
    setActive(findLink(s, "storage", "gpus"), js.storageReading || js.storageWriting,
              storageDegraded);
    setActive(findLink(s, "gpus", "fabric"), js.networkBusy, networkDegraded);
    setActive(findLink(s, "power", "gpus"), js.computeBusy, powerDegraded);

    // The training job's token.
    const double p = js.phaseProgress;
    switch (js.phase) {
    case JourneyPhase::Submission:
        s.flows << flow("job", {"researcher", "scheduler"}, p, tr("Job"), 0);
        break;
    case JourneyPhase::Allocation:
        s.flows << flow("job", {"scheduler", "gpus"}, p, tr("Job"), 0);
        break;
    case JourneyPhase::DataLoading:
    case JourneyPhase::DataWait:
        s.flows << flow("job", {"storage", "gpus"}, p, tr("Batch"), 0);
        break;
    case JourneyPhase::Compute:
        s.flows << flow("job", {"gpus"}, 0.0, tr("Step %1").arg(js.step), 0);
        if (js.networkBusy)
            s.flows << flow("sync", {"gpus", "fabric"}, p, tr("Gradients"), 1);
        if (js.storageReading)
            s.flows << flow("prefetch", {"storage", "gpus"}, p, tr("Next batch"), 2);
        break;
    case JourneyPhase::Synchronisation:
        s.flows << flow("sync", {"gpus", "fabric"}, p, tr("Gradients"), 1);
        break;
    case JourneyPhase::Checkpoint:
        s.flows << flow("job", {"gpus", "storage"}, p, tr("Checkpoint"), 0);
        break;
    case JourneyPhase::Pending:
    case JourneyPhase::Finished:
        break;
    }

    // The inference request's token.
    const auto& requests = session.requests();
    const double q = requests.hopProgress(session.now());
    TopologyNode* server = find(s, "modelserver");
    server->status = Status::Idle;
    switch (requests.hop()) {
    case RequestHop::Client:
        s.flows << flow("request", {"client", "gateway"}, q, tr("Request"), 3);
        break;
    case RequestHop::Gateway:
        s.flows << flow("request", {"gateway"}, 0.0, tr("Request"), 3);
        break;
    case RequestHop::Router:
        s.flows << flow("request", {"gateway", "router", "modelserver"}, q, tr("Request"), 3);
        break;
    case RequestHop::Queue:
    case RequestHop::Prefill:
    case RequestHop::Decode:
        server->status = Status::Busy;
        server->utilisation = requests.hop() == RequestHop::Queue ? 0.0 : 1.0;
        s.flows << flow("request", {"modelserver"}, 0.0, tr("Request"), 3);
        break;
    case RequestHop::Response:
        s.flows << flow("request", {"modelserver", "router", "gateway", "client"}, q,
                        tr("Response"), 3);
        break;
    case RequestHop::Done:
        break;
    }
    const auto& request = session.currentRequest();
    server->detail =
        tr("Time to first token %1; response %2")
            .arg(seconds(request.timeToFirstTokenSeconds), seconds(request.serverEndToEndSeconds));
    return s;
}

QString JourneyDiagram::trainingPhaseText(const StackSession& session)
{
    const auto js = session.journeySnapshot();
    switch (js.phase) {
    case JourneyPhase::Pending:
        return tr("Training job: waiting to be submitted.");
    case JourneyPhase::Submission:
        return tr("Training job: submitted; the platform admits it.");
    case JourneyPhase::Allocation:
        return tr("Training job: the scheduler allocates all GPUs at once.");
    case JourneyPhase::DataLoading:
        return tr("Training job: the first batches load from storage.");
    case JourneyPhase::DataWait:
        return tr("Training job, step %1: the GPUs wait for data from storage.").arg(js.step);
    case JourneyPhase::Compute:
        return tr("Training job, step %1: the GPUs compute; gradients synchronise at the end.")
            .arg(js.step);
    case JourneyPhase::Synchronisation:
        return tr("Training job, step %1: the GPUs wait for the all-reduce over the fabric.")
            .arg(js.step);
    case JourneyPhase::Checkpoint:
        return tr("Training job: writing a checkpoint to storage after step %1.").arg(js.step);
    case JourneyPhase::Finished:
        return tr("Training job: finished after %1 steps.").arg(js.completedSteps);
    }
    return {};
}

QString JourneyDiagram::requestHopText(const StackSession& session)
{
    const auto& r = session.requests();
    switch (r.hop()) {
    case RequestHop::Client:
        return tr("Inference request: travelling from the client to the gateway.");
    case RequestHop::Gateway:
        return tr("Inference request: the gateway authenticates and rate-limits it.");
    case RequestHop::Router:
        return tr("Inference request: the router picks a model server.");
    case RequestHop::Queue:
        return tr("Inference request: queued at the model server.");
    case RequestHop::Prefill:
        return tr("Inference request: prefill of the prompt (compute bound).");
    case RequestHop::Decode:
        return tr("Inference request: decoding tokens one by one (memory bound).");
    case RequestHop::Response:
        return tr("Inference request: the response returns to the client.");
    case RequestHop::Done:
        return tr("Inference request: answered; %1 so far.").arg(r.completedRequests());
    }
    return {};
}

} // namespace ailab::labs::stack
