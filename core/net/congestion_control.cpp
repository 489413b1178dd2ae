#include "core/net/congestion_control.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace ailab::core::net {
namespace {

void require(bool ok, const char* path, const std::string& message)
{
    if (!ok)
        throw Error(message, path);
}

bool finite(double v)
{
    return std::isfinite(v);
}

} // namespace

void validate(const RedParams& p)
{
    require(finite(p.kMinBytes) && p.kMinBytes >= 0, "/kmin_bytes", "Kmin must be 0 or more");
    require(finite(p.kMaxBytes) && p.kMaxBytes > p.kMinBytes, "/kmax_bytes",
            fmt::format("Kmax ({} B) must be above Kmin ({} B)", p.kMaxBytes, p.kMinBytes));
    require(finite(p.pMax) && p.pMax >= 0 && p.pMax <= 1, "/pmax", "Pmax must be in 0..1");
}

double markingProbability(double queueBytes, const RedParams& p)
{
    if (queueBytes <= p.kMinBytes)
        return 0.0;
    if (queueBytes > p.kMaxBytes)
        return 1.0;
    return p.pMax * (queueBytes - p.kMinBytes) / (p.kMaxBytes - p.kMinBytes);
}

RedParams productionRedDefaults(double linkBitsPerSecond)
{
    require(finite(linkBitsPerSecond) && linkBitsPerSecond > 0, "/link_bps",
            "the link rate must be above zero");
    const double scale = linkBitsPerSecond / 25e9;
    return RedParams{100e3 * scale, 400e3 * scale, 0.2};
}

void validate(const DcqcnParams& p)
{
    require(finite(p.lineRateBps) && p.lineRateBps > 0, "/dcqcn/line_rate_bps",
            "the line rate must be above zero");
    require(finite(p.g) && p.g > 0 && p.g <= 1, "/dcqcn/g", "g must be in (0, 1]");
    require(finite(p.alphaTimerS) && p.alphaTimerS > 0, "/dcqcn/alpha_timer_s",
            "the alpha timer must be above zero");
    require(finite(p.increaseTimerS) && p.increaseTimerS > 0, "/dcqcn/increase_timer_s",
            "the rate-increase timer must be above zero");
    require(finite(p.byteCounterBytes) && p.byteCounterBytes > 0, "/dcqcn/byte_counter_bytes",
            "the byte counter must be above zero");
    require(p.fastRecoverySteps >= 0, "/dcqcn/fast_recovery_steps", "F must be 0 or more");
    require(finite(p.additiveIncreaseBps) && p.additiveIncreaseBps >= 0,
            "/dcqcn/additive_increase_bps", "R_AI must be 0 or more");
    require(finite(p.hyperIncreaseBps) && p.hyperIncreaseBps >= 0, "/dcqcn/hyper_increase_bps",
            "R_HAI must be 0 or more");
    require(finite(p.minRateBps) && p.minRateBps > 0 && p.minRateBps <= p.lineRateBps,
            "/dcqcn/min_rate_bps", "the minimum rate must be above zero and at most the line rate");
    require(finite(p.initialAlpha) && p.initialAlpha >= 0 && p.initialAlpha <= 1,
            "/dcqcn/initial_alpha", "alpha starts in 0..1");
    require(finite(p.cnpIntervalS) && p.cnpIntervalS >= 0, "/dcqcn/cnp_interval_s",
            "the CNP interval must be 0 or more");
}

DcqcnReactionPoint::DcqcnReactionPoint(const DcqcnParams& params)
    : m_params(params)
    , m_rc(params.lineRateBps)
    , m_rt(params.lineRateBps)
    , m_alpha(params.initialAlpha)
    , m_nextAlphaS(params.alphaTimerS)
    , m_nextIncreaseS(params.increaseTimerS)
{
    validate(params);
}

void DcqcnReactionPoint::onCnp(double timeS)
{
    advanceTo(timeS);
    // Zhu et al. 2015, section 3.1 (and docs/models.md, Congestion control): cut the rate by
    // alpha/2, remember the rate before the cut as the target, and raise alpha towards 1.
    m_rt = m_rc;
    m_rc = std::max(m_params.minRateBps, m_rc * (1.0 - m_alpha / 2.0));
    m_alpha = (1.0 - m_params.g) * m_alpha + m_params.g;
    m_timerEvents = 0;
    m_byteEvents = 0;
    m_bytes = 0;
    m_nextAlphaS = timeS + m_params.alphaTimerS;
    m_nextIncreaseS = timeS + m_params.increaseTimerS;
    ++m_cnps;
}

void DcqcnReactionPoint::onBytesSent(double timeS, double bytes)
{
    advanceTo(timeS);
    m_bytes += std::max(0.0, bytes);
    while (m_bytes >= m_params.byteCounterBytes) {
        m_bytes -= m_params.byteCounterBytes;
        ++m_byteEvents;
        increase();
    }
}

void DcqcnReactionPoint::advanceTo(double timeS)
{
    while (true) {
        const double next = nextTimerS();
        if (next > timeS)
            break;
        if (m_nextAlphaS <= m_nextIncreaseS) {
            m_alpha = (1.0 - m_params.g) * m_alpha;
            m_nextAlphaS += m_params.alphaTimerS;
        } else {
            ++m_timerEvents;
            increase();
            m_nextIncreaseS += m_params.increaseTimerS;
        }
    }
    m_now = std::max(m_now, timeS);
}

double DcqcnReactionPoint::nextTimerS() const
{
    return std::min(m_nextAlphaS, m_nextIncreaseS);
}

IncreaseStage DcqcnReactionPoint::stage() const
{
    const int f = m_params.fastRecoverySteps;
    if (std::max(m_timerEvents, m_byteEvents) <= f)
        return IncreaseStage::FastRecovery;
    if (std::min(m_timerEvents, m_byteEvents) > f)
        return IncreaseStage::Hyper;
    return IncreaseStage::Additive;
}

void DcqcnReactionPoint::increase()
{
    // The event that was just counted decides the stage: the first F events after a CNP
    // are fast recovery (docs/models.md, Congestion control).
    switch (stage()) {
    case IncreaseStage::FastRecovery:
        break;
    case IncreaseStage::Additive:
        m_rt += m_params.additiveIncreaseBps;
        break;
    case IncreaseStage::Hyper:
        m_rt += m_params.hyperIncreaseBps;
        break;
    }
    m_rt = std::min(m_rt, m_params.lineRateBps);
    m_rc = std::clamp((m_rt + m_rc) / 2.0, m_params.minRateBps, m_params.lineRateBps);
}

DcqcnNotificationPoint::DcqcnNotificationPoint(double cnpIntervalS, std::size_t flows)
    : m_interval(cnpIntervalS)
    , m_lastCnpS(flows, -1.0)
{
    require(std::isfinite(cnpIntervalS) && cnpIntervalS >= 0, "/dcqcn/cnp_interval_s",
            "the CNP interval must be 0 or more");
}

bool DcqcnNotificationPoint::onCeMarked(std::uint32_t flow, double timeS)
{
    ++m_marks;
    if (flow >= m_lastCnpS.size())
        m_lastCnpS.resize(static_cast<std::size_t>(flow) + 1, -1.0);
    double& last = m_lastCnpS[flow];
    // "If none went to that flow in the last 50 us": a CNP exactly 50 us after the
    // previous one is allowed.
    if (last >= 0 && timeS - last < m_interval)
        return false;
    last = timeS;
    ++m_sent;
    return true;
}

} // namespace ailab::core::net
