#include "core/ops/incident_writer.h"

#include <array>

namespace ailab::core::ops {

namespace {

// The file's order of fields (as the shipped files and the format's documentation give it),
// which nlohmann::json's sorted objects would lose.
using Ordered = nlohmann::ordered_json;

Ordered text(const LocalText& local)
{
    Ordered out = Ordered::object();
    // English first, then the other languages in the program's order.
    for (const std::string& language : incidentLanguages())
        if (const auto it = local.byLanguage.find(language); it != local.byLanguage.end())
            out[language] = it->second;
    return out;
}

Ordered ids(const std::vector<std::string>& list)
{
    Ordered out = Ordered::array();
    for (const std::string& id : list)
        out.push_back(id);
    return out;
}

Ordered labels(const std::vector<IncidentLabel>& list)
{
    Ordered out = Ordered::array();
    for (const IncidentLabel& label : list)
        out.push_back({{"id", label.id}, {"title", text(label.title)}});
    return out;
}

Ordered document(const IncidentDefinition& d)
{
    Ordered out;
    out["schema"] = std::string(kIncidentSchema);
    out["id"] = d.id;
    out["lab"] = d.lab;
    out["model"] = d.model;
    if (d.system) {
        // The cluster as data, in the order the reader takes it; the seed only when it is
        // not the reader's default.
        Ordered system;
        system["model"] = d.system->model;
        system["events"] = d.system->events;
        if (d.system->seed != 1)
            system["seed"] = d.system->seed;
        system["focus"] = {{d.system->focus.kind == FocusKind::Job ? "job" : "service",
                            d.system->focus.name}};
        out["system"] = std::move(system);
    }
    out["title"] = text(d.title);
    out["summary"] = text(d.summary);
    out["keyFigures"] = ids(d.keyFigures);

    Ordered stages = Ordered::array();
    for (const IncidentStage& stage : d.stages)
        stages.push_back(
            {{"step", investigationStepName(stage.step)}, {"evidence", ids(stage.evidence)}});
    out["stages"] = std::move(stages);

    Ordered evidence = Ordered::array();
    for (const IncidentEvidence& e : d.evidence) {
        // Both lists always, as the shipped files write them, even when empty.
        evidence.push_back({{"id", e.id},
                            {"title", text(e.title)},
                            {"text", text(e.text)},
                            {"figures", ids(e.figures)},
                            {"series", ids(e.series)}});
    }
    out["evidence"] = std::move(evidence);

    Ordered figures = Ordered::array();
    for (const IncidentFigureText& f : d.figures) {
        Ordered item{{"id", f.id}, {"title", text(f.title)}};
        if (!f.explanation.empty())
            item["explanation"] = text(f.explanation);
        if (f.style != FigureStyle::Unit)
            item["style"] = figureStyleName(f.style);
        figures.push_back(std::move(item));
    }
    if (!figures.empty())
        out["figures"] = std::move(figures);
    if (!d.series.empty())
        out["series"] = labels(d.series);
    if (!d.thresholds.empty())
        out["thresholds"] = labels(d.thresholds);

    Ordered hypotheses = Ordered::array();
    for (const IncidentHypothesis& h : d.hypotheses)
        hypotheses.push_back({{"id", h.id}, {"text", text(h.text)}});
    out["hypotheses"] = std::move(hypotheses);

    Ordered actions = Ordered::array();
    for (const IncidentAction& a : d.actions)
        actions.push_back({{"id", a.id},
                           {"kind", actionKindName(a.kind)},
                           {"text", text(a.text)},
                           {"explanation", text(a.explanation)}});
    out["actions"] = std::move(actions);

    if (!d.hints.empty()) {
        Ordered hints = Ordered::array();
        for (const IncidentHint& h : d.hints)
            hints.push_back({{"id", h.id}, {"text", text(h.text)}});
        out["hints"] = std::move(hints);
    }
    out["rootCause"] = {{"hypotheses", ids(d.rootCauses)},
                        {"explanation", text(d.rootCauseExplanation)}};
    return out;
}

} // namespace

nlohmann::json incidentToJson(const IncidentDefinition& definition)
{
    return nlohmann::json(document(definition));
}

std::string incidentFileText(const IncidentDefinition& definition)
{
    return document(definition).dump(2) + "\n";
}

const std::string& investigationStepName(InvestigationStep step)
{
    return investigationStepNames().at(static_cast<std::size_t>(step));
}

const std::string& actionKindName(ActionKind kind)
{
    static const std::array<std::string, 4> names{"fix", "mitigation", "no-effect", "harmful"};
    return names.at(static_cast<std::size_t>(kind));
}

const std::string& figureStyleName(FigureStyle style)
{
    static const std::array<std::string, 3> names{"unit", "multiple", "ratio-to-one"};
    return names.at(static_cast<std::size_t>(style));
}

} // namespace ailab::core::ops
