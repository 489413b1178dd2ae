#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

namespace CLI {
class App;
}

// `ailab-sim dcqcn`: the lab 04 incast on the packet-level engine (N senders -> one switch
// -> one receiver) with ECN, PFC and DCQCN switched on or off, printed as one JSON object.
namespace ailab::sim {

struct DcqcnOptions
{
    int senders = 0;
    double linkGbps = 0;
    double offeredPercent = 0; // the senders' total demand, % of the receiver's link
    bool ecn = true;
    bool pfc = true;
    bool dcqcn = true;
    std::optional<double> kminKb; // KB = 1000 B; unset: 100 KB x (rate / 25 Gb/s)
    std::optional<double> kmaxKb; // unset: 400 KB x (rate / 25 Gb/s)
    std::optional<double> pmax;   // unset: 0.2
    double bufferKb = 12000;
    double durationMs = 0;
    std::uint64_t seed = 1;
    std::string pcap; // empty: no capture
};

// Adds the subcommand and its options to `app`; values land in `options` when parsed.
// Single values are checked by CLI11 (usage errors); combinations are checked after the
// parse, each naming the argument (CLI::ValidationError, also a usage error).
CLI::App* addDcqcnCommand(CLI::App& app, DcqcnOptions& options);

// Runs the incast and writes the JSON result. Throws core::Error for a model error.
void dcqcnCommand(const DcqcnOptions& options, std::ostream& out);

} // namespace ailab::sim
