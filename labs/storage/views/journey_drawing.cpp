#include "labs/storage/views/journey_drawing.h"

#include "core/storage/input_pipeline.h"
#include "core/storage/steady_state.h"
#include "labs/storage/views/storage_format.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

namespace ailab::labs::storage {

namespace {
const QString kStorage = QStringLiteral("storage");
const QString kIngestion = QStringLiteral("ingestion");
const QString kPreprocessing = QStringLiteral("preprocessing");
const QString kBuffer = QStringLiteral("buffer");
const QString kGpu = QStringLiteral("gpu");
const QString kCache = QStringLiteral("cache");

QString linkId(const QString& a, const QString& b)
{
    return a + QLatin1Char('|') + b;
}
} // namespace

const QStringList& JourneyDrawing::stageIds()
{
    static const QStringList ids{kStorage, kCache, kIngestion, kPreprocessing, kBuffer, kGpu};
    return ids;
}

QStringList JourneyDrawing::stagesOf(const core::storage::PipelineConfig& config)
{
    bool cache = false;
    for (const core::storage::JobConfig& j : config.jobs)
        cache = cache || j.cache.enabled || j.cache.staged;
    QStringList ids = stageIds();
    if (!cache)
        ids.removeAll(kCache);
    return ids;
}

QString JourneyDrawing::stageTitle(const QString& id)
{
    if (id == kStorage)
        return tr("Distributed storage");
    if (id == kCache)
        return tr("Local NVMe cache");
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
    if (id == kCache)
        return tr("The drives inside each training server. A job that caches keeps what its "
                  "node read on them, so the first epoch comes from the shared storage and "
                  "later ones from local NVMe; a staged dataset was copied there before the "
                  "job started. Reads from the cache leave the shared storage idle.");
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

TopologySnapshot JourneyDrawing::topology(const core::storage::PipelineConfig& config)
{
    TopologySnapshot s;
    const QStringList ids = stagesOf(config);
    const bool cache = ids.contains(kCache);
    double x = 0.0;
    for (const QString& id : ids) {
        TopologyNode n;
        n.id = id;
        n.label = stageTitle(id);
        n.kind = id == kStorage || id == kCache ? QStringLiteral("storage")
                 : id == kIngestion             ? QStringLiteral("nic")
                 : id == kPreprocessing         ? QStringLiteral("cpu")
                 : id == kBuffer                ? QStringLiteral("memory")
                                                : QStringLiteral("gpu");
        // The cache sits below the shared storage: both feed the loader's workers.
        if (id == kCache) {
            n.position = QPointF(0.0, 1.0);
        } else {
            n.position = QPointF(x, cache ? 0.5 : 0.0);
            x += 1.15;
        }
        if (id == kStorage && cache)
            n.position.setY(0.0);
        n.status = Status::Idle;
        n.utilisation = 0.0;
        s.nodes.append(n);
    }
    const auto link = [&s](const QString& a, const QString& b) {
        TopologyLink l;
        l.id = linkId(a, b);
        l.from = a;
        l.to = b;
        l.labelCapacity = false;
        s.links.append(l);
    };
    link(kStorage, kIngestion);
    if (cache)
        link(kCache, kIngestion);
    link(kIngestion, kPreprocessing);
    link(kPreprocessing, kBuffer);
    link(kBuffer, kGpu);
    return s;
}

core::storage::StageRates JourneyDrawing::recentRates(const core::storage::InputPipeline& run)
{
    namespace cs = core::storage;
    const cs::PipelineConfig& config = run.config();
    cs::StageRates w;
    double gpus = 0;
    for (std::size_t i = 0; i < config.jobs.size(); ++i) {
        const cs::JobConfig& j = config.jobs[i];
        const cs::StageRates r = run.recentStageRates(int(i), kWindowS);
        w.windowS = std::max(w.windowS, r.windowS);
        w.tierReadBytesPerSecond += r.tierReadBytesPerSecond;
        w.tierWriteBytesPerSecond += r.tierWriteBytesPerSecond;
        w.cacheReadBytesPerSecond += r.cacheReadBytesPerSecond;
        w.preparedBytesPerSecond += r.preparedBytesPerSecond;
        w.gpuBytesPerSecond += r.gpuBytesPerSecond;
        w.gpuBusyFraction += r.gpuBusyFraction * j.accelerators;
        w.dataWaitFraction += r.dataWaitFraction * j.accelerators;
        w.meanReadyBatches += r.meanReadyBatches * j.accelerators;
        gpus += j.accelerators;
    }
    w.gpuBusyFraction /= gpus;
    w.dataWaitFraction /= gpus;
    w.meanReadyBatches /= gpus;
    return w;
}

TopologySnapshot JourneyDrawing::atNow(const TopologySnapshot& base,
                                       const core::storage::InputPipeline& run, double now)
{
    namespace cs = core::storage;
    TopologySnapshot s = base;
    s.flows.clear();
    const cs::PipelineConfig& config = run.config();
    const cs::JobConfig& job = config.jobs.front();
    const cs::ClosedFormRates closed = cs::closedFormOf(config);
    const double capacity = config.tier.bandwidthBytesPerSecond();

    const cs::StageRates w = recentRates(run);
    double cacheCapacity = 0;
    for (const cs::JobConfig& j : config.jobs) {
        if (j.cache.enabled || j.cache.staged)
            cacheCapacity += j.nodes() * config.localCache.bandwidthBytesPerSecond();
    }
    const bool measured = w.windowS > 0;
    const QString window = StorageFormat::seconds(w.windowS);
    const double tierRate = w.tierReadBytesPerSecond + w.tierWriteBytesPerSecond;
    const double demand = closed.demand;
    const auto share = [](double rate, double of) {
        return of > 0 && std::isfinite(of) ? rate / of : 0.0;
    };
    const std::size_t reads = run.readsInFlight(0);
    const int ready = run.readyBatches(0, 0);
    const bool busy = run.gpuBusy(0, 0);
    const bool checkpointing = run.checkpointing(0, 0);
    const bool finished = run.finished();

    for (TopologyNode& n : s.nodes) {
        if (n.id == kStorage) {
            n.utilisation = share(tierRate, capacity);
            n.status = n.utilisation > 0.01 ? Status::Busy : Status::Idle;
            n.detail = tr("Delivered %1 of its %2 on average over the last %3")
                           .arg(StorageFormat::rate(tierRate), StorageFormat::rate(capacity),
                                window);
        } else if (n.id == kCache) {
            n.utilisation = share(w.cacheReadBytesPerSecond, cacheCapacity);
            n.status = n.utilisation > 0.01 ? Status::Busy : Status::Idle;
            n.detail = tr("Delivered %1 of its %2 on average over the last %3")
                           .arg(StorageFormat::rate(w.cacheReadBytesPerSecond),
                                StorageFormat::rate(cacheCapacity), window);
        } else if (n.id == kIngestion) {
            n.utilisation = share(w.readBytesPerSecond(), demand);
            n.status = n.utilisation > 0.01 ? Status::Busy : Status::Idle;
            n.detail = tr("Read %1 on average over the last %2; %n read(s) of the first job "
                          "in flight now",
                          "", int(reads))
                           .arg(StorageFormat::rate(w.readBytesPerSecond()), window);
        } else if (n.id == kPreprocessing) {
            n.utilisation = share(w.preparedBytesPerSecond, closed.preprocessing);
            n.status = w.preparedBytesPerSecond > 0 ? Status::Busy : Status::Idle;
            n.detail = tr("Prepared %1 of at most %2 on average over the last %3")
                           .arg(StorageFormat::rate(w.preparedBytesPerSecond),
                                StorageFormat::rate(closed.preprocessing), window);
        } else if (n.id == kBuffer) {
            n.utilisation = job.prefetch > 0 ? w.meanReadyBatches / job.prefetch : 0.0;
            n.status = w.meanReadyBatches > 0.05 ? Status::Healthy : Status::Idle;
            n.detail = tr("%1 of %n batch(es) ready per GPU on average over the last %2 "
                          "(the first GPU has %3 now)",
                          nullptr, job.prefetch)
                           .arg(QLocale().toString(w.meanReadyBatches, 'f', 1))
                           .arg(window)
                           .arg(ready);
        } else if (n.id == kGpu) {
            n.utilisation = w.gpuBusyFraction;
            if (finished) {
                n.status = Status::Idle;
                n.detail = tr("Training finished");
            } else if (!measured) {
                n.status = Status::Idle;
                n.detail = tr("Not started");
            } else if (checkpointing) {
                n.status = Status::Congested;
                n.detail = tr("Paused for a checkpoint");
            } else {
                // Fed: busy at least 90 % of the window (MLPerf Storage's AU threshold for
                // 3D U-Net and ResNet-50).
                n.status = w.gpuBusyFraction >= 0.9 ? Status::Busy : Status::Congested;
                n.detail = tr("Computing %1 and waiting for data %2 of the last %3")
                               .arg(StorageFormat::percent(w.gpuBusyFraction),
                                    StorageFormat::percent(w.dataWaitFraction), window);
            }
        }
    }
    for (TopologyLink& l : s.links) {
        double rate = 0, of = demand;
        QString what;
        if (l.from == kStorage) {
            rate = tierRate;
            of = capacity;
        } else if (l.from == kCache) {
            rate = w.cacheReadBytesPerSecond;
            of = cacheCapacity;
        } else if (l.from == kIngestion) {
            rate = w.readBytesPerSecond();
        } else if (l.from == kPreprocessing) {
            rate = w.preparedBytesPerSecond;
        } else if (l.from == kBuffer) {
            rate = w.gpuBytesPerSecond;
        }
        l.utilisation = share(rate, of);
        l.capacity = of;
        l.capacityText = StorageFormat::rate(of);
        l.detail = tr("%1 on average over the last %2").arg(StorageFormat::rate(rate), window);
    }
    // Before the first sample there is no window to average over ("0 B/s over the last 0 s").
    if (!measured) {
        for (TopologyNode& n : s.nodes)
            if (n.id != kGpu)
                n.detail = tr("Nothing measured yet: press Play to run the pipeline");
        for (TopologyLink& l : s.links)
            l.detail = tr("Nothing measured yet");
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
    if (w.cacheReadBytesPerSecond > 0 && !s.nodes.isEmpty() &&
        std::any_of(s.nodes.cbegin(), s.nodes.cend(),
                    [](const TopologyNode& n) { return n.id == kCache; })) {
        TopologyFlow f;
        f.id = QStringLiteral("cached");
        f.path = {kCache, kIngestion, kPreprocessing};
        f.progress = phase;
        f.label = tr("cached samples");
        f.colourIndex = 0;
        s.flows.append(f);
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
