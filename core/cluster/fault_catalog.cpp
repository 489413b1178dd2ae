#include "core/cluster/fault_catalog.h"

#include "core/error.h"

#include <algorithm>

namespace ailab::core::cluster {

const std::vector<FaultKindInfo>& faultKinds()
{
    using K = FaultKind;
    using T = FaultTarget;
    static const std::vector<FaultKindInfo> kinds = {
        {K::Xid, "xid", T::Gpu,
         "The GPU driver reports an Xid error; what follows depends on the code (see the Xid "
         "table)."},
        {K::GpuOffBus, "gpu-off-bus", T::Gpu,
         "The GPU stops answering on PCIe (Xid 79); the server must reboot before it is seen "
         "again."},
        {K::NvlinkError, "nvlink-error", T::Gpu,
         "An NVLink of the GPU fails (Xid 74); jobs using it die and the GPU needs a reset."},
        {K::CoolingFailure, "cooling-failure", T::Rack,
         "The rack's cooling unit loses part or all of its capacity and the inlet warms."},
        {K::PowerFeedLost, "power-feed-lost", T::Rack,
         "The rack's power feed is lost and every server in it powers off."},
        {K::PowerCap, "power-cap", T::Rack,
         "The rack is capped below its draw and its GPUs lower their clocks to fit."},
        {K::LinkFlap, "link-flap", T::Link,
         "A fabric link goes down and up repeatedly, dropping packets at each transition."},
        {K::LinkDown, "link-down", T::Link,
         "A fabric link (cable, transceiver or NIC port) goes down and stays down."},
        {K::SpineDown, "spine-down", T::Switch,
         "A spine switch fails and the leaves lose its share of their uplinks."},
        {K::EcmpMisconfiguration, "ecmp-misconfiguration", T::Fabric,
         "Switches hash flows onto too few of the equal-cost paths, so some links overload."},
        {K::CongestionControlOff, "congestion-control-off", T::Server,
         "DCQCN is off on a server's NICs (as after a firmware reset of their settings): they "
         "ignore the switches' ECN marks, so a congested port drops packets, or pauses its "
         "senders when PFC is on."},
        {K::StorageServerDown, "storage-server-down", T::StorageServer,
         "A storage server fails and its share of the file system's bandwidth is gone."},
        {K::MetadataOverload, "metadata-overload", T::StorageTier,
         "The metadata servers saturate (many small files or checkpoint opens) and I/O stalls."},
        {K::SlowStorageTier, "slow-storage-tier", T::StorageTier,
         "A storage tier delivers a fraction of its rated bandwidth."},
        {K::SchedulerOutage, "scheduler-outage", T::Scheduler,
         "The cluster scheduler stops placing jobs; running jobs continue, queued ones wait."},
        {K::Straggler, "straggler", T::Gpu,
         "One GPU runs slower than its peers (e.g. a failed thermal interface keeps it "
         "throttled) and every synchronous step waits for it."},
        {K::ServerDown, "server-down", T::Server,
         "A server's host part (power supply, CPU, memory, SSD, board) fails and its GPUs are "
         "lost with it."},
        {K::SilentDataCorruption, "silent-data-corruption", T::Gpu,
         "A GPU computes wrong results without an error; the job restarts from a checkpoint "
         "once a check catches it."},
        {K::JobCrash, "job-crash", T::Job,
         "The training job's software fails (a bug, a dependency, a collective timeout) and "
         "restarts from its last checkpoint."},
        {K::LinkDegraded, "link-degraded", T::Link,
         "A fabric link runs below its rated speed (lanes lost, a port trained at a lower "
         "rate), so the traffic it carries takes longer."},
    };
    return kinds;
}

const FaultKindInfo& faultKindInfo(FaultKind kind)
{
    return faultKinds()[static_cast<std::size_t>(kind)];
}

std::string_view faultKindId(FaultKind kind)
{
    return faultKindInfo(kind).id;
}

FaultKind parseFaultKind(std::string_view id, const std::string& path)
{
    for (const auto& info : faultKinds())
        if (info.id == id)
            return info.kind;
    std::string known;
    for (const auto& info : faultKinds())
        known += (known.empty() ? "" : ", ") + std::string(info.id);
    throw Error("unknown fault kind '" + std::string(id) + "'; expected one of " + known, path);
}

std::string_view faultTargetId(FaultTarget target)
{
    switch (target) {
    case FaultTarget::Gpu:
        return "gpu";
    case FaultTarget::Server:
        return "server";
    case FaultTarget::Rack:
        return "rack";
    case FaultTarget::Link:
        return "link";
    case FaultTarget::Switch:
        return "switch";
    case FaultTarget::Fabric:
        return "fabric";
    case FaultTarget::StorageServer:
        return "storage-server";
    case FaultTarget::StorageTier:
        return "storage-tier";
    case FaultTarget::Scheduler:
        return "scheduler";
    case FaultTarget::Job:
        return "job";
    }
    return "unknown";
}

std::string_view xidRecoveryId(XidRecovery recovery)
{
    switch (recovery) {
    case XidRecovery::None:
        return "none";
    case XidRecovery::RestartApp:
        return "restart-app";
    case XidRecovery::ResetGpu:
        return "reset-gpu";
    case XidRecovery::RebootNode:
        return "reboot-node";
    }
    return "unknown";
}

// Mnemonics, meanings and immediate actions: NVIDIA, "Analyzing Xid Errors with the Xid
// Catalog" (docs.nvidia.com/deploy/xid-errors, the catalogue for Ampere and newer). The DCGM
// column: DCGM's health watch (modules/health/DcgmHealthWatch.cpp, BuildXidMappings).
const std::vector<XidInfo>& xidCatalog()
{
    using R = XidRecovery;
    static const std::vector<XidInfo> table = {
        {13, "ROBUST_CHANNEL_GR_EXCEPTION",
         "Graphics engine exception: the kernel faulted "
         "(illegal instruction, out-of-range access)",
         true, R::RestartApp, "RESTART_APP", ""},
        {31, "ROBUST_CHANNEL_FIFO_ERROR_MMU_ERR_FLT",
         "GPU memory page fault: the application "
         "touched an address it does not own",
         true, R::RestartApp, "RESTART_APP", "warn"},
        {43, "ROBUST_CHANNEL_RESETCHANNEL_VERIF_ERROR",
         "GPU stopped processing: the channel of "
         "an application that already faulted was reset",
         false, R::None, "IGNORE", "warn"},
        {45, "ROBUST_CHANNEL_PREEMPTIVE_REMOVAL",
         "Preemptive cleanup after a previous error "
         "(often a double-bit ECC error): the affected channels are torn down",
         true, R::None, "WORKFLOW_XID_45", ""},
        {46, "ROBUST_CHANNEL_GPU_TIMEOUT_ERROR", "GPU stopped processing", true, R::ResetGpu,
         "RESET_GPU", ""},
        {48, "ROBUST_CHANNEL_GPU_ECC_DBE", "Double-bit (uncorrectable) ECC error in GPU memory",
         true, R::ResetGpu, "WORKFLOW_XID_48", "fail"},
        {61, "PMU_BREAKPOINT",
         "Internal micro-controller breakpoint or warning on GPUs before "
         "Ampere; NVIDIA's catalogue lists it unused from the A100 on",
         false, R::None, "CONTACT_SUPPORT", "warn"},
        {62, "PMU_HALT_ERROR", "Internal micro-controller halt", true, R::ResetGpu, "RESET_GPU",
         "warn"},
        {63, "INFOROM_DRAM_RETIREMENT_EVENT",
         "GPU memory row remapping (page retirement) "
         "recorded; it takes effect at the next GPU reset",
         false, R::None, "IGNORE", "warn"},
        {64, "INFOROM_DRAM_RETIREMENT_FAILURE", "GPU memory row remapping failed", true,
         R::ResetGpu, "RESET_GPU", "fail"},
        {74, "NVLINK_ERROR", "NVLink error: a link of the GPU failed", true, R::ResetGpu,
         "WORKFLOW_NVLINK_ERR", "fail"},
        {79, "ROBUST_CHANNEL_GPU_HAS_FALLEN_OFF_THE_BUS",
         "GPU has fallen off the bus: it no "
         "longer answers on PCIe",
         true, R::RebootNode, "RESTART_BM", "fail"},
        {92, "EXCESSIVE_SBE_INTERRUPTS", "High single-bit (corrected) ECC error rate", false,
         R::None, "IGNORE", ""},
        {94, "ROBUST_CHANNEL_CONTAINED_ERROR",
         "Contained memory error: only the application "
         "that used the bad memory is hit",
         true, R::RestartApp, "RESTART_APP", "warn"},
        {95, "ROBUST_CHANNEL_UNCONTAINED_ERROR",
         "Uncontained memory error: every application "
         "on the GPU is hit",
         true, R::ResetGpu, "RESET_GPU", "fail"},
        {109, "ROBUST_CHANNEL_CTXSW_TIMEOUT_ERROR", "Context switch timeout", true, R::ResetGpu,
         "RESET_GPU", ""},
        {119, "GSP_RPC_TIMEOUT",
         "The GPU System Processor (GSP) did not answer the driver in "
         "time",
         true, R::ResetGpu, "RESET_GPU", "fail"},
        {120, "GSP_ERROR", "The GPU System Processor (GSP) reported an error", true, R::ResetGpu,
         "RESET_GPU", "fail"},
        {140, "UNRECOVERABLE_ECC_ERROR_ESCAPE", "ECC error the hardware could not recover", true,
         R::ResetGpu, "RESET_GPU", "fail"},
    };
    return table;
}

const XidInfo* findXid(int code)
{
    const auto& table = xidCatalog();
    const auto it = std::find_if(table.begin(), table.end(),
                                 [code](const XidInfo& x) { return x.code == code; });
    return it == table.end() ? nullptr : &*it;
}

const XidInfo& xidInfo(int code, const std::string& path)
{
    if (const XidInfo* info = findXid(code))
        return *info;
    std::string known;
    for (const auto& x : xidCatalog())
        known += (known.empty() ? "" : ", ") + std::to_string(x.code);
    throw Error("Xid " + std::to_string(code) + " is not in the table; known: " + known, path);
}

} // namespace ailab::core::cluster
