#pragma once

#include "core/cluster/cluster_spec.h"
#include "core/storage/shared_bandwidth.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace ailab::core::sim {
class Simulation;
}

// The cluster's parallel file system as every job sees it (docs/models.md, "Cluster twin"):
// core/storage's tier, with its read bandwidth and its write bandwidth each shared by
// processor sharing (storage::SharedBandwidth) between the jobs, so two jobs reading at once
// both wait, and a checkpoint write slows nobody's reads but the other writers'. Faults
// change its capacity while transfers run: a data server down, a slow tier, an overloaded
// metadata service.
namespace ailab::core::cluster {

class SharedStorage
{
public:
    using Done = std::function<void(double finishTime)>;

    SharedStorage(sim::Simulation& simulation, const StorageSpec& spec);
    SharedStorage(const SharedStorage&) = delete;
    SharedStorage& operator=(const SharedStorage&) = delete;

    // A client (a job) of both directions; returns its id.
    int addClient();

    // A read of `bytes` in `requests` files: the metadata lookups (one per file, at the
    // metadata service's rate now) and the first byte's latency, then the bytes at the
    // client's share of the read bandwidth. `done` runs at the last byte.
    void read(int client, double bytes, double requests, Done done);
    // A write of `bytes` capped at `writerCap` bytes per second (infinity: the tier's rate).
    void write(int client, double bytes, double writerCap, Done done);
    // What the storage network lets the client move (bytes per second, each direction): its
    // servers' share of the storage network (storage_network.h); infinity: no limit.
    void setClientNetworkCap(int client, double bytesPerSecond);

    // Faults: data servers out of service, a tier slowed to `fraction` of its bandwidth,
    // the metadata service's rate cut to `fraction`.
    void setServersDown(int servers);
    void setSlowdown(double fraction);
    void setMetadataFraction(double fraction);
    int serversDown() const { return m_serversDown; }
    bool degraded() const;

    double readCapacity() const { return m_reads.capacity(); }
    double writeCapacity() const { return m_writes.capacity(); }
    // Bytes delivered so far in each direction (for throughput telemetry).
    double readBytes() { return m_reads.deliveredBytes(); }
    double writtenBytes() { return m_writes.deliveredBytes(); }
    double readBytes(int client) { return m_reads.deliveredBytes(m_readClass.at(std::size_t(client))); }
    double writtenBytes(int client) { return m_writes.deliveredBytes(m_writeClass.at(std::size_t(client))); }
    // The metadata operations issued so far, and the latency one read's lookups take now.
    double metadataOps() const { return m_metadataOps; }
    double metadataSecondsPerOp() const;
    double requestLatencyS() const { return m_spec.tier.requestLatencyS; }
    std::size_t activeReads() const { return m_reads.activeStreams(); }

private:
    struct Pending
    {
        Done done;
        bool free = true;
    };
    static void onDone(void* self, std::uint64_t slot, double finishTime);
    std::uint64_t park(Done done);
    void applyCapacity();

    sim::Simulation& m_sim;
    StorageSpec m_spec;
    storage::SharedBandwidth m_reads;
    storage::SharedBandwidth m_writes;
    std::vector<int> m_readClass;
    std::vector<int> m_writeClass;
    std::vector<double> m_networkCap; // per client
    std::vector<Pending> m_pending;
    std::vector<std::uint64_t> m_freeSlots;
    int m_serversDown = 0;
    double m_slowdown = 1.0;
    double m_metadataFraction = 1.0;
    double m_metadataOps = 0.0;
};

} // namespace ailab::core::cluster
