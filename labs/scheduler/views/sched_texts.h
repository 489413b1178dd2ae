#pragma once

#include "core/sched/placement.h"
#include "core/sched/scheduler.h"

#include <QCoreApplication>
#include <QString>
#include <string>

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
    // A job's name as the learner reads it: the lab's own names are words in their
    // language ("training-2" is "Training-2" in German); a scenario's names stay as written.
    static QString jobName(const std::string& name);
    // A tenant's name: "default", the tenant of a job that names none, is a word too.
    static QString tenantName(const std::string& name);
};

} // namespace ailab::labs::scheduler
