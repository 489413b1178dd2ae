#include "labs/roce/views/congestion_explainer.h"

#include "core/models/roce/roce_scenario.h"
#include "core/models/roce/roce_status.h"
#include "core/net/packet/incast_scenario.h"
#include "labs/roce/roce_session.h"

#include <QLocale>

namespace ailab::labs::roce {

namespace pk = core::net::packet;
namespace roce_model = core::models::roce;

namespace {
QString fixed(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

// The PFC headroom of the incast switch's port from the first sender (every sender's
// link is alike).
double senderHeadroom(const pk::IncastScenario& run)
{
    const pk::IncastNetwork& net = run.network();
    for (const auto& a : net.graph.neighbours(net.senders.front()))
        return run.engine().headroomBytes(net.graph.channelFrom(a.link, net.senders.front()));
    return 0.0;
}
} // namespace

ExplainerContent CongestionExplainer::content(const RoceSession& session)
{
    const pk::IncastScenario& run = session.run();
    const pk::IncastConfig& in = run.config();
    const pk::SwitchConfig& s = in.engine.switches;
    const core::net::DcqcnParams& d = in.engine.dcqcn.params;
    const QString on = tr("on");
    const QString off = tr("off");
    ExplainerContent c;
    c.title = tr("ECN, PFC and DCQCN under incast");
    c.conceptText =
        tr("<p><b>ECN.</b> When more traffic heads for a port than it can send, its egress queue "
           "grows. The switch marks packets Congestion Experienced (the two ECN bits of the IP "
           "header set to 11) with a probability that rises with the queue, as RED does: "
           "nothing up to Kmin, up to Pmax at Kmax, every packet above. Marking does not slow "
           "anything by itself; it tells the receiver.</p>"
           "<p><b>DCQCN.</b> The receiver's NIC (notification point) answers a marked packet "
           "with a CNP to the sender, at most one per flow every 50 µs. The sender's NIC "
           "(reaction point) cuts its rate by alpha/2 on each CNP, and without CNPs climbs back: "
           "five fast-recovery steps halfway to the target rate, then additive and hyper "
           "increases, each step from a timer or a byte counter. Flows that share a port get "
           "about the same number of marks and settle at equal shares.</p>"
           "<p><b>PFC.</b> When an ingress port holds XOFF bytes of the lossless priority, the "
           "switch sends a pause frame upstream; the sender stops that priority on the link "
           "until XON. The headroom above XOFF absorbs what is still on the wire. No packet is "
           "lost, but a pause stops every flow of the priority on that link, including flows "
           "that go elsewhere: head-of-line blocking. Lossless does not mean congestion-free "
           "(AI Infrastructure Explained, section 04.4).</p>");
    c.formula =
        tr("ECN marking: p = 0 for q &le; K<sub>min</sub>; p = P<sub>max</sub> (q &minus; "
           "K<sub>min</sub>) / (K<sub>max</sub> &minus; K<sub>min</sub>) up to K<sub>max</sub>; "
           "p = 1 above"
           "<br>PFC headroom = 2 &times; rate &times; link delay + 2 MTU frames"
           "<br>DCQCN on a CNP: R<sub>T</sub> = R<sub>C</sub>; R<sub>C</sub> = R<sub>C</sub> "
           "(1 &minus; &alpha;/2); &alpha; = (1 &minus; g) &alpha; + g"
           "<br>every %1 µs without a CNP: &alpha; = (1 &minus; g) &alpha;"
           "<br>increase: R<sub>C</sub> = (R<sub>T</sub> + R<sub>C</sub>) / 2, after the first "
           "F steps with R<sub>T</sub> += R<sub>AI</sub>, then R<sub>T</sub> += "
           "R<sub>HAI</sub>")
            .arg(fixed(d.alphaTimerS * 1e6, 0));
    c.inputs = {
        {tr("ECN"), s.ecn ? on : off, tr("control")},
        {tr("Kmin"), tr("%1 KB").arg(fixed(roce_model::effectiveKminBytes(s, in.linkBps) / 1e3, 0)),
         s.ecnScaleWithRate ? tr("100 KB per 25 Gb/s of port speed (production-derived default)")
                            : tr("control")},
        {tr("Kmax"), tr("%1 KB").arg(fixed(roce_model::effectiveKmaxBytes(s, in.linkBps) / 1e3, 0)),
         s.ecnScaleWithRate ? tr("400 KB per 25 Gb/s of port speed (production-derived default)")
                            : tr("control")},
        {tr("Pmax"), fixed(s.pmax, 2), tr("production-derived default 0.2")},
        {tr("PFC"), s.pfc ? on : off, tr("control")},
        {tr("XOFF per ingress port"), tr("%1 KB").arg(fixed(s.xoffBytes / 1e3, 0)),
         tr("teaching default"), true},
        {tr("Headroom per ingress port"), tr("%1 KB").arg(fixed(senderHeadroom(run) / 1e3, 1)),
         tr("packet engine, from the link's rate and delay")},
        {tr("Shared buffer"), tr("%1 KB").arg(fixed(s.bufferBytes / 1e3, 0)),
         tr("of the order of a Broadcom Trident 2's 12 MB"), true},
        {tr("DCQCN"), in.engine.dcqcn.enabled ? on : off, tr("control")},
        {tr("g"), fixed(d.g, 5), tr("Zhu et al. 2015: 1/256")},
        {tr("Rate-increase timer"), tr("%1 µs").arg(fixed(d.increaseTimerS * 1e6, 0)),
         tr("Zhu et al. 2015")},
        {tr("Byte counter"), tr("%1 MB").arg(fixed(d.byteCounterBytes / 1e6, 0)),
         tr("Zhu et al. 2015")},
        {tr("Fast-recovery steps F"), QLocale().toString(d.fastRecoverySteps),
         tr("Zhu et al. 2015")},
        {tr("R_AI"), tr("%1 Mb/s").arg(fixed(d.additiveIncreaseBps / 1e6, 0)),
         tr("Zhu et al. 2015")},
        {tr("R_HAI"), tr("%1 Mb/s").arg(fixed(d.hyperIncreaseBps / 1e6, 0)), tr("ten times R_AI"),
         true},
        {tr("CNP interval"), tr("%1 µs").arg(fixed(d.cnpIntervalS * 1e6, 0)),
         tr("Zhu et al. 2015")},
        {tr("Healthy queue p99"),
         tr("up to %1 KB").arg(fixed(roce_model::healthyQueueLimitBytes(in) / 1e3, 0)),
         tr("status rule: the production-derived Kmax for this port's speed, whatever Kmax is "
            "set to")},
        {tr("Fair shares"), tr("Jain's index from %1").arg(fixed(roce_model::kFairJain, 2)),
         tr("status rule"), true},
        {tr("Innocent flow held back"),
         tr("below %1 % of its demand").arg(fixed(roce_model::kInnocentShare * 100.0, 0)),
         tr("status rule (headers take about 6 %)"), true},
    };
    c.sources = {
        tr("Zhu et al., \"Congestion Control for Large-Scale RDMA Deployments\", ACM SIGCOMM "
           "2015 (DCQCN)."),
        tr("Floyd and Jacobson, \"Random Early Detection Gateways for Congestion Avoidance\", "
           "IEEE/ACM ToN 1993 (RED marking)."),
        tr("IEEE 802.1Qbb, Priority-based Flow Control."),
    };
    return c;
}

} // namespace ailab::labs::roce
