#include "core/scenario/lab_ids.h"

#include <catch2/catch.hpp>

using namespace ailab::core::scenario;

TEST_CASE("The nine lab ids of the design are known", "[scenario]")
{
    const auto& ids = knownLabIds();
    REQUIRE(ids.size() == 9);
    CHECK(ids.front() == "stack");
    CHECK(ids.back() == "capstone");
    CHECK(isKnownLab("gpu-server"));
    CHECK_FALSE(isKnownLab("gpu_server"));
    CHECK_FALSE(isKnownLab(""));
}
