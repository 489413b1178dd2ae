// A design's figures (core/design/design_figures.h) and its bottlenecks
// (core/design/bottleneck_analysis.h) against the course's figures, the facility model, the
// step model and the cluster twin (docs/models.md, "Cluster design").
#include "core/cluster/cluster_twin.h"
#include "core/cluster/facility.h"
#include "core/cluster/training_job.h"
#include "core/design/bottleneck_analysis.h"
#include "core/design/design_figures.h"
#include "core/hw/catalog.h"
#include "core/sim/simulation.h"
#include "core/train/parallel_step.h"
#include "core/train/transformer_catalog.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <utility>
#include <nlohmann/json.hpp>

using namespace ailab::core;
using namespace ailab::core::design;

namespace {

// One DGX H100 training Llama 3 8B alone, on a file system of `perServerGBps` per data server.
nlohmann::json oneServer(double perServerGBps, double sampleBytes)
{
    nlohmann::json model = nlohmann::json::parse(R"({
      "workload": {"training": {"model": "llama-3-8b", "tokens": 1e9, "days": 10, "tp": 8,
                                "globalBatch": 16, "sequence": 4096, "checkpointInterval": 0}},
      "racks": [{"id": "rack", "platform": "dgx-h100", "servers": 1, "feedKW": 60,
                 "cooling": "direct-to-chip"}],
      "fabric": {"nicsPerServer": 8, "serversPerLeaf": 4, "spines": 2},
      "storage": {"dataServers": 1, "perServerGBps": 10}
    })");
    model["storage"]["perServerGBps"] = perServerGBps;
    model["workload"]["training"]["sampleBytes"] = sampleBytes;
    return model;
}

} // namespace

TEST_CASE("The course's tiles at its defaults: 32 accelerators, 2.56 TB, 16 NICs, 32 kW", "[design]")
{
    const DesignSpec spec = readDesignSpec(courseDefaultDesignModel());
    const DesignFigures f = computeDesignFigures(spec);
    CHECK(f.course.accelerators == 32);
    CHECK(f.course.hbmTB == Approx(2.56));
    CHECK(f.course.nics == 16);
    CHECK(f.course.gpuOnlyPowerKW == Approx(32));
    // The whole cluster's: 32 H100 PCIe at 350 W; eight servers at the catalogue's 6 kW.
    CHECK(f.cluster.gpuTdpKW == Approx(32 * 0.35));
    CHECK(f.cluster.serversKW == Approx(8 * hw::findPlatform("oem-4gpu-pcie")->powerMaxKW));
    // Two leaves and two spines, two storage leaves' worth of servers on one, one management switch.
    CHECK(f.cluster.fabricLeaves == 2);
    CHECK(f.cluster.fabricSpines == 2);
    CHECK(f.cluster.storageLeaves == 1);
    CHECK(f.cluster.managementSwitches == 1);
    CHECK(f.cluster.switchesKW == Approx((2 + 2 + 1) * 0.747 + 0.1));
    CHECK(f.cluster.storageKW == Approx(8 * 1.5));
    CHECK(f.cluster.itPowerKW == Approx(f.cluster.serversKW + f.cluster.switchesKW + f.cluster.storageKW));
    CHECK(f.cluster.btuPerHour == Approx(f.cluster.itPowerKW * 3412.142));
    // Rear-door heat exchangers: the facility model's PUE of 1.35 for the racks and the rest.
    CHECK(f.cluster.pue == Approx(1.35));
    REQUIRE(f.cluster.racks.size() == 2);
    CHECK(f.cluster.racks[0].withinFeed);
    CHECK(f.cluster.racks[0].withinCooling);
}

TEST_CASE("A rack's design power is the facility model's at full load", "[design]")
{
    const DesignSpec spec = readDesignSpec(oneServer(10, 0));
    const DesignFigures f = computeDesignFigures(spec);
    cluster::Facility facility(spec.cluster.facility);
    facility.setRackActivity(0, 1.0);
    facility.advance(1.0);
    CHECK(f.cluster.racks[0].powerKW == Approx(facility.rackPowerKW(0)).epsilon(1e-9));
    CHECK(f.cluster.racks[0].powerKW == Approx(10.2));
    CHECK(f.cluster.racks[0].pue == Approx(facility.rackPue(0)));
}

TEST_CASE("The course's analyzer shows its two assumptions at its defaults", "[design]")
{
    const DesignSpec spec = readDesignSpec(courseDefaultDesignModel());
    const BottleneckAnalysis b = analyseBottlenecks(spec, computeDesignFigures(spec), 1);
    CHECK(b.course.networkDemandGbps == Approx(640));
    CHECK(b.course.networkCapacityGbps == Approx(400));
    CHECK(b.course.storageDemandGBps == Approx(32));
    CHECK(b.course.storageCapacityGBps == Approx(40));
    CHECK(b.course.networkHeadroom == Approx(-0.6));
    CHECK(b.course.storageHeadroom == Approx(0.2));
    CHECK(b.course.primaryConstraint == "network");
}

TEST_CASE("The design's step is the step model's, its parts adding up", "[design]")
{
    const DesignSpec spec = readDesignSpec(courseDefaultDesignModel());
    const BottleneckAnalysis b = analyseBottlenecks(spec, computeDesignFigures(spec), 1);
    REQUIRE(b.training);
    train::ParallelConfig config;
    config.model = *train::findTransformer("llama-3-8b");
    config.gpuId = "h100-pcie";
    config.gpus = 32;
    config.gpusPerServer = 4;
    config.tp = 4;
    config.sequenceParallel = true;
    config.globalBatch = 64;
    config.sequence = 4096;
    config.recompute = train::Recomputation::Selective;
    config.network.nicBytesPerSecond = 400e9 / 8 / 4; // two 200 Gb/s NICs for four GPUs
    config.network.nodesPerLeaf = 4;
    // A leaf's four servers' 4 x 2 x 200 Gb/s over two 400 Gb/s uplinks: 2:1.
    config.network.oversubscription = 2.0;
    const train::ParallelStep step = train::evaluateParallelStep(config);
    const StepFigures& s = b.training->step;
    CHECK(s.stepS == Approx(step.stepSeconds).epsilon(1e-12));
    CHECK(s.computeS + s.optimizerS + s.pipelineBubbleS + s.tensorParallelS + s.pipelineSendS +
              s.dataParallelExposedS ==
          Approx(s.stepS).epsilon(1e-9));
    CHECK(s.wallS == Approx(s.stepS + s.dataWaitS + s.checkpointStallPerStepS));
    CHECK(s.mfu == Approx(s.achievedTflopsPerGpu / step.peakTflopsPerGpu));
    // Strong scaling: from one replica of 4 GPUs to 32, each point the step model's.
    REQUIRE(b.training->scaling.size() >= 2);
    CHECK(b.training->scaling.front().gpus == 4);
    CHECK(b.training->scaling.back().gpus == 32);
    CHECK(b.training->scaling.front().scalingEfficiency == Approx(1.0));
    for (const auto& p : b.training->scaling)
        CHECK(p.scalingEfficiency <= 1.0 + 1e-9);
    // Time to train: the tokens over the job's tokens per second.
    CHECK(b.training->timeToTrainDays * 86400 == Approx(b.training->steps * s.wallS));
    CHECK(b.training->steps == std::ceil(20e9 / (64 * 4096.0)));
}

TEST_CASE("The design's step and data wait equal the twin's", "[design]")
{
    // Compute-bound, then storage-bound (10 MB samples from a 0.1 GB/s tier).
    for (const auto& [perServerGBps, sampleBytes] : {std::pair{10.0, 0.0}, std::pair{0.1, 10e6}}) {
        INFO(perServerGBps);
        const DesignSpec spec = readDesignSpec(oneServer(perServerGBps, sampleBytes));
        const StepFigures s = trainingStep(spec);
        sim::Simulation simulation;
        cluster::ClusterSpec twinSpec = spec.cluster;
        twinSpec.durationS = 120;
        cluster::ClusterTwin twin(simulation, twinSpec, 1, cluster::ClusterTwin::kNoGpuSeries);
        twin.runUntil(120);
        const cluster::JobTotals& totals = twin.jobs().front()->totals();
        REQUIRE(totals.stepsRun > 3);
        CHECK(totals.stepSeconds / totals.stepsRun == Approx(s.stepS + s.dataWaitS).epsilon(1e-6));
        CHECK(totals.dataWaitSeconds / totals.stepsRun == Approx(s.dataWaitS).margin(1e-9).epsilon(1e-6));
        if (sampleBytes > 0)
            CHECK(s.dataWaitS > 0.5 * s.stepS);
        else
            CHECK(s.dataWaitS == 0);
    }
}
