#pragma once

#include "labs/common/incident/incident_panel_texts.h"

namespace ailab::labs::inference {

// The words of incident AI-INF-007 (core/models/inference/inference_incident): its evidence,
// figures, series, hypotheses, responses, hints and root cause, translated. The course's
// wording is kept where it fits ("Requests accumulate in the scheduler queue, while GPU
// memory approaches its configured capacity").
class InferenceIncidentTexts : public IncidentTexts
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::inference::InferenceIncidentTexts)
public:
    QString title() const override;
    QString summary() const override;
    QString evidenceTitle(const std::string& id) const override;
    QString evidenceText(const std::string& id) const override;
    QString figureTitle(const std::string& id) const override;
    QString figureExplanation(const std::string& id) const override;
    QString seriesTitle(const std::string& id) const override;
    QString thresholdLabel(const std::string& id) const override;
    QString hypothesisText(const std::string& id) const override;
    QString actionText(const std::string& id) const override;
    QString actionExplanation(const std::string& id) const override;
    QString hintText(const std::string& id) const override;
    QString rootCauseExplanation() const override;
    // Tokens, requests per second and KiB in the learner's language.
    std::pair<QString, QString> figureParts(const core::ops::Figure& figure) const override;
};

} // namespace ailab::labs::inference
