// The activity reader (core/classroom/activity_reader.h): bad files are refused at the field
// they concern (an unknown figure or lab, a tolerance out of range, a goal the model cannot
// evaluate, a unit that measures something else, a preset that is a path), an oversized file
// before it is parsed; a preset is found in the activity's own folder and nowhere outside it.
// Then the figure catalogue, the goal's constraints and the score.
#include "core/classroom/activity_reader.h"
#include "core/classroom/activity_score.h"
#include "core/classroom/figure_catalogue.h"
#include "core/classroom/task_check.h"
#include "core/error.h"
#include "core/scenario/scenario_loader.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>

using namespace ailab::core;
using namespace ailab::core::classroom;
using nlohmann::json;

namespace {

json text(const std::string& en)
{
    return {{"en", en}};
}

// A small valid activity on the fabric lab's training all-reduce: one task of each kind.
json validActivity()
{
    return {
        {"schema", "ailab.activity/1"},
        {"id", "test-activity"},
        {"lab", "fabric"},
        {"title", text("Test")},
        {"instruction", text("Do it.")},
        {"start", {{"preset", "oversubscription-2to1"}}},
        {"lockedControls", {"/fabric/nicGbps"}},
        {"tasks",
         {{{"id", "time"},
           {"kind", "number"},
           {"prompt", text("How long?")},
           {"figure", "/allreduce/mean_time_s"},
           {"unit", "ms"},
           {"tolerance", {{"relative", 0.05}}},
           {"hints", {{{"text", text("Look.")}, {"cost", 4}}}},
           {"feedback", text("It takes {model}.")}},
          {{"id", "engine"},
           {"kind", "choice"},
           {"prompt", text("Which is larger?")},
           {"rule", "largest"},
           {"options",
            {{{"id", "closed-form"}, {"text", text("closed form")}, {"figure", "/allreduce/closed_form_s"}},
             {{"id", "simulated"}, {"text", text("simulated")}, {"figure", "/allreduce/mean_time_s"}}}},
           {"feedback", text("{model}")}},
          {{"id", "goal"},
           {"kind", "goal"},
           {"prompt", text("Faster.")},
           {"figure", "/allreduce/mean_time_s"},
           {"comparison", "<"},
           {"target", 40},
           {"unit", "ms"},
           {"constraints", {{{"control", "/fabric/spines"}, {"keep", true}}}},
           {"solution", {{{"control", "/fabric/uplinks"}, {"value", 4}}}},
           {"feedback", text("{model}")}}}}};
}

// The field a refused document is refused at.
std::string refusedAt(const json& document)
{
    try {
        activityFromJson(document);
    } catch (const Error& e) {
        return e.path();
    }
    return "accepted";
}

std::string refusalMessage(const json& document)
{
    try {
        activityFromJson(document);
    } catch (const Error& e) {
        return e.message();
    }
    return "accepted";
}

} // namespace

TEST_CASE("a valid activity reads with its start, controls and tasks", "[classroom]")
{
    const Activity a = activityFromJson(validActivity());
    CHECK(a.id == "test-activity");
    CHECK(a.preset == "oversubscription-2to1");
    CHECK(a.start.lab == "fabric");
    CHECK(a.start.model.at("fabric").at("uplinks") == 2);
    REQUIRE(a.tasks.size() == 3);
    CHECK(std::holds_alternative<NumberTask>(a.tasks[0].check));
    CHECK(std::get<NumberTask>(a.tasks[0].check).unit == "ms");
    CHECK(std::get<ChoiceTask>(a.tasks[1].check).rule == ChoiceRule::Largest);
    CHECK(std::get<GoalTask>(a.tasks[2].check).target == 40);
    CHECK(a.tasks[0].points == 10);
}

TEST_CASE("bad activity files are refused naming the field", "[classroom]")
{
    json d = validActivity();
    SECTION("an unknown figure")
    {
        d["tasks"][0]["figure"] = "/allreduce/gpu_temperature";
        CHECK(refusedAt(d) == "/tasks/0/figure");
        CHECK(refusalMessage(d).find("unknown figure") != std::string::npos);
    }
    SECTION("a figure that is not a JSON pointer")
    {
        d["tasks"][0]["figure"] = "allreduce.mean_time_s";
        CHECK(refusedAt(d) == "/tasks/0/figure");
    }
    SECTION("an unknown lab")
    {
        d["lab"] = "quantum";
        CHECK(refusedAt(d) == "/lab");
    }
    SECTION("a relative tolerance out of range")
    {
        d["tasks"][0]["tolerance"]["relative"] = 0.8;
        CHECK(refusedAt(d) == "/tasks/0/tolerance/relative");
        d["tasks"][0]["tolerance"]["relative"] = 0;
        CHECK(refusedAt(d) == "/tasks/0/tolerance/relative");
    }
    SECTION("an absolute tolerance of zero, or both kinds at once")
    {
        d["tasks"][0]["tolerance"] = {{"absolute", 0}};
        CHECK(refusedAt(d) == "/tasks/0/tolerance/absolute");
        d["tasks"][0]["tolerance"] = {{"absolute", 1}, {"relative", 0.1}};
        CHECK(refusedAt(d) == "/tasks/0/tolerance");
    }
    SECTION("a unit that measures something else than the figure")
    {
        d["tasks"][0]["unit"] = "GB";
        CHECK(refusedAt(d) == "/tasks/0/unit");
        d["tasks"][0]["unit"] = "furlong";
        CHECK(refusedAt(d) == "/tasks/0/unit");
    }
    SECTION("a goal on a figure that is not a number")
    {
        d["tasks"][2]["figure"] = "/allreduce/algorithm";
        d["tasks"][2].erase("unit");
        CHECK(refusedAt(d) == "/tasks/2/figure");
    }
    SECTION("a goal constrained or minimised on a control the start does not have")
    {
        d["tasks"][2]["constraints"][0]["control"] = "/fabric/racks";
        CHECK(refusedAt(d) == "/tasks/2/constraints/0/control");
    }
    SECTION("a goal that minimises a control that is not a number")
    {
        d["tasks"][2]["minimise"] = {{"control", "/allReduce/placement"}};
        CHECK(refusedAt(d) == "/tasks/2/minimise/control");
    }
    SECTION("a goal without a solution")
    {
        d["tasks"][2].erase("solution");
        CHECK(refusedAt(d) == "/tasks/2/solution");
    }
    SECTION("a constraint that neither keeps nor bounds")
    {
        d["tasks"][2]["constraints"][0] = {{"control", "/fabric/spines"}};
        CHECK(refusedAt(d) == "/tasks/2/constraints/0");
    }
    SECTION("a choice rule that needs each option's figure")
    {
        d["tasks"][1]["options"][0].erase("figure");
        CHECK(refusedAt(d) == "/tasks/1/options/0/figure");
    }
    SECTION("hints that cost more than the task is worth")
    {
        d["tasks"][0]["hints"][0]["cost"] = 11;
        CHECK(refusedAt(d) == "/tasks/0/hints/0/cost");
    }
    SECTION("a task named twice")
    {
        d["tasks"][1]["id"] = "time";
        CHECK(refusedAt(d) == "/tasks/1/id");
    }
    SECTION("an unknown field")
    {
        d["tasks"][0]["script"] = "rm -rf /";
        CHECK(refusedAt(d) == "/tasks/0/script");
    }
    SECTION("a preset named by a path")
    {
        d["start"]["preset"] = "../scenarios/healthy";
        CHECK(refusedAt(d) == "/start/preset");
        d["start"]["preset"] = "/etc/passwd";
        CHECK(refusedAt(d) == "/start/preset");
    }
    SECTION("a preset the lab does not ship, or another lab's")
    {
        d["start"]["preset"] = "no-such-preset";
        CHECK(refusedAt(d) == "/start/preset");
        d["start"]["preset"] = "storage-bound";
        CHECK(refusedAt(d) == "/start/preset");
    }
    SECTION("an inline start the model refuses, at the model's field")
    {
        d["start"] = {{"model", {{"fabric", {{"spines", 0}}}}}};
        CHECK(refusedAt(d) == "/start/model/fabric/spines");
    }
    SECTION("another schema")
    {
        d["schema"] = "ailab.activity/2";
        CHECK(refusedAt(d) == "/schema");
    }
}

TEST_CASE("an oversized activity file is refused before it is parsed", "[classroom]")
{
    json d = validActivity();
    d["instruction"]["en"] = std::string(kMaxActivityBytes, 'x');
    const std::string big = d.dump();
    REQUIRE(big.size() > kMaxActivityBytes);
    CHECK_THROWS_AS(parseActivity(big, "big.json"), scenario::ScenarioError);
}

TEST_CASE("a preset is found in the activity's own folder, never through a link out of it",
          "[classroom]")
{
    namespace fs = std::filesystem;
    const fs::path root = fs::temp_directory_path() / "ailab-activity-folder-test";
    fs::remove_all(root);
    fs::create_directories(root / "handed");
    fs::create_directories(root / "elsewhere");
    const json preset = {{"schema", "ailab.scenario/1"}, {"lab", "fabric"},
                         {"title", "Own preset"},       {"seed", 1},
                         {"model", {{"fabric", {{"servers", 16}, {"leaves", 2}, {"spines", 2},
                                                {"uplinks", 3}}}}}};
    std::ofstream(root / "handed" / "own-start.json") << preset.dump();
    std::ofstream(root / "elsewhere" / "outside.json") << preset.dump();
    fs::create_symlink(root / "elsewhere" / "outside.json", root / "handed" / "linked.json");

    json d = validActivity();
    d["start"]["preset"] = "own-start";
    d.erase("lockedControls"); // the own preset leaves the NIC rate at its default
    std::ofstream(root / "handed" / "activity.json") << d.dump();
    const Activity a = loadActivityFile((root / "handed" / "activity.json").string());
    CHECK(a.start.model.at("fabric").at("uplinks") == 3);

    d["start"]["preset"] = "linked";
    std::ofstream(root / "handed" / "linked-activity.json") << d.dump();
    try {
        loadActivityFile((root / "handed" / "linked-activity.json").string());
        FAIL("a preset through a link was read");
    } catch (const Error& e) {
        CHECK(e.path() == "/start/preset");
    }
    fs::remove_all(root);
}

TEST_CASE("the figure catalogue names each figure once, with its unit", "[classroom]")
{
    const json run = {{"allreduce", {{"mean_time_s", 0.035}, {"bytes", 1e9}}},
                      {"queue_wait_s", {{"p99", 12.0}, {"count", 3}}},
                      {"jobs", {{{"au_percent", 33.0}}, {{"au_percent", 40.0}}}},
                      {"gpuUtilisation", 0.9},
                      {"goodput_gbps", 91.0},
                      {"bottleneck", "storage"},
                      {"wall_time_s", 0.2}};
    const FigureCatalogue catalogue = FigureCatalogue::fromRun(run);
    REQUIRE(catalogue.find("/allreduce/mean_time_s") != nullptr);
    CHECK(catalogue.find("/allreduce/mean_time_s")->unit.symbol == "s");
    CHECK(catalogue.find("/allreduce/bytes")->unit.symbol == "B");
    CHECK(catalogue.find("/queue_wait_s/p99")->unit.symbol == "s");
    CHECK(catalogue.find("/queue_wait_s/count")->unit.symbol.empty());
    REQUIRE(catalogue.find("/jobs/1/au_percent") != nullptr);
    CHECK(catalogue.find("/jobs/1/au_percent")->pattern == "/jobs/*/au_percent");
    CHECK(catalogue.find("/jobs/01/au_percent") == nullptr);
    CHECK(catalogue.find("/gpuUtilisation")->unit.dimension == Dimension::Ratio);
    CHECK(catalogue.find("/goodput_gbps")->unit.symbol == "Gb/s");
    CHECK(catalogue.find("/bottleneck")->kind == FigureKind::Text);
    CHECK(catalogue.find("/wall_time_s") == nullptr);
    CHECK(catalogue.entries().size() == 8);
    CHECK(convert(35.0, *findUnit("ms"), *findUnit("s")) == Approx(0.035));
    CHECK(convert(0.9, *findUnit("1"), *findUnit("%")) == Approx(90.0));
}

TEST_CASE("a goal holds the locked controls and its constraints", "[classroom]")
{
    const Activity a = activityFromJson(validActivity());
    const Task& goal = a.tasks[2];
    scenario::Scenario state = solutionState(a, std::get<GoalTask>(goal.check));
    REQUIRE(checkGoal(a, goal, state).passed);

    SECTION("a constrained control changed")
    {
        state.model["fabric"]["spines"] = 4;
        const Verdict v = checkGoal(a, goal, state);
        CHECK_FALSE(v.passed);
        CHECK(v.brokenConstraints == std::vector<std::string>{"/fabric/spines"});
    }
    SECTION("a locked control changed")
    {
        state.model["fabric"]["nicGbps"] = 800;
        const Verdict v = checkGoal(a, goal, state);
        CHECK_FALSE(v.passed);
        CHECK(v.brokenConstraints == std::vector<std::string>{"/fabric/nicGbps"});
    }
    SECTION("a bound")
    {
        json d = validActivity();
        d["tasks"][2]["constraints"] = {{{"control", "/fabric/uplinks"}, {"max", 3}}};
        const Activity bounded = activityFromJson(d);
        CHECK_FALSE(checkGoal(bounded, bounded.tasks[2], state).passed);
    }
    SECTION("a state of another lab is an error naming the lab")
    {
        state.lab = "storage";
        CHECK_THROWS_AS(checkGoal(a, goal, state), Error);
    }
}

TEST_CASE("a task earns its points less the hints taken, and nothing unsolved", "[classroom]")
{
    const Activity a = activityFromJson(validActivity());
    CHECK(taskScore(a.tasks[0], {true, 0}) == 10);
    CHECK(taskScore(a.tasks[0], {true, 1}) == 6);
    CHECK(taskScore(a.tasks[0], {true, 5}) == 6);
    CHECK(taskScore(a.tasks[0], {false, 0}) == 0);
    const ActivityScore score = scoreActivity(a, {{"time", {true, 1}}, {"goal", {true, 0}}});
    CHECK(score.possible == 30);
    CHECK(score.earned == 6 + 10);
    CHECK(score.solved == 2);
}

TEST_CASE("a number is checked in the task's unit and shown as the learner reads it",
          "[classroom]")
{
    const json run = {{"drops", 17077}, {"allreduce", {{"mean_time_s", 0.03507}}}};
    Task drops;
    drops.check = NumberTask{"/drops", "", 0.05, std::nullopt};
    drops.feedback.byLanguage["en"] = "The switch drops {model} packets.";
    const Verdict v = checkNumber(drops, run, 17000);
    CHECK(v.passed);
    CHECK(v.modelFigure == "17077");
    CHECK(feedbackText(drops, v, "de") == "The switch drops 17077 packets.");
    CHECK_FALSE(checkNumber(drops, run, 15000).passed);
    CHECK_FALSE(checkNumber(drops, run, std::nan("")).passed);

    Task time;
    time.check = NumberTask{"/allreduce/mean_time_s", "ms", std::nullopt, 0.5};
    CHECK(checkNumber(time, run, 35.5).passed);
    CHECK(checkNumber(time, run, 35.5).modelFigure == "35.07 ms");
    CHECK_FALSE(checkNumber(time, run, 0.035).passed); // seconds where milliseconds are asked
}
