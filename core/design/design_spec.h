#pragma once

#include "core/cluster/cluster_spec.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

// A cluster design for the capstone (docs/models.md, "Cluster design"): the workload it is
// built for (train a catalogue model on N tokens in D days, serve a model at R requests/s
// within TTFT and TPOT objectives) and the cluster itself, in the cluster twin's own terms
// (racks with feeds and cooling, the compute fabric, storage and its network, the management
// network, failure handling), plus what the twin does not model but a design review asks
// about: the course's design patterns, the power of switches and storage servers, and how
// many cooling units each rack has. It is the `model` of a capstone scenario.
namespace ailab::core::design {

// Train `job` on `tokens` tokens within `days` days. The job's GPU count defaults to every
// GPU of its platform that the serving workload leaves free.
struct TrainingWorkload
{
    cluster::TrainingJobSpec job;
    double tokens = 0;
    double days = 0;
};

// Serve `service` (its rate and its TTFT and TPOT objectives).
struct ServingWorkload
{
    cluster::ServiceSpec service;
};

// The course's design patterns (System Architecture note, "Design Patterns"), as the design
// declares them; the review checks what it can of each against the figures.
struct DesignPatterns
{
    int scalableUnitServers = 0; // servers per pod (a DGX SuperPOD scalable unit: 32); 0: none
    bool separateInferenceFabric = false;
    bool outOfBandManagement = true;
    bool checkpointStorageNearCompute = false; // checkpoints to NVMe in or beside the racks
};

// Power of what is not a GPU server, per unit.
struct InfrastructurePower
{
    // One 64-port 400 Gb/s switch (leaf, spine, storage leaf): NVIDIA Quantum-2 QM9700
    // datasheet, typical power with passive cables (ATIS), 747 W.
    double switchW = 747.0;
    // One data server of the parallel file system. Teaching assumption: a 2U all-NVMe
    // storage server of 24 drives, two CPUs and two 400 Gb/s NICs near 1.5 kW.
    double storageServerW = 1500.0;
    // One 48-port 1 GbE management switch. Teaching assumption: 100 W.
    double managementSwitchW = 100.0;
};

struct DesignSpec
{
    std::optional<TrainingWorkload> training;
    std::optional<ServingWorkload> serving;
    // The cluster as the twin reads it; its jobs and services are the workload's (the job
    // named "training", the service "serving"), never written by hand.
    cluster::ClusterSpec cluster;
    DesignPatterns patterns;
    InfrastructurePower power;
    // Cooling units (CRAH, rear-door or CDU) sharing each rack's cooling capacity equally: one
    // unit lost leaves (n - 1) / n of it (1: the rack loses all of it).
    int coolingUnitsPerRack = 1;

    int gpuCount() const;
    // GPUs of the servers that hold the training job's platform.
    int gpusOfPlatform(const std::string& platformId) const;
};

// Reads the `model` of a capstone scenario and checks every field; throws core::Error at the
// field's JSON pointer ("/model/workload/training/tp: ..."). Its jobs and services are read by
// the twin's reader (cluster::readClusterSpec), so a job that the twin would refuse is refused
// here at the workload's field.
DesignSpec readDesignSpec(const nlohmann::json& model);

// The course's default design as a `model`: 8 servers of 4 GPUs (H100 PCIe), 400 Gb/s per
// server, 40 GB/s of storage, training Llama 3 8B.
nlohmann::json courseDefaultDesignModel();

} // namespace ailab::core::design
