#include "labs/fabric/views/fabric_explainer.h"

#include "core/models/fabric/fabric_status.h"
#include "core/models/fabric/fabric_workload.h"
#include "core/units/format.h"

#include <QLocale>

namespace ailab::labs::fabric {

namespace {
namespace units = core::units;

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}
} // namespace

ExplainerContent FabricExplainer::content(const core::models::fabric::FabricRun& run)
{
    const auto& cfg = run.config();
    const auto& f = cfg.fabric;
    const int p = int(run.ranks().size());
    const double n = cfg.allReduce.bytes;
    const QLocale locale;
    ExplainerContent c;
    c.title = tr("Leaf-spine fabric, ECMP and the ring all-reduce");
    c.conceptText =
        tr("<p>Every server hangs off one leaf; every leaf connects to every spine, so two "
           "servers on different leaves have as many equal-cost paths as there are spines "
           "(times the parallel uplinks). ECMP picks one path per flow by hashing the flow's "
           "5-tuple (CRC-32 with a seed), so two large flows can land on the same uplink while "
           "another idles: their rates are the max-min fair shares of the links they cross, "
           "recomputed whenever a flow starts or ends.</p>"
           "<p>The training job synchronises its gradients with a ring all-reduce: in each of "
           "2(p&minus;1) steps every rank sends n/p bytes to its neighbour, first reducing "
           "(reduce-scatter), then distributing the result (all-gather). A step ends when its "
           "slowest flow ends, so one congested link slows the whole ring.</p>"
           "<p><b>How the tiles judge.</b> A link at its full rate is busy, not congested: it "
           "may carry one flow that gets all its own ports allow. The fabric is congested only "
           "where a saturated switch port holds some flow below that rate; then the peak link "
           "load, the congestion state and the drawing all say so.</p>");
    c.formula =
        tr("T = 2(p&minus;1)&middot;&alpha; + 2(p&minus;1)/p &middot; n / B"
           "<br>bytes sent per rank = 2(p&minus;1)/p &middot; n"
           "<br>oversubscription = server ports &times; rate &divide; (uplinks &times; rate)"
           "<br>expected share of m paths used by k hashed flows = 1 &minus; (1 &minus; "
           "1/m)<sup>k</sup>");
    c.inputs = {
        {tr("Ranks p"), locale.toString(p), tr("scenario (all GPUs unless set)")},
        {tr("Message n"), text(units::toString(units::Bytes::bytes(n))), tr("scenario")},
        {tr("Bytes sent per rank"),
         text(units::toString(units::Bytes::bytes(run.bytesSentPerRank()))),
         tr("ring all-reduce model")},
        {tr("Bandwidth B"), text(units::toStringBoth(f.nicRate)),
         tr("the slowest link on the ring's paths (the NIC)")},
        {tr("Latency α"),
         text(units::toString(units::Seconds::seconds(f.networkLinkLatency.inSeconds()))),
         tr("per network link; a path's latency is the sum over its links")},
        {tr("Closed form T"),
         text(units::toString(units::Seconds::seconds(run.closedFormSeconds()))),
         tr("alpha-beta model")},
        {tr("Compute per iteration"),
         text(units::toString(units::Seconds::seconds(cfg.allReduce.computeSeconds))),
         tr("scenario"), true},
        {tr("Busy link load"),
         tr("%1 %").arg(locale.toString(core::models::fabric::kBusyLinkLoad * 100.0, 'f', 0)),
         tr("status rule for the peak link load"), true},
        {tr("Saturated link load"),
         tr("%1 %").arg(locale.toString(core::models::fabric::kSaturatedLinkLoad * 100.0, 'f', 1)),
         tr("status rule for congestion (a port that holds a flow back)"), true},
        {tr("All-reduce within"),
         tr("%1× the closed form")
             .arg(locale.toString(core::models::fabric::kAllReduceSlack, 'f', 2)),
         tr("status rule for the all-reduce time"), true},
        {tr("Oversubscription"),
         tr("%1 : 1").arg(locale.toString(run.oversubscription().ratio(), 'g', 3)),
         tr("fabric builder (worst leaf)")},
        {tr("Engine"),
         run.replaysSteps()
             ? tr("one step solved, replayed for all %1").arg(locale.toString(run.allReduceStepCount()))
             : tr("every flow of every step solved"),
         run.replaysSteps() ? tr("every step alike: nothing else on the fabric (Help: Step replay)")
                            : tr("flow engine (background flows make the steps differ)")},
    };
    c.sources = {
        tr("Ring all-reduce cost: Thakur, Rabenseifner and Gropp, \"Optimization of Collective "
           "Communication Operations in MPICH\", IJHPCA 2005."),
        tr("algbw and busbw: NVIDIA nccl-tests, performance notes."),
        tr("ECMP hashing: RFC 2992; low flow entropy hurting ECMP: Gangidi et al. (Meta), \"RDMA "
           "over Ethernet for Distributed AI Training at Meta Scale\", SIGCOMM 2024."),
        tr("Default fabric (2 spines, 3 leaves, 6 GPU nodes) and the 2:1 leaf example: the "
           "course text, section 03 and Lab 03."),
    };
    return c;
}

} // namespace ailab::labs::fabric
