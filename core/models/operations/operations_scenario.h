#pragma once

#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/sim/simulation.h"
#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

// The operations lab's scenario model (docs/models.md, "Cluster twin"): the scenario's
// `model` is a cluster (core/cluster/cluster_spec.h) and its `events` the faults to inject;
// running it runs the twin for the model's duration and reports its summary.
namespace ailab::core::models::operations {

// Reads the model and events (core::Error at the field) and builds the twin once, so that
// targets that name no part and jobs that do not fit are refused too.
cluster::ClusterSpec readOperationsScenario(const scenario::Scenario& scenario);
void validateOperationsScenario(const scenario::Scenario& scenario);

// What one run asks beyond the scenario: another duration, more faults (each in the form
// KIND[:TARGET][,severity=X][,xid=N]@AT[..UNTIL], see parseFaultOption), the telemetry
// files to write.
struct RunOptions
{
    double durationS = 0; // 0: the scenario's
    std::vector<cluster::FaultSpec> extraFaults;
};

// A time on the command line: seconds ("600") or a number with its unit ("10min", "54d");
// core::Error naming `option` otherwise.
double parseTime(const std::string& text, const std::string& option);

// "link-down:leaf0-spine1@10min..20min", "xid:server2/gpu3,xid=79@1h",
// "cooling-failure:rack1,severity=0.6@300": throws core::Error naming `option`.
cluster::FaultSpec parseFaultOption(const std::string& text, const std::string& option);

// A twin run to its end: the simulation and the twin, whose metrics and events the caller
// reads or exports.
struct ClusterRun
{
    std::unique_ptr<sim::Simulation> simulation;
    std::unique_ptr<cluster::ClusterTwin> twin;
};
ClusterRun runCluster(const scenario::Scenario& scenario, const RunOptions& options);

// The twin's summary after the run.
nlohmann::json runOperationsScenario(const scenario::Scenario& scenario);

scenario::ModelEntry modelEntry();

} // namespace ailab::core::models::operations
