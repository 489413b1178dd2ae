#pragma once

#include "core/sched/placement.h"
#include "core/sched/scheduler.h"

#include <QCoreApplication>
#include <QString>

namespace ailab::labs::scheduler {

// The names the lab shows for core's policies, backfill modes and filter verdicts.
class SchedTexts
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::scheduler::SchedTexts)
public:
    static QString policyName(core::sched::Policy policy);
    // The node score of the policy, as a formula.
    static QString policyScore(core::sched::Policy policy);
    static QString backfillName(core::sched::Backfill backfill);
    static QString verdictText(core::sched::Verdict verdict);
};

} // namespace ailab::labs::scheduler
