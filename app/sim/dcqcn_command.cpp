#include "app/sim/dcqcn_command.h"

#include "app/sim/json_figures.h"

#include "core/atomic_file.h"
#include "core/error.h"
#include "core/net/packet/incast_scenario.h"
#include "core/net/packet/trace_frames.h"

#include <CLI/CLI.hpp>
#include <chrono>
#include <cmath>
#include <fmt/format.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>

namespace ailab::sim {

using namespace ailab::core::net::packet;

namespace {

IncastConfig incastConfig(const DcqcnOptions& o)
{
    IncastConfig c;
    c.senders = o.senders;
    c.linkBps = o.linkGbps * 1e9;
    c.offered = o.offeredPercent / 100.0;
    SwitchConfig& sw = c.engine.switches;
    sw.ecn = o.ecn;
    sw.pfc = o.pfc;
    c.engine.dcqcn.enabled = o.dcqcn;
    sw.bufferBytes = o.bufferKb * 1e3;
    if (o.kminKb || o.kmaxKb) {
        // Thresholds given in bytes are used as they are; the one not given keeps its
        // production default for this link rate.
        const double scale = c.linkBps / 25e9;
        sw.ecnScaleWithRate = false;
        sw.kminBytes = o.kminKb ? *o.kminKb * 1e3 : sw.kminBytes * scale;
        sw.kmaxBytes = o.kmaxKb ? *o.kmaxKb * 1e3 : sw.kmaxBytes * scale;
    }
    if (o.pmax)
        sw.pmax = *o.pmax;
    c.engine.seed = o.seed;
    return c;
}

void checkCombinations(const DcqcnOptions& o)
{
    if (o.offeredPercent > o.senders * 100.0)
        throw CLI::ValidationError(
            "--offered", fmt::format("{} senders can offer at most {} % (each at its link rate), "
                                     "got {}",
                                     o.senders, o.senders * 100, o.offeredPercent));
    const IncastConfig c = incastConfig(o);
    const double scale = c.engine.switches.ecnScaleWithRate ? c.linkBps / 25e9 : 1.0;
    const double kmin = c.engine.switches.kminBytes * scale;
    const double kmax = c.engine.switches.kmaxBytes * scale;
    if (!(kmax > kmin))
        throw CLI::ValidationError(
            o.kmaxKb ? "--kmax-kb" : "--kmin-kb",
            fmt::format("Kmax ({} KB) must be above Kmin ({} KB)", kmax / 1e3, kmin / 1e3));
    if (kmax > c.engine.switches.bufferBytes)
        throw CLI::ValidationError(
            o.kmaxKb ? "--kmax-kb" : "--buffer-kb",
            fmt::format("Kmax ({} KB) must fit in the buffer ({} KB)", kmax / 1e3, o.bufferKb));
}

} // namespace

CLI::App* addDcqcnCommand(CLI::App& app, DcqcnOptions& o)
{
    CLI::App* cmd = app.add_subcommand(
        "dcqcn", "Simulate an N:1 incast at packet level with ECN, PFC and DCQCN; print JSON.");
    cmd->add_option("--senders", o.senders, "Senders into one receiver")
        ->required()
        ->check(CLI::Range(1, 1024));
    cmd->add_option("--link-gbps", o.linkGbps, "Rate of every link, Gb/s")
        ->required()
        ->check(CLI::Range(1.0, 1600.0));
    cmd->add_option("--offered", o.offeredPercent,
                    "Total offered load, % of the receiver's link (120 = 20 % over)")
        ->required()
        ->check(CLI::Range(1.0, 102400.0));
    cmd->add_flag("--ecn,!--no-ecn", o.ecn, "RED-style ECN marking on switch egress (on)");
    cmd->add_flag("--pfc,!--no-pfc", o.pfc, "Priority flow control on the data class (on)");
    cmd->add_flag("--dcqcn,!--no-dcqcn", o.dcqcn, "DCQCN rate control at the senders (on)");
    cmd->add_option("--kmin-kb", o.kminKb, "ECN Kmin in KB")
        ->check(CLI::Range(1.0, 1e6))
        ->default_str("100 KB per 25 Gb/s");
    cmd->add_option("--kmax-kb", o.kmaxKb, "ECN Kmax in KB")
        ->check(CLI::Range(1.0, 1e6))
        ->default_str("400 KB per 25 Gb/s");
    cmd->add_option("--pmax", o.pmax, "Marking probability at Kmax")
        ->check(CLI::Range(0.001, 1.0))
        ->default_str("0.2");
    cmd->add_option("--buffer-kb", o.bufferKb, "Shared switch buffer in KB")
        ->check(CLI::Range(100.0, 1e6));
    cmd->add_option("--duration-ms", o.durationMs, "Simulated time in ms")
        ->required()
        ->check(CLI::Range(0.001, 1000.0));
    cmd->add_option("--seed", o.seed, "Seed of the ECN marking draws and start jitter");
    cmd->add_option("--pcap", o.pcap,
                    "Write the frames on the receiver's link (both ways) to a pcap file");
    cmd->callback([&o] { checkCombinations(o); });
    return cmd;
}

void dcqcnCommand(const DcqcnOptions& o, std::ostream& out)
{
    const auto start = std::chrono::steady_clock::now();
    IncastScenario scenario(incastConfig(o));
    // The capture a port mirror on the receiver's link would see: the incast arriving
    // (with its CE marks), the ACKs and CNPs going back, PFC frames both ways.
    // Written whole or not at all (AtomicFile): a kill during the run keeps the old trace.
    std::unique_ptr<ailab::core::AtomicFile> pcapFile;
    std::unique_ptr<PcapTraceRecorder> recorder;
    if (!o.pcap.empty()) {
        try {
            pcapFile = std::make_unique<ailab::core::AtomicFile>(o.pcap);
        } catch (const ailab::core::Error&) {
            throw ailab::core::Error("cannot write the file '" + o.pcap + "'", "--pcap");
        }
        const auto down = scenario.network().bottleneck;
        recorder = std::make_unique<PcapTraceRecorder>(
            scenario.engine(), std::vector<ailab::core::topo::ChannelId>{down, down ^ 1u},
            pcapFile->stream());
    }
    const double durationS = o.durationMs * 1e-3;
    scenario.runUntil(durationS);
    if (recorder) {
        try {
            pcapFile->commit();
        } catch (const ailab::core::Error&) {
            throw ailab::core::Error("cannot write the file '" + o.pcap + "'", "--pcap");
        }
    }
    const IncastSummary s = scenario.summary();
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    nlohmann::ordered_json j;
    j["senders"] = o.senders;
    j["link_gbps"] = o.linkGbps;
    j["offered_percent"] = o.offeredPercent;
    j["ecn"] = o.ecn;
    j["pfc"] = o.pfc;
    j["dcqcn"] = o.dcqcn;
    j["duration_ms"] = o.durationMs;
    j["seed"] = o.seed;
    j["buffer_bytes"] = s.bufferBytes;
    j["kmin_bytes"] = s.kminBytes;
    j["kmax_bytes"] = s.kmaxBytes;
    j["kmin_share_of_buffer"] = decimalPlaces(s.kminBytes / s.bufferBytes, 4);
    j["kmax_share_of_buffer"] = decimalPlaces(s.kmaxBytes / s.bufferBytes, 4);
    j["pmax"] = scenario.engine().config().switches.pmax;
    j["goodput_gbps"] = decimalPlaces(s.goodputBps / 1e9, 3);
    nlohmann::ordered_json goodput = nlohmann::ordered_json::array();
    nlohmann::ordered_json rates = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < s.flowGoodputBps.size(); ++i) {
        goodput.push_back(decimalPlaces(s.flowGoodputBps[i] / 1e9, 3));
        rates.push_back(decimalPlaces(s.flowRateBps[i] / 1e9, 3));
    }
    j["per_flow_goodput_gbps"] = goodput;
    j["per_flow_rate_gbps"] = rates; // sending rate at the end of the run
    j["jain_fairness"] = decimalPlaces(s.jainFairness, 4);
    j["queue_bytes"] = {{"p50", decimalPlaces(s.queueP50Bytes, 0)},
                        {"p99", decimalPlaces(s.queueP99Bytes, 0)},
                        {"max", decimalPlaces(s.queueMaxBytes, 0)}};
    j["queue_max_share_of_buffer"] = decimalPlaces(s.queueMaxBytes / s.bufferBytes, 4);
    j["ecn_marks"] = s.counters.ecnMarks;
    j["cnps"] = s.counters.cnps;
    j["pfc_pauses"] = s.counters.pauseFrames;
    j["pfc_paused_time_us"] = decimalPlaces(s.counters.pausedTimeS * 1e6, 3);
    j["drops"] = s.counters.drops;
    j["retransmitted_bytes"] = s.counters.retransmittedBytes;
    j["timeouts"] = s.counters.timeouts;
    if (recorder) {
        j["pcap_file"] = o.pcap;
        j["pcap_frames"] = recorder->framesWritten();
        j["pcap_frames_left_out"] = recorder->framesLeftOut();
    }
    j["events"] = scenario.simulation().dispatchedCount();
    j["wall_time_s"] = decimalPlaces(wall, 4);
    out << j.dump(2) << '\n';
}

} // namespace ailab::sim
