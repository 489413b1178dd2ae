#pragma once

#include "core/ops/incident_definition.h"
#include "labs/common/incident/incident_panel_texts.h"

#include <memory>

namespace ailab::labs {

// The words of an incident file (core/ops/incident_definition.h), in the language the
// program shows (the default QLocale's; English where the file has no text in it). One
// class for every incident: the texts live in the file, not in code.
class DefinedIncidentTexts : public IncidentTexts
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::DefinedIncidentTexts)
public:
    explicit DefinedIncidentTexts(std::shared_ptr<const core::ops::IncidentDefinition> definition);

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
    // A figure the file shows as a multiple ("3.2×") or a ratio to one ("4:1").
    std::pair<QString, QString> figureParts(const core::ops::Figure& figure) const override;

    // The language the texts are taken in: "de" when the program shows German.
    static std::string language();

private:
    QString local(const core::ops::LocalText& text) const;

    std::shared_ptr<const core::ops::IncidentDefinition> m_definition;
};

} // namespace ailab::labs
