// Assessment mode's data (core/classroom/assessment_result.h, class_results.h): an activity that
// asks for it, the result file's round trip (names with commas, quotes and formulas), bad result
// files refused at their line and column, and a class folder read as untrusted files: the
// refused ones listed with their reason, links and sub-folders never followed.
#include "core/classroom/activity_reader.h"
#include "core/classroom/assessment_result.h"
#include "core/classroom/class_results.h"
#include "core/error.h"
#include "core/telemetry/csv_reader.h"

#include <catch2/catch.hpp>
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

json assessedActivity(const json& assessment)
{
    return {{"schema", "ailab.activity/1"},
            {"id", "quiz"},
            {"lab", "fabric"},
            {"title", text("Quiz")},
            {"instruction", text("Answer.")},
            {"start", {{"preset", "oversubscription-2to1"}}},
            {"assessment", assessment},
            {"tasks",
             {{{"id", "time"},
               {"kind", "number"},
               {"prompt", text("How long?")},
               {"figure", "/allreduce/mean_time_s"},
               {"unit", "ms"},
               {"tolerance", {{"relative", 0.05}}},
               {"points", 20},
               {"feedback", text("{model}")}},
              {{"id", "engine"},
               {"kind", "choice"},
               {"prompt", text("Which is larger?")},
               {"rule", "largest"},
               {"options",
                {{{"id", "closed-form"},
                  {"text", text("closed form")},
                  {"figure", "/allreduce/closed_form_s"}},
                 {{"id", "simulated"},
                  {"text", text("simulated")},
                  {"figure", "/allreduce/mean_time_s"}}}},
               {"feedback", text("{model}")}}}}};
}

AssessmentResult sampleResult()
{
    const Activity a = activityFromJson(assessedActivity({{"timeLimitMinutes", 20}}));
    AssessmentResult r = emptyResult(a, "Müller, \"Jo\"", "2026-12-07T09:15:00Z");
    r.secondsUsed = 754;
    r.end = AssessmentEnd::HandedIn;
    r.tasks[0].answered = true;
    r.tasks[0].passed = true;
    r.tasks[0].answer = "35.1 ms";
    r.tasks[1].answered = true;
    r.tasks[1].answer = "=HYPERLINK(\"x\")";
    return r;
}

void write(const std::filesystem::path& path, const std::string& content)
{
    std::ofstream(path, std::ios::binary) << content;
}

std::string refusal(const std::string& text)
{
    try {
        parseResultCsv(text, "r.csv");
    } catch (const Error& e) {
        return e.what();
    }
    return "accepted";
}

} // namespace

TEST_CASE("assessment: an activity asks for it with a time limit", "[classroom][assessment]")
{
    const Activity a = activityFromJson(assessedActivity({{"timeLimitMinutes", 20}}));
    REQUIRE(a.assessment.has_value());
    CHECK(a.assessment->timeLimitMinutes == 20);
    CHECK_FALSE(a.assessment->showVerdicts);
    CHECK(activityFromJson(assessedActivity(json::object())).assessment->timeLimitMinutes == 0);
    json plain = assessedActivity(json::object());
    plain.erase("assessment");
    CHECK_FALSE(activityFromJson(plain).assessment.has_value());
    CHECK_THROWS_WITH(activityFromJson(assessedActivity({{"timeLimitMinutes", 601}})),
                      Catch::Contains("/assessment/timeLimitMinutes"));
    CHECK_THROWS_WITH(activityFromJson(assessedActivity({{"hints", true}})),
                      Catch::Contains("/assessment/hints"));
}

TEST_CASE("assessment: a result file reads back as it was written", "[classroom][assessment]")
{
    const AssessmentResult r = sampleResult();
    const std::string csv = resultCsv(r);
    // A spreadsheet would run the answer as a formula: it is written after an apostrophe.
    CHECK(csv.find(",\"'=HYPERLINK") != std::string::npos);
    CHECK(csv.rfind("learner,activity,lab,started,", 0) == 0);
    const AssessmentResult back = parseResultCsv(csv, "r.csv");
    CHECK(back.learner == r.learner);
    CHECK(back.activity == "quiz");
    CHECK(back.lab == "fabric");
    CHECK(back.started == r.started);
    CHECK(back.secondsUsed == 754);
    CHECK(back.timeLimitMinutes == 20);
    CHECK(back.end == AssessmentEnd::HandedIn);
    REQUIRE(back.tasks.size() == 2);
    CHECK(back.tasks[1].answer == "=HYPERLINK(\"x\")");
    CHECK(back.earned() == 20);
    CHECK(back.possible() == 30);
    CHECK(back.solved() == 1);
    CHECK(resultCsv(back) == csv);
    CHECK(resultFileStem(r) == "quiz-m-ller-jo-20261207-091500");
}

TEST_CASE("assessment: bad result files are refused naming line and column",
          "[classroom][assessment]")
{
    const std::string good = resultCsv(sampleResult());
    // Every row repeats the learner's columns: a change is made in all of them.
    const auto replaced = [&](const std::string& from, const std::string& to) {
        std::string s = good;
        REQUIRE(s.find(from) != std::string::npos);
        for (std::size_t at = s.find(from); at != std::string::npos;
             at = s.find(from, at + to.size()))
            s.replace(at, from.size(), to);
        return s;
    };
    CHECK(refusal(good) == "accepted");
    CHECK_THAT(refusal("time_s,series,unit,value\r\n0,a,b,1\r\n"),
               Catch::Contains("not an assessment result"));
    CHECK_THAT(refusal(replaced(",754,", ",abc,")),
               Catch::Contains("r.csv:2: column \"seconds_used\"") &&
                   Catch::Contains("expected a whole number"));
    CHECK_THAT(refusal(replaced(",754,", ",3000,")), Catch::Contains("more than the time limit"));
    CHECK_THAT(refusal(replaced(",time,20,yes,yes,", ",time,20,no,yes,")),
               Catch::Contains("not answered cannot have passed"));
    CHECK_THAT(refusal(replaced(",engine,", ",time,")), Catch::Contains("named twice"));
    CHECK_THAT(refusal(replaced(",engine,10,", ",engine,101,")),
               Catch::Contains("column \"points\""));
    CHECK_THAT(refusal(replaced("2026-12-07T09:15:00Z", "yesterday")),
               Catch::Contains("column \"started\""));
    CHECK_THAT(refusal(replaced("handed-in", "lost")), Catch::Contains("column \"ended\""));
    CHECK_THAT(refusal(replaced(",quiz,", ",../quiz,")), Catch::Contains("column \"activity\""));
    // Two attempts in one file.
    std::string two = good;
    const std::size_t second = two.find("\r\n", two.find("\r\n") + 2) + 2;
    two.replace(two.find("Jo", second), 2, "Al");
    CHECK_THAT(refusal(two), Catch::Contains("a result file holds one attempt"));
    CHECK_THAT(refusal(good.substr(0, good.find("\r\n") + 2)), Catch::Contains("names no task"));
    CHECK_THAT(refusal(good + "\"unclosed"), Catch::Contains("quoted field is not closed"));
    CHECK_THAT(refusal(std::string(kMaxResultBytes + 1, 'a')), Catch::Contains("larger than"));
    CHECK_THAT(refusal(replaced("Müller", "M\xffller")), Catch::Contains("not UTF-8"));
    CHECK_THROWS_WITH(checkedLearnerName("  "), Catch::Contains("empty"));
    CHECK_THROWS_WITH(checkedLearnerName("a\tb\x01"), Catch::Contains("control character"));
    CHECK(checkedLearnerName("  Ada Lovelace ") == "Ada Lovelace");
}

TEST_CASE("assessment: the CSV reader keeps quoted commas, quotes and line breaks",
          "[classroom][assessment]")
{
    const auto records =
        telemetry::readCsvRecords("a,\"b,c\",\"d\"\"e\"\r\n\r\n\"x\ny\",\n", "t.csv");
    REQUIRE(records.size() == 2);
    CHECK(records[0].fields == std::vector<std::string>{"a", "b,c", "d\"e"});
    CHECK(records[1].line == 3);
    CHECK(records[1].fields == std::vector<std::string>{"x\ny", ""});
    CHECK_THROWS_WITH(telemetry::readCsvRecords("a,b\"c\n", "t.csv"), Catch::Contains("t.csv:1:4"));
    CHECK_THROWS_WITH(telemetry::readCsvRecords("\"a\"b\n", "t.csv"),
                      Catch::Contains("must end at a comma"));
}

TEST_CASE("assessment: a class folder is read as untrusted files", "[classroom][assessment]")
{
    namespace fs = std::filesystem;
    const fs::path folder = fs::temp_directory_path() / "ailab-class-results-test";
    fs::remove_all(folder);
    fs::create_directories(folder / "sub");
    AssessmentResult ada = sampleResult();
    ada.learner = "Ada";
    AssessmentResult bob = sampleResult();
    bob.learner = "Bob";
    bob.tasks[0].passed = false;
    bob.tasks[1].answered = false;
    bob.end = AssessmentEnd::TimeUp;
    write(folder / "b.csv", resultCsv(bob));
    write(folder / "a.csv", resultCsv(ada));
    write(folder / "notes.txt", "not a result");
    write(folder / "broken.csv", "learner,activity\r\n");
    write(folder / "sub" / "c.csv", resultCsv(ada)); // sub-folders are not read
    const fs::path outside = fs::temp_directory_path() / "ailab-class-outside.csv";
    write(outside, resultCsv(ada));
    fs::create_symlink(outside, folder / "link.csv"); // nor links out of the folder

    const ClassResults c = readClassFolder(folder.string());
    REQUIRE(c.results.size() == 2);
    CHECK(c.results[0].learner == "Ada");
    CHECK(c.results[1].learner == "Bob");
    CHECK(c.results[1].end == AssessmentEnd::TimeUp);
    REQUIRE(c.refused.size() == 1);
    CHECK(c.refused[0].file == "broken.csv");
    CHECK_THAT(c.refused[0].reason, Catch::Contains("not an assessment result"));
    REQUIRE(c.tasks.size() == 2);
    CHECK(c.tasks[0].task == "time");
    CHECK(c.tasks[0].passed == 1);
    CHECK(c.tasks[0].answered == 2);
    CHECK(c.tasks[0].results == 2);
    CHECK(c.tasks[1].answered == 1);

    CHECK_THROWS_WITH(readClassFolder((folder / "missing").string()), Catch::Contains("folder"));
    fs::remove_all(folder);
    fs::remove(outside);
}
