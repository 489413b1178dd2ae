#include "core/error.h"
#include "core/models/storage/storage_incident_model.h"
#include "tests/core/shipped_incidents.h"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace ailab::core;
using namespace ailab::core::models::storage;

namespace {

double figureOf(const ops::Outcome& o, const std::string& id)
{
    const auto it = std::find_if(o.figures.begin(), o.figures.end(),
                                 [&](const ops::Figure& f) { return f.id == id; });
    REQUIRE(it != o.figures.end());
    return it->value;
}

// The shipped incident file on the model.
std::shared_ptr<const ops::DefinedIncident> shipped()
{
    static const auto model = ailab::tests::shippedIncident("storage", "ai-storage-006");
    return model;
}

} // namespace

TEST_CASE("AI-STORAGE-006 walkthrough: evidence by stage from the run",
          "[models][storage][incident]")
{
    const ops::DefinedIncident& incident = *shipped();
    CHECK(incident.id() == "AI-STORAGE-006");
    const auto evidence = incident.evidence();
    REQUIRE(evidence.size() == 8);
    for (const auto& item : evidence) {
        CHECK(item.stage >= 0);
        CHECK(item.stage < incident.stageCount());
        CHECK_FALSE(item.figures.empty());
    }
    // Stage 0 shows the course's telemetry: about 95 % busy, 6 of 24 GB/s, GPUs waiting.
    const auto& service = evidence[1];
    CHECK(service.id == "storage_service");
    CHECK(service.figures[0].value == Approx(0.95).margin(0.04));
    CHECK(service.figures[1].value == Approx(6.0).margin(0.5));
    CHECK(service.figures[2].value == Approx(24.0));
    REQUIRE(service.series.size() == 1);
    CHECK(service.series[0].id == "read_throughput");
    // The per-client figures: one per job, each about a third of what the tier delivers.
    const auto& clients = evidence[5];
    CHECK(clients.id == "per_client");
    REQUIRE(clients.figures.size() == 3);
    for (const auto& f : clients.figures)
        CHECK(f.value == Approx(2.0).margin(0.4));
    // One root cause among the hypotheses; the eight responses with their judgement.
    const auto hypotheses = incident.hypotheses();
    CHECK(std::count_if(hypotheses.begin(), hypotheses.end(),
                        [](const auto& h) { return h.rootCause; }) == 1);
    CHECK(incident.actions().size() == 8);
    CHECK(incident.hints().size() == 3);
    CHECK_FALSE(incident.baseline().resolved);
    CHECK(incident.baseline().figures.front().id == "gpu_input_wait");
}

TEST_CASE("AI-STORAGE-006 walkthrough: responses measured on the model",
          "[models][storage][incident]")
{
    const ops::DefinedIncident& incident = *shipped();
    const ops::Outcome base = incident.baseline();

    const ops::Outcome staged = incident.run({"stage-to-local-nvme"}, 600);
    CHECK(staged.resolved);
    CHECK(incident.improved(base, staged));
    // The staged copies on local NVMe feed the GPUs: the jobs' read throughput over the run
    // counts them (the file system alone delivers nothing), and says so after the jobs end.
    CHECK(figureOf(staged, "delivered_read_throughput") >
          2 * figureOf(base, "delivered_read_throughput"));

    const ops::Outcome larger = incident.run({"larger-files"}, 600);
    CHECK(larger.resolved);
    CHECK(figureOf(larger, "delivered_read_throughput") >
          2 * figureOf(base, "delivered_read_throughput"));

    // Staggering: far less waiting, but the same work over a longer time.
    const ops::Outcome staggered = incident.run({"stagger-jobs"}, 600);
    CHECK(incident.improved(base, staggered));
    CHECK_FALSE(staggered.resolved);

    const ops::Outcome gpus = incident.run({"add-gpus"}, 600);
    CHECK_FALSE(gpus.resolved);
    CHECK_FALSE(incident.improved(base, gpus));

    const ops::Outcome restarted = incident.run({"restart-jobs"}, 600);
    CHECK_FALSE(incident.improved(base, restarted));
    CHECK(figureOf(restarted, "gpu_input_wait") == figureOf(base, "gpu_input_wait"));

    CHECK_THROWS_AS(incident.run({"pray"}, 600), Error);
    CHECK_THROWS_AS(incident.run({}, -1), Error);
}

TEST_CASE("AI-STORAGE-006 walkthrough: a session scores a right diagnosis and a fix",
          "[models][storage][incident]")
{
    ops::IncidentSession session(shipped());
    session.recordHypothesis("iops_saturated");
    session.applyActions({"larger-files"});
    CHECK(session.resolved());
    const ops::Score score = session.score();
    CHECK(score.points == 30 + 20 + 30);
    CHECK(score.maxPoints == 100);
}

TEST_CASE("AI-STORAGE-006 walkthrough: two fixes earn the same in any order or language",
          "[models][storage][incident]")
{
    // The English list sorts "Pack the samples into fewer, larger files" before "Stage the
    // datasets to the servers' local NVMe"; the German list the other way round ("Die
    // Datensätze ..." before "Die Samples ..."). Either resolves the incident, so the second
    // is redundant, and still a correct response.
    const auto scoreOf = [](const std::vector<std::string>& order) {
        ops::IncidentSession session(shipped());
        session.recordHypothesis("iops_saturated");
        session.applyActions(order);
        return session.score();
    };
    const ops::Score english = scoreOf({"larger-files", "stage-to-local-nvme"});
    const ops::Score german = scoreOf({"stage-to-local-nvme", "larger-files"});
    CHECK(english.actionPoints ==
          2 * ops::IncidentSession::kHelpedAction + ops::IncidentSession::kResolvedBonus);
    CHECK(german.actionPoints == english.actionPoints);
    CHECK(german.points == english.points);
}

TEST_CASE("AI-STORAGE-006: the model measures what its catalogue promises",
          "[models][storage][incident]")
{
    ailab::tests::checkCatalogueKept(*shipped());
}
