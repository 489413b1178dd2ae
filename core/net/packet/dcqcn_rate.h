#pragma once

#include "core/net/packet/packet_config.h"

#include <algorithm>

// DCQCN reaction point of one flow, as MODELS.md states it (Zhu et al., SIGCOMM 2015,
// section 3.1 and figure 5). The engine calls it on a CNP, on its two timers and for the
// bytes the flow sends; it only does the rate arithmetic.
namespace ailab::core::net::packet {

class ReactionPoint
{
public:
    ReactionPoint() = default;
    ReactionPoint(const DcqcnConfig& config, double lineRateBps)
        : m_config(&config)
        , m_line(lineRateBps)
        , m_rc(lineRateBps)
        , m_rt(lineRateBps)
        , m_alpha(config.initialAlpha)
    {
    }

    // RT = RC; RC = RC (1 - alpha/2); alpha = (1 - g) alpha + g; the increase stages
    // start again (timer and byte counter reset).
    void onCnp()
    {
        m_rt = m_rc;
        m_rc = std::max(m_config->minRateBps, m_rc * (1.0 - m_alpha / 2.0));
        m_alpha = (1.0 - m_config->g) * m_alpha + m_config->g;
        m_timerEvents = 0;
        m_byteEvents = 0;
        m_bytes = 0;
    }
    // 55 us without a CNP: alpha = (1 - g) alpha.
    void onAlphaTimer() { m_alpha = (1.0 - m_config->g) * m_alpha; }
    void onIncreaseTimer()
    {
        ++m_timerEvents;
        increase();
    }
    // Counts sent bytes; every byteCounterBytes is one increase event.
    void onBytesSent(double bytes)
    {
        m_bytes += bytes;
        while (m_bytes >= m_config->byteCounterBytes) {
            m_bytes -= m_config->byteCounterBytes;
            ++m_byteEvents;
            increase();
        }
    }

    double rate() const { return m_rc; }
    double target() const { return m_rt; }
    double alpha() const { return m_alpha; }

private:
    // Fast recovery while both counters are below F, hyper increase when both passed it,
    // additive in between; each ends with RC = (RT + RC) / 2 (paper, figure 5).
    void increase()
    {
        const int f = m_config->fastRecoverySteps;
        const int most = std::max(m_timerEvents, m_byteEvents);
        const int least = std::min(m_timerEvents, m_byteEvents);
        if (most < f) {
            // fast recovery: RT unchanged
        } else if (least > f) {
            m_rt += (least - f) * m_config->hyperIncreaseBps;
        } else {
            m_rt += m_config->additiveIncreaseBps;
        }
        m_rt = std::min(m_rt, m_line);
        m_rc = std::min(m_line, (m_rt + m_rc) / 2.0);
    }

    const DcqcnConfig* m_config = nullptr;
    double m_line = 0, m_rc = 0, m_rt = 0, m_alpha = 1;
    int m_timerEvents = 0, m_byteEvents = 0;
    double m_bytes = 0;
};

// RED-style marking probability (MODELS.md): 0 up to Kmin, Pmax (q - Kmin)/(Kmax - Kmin)
// up to Kmax, 1 above.
inline double markingProbability(double queueBytes, double kmin, double kmax, double pmax)
{
    if (queueBytes <= kmin)
        return 0.0;
    if (queueBytes > kmax)
        return 1.0;
    return pmax * (queueBytes - kmin) / (kmax - kmin);
}

} // namespace ailab::core::net::packet
