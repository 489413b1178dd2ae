#include "labs/gpu_server/views/memory_texts.h"

#include "core/error.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/common/widgets/metric_tile.h"

#include <QCoreApplication>
#include <QLocale>

namespace ailab::labs::gpu_server::memory_texts {

namespace {
using namespace core::train;

struct MemoryTexts
{
    Q_DECLARE_TR_FUNCTIONS(MemoryTexts)
};

QString number(double value)
{
    const int decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2;
    return QLocale().toString(value, 'f', decimals);
}

QString seconds(double s)
{
    if (s < 1e-3)
        return MemoryTexts::tr("%1 µs").arg(number(s * 1e6));
    if (s < 1.0)
        return MemoryTexts::tr("%1 ms").arg(number(s * 1e3));
    return MemoryTexts::tr("%1 s").arg(number(s));
}

QString tierName(const MemoryTier& tier)
{
    if (tier.id == "hbm")
        return MemoryTexts::tr("GPU HBM");
    if (tier.id == "dram")
        return MemoryTexts::tr("Host DRAM");
    if (tier.id == "nvme")
        return MemoryTexts::tr("NVMe");
    return trainingText(tier.name);
}

QString rateText(double bytesPerSecond)
{
    return bytesPerSecond >= 1e12 ? MemoryTexts::tr("%1 TB/s").arg(number(bytesPerSecond / 1e12))
                                  : MemoryTexts::tr("%1 GB/s").arg(number(bytesPerSecond / 1e9));
}
} // namespace

QString bytesValue(double bytes)
{
    if (bytes >= 1e12)
        return number(bytes / 1e12);
    if (bytes >= 1e9 || bytes == 0.0)
        return number(bytes / 1e9);
    return number(bytes / 1e6);
}

QString bytesUnit(double bytes)
{
    if (bytes >= 1e12)
        return MemoryTexts::tr("TB");
    if (bytes >= 1e9 || bytes == 0.0)
        return MemoryTexts::tr("GB");
    return MemoryTexts::tr("MB");
}

QString bytesText(double bytes)
{
    //: %1 number, %2 unit, e.g. "112 GB"
    return MemoryTexts::tr("%1 %2").arg(bytesValue(bytes), bytesUnit(bytes));
}

void showBytes(MetricTile* tile, double bytes, const QString& detail)
{
    tile->setValue(bytesValue(bytes), bytesUnit(bytes));
    tile->setDetail(detail);
}

QString statusText(PlacementStatus status)
{
    switch (status) {
    case PlacementStatus::FitsInHbm:
        return MemoryTexts::tr("Fits in HBM");
    case PlacementStatus::SpillsToDram:
        return MemoryTexts::tr("Spills to host DRAM");
    case PlacementStatus::SpillsToNvme:
        return MemoryTexts::tr("Spills to NVMe");
    case PlacementStatus::DoesNotFit:
        return MemoryTexts::tr("Does not fit in any tier");
    }
    return {};
}

void showStatus(MetricTile* tile, const Placement& placement)
{
    tile->setValue(statusText(placement.status));
    switch (placement.status) {
    case PlacementStatus::FitsInHbm:
        tile->setStatus(Status::Healthy);
        tile->setDetail(MemoryTexts::tr("every byte at HBM bandwidth"));
        break;
    case PlacementStatus::SpillsToDram:
        tile->setStatus(Status::Busy);
        tile->setDetail(MemoryTexts::tr("the rest crosses PCIe each pass"));
        break;
    case PlacementStatus::SpillsToNvme:
        tile->setStatus(Status::Congested);
        tile->setDetail(MemoryTexts::tr("part of it streams from NVMe"));
        break;
    case PlacementStatus::DoesNotFit:
        tile->setStatus(Status::Failed);
        tile->setDetail(
            MemoryTexts::tr("%1 has nowhere to go").arg(bytesText(placement.unplacedBytes)));
        break;
    }
}

void showSpillTime(MetricTile* tile, const Placement& placement)
{
    if (placement.spilledBytes <= 0) {
        tile->setValue(MemoryTexts::tr("none"));
        tile->setDetail(
            MemoryTexts::tr("one pass over HBM takes %1").arg(seconds(placement.hbmPassSeconds)));
        return;
    }
    tile->setValue(seconds(placement.spillSeconds));
    tile->setDetail(MemoryTexts::tr("a pass takes %1 times as long as from HBM alone")
                        .arg(QLocale().toString(placement.slowdown(), 'f', 0)));
}

QString pressureText(double pressure, double capacityBytes)
{
    return MemoryTexts::tr("%1 % of %2")
        .arg(QLocale().toString(pressure * 100.0, 'f', 0), bytesText(capacityBytes));
}

QString spillDetail(const Placement& placement)
{
    if (placement.spilledBytes <= 0 && placement.unplacedBytes <= 0)
        return MemoryTexts::tr("nothing leaves the GPU");
    if (placement.unplacedBytes > 0)
        return MemoryTexts::tr("%1 beyond every tier").arg(bytesText(placement.unplacedBytes));
    return MemoryTexts::tr("to slower tiers, nearest first");
}

QString recomputeDetail(Recomputation recompute)
{
    switch (recompute) {
    case Recomputation::None:
        return MemoryTexts::tr("sbh(34 + 5as/h) per layer");
    case Recomputation::Selective:
        return MemoryTexts::tr("34 sbh per layer");
    case Recomputation::Full:
        return MemoryTexts::tr("2 sbh per layer");
    }
    return {};
}

QString modelError(const core::Error& error)
{
    if (error.path() == "/model/heads")
        return MemoryTexts::tr("The hidden size must be a multiple of the number of heads.");
    return MemoryTexts::tr("These model inputs are not valid.");
}

void showTierChart(SummaryChart* chart, const Placement& placement)
{
    QStringList categories;
    BarSeries used{MemoryTexts::tr("Working set"), {}, {}};
    BarSeries free{MemoryTexts::tr("Free"), {}, {}, true};
    for (const TierShare& share : placement.tiers) {
        //: a tier and its capacity, e.g. "GPU HBM (80 GB)"
        categories << MemoryTexts::tr("%1 (%2)").arg(tierName(share.tier),
                                                     bytesText(share.tier.capacityBytes));
        used.values << share.pressure * 100.0;
        free.values << (1.0 - share.pressure) * 100.0;
    }
    chart->setBreakdown(categories, {used, free}, MemoryTexts::tr("% of capacity"));
}

ExplainerContent explainer(const Placement& placement, const TrainingMemory& memory,
                           const ModelShape& shape, bool fromModel)
{
    ExplainerContent content;
    content.title = MemoryTexts::tr("Where the working set lands");
    content.conceptText = MemoryTexts::tr(
        "<p>The data a GPU needs in one pass fills its own HBM first, then host DRAM behind "
        "PCIe, then NVMe. Capacity decides where it lands; the link to each tier decides what "
        "a pass costs: whatever is outside HBM must cross that link each time it is used. "
        "Real frameworks shard, stream or overlap these transfers; this model shows the "
        "capacity pressure and the transfer time with no overlap.</p>");
    content.formula = MemoryTexts::tr(
        "pressure = placed / capacity<br>spill time = &Sigma; bytes in tier / link bandwidth"
        "<br>model = N (w + g + o) + L &times; sbh(34 + 5as/h)");
    for (const TierShare& share : placement.tiers) {
        content.inputs << ExplainerInput{
            tierName(share.tier),
            MemoryTexts::tr("%1 at %2")
                .arg(bytesText(share.tier.capacityBytes), rateText(share.tier.bandwidthBps)),
            trainingText(share.tier.source), false};
    }
    if (fromModel) {
        content.inputs << ExplainerInput{
            MemoryTexts::tr("Bytes per parameter (w + g + o)"),
            MemoryTexts::tr("%1 + %2 + %3 = %4 B")
                .arg(memory.perParameter.weights)
                .arg(memory.perParameter.gradients)
                .arg(memory.perParameter.optimizer)
                .arg(memory.perParameter.total()),
            MemoryTexts::tr("ZeRO (Rajbhandari et al., SC 2020), section 3.1"), false};
        content.inputs << ExplainerInput{
            MemoryTexts::tr("Activations (s, b, h, a, L)"),
            MemoryTexts::tr("%1, %2, %3, %4, %5")
                .arg(shape.sequence)
                .arg(shape.microBatch)
                .arg(shape.hidden)
                .arg(shape.heads)
                .arg(shape.layers),
            MemoryTexts::tr("Korthikanti et al. 2022, equation 1 and section 4.2"), false};
    }
    content.sources
        << MemoryTexts::tr("Tiers and their sizes: AI Infrastructure Explained, Lab 02 memory "
                           "explorer (HBM 80 GB, DRAM 512 GB, NVMe 4 TB).")
        << MemoryTexts::tr(
               "HBM bandwidth: NVIDIA H100 Tensor Core GPU datasheet (2023), 3.35 TB/s.")
        << MemoryTexts::tr(
               "PCIe 5.0 x16: 32 GT/s per lane, 128b/130b, about 64 GB/s a direction (PCI-SIG).")
        << MemoryTexts::tr(
               "NVMe: 7 GB/s sequential read of one PCIe 4.0 x4 drive (Samsung 990 PRO datasheet).")
        << MemoryTexts::tr("Rajbhandari et al., \"ZeRO: Memory Optimizations Toward Training "
                           "Trillion Parameter Models\", SC 2020.")
        << MemoryTexts::tr("Korthikanti et al., \"Reducing Activation Recomputation in Large "
                           "Transformer Models\", arXiv:2205.05198, 2022.");
    return content;
}

} // namespace ailab::labs::gpu_server::memory_texts
