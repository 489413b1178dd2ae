#include "core/storage/checkpoint_model.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>

namespace ailab::core::storage {

std::string_view checkpointModeId(CheckpointMode mode)
{
    switch (mode) {
    case CheckpointMode::Blocking:
        return "sync";
    case CheckpointMode::Async:
        return "async";
    case CheckpointMode::Sharded:
        return "sharded";
    }
    return "sync";
}

CheckpointMode parseCheckpointMode(std::string_view id, const std::string& path)
{
    if (id == "sync" || id == "blocking")
        return CheckpointMode::Blocking;
    if (id == "async")
        return CheckpointMode::Async;
    if (id == "sharded")
        return CheckpointMode::Sharded;
    throw Error("unknown checkpoint mode \"" + std::string(id) +
                    "\"; expected one of sync, async, sharded",
                path);
}

namespace {

void require(bool ok, const char* message, const char* field)
{
    if (!ok)
        throw Error(message, field);
}

bool positive(double v)
{
    return std::isfinite(v) && v > 0;
}

} // namespace

void validateCheckpoint(const CheckpointSetup& s)
{
    require(positive(s.bytes), "the checkpoint size must be above zero", "bytes");
    require(positive(s.writerBytesPerSecond), "the write rate must be above zero",
            "writerBytesPerSecond");
    require(std::isfinite(s.tierBytesPerSecond) && s.tierBytesPerSecond >= 0,
            "the tier's bandwidth must be zero (one writer's) or above", "tierBytesPerSecond");
    require(positive(s.intervalS), "the interval must be above zero", "intervalS");
    require(s.ranks >= 1 && s.ranks <= 1'000'000, "expected 1 to 1,000,000 ranks", "ranks");
    require(positive(s.hostCopyBytesPerSecond), "the host copy rate must be above zero",
            "hostCopyBytesPerSecond");
    require(std::isfinite(s.mtbfS) && s.mtbfS >= 0, "the MTBF must be zero (none) or above",
            "mtbfS");
    require(std::isfinite(s.restartS) && s.restartS >= 0, "the restart time cannot be negative",
            "restartS");
}

double requiredWriteRate(double bytes, double windowS)
{
    return bytes / windowS;
}

double youngInterval(double deltaS, double mtbfS)
{
    return std::sqrt(2.0 * deltaS * mtbfS);
}

double dalyInterval(double deltaS, double mtbfS)
{
    if (deltaS >= 2.0 * mtbfS)
        return mtbfS;
    const double x = deltaS / (2.0 * mtbfS);
    return std::sqrt(2.0 * deltaS * mtbfS) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - deltaS;
}

double dalyWasteFraction(double tauS, double deltaS, double mtbfS, double restartS)
{
    const double m = mtbfS;
    return m * std::exp(restartS / m) * std::expm1((tauS + deltaS) / m) / tauS - 1.0;
}

CheckpointResult evaluateCheckpoint(const CheckpointSetup& s)
{
    validateCheckpoint(s);
    CheckpointResult r;
    const double tier = s.tierBytesPerSecond > 0 ? s.tierBytesPerSecond : s.writerBytesPerSecond;
    switch (s.mode) {
    case CheckpointMode::Blocking:
        // One writer, training stopped until the last byte is written (the seed's model).
        r.writeBytesPerSecond = std::min(s.writerBytesPerSecond, tier);
        r.writeSeconds = s.bytes / r.writeBytesPerSecond;
        r.stallSeconds = r.writeSeconds;
        break;
    case CheckpointMode::Sharded:
        // Every rank writes its part at once, together up to the tier's bandwidth.
        r.writeBytesPerSecond = std::min(double(s.ranks) * s.writerBytesPerSecond, tier);
        r.writeSeconds = s.bytes / r.writeBytesPerSecond;
        r.stallSeconds = r.writeSeconds;
        break;
    case CheckpointMode::Async:
        // Each rank copies its shard to host memory (training waits for that), then the
        // shards are written in the background; a write that outlasts the interval holds
        // the next checkpoint back by the difference.
        r.writeBytesPerSecond = std::min(double(s.ranks) * s.writerBytesPerSecond, tier);
        r.writeSeconds = s.bytes / r.writeBytesPerSecond;
        r.stallSeconds = s.bytes / double(s.ranks) / s.hostCopyBytesPerSecond;
        r.backgroundOverruns = r.writeSeconds > s.intervalS;
        if (r.backgroundOverruns)
            r.stallSeconds += r.writeSeconds - s.intervalS;
        break;
    }
    r.overheadFraction = r.stallSeconds / s.intervalS;
    r.wallFraction = r.stallSeconds / (s.intervalS + r.stallSeconds);
    r.bytesPerHour = s.bytes * 3600.0 / s.intervalS;
    if (s.mtbfS > 0) {
        r.youngIntervalS = youngInterval(r.stallSeconds, s.mtbfS);
        r.dalyIntervalS = dalyInterval(r.stallSeconds, s.mtbfS);
        r.expectedLostPerFailureS = (s.intervalS + r.stallSeconds) / 2.0 + s.restartS;
        r.failureWasteFraction =
            dalyWasteFraction(s.intervalS, r.stallSeconds, s.mtbfS, s.restartS);
        r.dalyWasteFraction =
            dalyWasteFraction(r.dalyIntervalS, r.stallSeconds, s.mtbfS, s.restartS);
    }
    return r;
}

} // namespace ailab::core::storage
