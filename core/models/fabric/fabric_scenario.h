#pragma once

#include "core/collective/collective_run.h"
#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"
#include "core/topo/fabric_builder.h"
#include "core/topo/routing.h"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

// The fabric lab's scenario model (lab 03): a leaf-spine fabric, what is broken or
// misconfigured in it, and the traffic it carries (a data-parallel training job's ring
// all-reduce and long background flows). The same model runs headless
// (`ailab-sim run`) and live in the lab (FabricRun, fabric_workload.h).
namespace ailab::core::models::fabric {

// One leaf-spine uplink out of service; `uplink` < 0 takes down every parallel uplink of
// the pair.
struct LinkFailure
{
    int leaf = 0;
    int spine = 0;
    int uplink = -1;
};

// The 09.7 case study's fault: the listed leaves (every leaf when empty) use only their
// first `maxPaths` equal-cost next hops (Router::limitEcmpWidth).
struct Misconfiguration
{
    int maxPaths = 1;
    std::vector<int> leaves;
};

// The training job: `iterations` steps of `computeSeconds` of computation followed by a
// ring all-reduce of `bytes` (per rank, nccl-tests' size) over `ranks` GPUs (0: all).
// `engine` Auto replays one solved step for every step of the ring when no background flow
// shares the fabric (FabricRun); PerFlow plays every flow, for comparison.
struct AllReduceWorkload
{
    bool enabled = true;
    double bytes = 1e9;
    int ranks = 0;
    collective::Placement placement = collective::Placement::Block;
    int iterations = 5;
    double computeSeconds = 0.02;
    collective::CollectiveEngine engine = collective::CollectiveEngine::Auto;
};

// A long flow between two servers' first NICs (storage traffic, a checkpoint copy...).
// `sourcePort` is the UDP source port of its 5-tuple, the entropy ECMP hashes; 0 picks
// 49152 + 1000 + its index.
struct BackgroundFlow
{
    int fromServer = 0;
    int toServer = 1;
    double bytes = 1e9;
    double startSeconds = 0.0;
    int sourcePort = 0;
};

struct FabricScenarioConfig
{
    topo::FabricConfig fabric;
    topo::EcmpMode ecmp = topo::EcmpMode::Hash;
    std::uint32_t hashSeed = 1;
    std::vector<LinkFailure> failedLinks;
    std::vector<int> failedSpines;
    std::optional<Misconfiguration> misconfiguration;
    AllReduceWorkload allReduce;
    std::vector<BackgroundFlow> background;
};

// Limits of the lab's controls and of scenario files.
inline constexpr int kMaxServers = 4096;
inline constexpr int kMaxLeaves = 256;
inline constexpr int kMaxSpines = 64;
inline constexpr int kMaxUplinks = 16;
inline constexpr int kMaxGpusPerServer = 16;

// Reads and checks every field of `model` (the object at `pointer`); absent fields take
// the seed's defaults (2 spines, 3 leaves, 6 GPU nodes, 400 Gb/s). Throws core::Error
// with the JSON pointer of the first bad field, including failures that name a leaf or
// spine the fabric does not have.
FabricScenarioConfig readFabricScenario(const nlohmann::json& model,
                                        const std::string& pointer = "/model");
// The inverse: every field, so that a saved state is complete.
nlohmann::json fabricScenarioToJson(const FabricScenarioConfig& config);
// Checks a config built in code (the lab's controls); throws core::Error naming the field
// as the file would ("/model/fabric/leaves").
void validateFabricScenario(const FabricScenarioConfig& config);

// Applies the failures and the misconfiguration to a built fabric and its router.
void applyFaults(const FabricScenarioConfig& config, topo::Fabric& fabric, topo::Router& router);

// Model entry points for the scenario registry (model_registry.cpp).
void validateFabricScenarioDocument(const scenario::Scenario& scenario);
// Runs the workload to its end on the flow engine and prints the dashboard's figures,
// the all-reduce against its closed form, and the collective model's cross-check.
nlohmann::json runFabricScenario(const scenario::Scenario& scenario);

// What the lab opens with, as a scenario (sourceName "defaults"): the fault-free fabric of
// FabricScenarioConfig{}.
scenario::Scenario defaultScenario();
// The model's entry in the registry (model_registry.cpp).
scenario::ModelEntry modelEntry();

} // namespace ailab::core::models::fabric
