#pragma once

#include "core/security/defence_layers.h"
#include "core/security/gpu_isolation.h"
#include "core/security/policy_evaluator.h"

#include <QCoreApplication>
#include <QString>
#include <string>

namespace ailab::labs::operations {

// The words of the security page for core/security's ids, in the learner's language: the
// checks of the zero-trust path, their outcomes and reasons (translated by the reason's id
// with its arguments, never by parsing core's English), the segments, permissions, admission
// rules, defence layers and their controls, and the GPU sharing modes with their isolation.
// The sources of the isolation judgements are core's English texts, listed for lupdate in
// security_texts.cpp under the context "ailab::core::security".
class SecurityTexts
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::operations::SecurityTexts)
public:
    static QString checkName(core::security::CheckId check);       // "Identity"
    static QString checkQuestion(core::security::CheckId check);   // what it asks
    static QString outcome(core::security::Outcome outcome);       // "Allowed"
    static QString reason(const core::security::CheckResult& result); // a sentence
    static QString segmentName(core::security::Segment segment);   // "GPU fabric"
    static QString permissionName(const std::string& permission);  // "Dataset: read"
    static QString accessName(core::security::Access access);      // "read"
    static QString ruleName(core::security::AdmissionRule rule);   // "Trusted registries only"
    static QString layerName(const core::security::DefenceLayer& layer);
    static QString controlName(const std::string& control);        // "Authentication"
    static QString sharingName(core::security::GpuSharing sharing); // "MIG slice"
    static QString aspectName(core::security::IsolationAspect aspect);
    static QString levelName(core::security::IsolationLevel level);
    // A source of core/security, translated.
    static QString sourceText(const std::string& english);
};

} // namespace ailab::labs::operations
