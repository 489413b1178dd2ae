#include "core/storage/input_pipeline.h"

#include "core/error.h"
#include "core/telemetry/metric_registry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace ailab::core::storage {

std::string_view shuffleId(Shuffle shuffle)
{
    switch (shuffle) {
    case Shuffle::None:
        return "none";
    case Shuffle::Files:
        return "files";
    case Shuffle::Samples:
        return "samples";
    }
    return "samples";
}

Shuffle parseShuffle(std::string_view id, const std::string& path)
{
    if (id == "none")
        return Shuffle::None;
    if (id == "files")
        return Shuffle::Files;
    if (id == "samples")
        return Shuffle::Samples;
    throw Error("unknown shuffle \"" + std::string(id) + "\"; expected one of none, files, samples",
                path);
}

long long JobConfig::stepsPerEpoch() const
{
    const long long perStep = (long long)batchSize * accelerators;
    const long long steps = perStep > 0 ? dataset.samples() / perStep : 0;
    return maxStepsPerEpoch > 0 ? std::min(steps, maxStepsPerEpoch) : steps;
}

double JobConfig::demandBytesPerSecond() const
{
    return double(accelerators) * batchSize * dataset.sampleBytes / computeSecondsPerBatch;
}

namespace {

constexpr double kNotReady = -1.0;
constexpr std::uint64_t kMaxSamples = 20'000'000; // 12 bytes of state each at most

void require(bool ok, const std::string& message, const std::string& path)
{
    if (!ok)
        throw Error(message, path);
}

bool positive(double v)
{
    return std::isfinite(v) && v > 0;
}

void validateTierAt(const TierConfig& tier, const std::string& pointer)
{
    try {
        validateTier(tier);
    } catch (const Error& e) {
        throw Error(e.message(), pointer + e.path());
    }
}

} // namespace

void validatePipeline(const PipelineConfig& c)
{
    validateTierAt(c.tier, "/tier");
    validateTierAt(c.localCache, "/localCache");
    require(std::isfinite(c.storageNetworkBytesPerSecond) && c.storageNetworkBytesPerSecond >= 0,
            "the storage network must be zero (no limit) or above", "/storageNetwork");
    require(!c.jobs.empty() && c.jobs.size() <= 16, "expected 1 to 16 jobs", "/jobs");
    if (c.fabric) {
        topo::FabricConfig f = *c.fabric;
        f.servers = c.tier.dataServers;
        for (const JobConfig& j : c.jobs)
            f.servers += j.nodes();
        try {
            topo::validateFabricConfig(f);
        } catch (const Error& e) {
            throw Error(e.message(), "/fabric/" + e.path());
        }
    }
    require(std::isfinite(c.sampleIntervalS) && c.sampleIntervalS >= 0.001 &&
                c.sampleIntervalS <= 3600,
            "the telemetry period must be 1 ms to 1 h", "/sampleInterval");
    for (std::size_t i = 0; i < c.jobs.size(); ++i) {
        const JobConfig& j = c.jobs[i];
        const std::string p = "/jobs/" + std::to_string(i);
        for (std::size_t k = 0; k < i; ++k)
            require(c.jobs[k].name != j.name, "two jobs are named \"" + j.name + "\"", p + "/name");
        require(!j.name.empty() && j.name.size() <= 64, "a job's name has 1 to 64 characters",
                p + "/name");
        require(j.dataset.files >= 1 && j.dataset.files <= (long long)kMaxSamples,
                "expected 1 to 20,000,000 files", p + "/dataset/files");
        require(j.dataset.samplesPerFile >= 1 && j.dataset.samplesPerFile <= 1'000'000,
                "expected 1 to 1,000,000 samples per file", p + "/dataset/samplesPerFile");
        require(std::uint64_t(j.dataset.samples()) <= kMaxSamples,
                "a dataset holds at most 20,000,000 samples", p + "/dataset/files");
        require(positive(j.dataset.sampleBytes) && j.dataset.sampleBytes <= 1e11,
                "the sample size must be above zero and at most 100 GB", p + "/dataset/sampleSize");
        require(std::isfinite(j.dataset.sampleBytesStdev) && j.dataset.sampleBytesStdev >= 0,
                "the sample size's spread cannot be negative", p + "/dataset/sampleSizeStdev");
        require(j.accelerators >= 1 && j.accelerators <= 4096, "expected 1 to 4096 accelerators",
                p + "/accelerators");
        require(j.acceleratorsPerNode >= 1 && j.acceleratorsPerNode <= 64,
                "expected 1 to 64 accelerators per node", p + "/acceleratorsPerNode");
        require(j.batchSize >= 1 && j.batchSize <= 100'000, "expected a batch of 1 to 100,000",
                p + "/batchSize");
        require(j.readers >= 1 && j.readers <= 256, "expected 1 to 256 readers", p + "/readers");
        require(j.prefetch >= 1 && j.prefetch <= 1024, "expected a prefetch of 1 to 1024 batches",
                p + "/prefetch");
        require(std::isfinite(j.readSizeBytes) && j.readSizeBytes >= 0 && j.readSizeBytes <= 1e10,
                "the read size must be 0 (one sample) to 10 GB", p + "/readSize");
        require(positive(j.computeSecondsPerBatch) && j.computeSecondsPerBatch <= 3600,
                "the compute time per batch must be above zero and at most 1 h",
                p + "/computeTime");
        require(std::isfinite(j.preprocessSecondsPerSample) && j.preprocessSecondsPerSample >= 0 &&
                    j.preprocessSecondsPerSample <= 60,
                "the preprocessing time per sample must be 0 to 60 s", p + "/preprocessTime");
        require(j.cpuCoresPerAccelerator >= 1 && j.cpuCoresPerAccelerator <= 256,
                "expected 1 to 256 CPU cores per accelerator", p + "/cpuCoresPerAccelerator");
        require(positive(j.pcieBytesPerSecond), "the PCIe rate must be above zero",
                p + "/pcieRate");
        require(positive(j.nodeNetworkBytesPerSecond),
                "a node's storage network must be above zero", p + "/nodeNetwork");
        require(j.epochs >= 1 && j.epochs <= 1000, "expected 1 to 1000 epochs", p + "/epochs");
        require(j.maxStepsPerEpoch >= 0, "the step limit cannot be negative",
                p + "/maxStepsPerEpoch");
        require(j.stepsPerEpoch() >= 1,
                "the dataset must hold at least one batch for every accelerator",
                p + "/dataset/files");
        require(std::isfinite(j.startS) && j.startS >= 0 && j.startS <= 1e7,
                "the start must be 0 to 10,000,000 s", p + "/start");
        require(std::isfinite(j.auThreshold) && j.auThreshold > 0 && j.auThreshold <= 1,
                "the AU threshold must be above 0 and at most 1", p + "/auThreshold");
        require(positive(j.cache.capacityPerNodeBytes), "the cache's capacity must be above zero",
                p + "/cache/capacityPerNode");
        require(j.checkpoint.everySteps >= 0, "the checkpoint period cannot be negative",
                p + "/checkpoint/everySteps");
        if (j.checkpoint.everySteps > 0) {
            require(positive(j.checkpoint.bytes), "the checkpoint size must be above zero",
                    p + "/checkpoint/size");
            require(positive(j.checkpoint.hostCopyBytesPerSecond),
                    "the host copy rate must be above zero", p + "/checkpoint/hostCopyRate");
        }
    }
}

// ---------------------------------------------------------------------------------------
// The engine's state. Workers, ranks and jobs hold indexes into one another; every event is
// a plain callback with a pointer to one of them, so a run allocates nothing once built.

struct InputPipeline::State
{
    struct Job;
    struct Rank;

    struct Worker
    {
        State* state = nullptr;
        Job* job = nullptr;
        Rank* rank = nullptr;
        long long batch = -1; // the step index it prepares, -1 when idle
        int pos = 0;
        int count = 1; // samples in the current request
        std::uint32_t sample = 0;
        double bytes = 0;
        double batchBytes = 0;
        double issueS = 0;
        double busySinceS = 0;
        double busyS = 0;
        long long lastFile = -1;
        bool fromCache = false;
    };

    struct Rank
    {
        Job* job = nullptr;
        int index = 0;
        int node = 0;
        long long nextToPrepare = 0;
        long long consumed = 0;
        long long step = 0;
        long long globalStep = 0;
        std::vector<double> readyAt;    // by step % prefetch
        std::vector<double> readyBytes; // by step % prefetch
        std::vector<double> coreFreeAt;
        std::vector<Worker*> workers;
        int readyCount = 0;
        bool waiting = false;
        bool computing = false;
        bool inCheckpoint = false;
        double requestS = 0;
        double waitSinceS = 0;
        double waitS = 0;
        double stallSinceS = 0;
        double checkpointStallS = 0;
        double epochStartS = 0;
        double step0EndS = 0;
        double epochComputeAfterFirstS = 0;
        double epochSamplesAfterFirst = 0;
        double cpuBusyS = 0;
        double pcieBusyS = 0;
        double computeS = 0;
        double areaReady = 0;
        double lastReadyChangeS = 0;
        double residenceS = 0;
        long long batchesConsumed = 0;
        double copyFreeAt = 0;
        double currentBytes = 0;
        StepRecord record;
    };

    struct Job
    {
        State* state = nullptr;
        int index = 0;
        JobConfig cfg;
        long long steps = 0;
        sim::Rng rng;
        std::vector<std::uint32_t> order;
        std::vector<float> sizes;
        std::vector<std::int32_t> cachedNode;
        std::vector<double> nodeCacheUsed;
        std::vector<std::unique_ptr<SharedBandwidth>> localCache;
        int readClass = 0;
        int writeClass = 0;
        std::vector<Rank> ranks;
        std::vector<Worker> workers;
        int epoch = 0;
        int ranksDone = 0;
        bool started = false;
        bool finished = false;
        double startS = 0;
        double endS = 0;
        LatencyHistogram latency;
        std::uint64_t metadataOps = 0;
        std::uint64_t samplesRead = 0;
        std::vector<std::uint64_t> hits;
        std::vector<std::uint64_t> reads;
        std::vector<double> epochAuSum;
        std::vector<double> epochSamplesPerSecond;
        std::vector<double> epochBytesPerSecond;
        // The delivered rate's window of the epoch: from the moment every rank has taken its
        // first step (as AU and throughput exclude it) to the epoch's end.
        int ranksPastFirstStep = 0;
        double windowStartS = 0;
        double windowStartBytes = 0;
        // stage counters (stage_window.h)
        double preparedBytes = 0;
        double gpuBytes = 0;
        StageHistory history{600};
        // checkpoints
        int checkpointArrived = 0;
        int pendingWrites = 0;
        bool waitingForBackground = false;
        // telemetry of the current interval
        double intervalComputeS = 0;
        double intervalBytes = 0;
    };

    sim::Simulation& sim;
    InputPipeline& owner;
    PipelineConfig& cfg;
    telemetry::MetricRegistry* metrics;
    std::unique_ptr<SharedBandwidth> tier;
    std::unique_ptr<StorageNetwork> network;
    std::vector<double> networkShares;
    sim::Rng jitterRng;
    std::vector<std::unique_ptr<Job>> jobs;
    double metadataFreeAt = 0;
    double iopsFreeAt = 0;
    std::uint64_t metadataOps = 0;
    std::uint64_t reads = 0;
    double ios = 0;
    double metadataWaitS = 0;
    double iopsWaitS = 0;
    std::uint64_t iopsRequests = 0;
    LatencyHistogram latency;
    double firstStartS = 0;
    std::vector<std::pair<double, double>> capacitySteps; // (from time, bytes per second)
    // telemetry
    double lastSampleS = 0;
    double lastDelivered = 0;
    std::uint64_t lastMetadataOps = 0;
    double intervalLatencySum = 0;
    std::uint64_t intervalReads = 0;

    State(sim::Simulation& s, InputPipeline& o, PipelineConfig& c, telemetry::MetricRegistry* m)
        : sim(s)
        , owner(o)
        , cfg(c)
        , metrics(m)
        , jitterRng(c.seed ^ 0x5DEECE66DULL)
    {
    }

    double tierCapacity() const
    {
        const double bw = cfg.tier.bandwidthBytesPerSecond();
        return cfg.storageNetworkBytesPerSecond > 0 ? std::min(bw, cfg.storageNetworkBytesPerSecond)
                                                    : bw;
    }

    void applyCapacity()
    {
        const double capacity = tierCapacity();
        capacitySteps.emplace_back(sim.now(), capacity);
        tier->setCapacity(capacity);
        owner.capacityChanged.notify(capacity);
    }

    // Each job's classes are capped by its nodes' NICs and, with a fabric, by its share of it.
    void applyJobCaps()
    {
        if (network)
            networkShares = network->jobCaps();
        for (auto& jp : jobs) {
            Job& j = *jp;
            double cap = j.cfg.nodes() * j.cfg.nodeNetworkBytesPerSecond;
            if (network)
                cap = std::min(cap, std::max(networkShares[std::size_t(j.index)], 1.0));
            tier->setClassCap(j.readClass, cap);
            tier->setClassCap(j.writeClass, cap);
        }
    }

    // The capacity integrated over [from, to]: the bytes the tier could have delivered.
    double capacityBetween(double from, double to) const
    {
        double area = 0;
        for (std::size_t i = 0; i < capacitySteps.size(); ++i) {
            const double a = std::max(from, capacitySteps[i].first);
            const double b =
                std::min(to, i + 1 < capacitySteps.size() ? capacitySteps[i + 1].first : to);
            if (b > a)
                area += capacitySteps[i].second * (b - a);
        }
        return area;
    }

    double sampleBytes(const Job& j, std::uint32_t sample) const
    {
        return j.sizes.empty() ? j.cfg.dataset.sampleBytes : double(j.sizes[sample]);
    }

    double jitterFactor()
    {
        const double cv = cfg.tier.latencyJitter;
        if (cv <= 0)
            return 1.0;
        // Lognormal with mean 1 and the given coefficient of variation.
        const double sigma = std::sqrt(std::log1p(cv * cv));
        return std::exp(jitterRng.normal(0.0, sigma) - sigma * sigma / 2.0);
    }

    void buildOrder(Job& j)
    {
        const long long n = j.cfg.dataset.samples();
        const int spf = j.cfg.dataset.samplesPerFile;
        j.order.resize(std::size_t(n));
        switch (j.cfg.shuffle) {
        case Shuffle::None:
            std::iota(j.order.begin(), j.order.end(), 0u);
            break;
        case Shuffle::Samples:
            std::iota(j.order.begin(), j.order.end(), 0u);
            for (std::size_t i = j.order.size(); i > 1; --i)
                std::swap(j.order[i - 1], j.order[std::size_t(j.rng.below(i))]);
            break;
        case Shuffle::Files: {
            // Files in a shuffled order, each file's samples in order (sequential reads).
            std::vector<std::uint32_t> files(std::size_t(j.cfg.dataset.files));
            std::iota(files.begin(), files.end(), 0u);
            for (std::size_t i = files.size(); i > 1; --i)
                std::swap(files[i - 1], files[std::size_t(j.rng.below(i))]);
            std::size_t k = 0;
            for (const std::uint32_t f : files) {
                for (int s = 0; s < spf; ++s)
                    j.order[k++] = f * std::uint32_t(spf) + std::uint32_t(s);
            }
            break;
        }
        }
    }

    // --- workers -------------------------------------------------------------------------

    static void onReadReady(void* context, std::uint64_t)
    {
        auto* w = static_cast<Worker*>(context);
        w->state->startTransfer(*w);
    }

    static void onTransferDone(void* context, std::uint64_t, double)
    {
        auto* w = static_cast<Worker*>(context);
        w->state->transferDone(*w);
    }

    static void onBatchReady(void* context, std::uint64_t)
    {
        auto* w = static_cast<Worker*>(context);
        w->state->batchReady(*w);
    }

    void wakeWorkers(Rank& r)
    {
        for (Worker* w : r.workers) {
            if (w->batch < 0)
                tryStart(*w);
        }
    }

    void tryStart(Worker& w)
    {
        Rank& r = *w.rank;
        Job& j = *w.job;
        if (r.nextToPrepare >= j.steps || r.nextToPrepare >= r.consumed + j.cfg.prefetch)
            return;
        w.batch = r.nextToPrepare++;
        w.pos = 0;
        w.batchBytes = 0;
        w.busySinceS = sim.now();
        readNext(w);
    }

    std::uint32_t sampleAt(const Job& j, const Rank& r, long long batch, int pos) const
    {
        return j.order[std::size_t((r.index * j.steps + batch) * j.cfg.batchSize + pos)];
    }

    bool cachedHere(const Job& j, const Rank& r, std::uint32_t sample) const
    {
        return j.cfg.cache.staged ||
               (j.cfg.cache.enabled && j.cachedNode[sample] == std::int32_t(r.node));
    }

    void readNext(Worker& w)
    {
        Job& j = *w.job;
        Rank& r = *w.rank;
        w.sample = sampleAt(j, r, w.batch, w.pos);
        w.bytes = sampleBytes(j, w.sample);
        w.count = 1;
        const double now = sim.now();
        w.issueS = now;
        w.fromCache = cachedHere(j, r, w.sample);
        double t = now;
        if (w.fromCache) {
            t += cfg.localCache.requestLatencyS;
            ++j.hits[std::size_t(j.epoch)];
        } else {
            const std::uint32_t spf = std::uint32_t(j.cfg.dataset.samplesPerFile);
            const long long file = w.sample / spf;
            // One request takes the next samples of the batch while they follow on in the
            // same file, up to the read size.
            while (w.pos + w.count < j.cfg.batchSize) {
                const std::uint32_t next = sampleAt(j, r, w.batch, w.pos + w.count);
                const double nextBytes = sampleBytes(j, next);
                if (next != w.sample + std::uint32_t(w.count) || next / spf != file ||
                    w.bytes + nextBytes > j.cfg.readSizeBytes || cachedHere(j, r, next))
                    break;
                w.bytes += nextBytes;
                ++w.count;
            }
            const MetadataService& md = cfg.tier.metadata;
            if (md.enabled && file != w.lastFile) {
                // The metadata service opens the file: a FIFO server at its rate.
                const double start = std::max(t, metadataFreeAt);
                metadataWaitS += start - t;
                metadataFreeAt = start + 1.0 / md.opsPerSecond;
                t = metadataFreeAt + md.latencyS;
                ++metadataOps;
                ++j.metadataOps;
            }
            w.lastFile = file;
            // The request's I/Os take their slots of the tier's IOPS, then its latency.
            const double requestIos = std::ceil(w.bytes / cfg.tier.ioSizeBytes);
            ios += requestIos;
            const double start = std::max(t, iopsFreeAt);
            iopsWaitS += start - t;
            ++iopsRequests;
            iopsFreeAt = start + requestIos / cfg.tier.iops;
            t = iopsFreeAt + cfg.tier.requestLatencyS * jitterFactor();
        }
        j.reads[std::size_t(j.epoch)] += std::uint64_t(w.count);
        sim.schedule(t, onReadReady, &w, 0);
    }

    void startTransfer(Worker& w)
    {
        Job& j = *w.job;
        if (w.fromCache)
            j.localCache[std::size_t(w.rank->node)]->start(0, w.bytes, onTransferDone, &w, 0);
        else
            tier->start(j.readClass, w.bytes, onTransferDone, &w, 0);
    }

    void transferDone(Worker& w)
    {
        Job& j = *w.job;
        Rank& r = *w.rank;
        const double now = sim.now();
        if (!w.fromCache) {
            const double l = now - w.issueS;
            j.latency.add(l);
            latency.add(l);
            intervalLatencySum += l;
            ++intervalReads;
            ++reads;
            if (j.cfg.cache.enabled) {
                double& used = j.nodeCacheUsed[std::size_t(r.node)];
                for (int k = 0; k < w.count; ++k) {
                    const std::uint32_t sample = w.sample + std::uint32_t(k);
                    const double bytes = sampleBytes(j, sample);
                    if (j.cachedNode[sample] < 0 &&
                        used + bytes <= j.cfg.cache.capacityPerNodeBytes) {
                        j.cachedNode[sample] = std::int32_t(r.node);
                        used += bytes;
                    }
                }
            }
        }
        j.samplesRead += std::uint64_t(w.count);
        w.batchBytes += w.bytes;
        w.pos += w.count;
        if (w.pos < j.cfg.batchSize) {
            readNext(w);
            return;
        }
        // Preprocessing on the rank's CPU cores: the earliest free core takes the batch.
        const double work = j.cfg.batchSize * j.cfg.preprocessSecondsPerSample;
        if (work <= 0) {
            batchReady(w);
            return;
        }
        auto core = std::min_element(r.coreFreeAt.begin(), r.coreFreeAt.end());
        const double start = std::max(now, *core);
        *core = start + work;
        r.cpuBusyS += work;
        sim.schedule(*core, onBatchReady, &w, 0);
    }

    void changeReady(Rank& r, int delta)
    {
        const double now = sim.now();
        r.areaReady += r.readyCount * (now - r.lastReadyChangeS);
        r.lastReadyChangeS = now;
        r.readyCount += delta;
    }

    // The worker's batch is preprocessed: it goes to the rank's copy engine (pinned memory
    // to the GPU over PCIe, one copy at a time) and the worker takes the next batch.
    void batchReady(Worker& w)
    {
        Rank& r = *w.rank;
        Job& j = *w.job;
        const double now = sim.now();
        r.readyBytes[std::size_t(w.batch % j.cfg.prefetch)] = w.batchBytes;
        j.preparedBytes += w.batchBytes;
        const double copy = w.batchBytes / j.cfg.pcieBytesPerSecond;
        const double start = std::max(now, r.copyFreeAt);
        r.copyFreeAt = start + copy;
        r.pcieBusyS += copy;
        sim.schedule(r.copyFreeAt, onCopied, &r, std::uint64_t(w.batch));
        w.busyS += now - w.busySinceS;
        w.batch = -1;
        tryStart(w);
    }

    static void onCopied(void* context, std::uint64_t batch)
    {
        auto* r = static_cast<Rank*>(context);
        r->job->state->copied(*r, (long long)batch);
    }

    void copied(Rank& r, long long batch)
    {
        Job& j = *r.job;
        r.readyAt[std::size_t(batch % j.cfg.prefetch)] = sim.now();
        changeReady(r, +1);
        if (r.waiting && batch == r.step)
            consume(r);
    }

    // --- the GPU of one rank -----------------------------------------------------------

    static void onStepDone(void* context, std::uint64_t)
    {
        auto* r = static_cast<Rank*>(context);
        r->job->state->stepDone(*r);
    }

    void trainerNext(Rank& r)
    {
        Job& j = *r.job;
        if (r.step >= j.steps) {
            rankEpochDone(r);
            return;
        }
        r.requestS = sim.now();
        if (r.readyAt[std::size_t(r.step % j.cfg.prefetch)] != kNotReady) {
            consume(r);
        } else {
            r.waiting = true;
            r.waitSinceS = sim.now();
        }
    }

    void consume(Rank& r)
    {
        Job& j = *r.job;
        const double now = sim.now();
        if (r.waiting) {
            r.waitS += now - r.waitSinceS;
            r.waiting = false;
        }
        const std::size_t slot = std::size_t(r.step % j.cfg.prefetch);
        const double readyAt = r.readyAt[slot];
        r.residenceS += now - readyAt;
        r.readyAt[slot] = kNotReady;
        r.currentBytes = r.readyBytes[slot];
        j.gpuBytes += r.currentBytes;
        changeReady(r, -1);
        ++r.consumed;
        ++r.batchesConsumed;
        r.computing = true;
        r.record = {
            j.index, j.epoch, r.step, r.requestS, readyAt, now, now + j.cfg.computeSecondsPerBatch};
        sim.schedule(r.record.computeEndS, onStepDone, &r, 0);
        wakeWorkers(r);
    }

    void stepDone(Rank& r)
    {
        Job& j = *r.job;
        const double now = sim.now();
        r.computing = false;
        r.computeS += j.cfg.computeSecondsPerBatch;
        j.intervalComputeS += j.cfg.computeSecondsPerBatch;
        j.intervalBytes += r.currentBytes;
        if (r.step == 0) {
            r.step0EndS = now;
            if (j.steps > 1 && ++j.ranksPastFirstStep == j.cfg.accelerators) {
                j.windowStartS = now;
                j.windowStartBytes = readBytes(j);
            }
        } else {
            r.epochComputeAfterFirstS += j.cfg.computeSecondsPerBatch;
            r.epochSamplesAfterFirst += j.cfg.batchSize;
        }
        if (r.index == 0) {
            if (cfg.recordSteps)
                owner.m_steps.push_back(r.record);
            owner.stepCompleted.notify(r.record);
        }
        ++r.step;
        ++r.globalStep;
        const int every = j.cfg.checkpoint.everySteps;
        if (every > 0 && r.globalStep % every == 0) {
            arriveAtCheckpoint(r);
            return;
        }
        trainerNext(r);
    }

    void rankEpochDone(Rank& r)
    {
        Job& j = *r.job;
        const double now = sim.now();
        // DLIO (statscounter.py, compute_metrics_train): the compute time of the steps after
        // the first over the epoch's time without the first step.
        const double span = j.steps > 1 ? now - r.step0EndS : now - r.epochStartS;
        const double compute =
            j.steps > 1 ? r.epochComputeAfterFirstS : double(j.cfg.computeSecondsPerBatch);
        const std::size_t e = std::size_t(j.epoch);
        j.epochAuSum[e] += span > 0 ? compute / span : 1.0;
        if (span > 0)
            j.epochSamplesPerSecond[e] += r.epochSamplesAfterFirst / span;
        if (++j.ranksDone == j.cfg.accelerators)
            epochDone(j);
    }

    // Bytes job `j` read so far, from the tier and from its nodes' local NVMe.
    double readBytes(const Job& j) const
    {
        double bytes = tier->deliveredBytes(j.readClass);
        for (const auto& local : j.localCache)
            bytes += local->deliveredBytes();
        return bytes;
    }

    // What the job read over the epoch's window, per second: at most what its sources can
    // deliver (the bytes are counted as they flow, not when a batch is consumed, so batches
    // read before the window into the buffer do not count in it).
    double windowReadRate(const Job& j) const
    {
        const double now = sim.now();
        if (j.ranksPastFirstStep < j.cfg.accelerators || !(now > j.windowStartS))
            return 0.0;
        return (readBytes(j) - j.windowStartBytes) / (now - j.windowStartS);
    }

    void epochDone(Job& j)
    {
        const double now = sim.now();
        j.epochBytesPerSecond[std::size_t(j.epoch)] = windowReadRate(j);
        owner.epochCompleted.notify(j.index, j.epoch, now);
        ++j.epoch;
        if (j.epoch >= j.cfg.epochs) {
            j.finished = true;
            j.endS = now;
            owner.jobFinished.notify(j.index, now);
            return;
        }
        startEpoch(j);
    }

    static void onJobStart(void* context, std::uint64_t)
    {
        auto* j = static_cast<Job*>(context);
        j->started = true;
        j->startS = j->state->sim.now();
        j->state->startEpoch(*j);
    }

    void startEpoch(Job& j)
    {
        if (j.epoch > 0 && j.cfg.reshuffleEachEpoch)
            buildOrder(j);
        j.ranksDone = 0;
        const double now = sim.now();
        // With one step an epoch nothing is excluded: the window is the epoch.
        j.ranksPastFirstStep = j.steps > 1 ? 0 : j.cfg.accelerators;
        j.windowStartS = now;
        j.windowStartBytes = readBytes(j);
        for (Rank& r : j.ranks) {
            r.nextToPrepare = 0;
            r.consumed = 0;
            r.step = 0;
            std::fill(r.readyAt.begin(), r.readyAt.end(), kNotReady);
            r.epochStartS = now;
            r.step0EndS = now;
            r.epochComputeAfterFirstS = 0;
            r.epochSamplesAfterFirst = 0;
            r.lastReadyChangeS = now;
        }
        for (Worker& w : j.workers)
            w.lastFile = -1; // a new iterator opens its files again
        for (Rank& r : j.ranks) {
            wakeWorkers(r);
            trainerNext(r);
        }
    }

    // --- checkpoints ---------------------------------------------------------------------

    static void onWriteDone(void* context, std::uint64_t, double)
    {
        auto* j = static_cast<Job*>(context);
        j->state->writeDone(*j);
    }

    static void onHostCopyDone(void* context, std::uint64_t)
    {
        auto* j = static_cast<Job*>(context);
        j->state->hostCopyDone(*j);
    }

    void arriveAtCheckpoint(Rank& r)
    {
        Job& j = *r.job;
        r.inCheckpoint = true;
        r.stallSinceS = sim.now();
        if (++j.checkpointArrived == j.cfg.accelerators) {
            j.checkpointArrived = 0;
            beginCheckpoint(j);
        }
    }

    void startShardWrites(Job& j)
    {
        applyJobCaps(); // every node writes: the whole job's network
        const double shard = j.cfg.checkpoint.bytes / j.cfg.accelerators;
        j.pendingWrites = j.cfg.accelerators;
        for (int i = 0; i < j.cfg.accelerators; ++i)
            tier->start(j.writeClass, shard, onWriteDone, &j, 0);
    }

    void beginCheckpoint(Job& j)
    {
        const JobCheckpoint& c = j.cfg.checkpoint;
        switch (c.mode) {
        case CheckpointMode::Blocking:
            // One writer (one node's network) writes the whole checkpoint.
            j.pendingWrites = 1;
            tier->setClassCap(j.writeClass, network ? std::min(j.cfg.nodeNetworkBytesPerSecond,
                                                               networkShares[std::size_t(j.index)])
                                                    : j.cfg.nodeNetworkBytesPerSecond);
            tier->start(j.writeClass, c.bytes, onWriteDone, &j, 0);
            break;
        case CheckpointMode::Sharded:
            startShardWrites(j);
            break;
        case CheckpointMode::Async:
            if (j.pendingWrites > 0) {
                j.waitingForBackground = true; // the previous write still runs
                return;
            }
            sim.schedule(sim.now() + c.bytes / j.cfg.accelerators / c.hostCopyBytesPerSecond,
                         onHostCopyDone, &j, 0);
            break;
        }
    }

    void hostCopyDone(Job& j)
    {
        startShardWrites(j);
        releaseRanks(j);
    }

    void writeDone(Job& j)
    {
        if (--j.pendingWrites > 0)
            return;
        if (j.cfg.checkpoint.mode != CheckpointMode::Async) {
            releaseRanks(j);
        } else if (j.waitingForBackground) {
            j.waitingForBackground = false;
            beginCheckpoint(j);
        }
    }

    void releaseRanks(Job& j)
    {
        const double now = sim.now();
        for (Rank& r : j.ranks) {
            r.checkpointStallS += now - r.stallSinceS;
            r.inCheckpoint = false;
        }
        for (Rank& r : j.ranks)
            trainerNext(r);
    }

    // --- telemetry -----------------------------------------------------------------------

    static void onSample(void* context, std::uint64_t) { static_cast<State*>(context)->sample(); }

    void sample()
    {
        const double now = sim.now();
        const double dt = now - lastSampleS;
        if (dt > 0) {
            const double delivered = tier->deliveredBytes();
            const double rate = (delivered - lastDelivered) / dt;
            metrics->record("storage/tier_throughput", now, rate / 1e9);
            metrics->record("storage/tier_utilisation", now, 100.0 * rate / tier->capacity());
            metrics->record("storage/read_latency", now,
                            intervalReads > 0 ? 1e3 * intervalLatencySum / double(intervalReads)
                                              : 0.0);
            metrics->record("storage/metadata_ops", now,
                            double(metadataOps - lastMetadataOps) / dt);
            lastDelivered = delivered;
            lastMetadataOps = metadataOps;
            intervalLatencySum = 0;
            intervalReads = 0;
            for (auto& jp : jobs) {
                Job& j = *jp;
                const std::string& n = j.cfg.name;
                metrics->record(n + "/throughput", now, j.intervalBytes / dt / 1e9);
                metrics->record(
                    n + "/gpu_busy", now,
                    std::min(100.0, 100.0 * j.intervalComputeS / (j.cfg.accelerators * dt)));
                metrics->record(n + "/prefetch_depth", now, double(j.ranks[0].readyCount));
                j.intervalBytes = 0;
                j.intervalComputeS = 0;
            }
        }
        for (auto& jp : jobs)
            jp->history.add(stageCounters(*jp));
        lastSampleS = now;
        if (!owner.finished())
            sim.schedule(now + cfg.sampleIntervalS, onSample, this, 0);
    }

    void addSeries()
    {
        metrics->add("storage/tier_throughput", "GB/s");
        metrics->add("storage/tier_utilisation", "%");
        metrics->add("storage/read_latency", "ms");
        metrics->add("storage/metadata_ops", "ops/s");
        for (auto& j : jobs) {
            metrics->add(j->cfg.name + "/throughput", "GB/s");
            metrics->add(j->cfg.name + "/gpu_busy", "%");
            metrics->add(j->cfg.name + "/prefetch_depth", "batches");
        }
    }

    StageCounters stageCounters(const Job& j) const
    {
        const double now = sim.now();
        StageCounters c;
        c.timeS = now;
        c.tierReadBytes = tier->deliveredBytes(j.readClass);
        c.tierWriteBytes = tier->deliveredBytes(j.writeClass);
        for (const auto& local : j.localCache)
            c.cacheReadBytes += local->deliveredBytes();
        c.preparedBytes = j.preparedBytes;
        c.gpuBytes = j.gpuBytes;
        for (const Rank& r : j.ranks) {
            c.computeS += r.computeS + (r.computing ? now - r.record.computeStartS : 0.0);
            c.waitS += r.waitS + (r.waiting ? now - r.waitSinceS : 0.0);
            c.readyBatchS += r.areaReady + r.readyCount * (now - r.lastReadyChangeS);
        }
        return c;
    }

    // --- building --------------------------------------------------------------------------

    void build()
    {
        const double now = sim.now();
        capacitySteps.emplace_back(now, tierCapacity());
        firstStartS = std::numeric_limits<double>::infinity();
        tier = std::make_unique<SharedBandwidth>(sim, tierCapacity());
        metadataFreeAt = now;
        iopsFreeAt = now;
        for (std::size_t i = 0; i < cfg.jobs.size(); ++i) {
            auto jp = std::make_unique<Job>();
            Job& j = *jp;
            j.state = this;
            j.index = int(i);
            j.cfg = cfg.jobs[i];
            j.steps = j.cfg.stepsPerEpoch();
            j.rng.reseed(cfg.seed * 0x9E3779B97F4A7C15ULL + i + 1);
            const long long n = j.cfg.dataset.samples();
            if (j.cfg.dataset.sampleBytesStdev > 0) {
                // Sizes drawn once per sample (normal, clipped to 5 % .. 10 x the mean).
                j.sizes.resize(std::size_t(n));
                const double mean = j.cfg.dataset.sampleBytes;
                for (float& s : j.sizes)
                    s = float(std::clamp(j.rng.normal(mean, j.cfg.dataset.sampleBytesStdev),
                                         0.05 * mean, 10.0 * mean));
            }
            buildOrder(j);
            const int nodes = j.cfg.nodes();
            if (j.cfg.cache.enabled) {
                j.cachedNode.assign(std::size_t(n), -1);
                j.nodeCacheUsed.assign(std::size_t(nodes), 0.0);
            }
            if (j.cfg.cache.enabled || j.cfg.cache.staged) {
                for (int k = 0; k < nodes; ++k) {
                    auto local = std::make_unique<SharedBandwidth>(
                        sim, cfg.localCache.bandwidthBytesPerSecond());
                    local->addClass(std::numeric_limits<double>::infinity());
                    j.localCache.push_back(std::move(local));
                }
            }
            j.readClass = tier->addClass(nodes * j.cfg.nodeNetworkBytesPerSecond);
            j.writeClass = tier->addClass(nodes * j.cfg.nodeNetworkBytesPerSecond);
            j.hits.assign(std::size_t(j.cfg.epochs), 0);
            j.reads.assign(std::size_t(j.cfg.epochs), 0);
            j.epochAuSum.assign(std::size_t(j.cfg.epochs), 0.0);
            j.epochSamplesPerSecond.assign(std::size_t(j.cfg.epochs), 0.0);
            j.epochBytesPerSecond.assign(std::size_t(j.cfg.epochs), 0.0);
            j.ranks.resize(std::size_t(j.cfg.accelerators));
            j.workers.resize(std::size_t(j.cfg.accelerators) * std::size_t(j.cfg.readers));
            for (int r = 0; r < j.cfg.accelerators; ++r) {
                Rank& rank = j.ranks[std::size_t(r)];
                rank.job = &j;
                rank.index = r;
                rank.node = r / j.cfg.acceleratorsPerNode;
                rank.readyAt.assign(std::size_t(j.cfg.prefetch), kNotReady);
                rank.readyBytes.assign(std::size_t(j.cfg.prefetch), 0.0);
                rank.coreFreeAt.assign(std::size_t(j.cfg.cpuCoresPerAccelerator), now);
                rank.copyFreeAt = now;
                for (int k = 0; k < j.cfg.readers; ++k) {
                    Worker& w = j.workers[std::size_t(r * j.cfg.readers + k)];
                    w.state = this;
                    w.job = &j;
                    w.rank = &rank;
                    rank.workers.push_back(&w);
                }
            }
            const double start = now + j.cfg.startS;
            firstStartS = std::min(firstStartS, start);
            sim.schedule(start, onJobStart, &j, 0);
            jobs.push_back(std::move(jp));
        }
        if (cfg.fabric) {
            std::vector<int> nodes;
            for (const auto& j : jobs)
                nodes.push_back(j->cfg.nodes());
            network = std::make_unique<StorageNetwork>(*cfg.fabric, cfg.tier.dataServers, nodes);
        }
        applyJobCaps();
        if (cfg.recordSteps) {
            long long total = 0;
            for (const auto& j : jobs)
                total += j->steps * j->cfg.epochs;
            owner.m_steps.reserve(std::size_t(total));
        }
        if (metrics != nullptr) {
            addSeries();
            lastSampleS = now;
            sim.schedule(now + cfg.sampleIntervalS, onSample, this, 0);
        }
    }
};

InputPipeline::InputPipeline(sim::Simulation& simulation, PipelineConfig config,
                             telemetry::MetricRegistry* metrics)
    : m_sim(simulation)
    , m_config(std::move(config))
{
    validatePipeline(m_config);
    m_state = std::make_unique<State>(simulation, *this, m_config, metrics);
    m_state->build();
}

InputPipeline::~InputPipeline() = default;

bool InputPipeline::finished() const
{
    for (const auto& j : m_state->jobs) {
        if (!j->finished)
            return false;
    }
    return true;
}

void InputPipeline::setDataServers(int servers)
{
    if (servers < 1 || servers > 4096)
        throw Error("expected 1 to 4096 data servers", "/tier/dataServers");
    m_config.tier.dataServers = servers;
    m_state->applyCapacity();
}

void InputPipeline::setPerServerBandwidth(double bytesPerSecond)
{
    if (!positive(bytesPerSecond))
        throw Error("the bandwidth of a data server must be above zero",
                    "/tier/perServerBandwidth");
    m_config.tier.perServerBytesPerSecond = bytesPerSecond;
    m_state->applyCapacity();
}

void InputPipeline::setRequestLatency(double seconds)
{
    if (!(std::isfinite(seconds) && seconds >= 0 && seconds <= 10))
        throw Error("the request latency must be 0 to 10 s", "/tier/requestLatency");
    m_config.tier.requestLatencyS = seconds;
}

void InputPipeline::setLatencyJitter(double coefficient)
{
    if (!(std::isfinite(coefficient) && coefficient >= 0 && coefficient <= 5))
        throw Error("the latency jitter must be 0 to 5", "/tier/latencyJitter");
    m_config.tier.latencyJitter = coefficient;
}

void InputPipeline::setMetadataRate(double opsPerSecond)
{
    if (!positive(opsPerSecond))
        throw Error("the metadata rate must be above zero", "/tier/metadata/opsPerSecond");
    m_config.tier.metadata.opsPerSecond = opsPerSecond;
}

void InputPipeline::setStorageNetwork(double bytesPerSecond)
{
    if (!(std::isfinite(bytesPerSecond) && bytesPerSecond >= 0))
        throw Error("the storage network must be zero (no limit) or above", "/storageNetwork");
    m_config.storageNetworkBytesPerSecond = bytesPerSecond;
    m_state->applyCapacity();
}

void InputPipeline::setNodeNetwork(int job, double bytesPerSecond)
{
    if (job < 0 || std::size_t(job) >= m_state->jobs.size())
        throw Error("no such job", "/jobs");
    if (!positive(bytesPerSecond))
        throw Error("a node's storage network must be above zero",
                    "/jobs/" + std::to_string(job) + "/nodeNetwork");
    State::Job& j = *m_state->jobs[std::size_t(job)];
    j.cfg.nodeNetworkBytesPerSecond = bytesPerSecond;
    m_config.jobs[std::size_t(job)].nodeNetworkBytesPerSecond = bytesPerSecond;
    m_state->applyJobCaps();
}

void InputPipeline::setNetworkLinkUp(topo::LinkId link, bool up)
{
    if (!m_state->network)
        throw Error("the pipeline has no storage fabric", "/fabric");
    m_state->network->graph().setLinkUp(link, up);
    m_state->applyJobCaps();
}

const StorageNetwork* InputPipeline::storageNetwork() const
{
    return m_state->network.get();
}

const std::vector<double>& InputPipeline::networkShares() const
{
    return m_state->networkShares;
}

double InputPipeline::readDemandBytesPerSecond(int job) const
{
    return m_config.jobs.at(std::size_t(job)).demandBytesPerSecond();
}

StageCounters InputPipeline::stageCounters(int job) const
{
    if (job < 0 || std::size_t(job) >= m_state->jobs.size())
        throw Error("no such job", "/jobs");
    return m_state->stageCounters(*m_state->jobs[std::size_t(job)]);
}

StageRates InputPipeline::recentStageRates(int job, double windowS) const
{
    const StageCounters now = stageCounters(job);
    const State::Job& j = *m_state->jobs[std::size_t(job)];
    if (!j.started)
        return {};
    StageCounters start;
    start.timeS = j.startS;
    const StageCounters* from = j.history.atOrBefore(now.timeS - std::max(windowS, 0.0));
    return stageRatesBetween(from != nullptr && from->timeS >= j.startS ? *from : start, now,
                             j.cfg.accelerators);
}

double InputPipeline::tierRateBytesPerSecond() const
{
    return m_state->tier->totalRate();
}

int InputPipeline::readyBatches(int job, int rank) const
{
    return m_state->jobs.at(std::size_t(job))->ranks.at(std::size_t(rank)).readyCount;
}

std::size_t InputPipeline::readsInFlight(int job) const
{
    return m_state->tier->activeStreams(m_state->jobs.at(std::size_t(job))->readClass);
}

bool InputPipeline::checkpointing(int job, int rank) const
{
    return m_state->jobs.at(std::size_t(job))->ranks.at(std::size_t(rank)).inCheckpoint;
}

bool InputPipeline::gpuBusy(int job, int rank) const
{
    return m_state->jobs.at(std::size_t(job))->ranks.at(std::size_t(rank)).computing;
}

PipelineResult InputPipeline::result() const
{
    State& s = *m_state;
    PipelineResult out;
    const double now = m_sim.now();
    double lastEnd = s.firstStartS;
    for (const auto& jp : s.jobs) {
        const State::Job& j = *jp;
        JobResult r;
        r.name = j.cfg.name;
        r.accelerators = j.cfg.accelerators;
        r.auThreshold = j.cfg.auThreshold;
        r.startS = j.startS;
        r.endS = j.finished ? j.endS : now;
        r.steps = j.steps * j.cfg.epochs;
        r.samplesRead = (long long)j.samplesRead;
        r.demandBytesPerSecond = j.cfg.demandBytesPerSecond();
        const int epochsDone = j.finished ? j.cfg.epochs : j.epoch;
        double auSum = 0;
        double sps = 0;
        double bps = 0;
        for (int e = 0; e < epochsDone; ++e) {
            const double au = j.epochAuSum[std::size_t(e)] / j.cfg.accelerators;
            r.auPerEpoch.push_back(au);
            auSum += au;
            sps += j.epochSamplesPerSecond[std::size_t(e)];
            bps += j.epochBytesPerSecond[std::size_t(e)];
        }
        for (int e = 0; e < std::min(j.cfg.epochs, epochsDone + (j.finished ? 0 : 1)); ++e) {
            const double reads = double(j.reads[std::size_t(e)]);
            r.cacheHitRatePerEpoch.push_back(reads > 0 ? double(j.hits[std::size_t(e)]) / reads
                                                       : 0.0);
        }
        r.passed = epochsDone > 0 && auSum / epochsDone >= j.cfg.auThreshold;
        // While the job runs, the epoch in progress counts as far as it got: its ranks that
        // have taken a step after their first (and those already at the epoch's barrier).
        int epochsMeasured = epochsDone;
        if (j.started && !j.finished) {
            const std::size_t e = std::size_t(j.epoch);
            double rankAu = j.epochAuSum[e];
            double rankSps = j.epochSamplesPerSecond[e];
            int ranks = j.ranksDone;
            for (const State::Rank& rank : j.ranks) {
                if (rank.step >= j.steps || rank.step < 2 || !(now > rank.step0EndS))
                    continue;
                rankAu += std::min(1.0, rank.epochComputeAfterFirstS / (now - rank.step0EndS));
                rankSps += rank.epochSamplesAfterFirst / (now - rank.step0EndS);
                ++ranks;
            }
            if (ranks > 0) {
                auSum += rankAu / ranks;
                sps += rankSps * j.cfg.accelerators / ranks;
                bps += s.windowReadRate(j);
                ++epochsMeasured;
            }
        }
        if (epochsMeasured > 0) {
            r.au = auSum / epochsMeasured;
            r.samplesPerSecond = sps / epochsMeasured;
            r.deliveredBytesPerSecond = bps / epochsMeasured;
        }
        const double duration = j.started ? r.endS - j.startS : 0.0;
        double wait = 0, busy = 0, cpu = 0, pcie = 0, area = 0, residence = 0, stall = 0;
        double compute = 0;
        long long consumed = 0;
        for (const State::Rank& rank : j.ranks) {
            wait += rank.waitS + (rank.waiting ? now - rank.waitSinceS : 0.0);
            cpu += rank.cpuBusyS;
            pcie += rank.pcieBusyS;
            area += rank.areaReady;
            residence += rank.residenceS;
            consumed += rank.batchesConsumed;
            stall += rank.checkpointStallS;
            compute += rank.computeS;
        }
        for (const State::Worker& w : j.workers)
            busy += w.busyS + (w.batch >= 0 ? now - w.busySinceS : 0.0);
        const double rankTime = duration * j.cfg.accelerators;
        if (rankTime > 0) {
            r.dataWaitFraction = wait / rankTime;
            r.gpuBusyFraction = compute / rankTime;
            r.readerBusyFraction = busy / (rankTime * j.cfg.readers);
            r.cpuUtilisation = cpu / (rankTime * j.cfg.cpuCoresPerAccelerator);
            r.pcieUtilisation = pcie / rankTime;
            r.meanPrefetchDepth = area / rankTime;
            r.batchesPerSecond = double(consumed) / rankTime;
            r.metadataOpsPerSecond = double(j.metadataOps) / duration;
        }
        r.checkpointStallS = stall / j.cfg.accelerators;
        r.meanBufferResidenceS = consumed > 0 ? residence / double(consumed) : 0.0;
        r.readLatencyMeanS = j.latency.meanS();
        r.readLatencyP50S = j.latency.percentileS(0.50);
        r.readLatencyP95S = j.latency.percentileS(0.95);
        r.readLatencyP99S = j.latency.percentileS(0.99);
        out.requestedBytesPerSecond += r.demandBytesPerSecond;
        lastEnd = std::max(lastEnd, r.endS);
        out.jobs.push_back(std::move(r));
    }
    const double span = lastEnd - s.firstStartS;
    // The tier's figures run to now: background checkpoint writes may outlast the jobs.
    const double tierSpan = std::max(lastEnd, now) - s.firstStartS;
    out.endS = lastEnd;
    out.tierCapacityBytesPerSecond = s.tierCapacity();
    out.reads = s.reads;
    if (span > 0) {
        double reads = 0, cached = 0;
        for (const auto& j : s.jobs) {
            reads += s.tier->deliveredBytes(j->readClass);
            for (const auto& local : j->localCache)
                cached += local->deliveredBytes();
        }
        out.cacheDeliveredBytesPerSecond = cached / span;
        const double area = s.capacityBetween(s.firstStartS, s.firstStartS + tierSpan);
        out.tierDeliveredBytesPerSecond = reads / span;
        out.tierUtilisation = area > 0 ? s.tier->deliveredBytes() / area : 0.0;
        out.metadataOpsPerSecond = double(s.metadataOps) / span;
        if (s.cfg.tier.metadata.enabled)
            out.metadataUtilisation =
                double(s.metadataOps) / s.cfg.tier.metadata.opsPerSecond / tierSpan;
        out.iopsUtilisation = s.ios / s.cfg.tier.iops / tierSpan;
        if (s.metadataOps > 0) {
            out.metadataQueueWaitS = s.metadataWaitS / double(s.metadataOps);
            out.metadataQueueDepth = s.metadataWaitS / span;
        }
        if (s.iopsRequests > 0) {
            out.iopsQueueWaitS = s.iopsWaitS / double(s.iopsRequests);
            out.iopsQueueDepth = s.iopsWaitS / span;
        }
        out.serviceUtilisation =
            std::max({out.tierUtilisation, out.iopsUtilisation, out.metadataUtilisation});
    }
    out.readLatencyP50S = s.latency.percentileS(0.50);
    out.readLatencyP99S = s.latency.percentileS(0.99);
    return out;
}

PipelineResult runPipeline(const PipelineConfig& config)
{
    sim::Simulation simulation;
    InputPipeline pipeline(simulation, config);
    simulation.runAll();
    return pipeline.result();
}

} // namespace ailab::core::storage
