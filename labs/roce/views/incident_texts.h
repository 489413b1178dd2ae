#pragma once

#include "labs/common/incident/incident_panel_texts.h"

namespace ailab::labs::roce {

// The words of incident AI-NET-004 (core/models/roce/roce_incident): its evidence, figures,
// series, hypotheses, responses, hints and root cause, translated. The seed's wording is
// kept where it fits ("Multiple GPU workers converge on one oversubscribed egress port").
class RoceIncidentTexts : public IncidentTexts
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::roce::RoceIncidentTexts)
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
    // The slowdown as "3.2x" and the offered-to-egress ratio as "4:1", as the seed shows it.
    std::pair<QString, QString> figureParts(const core::ops::Figure& figure) const override;
};

} // namespace ailab::labs::roce
