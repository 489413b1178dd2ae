#include "core/error.h"
#include "core/net/congestion_control.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace ailab::core::net;

TEST_CASE("RED marking probability follows docs/models.md", "[net][ecn]")
{
    const RedParams p{400e3, 1600e3, 0.2};
    CHECK(markingProbability(0, p) == 0.0);
    CHECK(markingProbability(400e3, p) == 0.0); // q <= Kmin: never marked
    CHECK(markingProbability(1000e3, p) == Approx(0.1));
    CHECK(markingProbability(700e3, p) == Approx(0.05));
    CHECK(markingProbability(1600e3, p) == Approx(0.2)); // Pmax at Kmax
    CHECK(markingProbability(1600e3 + 1, p) == 1.0);     // above Kmax: every packet
}

TEST_CASE("Production RED defaults scale with the link rate", "[net][ecn]")
{
    const RedParams at25 = productionRedDefaults(25e9);
    CHECK(at25.kMinBytes == Approx(100e3));
    CHECK(at25.kMaxBytes == Approx(400e3));
    CHECK(at25.pMax == Approx(0.2));
    const RedParams at100 = productionRedDefaults(100e9);
    CHECK(at100.kMinBytes == Approx(400e3));
    CHECK(at100.kMaxBytes == Approx(1600e3));
    const RedParams at400 = productionRedDefaults(400e9);
    CHECK(at400.kMaxBytes == Approx(6400e3));
    CHECK_THROWS_AS(productionRedDefaults(0), ailab::core::Error);
}

TEST_CASE("RED parameters are validated", "[net][ecn]")
{
    try {
        validate(RedParams{500e3, 400e3, 0.2});
        FAIL("no error");
    } catch (const ailab::core::Error& error) {
        CHECK(error.path() == "/kmax_bytes");
    }
    CHECK_THROWS_AS(validate(RedParams{100e3, 400e3, 1.5}), ailab::core::Error);
    CHECK_NOTHROW(validate(RedParams{}));
}

TEST_CASE("One CNP at alpha = 1 halves the rate", "[net][dcqcn]")
{
    DcqcnParams params;
    params.lineRateBps = 100e9;
    DcqcnReactionPoint rp(params);
    REQUIRE(rp.alpha() == 1.0);
    rp.onCnp(10e-6);
    CHECK(rp.rate() == Approx(50e9));
    CHECK(rp.targetRate() == Approx(100e9)); // RT = RC before the cut
    CHECK(rp.alpha() == Approx(1.0));        // (1 - g) 1 + g
    CHECK(rp.cnps() == 1);

    // A second CNP right away cuts by alpha/2 again: alpha stays 1, so halves again.
    rp.onCnp(20e-6);
    CHECK(rp.rate() == Approx(25e9));
    CHECK(rp.targetRate() == Approx(50e9));
}

TEST_CASE("Alpha decays by (1 - g) every 55 us without a CNP", "[net][dcqcn]")
{
    DcqcnParams params;
    params.increaseTimerS = 1.0; // keep rate increases out of the way
    DcqcnReactionPoint rp(params);
    rp.onCnp(0);
    const double g = params.g;
    const double alpha0 = rp.alpha();
    rp.advanceTo(54e-6);
    CHECK(rp.alpha() == alpha0);
    rp.advanceTo(55e-6);
    CHECK(rp.alpha() == Approx((1 - g) * alpha0));
    rp.advanceTo(10 * 55e-6 + 1e-9);
    CHECK(rp.alpha() == Approx(std::pow(1 - g, 10) * alpha0));
    // The next cut uses the decayed alpha.
    const double rc = rp.rate();
    const double alpha = rp.alpha();
    rp.onCnp(600e-6);
    CHECK(rp.rate() == Approx(rc * (1 - alpha / 2)));
    CHECK(rp.alpha() == Approx((1 - g) * alpha + g));
}

TEST_CASE("Fast recovery converges toward the target as (RT + RC)/2", "[net][dcqcn]")
{
    DcqcnParams params;
    params.lineRateBps = 100e9;
    params.alphaTimerS = 1.0; // alpha fixed during the test
    DcqcnReactionPoint rp(params);
    rp.onCnp(0);
    const double rt = rp.targetRate();
    double rc = rp.rate();
    REQUIRE(rt == Approx(100e9));
    REQUIRE(rc == Approx(50e9));
    // The first F = 5 timer events are fast recovery: RT stays, the gap to it halves.
    for (int i = 1; i <= params.fastRecoverySteps; ++i) {
        rp.advanceTo(i * params.increaseTimerS + 1e-9);
        REQUIRE(rp.stage() == IncreaseStage::FastRecovery);
        CHECK(rp.timerEvents() == i);
        rc = (rt + rc) / 2;
        CHECK(rp.rate() == Approx(rc));
        CHECK(rp.targetRate() == Approx(rt));
        CHECK(rt - rp.rate() == Approx((rt - 50e9) / std::pow(2.0, i)));
    }
    // Event 6: only the timer has passed F, so additive increase: RT += R_AI.
    rp.advanceTo(6 * params.increaseTimerS + 1e-9);
    REQUIRE(rp.stage() == IncreaseStage::Additive);
    CHECK(rp.targetRate() == Approx(std::min(100e9, rt + params.additiveIncreaseBps)));
}

TEST_CASE("Additive and hyper increase from a low rate", "[net][dcqcn]")
{
    DcqcnParams params;
    params.lineRateBps = 100e9;
    params.alphaTimerS = 1.0;
    params.byteCounterBytes = 1e6;
    DcqcnReactionPoint rp(params);
    for (int i = 0; i < 8; ++i)
        rp.onCnp(i * 1e-6); // drive the rate far below the line rate
    const double t0 = 8e-6;
    const double rt0 = rp.targetRate();
    // Six timer events: five fast recovery, one additive.
    rp.advanceTo(t0 + 6 * params.increaseTimerS - 1e-6 + 1e-9);
    REQUIRE(rp.timerEvents() == 6);
    CHECK(rp.targetRate() == Approx(rt0 + params.additiveIncreaseBps));
    // Six byte-counter events: both counters past F now, so the last is hyper increase.
    const double rtBefore = rp.targetRate();
    for (int i = 0; i < 5; ++i)
        rp.onBytesSent(t0 + 330e-6, 1e6);
    CHECK(rp.targetRate() == Approx(rtBefore + 5 * params.additiveIncreaseBps));
    REQUIRE(rp.stage() == IncreaseStage::Additive);
    rp.onBytesSent(t0 + 330e-6, 1e6);
    REQUIRE(rp.stage() == IncreaseStage::Hyper);
    CHECK(rp.targetRate() ==
          Approx(rtBefore + 5 * params.additiveIncreaseBps + params.hyperIncreaseBps));
    CHECK(rp.rate() <= params.lineRateBps);
}

TEST_CASE("Without CNPs the rate climbs back to the line rate and stays there", "[net][dcqcn]")
{
    DcqcnParams params;
    params.lineRateBps = 25e9;
    DcqcnReactionPoint rp(params);
    rp.onCnp(0);
    rp.advanceTo(0.5);
    CHECK(rp.rate() == Approx(25e9));
    CHECK(rp.targetRate() <= 25e9);
    CHECK(rp.rate() <= 25e9);
}

TEST_CASE("DCQCN parameters are validated with the field's path", "[net][dcqcn]")
{
    DcqcnParams params;
    params.g = 0;
    try {
        DcqcnReactionPoint rp(params);
        FAIL("no error");
    } catch (const ailab::core::Error& error) {
        CHECK(error.path() == "/dcqcn/g");
    }
    params = DcqcnParams{};
    params.minRateBps = 2 * params.lineRateBps;
    CHECK_THROWS_AS(DcqcnReactionPoint(params), ailab::core::Error);
}

TEST_CASE("The notification point sends at most one CNP per flow per 50 us", "[net][dcqcn]")
{
    DcqcnNotificationPoint np(50e-6, 2);
    CHECK(np.onCeMarked(0, 0.0));
    CHECK_FALSE(np.onCeMarked(0, 10e-6));
    CHECK_FALSE(np.onCeMarked(0, 49.9e-6));
    CHECK(np.onCeMarked(1, 20e-6)); // another flow has its own timer
    CHECK(np.onCeMarked(0, 50e-6));
    CHECK_FALSE(np.onCeMarked(0, 60e-6));
    CHECK(np.onCeMarked(7, 60e-6)); // a flow id beyond the initial size
    CHECK(np.cnpsSent() == 4);
    CHECK(np.marksSeen() == 7);
    // A CE mark on every packet of a flow for 1 ms gives 1 ms / 50 us = 20 CNPs.
    DcqcnNotificationPoint busy(50e-6);
    int cnps = 0;
    for (int i = 0; i < 1000; ++i)
        cnps += busy.onCeMarked(0, i * 1e-6) ? 1 : 0;
    CHECK(cnps == 20);
}
