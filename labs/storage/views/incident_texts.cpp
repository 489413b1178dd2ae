#include "labs/storage/views/incident_texts.h"

#include <initializer_list>
#include <utility>

namespace ailab::labs::storage {

namespace {

// The text for an id; the id itself when the model names something new.
QString pick(const std::string& id, std::initializer_list<std::pair<const char*, QString>> texts)
{
    for (const auto& entry : texts)
        if (id == entry.first)
            return entry.second;
    return QString::fromStdString(id);
}

} // namespace

QString StorageIncidentTexts::title() const
{
    return tr("Training throughput degradation");
}

QString StorageIncidentTexts::summary() const
{
    return tr("During peak training hours, multiple jobs read datasets from the same storage "
              "tier. GPU workers repeatedly wait for the next training batch. The network "
              "fabric is healthy and the GPUs are fine. Find where the data path stalls and "
              "restore the training throughput.");
}

QString StorageIncidentTexts::evidenceTitle(const std::string& id) const
{
    return pick(id, {{"gpu_activity", tr("GPU activity of the three jobs")},
                     {"storage_service", tr("The storage service: load and read throughput")},
                     {"read_latency", tr("Storage read latency")},
                     {"metadata_service", tr("Metadata service activity")},
                     {"tier_limits", tr("The file system's limits: bandwidth and IOPS")},
                     {"per_client", tr("Read throughput per job")},
                     {"pipeline_config", tr("The jobs' input pipelines")},
                     {"checkpoints", tr("Checkpoint pauses")}});
}

QString StorageIncidentTexts::evidenceText(const std::string& id) const
{
    return pick(
        id,
        {{"gpu_activity",
          tr("Low GPU activity: the input pipeline cannot deliver batches quickly enough. "
             "Compare the GPUs' busy time with their time waiting for input.")},
         {"storage_service",
          tr("The storage service's utilisation is the busiest of its bandwidth, its IOPS and "
             "its metadata service. Compare what it delivers with what the jobs request.")},
         {"read_latency",
          tr("Read latency from the request to the last byte, against the tier's unloaded "
             "latency. A rising latency means the requests queue somewhere.")},
         {"metadata_service",
          tr("High metadata latency comes from excessive small-file operations or metadata "
             "contention: every file a loader opens is one operation here.")},
         {"tier_limits",
          tr("Which of the file system's limits is close to full: its aggregate bandwidth or "
             "its I/O operations per second. The queue is the requests waiting for an I/O "
             "slot.")},
         {"per_client",
          tr("Uneven storage throughput would point to data placement, client contention or "
             "network congestion. Compare the jobs' shares.")},
         {"pipeline_config",
          tr("How the jobs read: the sample size, samples per file, loader workers and "
             "batches ahead per GPU, and how busy the CPU cores are with preprocessing.")},
         {"checkpoints",
          tr("Long checkpoint pauses come from insufficient write bandwidth or synchronous "
             "checkpoints. Each job writes a blocking checkpoint every 25 steps.")}});
}

QString StorageIncidentTexts::figureTitle(const std::string& id) const
{
    // job1_delivered, job2_delivered, ...: one figure per job.
    if (id.rfind("job", 0) == 0 && id.size() > 13 && id.substr(id.size() - 10) == "_delivered")
        return tr("Job %1: read throughput").arg(QString::fromStdString(id.substr(3, id.size() - 13)));
    return pick(id, {{"gpu_busy", tr("GPU busy time")},
                     {"gpu_input_wait", tr("GPU input wait")},
                     {"accelerator_utilisation", tr("Accelerator utilisation (AU)")},
                     {"storage_utilisation", tr("Storage service utilisation")},
                     {"delivered_read_throughput", tr("Delivered aggregate read throughput")},
                     {"requested_read_throughput", tr("Requested aggregate data rate")},
                     {"read_latency_p50", tr("Read latency, median")},
                     {"read_latency_p99", tr("Read latency, 99th percentile")},
                     {"request_latency", tr("Unloaded request latency")},
                     {"metadata_ops", tr("Metadata operations")},
                     {"metadata_utilisation", tr("Metadata service utilisation")},
                     {"metadata_rate", tr("Metadata service capacity")},
                     {"iops_utilisation", tr("IOPS utilisation")},
                     {"bandwidth_utilisation", tr("Bandwidth utilisation")},
                     {"tier_iops", tr("The file system's IOPS")},
                     {"tier_bandwidth", tr("The file system's bandwidth")},
                     {"io_queue_depth", tr("Reads waiting for an I/O slot")},
                     {"sample_size", tr("Sample size")},
                     {"samples_per_file", tr("Samples per file")},
                     {"loader_workers", tr("Loader workers per GPU")},
                     {"prefetch_depth", tr("Batches ahead per GPU")},
                     {"cpu_utilisation", tr("CPU cores busy")},
                     {"checkpoint_stall", tr("Checkpoint pauses per GPU")},
                     {"checkpoint_size", tr("Checkpoint size")},
                     {"checkpoint_async", tr("Asynchronous checkpoints")},
                     {"makespan", tr("Time until the last job finished")}});
}

QString StorageIncidentTexts::figureExplanation(const std::string& id) const
{
    return pick(
        id,
        {{"gpu_input_wait", tr("The GPUs' time spent waiting for their next batch, mean over "
                               "the jobs.")},
         {"accelerator_utilisation", tr("Compute time over the epoch's time as DLIO computes "
                                        "it, the first step excluded; mean over the jobs.")},
         {"storage_utilisation", tr("The busiest of the tier's bandwidth, IOPS and metadata "
                                    "service.")},
         {"delivered_read_throughput", tr("What the file system delivered to all jobs.")},
         {"requested_read_throughput", tr("What the GPUs of all jobs would consume if never "
                                          "kept waiting.")},
         {"iops_utilisation", tr("I/O operations over the tier's IOPS for the busy span.")},
         {"makespan", tr("From the first job's start to the last job's end.")}});
}

QString StorageIncidentTexts::seriesTitle(const std::string& id) const
{
    return pick(id, {{"read_throughput", tr("Read throughput history")},
                     {"read_latency", tr("Read latency history")}});
}

QString StorageIncidentTexts::thresholdLabel(const std::string& id) const
{
    return pick(id, {{"requested", tr("Requested")}, {"capacity", tr("Tier bandwidth")}});
}

QString StorageIncidentTexts::hypothesisText(const std::string& id) const
{
    return pick(id, {{"iops_saturated", tr("The jobs' small random reads exhaust the file "
                                           "system's I/O operations per second")},
                     {"bandwidth_exhausted", tr("The file system's bandwidth is exhausted")},
                     {"metadata_contention", tr("The metadata service is overloaded by opens")},
                     {"too_few_loader_workers", tr("The jobs have too few data loader workers")},
                     {"cpu_preprocessing", tr("CPU preprocessing cannot keep up")},
                     {"network_congestion", tr("The storage network is congested")},
                     {"faulty_gpus", tr("Some GPUs are faulty or throttling")},
                     {"checkpoint_pauses", tr("Synchronous checkpoints stall the jobs")}});
}

QString StorageIncidentTexts::actionText(const std::string& id) const
{
    return pick(id, {{"stage-to-local-nvme", tr("Stage the datasets to the servers' local NVMe")},
                     {"larger-files", tr("Pack the samples into fewer, larger files and read "
                                         "them sequentially")},
                     {"more-readers", tr("Give each GPU four times the loader workers")},
                     {"stagger-jobs", tr("Stagger the jobs so they do not read at once")},
                     {"add-bandwidth", tr("Add data servers to the file system")},
                     {"async-checkpoints", tr("Switch to asynchronous checkpoints")},
                     {"add-gpus", tr("Add GPUs to each job")},
                     {"restart-jobs", tr("Restart the training jobs")}});
}

QString StorageIncidentTexts::actionExplanation(const std::string& id) const
{
    return pick(
        id,
        {{"stage-to-local-nvme",
          tr("Each server copies its part of the dataset onto its own NVMe before training: "
             "the reads leave the shared file system entirely.")},
         {"larger-files",
          tr("256 samples per file read in 8 MiB requests: one I/O now carries many samples, "
             "so the same IOPS deliver far more bytes, and opens fall a hundredfold.")},
         {"more-readers",
          tr("More workers issue more requests, but the file system's IOPS are already "
             "used up: the queue and the latency grow, the throughput does not.")},
         {"stagger-jobs",
          tr("Each job starts when the one before would finish alone: the GPUs wait far less, "
             "but the same work takes longer overall.")},
         {"add-bandwidth",
          tr("Twice the data servers bring twice the bandwidth and twice the IOPS: more "
             "throughput, until the metadata service becomes the next limit.")},
         {"async-checkpoints",
          tr("The pauses for checkpoints shrink to a copy into host memory; the reads stay "
             "limited by the IOPS.")},
         {"add-gpus",
          tr("Twice the GPUs ask twice as much of the same saturated file system: they only "
             "wait longer.")},
         {"restart-jobs",
          tr("The same jobs read the same files from the same file system at the same time.")}});
}

QString StorageIncidentTexts::hintText(const std::string& id) const
{
    return pick(id, {{"hint_follow_the_data",
                      tr("When GPUs are idle, follow the data path from storage to the GPU "
                         "before adding accelerators.")},
                     {"hint_which_limit",
                      tr("The service is about 95 % busy but delivers a fraction of its "
                         "bandwidth. Which of its limits is full?")},
                     {"hint_bytes_per_read",
                      tr("Each read fetches one 512 kB sample from its own file. How many bytes "
                         "does one I/O operation carry?")}});
}

QString StorageIncidentTexts::rootCauseExplanation() const
{
    return tr("Three jobs read 512 kB samples, one file each, in random order from the same "
              "parallel file system at peak hours. Each read is one I/O operation, so the file "
              "system's 12,000 IOPS, not its 20 GB/s, set what it delivers: about 6 GB/s "
              "against the 24 GB/s the GPUs ask. The requests queue for I/O slots, the read "
              "latency climbs, and the GPUs wait for input about two thirds of the time. "
              "Fewer, larger files read sequentially carry many samples per operation; staging "
              "the data to local NVMe takes the reads off the shared tier; more data servers "
              "add IOPS. More loader workers or more GPUs only lengthen the queue.");
}

} // namespace ailab::labs::storage
