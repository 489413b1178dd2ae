#pragma once

#include <string>
#include <string_view>
#include <vector>

// The faults the cluster twin injects, and NVIDIA's Xid errors (docs/models.md, Fault
// catalogue). Each fault kind has a stable id used in scenario files and on the command line.
namespace ailab::core::cluster {

// What a fault acts on.
enum class FaultTarget {
    Gpu,
    Server,
    Rack,
    Link,
    Switch,
    Fabric,
    StorageServer,
    StorageTier,
    Scheduler,
    Job
};

enum class FaultKind {
    Xid,
    GpuOffBus,
    NvlinkError,
    CoolingFailure,
    PowerFeedLost,
    PowerCap,
    LinkFlap,
    LinkDown,
    SpineDown,
    EcmpMisconfiguration,
    CongestionControlOff,
    StorageServerDown,
    MetadataOverload,
    SlowStorageTier,
    SchedulerOutage,
    Straggler,
    ServerDown,
    SilentDataCorruption,
    JobCrash,
    LinkDegraded,
};

struct FaultKindInfo
{
    FaultKind kind;
    std::string_view id; // "gpu-off-bus"
    FaultTarget target;
    std::string_view description; // one sentence
};

// Every fault kind, in the order of the enum.
const std::vector<FaultKindInfo>& faultKinds();
const FaultKindInfo& faultKindInfo(FaultKind kind);
std::string_view faultKindId(FaultKind kind);
// The kind with that id; core::Error naming the text and listing the ids otherwise, with
// `path` the field or option it came from.
FaultKind parseFaultKind(std::string_view id, const std::string& path = "fault");
std::string_view faultTargetId(FaultTarget target); // "gpu", "storage-server", ...

// What it takes before the GPU runs work again after an Xid, from NVIDIA's Xid catalogue
// ("Resolution Bucket (Immediate Action)").
enum class XidRecovery {
    None,       // IGNORE: the GPU carries on
    RestartApp, // RESTART_APP: the application dies, the GPU is fine
    ResetGpu,   // RESET_GPU: the GPU needs a reset (drain it, nvidia-smi -r)
    RebootNode, // RESTART_BM: reboot the server (bare metal)
};

std::string_view xidRecoveryId(XidRecovery recovery); // "none", "restart-app", ...

struct XidInfo
{
    int code = 0;
    std::string_view mnemonic; // NVIDIA's, e.g. "ROBUST_CHANNEL_GPU_HAS_FALLEN_OFF_THE_BUS"
    std::string_view meaning;
    bool killsJob = false; // the job running on the GPU dies
    XidRecovery recovery = XidRecovery::None;
    std::string_view nvidiaAction; // the catalogue's immediate action, e.g. "RESTART_BM"
    // DCGM's health watch: "fail" (always-watched devastating Xid), "warn", or "" (not
    // watched) (DCGM modules/health/DcgmHealthWatch.cpp, BuildXidMappings).
    std::string_view dcgmHealth;
};

// The common Xids of data-centre GPUs, by code.
const std::vector<XidInfo>& xidCatalog();
const XidInfo* findXid(int code); // nullptr when not in the table
// core::Error naming `path` when the code is not in the table.
const XidInfo& xidInfo(int code, const std::string& path = "xid");

} // namespace ailab::core::cluster
