// The draft reader (core/ops/incident_draft.h): what an incident editor keeps of an
// unfinished incident comes back whole, and a damaged draft gives what it still holds
// instead of an exception.
#include "core/error.h"
#include "core/models/incident_registry.h"
#include "core/ops/incident_draft.h"
#include "core/ops/incident_writer.h"
#include "tests/core/shipped_incidents.h"

#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::ops;
using nlohmann::json;

TEST_CASE("A shipped incident written as a draft reads back to the same document", "[incident][draft]")
{
    for (const std::string& path : ailab::tests::shippedIncidentFiles()) {
        INFO(path);
        const json written = incidentToJson(models::loadIncidentFile(path));
        const IncidentDefinition draft = incidentDraftFromJson(written);
        CHECK(incidentToJson(draft) == written);
    }
}

TEST_CASE("An unfinished incident keeps what it has", "[incident][draft]")
{
    IncidentDefinition d;
    d.id = "AI-OPS-101";
    d.model = "operations.twin";
    d.lab = "operations";
    d.title.byLanguage["de"] = "Nur deutsch"; // no English yet: the strict reader refuses it
    d.stages.push_back({InvestigationStep::EstablishScope, {}}); // a stage without evidence
    d.evidence.push_back({"loose", {}, {}, {"job.step-time"}, {}}); // revealed by no stage
    d.hypotheses.push_back({"hypothesis-1", {}});
    d.actions.push_back({"repair_server", ActionKind::Mitigation, {}, {}});
    const json written = incidentToJson(d); // no root cause chosen
    CHECK_THROWS_AS(incidentFromJson(written, models::incidentCatalogues()), Error);

    const IncidentDefinition back = incidentDraftFromJson(written);
    CHECK(back.id == "AI-OPS-101");
    CHECK(back.title.in("de") == "Nur deutsch");
    REQUIRE(back.stages.size() == 1);
    CHECK(back.stages[0].step == InvestigationStep::EstablishScope);
    CHECK(back.stages[0].evidence.empty());
    REQUIRE(back.evidence.size() == 1);
    CHECK(back.evidence[0].figures == std::vector<std::string>{"job.step-time"});
    REQUIRE(back.actions.size() == 1);
    CHECK(back.actions[0].kind == ActionKind::Mitigation);
    CHECK(back.rootCauses.empty());
    CHECK(incidentToJson(back) == written);
}

TEST_CASE("A damaged draft gives what it still holds", "[incident][draft]")
{
    CHECK(incidentDraftFromJson(json::array({1, 2})).id.empty());
    CHECK(incidentDraftFromJson(json()).stages.empty());

    const json damaged = {
        {"id", 7},
        {"title", {{"en", "Kept"}, {"de", 3}}},
        {"stages", {{{"step", "guess-wildly"}, {"evidence", {"a"}}},
                    {{"step", "define-symptom"}, {"evidence", {"a", 4, "b"}}},
                    "not a stage"}},
        {"actions", {{{"id", "repair_server"}, {"kind", "magic"}}}},
        {"figures", {{{"id", "x"}, {"style", "multiple"}}}},
        {"system", {{"model", "a string"}, {"events", json::array({json{{"at", 0}}})}, {"focus", {{"service", "svc"}}}}},
        {"rootCause", "everything"},
    };
    const IncidentDefinition d = incidentDraftFromJson(damaged);
    CHECK(d.id.empty());
    CHECK(d.title.in("en") == "Kept");
    CHECK(d.title.byLanguage.count("de") == 0);
    REQUIRE(d.stages.size() == 1); // the unknown step and the string are left out
    CHECK(d.stages[0].evidence == std::vector<std::string>{"a", "b"});
    REQUIRE(d.actions.size() == 1);
    CHECK(d.actions[0].kind == ActionKind::NoEffect);
    REQUIRE(d.figures.size() == 1);
    CHECK(d.figures[0].style == FigureStyle::Multiple);
    REQUIRE(d.system.has_value());
    CHECK(d.system->model.is_object());
    CHECK(d.system->events.size() == 1);
    CHECK(d.system->focus.kind == FocusKind::Service);
    CHECK(d.system->focus.name == "svc");
    CHECK(d.rootCauses.empty());
}

TEST_CASE("A draft's lists and texts are bounded", "[incident][draft]")
{
    json many = json::array();
    for (std::size_t i = 0; i < kMaxDraftItems + 10; ++i)
        many.push_back({{"id", "h" + std::to_string(i)}, {"text", {{"en", "x"}}}});
    const json document = {{"hypotheses", many},
                           {"summary", {{"en", std::string(kMaxDraftTextBytes + 5, 'a')}}}};
    const IncidentDefinition d = incidentDraftFromJson(document);
    CHECK(d.hypotheses.size() == kMaxDraftItems);
    CHECK(d.summary.in("en").size() == kMaxDraftTextBytes);
}
