// Incident files (docs/architecture.md, "Incident files"): every shipped file loads on its
// model with every text in English and German, and a bad file is refused naming the field.
#include "core/error.h"
#include "core/models/incident_registry.h"
#include "core/ops/incident_definition.h"
#include "core/scenario/scenario_loader.h"
#include "tests/core/shipped_incidents.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

using namespace ailab::core;
using namespace ailab::core::ops;
using nlohmann::json;

namespace {

const std::string kSource = AILAB_SOURCE_DIR;

json roceDocument()
{
    std::ifstream in(kSource + "/labs/roce/incidents/ai-net-004.json");
    std::ostringstream text;
    text << in.rdbuf();
    return json::parse(text.str());
}

// The field an edited copy of the RoCE incident is refused at.
std::string refusedAt(const json& document)
{
    try {
        incidentFromJson(document, models::incidentCatalogues());
    } catch (const Error& e) {
        return e.path();
    }
    return "accepted";
}

void checkText(const LocalText& text, const std::string& where)
{
    INFO(where);
    CHECK_FALSE(text.in("en").empty());
    CHECK(text.byLanguage.count("de") == 1);
}

} // namespace

TEST_CASE("incident files: every shipped one loads with both languages", "[ops][incident][files]")
{
    const std::vector<std::string> files = ailab::tests::shippedIncidentFiles();
    REQUIRE(files.size() >= 3);
    std::set<std::string> ids;
    for (const std::string& path : files) {
        INFO(path);
        const IncidentDefinition d = models::loadIncidentFile(path);
        CHECK(ids.insert(d.id).second);
        checkText(d.title, "title");
        checkText(d.summary, "summary");
        checkText(d.rootCauseExplanation, "root cause");
        for (const IncidentEvidence& e : d.evidence) {
            checkText(e.title, e.id);
            checkText(e.text, e.id);
        }
        for (const IncidentFigureText& f : d.figures)
            checkText(f.title, f.id);
        for (const IncidentLabel& s : d.series)
            checkText(s.title, s.id);
        for (const IncidentLabel& t : d.thresholds)
            checkText(t.title, t.id);
        for (const IncidentHypothesis& h : d.hypotheses)
            checkText(h.text, h.id);
        for (const IncidentAction& a : d.actions) {
            checkText(a.text, a.id);
            checkText(a.explanation, a.id);
        }
        for (const IncidentHint& h : d.hints)
            checkText(h.text, h.id);
        // The file names its evidence stage by stage along the course's method.
        for (std::size_t i = 1; i < d.stages.size(); ++i)
            CHECK(d.stages[i - 1].step <= d.stages[i].step);
        CHECK_FALSE(d.rootCauses.empty());
    }
}

TEST_CASE("incident files: a bad file is refused naming the field", "[ops][incident][files]")
{
    const json good = roceDocument();
    CHECK(refusedAt(good) == "accepted");

    json d = good;
    d["colour"] = "red";
    CHECK(refusedAt(d) == "/colour");
    d = good;
    d["evidence"][1]["figures"].push_back("gpu_temperature"); // not the model's
    CHECK(refusedAt(d) == "/evidence/1/figures/4");
    d = good;
    d["figures"][0]["id"] = "gpu_temperature";
    CHECK(refusedAt(d) == "/figures/0/id");
    d = good;
    d["evidence"][0]["series"] = {"fan_speed"};
    CHECK(refusedAt(d) == "/evidence/0/series/0");
    d = good;
    d["actions"][0]["id"] = "reboot_the_internet"; // an action the model cannot run
    CHECK(refusedAt(d) == "/actions/0/id");
    d = good;
    d["actions"][0]["kind"] = "magic";
    CHECK(refusedAt(d) == "/actions/0/kind");
    d = good;
    d["model"] = "roce.something-else";
    CHECK(refusedAt(d) == "/model");
    d = good;
    d["lab"] = "storage";
    CHECK(refusedAt(d) == "/lab");

    // Stages: each reveals evidence, in the method's order, each item once.
    d = good;
    d["stages"][1]["evidence"] = json::array();
    CHECK(refusedAt(d) == "/stages/1/evidence");
    d = good;
    d["stages"][1].erase("evidence");
    CHECK(refusedAt(d) == "/stages/1/evidence");
    d = good;
    d["stages"][1]["step"] = "define-symptom"; // two stages may share a step
    CHECK(refusedAt(d) == "accepted");
    d = good;
    d["stages"][2]["step"] = "define-symptom"; // but not go back to one
    CHECK(refusedAt(d) == "/stages/2/step");
    d = good;
    d["stages"][3]["evidence"].push_back("switch_queue");
    CHECK(refusedAt(d) == "/stages/3/evidence/1");
    d = good;
    d["stages"].erase(3); // fabric_config is revealed by no stage
    CHECK(refusedAt(d) == "/evidence/6");
    d = good;
    d["stages"][0]["step"] = "guess";
    CHECK(refusedAt(d) == "/stages/0/step");

    // The root cause: required, one of the hypotheses.
    d = good;
    d.erase("rootCause");
    CHECK(refusedAt(d) == "/rootCause");
    d = good;
    d["rootCause"]["hypotheses"] = json::array();
    CHECK(refusedAt(d) == "/rootCause/hypotheses");
    d = good;
    d["rootCause"]["hypotheses"] = {"gremlins"};
    CHECK(refusedAt(d) == "/rootCause/hypotheses/0");

    // Texts: English required, only the program's languages; ids never a path or markup.
    d = good;
    d["title"].erase("en");
    CHECK(refusedAt(d) == "/title");
    d = good;
    d["title"]["fr"] = "Ralentissement";
    CHECK(refusedAt(d) == "/title/fr");
    d = good;
    d["hints"][0]["id"] = "../../etc/passwd";
    CHECK(refusedAt(d) == "/hints/0/id");
    d = good;
    d["id"] = "ai-net-004";
    CHECK(refusedAt(d) == "/id");
    d = good;
    d["hypotheses"][1]["id"] = d["hypotheses"][0]["id"];
    CHECK(refusedAt(d) == "/hypotheses/1/id");
    d = good;
    d["keyFigures"] = {"paused_time", "fan_speed"};
    CHECK(refusedAt(d) == "/keyFigures/1");
    d = good;
    d["schema"] = "ailab.scenario/1";
    CHECK(refusedAt(d) == "/schema");

    // Text and files: strict JSON and a size limit, the source named.
    CHECK_THROWS_WITH(models::parseIncident("{\"id\": 1, \"id\": 2}", "twice.json"),
                      Catch::StartsWith("twice.json: "));
    CHECK_THROWS_WITH(models::parseIncident(std::string(kMaxIncidentBytes + 1, ' '), "big.json"),
                      Catch::Contains("too large"));
    CHECK_THROWS_AS(models::loadIncidentFile(kSource + "/labs/roce/incidents/none.json"),
                    scenario::ScenarioError);
}

TEST_CASE("incident files: the evidence is the file's choice of the model's figures",
          "[ops][incident][files]")
{
    // The RoCE model runs in a moment; each model's own test checks its catalogue too.
    const auto incident = ailab::tests::shippedIncident("roce", "ai-net-004");
    ailab::tests::checkCatalogueKept(*incident);
    const std::vector<EvidenceItem> evidence = incident->evidence();
    REQUIRE(evidence.size() == incident->definition().evidence.size());
    CHECK(evidence.front().id == "switch_queue");
    CHECK(evidence.front().figures.size() == 5);
    CHECK(evidence.back().stage == incident->stageCount() - 1);
    // An action the model knows but the file does not offer is refused.
    CHECK_THROWS_AS(incident->run({"no_such_action"}, 0), Error);
}
