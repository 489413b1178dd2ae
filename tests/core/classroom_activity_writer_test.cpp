// The activity writer (core/classroom/activity_writer.h), the activity editor's file: every
// shipped activity, read and written, reads back as the same activity, and writes the same
// text again; an activity whose start is the lab's current state (an inline model) as well.
#include "core/classroom/activity_reader.h"
#include "core/classroom/activity_writer.h"
#include "core/classroom/shipped_presets.h"
#include "core/models/model_registry.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace ailab::core;
using namespace ailab::core::classroom;

namespace {

std::string readText(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

} // namespace

TEST_CASE("activity writer: every shipped activity reads back the same", "[classroom][editor]")
{
    int files = 0;
    for (const auto& lab :
         std::filesystem::directory_iterator(std::filesystem::path(AILAB_SOURCE_DIR) / "labs")) {
        const auto folder = lab.path() / "activities";
        if (!std::filesystem::is_directory(folder))
            continue;
        for (const auto& file : std::filesystem::directory_iterator(folder)) {
            INFO(file.path().string());
            const Activity original = parseActivity(readText(file.path()), file.path().string());
            const std::string text = activityText(original);
            const Activity again = parseActivity(text, "written.json");
            CHECK(activityText(again) == text);
            CHECK(again.tasks.size() == original.tasks.size());
            CHECK(again.preset == original.preset);
            ++files;
        }
    }
    CHECK(files >= 21);
}

TEST_CASE("activity writer: a start from the lab's current state, with an assessment",
          "[classroom][editor]")
{
    Activity a = parseActivity(
        readText(std::filesystem::path(AILAB_SOURCE_DIR) /
                 "labs/fabric/activities/fabric-oversubscription.json"),
        "fabric-oversubscription.json");
    // The author's lab state, edited: an inline model instead of the preset.
    a.preset.clear();
    a.start.model["fabric"]["uplinks"] = 3;
    a.assessment = AssessmentRules{20, true};
    a.hiddenControls = {"/ecmp/mode"};
    const Activity back = parseActivity(activityText(a), "written.json");
    CHECK(back.preset.empty());
    CHECK(back.start.model["fabric"]["uplinks"] == 3);
    REQUIRE(back.assessment.has_value());
    CHECK(back.assessment->timeLimitMinutes == 20);
    CHECK(back.assessment->showVerdicts);
    CHECK(back.hiddenControls == a.hiddenControls);
    CHECK(activityText(back) == activityText(a));
}
