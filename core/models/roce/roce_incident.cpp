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

    // Switch telemetry: the aggregator's egress port on leaf B.
    m_telemetry = {figure("queue_occupancy", r.queueP99Bytes / r.queueLimitBytes, "ratio"),
                   figure("queue_p99", r.queueP99Bytes / kKB, "KB"),
                   figure("queue_max", r.queueMaxBytes / kKB, "KB"),
                   figure("queue_limit", r.queueLimitBytes / kKB, "KB"),
                   figure("buffer", r.bufferBytes / kKB, "KB"),
                   figure("ecn_marks", static_cast<double>(c.ecnMarks), "count"),
                   figure("drops", static_cast<double>(c.drops), "count"),
                   figure("pause_frames", static_cast<double>(c.pauseFrames), "count"),
                   figure("egress_utilisation", r.bottleneckUtilisation, "ratio")};
    m_series = {queueSeries(r), series("ecn_marks", "count", r, r.ecnMarks),
                series("drops", "count", r, r.drops)};

    // Endpoint counters: what the NICs saw and did, and each worker's sending rate.
    const std::vector<ops::Figure> nic = {
        figure("ce_marked_received", static_cast<double>(r.ceMarkedReceived), "count"),
        figure("cnps", static_cast<double>(c.cnps), "count"),
        figure("retransmitted", c.retransmittedBytes / kKB, "KB"),
        figure("naks", static_cast<double>(c.naks), "count"),
        figure("timeouts", static_cast<double>(c.timeouts), "count"),
        figure("sender_rate", r.meanSenderRateBps / 1e9, "Gb/s"),
        figure("link_rate", payloadCapacity, "Gb/s")};
    m_telemetry.insert(m_telemetry.end(), nic.begin(), nic.end());
    m_series.push_back(series("cnps", "count", r, r.cnps));
    for (std::size_t i = 0; i < r.workerRateGbps.size(); ++i)
        m_series.push_back(
            series(fmt::format("worker{}_rate", i + 1), "Gb/s", r, r.workerRateGbps[i]));

    // Job timing: the gradient exchange against its ideal, and the neighbour.
    const auto [first, last] = std::minmax_element(r.shardDoneS.begin(), r.shardDoneS.end());
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
    const std::vector<ops::Figure> timing = {
        figure("collective_time", r.completionS * toMs, "ms"),
        figure("collective_ideal", r.idealS * toMs, "ms"),
        figure("slowdown", r.completionS / m_originalIdealS, "ratio"),
        figure("first_shard_done", *first * toMs, "ms"),
        figure("last_shard_done", *last * toMs, "ms"),
        figure("fastest_iteration", fastest * toMs, "ms"),
        figure("slowest_iteration", slowest * toMs, "ms"),
        figure("neighbour_goodput", r.neighbourGoodputBps / 1e9, "Gb/s"),
        figure("neighbour_demand", r.neighbourDemandBps / 1e9, "Gb/s")};
    m_telemetry.insert(m_telemetry.end(), timing.begin(), timing.end());
    m_series.push_back(series("job_goodput", "Gb/s", r, r.jobGoodputGbps));
    m_series.push_back(series("neighbour_goodput", "Gb/s", r, r.neighbourGoodputGbps));

    // Configuration of the switches and the NICs.
    const net::packet::SwitchConfig& sw = s.engine.switches;
    const std::vector<ops::Figure> config = {
        figure("offered_to_egress", s.workers * s.workerDemand, "ratio"),
        figure("switch_ecn", flag(sw.ecn), "flag"),
        figure("kmin", r.kminBytes / kKB, "KB"),
        figure("kmax", r.kmaxBytes / kKB, "KB"),
        figure("switch_pfc_priority3", flag(sw.pfc), "flag"),
        figure("nic_dcqcn", flag(s.engine.dcqcn.enabled), "flag")};
    m_telemetry.insert(m_telemetry.end(), config.begin(), config.end());
    // The outcome's figures that the evidence does not show.
    m_telemetry.push_back(figure("paused_time", c.pausedTimeS * 1e6, "us"));
}

const ops::IncidentCatalogue& RoceIncident::catalogue()
{
    static const ops::IncidentCatalogue c = [] {
        ops::IncidentCatalogue out;
        out.model = "roce.incast-without-dcqcn";
        out.lab = "roce";
        out.figures = {"queue_occupancy",
                       "queue_p99",
                       "queue_max",
                       "queue_limit",
                       "buffer",
                       "ecn_marks",
                       "drops",
                       "pause_frames",
                       "egress_utilisation",
                       "ce_marked_received",
                       "cnps",
                       "retransmitted",
                       "naks",
                       "timeouts",
                       "sender_rate",
                       "link_rate",
                       "collective_time",
                       "collective_ideal",
                       "slowdown",
                       "first_shard_done",
                       "last_shard_done",
                       "fastest_iteration",
                       "slowest_iteration",
                       "neighbour_goodput",
                       "neighbour_demand",
                       "offered_to_egress",
                       "switch_ecn",
                       "kmin",
                       "kmax",
                       "switch_pfc_priority3",
                       "nic_dcqcn",
                       "paused_time"};
        out.series = {"queue", "ecn_marks", "drops", "cnps", "job_goodput", "neighbour_goodput"};
        for (int i = 1; i <= faultySetup().workers; ++i)
            out.series.push_back(fmt::format("worker{}_rate", i));
        out.thresholds = {"kmin", "kmax", "queue_limit", "buffer"};
        out.actions = {"enable_dcqcn",         "spread_ranks",  "enable_pfc",  "rate_limit_workers",
                       "lower_ecn_thresholds", "larger_buffer", "disable_ecn", "restart_job",
                       "replace_gpus",         "reseat_cable"};
        return out;
    }();
    return c;
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
                 r.completionS < (1 - ops::IncidentModel::kHeadlineNoise) * b.completionS &&
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
    return ops::headlineImproved(before, after) &&
           neighbour(after) >= kNeighbourShare * neighbour(before);
}

} // namespace ailab::core::models::roce
