// The review (core/design/design_review.h): each criterion fails on a design built to fail it
// and passes once the design is fixed; the course's readiness score; two designs compared
// (core/design/design_comparison.h) (docs/models.md, "Cluster design").
#include "core/design/design_comparison.h"
#include "core/design/design_evaluation.h"
#include "core/design/design_report_json.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace ailab::core;
using namespace ailab::core::design;

namespace {

// Two racks of two DGX H100, a job on three servers and one spare; non-blocking leaves.
nlohmann::json baseDesign()
{
    return nlohmann::json::parse(R"({
      "workload": {"training": {"model": "llama-3-8b", "tokens": 1e10, "days": 30, "gpus": 24, "tp": 8,
                                "globalBatch": 48, "sequence": 8192, "checkpointInterval": "5min"}},
      "racks": [{"id": "rack", "count": 2, "platform": "dgx-h100", "servers": 2, "feedKW": 60,
                 "cooling": "direct-to-chip"}],
      "fabric": {"nicsPerServer": 8, "nicGbps": 400, "serversPerLeaf": 2, "spines": 4,
                 "uplinksPerLeafSpine": 4},
      "storage": {"dataServers": 4, "perServerGBps": 5},
      "failures": {"restart": "10min", "repair": "4h"},
      "coolingUnitsPerRack": 2
    })");
}

DesignEvaluation evaluate(const nlohmann::json& model)
{
    return evaluateDesign(readDesignSpec(model), 1);
}

const ReviewCriterion* criterion(const DesignEvaluation& e, const std::string& id)
{
    for (const auto& c : e.review.criteria)
        if (c.id == id)
            return &c;
    return nullptr;
}

// The criterion `id` fails on `broken` (with a reason and what would pass it) and passes on
// `fixed`.
void failsThenPasses(const std::string& id, const nlohmann::json& broken, const nlohmann::json& fixed)
{
    INFO(id);
    const DesignEvaluation bad = evaluate(broken);
    const ReviewCriterion* failing = criterion(bad, id);
    REQUIRE(failing != nullptr);
    INFO(failing->reason);
    CHECK_FALSE(failing->passed);
    CHECK_FALSE(failing->reason.empty());
    CHECK_FALSE(failing->toPass.empty());
    const DesignEvaluation good = evaluate(fixed);
    const ReviewCriterion* passing = criterion(good, id);
    REQUIRE(passing != nullptr);
    INFO(passing->reason);
    CHECK(passing->passed);
}

nlohmann::json with(nlohmann::json model, const nlohmann::json::json_pointer& at, const nlohmann::json& value)
{
    model[at] = value;
    return model;
}

} // namespace

TEST_CASE("Each review criterion fails on a design built to fail it and passes when fixed", "[design]")
{
    const nlohmann::json base = baseDesign();
    // Too many tokens for the time, then a workload that fits.
    failsThenPasses("finishes-in-time", with(base, "/workload/training/tokens"_json_pointer, 1e13), base);
    // One 100 Gb/s uplink for a leaf of sixteen 400 Gb/s NICs (64:1), then non-blocking.
    failsThenPasses("fabric-headroom",
                    with(with(base, "/fabric/uplinksPerLeafSpine"_json_pointer, 1), "/fabric/uplinkGbps"_json_pointer, 25),
                    base);
    // 50 MB samples from one slow data server, then a tier that keeps up.
    nlohmann::json starved = with(base, "/workload/training/sampleBytes"_json_pointer, 50e6);
    starved["storage"] = {{"dataServers", 1}, {"perServerGBps", 0.5}};
    nlohmann::json fed = starved;
    fed["storage"] = {{"dataServers", 16}, {"perServerGBps", 10}};
    failsThenPasses("storage-feeds-gpus", starved, fed);
    // No spare for a rack (16 GPUs), then a third rack of spares.
    failsThenPasses("n-minus-1", base, with(base, "/racks/0/count"_json_pointer, 3));
    // Four DGX H100 (40.8 kW) on a 30 kW feed and 15 kW of air, then a 60 kW feed and cold plates.
    nlohmann::json dense = base;
    dense["racks"] = {{{"id", "rack"}, {"count", 1}, {"platform", "dgx-h100"}, {"servers", 4}, {"feedKW", 30},
                       {"cooling", "air"}}};
    nlohmann::json cooled = dense;
    cooled["racks"][0]["feedKW"] = 60;
    cooled["racks"][0]["cooling"] = "direct-to-chip";
    failsThenPasses("racks-within-limits", dense, cooled);
    // Checkpoints every 12 hours, then near the optimum the review names.
    const nlohmann::json rare = with(base, "/workload/training/checkpointInterval"_json_pointer, "12h");
    const DesignEvaluation rareEvaluation = evaluate(rare);
    const double optimum = rareEvaluation.failures.longRun->optimumIntervalS;
    failsThenPasses("checkpoint-interval", rare,
                    with(base, "/workload/training/checkpointInterval"_json_pointer, optimum));
    // 64 servers without pods, then in pods of 32.
    nlohmann::json big = base;
    big["racks"][0]["count"] = 16;
    big["racks"][0]["servers"] = 4;
    failsThenPasses("pattern-pods", big, with(big, "/patterns"_json_pointer, {{"scalableUnitServers", 32}}));
    // Training and serving on one fabric, then apart.
    nlohmann::json mixed = base;
    mixed["workload"]["serving"] = {{"model", "llama-3-8b"}, {"tp", 1}, {"replicas", 2}, {"rate", 1}};
    failsThenPasses("pattern-separate-fabrics", mixed,
                    with(mixed, "/patterns"_json_pointer, {{"separateInferenceFabric", true}}));
    failsThenPasses("pattern-oob-management", with(base, "/patterns"_json_pointer, {{"outOfBandManagement", false}}),
                    base);
    // Llama 3 8B's 112 GB checkpoint (14 B a parameter) read back at 1 GB/s takes 112 s, more
    // than a tenth of the 10-minute restart; then NVMe beside the racks.
    nlohmann::json far = base;
    far["storage"] = {{"dataServers", 1}, {"perServerGBps", 1}};
    failsThenPasses("pattern-checkpoint-near-compute", far,
                    with(far, "/patterns"_json_pointer, {{"checkpointStorageNearCompute", true}}));
}

TEST_CASE("The serving criterion fails with too few replicas and passes with enough", "[design]")
{
    nlohmann::json serving = baseDesign();
    // 40 requests/s of 1,024 prompt and 128 output tokens: two replicas batch so many that a
    // token takes more than 10 ms; sixteen keep it near 7 ms.
    serving["workload"] = {{"serving",
                            {{"model", "llama-3-8b"}, {"tp", 1}, {"replicas", 2}, {"rate", 40}, {"promptTokens", 1024},
                             {"outputTokens", 128}, {"sloTtftMs", 500}, {"sloTpotMs", 10}}}};
    failsThenPasses("serving-slo", serving, with(serving, "/workload/serving/replicas"_json_pointer, 16));
}

TEST_CASE("The course's readiness score adds its four parts out of 100, with its caveat", "[design]")
{
    const DesignEvaluation e = evaluateDesign(readDesignSpec(courseDefaultDesignModel()), 1);
    const ReadinessScore& r = e.review.readiness;
    // The course's network assumption: 400 Gb/s for 32 x 20 Gb/s gives 25 x 400 / 640.
    CHECK(r.networkCapacity == Approx(25 * 400.0 / 640));
    CHECK(r.storageCapacity == Approx(25)); // 40 GB/s for 32 x 1 GB/s
    CHECK(r.total == Approx(r.computeScale + r.networkCapacity + r.storageCapacity + r.failureTolerance));
    CHECK(r.total <= 100);
    CHECK(r.caveat == "The score is a teaching aid, not a production architecture certification.");
}

TEST_CASE("Two designs compared: every figure with its difference", "[design]")
{
    nlohmann::json more = courseDefaultDesignModel();
    more["storage"]["dataServers"] = 16;
    const auto a = designReportJson(evaluate(courseDefaultDesignModel()));
    const auto b = designReportJson(evaluate(more));
    const auto compared = compareDesigns(a, b);
    CHECK(compared["a"] == a);
    CHECK(compared["b"] == b);
    bool storage = false, power = false, same = false;
    for (const auto& d : compared["differences"]) {
        const std::string figure = d["figure"];
        if (figure == "/design/cluster/storageReadGBps") {
            storage = true;
            CHECK(d["a"] == 40.0);
            CHECK(d["b"] == 80.0);
            CHECK(d["difference"] == 40.0);
        }
        if (figure == "/design/cluster/storageKW") {
            power = true;
            CHECK(d["difference"].get<double>() == Approx(8 * 1.5));
        }
        if (figure == "/design/course/accelerators") {
            same = true;
            CHECK(d["difference"] == 0.0);
        }
    }
    CHECK(storage);
    CHECK(power);
    CHECK(same);
    // A design compared with itself differs by nothing.
    const auto itself = compareDesigns(a, a);
    for (const auto& d : itself["differences"])
        if (d.contains("difference"))
            CHECK(d["difference"] == 0.0);
}

TEST_CASE("What would pass a criterion: core's own figures, and the design they name passes", "[design]")
{
    const nlohmann::json base = baseDesign();
    // Storage: the data servers the review asks for, at the same bandwidth each.
    nlohmann::json starved = with(base, "/workload/training/sampleBytes"_json_pointer, 50e6);
    starved["storage"] = {{"dataServers", 1}, {"perServerGBps", 0.5}};
    const DesignEvaluation starvedEvaluation = evaluate(starved);
    const ReviewCriterion* storage = criterion(starvedEvaluation, "storage-feeds-gpus");
    REQUIRE(storage != nullptr);
    REQUIRE(storage->toPassFigures.count("dataServers") == 1);
    CHECK(storage->toPassFigures.at("perServerGBps") == Approx(0.5));
    // The fewest servers of 0.5 GB/s that give the reads asked for.
    const double servers = storage->toPassFigures.at("dataServers");
    CHECK(servers * 0.5 >= storage->toPassFigures.at("readGBps"));
    CHECK((servers - 1) * 0.5 < storage->toPassFigures.at("readGBps"));
    const nlohmann::json fed = with(starved, "/storage/dataServers"_json_pointer, int(servers));
    const DesignEvaluation fedEvaluation = evaluate(fed);
    const ReviewCriterion* fedStorage = criterion(fedEvaluation, "storage-feeds-gpus");
    INFO(fedStorage->reason);
    CHECK(fedStorage->passed);

    // Racks: the feed and the cooling each rack over a limit needs.
    nlohmann::json dense = base;
    dense["racks"] = {{{"id", "rack"}, {"count", 1}, {"platform", "dgx-h100"}, {"servers", 4}, {"feedKW", 30},
                       {"cooling", "air"}}};
    const DesignEvaluation denseEvaluation = evaluate(dense);
    const ReviewCriterion* racks = criterion(denseEvaluation, "racks-within-limits");
    REQUIRE(racks->rackFixes.size() == 1);
    const ReviewCriterion::RackFix& fix = racks->rackFixes.front();
    CHECK(fix.rack == "rack");
    CHECK(fix.feedKW > 30);
    CHECK_FALSE(fix.coolingNeeded.empty());
    nlohmann::json fixed = dense;
    fixed["racks"][0]["feedKW"] = fix.feedKW;
    fixed["racks"][0]["cooling"] = fix.coolingNeeded;
    CHECK(criterion(evaluate(fixed), "racks-within-limits")->passed); // read within the full expression

    // Checkpoints: the interval named, in seconds.
    const nlohmann::json rare = with(base, "/workload/training/checkpointInterval"_json_pointer, "12h");
    const DesignEvaluation rareEvaluation = evaluate(rare);
    const ReviewCriterion* interval = criterion(rareEvaluation, "checkpoint-interval");
    REQUIRE(interval->toPassFigures.count("intervalS") == 1);
    CHECK(criterion(evaluate(with(base, "/workload/training/checkpointInterval"_json_pointer,
                                  interval->toPassFigures.at("intervalS"))),
                    "checkpoint-interval")
              ->passed);

    // A criterion that passes names nothing to do.
    const DesignEvaluation baseEvaluation = evaluate(base);
    const ReviewCriterion* passing = criterion(baseEvaluation, "racks-within-limits");
    CHECK(passing->passed);
    CHECK(passing->toPassFigures.empty());
    CHECK(passing->rackFixes.empty());
}
