#pragma once

#include "core/design/design_spec.h"

#include <string>
#include <vector>

// A design's figures before anything runs (docs/models.md, "Cluster design", Design): the
// course's four tiles as the course computes them, and the whole cluster's power, heat and
// cooling from the hardware catalogue and the facility model.
namespace ailab::core::design {

// The course's tiles (AI Infrastructure Explained, Lab 09, "Design Your AI Training
// Cluster"): 32 accelerators, 2.56 TB of HBM, 16 NICs and 32 kW at its defaults. Its power
// is "illustrative GPU-only power", 1 kW a GPU: the course's assumption, not a GPU's figure.
inline constexpr double kCourseIllustrativeKWPerGpu = 1.0;

struct CourseTiles
{
    int accelerators = 0;
    double hbmTB = 0;
    int nics = 0;           // compute-fabric NICs: servers x NICs per server
    double gpuOnlyPowerKW = 0; // accelerators x the course's 1 kW
};

struct RackFigures
{
    std::string id;
    std::string platformId;
    int servers = 0;
    int gpus = 0;
    double powerKW = 0;           // its servers at full load (catalogue maximum system power)
    double feedKW = 0;
    double coolingCapacityKW = 0; // its cooling's (the technology's rack limit unless set)
    std::string coolingId;
    std::string coolingNeededId; // the least technology whose limit covers powerKW
    double pue = 0;              // its cooling's (the facility model's)
    bool withinFeed = true;
    bool withinCooling = true;
};

struct ClusterFigures
{
    int servers = 0;
    int gpus = 0;
    double gpuTdpKW = 0;       // every GPU at its board power
    double serversKW = 0;      // every server at full load
    int fabricLeaves = 0;      // compute fabric
    int fabricSpines = 0;
    int fabricUplinks = 0;
    int inferenceFabricSwitches = 0; // a separate inference fabric's leaves (0 when shared)
    int storageLeaves = 0;
    int managementSwitches = 0;
    int storageServers = 0;
    double switchesKW = 0;
    double storageKW = 0;
    double itPowerKW = 0;       // servers, switches and storage
    double facilityPowerKW = 0; // IT power x PUE of where it stands
    double pue = 0;
    double btuPerHour = 0;      // of the IT power: all of it becomes heat
    double coolingTons = 0;
    double fabricOversubscription = 1; // a leaf's server ports over its spine uplinks
    double fabricBisectionTbps = 0;    // leaf-spine uplinks, one direction
    double storageReadGBps = 0;
    double storageWriteGBps = 0;
    int scalableUnits = 0; // pods of patterns.scalableUnitServers; 0 without pods
    std::vector<RackFigures> racks;
};

struct DesignFigures
{
    CourseTiles course;
    ClusterFigures cluster;
};

DesignFigures computeDesignFigures(const DesignSpec& spec);

} // namespace ailab::core::design
