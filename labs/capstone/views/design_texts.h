#pragma once

#include "labs/common/widgets/palette.h"

#include <QCoreApplication>
#include <QString>
#include <string>

namespace ailab::core::design {
struct ComponentFailure;
struct DesignEvaluation;
struct DesignSpec;
struct ReviewCriterion;
} // namespace ailab::core::design

namespace ailab::labs::capstone {

// The capstone's words for core's ids and figures, in the language shown: core gives stable
// ids and numbers (core/design), the lab formats each sentence here with tr(). Figures are
// never computed here, only formatted.
class DesignTexts
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::capstone::DesignTexts)
public:
    // A number in the shown language's notation with `decimals` digits after the point.
    static QString number(double value, int decimals = 0);
    static QString percent(double share, int decimals = 1); // 0.25 -> "25.0 %"
    static QString duration(double seconds);                // "45 s", "12 min", "3.5 h"

    static QString componentName(const std::string& id); // "server" -> "Server"
    static QString resourceName(const std::string& id);  // headroom resources
    static QString constraintName(const std::string& id); // primary constraints
    static QString outcomeText(const core::design::ComponentFailure& failure);
    static QString statusName(const std::string& id); // "healthy", "degraded", "down"
    static Status statusOf(const std::string& id);
    // What one failure takes down and what the workload does, from core's figures.
    static QString failureEffect(const core::design::ComponentFailure& failure);

    static QString criterionTitle(const std::string& id);
    // Why the criterion passed or failed, from the evaluation's figures.
    static QString criterionReason(const core::design::ReviewCriterion& criterion,
                                   const core::design::DesignSpec& spec,
                                   const core::design::DesignEvaluation& evaluation);
    // What would pass it (empty when it passed).
    static QString criterionToPass(const core::design::ReviewCriterion& criterion);
    static QString readinessCaveat();
};

} // namespace ailab::labs::capstone
