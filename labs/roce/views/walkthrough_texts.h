#pragma once

#include "core/net/roce/rdma_walkthrough.h"

#include <QCoreApplication>
#include <QString>

namespace ailab::labs::roce {

// The learner's words for the walkthrough model's steps, actors and parameters.
class WalkthroughTexts
{
    Q_DECLARE_TR_FUNCTIONS(WalkthroughTexts)
public:
    static QString stepTitle(core::net::roce::StepKind kind);
    // What happens in the step, as a paragraph of rich text.
    static QString stepText(core::net::roce::StepKind kind);
    // How the model times the step.
    static QString stepFormula(core::net::roce::StepKind kind);
    // The parameters the step's formula uses (ids of walkthroughParameters()).
    static QStringList stepParameters(core::net::roce::StepKind kind);
    static QString actorName(core::net::roce::Actor actor);
    // "CPU", "RNIC", "switch", "GPU copy engine": the hardware that does the work.
    static QString hardwareName(core::net::roce::Actor actor);
    static QString parameterName(const std::string& id);
    static QString nodeLabel(const std::string& name);
};

} // namespace ailab::labs::roce
