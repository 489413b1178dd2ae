#include "core/models/storage/small_files_study.h"

#include "core/error.h"
#include "core/models/storage/storage_scenario.h"
#include "core/storage/workloads.h"

#include <algorithm>

namespace ailab::core::models::storage {

using core::storage::PipelineConfig;
using core::storage::Shuffle;
using core::storage::TierKind;

std::string_view fileLayoutId(FileLayout layout)
{
    return layout == FileLayout::LargeFiles ? "large-files" : "small-files";
}

void validateSmallFilesStudy(const SmallFilesStudyConfig& c)
{
    if (c.accelerators < 1 || c.accelerators > 512)
        throw Error("expected an integer from 1 to 512", "/accelerators");
    if (c.steps < 2 || c.steps > 1000)
        throw Error("expected an integer from 2 to 1000", "/steps");
    core::storage::trainingWorkload("resnet50", c.accelerator, "/accelerator");
}

std::vector<SmallFilesCase> smallFilesCases()
{
    std::vector<SmallFilesCase> out;
    for (TierKind tier : {TierKind::ObjectStore, TierKind::ParallelFileSystem,
                          TierKind::NvmeArray, TierKind::LocalNvme}) {
        out.push_back({tier, FileLayout::LargeFiles});
        out.push_back({tier, FileLayout::SmallFiles});
    }
    return out;
}

PipelineConfig smallFilesConfig(const SmallFilesStudyConfig& config, const SmallFilesCase& which)
{
    validateSmallFilesStudy(config);
    PipelineConfig c;
    c.tier = core::storage::defaultTier(which.tier);
    c.seed = config.seed;
    c.recordSteps = false;
    core::storage::JobConfig j = workloadJob("resnet50", config.accelerator, config.accelerators);
    if (which.layout == FileLayout::LargeFiles) {
        j.dataset.samplesPerFile = kStudySamplesPerLargeFile;
        j.dataset.files = kStudySamples / kStudySamplesPerLargeFile;
        j.shuffle = Shuffle::Files;
        j.readSizeBytes = kStudyLargeReadBytes;
    } else {
        j.dataset.samplesPerFile = 1;
        j.dataset.files = kStudySamples;
        j.shuffle = Shuffle::Samples;
        j.readSizeBytes = 0;
    }
    j.dataset.format = which.layout == FileLayout::LargeFiles ? "tfrecord" : "jpeg";
    j.epochs = 1;
    j.maxStepsPerEpoch = config.steps;
    c.jobs = {j};
    return c;
}

SmallFilesRow runSmallFilesCase(const SmallFilesStudyConfig& config, const SmallFilesCase& which)
{
    const PipelineConfig c = smallFilesConfig(config, which);
    const core::storage::PipelineResult r = core::storage::runPipeline(c);
    const core::storage::JobResult& j = r.jobs.front();
    const core::storage::ClosedFormRates closed = core::storage::closedFormOf(c);
    SmallFilesRow row;
    row.which = which;
    row.files = c.jobs.front().dataset.files;
    row.au = j.au;
    row.auThreshold = j.auThreshold;
    row.passed = j.passed;
    row.deliveredBytesPerSecond = j.deliveredBytesPerSecond;
    row.demandBytesPerSecond = j.demandBytesPerSecond;
    row.metadataOpsPerSecond = r.metadataOpsPerSecond;
    row.metadataUtilisation = c.tier.metadata.enabled ? r.metadataUtilisation : 0.0;
    row.iopsUtilisation = r.iopsUtilisation;
    row.bandwidthUtilisation = r.tierUtilisation;
    row.readLatencyP50S = j.readLatencyP50S;
    row.closedFormStorage = closed.storage;
    row.limiting = closed.result.limiting;
    row.stagingS = core::storage::stagingSeconds(c, 0);
    return row;
}

} // namespace ailab::core::models::storage
