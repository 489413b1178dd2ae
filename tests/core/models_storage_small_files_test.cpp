#include "core/error.h"
#include "core/models/storage/small_files_study.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::models::storage;
using ailab::core::storage::TierKind;

TEST_CASE("Tiers and small files: the same dataset, two layouts, four tiers",
          "[models][storage]")
{
    SmallFilesStudyConfig config;
    REQUIRE(smallFilesCases().size() == 8);

    const SmallFilesRow pfsLarge =
        runSmallFilesCase(config, {TierKind::ParallelFileSystem, FileLayout::LargeFiles});
    const SmallFilesRow pfsSmall =
        runSmallFilesCase(config, {TierKind::ParallelFileSystem, FileLayout::SmallFiles});
    CHECK(pfsLarge.files == 1'024);
    CHECK(pfsSmall.files == kStudySamples);
    // One open per sample: the metadata service is what runs out, and AU falls with it.
    CHECK(pfsSmall.metadataOpsPerSecond > 50 * pfsLarge.metadataOpsPerSecond);
    CHECK(pfsSmall.metadataUtilisation > 0.9);
    CHECK(pfsSmall.au < pfsLarge.au - 0.2);
    CHECK(pfsLarge.passed);
    CHECK(pfsSmall.limiting == ailab::core::storage::PipelineStage::Storage);
    // The closed form says the same: 20,000 opens per second of 114,660 bytes.
    CHECK(pfsSmall.closedFormStorage == Approx(20'000 * 114'660.0));

    // The object store's GET rate limits small objects far more.
    const SmallFilesRow objectSmall =
        runSmallFilesCase(config, {TierKind::ObjectStore, FileLayout::SmallFiles});
    CHECK(objectSmall.au < pfsSmall.au);
    CHECK(objectSmall.metadataUtilisation == 0.0);

    // Local NVMe keeps up with either layout; staging copies the dataset once.
    const SmallFilesRow localSmall =
        runSmallFilesCase(config, {TierKind::LocalNvme, FileLayout::SmallFiles});
    CHECK(localSmall.passed);
    CHECK(pfsLarge.stagingS == Approx(kStudySamples * 114'660.0 / 20e9));

    config.steps = 1;
    CHECK_THROWS_WITH(validateSmallFilesStudy(config), "/steps: expected an integer from 2 to 1000");
    config.steps = 12;
    config.accelerator = "tpu";
    CHECK_THROWS_AS(validateSmallFilesStudy(config), Error);
}
