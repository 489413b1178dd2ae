#pragma once

// moc and the core's C++20 headers: Qt comes first.
#include "core/cluster/cluster_spec.h"
#include "core/ops/incident_definition.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace ailab::labs::operations {

// The part of an operations incident that is its cluster (the incident file's "system":
// {"model": the cluster as a scenario's model, "events": its faults with their times as a
// scenario's events, "focus": {"job": NAME} or {"service": NAME}}), made from the state of
// the lab: the scenario's cluster and the faults chosen among the scenario's and the
// learner's. Core reads it back with readClusterSpec, so that a made incident is checked
// as a scenario is.
using IncidentFocus = core::ops::IncidentFocus;

// One fault as a scenario's event: {"at", "until", "fault", "target", "severity", "xid"},
// the optional fields only when set. Times in seconds.
nlohmann::json faultEvent(const core::cluster::FaultSpec& fault);

core::ops::IncidentSystemSpec incidentSystem(const nlohmann::json& clusterModel,
                                             const std::vector<core::cluster::FaultSpec>& faults,
                                             const IncidentFocus& focus);

// The focus a file names: "job" or "service" and its name; the first job (else service) of
// the cluster by default.
IncidentFocus defaultFocus(const core::cluster::ClusterSpec& spec);

} // namespace ailab::labs::operations
