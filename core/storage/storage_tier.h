#pragma once

#include <string>
#include <string_view>
#include <vector>

// The storage tiers of an AI cluster (docs/models.md, Storage tiers; section 06.2 of the
// course and the system architecture's hot, warm and cold tiers): an object store, a parallel
// file system (data servers behind a metadata service), an all-NVMe array and the local NVMe
// cache of a GPU server. Each has an aggregate bandwidth, a per-request latency (with its
// spread), an IOPS limit, a capacity and a metadata service of its own rate and latency.
// Units are SI: bytes, seconds, bytes per second.
namespace ailab::core::storage {

enum class TierKind { ObjectStore, ParallelFileSystem, NvmeArray, LocalNvme };

// "object", "pfs", "nvme", "local"; parseTierKind throws core::Error naming `path`.
std::string_view tierKindId(TierKind kind);
TierKind parseTierKind(std::string_view id, const std::string& path = {});
const std::vector<std::string>& tierKindIds();

struct MetadataService
{
    bool enabled = true;            // an object store has none: each GET carries its own
    double opsPerSecond = 20'000.0; // opens and lookups the service completes per second
    double latencyS = 0.0003;       // one operation's service latency, unloaded
};

struct TierConfig
{
    TierKind kind = TierKind::ParallelFileSystem;
    int dataServers = 4;                  // bandwidth is dataServers x perServer
    double perServerBytesPerSecond = 5e9; // read bandwidth of one data server
    double requestLatencyS = 0.0005;      // time to first byte of one read, unloaded
    double latencyJitter = 0.0;           // coefficient of variation of that latency
    double iops = 200'000.0;              // I/O operations per second, whole tier
    double ioSizeBytes = 1'048'576.0;     // one read counts ceil(bytes / ioSize) I/Os
    double capacityBytes = 2e15;          // usable capacity
    MetadataService metadata;

    double bandwidthBytesPerSecond() const { return dataServers * perServerBytesPerSecond; }
};

// The tier a kind starts from: teaching figures, each named in docs/models.md with its
// source or labelled as an assumption.
TierConfig defaultTier(TierKind kind);

// Throws core::Error naming the field ("/dataServers", "/requestLatencyS", ...) for a value
// out of range.
void validateTier(const TierConfig& tier);

} // namespace ailab::core::storage
