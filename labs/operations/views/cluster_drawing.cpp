#include "labs/operations/views/cluster_drawing.h"

#include "core/cluster/cluster_health.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/fault_catalog.h"
#include "core/cluster/fault_injector.h"
#include "core/telemetry/metric_registry.h"
#include "labs/common/widgets/core_status.h"

#include <QLocale>

#include <QSet>
#include <algorithm>
#include <fmt/format.h>

namespace ailab::labs::operations {

namespace cluster = core::cluster;

namespace {

// Layout rows, in node pitches.
constexpr double kSpineRow = 0.0;
constexpr double kLeafRow = 1.6;
constexpr double kServerRow = 3.2;
constexpr double kRackRow = 4.6;
constexpr double kServiceRow = 6.0;
// At most this many entries in a list of components of one type; any other is typed.
constexpr std::size_t kMaxListed = 1024;

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

// `count` positions spread evenly over [0, width - 1].
double spread(int index, int count, double width)
{
    if (count <= 1)
        return (width - 1) / 2.0;
    return index * (width - 1) / double(count - 1);
}

// Faults that take their part out of service rather than degrade it.
bool takesOut(cluster::FaultKind kind)
{
    using K = cluster::FaultKind;
    return kind == K::LinkDown || kind == K::SpineDown || kind == K::ServerDown || kind == K::GpuOffBus ||
           kind == K::PowerFeedLost || kind == K::StorageServerDown || kind == K::SchedulerOutage ||
           kind == K::NvlinkError;
}

void raise(Status& status, Status to)
{
    const auto rank = [](Status s) {
        switch (s) {
        case Status::Idle:
            return 0;
        case Status::Healthy:
            return 1;
        case Status::Busy:
            return 2;
        case Status::Congested:
            return 3;
        case Status::Failed:
            return 4;
        }
        return 0;
    };
    if (rank(to) > rank(status))
        status = to;
}

} // namespace

void ClusterDrawing::build(const cluster::ClusterTwin& twin)
{
    *this = ClusterDrawing();
    const auto& fabric = twin.fabricState().fabric();
    m_serverCount = twin.serverCount();
    for (int s = 0; s < m_serverCount; ++s)
        m_gpusOfServer.push_back(twin.gpusOfServer(s));
    for (auto node : fabric.spines)
        m_allSpines.push_back(fabric.graph.node(node).name);
    for (auto node : fabric.leaves)
        m_allLeaves.push_back(fabric.graph.node(node).name);
    for (const auto& rack : twin.spec().racks())
        m_allRacks.push_back(rack.id);
    for (const auto& job : twin.jobs())
        m_allJobs.push_back(job->spec().name);
    for (const std::string& name : twin.fabricState().uplinkNames())
        if (name.find('#') == std::string::npos)
            m_allUplinks.push_back(name);

    const int spines = std::min<int>(int(m_allSpines.size()), kMaxSpines);
    const int leaves = std::min<int>(int(m_allLeaves.size()), kMaxLeaves);
    const int servers = std::min(m_serverCount, kMaxServers);
    const double width = std::max({double(servers), double(leaves), double(spines), 6.0});

    using Tier = Place::Tier;
    auto addNode = [this](const QString& id, const QString& label, const QString& kind, QPointF at,
                          ClusterComponent component, Tier tier, int index) {
        m_placeOf.insert(id, Place{tier, index, {}});
        TopologyNode node;
        node.id = id;
        node.label = label;
        node.kind = kind;
        node.position = at;
        m_nodes.push_back(node);
        m_componentOf.insert(id, std::move(component));
    };
    for (int i = 0; i < spines; ++i) {
        const QString name = qs(m_allSpines[std::size_t(i)]);
        addNode(name, name, QStringLiteral("switch"), {spread(i, spines, width), kSpineRow}, {"switch", name, name}, Tier::Spine, i);
        m_spines << name;
    }
    for (int i = 0; i < leaves; ++i) {
        const QString name = qs(m_allLeaves[std::size_t(i)]);
        addNode(name, name, QStringLiteral("switch"), {spread(i, leaves, width), kLeafRow}, {"switch", name, name}, Tier::Leaf, i);
        m_leaves << name;
    }
    for (int s = 0; s < servers; ++s) {
        const QString name = QStringLiteral("server%1").arg(s);
        addNode(name, name, QStringLiteral("server"), {spread(s, servers, width), kServerRow}, {"server", name, name}, Tier::Server, s);
        m_servers << name;
    }
    // Racks under the servers they hold.
    int firstServer = 0;
    for (std::size_t r = 0; r < m_allRacks.size() && int(r) < kMaxRacks; ++r) {
        const int count = twin.spec().racks()[r].servers;
        const int last = std::min(firstServer + count, servers) - 1;
        double x = spread(int(r), std::min<int>(int(m_allRacks.size()), kMaxRacks), width);
        if (last >= firstServer)
            x = (spread(firstServer, servers, width) + spread(last, servers, width)) / 2.0;
        const QString name = qs(m_allRacks[r]);
        addNode(name, name, QStringLiteral("rack"), {x, kRackRow}, {"rack", name, name}, Tier::Rack, int(r));
        m_racks << name;
        firstServer += count;
    }
    // The storage, the scheduler and the jobs.
    const int jobs = std::min<int>(int(m_allJobs.size()), kMaxJobs);
    const int services = 2 + jobs;
    addNode(QStringLiteral("storage"), tr("Storage"), QStringLiteral("storage"),
            {spread(0, services, width), kServiceRow}, {"storage-tier", QString(), tr("Storage")}, Tier::Storage, 0);
    addNode(QStringLiteral("scheduler"), tr("Scheduler"), QStringLiteral("cpu"),
            {spread(1, services, width), kServiceRow}, {"scheduler", QString(), tr("Scheduler")}, Tier::Scheduler, 0);
    for (int j = 0; j < jobs; ++j) {
        const QString name = qs(m_allJobs[std::size_t(j)]);
        addNode(QStringLiteral("job:") + name, name, QStringLiteral("job"), {spread(2 + j, services, width), kServiceRow},
                {"job", name, name}, Tier::Job, j);
        m_jobs << name;
    }

    // Leaf-spine links (parallel ones folded into one line) and each server's line to its leaf.
    const QSet<QString> drawnSpines(m_spines.begin(), m_spines.end());
    QSet<QString> drawnLeaves(m_leaves.begin(), m_leaves.end());
    for (const std::string& uplink : m_allUplinks) {
        const QString name = qs(uplink);
        const QString leaf = name.section(QLatin1Char('-'), 0, 0);
        const QString spine = name.section(QLatin1Char('-'), 1, 1);
        if (!drawnLeaves.contains(leaf) || !drawnSpines.contains(spine))
            continue;
        TopologyLink link;
        link.id = name;
        link.from = leaf;
        link.to = spine;
        link.capacity = twin.spec().fabric.nicGbps * 1e9;
        link.labelCapacity = false;
        m_links.push_back(link);
        m_componentOf.insert(name, {"link", name, name});
        m_placeOf.insert(name, Place{Tier::Uplink, -1, {}});
        m_uplinks << name;
    }
    for (int s = 0; s < servers; ++s) {
        const QString leaf = qs(m_allLeaves.at(std::size_t(fabric.leafOfServer.at(std::size_t(s)))));
        if (!drawnLeaves.contains(leaf))
            continue;
        TopologyLink link;
        link.id = QStringLiteral("server%1~%2").arg(s).arg(leaf);
        link.from = QStringLiteral("server%1").arg(s);
        link.to = leaf;
        link.labelCapacity = false;
        m_links.push_back(link);
        m_componentOf.insert(link.id, m_componentOf.value(link.from));
        m_placeOf.insert(link.id, Place{Tier::Access, s, {}});
    }
    // Each drawn line stands for its parallel links ("leaf0-spine1#2" folds into
    // "leaf0-spine1").
    const auto& uplinkNames = twin.fabricState().uplinkNames();
    for (std::size_t u = 0; u < uplinkNames.size(); ++u) {
        const auto it = m_placeOf.find(qs(uplinkNames[u]).section(QLatin1Char('#'), 0, 0));
        if (it != m_placeOf.end() && it->tier == Tier::Uplink)
            it->uplinks.push_back(u);
    }

    QStringList left;
    if (int(m_allSpines.size()) > spines)
        left << tr("%1 of %2 spines").arg(spines).arg(m_allSpines.size());
    if (int(m_allLeaves.size()) > leaves)
        left << tr("%1 of %2 leaves").arg(leaves).arg(m_allLeaves.size());
    if (m_serverCount > servers)
        left << tr("%1 of %2 servers").arg(servers).arg(m_serverCount);
    if (int(m_allRacks.size()) > kMaxRacks)
        left << tr("%1 of %2 racks").arg(kMaxRacks).arg(m_allRacks.size());
    if (int(m_allJobs.size()) > jobs)
        left << tr("%1 of %2 jobs").arg(jobs).arg(m_allJobs.size());
    if (!left.isEmpty())
        m_note = tr("The drawing shows the first %1.")
                     .arg(left.join(QStringLiteral(", ")));
}

Status ClusterDrawing::healthOf(const cluster::ClusterTwin& twin, const Place& place, Status state)
{
    using Tier = Place::Tier;
    using core::telemetry::Health;
    Health health = Health::Healthy;
    switch (place.tier) {
    case Tier::Spine:
        health = cluster::spineHealth(twin, std::size_t(place.index));
        break;
    case Tier::Leaf:
        health = cluster::leafHealth(twin, std::size_t(place.index));
        break;
    case Tier::Server:
    case Tier::Access:
        health = cluster::serverHealth(twin, place.index);
        break;
    case Tier::Rack:
        // A rack: the worst of the servers it holds.
        health = Health::Idle;
        for (int s = 0; s < twin.serverCount(); ++s)
            if (twin.rackOfServer(s) == place.index)
                health = cluster::worse(health, cluster::serverHealth(twin, s));
        break;
    case Tier::Uplink:
        health = Health::Idle;
        for (std::size_t u : place.uplinks)
            health = cluster::worse(health, cluster::uplinkHealth(twin, u));
        break;
    case Tier::Storage:
        health = cluster::storageHealth(twin);
        break;
    case Tier::Scheduler:
        health = cluster::orchestrationHealth(twin);
        break;
    case Tier::Job:
        return state; // no rule judges one job: its state is its status
    }
    return statusOf(health);
}

TopologySnapshot ClusterDrawing::snapshot(const cluster::ClusterTwin& twin, DrawingStatus source) const
{
    using Tier = Place::Tier;
    TopologySnapshot snap;
    snap.nodes = m_nodes;
    snap.links = m_links;
    QHash<QString, Status> status;
    QHash<QString, QStringList> acting; // element -> the faults acting on it
    for (const auto& a : twin.faults().faults()) {
        if (a.appliedAt < 0 || a.revertedAt >= 0 || a.cancelled)
            continue;
        const auto kind = cluster::parseFaultKind(a.spec.kind);
        const QString element =
            elementOf(std::string(cluster::faultTargetId(cluster::faultKindInfo(kind).target)), qs(a.spec.target));
        if (element.isEmpty())
            continue;
        raise(status[element], takesOut(kind) ? Status::Failed : Status::Congested);
        acting[element] << qs(a.spec.kind);
    }
    // The running jobs on each drawn server, for its hover text.
    std::vector<QStringList> jobsOn(std::size_t(m_servers.size()));
    for (std::size_t j = 0; j < twin.jobs().size(); ++j) {
        const cluster::JobPhase phase = twin.jobs()[j]->phase();
        if (phase != cluster::JobPhase::Running && phase != cluster::JobPhase::Checkpointing)
            continue;
        const QString name = qs(twin.jobs()[j]->spec().name);
        for (int g : twin.jobGpus(j)) {
            const int server = twin.serverOfGpu(g);
            if (server < int(jobsOn.size()) && !jobsOn[std::size_t(server)].contains(name))
                jobsOn[std::size_t(server)] << name;
        }
    }
    const auto& graph = twin.fabricState().fabric().graph;
    const auto& cluster = twin.scheduler().cluster();
    for (TopologyNode& node : snap.nodes) {
        Status s = Status::Healthy;
        QStringList detail;
        const ClusterComponent& c = m_componentOf[node.id];
        const Place& place = m_placeOf[node.id];
        if (c.type == "switch") {
            const auto id = graph.findNode(c.target.toStdString());
            if (!graph.node(id).up)
                s = Status::Failed;
            detail << (place.tier == Tier::Spine ? tr("Spine switch") : tr("Leaf switch"));
        } else if (c.type == "server") {
            const int server = place.index;
            detail << tr("%1 GPUs in %2").arg(twin.gpusOfServer(server)).arg(qs(twin.spec().racks().at(
                                                                              std::size_t(twin.rackOfServer(server))).id));
            const QStringList& jobs = jobsOn[std::size_t(server)];
            detail << (jobs.isEmpty() ? tr("no job") : tr("running %1").arg(jobs.join(QStringLiteral(", "))));
            if (!cluster.state(server).up) {
                s = Status::Failed;
                detail << tr("out of service");
            }
            for (int g = 0; g < twin.gpusOfServer(server); ++g)
                if (twin.facility().gpuThrottleReasons(twin.firstGpuOfServer(server) + g) != 0) {
                    raise(s, Status::Congested);
                    detail << tr("GPU clocks throttled");
                    break;
                }
        } else if (c.type == "scheduler") {
            if (!twin.scheduler().available())
                s = Status::Failed;
        } else if (c.type == "job") {
            const int index = twin.findJobIndex(c.target.toStdString());
            const auto& job = *twin.jobs().at(std::size_t(index));
            detail << qs(cluster::jobPhaseId(job.phase()));
            switch (job.phase()) {
            case cluster::JobPhase::Running:
            case cluster::JobPhase::Checkpointing:
                break;
            case cluster::JobPhase::Done:
                s = Status::Idle;
                break;
            case cluster::JobPhase::Waiting:
            case cluster::JobPhase::Restarting:
                s = job.totals().interruptions > 0 ? Status::Failed : Status::Idle;
                break;
            }
            if (twin.jobSlowed(std::size_t(index)))
                raise(s, Status::Congested);
        }
        raise(s, status.value(node.id, Status::Healthy));
        if (source == DrawingStatus::Health) {
            s = healthOf(twin, place, s);
            detail.insert(c.type == "switch" ? 1 : 0, style::statusText(s));
        }
        if (acting.contains(node.id))
            detail << tr("faults acting: %1").arg(acting[node.id].join(QStringLiteral(", ")));
        node.status = s;
        node.detail = detail.join(QStringLiteral(" · "));
    }
    // Leaf-spine links: down, degraded (a fault acts on them) and their utilisation.
    for (TopologyLink& link : snap.links) {
        const Place& place = m_placeOf[link.id];
        if (place.tier == Tier::Access) {
            link.status = source == DrawingStatus::Health ? healthOf(twin, place, Status::Healthy) : Status::Healthy;
            continue;
        }
        Status s = status.value(link.id, Status::Healthy);
        double percent = 0.0;
        for (std::size_t u : place.uplinks) {
            if (!graph.usable(twin.fabricState().uplinks()[u]))
                raise(s, Status::Failed);
            const auto* series = twin.metrics().find(
                fmt::format("ailab_link_utilisation{{link=\"{}\"}}", twin.fabricState().uplinkNames()[u]));
            if (series != nullptr && series->latest())
                percent = std::max(percent, series->latest()->value);
        }
        link.utilisation = percent / 100.0;
        if (source == DrawingStatus::Health)
            s = healthOf(twin, place, s);
        link.status = s;
        //: A leaf-spine link's hover text: its busiest parallel link's utilisation
        QStringList detail{tr("%1 % used").arg(QLocale().toString(percent, 'f', 0))};
        if (source == DrawingStatus::Health)
            detail << style::statusText(s);
        if (acting.contains(link.id))
            detail << tr("faults acting: %1").arg(acting[link.id].join(QStringLiteral(", ")));
        link.detail = detail.join(QStringLiteral(" · "));
    }
    return snap;
}

std::vector<ClusterComponent> ClusterDrawing::components(const std::string& type) const
{
    std::vector<ClusterComponent> out;
    auto add = [&out](const std::string& type, const QString& target, const QString& label) {
        if (out.size() < kMaxListed)
            out.push_back({type, target, label});
    };
    if (type == "gpu") {
        int listed = 0;
        for (int s = 0; s < m_serverCount && listed < kMaxListedGpus; ++s)
            for (int k = 0; k < m_gpusOfServer[std::size_t(s)] && listed < kMaxListedGpus; ++k, ++listed) {
                const QString name = QStringLiteral("server%1/gpu%2").arg(s).arg(k);
                add(type, name, name);
            }
    } else if (type == "server") {
        for (int s = 0; s < m_serverCount; ++s)
            add(type, QStringLiteral("server%1").arg(s), QStringLiteral("server%1").arg(s));
    } else if (type == "rack") {
        for (const std::string& rack : m_allRacks)
            add(type, qs(rack), qs(rack));
    } else if (type == "link") {
        for (const std::string& link : m_allUplinks)
            add(type, qs(link), qs(link));
    } else if (type == "switch") {
        for (const std::string& s : m_allSpines)
            add(type, qs(s), qs(s));
        for (const std::string& s : m_allLeaves)
            add(type, qs(s), qs(s));
    } else if (type == "fabric") {
        add(type, QString(), tr("every leaf"));
        for (const std::string& s : m_allLeaves)
            add(type, qs(s), qs(s));
    } else if (type == "storage-server" || type == "storage-tier") {
        add(type, QString(), tr("the shared file system"));
    } else if (type == "scheduler") {
        add(type, QString(), tr("the cluster scheduler"));
    } else if (type == "job") {
        for (const std::string& job : m_allJobs)
            add(type, qs(job), qs(job));
    }
    return out;
}

ClusterComponent ClusterDrawing::componentOf(const QString& elementId) const
{
    return m_componentOf.value(elementId);
}

QString ClusterDrawing::elementOf(const std::string& type, const QString& target) const
{
    QString id;
    if (type == "gpu") {
        if (target.startsWith(QStringLiteral("server")))
            id = target.section(QLatin1Char('/'), 0, 0);
        else if (target.startsWith(QStringLiteral("gpu"))) {
            int gpu = target.mid(3).toInt();
            for (int s = 0; s < m_serverCount; ++s) {
                if (gpu < m_gpusOfServer[std::size_t(s)]) {
                    id = QStringLiteral("server%1").arg(s);
                    break;
                }
                gpu -= m_gpusOfServer[std::size_t(s)];
            }
        }
    } else if (type == "server" || type == "rack" || type == "switch" || type == "fabric") {
        id = target;
    } else if (type == "link") {
        id = target.section(QLatin1Char('#'), 0, 0);
    } else if (type == "storage-server" || type == "storage-tier") {
        id = QStringLiteral("storage");
    } else if (type == "scheduler") {
        id = QStringLiteral("scheduler");
    } else if (type == "job") {
        id = QStringLiteral("job:") + target;
    }
    return m_componentOf.contains(id) ? id : QString();
}

} // namespace ailab::labs::operations
