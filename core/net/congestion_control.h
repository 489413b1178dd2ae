#pragma once

#include <cstdint>
#include <vector>

// The formulas of RoCEv2 congestion control, exactly as docs/models.md states them, without an
// engine: the switch's RED-style ECN marking, the DCQCN notification point (receiver) and
// reaction point (sender) of Zhu et al., "Congestion Control for Large-Scale RDMA
// Deployments", SIGCOMM 2015. Pure and deterministic: the caller says what happened when
// (times in seconds, sizes in bytes, rates in bits per second).
namespace ailab::core::net {

// Switch ECN marking on an egress queue of q bytes (docs/models.md, Congestion control):
//   p = 0 for q <= Kmin; p = Pmax (q - Kmin)/(Kmax - Kmin) for Kmin < q <= Kmax; 1 above.
struct RedParams
{
    double kMinBytes = 100e3;
    double kMaxBytes = 400e3;
    double pMax = 0.2;
};

// Throws core::Error ("/kmin_bytes", "/kmax_bytes", "/pmax") unless 0 <= Kmin < Kmax and
// 0 <= Pmax <= 1.
void validate(const RedParams& params);
double markingProbability(double queueBytes, const RedParams& params);

// The production-derived default (docs/models.md, Congestion control):
// Kmin 100 KB x (bw / 25 Gb/s), Kmax 400 KB x (bw / 25 Gb/s), Pmax 0.2 (KB = 1000 bytes).
// Throws for a rate <= 0.
RedParams productionRedDefaults(double linkBitsPerSecond);

// DCQCN parameters. Defaults from the paper (Zhu et al. 2015, section 3 and its
// parameter table) unless marked otherwise; all are editable.
struct DcqcnParams
{
    double lineRateBps = 100e9;        // the NIC's link rate: the start and ceiling of RC and RT
    double g = 1.0 / 256;              // alpha gain (paper)
    double alphaTimerS = 55e-6;        // alpha decays every 55 us without a CNP (paper, K)
    double increaseTimerS = 55e-6;     // rate-increase timer T (paper)
    double byteCounterBytes = 10e6;    // rate-increase byte counter B, 10 MB (paper)
    int fastRecoverySteps = 5;         // F (paper)
    double additiveIncreaseBps = 40e6; // R_AI, 40 Mb/s (paper)
    double hyperIncreaseBps = 400e6;   // R_HAI: ten times R_AI, a teaching choice
    double minRateBps = 10e6;          // floor of RC, as NICs keep a minimum rate
    double initialAlpha = 1.0;         // paper: alpha starts at 1
    double cnpIntervalS = 50e-6;       // notification point: one CNP per flow per 50 us
};

// Throws core::Error naming the field ("/dcqcn/g", ...) for a value out of range.
void validate(const DcqcnParams& params);

// Which increase a rate-increase event applies (docs/models.md, Congestion control): fast recovery
// for the first F events after a CNP (while neither counter has passed F), additive once one
// counter has passed F, hyper once both have.
enum class IncreaseStage { FastRecovery, Additive, Hyper };

// The sender of one flow (reaction point). It starts at line rate, alpha = initialAlpha.
//   on a CNP:              RT = RC; RC = RC (1 - alpha/2); alpha = (1 - g) alpha + g;
//                          both increase counters and both timers restart.
//   every alphaTimerS
//   without a CNP:         alpha = (1 - g) alpha.
//   increase event (every increaseTimerS, and every byteCounterBytes sent):
//     fast recovery:       RC = (RT + RC)/2
//     additive:            RT += R_AI, then RC = (RT + RC)/2
//     hyper:               RT += R_HAI, then RC = (RT + RC)/2
//   RT and RC stay within [minRateBps, lineRateBps].
class DcqcnReactionPoint
{
public:
    explicit DcqcnReactionPoint(const DcqcnParams& params); // validates

    // A CNP arrives at `timeS` (timers due before it fire first).
    void onCnp(double timeS);
    // The flow sent `bytes` at `timeS`: byte-counter increase events.
    void onBytesSent(double timeS, double bytes);
    // Fires every timer event due up to and including `timeS`, in time order.
    void advanceTo(double timeS);
    // The next time a timer fires (alpha decay or rate increase).
    double nextTimerS() const;

    double rate() const { return m_rc; }       // RC, the current sending rate
    double targetRate() const { return m_rt; } // RT
    double alpha() const { return m_alpha; }
    int timerEvents() const { return m_timerEvents; } // since the last CNP
    int byteEvents() const { return m_byteEvents; }
    IncreaseStage stage() const; // of the counters now: the last increase event's stage
    std::uint64_t cnps() const { return m_cnps; }
    const DcqcnParams& params() const { return m_params; }

private:
    void increase();

    DcqcnParams m_params;
    double m_rc;
    double m_rt;
    double m_alpha;
    double m_now = 0;
    double m_nextAlphaS;
    double m_nextIncreaseS;
    double m_bytes = 0; // sent since the last byte-counter event
    int m_timerEvents = 0;
    int m_byteEvents = 0;
    std::uint64_t m_cnps = 0;
};

// The receiver (notification point): on a CE-marked packet of a flow, a CNP goes to the
// sender unless one went to that flow within the last cnpIntervalS (docs/models.md,
// Congestion control; paper: 50 us). Flows are small dense ids.
class DcqcnNotificationPoint
{
public:
    explicit DcqcnNotificationPoint(double cnpIntervalS = 50e-6, std::size_t flows = 0);

    // True when a CNP is sent now for this CE-marked packet.
    bool onCeMarked(std::uint32_t flow, double timeS);
    std::uint64_t cnpsSent() const { return m_sent; }
    std::uint64_t marksSeen() const { return m_marks; }

private:
    double m_interval;
    std::vector<double> m_lastCnpS; // per flow; negative: none yet
    std::uint64_t m_sent = 0;
    std::uint64_t m_marks = 0;
};

} // namespace ailab::core::net
