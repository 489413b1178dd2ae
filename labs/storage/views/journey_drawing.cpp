#include "labs/storage/views/journey_drawing.h"

#include "core/storage/input_pipeline.h"
#include "labs/storage/views/storage_format.h"

#include <algorithm>
#include <cmath>

namespace ailab::labs::storage {

namespace {
const QString kStorage = QStringLiteral("storage");
const QString kIngestion = QStringLiteral("ingestion");
const QString kPreprocessing = QStringLiteral("preprocessing");
const QString kBuffer = QStringLiteral("buffer");
const QString kGpu = QStringLiteral("gpu");

QString linkId(const QString& a, const QString& b)
{
    return a + QLatin1Char('|') + b;
}
} // namespace

const QStringList& JourneyDrawing::stageIds()
{
    static const QStringList ids{kStorage, kIngestion, kPreprocessing, kBuffer, kGpu};
    return ids;
}

QString JourneyDrawing::stageTitle(const QString& id)
{
    if (id == kStorage)
        return tr("Distributed storage");
    if (id == kIngestion)
        return tr("Data ingestion");
    if (id == kPreprocessing)
        return tr("Preprocessing");
    if (id == kBuffer)
        return tr("Prefetch buffer");
    if (id == kGpu)
        return tr("GPU training");
    return {};
}

QString JourneyDrawing::stageRole(const QString& id)
{
    if (id == kStorage)
        return tr("Parallel file system or object store. It holds the dataset and serves the "
                  "reads of every job at once: its bandwidth, its operations per second and "
                  "its metadata service are shared. Many small files load the metadata "
                  "service; many jobs at peak hours load everything.");
    if (id == kIngestion)
        return tr("Readers and the network. The data loader's workers open files and read "
                  "samples over the storage network; each read waits for the request latency "
                  "before its bytes flow. More workers hide latency until the tier or the "
                  "network saturates.");
    if (id == kPreprocessing)
        return tr("CPU and memory. Decoding, augmentation and batching run on the server's "
                  "CPU cores; each sample costs CPU time, so too few cores starve the GPUs "
                  "even when storage is fast.");
    if (id == kBuffer)
        return tr("Batches prepared ahead of the GPU (the loader's prefetch). A deep buffer "
                  "absorbs slow or jittery reads; it fills while the GPU computes and drains "
                  "while the storage lags behind.");
    if (id == kGpu)
        return tr("HBM and compute. The GPU copies each batch over PCIe into its memory and "
                  "computes on it. When the next batch is not ready it waits: starvation, "
                  "seen as low GPU utilisation.");
    return {};
}

TopologySnapshot JourneyDrawing::topology()
{
    TopologySnapshot s;
    const QString kinds[] = {QStringLiteral("storage"), QStringLiteral("nic"),
                             QStringLiteral("cpu"), QStringLiteral("memory"),
                             QStringLiteral("gpu")};
    const QStringList& ids = stageIds();
    for (int i = 0; i < ids.size(); ++i) {
        TopologyNode n;
        n.id = ids[i];
        n.label = stageTitle(ids[i]);
        n.kind = kinds[i];
        n.position = QPointF(1.15 * i, 0.0);
        n.status = Status::Idle;
        n.utilisation = 0.0;
        s.nodes.append(n);
    }
    for (int i = 0; i + 1 < ids.size(); ++i) {
        TopologyLink l;
        l.id = linkId(ids[i], ids[i + 1]);
        l.from = ids[i];
        l.to = ids[i + 1];
        l.labelCapacity = false;
        s.links.append(l);
    }
    return s;
}

TopologySnapshot JourneyDrawing::atNow(const TopologySnapshot& base,
                                       const core::storage::InputPipeline& run,
                                       const core::storage::PipelineResult& result, double now)
{
    TopologySnapshot s = base;
    s.flows.clear();
    const core::storage::PipelineConfig& config = run.config();
    const core::storage::JobConfig& job = config.jobs.front();
    const double capacity = config.tier.bandwidthBytesPerSecond();
    const double tierRate = run.tierRateBytesPerSecond();
    const double tierLoad = capacity > 0 ? tierRate / capacity : 0.0;
    const std::size_t reads = run.readsInFlight(0);
    const int ready = run.readyBatches(0, 0);
    const bool busy = run.gpuBusy(0, 0);
    const bool checkpointing = run.checkpointing(0, 0);
    const bool finished = run.finished();
    const double cpu = result.jobs.empty() ? 0.0 : result.jobs.front().cpuUtilisation;
    const double readersBusy = result.jobs.empty() ? 0.0 : result.jobs.front().readerBusyFraction;

    for (TopologyNode& n : s.nodes) {
        if (n.id == kStorage) {
            n.utilisation = tierLoad;
            n.status = tierLoad > 0.01 ? Status::Busy : Status::Idle;
            n.detail = tr("Delivering %1 of %2 to every job")
                           .arg(StorageFormat::rate(tierRate), StorageFormat::rate(capacity));
        } else if (n.id == kIngestion) {
            const double share =
                std::min(1.0, double(reads) / double(std::max(1, job.readers * job.accelerators)));
            n.utilisation = share;
            n.status = reads > 0 ? Status::Busy : Status::Idle;
            n.detail = tr("%n read(s) of the first job in flight; workers busy %1 of the time",
                          "", int(reads))
                           .arg(StorageFormat::percent(readersBusy));
        } else if (n.id == kPreprocessing) {
            n.utilisation = cpu;
            n.status = cpu > 0.01 ? Status::Busy : Status::Idle;
            n.detail = tr("CPU cores busy %1 of the time").arg(StorageFormat::percent(cpu));
        } else if (n.id == kBuffer) {
            n.utilisation = job.prefetch > 0 ? double(ready) / job.prefetch : 0.0;
            n.status = ready > 0 ? Status::Healthy : Status::Idle;
            n.detail = tr("%1 of %2 batches ready for the first GPU").arg(ready).arg(job.prefetch);
        } else if (n.id == kGpu) {
            n.utilisation = busy ? 1.0 : 0.0;
            if (finished) {
                n.status = Status::Idle;
                n.detail = tr("Training finished");
            } else if (checkpointing) {
                n.status = Status::Congested;
                n.detail = tr("Paused for a checkpoint");
            } else if (busy) {
                n.status = Status::Busy;
                n.detail = tr("Computing a batch");
            } else {
                n.status = Status::Congested;
                n.detail = tr("Waiting for the next batch");
            }
        }
    }
    for (TopologyLink& l : s.links) {
        if (l.from == kStorage) {
            l.utilisation = tierLoad;
            l.capacity = capacity;
            l.capacityText = StorageFormat::rate(capacity);
            l.detail = tr("Storage network: %1").arg(StorageFormat::rate(tierRate));
        } else {
            l.utilisation = 0.0;
        }
    }
    if (finished)
        return s;
    // The animation's phase follows simulated time: a token crosses a link per batch time.
    const double period = std::max(job.computeSecondsPerBatch, 1e-6);
    const double phase = std::fmod(now / period, 1.0);
    if (reads > 0) {
        const int tokens = int(std::min<std::size_t>(reads, 3));
        for (int i = 0; i < tokens; ++i) {
            TopologyFlow f;
            f.id = QStringLiteral("read%1").arg(i);
            f.path = {kStorage, kIngestion, kPreprocessing};
            f.progress = std::fmod(phase + double(i) / tokens, 1.0);
            f.label = i == 0 ? tr("samples") : QString();
            f.colourIndex = 0;
            s.flows.append(f);
        }
    }
    if (ready > 0) {
        TopologyFlow f;
        f.id = QStringLiteral("batch");
        f.path = {kPreprocessing, kBuffer};
        f.progress = 1.0;
        f.label = tr("%n batch(es)", "", ready);
        f.colourIndex = 1;
        s.flows.append(f);
    }
    if (busy) {
        TopologyFlow f;
        f.id = QStringLiteral("compute");
        f.path = {kBuffer, kGpu};
        f.progress = phase;
        f.label = tr("batch");
        f.colourIndex = 2;
        s.flows.append(f);
    }
    return s;
}

} // namespace ailab::labs::storage
