#include "labs/storage/views/storage_explainers.h"

#include "core/storage/checkpoint_model.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/steady_state.h"
#include "core/storage/workloads.h"
#include "labs/storage/views/storage_format.h"

namespace ailab::labs::storage {

namespace {
QString courseSource()
{
    return StorageExplainers::tr("AI Infrastructure Explained, section 06");
}
} // namespace

ExplainerContent StorageExplainers::starvation(const core::storage::PipelineConfig& config,
                                               const core::storage::ClosedFormRates& closed)
{
    const core::storage::JobConfig& job = config.jobs.front();
    ExplainerContent c;
    c.title = tr("The slowest stage, and what it misses");
    c.conceptText = tr(
        "<p>The course's starvation simulator is a steady-state model: data flows at the rate "
        "of the slowest of three stages, storage, preprocessing and the GPUs' demand. The fed "
        "fraction is that rate over the demand; the rest of the time the GPUs wait.</p>"
        "<p>The simulation runs the same pipeline batch by batch: loader workers read samples "
        "(a metadata operation per file opened, an I/O slot of the tier's IOPS, the request "
        "latency, then the bytes over the shared bandwidth), the CPU cores preprocess them, "
        "the batch is copied to the GPU, and at most <i>prefetch</i> batches are prepared "
        "ahead. With ample prefetch it runs at the closed form's rate; with few workers, a "
        "shallow buffer or jittery latency the GPUs also wait when the averages say they "
        "should not. By Little's law a worker that needs a whole request latency per batch "
        "can deliver at most one batch per latency.</p>"
        "<p><b>GPU busy and AU.</b> GPU busy is the GPUs' compute time over the whole run. "
        "Accelerator utilisation (AU) is the figure MLPerf Storage judges a storage system "
        "by: its DLIO benchmark emulates each GPU and, per epoch, divides the compute time of "
        "the steps after the first by the epoch's time after the first step, then averages "
        "over GPUs and epochs; a run passes at 90 % for 3D U-Net and ResNet-50. The first "
        "step of each epoch waits for an empty buffer to fill, so leaving it out puts AU a "
        "little above GPU busy (83 % against 81 %, say): the same starvation, measured two "
        "ways.</p>");
    c.formula = tr("throughput = min(storage, preprocessing, demand) = min(%1, %2, %3) = %4; "
                   "fed = throughput / demand = %5; waiting = 1 &minus; fed = %6")
                    .arg(StorageFormat::rate(closed.storage),
                         StorageFormat::rate(closed.preprocessing),
                         StorageFormat::rate(closed.demand),
                         StorageFormat::rate(closed.result.throughput),
                         StorageFormat::percent(closed.result.fedFraction),
                         StorageFormat::percent(closed.result.waitFraction));
    c.inputs = {
        {tr("Storage rate"),
         tr("%1: the least of the tier's bandwidth, IOPS × bytes per request, metadata "
            "operations × bytes per file opened, and the network")
             .arg(StorageFormat::rate(closed.storage)),
         tr("scenario"), false},
        {tr("Preprocessing rate"),
         tr("%1: CPU cores × sample size / CPU time per sample")
             .arg(StorageFormat::rate(closed.preprocessing)),
         tr("scenario"), false},
        {tr("GPU demand"),
         tr("%1: accelerators × batch × sample size / compute time per batch")
             .arg(StorageFormat::rate(closed.demand)),
         tr("scenario"), false},
        {tr("Loader workers and batches ahead"),
         tr("%1 workers, %n batch(es) per GPU", nullptr, job.prefetch).arg(job.readers),
         tr("scenario"), false},
        {tr("Latency jitter"),
         tr("%1 (coefficient of variation of a lognormal factor)")
             .arg(StorageFormat::number(config.tier.latencyJitter)),
         tr("scenario"), false},
        {tr("Tier defaults"), tr("bandwidth, latency, IOPS and metadata rate of the tier"),
         tr("teaching assumption, except where the help page names a source"), true}};
    c.sources = {courseSource(),
                 tr("J. D. C. Little, \"A proof for the queuing formula L = λW\", Operations "
                    "Research 9(3), 1961"),
                 tr("H. Devarajan et al., \"DLIO: A Data-Centric Benchmark for Scientific Deep "
                    "Learning Applications\", CCGrid 2021"),
                 tr("MLPerf Storage (mlcommons/storage): AU in dlio_benchmark, statscounter.py, "
                    "compute_metrics_train; the thresholds in configs/dlio/workload (metric.au)")};
    return c;
}

ExplainerContent StorageExplainers::tiers()
{
    ExplainerContent c;
    c.title = tr("Small files cost operations, not bytes");
    c.conceptText = tr(
        "<p>Every file a loader opens is an operation on the file system's metadata service "
        "(an open, a lookup), and every read is at least one I/O operation. Large files read "
        "in order spread one open and one request over many samples; one small file per "
        "sample costs an open and a request for each. Then the tier's operation rates, not "
        "its bandwidth, set what it delivers: an object store's GETs per second, a parallel "
        "file system's metadata service.</p>"
        "<p>Staging copies the dataset once onto each server's local NVMe, whose operation "
        "rates are far higher, before training starts.</p>");
    c.formula = tr("storage rate = min(bandwidth, IOPS × bytes per request, metadata "
                   "operations per second × bytes per file opened); staging time = dataset / "
                   "min(tier, nodes × min(NIC, local NVMe))");
    c.inputs = {{tr("Dataset"), tr("1,281,024 samples of 114,660 bytes (ImageNet as MLPerf "
                                   "Storage's ResNet-50 workload reads it)"),
                 tr("mlcommons/storage, configs/dlio/workload/resnet50_h100.yaml"), false},
                {tr("Object store GET rate"), tr("5,500 requests per second per prefix"),
                 tr("AWS S3 performance guidelines"), false},
                {tr("Parallel file system"), tr("4 × 5 GB/s, 20,000 metadata operations per second"),
                 tr("a mid-size Lustre or GPFS"), true},
                {tr("NVMe array and local NVMe"), tr("2 × 20 GB/s; 25 GB/s per server"),
                 tr("DGX H100 user guide for the local drives' capacity"), true}};
    c.sources = {courseSource(), tr("AWS, \"Best practices design patterns: optimizing Amazon "
                                    "S3 performance\"")};
    return c;
}

ExplainerContent StorageExplainers::mlperf(const core::storage::TrainingWorkload& w,
                                           int accelerators)
{
    ExplainerContent c;
    c.title = tr("Accelerator utilisation as MLPerf Storage measures it");
    c.conceptText = tr(
        "<p>MLPerf Storage does not use GPUs: DLIO emulates each accelerator by sleeping for "
        "the compute time of a batch once the batch has been read. A run passes when the "
        "accelerator utilisation (AU) stays at or above the workload's threshold; the "
        "question a submitter answers is how many accelerators the storage keeps above it.</p>"
        "<p>The search doubles the accelerators until a run fails, then bisects between the "
        "last pass and the first failure.</p>");
    c.formula = tr("AU = Σ compute time of the steps after the first / (epoch time − first "
                   "step), mean over ranks and epochs; pass when AU ≥ %1")
                    .arg(StorageFormat::percent(w.auThreshold));
    c.inputs = {{tr("Workload"),
                 tr("%1 on %2: batch %3, %4 per batch, samples of %5")
                     .arg(QString::fromStdString(w.id), QString::fromStdString(w.accelerator))
                     .arg(w.batchSize)
                     .arg(StorageFormat::seconds(w.computeSecondsPerBatch),
                          StorageFormat::bytes(w.sampleBytes)),
                 QString::fromStdString(w.source), false},
                {tr("Accelerators"), QString::number(accelerators), tr("your choice"), false},
                {tr("Dataset size"), tr("at least 500 steps of the batch for all accelerators"),
                 tr("mlcommons/storage README, \"Data Sizing and Generation\""), false}};
    c.sources = {tr("mlcommons/storage, configs/dlio/workload"),
                 tr("dlio_benchmark, statscounter.py, compute_metrics_train")};
    return c;
}

ExplainerContent StorageExplainers::checkpoint(const core::storage::CheckpointSetup& s,
                                               const core::storage::CheckpointResult& r)
{
    ExplainerContent c;
    c.title = tr("Checkpoints: the pause, the bandwidth and the best interval");
    c.conceptText = tr(
        "<p>A blocking checkpoint stops training while one writer saves the state. Sharded, "
        "every rank writes its part at once, up to the tier's bandwidth. Asynchronous, each "
        "rank only copies its part to host memory before training goes on; the write runs in "
        "the background against the same storage the input pipeline reads.</p>"
        "<p>Checkpoint often and the pauses add up; rarely, and a failure throws more work "
        "away. Young's interval balances the two; Daly's estimate adds the higher-order "
        "terms.</p>");
    c.formula = tr("write = S / w = %1; overhead = stall / interval = %2; Young τ = √(2 δ M) "
                   "= %3; Daly τ = √(2δM)·[1 + √(δ/2M)/3 + (δ/2M)/9] − δ = %4")
                    .arg(StorageFormat::seconds(r.writeSeconds),
                         StorageFormat::percent(r.overheadFraction),
                         s.mtbfS > 0 ? StorageFormat::duration(r.youngIntervalS) : tr("no MTBF"),
                         s.mtbfS > 0 ? StorageFormat::duration(r.dalyIntervalS) : tr("no MTBF"));
    c.inputs = {{tr("Checkpoint size S"), StorageFormat::bytes(s.bytes), tr("your choice"), false},
                {tr("Write rate w"), StorageFormat::rate(s.writerBytesPerSecond),
                 tr("your choice"), false},
                {tr("Interval"), StorageFormat::duration(s.intervalS), tr("your choice"), false},
                {tr("Ranks writing"), QString::number(s.ranks), tr("your choice"), false},
                {tr("Copy to host memory"), StorageFormat::rate(s.hostCopyBytesPerSecond),
                 tr("PCIe Gen4 x16 in practice"), true},
                {tr("Mean time between failures M"),
                 s.mtbfS > 0 ? StorageFormat::duration(s.mtbfS) : tr("not given"),
                 tr("your choice"), false}};
    c.sources = {courseSource(),
                 tr("J. W. Young, \"A first order approximation to the optimum checkpoint "
                    "interval\", CACM 17(9), 1974"),
                 tr("J. T. Daly, \"A higher order estimate of the optimum checkpoint interval "
                    "for restart dumps\", FGCS 22(3), 2006"),
                 tr("mlcommons/storage, Submission_guidelines.md, Table 2 (Llama 3 "
                    "checkpoint sizes)")};
    return c;
}

} // namespace ailab::labs::storage
