#include "core/sim/signal.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using ailab::core::sim::Signal;

TEST_CASE("slots run in connection order and can be disconnected", "[sim][signal]")
{
    Signal<int, const std::string&> signal;
    std::vector<std::string> calls;
    const auto a = signal.connect(
        [&](int n, const std::string& s) { calls.push_back("a" + std::to_string(n) + s); });
    signal.connect(
        [&](int n, const std::string& s) { calls.push_back("b" + std::to_string(n) + s); });
    CHECK(signal.size() == 2);
    signal.notify(1, "x");
    CHECK(calls == std::vector<std::string>{"a1x", "b1x"});

    CHECK(signal.disconnect(a));
    CHECK_FALSE(signal.disconnect(a));
    signal.notify(2, "y");
    CHECK(calls == std::vector<std::string>{"a1x", "b1x", "b2y"});

    signal.disconnectAll();
    signal.notify(3, "z");
    CHECK(calls.size() == 3);
}
