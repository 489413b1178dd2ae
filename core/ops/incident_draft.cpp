#include "core/ops/incident_draft.h"

#include "core/ops/incident_writer.h"

#include <algorithm>

namespace ailab::core::ops {

namespace {

using json = nlohmann::json;

const json* member(const json& object, const char* key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

std::string string(const json& object, const char* key)
{
    const json* value = member(object, key);
    if (!value || !value->is_string())
        return {};
    std::string text = value->get<std::string>();
    if (text.size() > kMaxDraftTextBytes)
        text.resize(kMaxDraftTextBytes);
    return text;
}

LocalText text(const json& object, const char* key)
{
    LocalText out;
    const json* value = member(object, key);
    if (!value || !value->is_object())
        return out;
    for (const std::string& language : incidentLanguages()) {
        const std::string t = string(*value, language.c_str());
        if (!t.empty())
            out.byLanguage[language] = t;
    }
    return out;
}

// The entries of an array member that are objects, at most kMaxDraftItems.
std::vector<const json*> objects(const json& object, const char* key)
{
    std::vector<const json*> out;
    const json* value = member(object, key);
    if (!value || !value->is_array())
        return out;
    for (const json& item : *value) {
        if (out.size() == kMaxDraftItems)
            break;
        if (item.is_object())
            out.push_back(&item);
    }
    return out;
}

std::vector<std::string> ids(const json& object, const char* key)
{
    std::vector<std::string> out;
    const json* value = member(object, key);
    if (!value || !value->is_array())
        return out;
    for (const json& item : *value) {
        if (out.size() == kMaxDraftItems)
            break;
        if (item.is_string() && item.get_ref<const std::string&>().size() <= kMaxDraftTextBytes)
            out.push_back(item.get<std::string>());
    }
    return out;
}

// The index of `name` in `names`, or -1.
template <typename Names> int indexOf(const Names& names, const std::string& name)
{
    const auto it = std::find(names.begin(), names.end(), name);
    return it == names.end() ? -1 : int(it - names.begin());
}

int actionKindIndex(const std::string& name)
{
    for (int kind = 0; kind < 4; ++kind)
        if (actionKindName(static_cast<ActionKind>(kind)) == name)
            return kind;
    return -1;
}

int figureStyleIndex(const std::string& name)
{
    for (int style = 0; style < 3; ++style)
        if (figureStyleName(static_cast<FigureStyle>(style)) == name)
            return style;
    return -1;
}

std::vector<IncidentLabel> labels(const json& document, const char* key)
{
    std::vector<IncidentLabel> out;
    for (const json* item : objects(document, key))
        out.push_back({string(*item, "id"), text(*item, "title")});
    return out;
}

std::optional<IncidentSystemSpec> system(const json& document)
{
    const json* value = member(document, "system");
    if (!value || !value->is_object())
        return std::nullopt;
    IncidentSystemSpec s;
    if (const json* model = member(*value, "model"); model && model->is_object())
        s.model = *model;
    else
        s.model = json::object();
    if (const json* events = member(*value, "events"); events && events->is_array())
        s.events = *events;
    if (const json* seed = member(*value, "seed"); seed && seed->is_number_unsigned())
        s.seed = seed->get<std::uint64_t>();
    if (const json* focus = member(*value, "focus"); focus && focus->is_object()) {
        if (const std::string job = string(*focus, "job"); !job.empty()) {
            s.focus = {FocusKind::Job, job};
        } else {
            s.focus = {FocusKind::Service, string(*focus, "service")};
        }
    }
    return s;
}

} // namespace

IncidentDefinition incidentDraftFromJson(const json& document)
{
    IncidentDefinition d;
    if (!document.is_object())
        return d;
    d.id = string(document, "id");
    d.lab = string(document, "lab");
    d.model = string(document, "model");
    d.system = system(document);
    d.title = text(document, "title");
    d.summary = text(document, "summary");
    d.keyFigures = ids(document, "keyFigures");
    for (const json* item : objects(document, "stages")) {
        const int step = indexOf(investigationStepNames(), string(*item, "step"));
        if (step < 0)
            continue;
        d.stages.push_back({static_cast<InvestigationStep>(step), ids(*item, "evidence")});
    }
    for (const json* item : objects(document, "evidence"))
        d.evidence.push_back({string(*item, "id"), text(*item, "title"), text(*item, "text"),
                              ids(*item, "figures"), ids(*item, "series")});
    for (const json* item : objects(document, "figures")) {
        IncidentFigureText f;
        f.id = string(*item, "id");
        f.title = text(*item, "title");
        f.explanation = text(*item, "explanation");
        if (const int style = figureStyleIndex(string(*item, "style")); style >= 0)
            f.style = static_cast<FigureStyle>(style);
        d.figures.push_back(std::move(f));
    }
    d.series = labels(document, "series");
    d.thresholds = labels(document, "thresholds");
    for (const json* item : objects(document, "hypotheses"))
        d.hypotheses.push_back({string(*item, "id"), text(*item, "text")});
    for (const json* item : objects(document, "actions")) {
        IncidentAction a;
        a.id = string(*item, "id");
        if (const int kind = actionKindIndex(string(*item, "kind")); kind >= 0)
            a.kind = static_cast<ActionKind>(kind);
        a.text = text(*item, "text");
        a.explanation = text(*item, "explanation");
        d.actions.push_back(std::move(a));
    }
    for (const json* item : objects(document, "hints"))
        d.hints.push_back({string(*item, "id"), text(*item, "text")});
    if (const json* cause = member(document, "rootCause")) {
        d.rootCauses = ids(*cause, "hypotheses");
        d.rootCauseExplanation = text(*cause, "explanation");
    }
    return d;
}

} // namespace ailab::core::ops
