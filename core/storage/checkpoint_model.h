#pragma once

#include <string>
#include <string_view>

// Checkpoints as closed forms (docs/models.md, Checkpoints): the seed's blocking write (course
// section 06.5 and its checkpoint simulator: 2 TB in 300 s needs 6.67 GB/s = 53.3 Gb/s;
// 400 GB at 10 GB/s every 30 min is 40 s, 2.2 % and 800 GB/h), the asynchronous and sharded
// variants, Young's (1974) and Daly's (2006) optimum intervals for a mean time between
// failures, and the expected work lost. Seconds, bytes and bytes per second throughout.
namespace ailab::core::storage {

enum class CheckpointMode { Blocking, Async, Sharded };

std::string_view checkpointModeId(CheckpointMode mode); // "sync", "async", "sharded"
// Accepts "sync" (also "blocking"), "async", "sharded"; throws core::Error naming `path`.
CheckpointMode parseCheckpointMode(std::string_view id, const std::string& path = {});

struct CheckpointSetup
{
    double bytes = 400e9;               // the whole checkpoint
    double writerBytesPerSecond = 10e9; // what one writer achieves (the seed's 10 GB/s)
    double tierBytesPerSecond = 0;      // the tier's aggregate write bandwidth; 0 = one writer's
    double intervalS = 1800;            // training time between checkpoints
    CheckpointMode mode = CheckpointMode::Blocking;
    int ranks = 8;                        // writers of a sharded or asynchronous checkpoint
    double hostCopyBytesPerSecond = 25e9; // one rank's copy of its shard to host memory
    double mtbfS = 0;                     // mean time between failures; 0 = not given
    double restartS = 0;                  // time to restart and reload after a failure
};

struct CheckpointResult
{
    double writeSeconds = 0;         // the write itself, from first to last byte
    double stallSeconds = 0;         // what training waits per checkpoint
    double overheadFraction = 0;     // stall / interval, as the seed computes it
    double wallFraction = 0;         // stall / (interval + stall): the share of wall time
    double bytesPerHour = 0;         // checkpoint data written per hour of training
    double writeBytesPerSecond = 0;  // the rate the write runs at
    bool backgroundOverruns = false; // async: the write outlasts the interval
    // With an MTBF: the optimum intervals for this stall, and the expected losses.
    double youngIntervalS = 0;
    double dalyIntervalS = 0;
    double expectedLostPerFailureS = 0; // (interval + stall) / 2 + restart
    double failureWasteFraction = 0;    // Daly's expected waste at the chosen interval
    double dalyWasteFraction = 0;       // the same at Daly's optimum
};

// Throws core::Error naming the field ("bytes", "writerBytesPerSecond", ...) when out of range.
void validateCheckpoint(const CheckpointSetup& setup);
CheckpointResult evaluateCheckpoint(const CheckpointSetup& setup);

// The minimum sustained write rate to save `bytes` within `windowS` (bytes / window).
double requiredWriteRate(double bytes, double windowS);

// Young (1974): tau = sqrt(2 delta M), with delta the checkpoint's cost and M the MTBF.
double youngInterval(double deltaS, double mtbfS);
// Daly (2006), the higher-order estimate: tau = sqrt(2 delta M) [1 + sqrt(delta / 2M) / 3 +
// (delta / 2M) / 9] - delta for delta < 2M, otherwise tau = M.
double dalyInterval(double deltaS, double mtbfS);
// Daly's expected wall time per unit of work, minus one: the fraction lost to checkpoints,
// rework and restarts at interval tau: (M e^{R/M} (e^{(tau + delta)/M} - 1)) / tau - 1.
double dalyWasteFraction(double tauS, double deltaS, double mtbfS, double restartS);

} // namespace ailab::core::storage
