#include "core/models/roce/roce_incident.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::models::roce {

namespace {

constexpr double kKB = 1e3;

ops::Figure figure(std::string id, double value, std::string unit)
{
    return ops::Figure{std::move(id), value, std::move(unit)};
}

std::vector<double> scaled(const std::vector<double>& values, double factor)
{
    std::vector<double> out;
    out.reserve(values.size());
    for (double v : values)
        out.push_back(v * factor);
    return out;
}

ops::Series series(std::string id, std::string unit, const RoceExchangeResult& r,
                   std::vector<double> values)
{
    ops::Series s;
    s.id = std::move(id);
    s.unit = std::move(unit);
    s.timeS = r.timeS;
    s.values = std::move(values);
    return s;
}

ops::Series queueSeries(const RoceExchangeResult& r)
{
    ops::Series s = series("queue", "KB", r, scaled(r.queueBytes, 1 / kKB));
    s.thresholds = {{"kmin", r.kminBytes / kKB},
                    {"kmax", r.kmaxBytes / kKB},
                    {"queue_limit", r.queueLimitBytes / kKB},
                    {"buffer", r.bufferBytes / kKB}};
    return s;
}

double flag(bool on)
{
    return on ? 1.0 : 0.0;
}

} // namespace

RoceExchangeSetup RoceIncident::faultySetup()
{
    RoceExchangeSetup s;
    s.workers = 4;
    s.linkBps = 25e9;
    s.bytesPerWorker = 4e6;
    s.engine.switches.ecn = true;
    s.engine.switches.pfc = false;
    s.engine.dcqcn.enabled = false;
    return s;
}

RoceExchangeSetup RoceIncident::applyActions(RoceExchangeSetup s,
                                             const std::vector<std::string>& actions)
{
    for (const std::string& a : actions) {
        net::packet::SwitchConfig& sw = s.engine.switches;
        if (a == "enable_dcqcn") {
            s.engine.dcqcn.enabled = true; // notification and reaction points on the NICs
        } else if (a == "spread_ranks") {
            s.spreadRanks = true; // two aggregating ranks: 2:1 onto each port
        } else if (a == "enable_pfc") {
            sw.pfc = true; // lossless priority 3 on both leaves
        } else if (a == "rate_limit_workers") {
            s.workerDemand = std::min(s.workerDemand, 0.5); // a static cap at half the link
        } else if (a == "lower_ecn_thresholds") {
            sw.kminBytes /= 2;
            sw.kmaxBytes /= 2;
        } else if (a == "larger_buffer") {
            sw.bufferBytes *= 4.0 / 3.0; // leaf B replaced by a switch with a third more
        } else if (a == "disable_ecn") {
            sw.ecn = false;
        } else if (a == "restart_job") {
            s.engine.seed += 1; // the shards start again at other offsets
        } else if (a == "replace_gpus" || a == "reseat_cable") {
            // Neither is on the exchange's path: the GPUs finish their compute on time, and
            // the aggregator's link comes back at the same rate with no errors.
        } else {
            throw Error(fmt::format("unknown action '{}' for incident AI-NET-004", a), "/actions");
        }
    }
    return s;
}

RoceIncident::RoceIncident(RoceExchangeSetup faulty)
    : m_faulty(std::move(faulty))
    , m_baselineResult(runRoceExchange(m_faulty))
    , m_originalIdealS(m_baselineResult.idealS)
{
    m_baseline = outcomeOf(m_baselineResult);
    const RoceExchangeResult& r = m_baselineResult;
    const RoceExchangeSetup& s = m_faulty;
    const net::packet::Counters& c = r.counters;
    const double payloadCapacity = s.linkBps / 1e9;
    const double toMs = 1e3;

    // Stage 0, switch telemetry: the aggregator's egress port on leaf B.
    ops::EvidenceItem queue{"switch_queue", 0, {}, {}};
    queue.figures = {figure("queue_occupancy", r.queueP99Bytes / r.queueLimitBytes, "ratio"),
                     figure("queue_p99", r.queueP99Bytes / kKB, "KB"),
                     figure("queue_max", r.queueMaxBytes / kKB, "KB"),
                     figure("queue_limit", r.queueLimitBytes / kKB, "KB"),
                     figure("buffer", r.bufferBytes / kKB, "KB")};
    queue.series = {queueSeries(r)};
    ops::EvidenceItem counters{"switch_counters", 0, {}, {}};
    counters.figures = {figure("ecn_marks", static_cast<double>(c.ecnMarks), "count"),
                        figure("drops", static_cast<double>(c.drops), "count"),
                        figure("pause_frames", static_cast<double>(c.pauseFrames), "count"),
                        figure("egress_utilisation", r.bottleneckUtilisation, "ratio")};
    counters.series = {series("ecn_marks", "count", r, r.ecnMarks),
                       series("drops", "count", r, r.drops)};

    // Stage 1, endpoint counters: what the NICs saw and did.
    ops::EvidenceItem nic{"nic_counters", 1, {}, {}};
    nic.figures = {figure("ce_marked_received", static_cast<double>(r.ceMarkedReceived), "count"),
                   figure("cnps", static_cast<double>(c.cnps), "count"),
                   figure("retransmitted", c.retransmittedBytes / kKB, "KB"),
                   figure("naks", static_cast<double>(c.naks), "count"),
                   figure("timeouts", static_cast<double>(c.timeouts), "count")};
    nic.series = {series("cnps", "count", r, r.cnps)};
    ops::EvidenceItem rates{"sender_rates", 1, {}, {}};
    rates.figures = {figure("sender_rate", r.meanSenderRateBps / 1e9, "Gb/s"),
                     figure("link_rate", payloadCapacity, "Gb/s")};
    for (std::size_t i = 0; i < r.workerRateGbps.size(); ++i)
        rates.series.push_back(
            series(fmt::format("worker{}_rate", i + 1), "Gb/s", r, r.workerRateGbps[i]));

    // Stage 2, job timing: the gradient exchange against its ideal, and the neighbour.
    ops::EvidenceItem timing{"job_timing", 2, {}, {}};
    const auto [first, last] = std::minmax_element(r.shardDoneS.begin(), r.shardDoneS.end());
    timing.figures = {figure("collective_time", r.completionS * toMs, "ms"),
                      figure("collective_ideal", r.idealS * toMs, "ms"),
                      figure("slowdown", r.completionS / m_originalIdealS, "ratio"),
                      figure("first_shard_done", *first * toMs, "ms"),
                      figure("last_shard_done", *last * toMs, "ms")};
    // The same exchange in the next iterations: other start offsets and marking draws.
    // With drops and go-back-N its time varies ("unpredictable iteration times").
    double fastest = r.completionS, slowest = r.completionS;
    for (int i = 1; i < kIterations; ++i) {
        RoceExchangeSetup next = s;
        next.engine.seed += static_cast<std::uint64_t>(i);
        const double t = runRoceExchange(next).completionS;
        fastest = std::min(fastest, t);
        slowest = std::max(slowest, t);
    }
    timing.figures.push_back(figure("fastest_iteration", fastest * toMs, "ms"));
    timing.figures.push_back(figure("slowest_iteration", slowest * toMs, "ms"));
    timing.series = {series("job_goodput", "Gb/s", r, r.jobGoodputGbps)};
    ops::EvidenceItem neighbour{"neighbour_job", 2, {}, {}};
    neighbour.figures = {figure("neighbour_goodput", r.neighbourGoodputBps / 1e9, "Gb/s"),
                         figure("neighbour_demand", r.neighbourDemandBps / 1e9, "Gb/s")};
    neighbour.series = {series("neighbour_goodput", "Gb/s", r, r.neighbourGoodputGbps)};

    // Stage 3, configuration of the switches and the NICs.
    ops::EvidenceItem config{"fabric_config", 3, {}, {}};
    const net::packet::SwitchConfig& sw = s.engine.switches;
    config.figures = {figure("offered_to_egress", s.workers * s.workerDemand, "ratio"),
                      figure("link_rate", payloadCapacity, "Gb/s"),
                      figure("switch_ecn", flag(sw.ecn), "flag"),
                      figure("kmin", r.kminBytes / kKB, "KB"),
                      figure("kmax", r.kmaxBytes / kKB, "KB"),
                      figure("switch_pfc_priority3", flag(sw.pfc), "flag"),
                      figure("nic_dcqcn", flag(s.engine.dcqcn.enabled), "flag"),
                      figure("buffer", sw.bufferBytes / kKB, "KB")};

    m_evidence = {std::move(queue),  std::move(counters),  std::move(nic),   std::move(rates),
                  std::move(timing), std::move(neighbour), std::move(config)};
}

std::vector<ops::HypothesisOption> RoceIncident::hypotheses() const
{
    return {{"nic_congestion_control_off", true},
            {"insufficient_fabric_capacity", false},
            {"ecmp_imbalance", false},
            {"ecn_thresholds_too_high", false},
            {"pfc_pause_storm", false},
            {"faulty_gpu", false},
            {"faulty_cable", false}};
}

std::vector<ops::ActionOption> RoceIncident::actions() const
{
    return {{"enable_dcqcn", ops::ActionKind::Fix},
            {"spread_ranks", ops::ActionKind::Mitigation},
            {"enable_pfc", ops::ActionKind::Mitigation},
            {"rate_limit_workers", ops::ActionKind::Mitigation},
            {"lower_ecn_thresholds", ops::ActionKind::NoEffect},
            {"larger_buffer", ops::ActionKind::Mitigation},
            {"disable_ecn", ops::ActionKind::Harmful},
            {"restart_job", ops::ActionKind::NoEffect},
            {"replace_gpus", ops::ActionKind::NoEffect},
            {"reseat_cable", ops::ActionKind::NoEffect}};
}

std::vector<std::string> RoceIncident::hints() const
{
    return {"hint_feedback_loop", "hint_cnp_counter", "hint_nic_settings"};
}

ops::Outcome RoceIncident::run(const std::vector<std::string>& actions, double atS) const
{
    if (!std::isfinite(atS) || atS < 0)
        throw Error("the time an action is applied must be 0 or later", "/at_s");
    // The job repeats the same exchange every iteration, so the one after atS stands for
    // every later one.
    const RoceExchangeSetup setup = applyActions(m_faulty, actions);
    return outcomeOf(runRoceExchange(setup));
}

ops::Outcome RoceIncident::outcomeOf(const RoceExchangeResult& r) const
{
    ops::Outcome o;
    const net::packet::Counters& c = r.counters;
    const double yardstick = m_originalIdealS > 0 ? m_originalIdealS : r.idealS;
    o.figures = {figure("collective_time", r.completionS * 1e3, "ms"),
                 figure("collective_ideal", r.idealS * 1e3, "ms"),
                 figure("slowdown", r.completionS / yardstick, "ratio"),
                 figure("queue_occupancy", r.queueP99Bytes / r.queueLimitBytes, "ratio"),
                 figure("queue_max", r.queueMaxBytes / kKB, "KB"),
                 figure("ecn_marks", static_cast<double>(c.ecnMarks), "count"),
                 figure("cnps", static_cast<double>(c.cnps), "count"),
                 figure("drops", static_cast<double>(c.drops), "count"),
                 figure("retransmitted", c.retransmittedBytes / kKB, "KB"),
                 figure("pause_frames", static_cast<double>(c.pauseFrames), "count"),
                 figure("paused_time", c.pausedTimeS * 1e6, "us"),
                 figure("sender_rate", r.meanSenderRateBps / 1e9, "Gb/s"),
                 figure("neighbour_goodput", r.neighbourGoodputBps / 1e9, "Gb/s")};
    o.series = {queueSeries(r), series("job_goodput", "Gb/s", r, r.jobGoodputGbps),
                series("neighbour_goodput", "Gb/s", r, r.neighbourGoodputGbps)};
    const RoceExchangeResult& b = m_baselineResult;
    o.resolved = r.finished && c.drops == 0 && c.retransmittedBytes == 0 &&
                 r.completionS < (1 - kHeadlineNoise) * b.completionS &&
                 r.neighbourGoodputBps >= kNeighbourShare * b.neighbourGoodputBps;
    return o;
}

bool RoceIncident::improved(const ops::Outcome& before, const ops::Outcome& after) const
{
    const auto neighbour = [](const ops::Outcome& o) {
        const auto it = std::find_if(o.figures.begin(), o.figures.end(), [](const ops::Figure& f) {
            return f.id == "neighbour_goodput";
        });
        return it == o.figures.end() ? 0.0 : it->value;
    };
    return ops::IncidentModel::improved(before, after) &&
           neighbour(after) >= kNeighbourShare * neighbour(before);
}

} // namespace ailab::core::models::roce
