#include "labs/scheduler/views/sched_texts.h"

#include "core/sched/placement.h"
#include "core/sched/scheduler.h"

#include <optional>

namespace ailab::labs::scheduler {

namespace sched = core::sched;

QString SchedTexts::policyName(sched::Policy policy)
{
    switch (policy) {
    case sched::Policy::FirstFit:
        return tr("First-fit");
    case sched::Policy::BestFit:
        return tr("Best-fit");
    case sched::Policy::Packing:
        return tr("GPU packing");
    case sched::Policy::Spread:
        return tr("Spread");
    case sched::Policy::Topology:
        return tr("Topology-aware");
    case sched::Policy::Fgd:
        return tr("Fragmentation-aware (FGD)");
    }
    return {};
}

QString SchedTexts::policyScore(sched::Policy policy)
{
    switch (policy) {
    case sched::Policy::FirstFit:
        return tr("score = 0 for every node that fits: the first in node order wins");
    case sched::Policy::BestFit:
        return tr("score = 1 − [0.5 × CPU left / 128 cores + 0.5 × GPUs left / 8]");
    case sched::Policy::Packing:
        return tr("score = allocated GPU share of the node after placing");
    case sched::Policy::Spread:
        return tr("score = idle GPU share of the node after placing");
    case sched::Policy::Topology:
        return tr("as best-fit, inside the tightest domain (node, then leaf) that holds the "
                  "whole gang");
    case sched::Policy::Fgd:
        return tr("score = ⌊100 × sigmoid(−(F_n(M) after − F_n(M) before) in GPUs)⌋, 0 to 100, "
                  "F_n(M) = Σ_m p_m F_n(m)");
    }
    return {};
}

QString SchedTexts::backfillName(sched::Backfill backfill)
{
    switch (backfill) {
    case sched::Backfill::None:
        return tr("None (strict FIFO)");
    case sched::Backfill::Easy:
        return tr("EASY");
    case sched::Backfill::Conservative:
        return tr("Conservative");
    }
    return {};
}

QString SchedTexts::verdictText(sched::Verdict verdict)
{
    switch (verdict) {
    case sched::Verdict::Fits:
        return tr("fits");
    case sched::Verdict::Down:
        return tr("filtered: node down");
    case sched::Verdict::GpuType:
        return tr("filtered: GPU type");
    case sched::Verdict::MigMode:
        return tr("filtered: MIG mode");
    case sched::Verdict::Cpu:
        return tr("filtered: not enough CPU");
    case sched::Verdict::Memory:
        return tr("filtered: not enough memory");
    case sched::Verdict::Gpus:
        return tr("filtered: not enough GPUs");
    case sched::Verdict::Domain:
        return tr("filtered: outside the domain");
    }
    return {};
}

QString SchedTexts::jobName(const std::string& name)
{
    // The names SchedulerSession gives the course's two buttons' jobs: "<kind>-<n>".
    const auto numbered = [&](const std::string& kind) -> std::optional<QString> {
        const std::string prefix = kind + "-";
        if (name.rfind(prefix, 0) != 0 || name.size() == prefix.size() ||
            name.find_first_not_of("0123456789", prefix.size()) != std::string::npos)
            return std::nullopt;
        return QString::fromStdString(name.substr(prefix.size()));
    };
    if (const auto n = numbered("training"))
        //: The name of the n-th training job the learner submitted
        return tr("training-%1").arg(*n);
    if (const auto n = numbered("inference"))
        //: The name of the n-th inference job the learner submitted
        return tr("inference-%1").arg(*n);
    return QString::fromStdString(name);
}

QString SchedTexts::tenantName(const std::string& name)
{
    //: The tenant of jobs that name none
    return name == "default" ? tr("default") : QString::fromStdString(name);
}

} // namespace ailab::labs::scheduler
