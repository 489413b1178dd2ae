#include "labs/gpu_server/views/roofline_texts.h"

#include "core/hw/catalog.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/common/widgets/metric_tile.h"

#include <QCoreApplication>
#include <QLocale>

namespace ailab::labs::gpu_server::roofline_texts {

namespace {
using namespace core::hw;

struct RooflineTexts
{
    Q_DECLARE_TR_FUNCTIONS(RooflineTexts)
};

QString number(double value)
{
    const int decimals = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3;
    return QLocale().toString(value, 'f', decimals);
}

QString flopText(double flop)
{
    if (flop >= 1e12)
        return RooflineTexts::tr("%1 TFLOP").arg(number(flop / 1e12));
    if (flop >= 1e9)
        return RooflineTexts::tr("%1 GFLOP").arg(number(flop / 1e9));
    return RooflineTexts::tr("%1 MFLOP").arg(number(flop / 1e6));
}

QString bytesText(double bytes)
{
    if (bytes >= 1e9)
        return RooflineTexts::tr("%1 GB").arg(number(bytes / 1e9));
    if (bytes >= 1e6)
        return RooflineTexts::tr("%1 MB").arg(number(bytes / 1e6));
    return RooflineTexts::tr("%1 kB").arg(number(bytes / 1e3));
}

QString intensityText(double intensity)
{
    return RooflineTexts::tr("%1 FLOP/B").arg(number(intensity));
}

QString tflopsText(double flops)
{
    return RooflineTexts::tr("%1 TFLOP/s").arg(number(flops / 1e12));
}

QString precision(const Roof& roof)
{
    return QString::fromUtf8(precisionName(roof.precision).data());
}
} // namespace

void showRoofTiles(MetricTile* peak, MetricTile* bandwidth, MetricTile* ridge, const Roof& roof)
{
    peak->setValue(number(roof.peakFlops / 1e12), RooflineTexts::tr("TFLOP/s"));
    peak->setDetail(RooflineTexts::tr("dense %1 Tensor Cores").arg(precision(roof)));
    bandwidth->setValue(number(roof.bandwidthBps / 1e12), RooflineTexts::tr("TB/s"));
    bandwidth->setDetail(RooflineTexts::tr("from HBM to the compute units"));
    ridge->setValue(number(roof.ridgeIntensity), RooflineTexts::tr("FLOP/B"));
    ridge->setDetail(RooflineTexts::tr("peak / bandwidth: below it, memory bound"));
}

QString kernelName(const Kernel& kernel)
{
    switch (kernel.kind) {
    case KernelKind::Gemm:
        return RooflineTexts::tr("GEMM 8192³");
    case KernelKind::GemmSkinny:
        return RooflineTexts::tr("GEMM, 32 tokens");
    case KernelKind::AttentionDecode:
        return RooflineTexts::tr("Attention decode");
    case KernelKind::ElementwiseAdd:
        return RooflineTexts::tr("Element-wise add");
    }
    return {};
}

QString ridgeShort(const Roof& roof)
{
    return RooflineTexts::tr("ridge %1").arg(intensityText(roof.ridgeIntensity));
}

QString ridgeHover(const Roof& roof)
{
    return RooflineTexts::tr("Ridge point: %1 / %2 = %3. Kernels to the left wait for memory; "
                             "to the right they can use the full compute.")
        .arg(tflopsText(roof.peakFlops),
             RooflineTexts::tr("%1 TB/s").arg(number(roof.bandwidthBps / 1e12)),
             intensityText(roof.ridgeIntensity));
}

QStringList kernelRow(const KernelPlacement& p)
{
    QString shape;
    switch (p.kernel.kind) {
    case KernelKind::Gemm:
    case KernelKind::GemmSkinny:
        shape = RooflineTexts::tr("%1; 2MNK FLOP over MK + KN + MN elements")
                    .arg(QString::fromStdString(p.kernel.shape));
        break;
    case KernelKind::AttentionDecode:
        shape = RooflineTexts::tr("%1; 4Ld FLOP over 2Ld + 2d elements")
                    .arg(QString::fromStdString(p.kernel.shape));
        break;
    case KernelKind::ElementwiseAdd:
        shape = RooflineTexts::tr("%1; n FLOP over 3n elements")
                    .arg(QString::fromStdString(p.kernel.shape));
        break;
    }
    const QString bound =
        p.computeBound
            ? RooflineTexts::tr("compute (%1 % of peak)")
                  .arg(QLocale().toString(p.shareOfPeak * 100.0, 'f', 0))
            : RooflineTexts::tr("memory (%1 % of peak)").arg(number(p.shareOfPeak * 100.0));
    return {kernelName(p.kernel),
            shape,
            flopText(p.kernel.flop),
            bytesText(p.kernel.bytes),
            intensityText(p.kernel.intensity()),
            tflopsText(p.attainableFlops),
            bound};
}

ExplainerContent explainer(const Roof& roof, const GpuSpec& gpu)
{
    ExplainerContent content;
    content.title = RooflineTexts::tr("The roofline");
    content.conceptText = RooflineTexts::tr(
        "<p>A kernel moves bytes between HBM and the compute units and does arithmetic on "
        "them. Its arithmetic intensity I, FLOP per byte moved, decides which limit it meets "
        "first: below the ridge point the memory cannot deliver bytes fast enough, above it "
        "the Tensor Cores are the limit. Large matrix products sit far to the right; decoding "
        "one token reads the whole KV cache for about one FLOP per byte.</p>");
    content.formula = RooflineTexts::tr("attainable = min(peak, I &times; bandwidth)<br>"
                                        "ridge = peak / bandwidth");
    content.inputs << ExplainerInput{RooflineTexts::tr("Peak (%1, dense)").arg(precision(roof)),
                                     tflopsText(roof.peakFlops), hardwareText(gpu.source), false}
                   << ExplainerInput{RooflineTexts::tr("HBM bandwidth"),
                                     RooflineTexts::tr("%1 TB/s").arg(
                                         number(roof.bandwidthBps / 1e12)),
                                     hardwareText(gpu.source), false}
                   << ExplainerInput{RooflineTexts::tr("Bytes per element"),
                                     QString::number(bytesPerElement(roof.precision)),
                                     RooflineTexts::tr("%1 operands").arg(precision(roof)), false};
    content.sources << RooflineTexts::tr(
                           "Williams, Waterman and Patterson, \"Roofline: an insightful visual "
                           "performance model for multicore architectures\", CACM 52(4), 2009.")
                    << RooflineTexts::tr("Kernel traffic counts each operand read once and each "
                                         "result written once (compulsory traffic).");
    return content;
}

} // namespace ailab::labs::gpu_server::roofline_texts
