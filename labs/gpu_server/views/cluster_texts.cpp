#include "labs/gpu_server/views/cluster_texts.h"

#include "labs/common/skeleton/core_text.h"
#include "labs/common/widgets/metric_tile.h"

#include <QCoreApplication>
#include <QLocale>

namespace ailab::labs::gpu_server::cluster_texts {

namespace {
using namespace core::models::gpu_server;

struct ClusterTexts
{
    Q_DECLARE_TR_FUNCTIONS(ClusterTexts)
};

QString number(double value, int decimals = -1)
{
    if (decimals < 0)
        decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2;
    return QLocale().toString(value, 'f', decimals);
}

QString integer(long long value)
{
    return QLocale().toString(value);
}

QString bytesText(double bytes)
{
    if (bytes >= 1e12)
        return ClusterTexts::tr("%1 TB").arg(number(bytes / 1e12));
    return ClusterTexts::tr("%1 GB").arg(number(bytes / 1e9));
}

QString powerText(double watts)
{
    if (watts >= 1e6)
        return ClusterTexts::tr("%1 MW").arg(number(watts / 1e6));
    return ClusterTexts::tr("%1 kW").arg(number(watts / 1e3));
}

QString secondsText(double s)
{
    return s < 1.0 ? ClusterTexts::tr("%1 ms").arg(number(s * 1e3))
                   : ClusterTexts::tr("%1 s").arg(number(s));
}
} // namespace

void showTiles(const Tiles& tiles, const ClusterConfig& config, const ClusterTotals& totals)
{
    tiles.gpus->setValue(integer(totals.gpus));
    tiles.gpus->setDetail(ClusterTexts::tr("%1 servers × %2 GPUs")
                              .arg(integer(config.servers))
                              .arg(config.gpusPerServer));
    tiles.hbm->setValue(integer(std::llround(totals.aggregateHbmGB)), ClusterTexts::tr("GB"));
    tiles.hbm->setDetail(
        ClusterTexts::tr("%1 GB per GPU; a sum, not one pool").arg(number(config.hbmPerGpuGB, 0)));
    tiles.hbm->setExplanation(ClusterTexts::tr(
        "Each GPU reaches only its own HBM at full speed; other GPUs' memory is behind NVLink "
        "or the network."));
    tiles.nics->setValue(integer(totals.nics));
    tiles.nics->setDetail(ClusterTexts::tr("%1 per server, %2 Tb/s in all")
                              .arg(config.nicsPerServer)
                              .arg(number(totals.nicBandwidthGbps / 1000.0)));
    tiles.power->setValue(powerText(totals.teachingPowerW));
    tiles.power->setDetail(ClusterTexts::tr("teaching assumption %1 W per GPU; catalog TDP "
                                            "%2 W: %3")
                               .arg(number(config.teachingWattsPerGpu, 0))
                               .arg(number(totals.catalogTdpW, 0))
                               .arg(powerText(totals.catalogPowerW)));
    const LeafSpine& f = totals.fabric;
    //: leaf switches + spine switches, e.g. "2 + 2"
    tiles.fabric->setValue(ClusterTexts::tr("%1 + %2").arg(f.leaves).arg(f.spines),
                           ClusterTexts::tr("leaves + spines"));
    if (!f.twoTierFits) {
        tiles.fabric->setStatus(Status::Failed);
        tiles.fabric->setDetail(ClusterTexts::tr("more leaves than a spine has ports: a third "
                                                 "tier is needed"));
    } else {
        tiles.fabric->clearStatus();
        tiles.fabric->setDetail(
            f.spines == 0
                ? ClusterTexts::tr("one %1-port leaf holds every NIC").arg(config.switchRadix)
                : ClusterTexts::tr("%1-port switches, non-blocking, %2 uplinks")
                      .arg(config.switchRadix)
                      .arg(integer(f.uplinks)));
    }
    tiles.allReduce->setValue(bytesText(totals.allReduce.bytesPerRank));
    tiles.allReduce->setDetail(ClusterTexts::tr("per GPU per step, 2(p−1)/p × %1; about %2 "
                                                "hierarchical")
                                   .arg(bytesText(config.gradientBytes),
                                        secondsText(totals.allReduce.hierarchicalSeconds)));
}

ExplainerContent explainer(const ClusterConfig& config, const ClusterTotals& totals)
{
    ExplainerContent content;
    content.title = ClusterTexts::tr("Scaling from one server to a cluster");
    content.conceptText = ClusterTexts::tr(
        "<p>Totals grow with the server count, but so does the work of keeping GPUs in step: "
        "in data-parallel training every GPU all-reduces its gradients each step. With a ring, "
        "each GPU sends almost twice the gradient size however large the cluster, while the "
        "bytes on the fabric as a whole grow with the number of GPUs. The NICs need leaf "
        "switches, and once one leaf is not enough, spines that join every leaf.</p>");
    content.formula = ClusterTexts::tr(
        "per GPU = 2(p&minus;1)/p &times; S<br>all GPUs = 2(p&minus;1) &times; S<br>"
        "leaves = &lceil;servers / &lfloor;(radix/2) / NICs&rfloor;&rceil;");
    content.inputs
        << ExplainerInput{ClusterTexts::tr("Ranks p"), integer(totals.gpus),
                          ClusterTexts::tr("servers × GPUs per server"), false}
        << ExplainerInput{ClusterTexts::tr("Gradients S"), bytesText(config.gradientBytes),
                          ClusterTexts::tr("a 7B model's BF16 gradients, 7e9 × 2 B"), false}
        << ExplainerInput{ClusterTexts::tr("Power per GPU"),
                          ClusterTexts::tr("%1 W").arg(number(config.teachingWattsPerGpu, 0)),
                          ClusterTexts::tr("the course's 32 kW for 32 GPUs"), true}
        << ExplainerInput{ClusterTexts::tr("GPU TDP"),
                          ClusterTexts::tr("%1 W").arg(number(totals.catalogTdpW, 0)),
                          hardwareText(totals.gpuName), false}
        << ExplainerInput{ClusterTexts::tr("Switch radix"),
                          ClusterTexts::tr("%1 ports of %2 Gb/s")
                              .arg(config.switchRadix)
                              .arg(number(config.nicGbps, 0)),
                          ClusterTexts::tr("e.g. a 32 × 400 GbE switch"), false}
        << ExplainerInput{ClusterTexts::tr("Latency per step"),
                          ClusterTexts::tr("NVLink %1 µs, network %2 µs")
                              .arg(number(config.nvlinkAlphaSeconds * 1e6, 0))
                              .arg(number(config.nicAlphaSeconds * 1e6, 0)),
                          ClusterTexts::tr("alpha-beta model"), true};
    content.sources
        << ClusterTexts::tr(
               "AI Infrastructure Explained, cluster builder: 8 servers × 4 GPUs, 80 GB "
               "each, 2 NICs: 32 GPUs, 2,560 GB, 16 NICs.")
        << ClusterTexts::tr("Ring all-reduce: Thakur, Rabenseifner and Gropp, \"Optimization of "
                            "Collective Communication Operations in MPICH\", IJHPCA 2005.")
        << ClusterTexts::tr("Hierarchical all-reduce: NVLink ring inside each server, "
                            "then the NICs between servers (alpha-beta model).");
    return content;
}

} // namespace ailab::labs::gpu_server::cluster_texts
