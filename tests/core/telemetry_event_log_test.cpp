#include "core/error.h"
#include "core/telemetry/event_log.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace ailab::core::telemetry;

namespace {
std::vector<std::string> messages(EventLog::Range range)
{
    std::vector<std::string> result;
    for (const Event& e : range)
        result.push_back(e.message);
    return result;
}
} // namespace

TEST_CASE("events are kept in time order with their fields", "[telemetry]")
{
    EventLog log;
    log.add(2.0, Severity::Warning, "link.degraded", "leaf1-spine2 drops packets", "leaf1-spine2");
    log.add(1.0, Severity::Info, "job.start", "job 7 starts on 8 GPUs", "job-7");
    log.add(2.0, Severity::Critical, "link.down", "leaf1-spine2 is down", "leaf1-spine2");
    log.add(0.5, Severity::Info, "sim.start", "the run starts");
    REQUIRE(log.size() == 4);
    CHECK(messages(log.between(0.0, 10.0)) ==
          std::vector<std::string>{"the run starts", "job 7 starts on 8 GPUs",
                                   "leaf1-spine2 drops packets", "leaf1-spine2 is down"});
    const Event& down = log[3];
    CHECK(down.time == 2.0);
    CHECK(down.severity == Severity::Critical);
    CHECK(down.type == "link.down");
    CHECK(down.subject == "leaf1-spine2");
    CHECK(down.sequence == 3);
    CHECK_FALSE(log[0].subject.has_value());
}

TEST_CASE("time range and severity queries", "[telemetry]")
{
    EventLog log;
    for (int i = 0; i < 10; ++i)
        log.add(i, i % 3 == 0 ? Severity::Warning : Severity::Info, "tick", std::to_string(i));
    log.add(5.0, Severity::Critical, "fault", "boom");
    CHECK(messages(log.between(3.0, 5.0)) == std::vector<std::string>{"3", "4", "5", "boom"});
    CHECK(messages(log.between(3.5, 4.5)) == std::vector<std::string>{"4"});
    CHECK(messages(log.between(20.0, 30.0)).empty());
    const auto serious = log.between(0.0, 9.0, Severity::Warning);
    REQUIRE(serious.size() == 5);
    CHECK(serious[0]->message == "0");
    CHECK(serious[2]->message == "boom");
    CHECK(serious[3]->message == "6");
    CHECK(serious[4]->message == "9");
    CHECK(log.count(Severity::Info) == 6);
    CHECK(log.count(Severity::Warning) == 4);
    CHECK(log.count(Severity::Critical) == 1);
}

TEST_CASE("a full log drops its oldest events", "[telemetry]")
{
    EventLog log(3);
    for (int i = 0; i < 5; ++i)
        log.add(i, Severity::Info, "tick", std::to_string(i));
    CHECK(log.size() == 3);
    CHECK(messages(log.between(0.0, 10.0)) == std::vector<std::string>{"2", "3", "4"});
    log.add(1.0, Severity::Info, "late", "older than all");
    CHECK(messages(log.between(0.0, 10.0)) == std::vector<std::string>{"2", "3", "4"});
    log.clear();
    CHECK(log.empty());
}

TEST_CASE("the log signals each event and refuses bad ones", "[telemetry]")
{
    EventLog log;
    std::vector<std::string> seen;
    log.eventAdded.connect(
        [&](const Event& e) { seen.push_back(std::string(toString(e.severity)) + ":" + e.type); });
    log.add(1.0, Severity::Critical, "gpu.xid", "GPU 3 fell off the bus", "node2/gpu3");
    log.add(2.0, Severity::Info, "job.end", "job 7 finished");
    CHECK(seen == std::vector<std::string>{"critical:gpu.xid", "info:job.end"});
    CHECK_THROWS_AS(log.add(NAN, Severity::Info, "x", "y"), ailab::core::Error);
    CHECK_THROWS_AS(log.add(1.0, Severity::Info, "", "no type"), ailab::core::Error);
    CHECK_THROWS_AS(EventLog(0), ailab::core::Error);
    CHECK(toString(Severity::Warning) == "warning");
    CHECK(seen.size() == 2);
}
