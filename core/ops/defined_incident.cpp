#include "core/ops/defined_incident.h"

#include "core/error.h"

#include <algorithm>
#include <fmt/format.h>

namespace ailab::core::ops {

bool IncidentSystem::improved(const Outcome& before, const Outcome& after) const
{
    return headlineImproved(before, after);
}

DefinedIncident::DefinedIncident(IncidentDefinition definition,
                                 std::shared_ptr<const IncidentSystem> system)
    : m_definition(std::move(definition))
    , m_system(std::move(system))
{
    if (!m_system)
        throw Error("an incident needs the model it runs on", "/model");
}

std::vector<EvidenceItem> DefinedIncident::evidence() const
{
    const std::vector<Figure> figures = m_system->telemetry();
    const std::vector<Series> series = m_system->telemetrySeries();
    std::vector<EvidenceItem> out;
    for (std::size_t stage = 0; stage < m_definition.stages.size(); ++stage) {
        for (const std::string& id : m_definition.stages[stage].evidence) {
            const IncidentEvidence& e = *m_definition.findEvidence(id);
            EvidenceItem item{e.id, static_cast<int>(stage), {}, {}};
            for (const std::string& f : e.figures) {
                const auto it = std::find_if(figures.begin(), figures.end(),
                                             [&](const Figure& x) { return x.id == f; });
                if (it == figures.end())
                    throw Error(fmt::format("the model '{}' measured no figure '{}'",
                                            m_definition.model, f),
                                "/evidence");
                item.figures.push_back(*it);
            }
            for (const std::string& s : e.series) {
                const auto it = std::find_if(series.begin(), series.end(),
                                             [&](const Series& x) { return x.id == s; });
                if (it == series.end())
                    throw Error(fmt::format("the model '{}' measured no series '{}'",
                                            m_definition.model, s),
                                "/evidence");
                item.series.push_back(*it);
            }
            out.push_back(std::move(item));
        }
    }
    return out;
}

std::vector<HypothesisOption> DefinedIncident::hypotheses() const
{
    std::vector<HypothesisOption> out;
    for (const IncidentHypothesis& h : m_definition.hypotheses)
        out.push_back(
            {h.id, std::find(m_definition.rootCauses.begin(), m_definition.rootCauses.end(),
                             h.id) != m_definition.rootCauses.end()});
    return out;
}

std::vector<ActionOption> DefinedIncident::actions() const
{
    std::vector<ActionOption> out;
    for (const IncidentAction& a : m_definition.actions)
        out.push_back({a.id, a.kind});
    return out;
}

std::vector<std::string> DefinedIncident::hints() const
{
    std::vector<std::string> out;
    for (const IncidentHint& h : m_definition.hints)
        out.push_back(h.id);
    return out;
}

Outcome DefinedIncident::run(const std::vector<std::string>& actions, double atS) const
{
    // Only what the file offers may be applied, though the model may know more.
    for (const std::string& a : actions)
        if (m_definition.findAction(a) == nullptr)
            throw Error(fmt::format("unknown action '{}' for incident {}", a, m_definition.id),
                        "/actions");
    return m_system->run(actions, atS);
}

} // namespace ailab::core::ops
