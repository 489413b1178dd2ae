#pragma once

// moc and the core's C++20 headers: Qt comes first.
#include "core/ops/incident.h"
#include "labs/common/incident/incident_causal_chain.h"

#include <QCoreApplication>
#include <QString>

namespace ailab::labs {

class IncidentTexts;

// What an applied action did in this run, measured: better, unchanged or worse by the
// model's own criterion (IncidentModel::improved, read both ways).
enum class IncidentEffect { Helped, NoChange, Worse };

// What a debrief shows beyond the session's own record.
struct DebriefContent
{
    // The initiating fault and its secondary effects (causalChainOf); no section when empty.
    std::vector<CausalLink> causalChain;
    // The answer: the root cause and its explanation, the causal chain, which hypotheses name
    // the root cause and the author's judgement of each response. Presenter mode hides it
    // from the projected screen until the instructor shows it.
    bool withAnswer = true;
};

// The debrief of an incident as text: the words for timeline entries, effects and the
// author's judgements, the whole debrief as Markdown, and its export as a Markdown file
// or a PDF (QTextDocument reads the same Markdown, so both say the same).
class IncidentDebriefText
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::IncidentDebriefText)
public:
    static IncidentEffect effect(const core::ops::ActionEffect& effect,
                                 const core::ops::IncidentModel& model);
    static QString effectText(IncidentEffect effect); // "helped", "no change", ...
    static QString kindText(core::ops::ActionKind kind);
    // `withAnswer` false: a hypothesis is not said to name the root cause or not, and a
    // hint's text is left out.
    static QString timelineText(const core::ops::TimelineEntry& entry,
                                const core::ops::IncidentModel& model, const IncidentTexts& texts,
                                bool withAnswer = true);
    // "Incident AI-NET-004: Training slowdown"
    static QString heading(const core::ops::IncidentModel& model, const IncidentTexts& texts);

    static QString markdown(const core::ops::Debrief& debrief,
                            const core::ops::IncidentModel& model, const IncidentTexts& texts,
                            const DebriefContent& content = {});
    static bool writeMarkdown(const QString& markdown, const QString& path,
                              QString* error = nullptr);
    static bool writePdf(const QString& markdown, const QString& title, const QString& path,
                         QString* error = nullptr);
};

} // namespace ailab::labs
