// The incident file writer (core/ops/incident_writer.h) is the inverse of the reader: every
// shipped incident file read, written and read again gives the same definition, and the
// written document is the file's own.
#include "core/error.h"
#include "core/models/incident_registry.h"
#include "core/ops/incident_writer.h"
#include "core/scenario/scenario_loader.h"
#include "tests/core/shipped_incidents.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace ailab::core;
using namespace ailab::core::ops;
using nlohmann::json;

namespace {

const std::string kSource = AILAB_SOURCE_DIR;

std::string readText(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Field by field: the definition has no comparison of its own.
void checkSame(const LocalText& a, const LocalText& b)
{
    CHECK(a.byLanguage == b.byLanguage);
}

template <typename T, typename Compare>
void checkList(const std::vector<T>& a, const std::vector<T>& b, Compare compare)
{
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        INFO("item " << i);
        compare(a[i], b[i]);
    }
}

void checkSame(const IncidentLabel& a, const IncidentLabel& b)
{
    CHECK(a.id == b.id);
    checkSame(a.title, b.title);
}

void checkSame(const IncidentDefinition& a, const IncidentDefinition& b)
{
    CHECK(a.id == b.id);
    CHECK(a.lab == b.lab);
    CHECK(a.model == b.model);
    checkSame(a.title, b.title);
    checkSame(a.summary, b.summary);
    CHECK(a.keyFigures == b.keyFigures);
    checkList(a.stages, b.stages, [](const IncidentStage& x, const IncidentStage& y) {
        CHECK(x.step == y.step);
        CHECK(x.evidence == y.evidence);
    });
    checkList(a.evidence, b.evidence, [](const IncidentEvidence& x, const IncidentEvidence& y) {
        CHECK(x.id == y.id);
        checkSame(x.title, y.title);
        checkSame(x.text, y.text);
        CHECK(x.figures == y.figures);
        CHECK(x.series == y.series);
    });
    checkList(a.figures, b.figures, [](const IncidentFigureText& x, const IncidentFigureText& y) {
        CHECK(x.id == y.id);
        checkSame(x.title, y.title);
        checkSame(x.explanation, y.explanation);
        CHECK(x.style == y.style);
    });
    checkList(a.series, b.series, [](const auto& x, const auto& y) { checkSame(x, y); });
    checkList(a.thresholds, b.thresholds, [](const auto& x, const auto& y) { checkSame(x, y); });
    checkList(a.hypotheses, b.hypotheses,
              [](const IncidentHypothesis& x, const IncidentHypothesis& y) {
                  CHECK(x.id == y.id);
                  checkSame(x.text, y.text);
              });
    checkList(a.actions, b.actions, [](const IncidentAction& x, const IncidentAction& y) {
        CHECK(x.id == y.id);
        CHECK(x.kind == y.kind);
        checkSame(x.text, y.text);
        checkSame(x.explanation, y.explanation);
    });
    checkList(a.hints, b.hints, [](const IncidentHint& x, const IncidentHint& y) {
        CHECK(x.id == y.id);
        checkSame(x.text, y.text);
    });
    CHECK(a.rootCauses == b.rootCauses);
    checkSame(a.rootCauseExplanation, b.rootCauseExplanation);
    REQUIRE(a.system.has_value() == b.system.has_value());
    if (a.system) {
        CHECK(a.system->model == b.system->model);
        CHECK(a.system->events == b.system->events);
        CHECK(a.system->seed == b.system->seed);
        CHECK(a.system->focus.kind == b.system->focus.kind);
        CHECK(a.system->focus.name == b.system->focus.name);
    }
}

} // namespace

TEST_CASE("incident writer: a shipped file read, written and read again is the same incident",
          "[ops][incident][writer]")
{
    const std::vector<std::string> files = ailab::tests::shippedIncidentFiles();
    REQUIRE(files.size() >= 3);
    for (const std::string& path : files) {
        INFO(path);
        const IncidentDefinition read = models::loadIncidentFile(path);
        const IncidentDefinition again = models::parseIncident(incidentFileText(read), "written");
        checkSame(read, again);
        // What the writer leaves out is what the files leave out: the same document.
        const json written = incidentToJson(read);
        const json original = json::parse(readText(path));
        INFO(json::diff(original, written).dump());
        CHECK(written == original);
    }
}

TEST_CASE("incident writer: every kind, style and optional text survives the round trip",
          "[ops][incident][writer]")
{
    IncidentDefinition d =
        models::loadIncidentFile(kSource + "/labs/roce/incidents/ai-net-004.json");
    // Each action kind and figure style the format has, and a figure without explanation.
    const ActionKind kinds[] = {ActionKind::Fix, ActionKind::Mitigation, ActionKind::NoEffect,
                                ActionKind::Harmful};
    for (std::size_t i = 0; i < d.actions.size(); ++i)
        d.actions[i].kind = kinds[i % 4];
    const FigureStyle styles[] = {FigureStyle::Unit, FigureStyle::Multiple,
                                  FigureStyle::RatioToOne};
    for (std::size_t i = 0; i < d.figures.size(); ++i)
        d.figures[i].style = styles[i % 3];
    d.figures.front().explanation = {};
    d.title.byLanguage.erase("de");
    d.hints.clear();
    const json written = incidentToJson(d);
    CHECK_FALSE(written.contains("hints"));
    CHECK_FALSE(written["figures"][0].contains("explanation"));
    checkSame(d, incidentFromJson(written, models::incidentCatalogues()));
}

TEST_CASE("incident writer: the file's text keeps the documented order of fields",
          "[ops][incident][writer]")
{
    const IncidentDefinition d =
        models::loadIncidentFile(kSource + "/labs/storage/incidents/ai-storage-006.json");
    const std::string text = incidentFileText(d);
    const auto at = [&](const std::string& key) { return text.find("\"" + key + "\":"); };
    CHECK(at("schema") < at("id"));
    CHECK(at("model") < at("title"));
    CHECK(at("keyFigures") < at("stages"));
    CHECK(at("hypotheses") < at("rootCause"));
    CHECK(text.back() == '\n');
}

TEST_CASE("incident writer: what the reader refuses, written, is refused at the same field",
          "[ops][incident][writer]")
{
    IncidentDefinition d =
        models::loadIncidentFile(kSource + "/labs/roce/incidents/ai-net-004.json");
    SECTION("no root cause")
    {
        d.rootCauses.clear();
        CHECK_THROWS_MATCHES(incidentFromJson(incidentToJson(d), models::incidentCatalogues()),
                             Error, Catch::Predicate<Error>([](const Error& e) {
                                 return e.path() == "/rootCause/hypotheses";
                             }));
    }
    SECTION("a stage without evidence")
    {
        d.stages.back().evidence.clear();
        CHECK_THROWS_MATCHES(incidentFromJson(incidentToJson(d), models::incidentCatalogues()),
                             Error, Catch::Predicate<Error>([&](const Error& e) {
                                 return e.path().rfind("/stages/", 0) == 0;
                             }));
    }
}
