#include "core/cluster/fault_catalog.h"
#include "core/error.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>

using namespace ailab::core::cluster;

TEST_CASE("Every fault kind has a stable id that parses back", "[cluster][faults]")
{
    std::set<std::string> ids;
    for (std::size_t i = 0; i < faultKinds().size(); ++i) {
        const FaultKindInfo& info = faultKinds()[i];
        INFO(info.id);
        CHECK(static_cast<std::size_t>(info.kind) == i);
        CHECK(ids.insert(std::string(info.id)).second);
        CHECK_FALSE(info.description.empty());
        CHECK(parseFaultKind(info.id) == info.kind);
        CHECK(faultKindId(info.kind) == info.id);
        CHECK(faultTargetId(info.target) != "unknown");
    }
    for (const char* id :
         {"xid", "gpu-off-bus", "nvlink-error", "cooling-failure", "power-feed-lost", "power-cap",
          "link-flap", "link-down", "spine-down", "ecmp-misconfiguration", "congestion-control-off",
          "storage-server-down", "metadata-overload", "slow-storage-tier", "scheduler-outage",
          "straggler", "link-degraded"})
        CHECK(ids.count(id) == 1);
    CHECK(faultKindInfo(FaultKind::CoolingFailure).target == FaultTarget::Rack);
    CHECK(faultKindInfo(FaultKind::SpineDown).target == FaultTarget::Switch);
}

TEST_CASE("An unknown fault kind is an error naming the text", "[cluster][faults]")
{
    try {
        parseFaultKind("gpu-on-fire", "/faults/2/kind");
        FAIL("no error");
    } catch (const ailab::core::Error& e) {
        CHECK(e.path() == "/faults/2/kind");
        CHECK(std::string(e.what()).find("gpu-on-fire") != std::string::npos);
        CHECK(std::string(e.what()).find("link-flap") != std::string::npos);
    }
}

TEST_CASE("Xids follow NVIDIA's catalogue and DCGM's health watch", "[cluster][faults]")
{
    std::set<int> codes;
    int previous = 0;
    for (const auto& x : xidCatalog()) {
        INFO(x.code);
        CHECK(x.code > previous);
        previous = x.code;
        CHECK(codes.insert(x.code).second);
        CHECK_FALSE(x.mnemonic.empty());
        CHECK_FALSE(x.meaning.empty());
        CHECK_FALSE(x.nvidiaAction.empty());
        // Whatever needs a reset or a reboot has killed the job first.
        if (x.recovery == XidRecovery::ResetGpu || x.recovery == XidRecovery::RebootNode ||
            x.recovery == XidRecovery::RestartApp)
            CHECK(x.killsJob);
        // DCGM fails the GPU's health on every Xid that needs a reset or reboot it watches.
        if (x.dcgmHealth == "fail")
            CHECK(x.recovery != XidRecovery::None);
    }
    for (int code : {13, 31, 43, 45, 48, 61, 62, 63, 64, 74, 79, 92, 94, 95, 119, 120})
        CHECK(findXid(code) != nullptr);
    const XidInfo& offBus = xidInfo(79);
    CHECK(offBus.recovery == XidRecovery::RebootNode);
    CHECK(offBus.nvidiaAction == "RESTART_BM");
    CHECK(offBus.dcgmHealth == "fail");
    CHECK(xidInfo(94).recovery == XidRecovery::RestartApp);
    CHECK(xidInfo(95).recovery == XidRecovery::ResetGpu);
    CHECK_FALSE(xidInfo(63).killsJob);
    CHECK(xidRecoveryId(XidRecovery::ResetGpu) == "reset-gpu");
    CHECK(findXid(1) == nullptr);
    CHECK_THROWS_AS(xidInfo(1000, "--xid"), ailab::core::Error);
}
