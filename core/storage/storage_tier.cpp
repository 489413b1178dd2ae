#include "core/storage/storage_tier.h"

#include "core/error.h"

#include <cmath>

namespace ailab::core::storage {

namespace {

struct KindName
{
    TierKind kind;
    const char* id;
};

constexpr KindName kKinds[] = {{TierKind::ObjectStore, "object"},
                               {TierKind::ParallelFileSystem, "pfs"},
                               {TierKind::NvmeArray, "nvme"},
                               {TierKind::LocalNvme, "local"}};

void require(bool ok, const char* message, const char* field)
{
    if (!ok)
        throw Error(message, field);
}

} // namespace

std::string_view tierKindId(TierKind kind)
{
    for (const KindName& k : kKinds) {
        if (k.kind == kind)
            return k.id;
    }
    return "pfs";
}

const std::vector<std::string>& tierKindIds()
{
    static const std::vector<std::string> ids = {"object", "pfs", "nvme", "local"};
    return ids;
}

TierKind parseTierKind(std::string_view id, const std::string& path)
{
    for (const KindName& k : kKinds) {
        if (id == k.id)
            return k.kind;
    }
    throw Error("unknown storage tier \"" + std::string(id) +
                    "\"; expected one of object, pfs, nvme, local",
                path);
}

TierConfig defaultTier(TierKind kind)
{
    TierConfig t;
    t.kind = kind;
    switch (kind) {
    case TierKind::ObjectStore:
        // S3-class object store: high first-byte latency, a request rate per prefix
        // (AWS S3 performance guidelines: 5,500 GET/HEAD per second per prefix), no separate
        // metadata service; 10 GB/s aggregate is a teaching assumption.
        t.dataServers = 10;
        t.perServerBytesPerSecond = 1e9;
        t.requestLatencyS = 0.030;
        t.latencyJitter = 0.5;
        t.iops = 5'500.0;
        t.ioSizeBytes = 8'388'608.0; // one GET per 8 MiB part
        t.capacityBytes = 1e16;
        t.metadata.enabled = false;
        break;
    case TierKind::ParallelFileSystem:
        // Lustre/GPFS-class: data servers (OSS) behind a metadata server (MDS); 4 x 5 GB/s,
        // 0.5 ms per read and 20,000 metadata operations per second are teaching
        // assumptions of a mid-size file system.
        t.dataServers = 4;
        t.perServerBytesPerSecond = 5e9;
        t.requestLatencyS = 0.0005;
        t.iops = 200'000.0;
        t.capacityBytes = 2e15;
        t.metadata = {true, 20'000.0, 0.0003};
        break;
    case TierKind::NvmeArray:
        // All-NVMe array over NVMe-oF: 40 GB/s, 100 us, 2 M IOPS (teaching assumption).
        t.dataServers = 2;
        t.perServerBytesPerSecond = 20e9;
        t.requestLatencyS = 0.0001;
        t.iops = 2'000'000.0;
        t.capacityBytes = 5e14;
        t.metadata = {true, 200'000.0, 0.00005};
        break;
    case TierKind::LocalNvme:
        // One GPU server's local NVMe (DGX H100: 8 x 3.84 TB U.2 drives, 30.72 TB); 25 GB/s
        // and 80 us per read are teaching assumptions.
        t.dataServers = 1;
        t.perServerBytesPerSecond = 25e9;
        t.requestLatencyS = 0.00008;
        t.iops = 4'000'000.0;
        t.capacityBytes = 30.72e12;
        t.metadata = {true, 1'000'000.0, 0.00001};
        break;
    }
    return t;
}

void validateTier(const TierConfig& t)
{
    require(t.dataServers >= 1 && t.dataServers <= 4096, "expected 1 to 4096 data servers",
            "/dataServers");
    require(std::isfinite(t.perServerBytesPerSecond) && t.perServerBytesPerSecond > 0,
            "the bandwidth of a data server must be above zero", "/perServerBandwidth");
    require(std::isfinite(t.requestLatencyS) && t.requestLatencyS >= 0 && t.requestLatencyS <= 10,
            "the request latency must be 0 to 10 s", "/requestLatency");
    require(std::isfinite(t.latencyJitter) && t.latencyJitter >= 0 && t.latencyJitter <= 5,
            "the latency jitter must be 0 to 5 (a coefficient of variation)", "/latencyJitter");
    require(std::isfinite(t.iops) && t.iops > 0, "the IOPS must be above zero", "/iops");
    require(std::isfinite(t.ioSizeBytes) && t.ioSizeBytes >= 512,
            "the I/O size must be at least 512 B", "/ioSize");
    require(std::isfinite(t.capacityBytes) && t.capacityBytes > 0,
            "the capacity must be above zero", "/capacity");
    if (t.metadata.enabled) {
        require(std::isfinite(t.metadata.opsPerSecond) && t.metadata.opsPerSecond > 0,
                "the metadata rate must be above zero", "/metadata/opsPerSecond");
        require(std::isfinite(t.metadata.latencyS) && t.metadata.latencyS >= 0 &&
                    t.metadata.latencyS <= 10,
                "the metadata latency must be 0 to 10 s", "/metadata/latency");
    }
}

} // namespace ailab::core::storage
