#pragma once

#include "core/net/packet/incast_scenario.h"
#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"

#include <nlohmann/json.hpp>
#include <string>

// The RoCEv2 lab's scenario model (lab 04): the incast of its congestion simulator on the
// packet-level engine, with every switch and DCQCN parameter the learner can edit, and how
// long to run it. The same model runs headless (`ailab-sim run`) and live in the lab.
namespace ailab::core::models::roce {

struct RoceScenarioConfig
{
    net::packet::IncastConfig incast;
    double durationS = 0.005;
};

// Limits of the lab's controls and of scenario files.
inline constexpr int kMaxIncastSenders = 64;
inline constexpr double kMaxRoceDurationS = 0.1;

// Reads and checks every field of `model` (the object at `pointer`). Sizes are in KB
// (1000 B), rates in Gb/s, times in us or ms as the field names say. Absent fields take the
// defaults of packet_config.h (the seed's 120 % offered load, 16 senders at 100 Gb/s). ECN
// thresholds given in the file are used as they are; absent, they scale with the link rate
// (100 KB and 400 KB per 25 Gb/s). Throws core::Error with the JSON pointer of the field.
RoceScenarioConfig readRoceScenario(const nlohmann::json& model,
                                    const std::string& pointer = "/model");
// The inverse, with every field (thresholds as the bytes in force), for saved states.
nlohmann::json roceScenarioToJson(const RoceScenarioConfig& config);
// Checks a config built in code; throws core::Error naming the field as a file would.
void validateRoceScenario(const RoceScenarioConfig& config);

// The Kmin and Kmax in force on a port of `rateBps` (scaled or as given).
double effectiveKminBytes(const net::packet::SwitchConfig& switches, double rateBps);
double effectiveKmaxBytes(const net::packet::SwitchConfig& switches, double rateBps);

// Model entry points for the scenario registry (model_registry.cpp).
void validateRoceScenarioDocument(const scenario::Scenario& scenario);
// Runs the incast for its duration and reports what `ailab-sim dcqcn` prints.
nlohmann::json runRoceScenario(const scenario::Scenario& scenario);

// What the lab opens with, as a scenario (sourceName "defaults"): the incast of
// RoceScenarioConfig{}.
scenario::Scenario defaultScenario();
// The model's entry in the registry (model_registry.cpp).
scenario::ModelEntry modelEntry();

} // namespace ailab::core::models::roce
