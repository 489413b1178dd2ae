#include "core/models/stack/stack_scenario.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/models/stack/stack_parameters.h"
#include "core/scenario/json_reader.h"
#include "core/sim/simulation.h"

#include <functional>
#include <map>

namespace ailab::core::models::stack {

namespace {

// How each parameter of stack_parameters.cpp maps onto the config, with its unit
// conversion (the file speaks GB/s, ms, µs; the models speak bytes and seconds).
struct Binding
{
    const char* key;
    std::function<double(const StackConfig&)> get;
    std::function<void(StackConfig&, double)> set;
};

template <typename T>
Binding bind(const char* key, T StackConfig::*group, double T::*field, double multiply = 1.0,
             double divide = 1.0)
{
    // Multiply and divide by exact powers of ten so that file values survive a round trip.
    return {key, [=](const StackConfig& c) { return (c.*group).*field * divide / multiply; },
            [=](StackConfig& c, double v) { (c.*group).*field = v * multiply / divide; }};
}

template <typename T> Binding bindInt(const char* key, T StackConfig::*group, int T::*field)
{
    return {key, [=](const StackConfig& c) { return double((c.*group).*field); },
            [=](StackConfig& c, double v) { (c.*group).*field = static_cast<int>(v); }};
}

Binding bindDegradation(const char* key, double train::Degradations::*field)
{
    return {key, [=](const StackConfig& c) { return c.step.degradations.*field; },
            [=](StackConfig& c, double v) { c.step.degradations.*field = v; }};
}

const std::vector<Binding>& bindings()
{
    using S = train::StepInputs;
    using J = train::JourneyInputs;
    using I = infer::RequestPathInputs;
    constexpr auto step = &StackConfig::step;
    constexpr auto journey = &StackConfig::journey;
    constexpr auto inference = &StackConfig::inference;
    static const std::vector<Binding> all = {
        bindInt("servers", step, &S::servers),
        bindInt("gpusPerServer", step, &S::gpusPerServer),
        bind("parameters", step, &S::parameters),
        bind("tokensPerStep", step, &S::tokensPerStep),
        bind("mfu", step, &S::mfu),
        bind("gradientBytesPerParameter", step, &S::gradientBytesPerParameter),
        bind("networkLatencyUs", step, &S::networkLatencySeconds, 1.0, 1e6),
        bind("overlap", step, &S::overlapFraction),
        bind("dataGBPerGpuPerStep", step, &S::dataBytesPerGpuPerStep, 1e9),
        bind("storageReadGBps", step, &S::storageReadBytesPerSecond, 1e9),
        bind("storageWriteGBps", step, &S::storageWriteBytesPerSecond, 1e9),
        bind("checkpointBytesPerParameter", step, &S::checkpointBytesPerParameter),
        bindInt("checkpointEverySteps", step, &S::checkpointEverySteps),
        bind("powerFloor", step, &S::powerFloorFraction),
        bindDegradation("degradations/storageSlowdown", &train::Degradations::storageSlowdown),
        bindDegradation("degradations/networkBandwidthFraction",
                        &train::Degradations::networkBandwidthFraction),
        bindDegradation("degradations/powerCap", &train::Degradations::powerCap),
        bind("journey/submissionSeconds", journey, &J::submissionSeconds),
        bind("journey/allocationSeconds", journey, &J::allocationSeconds),
        bindInt("journey/steps", journey, &J::steps),
        bind("inference/clientToGatewayMs", inference, &I::clientToGatewaySeconds, 1.0, 1e3),
        bind("inference/gatewayMs", inference, &I::gatewaySeconds, 1.0, 1e3),
        bind("inference/routingMs", inference, &I::routingSeconds, 1.0, 1e3),
        bind("inference/queueingMs", inference, &I::queueingSeconds, 1.0, 1e3),
        bind("inference/prefillMs", inference, &I::prefillSeconds, 1.0, 1e3),
        bindInt("inference/outputTokens", inference, &I::outputTokens),
        bind("inference/tpotMs", inference, &I::timePerOutputTokenSeconds, 1.0, 1e3),
        bind("inference/responseMs", inference, &I::responseSeconds, 1.0, 1e3),
    };
    return all;
}

const Binding& bindingFor(std::string_view key)
{
    for (const Binding& b : bindings()) {
        if (key == b.key)
            return b;
    }
    throw Error("no binding for stack parameter '" + std::string(key) + "'");
}

std::vector<std::string> gpuIds()
{
    std::vector<std::string> ids;
    for (const auto& gpu : hw::gpus())
        ids.push_back(gpu.id);
    return ids;
}

std::vector<std::string> fabricIds()
{
    std::vector<std::string> ids;
    for (const auto& fabric : hw::fabrics())
        ids.push_back(fabric.id);
    return ids;
}

// "inference/tpotMs" -> ("inference", "tpotMs"); "servers" -> ("", "servers").
std::pair<std::string, std::string> splitKey(std::string_view key)
{
    const auto slash = key.find('/');
    if (slash == std::string_view::npos)
        return {"", std::string(key)};
    return {std::string(key.substr(0, slash)), std::string(key.substr(slash + 1))};
}

} // namespace

void resolveHardware(StackConfig& config)
{
    const hw::GpuSpec* gpu = hw::findGpu(config.gpu);
    if (gpu == nullptr || gpu->bf16DenseTflops <= 0.0)
        throw Error("unknown GPU '" + config.gpu + "'", "/model/gpu");
    const hw::FabricSpec* fabric = hw::findFabric(config.fabric);
    if (fabric == nullptr || fabric->portGbps <= 0.0)
        throw Error("unknown fabric '" + config.fabric + "'", "/model/fabric");
    config.step.peakFlopsPerGpu = gpu->bf16DenseTflops * 1e12;
    config.step.networkBytesPerSecondPerGpu = fabric->portGBps() * 1e9;
}

StackConfig defaultStackConfig()
{
    StackConfig config;
    for (const ParameterInfo& p : stackParameters())
        bindingFor(p.key).set(config, p.defaultValue);
    resolveHardware(config);
    return config;
}

StackConfig readStackConfig(const nlohmann::json& model, const std::string& pointer)
{
    using namespace scenario;
    StackConfig config = defaultStackConfig();
    ObjectReader top(model, pointer);
    config.gpu = top.choice("gpu", gpuIds(), config.gpu);
    config.fabric = top.choice("fabric", fabricIds(), config.fabric);

    std::map<std::string, ObjectReader> groups;
    for (const char* group : {"degradations", "journey", "inference"}) {
        if (auto reader = top.optionalObject(group))
            groups.emplace(group, std::move(*reader));
    }
    for (const ParameterInfo& p : stackParameters()) {
        const auto [group, field] = splitKey(p.key);
        ObjectReader* reader = &top;
        if (!group.empty()) {
            auto found = groups.find(group);
            if (found == groups.end())
                continue; // the whole group is absent: defaults
            reader = &found->second;
        }
        double value;
        if (p.integer) {
            value =
                double(reader->integer(field, IntegerSpec{std::int64_t(p.min), std::int64_t(p.max),
                                                          std::int64_t(p.defaultValue)}));
        } else {
            value = reader->number(field, NumberSpec{p.min, p.max, p.defaultValue});
        }
        bindingFor(p.key).set(config, value);
    }
    for (auto& [name, reader] : groups)
        reader.finish();
    top.finish();

    resolveHardware(config);
    train::validateStepInputs(config.step);
    infer::validateRequestPath(config.inference);
    return config;
}

nlohmann::json stackConfigToJson(const StackConfig& config)
{
    nlohmann::json model = nlohmann::json::object();
    model["gpu"] = config.gpu;
    model["fabric"] = config.fabric;
    for (const ParameterInfo& p : stackParameters()) {
        const auto [group, field] = splitKey(p.key);
        nlohmann::json& target = group.empty() ? model : model[group];
        const double value = bindingFor(p.key).get(config);
        if (p.integer)
            target[field] = static_cast<std::int64_t>(value);
        else
            target[field] = value;
    }
    return model;
}

void validateStackScenario(const scenario::Scenario& scenario)
{
    readStackConfig(scenario.model, "/model");
    // The stack model is a steady-state step model: it schedules no events and stages no
    // incident, so a file that brings either would silently do nothing.
    if (!scenario.events.is_null() && !(scenario.events.is_array() && scenario.events.empty()))
        throw Error("the stack lab takes no events", "/events");
    if (!scenario.incident.is_null() &&
        !(scenario.incident.is_object() && scenario.incident.empty()))
        throw Error("the stack lab takes no incident", "/incident");
}

nlohmann::json runStackScenario(const scenario::Scenario& scenario)
{
    validateStackScenario(scenario);
    return stackMetrics(readStackConfig(scenario.model, "/model"));
}

scenario::Scenario defaultScenario()
{
    return scenario::defaultsScenario("stack", "Healthy 32-GPU training job",
                                      stackConfigToJson(defaultStackConfig()));
}

scenario::ModelEntry modelEntry()
{
    return {.lab = "stack",
            .validate = validateStackScenario,
            .run = runStackScenario,
            .defaultScenario = defaultScenario};
}

} // namespace ailab::core::models::stack
