#pragma once

#include "core/cluster/cluster_spec.h"
#include "core/cluster/roce_congestion.h"
#include "core/collective/collective_run.h"
#include "core/topo/fabric_builder.h"
#include "core/topo/routing.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

// The compute fabric of the cluster twin as it is now (docs/models.md, "Cluster twin"): the
// leaf-spine (or rail-optimised) fabric of core/topo built from the cluster's racks, the
// faults on it (a link or a spine down, an ECMP misconfiguration that narrows a leaf's
// paths) and the time of a job's all-reduce on its actual GPUs, played on core/collective
// over the fabric's current state. Every change bumps the epoch, so a job re-times its
// collective only when the fabric changed, not every step.
namespace ailab::core::cluster {

class FabricState
{
public:
    // Throws core::Error naming "/model/fabric/..." for a fabric the builder refuses.
    FabricState(const FabricSpec& spec, int servers, int gpusPerServer);
    FabricState(const FabricState&) = delete;
    FabricState& operator=(const FabricState&) = delete;

    const topo::Fabric& fabric() const { return m_fabric; }
    std::uint64_t epoch() const { return m_epoch; }
    int leafCount() const { return int(m_fabric.leaves.size()); }
    int spineCount() const { return int(m_fabric.spines.size()); }
    int leafOfServer(int server) const { return m_fabric.leafOfServer.at(std::size_t(server)); }

    // Faults. A target names a leaf-spine link "leaf0-spine1", a spine "spine0" or a leaf
    // "leaf2"; resolve* throw core::Error naming `pointer` for an unknown name.
    std::vector<topo::LinkId> resolveUplinks(const std::string& target, const std::string& pointer) const;
    topo::NodeId resolveSwitch(const std::string& target, const std::string& pointer) const;
    void setLinksUp(const std::vector<topo::LinkId>& links, bool up);
    void setSwitchUp(topo::NodeId node, bool up);
    // A degraded link (lanes lost): the links run at `fraction` of their rated capacity
    // (1 restores it). fraction in (0, 1].
    void setLinksCapacityFraction(const std::vector<topo::LinkId>& links, double fraction);
    int linksDegraded() const;
    // The 09.7 misconfiguration: the leaf uses only its first `maxPaths` next hops.
    void limitEcmpWidth(topo::NodeId leaf, int maxPaths);
    void clearEcmpLimits();
    // Congestion control (DCQCN) off or back on on a server's NICs (AI-NET-004).
    void setDcqcn(int server, bool on);
    bool dcqcnOff(int server) const { return m_dcqcnOff.at(std::size_t(server)) != 0; }
    int serversWithoutDcqcn() const;
    // The packet-level figures of a congested port of this fabric (its PFC setting).
    RoceCongestion& roce() { return m_roce; }
    bool degraded() const;
    int linksDown() const;

    struct AllReduceTiming
    {
        double seconds = 0;              // infinity when a pair of ranks has no path
        std::vector<double> uplinkBytes; // per uplinks() entry, both directions
    };
    // A ring all-reduce of `bytes` per rank over `rankGpus` (fabric GPU nodes) on the fabric
    // as it is now (core/collective's runCollective on the twin's router, so a narrowed ECMP
    // or a link down shows); ranks on one server cost their NVLink ring only.
    // With `parallelRings`, the ranks fill their servers and run one ring per local GPU index
    // across the servers at once (collective::Algorithm::ParallelRings).
    AllReduceTiming allReduce(const std::vector<topo::NodeId>& rankGpus, double bytes,
                              bool parallelRings = false);

    // Several jobs' all-reduces at once on one flow run (collective::runConcurrentCollectives),
    // each as allReduce would play it alone: where their flows meet on a link they share it,
    // so jobs on the same uplinks slow each other. The seconds of each, in order (infinity
    // for all when a pair of ranks has no path).
    struct AllReduceGroup
    {
        std::vector<topo::NodeId> rankGpus;
        double bytes = 0;
        bool parallelRings = false;
    };
    std::vector<double> concurrentAllReduceSeconds(const std::vector<AllReduceGroup>& groups);

    // Every leaf-spine link, leaf by leaf, and its name ("leaf0-spine1", "leaf0-spine1#2"
    // for a second parallel link).
    const std::vector<topo::LinkId>& uplinks() const { return m_uplinks; }
    const std::vector<std::string>& uplinkNames() const { return m_uplinkNames; }
    int uplinkLeaf(std::size_t index) const { return m_uplinkLeaf.at(index); } // index in fabric().leaves
    double uplinkBitsPerSecond(std::size_t index) const; // as it runs now (degraded or not)
    // Whether the link runs below its rated capacity (lanes lost) / can carry traffic now.
    bool uplinkDegraded(std::size_t index) const;
    bool uplinkUsable(std::size_t index) const { return m_fabric.graph.usable(m_uplinks.at(index)); }

private:
    topo::Fabric m_fabric;
    topo::Router m_router;
    std::vector<topo::LinkId> m_uplinks; // every leaf-spine link, leaf by leaf
    std::vector<std::string> m_uplinkNames;
    std::vector<int> m_uplinkLeaf;
    std::vector<int> m_uplinkOfLink; // link id -> index in m_uplinks, -1 for other links
    std::vector<units::BitRate> m_ratedCapacity; // per link, as built
    std::map<topo::NodeId, int> m_ecmpLimits;
    std::vector<std::uint8_t> m_dcqcnOff; // per server
    RoceCongestion m_roce;
    std::uint64_t m_epoch = 1;
};

// The fabric config the twin builds: leaves = ceil(servers / serversPerLeaf) (times the
// rails when rail-optimised), GPUs and NICs per server from the platform.
topo::FabricConfig fabricConfigFor(const FabricSpec& spec, int servers, int gpusPerServer);

} // namespace ailab::core::cluster
