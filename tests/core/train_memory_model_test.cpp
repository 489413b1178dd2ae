#include "core/error.h"
#include "core/train/memory_model.h"
#include "core/train/memory_placement.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::train;

TEST_CASE("Bytes per parameter by precision and optimizer", "[train][memory]")
{
    CHECK(bytesPerParameter(TrainingPrecision::Mixed16, Optimizer::Adam).total() == 16);
    CHECK(bytesPerParameter(TrainingPrecision::Mixed16, Optimizer::Adam).optimizer == 12);
    CHECK(bytesPerParameter(TrainingPrecision::Mixed16, Optimizer::SgdMomentum).total() == 12);
    CHECK(bytesPerParameter(TrainingPrecision::Mixed16, Optimizer::Sgd).total() == 8);
    CHECK(bytesPerParameter(TrainingPrecision::Fp32, Optimizer::Adam).total() == 16);
    CHECK(bytesPerParameter(TrainingPrecision::Fp32, Optimizer::SgdMomentum).total() == 12);
    CHECK(bytesPerParameter(TrainingPrecision::Fp32, Optimizer::Sgd).total() == 8);
}

TEST_CASE("7B with mixed-precision Adam needs 112 GB and does not fit 80 GB", "[train][memory]")
{
    ModelShape shape;
    shape.parameters = 7e9;
    const TrainingMemory memory = trainingMemory(shape);
    CHECK(memory.weightBytes == Approx(14e9));
    CHECK(memory.gradientBytes == Approx(14e9));
    CHECK(memory.optimizerBytes == Approx(84e9));
    CHECK(memory.modelStateBytes() == Approx(112e9));
    const Placement placement = placeWorkingSet(memory.modelStateBytes(), defaultTiers());
    CHECK_FALSE(placement.fitsInHbm());
    CHECK(placement.status == PlacementStatus::SpillsToDram);
    CHECK(placement.tiers[0].placedBytes == Approx(80e9));
    CHECK(placement.tiers[1].placedBytes == Approx(32e9));
    CHECK(placement.spilledBytes == Approx(32e9));
    // 32 GB over PCIe 5.0 x16 at 64 GB/s: 0.5 s per pass.
    CHECK(placement.spillSeconds == Approx(0.5));
}

TEST_CASE("Activations per layer after Korthikanti et al.", "[train][memory]")
{
    ModelShape shape; // s 4096, b 1, h 4096, a 32
    const double sbh = 4096.0 * 4096.0;
    // 34 + 5 x 32 x 4096 / 4096 = 194
    CHECK(activationBytesPerLayer(shape) == Approx(sbh * 194.0));
    CHECK(trainingMemory(shape).activationBytes == Approx(32 * sbh * 194.0));
    shape.recompute = Recomputation::Selective;
    CHECK(activationBytesPerLayer(shape) == Approx(34.0 * sbh));
    shape.recompute = Recomputation::Full;
    CHECK(activationBytesPerLayer(shape) == Approx(2.0 * sbh));
    CHECK(trainingMemory(shape).activationBytes == Approx(32 * 2.0 * sbh)); // 1.07 GB
    shape.microBatch = 4;
    CHECK(activationBytesPerLayer(shape) == Approx(8.0 * sbh));
    shape.precision = TrainingPrecision::Fp32;
    CHECK(activationBytesPerLayer(shape) == Approx(16.0 * sbh));
}

TEST_CASE("Impossible model shapes are refused with their field", "[train][memory]")
{
    ModelShape shape;
    shape.heads = 3; // 4096 is not a multiple of 3
    try {
        trainingMemory(shape);
        FAIL("expected an error");
    } catch (const Error& error) {
        CHECK(error.path() == "/model/heads");
    }
    shape = ModelShape{};
    shape.parameters = 0;
    CHECK_THROWS_AS(trainingMemory(shape), Error);
}

TEST_CASE("Placement over HBM, DRAM and NVMe", "[train][memory]")
{
    const auto tiers = defaultTiers();
    REQUIRE(tiers.size() == 3);
    CHECK(tiers[0].capacityBytes == 80e9);
    CHECK(tiers[1].capacityBytes == 512e9);
    CHECK(tiers[2].capacityBytes == 4e12);

    const Placement fits = placeWorkingSet(80e9, tiers); // the seed's default: just fits
    CHECK(fits.fitsInHbm());
    CHECK(fits.tiers[0].pressure == Approx(1.0));
    CHECK(fits.spillSeconds == 0);
    CHECK(fits.slowdown() == Approx(1.0));

    const Placement small = placeWorkingSet(40e9, tiers);
    CHECK(small.fitsInHbm());
    CHECK(small.tiers[0].pressure == Approx(0.5));
    CHECK(small.hbmPassSeconds == Approx(40e9 / 3.35e12));

    const Placement nvme = placeWorkingSet(1000e9, tiers);
    CHECK(nvme.status == PlacementStatus::SpillsToNvme);
    CHECK(nvme.tiers[1].pressure == Approx(1.0));
    CHECK(nvme.tiers[2].placedBytes == Approx(408e9));
    CHECK(nvme.tiers[2].pressure == Approx(0.102));
    CHECK(nvme.spillSeconds == Approx(512e9 / 64e9 + 408e9 / 7e9));
    CHECK(nvme.slowdown() == Approx((80e9 / 3.35e12 + nvme.spillSeconds) / (80e9 / 3.35e12)));

    const Placement tooBig = placeWorkingSet(5000e9, tiers);
    CHECK(tooBig.status == PlacementStatus::DoesNotFit);
    CHECK(tooBig.unplacedBytes == Approx(5000e9 - 4592e9));

    // Two NVMe drives halve the NVMe part of the spill.
    const Placement two = placeWorkingSet(1000e9, defaultTiers(80e9, 3.35e12, 2));
    CHECK(two.tiers[2].moveSeconds == Approx(408e9 / 14e9));
    CHECK_THROWS_AS(placeWorkingSet(-1.0, tiers), Error);
}
