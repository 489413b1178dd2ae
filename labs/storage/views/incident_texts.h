#pragma once

#include "labs/common/incident/incident_panel_texts.h"

namespace ailab::labs::storage {

// The words of incident AI-STORAGE-006 (core/models/storage/storage_incident_model): its
// evidence, figures, series, hypotheses, responses, hints and root cause, translated. The
// course's wording is kept where it fits ("During peak training hours, multiple jobs read
// datasets from the same storage tier").
class StorageIncidentTexts : public IncidentTexts
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::storage::StorageIncidentTexts)
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
};

} // namespace ailab::labs::storage
