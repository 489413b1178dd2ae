#include "labs/stack/stack_layers.h"

namespace ailab::labs::stack {

// The texts follow the seed (ai-infrastructure-explained.txt section 01, Lab 01, and
// system-architecture.txt) closely; they are lab content, not model output.
QList<StackLayer> StackLayers::all()
{
    return {
        {"accelerated-compute",
         false,
         tr("Accelerated compute"),
         tr("GPUs and other accelerators execute the mathematical operations required by AI "
            "workloads. CPU resources coordinate processing, data preparation and system-level "
            "operations."),
         {tr("GPUs"), tr("HBM memory"), tr("NVLink"), tr("CPUs")},
         tr("Accelerator memory capacity, memory bandwidth, interconnect performance and "
            "scheduling efficiency decide how effectively the GPUs can be used."),
         CatalogTable::Gpus,
         tr("GPUs in the hardware catalog")},
        {"networking",
         false,
         tr("High-performance networking"),
         tr("Network fabrics connect computing nodes and transport distributed workload "
            "traffic. Ethernet, InfiniBand, RDMA and congestion management influence "
            "communication performance."),
         {tr("Ethernet"), tr("InfiniBand"), tr("RDMA"), tr("RoCEv2"), tr("Congestion control")},
         tr("Congestion, packet loss, load balancing and collective communication patterns "
            "directly influence training efficiency."),
         CatalogTable::Fabrics,
         tr("AI network fabric options")},
        {"storage",
         false,
         tr("Distributed storage"),
         tr("Storage platforms hold training datasets, model artifacts, checkpoints and "
            "application data. Parallel I/O and caching supply data at the rates compute "
            "nodes require."),
         {tr("Parallel file systems"), tr("NVMe"), tr("Object storage"), tr("Caching")},
         tr("Storage throughput and data pipeline design can decide whether accelerators "
            "remain productive."),
         CatalogTable::StorageTiers,
         tr("Storage tiers")},
        {"software",
         false,
         tr("Distributed software"),
         tr("AI frameworks coordinate model execution, parallel computation, gradient "
            "synchronisation and communication between accelerators across many servers."),
         {tr("AI frameworks"), tr("Collective communication"), tr("Gradient synchronisation")},
         tr("When one accelerator or communication path is much slower than the others, "
            "synchronised operations have to wait for it."),
         CatalogTable::None,
         {}},
        {"orchestration",
         false,
         tr("Orchestration and scheduling"),
         tr("Cluster management systems allocate resources, schedule jobs, manage containers "
            "and coordinate the lifecycle of training and inference workloads."),
         {tr("Cluster schedulers"), tr("Containers"), tr("Monitoring"), tr("Job lifecycle")},
         tr("Without visibility into accelerator utilisation, communication, storage activity "
            "and job progress, finding the source of a slowdown is much harder."),
         CatalogTable::None,
         {}},
        {"physical",
         false,
         tr("Physical infrastructure"),
         tr("Power delivery, cooling, rack design, cabling and capacity planning decide how "
            "densely accelerator systems can be deployed and operated."),
         {tr("Power delivery"), tr("Cooling"), tr("Racks"), tr("Cabling")},
         tr("High-density accelerator servers impose substantial power and cooling "
            "requirements; they limit what the rest of the stack can do."),
         CatalogTable::Cooling,
         tr("Cooling technology comparison")},
        {"compute-layer",
         true,
         tr("Compute layer"),
         tr("GPU servers, each with 4 to 8 GPUs connected by NVLink for GPU-to-GPU traffic "
            "inside the node and by PCIe to the CPUs and network adapters."),
         {tr("DGX and HGX H100/H200"), tr("OEM GPU servers"), tr("NVLink"), tr("PCIe")},
         tr("Each layer must be engineered to match the others: a mismatch at any layer "
            "creates a bottleneck that limits the entire system."),
         CatalogTable::Platforms,
         tr("Current generation AI server platforms")},
        {"interconnect",
         true,
         tr("Interconnect"),
         tr("The network fabric connects GPU nodes for distributed training and connects the "
            "cluster to storage and management networks."),
         {tr("InfiniBand NDR and HDR"), tr("400 GbE and 100 GbE with RoCEv2"),
          tr("Lossless fabric")},
         tr("The fabric must provide enough bandwidth to prevent GPU idle time during "
            "all-reduce, the collective operation of distributed training."),
         CatalogTable::Fabrics,
         tr("AI network fabric options")},
        {"storage-layer",
         true,
         tr("Storage layer"),
         tr("AI training needs storage that feeds data to the GPUs faster than they consume "
            "it: a hot parallel file system, a warm NVMe tier and cold object storage."),
         {tr("GPFS, Lustre, WEKA, VAST, DDN"), tr("NVMe-oF"), tr("S3-compatible object storage")},
         tr("A single DGX H100 system can consume data at 200+ GB/s; 64 of them need 12+ TB/s "
            "of aggregate throughput, far beyond traditional enterprise storage."),
         CatalogTable::StorageTiers,
         tr("Storage tiers")},
        {"power",
         true,
         tr("Power"),
         tr("Power engineering sizes circuits, PDUs and UPS systems for actual GPU power under "
            "training load, not nameplate ratings."),
         {tr("PDUs"), tr("UPS"), tr("Generators"), tr("3-phase circuits")},
         tr("Power capacity is the most common constraint: a rack of 4 DGX H100 systems draws "
            "40+ kW and needs 60 A 3-phase circuits."),
         CatalogTable::Platforms,
         tr("Power draw of AI server platforms")},
        {"cooling",
         true,
         tr("Cooling"),
         tr("Air cooling cannot remove the heat of racks drawing 20+ kW at AI densities; "
            "rear-door heat exchangers, direct-to-chip liquid and immersion take over."),
         {tr("Air"), tr("Rear-door heat exchangers"), tr("Direct-to-chip liquid"), tr("Immersion")},
         tr("Cooling reach per rack limits density, and therefore how much power and compute "
            "fit in the floor space you have."),
         CatalogTable::Cooling,
         tr("Cooling technology comparison")},
    };
}

StackLayer StackLayers::byId(const QString& id)
{
    const QList<StackLayer> layers = all();
    for (const StackLayer& layer : layers) {
        if (layer.id == id)
            return layer;
    }
    return layers.front();
}

} // namespace ailab::labs::stack
