#include "app/sim/checkpoint_command.h"

#include "app/sim/unit_options.h"
#include "core/error.h"
#include "core/storage/checkpoint_model.h"
#include "core/storage/workloads.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <ostream>

namespace ailab::sim {

using namespace ailab::core;

namespace {

std::vector<std::string> checkpointModelIds()
{
    std::vector<std::string> ids;
    for (const storage::CheckpointWorkload& w : storage::checkpointWorkloads())
        ids.push_back(w.id);
    return ids;
}

storage::CheckpointSetup setupOf(const CheckpointOptions& o)
{
    storage::CheckpointSetup s;
    const storage::CheckpointWorkload* model =
        o.model.empty() ? nullptr : storage::findCheckpointWorkload(o.model);
    if (!o.size.empty())
        s.bytes = bytesOption(o.size, "--size");
    else if (model != nullptr)
        s.bytes = model->checkpointBytes;
    else
        throw CLI::ValidationError("--size", "give the checkpoint's size, or --model");
    s.writerBytesPerSecond = byteRateOption(o.writeRate, "--write-rate");
    s.tierBytesPerSecond = o.tierRate.empty() ? 0.0 : byteRateOption(o.tierRate, "--tier-rate");
    s.intervalS = secondsOption(o.interval, "--interval");
    s.mode = storage::parseCheckpointMode(o.mode, "--mode");
    s.ranks = o.ranks > 0 ? o.ranks : (model != nullptr ? model->processes : 8);
    s.hostCopyBytesPerSecond = byteRateOption(o.hostCopyRate, "--host-copy-rate");
    s.mtbfS = o.mtbf.empty() ? 0.0 : secondsOption(o.mtbf, "--mtbf");
    s.restartS = o.restart.empty() ? 0.0 : secondsOption(o.restart, "--restart");
    const std::pair<const char*, const char*> options[] = {
        {"bytes", "--size"},
        {"writerBytesPerSecond", "--write-rate"},
        {"tierBytesPerSecond", "--tier-rate"},
        {"intervalS", "--interval"},
        {"ranks", "--ranks"},
        {"hostCopyBytesPerSecond", "--host-copy-rate"},
        {"mtbfS", "--mtbf"},
        {"restartS", "--restart"}};
    try {
        storage::validateCheckpoint(s);
    } catch (const Error& e) {
        for (const auto& [field, option] : options) {
            if (e.path() == field)
                throw CLI::ValidationError(option, e.message());
        }
        throw CLI::ValidationError(e.path(), e.message());
    }
    if (!o.mtbf.empty() && !(s.mtbfS > 0))
        throw CLI::ValidationError("--mtbf", "the MTBF must be above zero");
    if (!o.window.empty() && !(secondsOption(o.window, "--window") > 0))
        throw CLI::ValidationError("--window", "the window must be above zero");
    return s;
}

} // namespace

CLI::App* addCheckpointCommand(CLI::App& app, CheckpointOptions& o)
{
    CLI::App* cmd = app.add_subcommand(
        "checkpoint", "Checkpoint cost: stall, overhead, Young and Daly intervals; print JSON.");
    cmd->add_option("--size", o.size, "Checkpoint size: 400GB, 2TB, 512GiB");
    cmd->add_option("--model", o.model, "An MLPerf Storage checkpoint workload (size, ranks)")
        ->check(CLI::IsMember(checkpointModelIds()));
    cmd->add_option("--write-rate", o.writeRate, "What one writer achieves: 10GB/s, 80Gb/s")
        ->required();
    cmd->add_option("--tier-rate", o.tierRate, "The tier's aggregate write bandwidth");
    cmd->add_option("--interval", o.interval, "Training time between checkpoints: 30min")
        ->required();
    cmd->add_option("--mode", o.mode, "sync (blocking), async or sharded")
        ->check(CLI::IsMember({"sync", "async", "sharded"}));
    cmd->add_option("--ranks", o.ranks, "Writers of a sharded or async checkpoint")
        ->check(CLI::Range(1, 1'000'000))
        ->default_str("8, or the model's processes");
    cmd->add_option("--host-copy-rate", o.hostCopyRate, "One rank's copy to host memory");
    cmd->add_option("--mtbf", o.mtbf, "Mean time between failures: 24h");
    cmd->add_option("--restart", o.restart, "Time to restart after a failure: 10min");
    cmd->add_option("--window", o.window, "Print the write rate that saves it within: 300s");
    cmd->callback([&o] { setupOf(o); });
    return cmd;
}

void checkpointCommand(const CheckpointOptions& o, std::ostream& out)
{
    const storage::CheckpointSetup s = setupOf(o);
    const storage::CheckpointResult r = storage::evaluateCheckpoint(s);
    nlohmann::ordered_json j;
    j["mode"] = std::string(storage::checkpointModeId(s.mode));
    j["size_GB"] = s.bytes / 1e9;
    j["ranks"] = s.ranks;
    j["interval_s"] = s.intervalS;
    j["write_rate_GBps"] = r.writeBytesPerSecond / 1e9;
    j["write_rate_Gbps"] = r.writeBytesPerSecond * 8 / 1e9;
    j["write_s"] = r.writeSeconds;
    j["stall_s"] = r.stallSeconds;
    j["overhead_percent"] = 100.0 * r.overheadFraction;
    j["wall_time_percent"] = 100.0 * r.wallFraction;
    j["GB_per_hour"] = r.bytesPerHour / 1e9;
    j["background_overruns"] = r.backgroundOverruns;
    if (!o.window.empty()) {
        const double rate =
            storage::requiredWriteRate(s.bytes, secondsOption(o.window, "--window"));
        j["required_rate_GBps"] = rate / 1e9;
        j["required_rate_Gbps"] = rate * 8 / 1e9;
    }
    if (s.mtbfS > 0) {
        j["mtbf_s"] = s.mtbfS;
        j["young_interval_s"] = r.youngIntervalS;
        j["daly_interval_s"] = r.dalyIntervalS;
        j["expected_lost_per_failure_s"] = r.expectedLostPerFailureS;
        j["failure_waste_percent"] = 100.0 * r.failureWasteFraction;
        j["daly_waste_percent"] = 100.0 * r.dalyWasteFraction;
    }
    out << j.dump(2) << '\n';
}

} // namespace ailab::sim
