// libFuzzer target: the incident file reader (docs/architecture.md, "Fuzzing" and "Incident
// files"). Any input is either an incident or refused with a core::Error; anything else
// (another exception, a crash, a sanitizer report) is a bug. What it accepts must hold
// together: every stage reveals evidence, every id the evidence names has its text, and a
// root cause is one of the hypotheses. Nothing is run: the models are not built. The draft
// reader an editor restores its unfinished incident with takes any JSON without throwing,
// and reads back exactly what the writer wrote of an accepted incident.
#include "core/error.h"
#include "core/models/incident_registry.h"
#include "core/ops/incident_draft.h"
#include "core/ops/incident_writer.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace ailab::core;
    const std::string text(reinterpret_cast<const char*>(data), size);
    const nlohmann::json any = nlohmann::json::parse(text, nullptr, false);
    if (!any.is_discarded())
        (void)ops::incidentDraftFromJson(any); // never throws: a throw ends the fuzzer
    ops::IncidentDefinition d;
    try {
        d = models::parseIncident(text, "fuzz.json");
    } catch (const Error&) {
        return 0; // refused with a message: what the reader should do
    }
    if (d.stages.empty() || d.rootCauses.empty() || d.title.in("en").empty())
        std::abort();
    for (const ops::IncidentStage& stage : d.stages) {
        if (stage.evidence.empty())
            std::abort();
        for (const std::string& id : stage.evidence)
            if (d.findEvidence(id) == nullptr)
                std::abort();
    }
    for (const ops::IncidentEvidence& e : d.evidence)
        for (const std::string& id : e.figures)
            if (d.findFigure(id) == nullptr)
                std::abort();
    for (const std::string& id : d.rootCauses)
        if (d.findHypothesis(id) == nullptr)
            std::abort();
    const nlohmann::json written = ops::incidentToJson(d);
    if (ops::incidentToJson(ops::incidentDraftFromJson(written)) != written)
        std::abort();
    return 0;
}
