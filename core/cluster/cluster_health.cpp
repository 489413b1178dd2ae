#include "core/cluster/cluster_health.h"

#include "core/cluster/cluster_twin.h"
#include "core/cluster/gpu_thermal.h"

#include <algorithm>

namespace ailab::core::cluster {

using telemetry::Health;

namespace {

// The order of severity: what an operator looks at first.
int rank(Health health)
{
    switch (health) {
    case Health::Idle:
        return 0;
    case Health::Healthy:
        return 1;
    case Health::Busy:
        return 2;
    case Health::Congested:
        return 3;
    case Health::Failed:
        return 4;
    }
    return 0;
}

// A switch's links: Idle counts as Healthy (a switch in service without traffic is fine).
Health switchHealth(const ClusterTwin& twin, topo::NodeId node)
{
    const FabricState& fabric = twin.fabricState();
    if (!fabric.fabric().graph.node(node).up)
        return Health::Failed;
    Health health = Health::Healthy;
    const auto& uplinks = fabric.uplinks();
    for (std::size_t l = 0; l < uplinks.size(); ++l) {
        const topo::Link& link = fabric.fabric().graph.link(uplinks[l]);
        if (link.a != node && link.b != node)
            continue;
        const Health h = uplinkHealth(twin, l);
        health = worse(health, h == Health::Idle ? Health::Healthy : h);
    }
    return health;
}

} // namespace

Health worse(Health a, Health b)
{
    return rank(a) >= rank(b) ? a : b;
}

std::uint32_t saturatingThrottleReasons()
{
    return throttle::kSwPowerCap | throttle::kHwSlowdown | throttle::kSwThermalSlowdown |
           throttle::kHwThermalSlowdown;
}

Health gpuHealth(const ClusterTwin& twin, int gpu)
{
    const Facility& facility = twin.facility();
    if (!facility.gpuOnline(gpu))
        return Health::Failed;
    if ((facility.gpuThrottleReasons(gpu) & saturatingThrottleReasons()) != 0)
        return Health::Congested;
    return Health::Healthy;
}

Health serverHealth(const ClusterTwin& twin, int server)
{
    Health health = Health::Healthy;
    const int first = twin.firstGpuOfServer(server);
    for (int g = first; g < first + twin.gpusOfServer(server); ++g)
        health = worse(health, gpuHealth(twin, g));
    return health;
}

Health gpuComputeHealth(const ClusterTwin& twin)
{
    Health health = Health::Healthy;
    for (int g = 0; g < twin.gpuCount() && health != Health::Failed; ++g)
        health = worse(health, gpuHealth(twin, g));
    if (health != Health::Healthy)
        return health;
    bool busy = runningJobs(twin) > 0 || twin.background().busyGpus() > 0;
    for (const auto& service : twin.services())
        busy = busy || service->replicasReady() > 0;
    return busy ? Health::Healthy : Health::Idle;
}

Health uplinkHealth(const ClusterTwin& twin, std::size_t uplink)
{
    const FabricState& fabric = twin.fabricState();
    if (!fabric.uplinkUsable(uplink))
        return Health::Failed;
    if (fabric.uplinkDegraded(uplink))
        return Health::Congested;
    const int fanIn = twin.linkFanIn(uplink);
    if (fanIn >= 2)
        return Health::Congested;
    return fanIn == 0 ? Health::Idle : Health::Healthy;
}

Health leafHealth(const ClusterTwin& twin, std::size_t leaf)
{
    return switchHealth(twin, twin.fabricState().fabric().leaves.at(leaf));
}

Health spineHealth(const ClusterTwin& twin, std::size_t spine)
{
    return switchHealth(twin, twin.fabricState().fabric().spines.at(spine));
}

Health fabricHealth(const ClusterTwin& twin)
{
    const FabricState& fabric = twin.fabricState();
    const topo::Graph& graph = fabric.fabric().graph;
    for (const auto* tier : {&fabric.fabric().leaves, &fabric.fabric().spines})
        for (topo::NodeId node : *tier)
            if (!graph.node(node).up)
                return Health::Failed;
    if (fabric.linksDown() > 0)
        return Health::Failed;
    if (fabric.degraded() || fabric.serversWithoutDcqcn() > 0)
        return Health::Congested;
    for (std::size_t l = 0; l < fabric.uplinks().size(); ++l)
        if (twin.linkFanIn(l) >= 2)
            return Health::Congested;
    return Health::Healthy;
}

Health storageHealth(const ClusterTwin& twin)
{
    const SharedStorage& storage = twin.storage();
    if (storage.serversDown() >= twin.spec().storage.tier.dataServers)
        return Health::Failed;
    if (storage.degraded())
        return Health::Congested;
    for (const auto& job : twin.jobs()) {
        const StepParts& step = job->lastStep();
        if (job->phase() == JobPhase::Running && step.stepS > 0 &&
            step.dataWaitS > kStarvedDataWaitShare * step.stepS)
            return Health::Congested;
    }
    return Health::Healthy;
}

Health orchestrationHealth(const ClusterTwin& twin)
{
    if (twin.jobs().empty())
        return Health::Idle;
    Health health = Health::Healthy;
    for (const auto& job : twin.jobs()) {
        if (job->phase() == JobPhase::Restarting)
            health = worse(health, Health::Failed);
        else if (job->phase() == JobPhase::Waiting)
            health = worse(health, Health::Congested);
    }
    return health;
}

int runningJobs(const ClusterTwin& twin)
{
    return int(std::count_if(twin.jobs().begin(), twin.jobs().end(), [](const auto& job) {
        return job->phase() == JobPhase::Running || job->phase() == JobPhase::Checkpointing;
    }));
}

} // namespace ailab::core::cluster
