#include "labs/stack/views/step_explainer.h"

#include "core/hw/catalog.h"
#include "core/models/stack/stack_parameters.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/stack/stack_session.h"

#include <QCoreApplication>
#include <QLocale>

namespace ailab::labs::stack {

namespace {

class StepExplainer
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::stack::StepExplainer)
public:
    static ExplainerContent build(const StackSession& session);
};

// The parameter's value from the scenario's model, as saved (units of the file).
double valueOf(const nlohmann::json& model, const char* key)
{
    const nlohmann::json* at = &model;
    for (const QString& part : QString::fromLatin1(key).split(QLatin1Char('/')))
        at = &at->at(part.toStdString());
    return at->get<double>();
}

ExplainerContent StepExplainer::build(const StackSession& session)
{
    const QLocale locale;
    const auto& step = session.currentStep();
    const auto& config = session.config();
    ExplainerContent c;
    c.title = tr("One training step, end to end");
    c.conceptText =
        tr("<p>Every step the GPUs compute the forward and backward pass, the gradients are "
           "averaged across all GPUs with a ring all-reduce, the next batch is read from "
           "storage, and every N steps a checkpoint is written. Compute hides part of the "
           "all-reduce and the whole prefetch; what it cannot hide adds to the step.</p>"
           "<p>The <b>bottleneck</b> is the layer whose 10 % speed-up would shorten the step "
           "most: one layer's bottleneck limits the whole system. Under a power cap the GPUs "
           "stay busy but slow, so utilisation alone does not reveal it.</p>");
    c.formula = tr("step = compute + exposed all-reduce + data wait + checkpoint ÷ N<br>"
                   "compute = 6 × parameters × tokens ÷ (GPUs × peak × MFU × power factor)<br>"
                   "all-reduce = 2(p−1)α + 2(p−1)/p × 2 B × parameters ÷ bandwidth<br>"
                   "exposed = max(0, all-reduce − overlap × compute)<br>"
                   "data wait = max(0, data per step ÷ read rate − compute)<br>"
                   "power factor = ((cap − floor) ÷ (1 − floor))<sup>1/3</sup>");

    const nlohmann::json model = core::models::stack::stackConfigToJson(config);
    const core::hw::GpuSpec* gpu = core::hw::findGpu(config.gpu);
    const core::hw::FabricSpec* fabric = core::hw::findFabric(config.fabric);
    if (gpu != nullptr) {
        c.inputs << ExplainerInput{
            tr("GPU"),
            tr("%1: %2 TFLOPS BF16 dense")
                .arg(hardwareText(gpu->name), locale.toString(gpu->bf16DenseTflops, 'f', 0)),
            hardwareText(gpu->source), false};
    }
    if (fabric != nullptr) {
        c.inputs << ExplainerInput{
            tr("Fabric"),
            tr("%1: %2 Gb/s per GPU")
                .arg(hardwareText(fabric->name), locale.toString(fabric->portGbps, 'f', 0)),
            hardwareText(fabric->source), false};
    }
    for (const auto& p : core::models::stack::stackParameters()) {
        if (QString::fromLatin1(p.key).startsWith(QLatin1String("journey/")) ||
            QString::fromLatin1(p.key).startsWith(QLatin1String("inference/")))
            continue;
        double value = valueOf(model, p.key);
        const QString key = QString::fromLatin1(p.key);
        if (key.startsWith(QLatin1String("degradations/"))) {
            const auto d = session.degradations();
            value = key.endsWith(QLatin1String("storageSlowdown")) ? d.storageSlowdown
                    : key.endsWith(QLatin1String("powerCap"))      ? d.powerCap
                                                                   : d.networkBandwidthFraction;
        }
        const QString number = locale.toString(value, 'g', 6);
        const QString unit = trainingText(p.unit);
        c.inputs << ExplainerInput{trainingText(p.name),
                                   unit.isEmpty() ? number : tr("%1 %2").arg(number, unit),
                                   trainingText(p.source), p.teachingAssumption};
    }
    c.inputs << ExplainerInput{
        tr("Result"),
        tr("step %1 s: compute %2 s, exposed all-reduce %3 s, data wait %4 s, checkpoint %5 s")
            .arg(locale.toString(step.stepSeconds, 'f', 3),
                 locale.toString(step.computeSeconds, 'f', 3),
                 locale.toString(step.exposedCommunicationSeconds, 'f', 3),
                 locale.toString(step.dataWaitSeconds, 'f', 3),
                 locale.toString(step.checkpointPerStepSeconds, 'f', 4)),
        tr("step model"), false};
    c.sources = {tr("Kaplan et al. 2020, Scaling Laws for Neural Language Models: 6 FLOPs per "
                    "parameter per token"),
                 tr("Patarasuk and Yuan 2009; Hockney's alpha-beta model: ring all-reduce"),
                 tr("MLPerf Storage: prefetch overlap and accelerator utilisation"),
                 tr("Hennessy and Patterson, Computer Architecture: dynamic power and frequency"),
                 tr("AI Infrastructure Explained, section 01.4 and System Architecture")};
    return c;
}

} // namespace

ExplainerContent stepExplainer(const StackSession& session)
{
    return StepExplainer::build(session);
}

} // namespace ailab::labs::stack
