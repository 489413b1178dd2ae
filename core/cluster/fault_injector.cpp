#include "core/cluster/fault_injector.h"

#include "core/cluster/cluster_telemetry.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/failure_rates.h"
#include "core/error.h"
#include "core/sim/simulation.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <map>

namespace ailab::core::cluster {

namespace {

// A GPU that runs again after a RESTART_APP Xid: its server leaves service only for the
// moment its processes are cleaned up; the job's restart time is what the job waits.
constexpr double kProcessCleanupS = 1.0;
// A flapping link's period when the fault does not give one.
constexpr double kDefaultFlapPeriodS = 30.0;
// A degraded link's share of its capacity when the fault does not give one: a 4x port
// (four lanes) that trained at 1x, the width an InfiniBand or Ethernet port falls back to
// when lanes fail (InfiniBand Architecture Specification vol. 2, link training; ibdiagnet
// reports it as a link width degradation).
constexpr double kDefaultDegradedShare = 0.25;
// A metadata overload's share of the service's rate left, and a slow tier's share of its
// bandwidth, when the fault does not give them: teaching values, one order of magnitude
// down for metadata (a metadata storm, AI-STOR incidents), a quarter for a tier.
constexpr double kDefaultMetadataShare = 0.1;
constexpr double kDefaultTierShare = 0.25;
// A straggler's clock deficit when the fault does not give one: a GPU held at 80 % of its
// clock by a failed thermal interface (the straggler of the course's incident lab).
constexpr double kDefaultStragglerFactor = 1.25;

std::string describeSeverity(double value)
{
    return fmt::format("{:g}", value);
}

} // namespace

const FaultSeverity& faultSeverity(FaultKind kind)
{
    using K = FaultKind;
    static const std::map<FaultKind, FaultSeverity> table = {
        {K::CoolingFailure, {true, false, 1.0, 0.0, 1.0, true, false, "share of the rack's cooling lost", ""}},
        {K::PowerCap, {true, true, 0.0, 0.0, 1e6, true, false, "the rack's power cap", "kW"}},
        {K::LinkFlap,
         {true, false, kDefaultFlapPeriodS, 0.0, 86400.0, true, false, "the flap period, down half of it", "s"}},
        {K::LinkDegraded,
         {true, false, kDefaultDegradedShare, 0.0, 1.0, true, false, "share of the link's rated capacity left", ""}},
        {K::EcmpMisconfiguration, {true, false, 1.0, 1.0, 1024.0, false, true, "next hops the leaf keeps", ""}},
        {K::StorageServerDown, {true, false, 1.0, 1.0, 1e6, false, true, "data servers down", ""}},
        {K::MetadataOverload,
         {true, false, kDefaultMetadataShare, 0.0, 1.0, true, false, "share of the metadata service's rate left", ""}},
        {K::SlowStorageTier,
         {true, false, kDefaultTierShare, 0.0, 1.0, true, false, "share of the tier's bandwidth left", ""}},
        {K::Straggler,
         {true, false, kDefaultStragglerFactor, 1.0, 100.0, false, false,
          "the GPU's clock deficit: its step time times this on its own", ""}},
    };
    static const FaultSeverity unused;
    const auto it = table.find(kind);
    return it == table.end() ? unused : it->second;
}

FaultInjector::FaultInjector(ClusterTwin& twin, std::uint64_t seed)
    : m_twin(twin), m_rng(seed ^ 0x6661756c74ULL), m_rackCause(twin.spec().racks().size()),
      m_rackCauseFault(twin.spec().racks().size(), -1)
{
}

bool FaultInjector::fabricFaultActive() const
{
    for (const Applied& a : m_faults) {
        if (a.appliedAt < 0 || a.revertedAt >= 0 || a.cancelled)
            continue;
        const FaultKind kind = parseFaultKind(a.spec.kind, a.spec.pointer + "/fault");
        const FaultTarget target = faultKindInfo(kind).target;
        if (target == FaultTarget::Link || target == FaultTarget::Switch || target == FaultTarget::Fabric ||
            kind == FaultKind::CongestionControlOff)
            return true;
    }
    return false;
}

bool FaultInjector::storageFaultActive() const
{
    for (const Applied& a : m_faults) {
        if (a.appliedAt < 0 || a.revertedAt >= 0 || a.cancelled)
            continue;
        const FaultTarget target = faultKindInfo(parseFaultKind(a.spec.kind, a.spec.pointer + "/fault")).target;
        if (target == FaultTarget::StorageServer || target == FaultTarget::StorageTier)
            return true;
    }
    return false;
}

double FaultInjector::severityOr(const FaultSpec& fault, double fallback) const
{
    return fault.severity.value_or(fallback);
}

void FaultInjector::check(const FaultSpec& fault) const
{
    const std::string& p = fault.pointer;
    const FaultKind kind = parseFaultKind(fault.kind, p + "/fault");
    const std::string target = p + "/target";
    switch (faultKindInfo(kind).target) {
    case FaultTarget::Gpu:
        m_twin.resolveGpu(fault.target, target);
        break;
    case FaultTarget::Server:
        // Congestion control off with no target: on every NIC of the fabric.
        if (!(kind == FaultKind::CongestionControlOff && fault.target.empty()))
            m_twin.resolveServer(fault.target, target);
        break;
    case FaultTarget::Rack:
        m_twin.resolveRack(fault.target, target);
        break;
    case FaultTarget::Link:
        m_twin.fabricState().resolveUplinks(fault.target, target);
        break;
    case FaultTarget::Switch:
        m_twin.fabricState().resolveSwitch(fault.target, target);
        break;
    case FaultTarget::Fabric:
        if (!fault.target.empty())
            m_twin.fabricState().resolveSwitch(fault.target, target);
        break;
    case FaultTarget::Job:
        if (m_twin.findJobIndex(fault.target) < 0)
            throw Error(fmt::format("no job is named \"{}\"", fault.target), target);
        break;
    case FaultTarget::StorageServer:
    case FaultTarget::StorageTier:
    case FaultTarget::Scheduler:
        break;
    }
    if (kind == FaultKind::Xid)
        xidInfo(fault.xid, p + "/xid");
    if (kind == FaultKind::LinkDegraded && fault.severity && !(*fault.severity > 0 && *fault.severity <= 1))
        throw Error(fmt::format("a degraded link keeps a share of its capacity in (0, 1], got {}", *fault.severity),
                    p + "/severity");
    if (kind == FaultKind::PowerCap && !fault.severity)
        throw Error("a power cap needs its severity: the rack's cap in kW", p + "/severity");
    if (kind == FaultKind::SilentDataCorruption)
        throw Error(fmt::format("the cluster twin does not model \"{}\" yet", fault.kind), p + "/fault");
    const FaultSeverity& severity = faultSeverity(kind);
    if (fault.severity && severity.used) {
        const double v = *fault.severity;
        const bool above = severity.minExclusive ? v > severity.min : v >= severity.min;
        if (!(above && v <= severity.max))
            throw Error(fmt::format("the severity of {} is {}{}, from {} {} to {}; got {}", fault.kind,
                                    severity.meaning, severity.unit.empty() ? "" : fmt::format(" in {}", severity.unit),
                                    severity.minExclusive ? "above" : "", severity.min, severity.max, v),
                        p + "/severity");
    }
}

void FaultInjector::scheduleSpecFaults()
{
    for (const FaultSpec& fault : m_twin.spec().faults)
        inject(fault);
}

void FaultInjector::inject(FaultSpec fault)
{
    check(fault);
    sim::Simulation& sim = m_twin.simulation();
    const std::size_t index = m_faults.size();
    m_faults.push_back({std::move(fault), -1, -1, false, {}});
    const FaultSpec& spec = m_faults.back().spec;
    sim.schedule(std::max(sim.now(), spec.atS), [this, index] { apply(index); });
    if (spec.untilS)
        sim.schedule(std::max(sim.now(), *spec.untilS), [this, index] { revert(index); });
}

bool FaultInjector::repair(std::size_t index)
{
    Applied& a = m_faults.at(index);
    if (a.cancelled || a.revertedAt >= 0)
        return false;
    if (a.appliedAt < 0) {
        a.cancelled = true;
        return true;
    }
    repairApplied(index);
    return true;
}

void FaultInjector::repairApplied(std::size_t index)
{
    const Applied& a = m_faults[index];
    // A failed server is back at once rather than at its repair time.
    if (parseFaultKind(a.spec.kind, a.spec.pointer + "/fault") == FaultKind::ServerDown)
        m_twin.scheduler().repairNode(m_twin.resolveServer(a.spec.target, a.spec.pointer));
    revert(index);
}

void FaultInjector::apply(std::size_t index)
{
    Applied& a = m_faults[index];
    if (a.cancelled)
        return;
    const FaultSpec& f = a.spec;
    a.appliedAt = m_twin.now();
    const FaultKind kind = parseFaultKind(f.kind, f.pointer + "/fault");
    // Its line and every consequence that follows from here name it.
    const ClusterTwin::CauseScope scope(m_twin, int(index));
    switch (faultKindInfo(kind).target) {
    case FaultTarget::Link:
    case FaultTarget::Switch:
    case FaultTarget::Fabric:
        m_twin.setFabricCause(int(index));
        break;
    case FaultTarget::StorageServer:
    case FaultTarget::StorageTier:
        m_twin.setStorageCause(int(index));
        break;
    default:
        if (kind == FaultKind::CongestionControlOff)
            m_twin.setFabricCause(int(index));
        break;
    }
    const double repairS = f.untilS ? *f.untilS - f.atS : m_twin.spec().failures.repairS;
    const std::string subject = f.target.empty() ? std::string(faultTargetId(faultKindInfo(kind).target)) : f.target;
    auto effect = [&a](std::string text) { a.effects.push_back(std::move(text)); };
    auto logFault = [&](telemetry::Severity severity, const std::string& message) {
        m_twin.log(severity, fmt::format("fault.{}", f.kind), message, subject);
    };
    Facility& facility = m_twin.facility();
    switch (kind) {
    case FaultKind::Xid: {
        const XidInfo& xid = xidInfo(f.xid, f.pointer + "/xid");
        const int gpu = m_twin.resolveGpu(f.target, f.pointer + "/target");
        m_twin.telemetry().noteXid(gpu, xid.code);
        logFault(xid.killsJob ? telemetry::Severity::Critical : telemetry::Severity::Warning,
                 fmt::format("Xid {} on {}: {}.", xid.code, f.target, xid.meaning));
        if (xid.killsJob) {
            const bool reset = xid.recovery == XidRecovery::ResetGpu || xid.recovery == XidRecovery::RebootNode;
            m_twin.failServer(m_twin.serverOfGpu(gpu), fmt::format("Xid {} on {}", xid.code, f.target),
                              reset ? repairS : kProcessCleanupS);
            effect(reset ? "server out of service until repaired; its job back to its checkpoint"
                         : "its job back to its checkpoint");
        }
        break;
    }
    case FaultKind::GpuOffBus: {
        const int gpu = m_twin.resolveGpu(f.target, f.pointer + "/target");
        facility.setGpuOnline(gpu, false);
        m_twin.telemetry().noteXid(gpu, 79);
        logFault(telemetry::Severity::Critical, fmt::format("{} fell off the bus (Xid 79).", f.target));
        m_twin.failServer(m_twin.serverOfGpu(gpu), fmt::format("{} fell off the bus", f.target), repairS);
        effect("GPU offline; server out of service; its job back to its checkpoint");
        break;
    }
    case FaultKind::NvlinkError: {
        const int gpu = m_twin.resolveGpu(f.target, f.pointer + "/target");
        m_twin.telemetry().noteXid(gpu, 74);
        logFault(telemetry::Severity::Critical, fmt::format("NVLink error on {} (Xid 74).", f.target));
        m_twin.failServer(m_twin.serverOfGpu(gpu), fmt::format("NVLink error on {}", f.target), repairS);
        effect("server out of service until its GPUs are reset; its job back to its checkpoint");
        break;
    }
    case FaultKind::ServerDown: {
        const int server = m_twin.resolveServer(f.target, f.pointer + "/target");
        logFault(telemetry::Severity::Critical, fmt::format("{} went down.", f.target));
        m_twin.failServer(server, fmt::format("{} went down", f.target), repairS);
        effect("server out of service; its job back to its checkpoint");
        break;
    }
    case FaultKind::CoolingFailure: {
        const int rack = m_twin.resolveRack(f.target, f.pointer + "/target");
        const double lost = std::clamp(severityOr(f, 1.0), 0.0, 1.0);
        facility.setCoolingCapacityFraction(rack, 1.0 - lost);
        m_rackCause[std::size_t(rack)] = fmt::format("the cooling failure on {}", f.target);
        m_rackCauseFault[std::size_t(rack)] = int(index);
        logFault(telemetry::Severity::Critical,
                 fmt::format("Cooling of {} lost {:.0f} % of its capacity.", f.target, 100 * lost));
        effect(fmt::format("rack cooling at {:.0f} %", 100 * (1.0 - lost)));
        break;
    }
    case FaultKind::PowerFeedLost: {
        const int rack = m_twin.resolveRack(f.target, f.pointer + "/target");
        facility.setFeedLost(rack, true);
        m_rackCause[std::size_t(rack)] = fmt::format("the lost power feed of {}", f.target);
        m_rackCauseFault[std::size_t(rack)] = int(index);
        logFault(telemetry::Severity::Critical, fmt::format("{} lost its power feed.", f.target));
        for (int s = 0; s < m_twin.serverCount(); ++s)
            if (m_twin.rackOfServer(s) == rack)
                m_twin.failServer(s, fmt::format("{} lost its power feed", f.target), repairS);
        effect("every server of the rack off; their jobs back to their checkpoints");
        break;
    }
    case FaultKind::PowerCap: {
        const int rack = m_twin.resolveRack(f.target, f.pointer + "/target");
        facility.setRackPowerCapKW(rack, severityOr(f, 0.0));
        m_rackCause[std::size_t(rack)] = fmt::format("the power cap on {}", f.target);
        m_rackCauseFault[std::size_t(rack)] = int(index);
        logFault(telemetry::Severity::Warning, fmt::format("{} capped at {} kW.", f.target, describeSeverity(*f.severity)));
        effect(fmt::format("rack capped at {} kW", describeSeverity(*f.severity)));
        break;
    }
    case FaultKind::LinkDown:
        m_twin.fabricState().setLinksUp(m_twin.fabricState().resolveUplinks(f.target, f.pointer + "/target"), false);
        logFault(telemetry::Severity::Critical, fmt::format("Link {} is down.", f.target));
        effect("link down; flows rerouted over the remaining paths");
        break;
    case FaultKind::LinkDegraded: {
        const double share = severityOr(f, kDefaultDegradedShare);
        m_twin.fabricState().setLinksCapacityFraction(
            m_twin.fabricState().resolveUplinks(f.target, f.pointer + "/target"), share);
        logFault(telemetry::Severity::Warning,
                 fmt::format("Link {} runs at {:.0f} % of its rated speed.", f.target, 100 * share));
        effect(fmt::format("link at {:.0f} % of its capacity; the traffic on it takes longer", 100 * share));
        break;
    }
    case FaultKind::LinkFlap:
        logFault(telemetry::Severity::Warning, fmt::format("Link {} is flapping.", f.target));
        effect(fmt::format("link down half of every {} s", describeSeverity(severityOr(f, kDefaultFlapPeriodS))));
        flap(index, true);
        break;
    case FaultKind::SpineDown:
        m_twin.fabricState().setSwitchUp(m_twin.fabricState().resolveSwitch(f.target, f.pointer + "/target"), false);
        logFault(telemetry::Severity::Critical, fmt::format("{} is down.", f.target));
        effect("spine down; every leaf loses its uplinks to it");
        break;
    case FaultKind::EcmpMisconfiguration: {
        const int paths = std::max(1, int(severityOr(f, 1.0)));
        FabricState& fabric = m_twin.fabricState();
        if (f.target.empty()) {
            for (topo::NodeId leaf : fabric.fabric().leaves)
                fabric.limitEcmpWidth(leaf, paths);
        } else {
            fabric.limitEcmpWidth(fabric.resolveSwitch(f.target, f.pointer + "/target"), paths);
        }
        logFault(telemetry::Severity::Warning,
                 fmt::format("ECMP on {} limited to {} next hop{}.", subject, paths, paths == 1 ? "" : "s"));
        effect(fmt::format("{} uses {} of its uplinks", subject, paths));
        break;
    }
    case FaultKind::StorageServerDown: {
        const int down = std::max(1, int(severityOr(f, 1.0)));
        m_twin.storage().setServersDown(m_twin.storage().serversDown() + down);
        logFault(telemetry::Severity::Critical, fmt::format("{} storage data server{} down.", down, down == 1 ? "" : "s"));
        effect(fmt::format("storage bandwidth at {:.0f} GB/s", m_twin.storage().readCapacity() / 1e9));
        break;
    }
    case FaultKind::MetadataOverload: {
        const double left = std::clamp(severityOr(f, kDefaultMetadataShare), 1e-3, 1.0);
        m_twin.storage().setMetadataFraction(left);
        logFault(telemetry::Severity::Warning,
                 fmt::format("The metadata service is overloaded: {:.0f} % of its rate left.", 100 * left));
        effect("each read waits longer for its file lookups");
        break;
    }
    case FaultKind::SlowStorageTier: {
        const double left = std::clamp(severityOr(f, kDefaultTierShare), 1e-3, 1.0);
        m_twin.storage().setSlowdown(left);
        logFault(telemetry::Severity::Warning, fmt::format("The storage tier runs at {:.0f} % of its bandwidth.", 100 * left));
        effect(fmt::format("storage bandwidth at {:.0f} GB/s", m_twin.storage().readCapacity() / 1e9));
        break;
    }
    case FaultKind::SchedulerOutage:
        m_twin.scheduler().setAvailable(false);
        logFault(telemetry::Severity::Warning, "The scheduler is down: it places no job until it is back.");
        effect("queued jobs wait; running jobs go on");
        break;
    case FaultKind::Straggler: {
        const int gpu = m_twin.resolveGpu(f.target, f.pointer + "/target");
        const double factor = std::max(1.0, severityOr(f, kDefaultStragglerFactor));
        m_twin.setGpuSlowdown(gpu, factor);
        logFault(telemetry::Severity::Warning, fmt::format("{} runs {:.0f} % slower than its peers.", f.target, 100 * (factor - 1)));
        effect("its job's steps wait for it");
        break;
    }
    case FaultKind::JobCrash: {
        const int job = m_twin.findJobIndex(f.target);
        logFault(telemetry::Severity::Critical, fmt::format("{} crashed.", f.target));
        if (job >= 0 && m_twin.failJob(std::size_t(job), fmt::format("{} crashed", f.target)))
            effect("job back to its checkpoint");
        break;
    }
    case FaultKind::CongestionControlOff:
        setDcqcn(f, false);
        logFault(telemetry::Severity::Warning,
                 fmt::format("DCQCN is off on the NICs of {}: they ignore ECN marks.", subject));
        effect(m_twin.spec().fabric.pfc ? "congested ports pause their senders; the jobs through them slow down"
                                        : "congested ports drop packets; the jobs through them slow down");
        break;
    case FaultKind::SilentDataCorruption:
        break; // refused by check()
    }
}

void FaultInjector::revert(std::size_t index)
{
    Applied& a = m_faults[index];
    const FaultSpec& f = a.spec;
    if (a.appliedAt < 0 || a.revertedAt >= 0)
        return;
    a.revertedAt = m_twin.now();
    const FaultKind kind = parseFaultKind(f.kind, f.pointer + "/fault");
    const ClusterTwin::CauseScope scope(m_twin, int(index));
    Facility& facility = m_twin.facility();
    const std::string subject = f.target.empty() ? std::string(faultTargetId(faultKindInfo(kind).target)) : f.target;
    switch (kind) {
    case FaultKind::GpuOffBus:
        facility.setGpuOnline(m_twin.resolveGpu(f.target, f.pointer), true);
        break;
    case FaultKind::CoolingFailure: {
        const int rack = m_twin.resolveRack(f.target, f.pointer);
        facility.setCoolingCapacityFraction(rack, 1.0);
        m_rackCause[std::size_t(rack)].clear();
        break;
    }
    case FaultKind::PowerFeedLost: {
        const int rack = m_twin.resolveRack(f.target, f.pointer);
        facility.setFeedLost(rack, false);
        m_rackCause[std::size_t(rack)].clear();
        break;
    }
    case FaultKind::PowerCap: {
        const int rack = m_twin.resolveRack(f.target, f.pointer);
        facility.setRackPowerCapKW(rack, 0.0);
        m_rackCause[std::size_t(rack)].clear();
        break;
    }
    case FaultKind::LinkDown:
    case FaultKind::LinkFlap:
        m_twin.fabricState().setLinksUp(m_twin.fabricState().resolveUplinks(f.target, f.pointer), true);
        break;
    case FaultKind::LinkDegraded:
        m_twin.fabricState().setLinksCapacityFraction(m_twin.fabricState().resolveUplinks(f.target, f.pointer), 1.0);
        break;
    case FaultKind::SpineDown:
        m_twin.fabricState().setSwitchUp(m_twin.fabricState().resolveSwitch(f.target, f.pointer), true);
        break;
    case FaultKind::EcmpMisconfiguration:
        m_twin.fabricState().clearEcmpLimits();
        break;
    case FaultKind::CongestionControlOff:
        setDcqcn(f, true);
        break;
    case FaultKind::StorageServerDown:
        m_twin.storage().setServersDown(m_twin.storage().serversDown() - std::max(1, int(severityOr(f, 1.0))));
        break;
    case FaultKind::MetadataOverload:
        m_twin.storage().setMetadataFraction(1.0);
        break;
    case FaultKind::SlowStorageTier:
        m_twin.storage().setSlowdown(1.0);
        break;
    case FaultKind::SchedulerOutage:
        m_twin.scheduler().setAvailable(true);
        break;
    case FaultKind::Straggler:
        m_twin.setGpuSlowdown(m_twin.resolveGpu(f.target, f.pointer), 1.0);
        break;
    default:
        break; // a failed server returns by the scheduler's repair
    }
    m_twin.log(telemetry::Severity::Info, fmt::format("fault.{}.cleared", f.kind),
               fmt::format("{} on {} cleared.", f.kind, subject), subject);
}

int FaultInjector::repair(const std::vector<FaultKind>& kinds)
{
    int repaired = 0;
    for (std::size_t i = 0; i < m_faults.size(); ++i) {
        const Applied& a = m_faults[i];
        if (a.appliedAt < 0 || a.revertedAt >= 0)
            continue;
        const FaultKind kind = parseFaultKind(a.spec.kind, a.spec.pointer + "/fault");
        if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end())
            continue;
        repairApplied(i);
        ++repaired;
    }
    return repaired;
}

void FaultInjector::setDcqcn(const FaultSpec& f, bool on)
{
    if (!f.target.empty()) {
        m_twin.fabricState().setDcqcn(m_twin.resolveServer(f.target, f.pointer + "/target"), on);
        return;
    }
    for (int s = 0; s < m_twin.serverCount(); ++s)
        m_twin.fabricState().setDcqcn(s, on);
}

void FaultInjector::flap(std::size_t index, bool down)
{
    Applied& a = m_faults[index];
    if (a.revertedAt >= 0)
        return;
    const FaultSpec& f = a.spec;
    FabricState& fabric = m_twin.fabricState();
    fabric.setLinksUp(fabric.resolveUplinks(f.target, f.pointer), !down);
    // Each transition is a line, as a switch logs its port going down and up.
    m_twin.log(down ? telemetry::Severity::Warning : telemetry::Severity::Info, down ? "link.down" : "link.up",
               fmt::format("Link {} went {}.", f.target, down ? "down" : "up"), f.target);
    const double half = std::max(0.1, severityOr(f, kDefaultFlapPeriodS) / 2.0);
    m_twin.simulation().scheduleIn(half, [this, index, down] { flap(index, !down); });
}

void FaultInjector::startRandomFailures()
{
    nextRandomFailure();
}

void FaultInjector::nextRandomFailure()
{
    const FailureSpec& failures = m_twin.spec().failures;
    if (failures.rateScale <= 0)
        return;
    ComponentCounts counts;
    counts.gpus = m_twin.gpuCount();
    counts.servers = m_twin.serverCount();
    counts.networkLinks = counts.gpus;
    counts.jobs = std::int64_t(m_twin.jobs().size());
    // The generator is memoryless: a fresh draw from now, its gap shortened by the scale.
    FailureGenerator generator(counts, m_rng.nextU64());
    const double now = m_twin.now();
    const Failure failure = generator.next(now);
    const double at = now + (failure.timeSeconds - now) / failures.rateScale;
    m_twin.simulation().schedule(at, [this, failure] {
        ++m_randomFailures;
        const FailureCategory& category = llama3FailureCategories().at(std::size_t(failure.category));
        const std::string cause = fmt::format("random failure: {}", category.rootCause);
        int server = -1;
        switch (failure.unit) {
        case FailureUnit::Gpu:
        case FailureUnit::NetworkLink:
            server = m_twin.serverOfGpu(int(failure.component));
            break;
        case FailureUnit::Server:
            server = int(failure.component);
            break;
        case FailureUnit::Job:
            break;
        }
        m_twin.log(telemetry::Severity::Critical, "failure.random",
                   server >= 0 ? fmt::format("{} on server{}.", category.rootCause, server)
                               : fmt::format("{} in a job.", category.rootCause),
                   server >= 0 ? fmt::format("server{}", server) : std::string("job"));
        if (failure.xid > 0 && server >= 0)
            m_twin.telemetry().noteXid(int(failure.component), failure.xid);
        if (server >= 0)
            m_twin.failServer(server, cause, m_twin.spec().failures.repairS);
        else if (!m_twin.jobs().empty())
            m_twin.failJob(std::size_t(failure.component) % m_twin.jobs().size(), cause);
        nextRandomFailure();
    });
}

void FaultInjector::onFacilityEvents(const std::vector<FacilityEvent>& events)
{
    // GPU transitions are many at once (a rack's GPUs heat together): one line per rack and
    // kind, naming how many GPUs and the fault on that rack that caused them.
    std::map<std::pair<int, int>, std::pair<int, std::uint32_t>> gpuEvents;
    std::vector<int> shutDown; // GPUs that left the bus at their shutdown temperature
    for (const FacilityEvent& e : events) {
        if (e.kind == FacilityEventKind::GpuThermalShutdown)
            shutDown.push_back(e.gpu);
        if (e.gpu >= 0) {
            auto& entry = gpuEvents[{e.rack, int(e.kind)}];
            ++entry.first;
            entry.second |= e.reasons;
            continue;
        }
        const std::string& rack = m_twin.spec().racks().at(std::size_t(e.rack)).id;
        const std::string& cause = m_rackCause.at(std::size_t(e.rack));
        const ClusterTwin::CauseScope scope(m_twin, m_rackCauseFault.at(std::size_t(e.rack)));
        const std::string because = cause.empty() ? std::string() : fmt::format(" (caused by {})", cause);
        const bool bad = e.kind == FacilityEventKind::InletAboveRecommended || e.kind == FacilityEventKind::HeatAboveCooling ||
                         e.kind == FacilityEventKind::FeedTripped;
        std::string message;
        switch (e.kind) {
        case FacilityEventKind::InletAboveRecommended:
            message = fmt::format("{} inlet at {:.1f} °C, above ASHRAE's recommended 27 °C{}.", rack, e.value, because);
            break;
        case FacilityEventKind::InletWithinRecommended:
            message = fmt::format("{} inlet back within 27 °C.", rack);
            break;
        case FacilityEventKind::HeatAboveCooling:
            message = fmt::format("{} produces {:.1f} kW of heat, more than its cooling removes{}.", rack, e.value, because);
            break;
        case FacilityEventKind::HeatWithinCooling:
            message = fmt::format("{} heat within its cooling again.", rack);
            break;
        case FacilityEventKind::FeedTripped:
            message = fmt::format("{} drew {:.1f} kW, more than its feed: the breaker opened{}.", rack, e.value, because);
            break;
        default:
            message = std::string(facilityEventKindId(e.kind));
        }
        m_twin.log(bad ? telemetry::Severity::Warning : telemetry::Severity::Info,
                   fmt::format("facility.{}", facilityEventKindId(e.kind)), message, rack);
        if (e.kind == FacilityEventKind::FeedTripped)
            for (int s = 0; s < m_twin.serverCount(); ++s)
                if (m_twin.rackOfServer(s) == e.rack)
                    m_twin.failServer(s, fmt::format("{}'s feed tripped", rack), m_twin.spec().failures.repairS);
    }
    for (const auto& [key, value] : gpuEvents) {
        const auto [rackIndex, kindValue] = key;
        const auto kind = FacilityEventKind(kindValue);
        const std::string& rack = m_twin.spec().racks().at(std::size_t(rackIndex)).id;
        const std::string& cause = m_rackCause.at(std::size_t(rackIndex));
        const ClusterTwin::CauseScope scope(m_twin, m_rackCauseFault.at(std::size_t(rackIndex)));
        const std::string because = cause.empty() ? std::string() : fmt::format(" (caused by {})", cause);
        m_twin.log(kind == FacilityEventKind::GpuThrottleEnded ? telemetry::Severity::Info : telemetry::Severity::Warning,
                   fmt::format("facility.{}", facilityEventKindId(kind)),
                   fmt::format("{} GPU{} of {}: {} (throttle reasons 0x{:x}){}.", value.first,
                               value.first == 1 ? "" : "s", rack, facilityEventKindId(kind), value.second, because),
                   rack);
    }
    // A GPU that shut down is off the bus: its server leaves service and its job stops.
    std::vector<int> servers;
    for (int gpu : shutDown)
        servers.push_back(m_twin.serverOfGpu(gpu));
    std::sort(servers.begin(), servers.end());
    servers.erase(std::unique(servers.begin(), servers.end()), servers.end());
    for (int server : servers) {
        const ClusterTwin::CauseScope scope(m_twin, m_rackCauseFault.at(std::size_t(m_twin.rackOfServer(server))));
        m_twin.failServer(server, fmt::format("a GPU of server{} shut down at its shutdown temperature", server),
                          m_twin.spec().failures.repairS);
    }
}

nlohmann::json FaultInjector::summary() const
{
    nlohmann::json faults = nlohmann::json::array();
    for (const Applied& a : m_faults) {
        nlohmann::json entry = {{"fault", a.spec.kind},
                                {"target", a.spec.target},
                                {"at", a.spec.atS},
                                {"applied", a.appliedAt >= 0},
                                {"effects", a.effects}};
        if (a.spec.untilS)
            entry["until"] = *a.spec.untilS;
        if (a.spec.severity)
            entry["severity"] = *a.spec.severity;
        if (a.spec.xid > 0)
            entry["xid"] = a.spec.xid;
        faults.push_back(std::move(entry));
    }
    return {{"injected", faults}, {"randomFailures", m_randomFailures}};
}

} // namespace ailab::core::cluster
