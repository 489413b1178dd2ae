#include "labs/operations/views/incident_system_json.h"

#include <algorithm>

namespace ailab::labs::operations {

nlohmann::json faultEvent(const core::cluster::FaultSpec& fault)
{
    nlohmann::json event{{"at", fault.atS}};
    if (fault.untilS)
        event["until"] = *fault.untilS;
    event["fault"] = fault.kind;
    if (!fault.target.empty())
        event["target"] = fault.target;
    if (fault.severity)
        event["severity"] = *fault.severity;
    if (fault.xid != 0)
        event["xid"] = fault.xid;
    return event;
}

core::ops::IncidentSystemSpec incidentSystem(const nlohmann::json& clusterModel,
                                             const std::vector<core::cluster::FaultSpec>& faults,
                                             const IncidentFocus& focus)
{
    // A scenario's events are in time order; so are the system's.
    std::vector<core::cluster::FaultSpec> ordered = faults;
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const auto& a, const auto& b) { return a.atS < b.atS; });
    nlohmann::json events = nlohmann::json::array();
    for (const core::cluster::FaultSpec& fault : ordered)
        events.push_back(faultEvent(fault));
    core::ops::IncidentSystemSpec system;
    system.model = clusterModel;
    system.events = std::move(events);
    system.focus = focus;
    return system;
}

IncidentFocus defaultFocus(const core::cluster::ClusterSpec& spec)
{
    if (!spec.jobs.empty())
        return {core::ops::FocusKind::Job, spec.jobs.front().name};
    if (!spec.services.empty())
        return {core::ops::FocusKind::Service, spec.services.front().name};
    return {};
}

} // namespace ailab::labs::operations
