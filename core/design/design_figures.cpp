#include "core/design/design_figures.h"

#include "core/cluster/fabric_state.h"
#include "core/cluster/facility.h"
#include "core/hw/catalog.h"
#include "core/hw/rack_cooling.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::design {

namespace {

int ceilDiv(int a, int b)
{
    return b > 0 ? (a + b - 1) / b : 0;
}

const hw::PlatformSpec& platformOf(const std::string& id)
{
    const hw::PlatformSpec* platform = hw::findPlatform(id);
    // readClusterSpec accepts only catalogue platforms.
    return *platform;
}

} // namespace

DesignFigures computeDesignFigures(const DesignSpec& spec)
{
    DesignFigures figures;
    const cluster::ClusterSpec& c = spec.cluster;
    ClusterFigures& f = figures.cluster;
    const cluster::Facility facility(c.facility);

    int maxGpusPerServer = 0;
    double hbmGB = 0;
    for (std::size_t r = 0; r < c.racks().size(); ++r) {
        const cluster::RackSpec& rack = c.racks()[r];
        const hw::PlatformSpec& platform = platformOf(rack.platformId);
        const hw::GpuSpec* gpu = hw::findGpu(platform.gpuId);
        RackFigures rf;
        rf.id = rack.id;
        rf.platformId = rack.platformId;
        rf.servers = rack.servers;
        rf.gpus = rack.servers * platform.gpuCount;
        // At full load every GPU draws its board power and the rest of the server its
        // catalogue share: the platform's maximum system power (docs/models.md, Facility).
        rf.powerKW = rack.servers * platform.powerMaxKW;
        rf.feedKW = rack.feedKW;
        rf.coolingCapacityKW = facility.rackCoolingCapacityKW(int(r));
        rf.coolingId = rack.coolingId;
        rf.coolingNeededId = hw::coolingFor(units::Watts::kilowatts(rf.powerKW)).cooling->id;
        rf.pue = facility.rackPue(int(r));
        rf.withinFeed = rf.powerKW <= rf.feedKW;
        rf.withinCooling = rf.powerKW <= rf.coolingCapacityKW;
        f.servers += rack.servers;
        f.gpus += rf.gpus;
        f.serversKW += rf.powerKW;
        f.gpuTdpKW += rf.gpus * (gpu != nullptr ? gpu->tdpW : 0) / 1e3;
        hbmGB += rf.gpus * (gpu != nullptr ? gpu->hbmGB : 0);
        maxGpusPerServer = std::max(maxGpusPerServer, platform.gpuCount);
        f.racks.push_back(rf);
    }

    // The course's tiles.
    figures.course.accelerators = f.gpus;
    figures.course.hbmTB = hbmGB / 1e3;
    figures.course.nics = f.servers * c.fabric.nicsPerServer;
    figures.course.gpuOnlyPowerKW = f.gpus * kCourseIllustrativeKWPerGpu;

    // Switches: the compute fabric as the twin builds it, the storage and management
    // networks as the twin's StorageNetwork groups servers, a separate inference fabric of
    // leaves for the serving replicas' servers.
    const topo::FabricConfig fabric = cluster::fabricConfigFor(c.fabric, f.servers, maxGpusPerServer);
    f.fabricLeaves = fabric.leaves;
    f.fabricSpines = fabric.leaves > 1 ? fabric.spines : 0;
    f.fabricUplinks = fabric.leaves > 1 ? fabric.leaves * fabric.spines * fabric.uplinksPerLeafSpine : 0;
    if (spec.patterns.separateInferenceFabric && spec.serving) {
        const int gpus = spec.serving->service.replicas * spec.serving->service.tp;
        f.inferenceFabricSwitches = ceilDiv(ceilDiv(gpus, std::max(1, maxGpusPerServer)), c.fabric.serversPerLeaf);
    }
    f.storageLeaves = ceilDiv(f.servers, c.storage.network.serversPerLeaf);
    f.managementSwitches = spec.patterns.outOfBandManagement ? ceilDiv(f.servers, c.management.serversPerSwitch) : 0;
    f.storageServers = c.storage.tier.dataServers;
    f.switchesKW =
        (f.fabricLeaves + f.fabricSpines + f.inferenceFabricSwitches + f.storageLeaves) * spec.power.switchW / 1e3 +
        f.managementSwitches * spec.power.managementSwitchW / 1e3;
    f.storageKW = f.storageServers * spec.power.storageServerW / 1e3;
    f.itPowerKW = f.serversKW + f.switchesKW + f.storageKW;

    // Facility power: each rack's servers at its cooling's PUE; switches and storage stand
    // in the same rooms, at the racks' IT-weighted mean PUE.
    double rackFacilityKW = 0;
    for (const auto& rack : f.racks)
        rackFacilityKW += rack.powerKW * rack.pue;
    const double meanPue = f.serversKW > 0 ? rackFacilityKW / f.serversKW : 1.0;
    f.facilityPowerKW = rackFacilityKW + (f.switchesKW + f.storageKW) * meanPue;
    f.pue = f.itPowerKW > 0 ? f.facilityPowerKW / f.itPowerKW : 0;
    // NIST SP 811: 1 W = 3.412142 BTU/h; 1 ton of refrigeration = 3.516853 kW (hw::rackHeat).
    f.btuPerHour = f.itPowerKW * 1e3 * 3.412142;
    f.coolingTons = f.itPowerKW / 3.516853;

    const double down = double(c.fabric.serversPerLeaf) *
                        (c.fabric.shape == cluster::FabricShapeId::RailOptimised ? 1 : c.fabric.nicsPerServer) *
                        c.fabric.nicGbps;
    const double up = double(c.fabric.spines) * c.fabric.uplinksPerLeafSpine * c.fabric.uplinkGbps;
    f.fabricOversubscription = f.fabricLeaves > 1 && up > 0 ? down / up : 1.0;
    f.fabricBisectionTbps = f.fabricUplinks * c.fabric.uplinkGbps / 1e3;
    f.storageReadGBps = c.storage.tier.bandwidthBytesPerSecond() / 1e9;
    f.storageWriteGBps = f.storageReadGBps * c.storage.writeFraction;
    f.scalableUnits = spec.patterns.scalableUnitServers > 0 ? ceilDiv(f.servers, spec.patterns.scalableUnitServers) : 0;
    return figures;
}

} // namespace ailab::core::design
