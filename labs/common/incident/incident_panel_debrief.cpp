#include "labs/common/incident/incident_panel_debrief.h"

#include "labs/common/files/atomic_save.h"
#include "labs/common/files/document_pdf.h"
#include "labs/common/incident/incident_panel_texts.h"

#include <QStringList>
#include <QTextDocument>
#include <algorithm>

namespace ailab::labs {

namespace ops = core::ops;

namespace {

// Text inside a Markdown table cell or list item: no column breaks, no emphasis markers.
QString cell(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    text.replace(QLatin1Char('*'), QStringLiteral("\\*"));
    text.replace(QLatin1Char('_'), QStringLiteral("\\_"));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

bool isRootCause(const ops::IncidentModel& model, const std::string& id)
{
    const auto options = model.hypotheses();
    return std::any_of(options.begin(), options.end(),
                       [&](const ops::HypothesisOption& h) { return h.id == id && h.rootCause; });
}

QString headlineText(const ops::Outcome& outcome, const IncidentTexts& texts)
{
    if (outcome.figures.empty())
        return IncidentDebriefText::tr("none");
    return texts.figureText(outcome.figures.front());
}

} // namespace

IncidentEffect IncidentDebriefText::effect(const ops::ActionEffect& effect,
                                           const ops::IncidentModel& model)
{
    if (effect.helped)
        return IncidentEffect::Helped;
    // Worse: by the model's own criterion, the state before is better than the one after.
    if (model.improved(effect.after, effect.before))
        return IncidentEffect::Worse;
    return IncidentEffect::NoChange;
}

QString IncidentDebriefText::effectText(IncidentEffect effect)
{
    switch (effect) {
    case IncidentEffect::Helped:
        return tr("helped");
    case IncidentEffect::NoChange:
        return tr("no change");
    case IncidentEffect::Worse:
        return tr("made it worse");
    }
    return {};
}

QString IncidentDebriefText::kindText(ops::ActionKind kind)
{
    switch (kind) {
    case ops::ActionKind::Fix:
        return tr("a fix of the root cause");
    case ops::ActionKind::Mitigation:
        return tr("a mitigation");
    case ops::ActionKind::NoEffect:
        return tr("no effect expected");
    case ops::ActionKind::Harmful:
        return tr("harmful");
    }
    return {};
}

QString IncidentDebriefText::timelineText(const ops::TimelineEntry& entry,
                                          const ops::IncidentModel& model,
                                          const IncidentTexts& texts, bool withAnswer)
{
    switch (entry.kind) {
    case ops::TimelineKind::FaultOnset:
        return tr("The fault began.");
    case ops::TimelineKind::EvidenceRevealed:
        return tr("Evidence revealed: %1.").arg(texts.evidenceTitle(entry.id));
    case ops::TimelineKind::Hypothesis:
        if (!withAnswer)
            return tr("Hypothesis recorded: %1.").arg(texts.hypothesisText(entry.id));
        return isRootCause(model, entry.id)
                   ? tr("Hypothesis recorded: %1. It names the root cause.")
                         .arg(texts.hypothesisText(entry.id))
                   : tr("Hypothesis recorded: %1. It is not the root cause.")
                         .arg(texts.hypothesisText(entry.id));
    case ops::TimelineKind::Hint:
        if (!withAnswer)
            return tr("Hint taken.");
        return tr("Hint taken: %1").arg(texts.hintText(entry.id));
    case ops::TimelineKind::ActionApplied:
        return tr("Response applied: %1.").arg(texts.actionText(entry.id));
    case ops::TimelineKind::Resolved:
        return tr("The incident was resolved.");
    }
    return {};
}

QString IncidentDebriefText::heading(const ops::IncidentModel& model, const IncidentTexts& texts)
{
    return tr("Incident %1: %2").arg(QString::fromStdString(model.id()), texts.title());
}

QString IncidentDebriefText::markdown(const ops::Debrief& debrief, const ops::IncidentModel& model,
                                      const IncidentTexts& texts, const DebriefContent& content)
{
    QStringList md;
    md << QStringLiteral("# ") + tr("Debrief of incident %1: %2")
                                     .arg(QString::fromStdString(debrief.incident), texts.title())
       << QString();
    const ops::Score& score = debrief.score;
    md << tr("Score: **%1** of %2 points (hypotheses %3, responses %4, hint penalty %5).")
              .arg(score.points)
              .arg(score.maxPoints)
              .arg(score.hypothesisPoints)
              .arg(score.actionPoints)
              .arg(score.hintPenalty)
       << QString();

    if (content.withAnswer) {
        md << QStringLiteral("## ") + tr("Root cause") << QString();
        for (const std::string& id : debrief.rootCauses)
            md << QStringLiteral("- ") + cell(texts.hypothesisText(id));
        md << QString() << texts.rootCauseExplanation() << QString();
    } else {
        md << tr("The answer (the root cause, the causal chain and the author's judgement of "
                 "each response) is hidden from the class until the instructor shows it.")
           << QString();
    }

    if (content.withAnswer && !content.causalChain.empty()) {
        md << QStringLiteral("## ") + tr("Causal chain") << QString();
        md << QStringLiteral("| %1 | %2 | %3 |").arg(tr("Time"), tr("Event"), tr("Where"))
           << QStringLiteral("|---|---|---|");
        for (const CausalLink& link : content.causalChain) {
            QString what = texts.causalEventText(link.kind);
            if (link.count > 1)
                what = tr("%1 (%n times)", nullptr, link.count).arg(what);
            md << QStringLiteral("| %1 | %2 | %3 |")
                      .arg(cell(IncidentFormat::time(link.timeS, model)),
                           cell(link.initiating ? tr("Initiating event: %1").arg(what)
                                                : tr("Secondary effect: %1").arg(what)),
                           cell(QString::fromStdString(link.subject)));
        }
        md << QString();
    }

    md << QStringLiteral("## ") + tr("Time to detect and time to resolve") << QString();
    md << QStringLiteral("- ") + (debrief.timeToDetectS
                                      ? tr("Time to detect: %1 after the fault began.")
                                            .arg(IncidentFormat::time(*debrief.timeToDetectS, model))
                                      : tr("Time to detect: the root cause was not named."));
    md << QStringLiteral("- ") + (debrief.timeToResolveS
                                      ? tr("Time to resolve: %1 after the fault began.")
                                            .arg(IncidentFormat::time(*debrief.timeToResolveS, model))
                                      : tr("Time to resolve: the incident was not resolved."));
    md << QString();

    md << QStringLiteral("## ") + tr("Timeline in simulation time") << QString();
    md << QStringLiteral("| %1 | %2 |").arg(tr("Time"), tr("Event")) << QStringLiteral("|---|---|");
    for (const ops::TimelineEntry& entry : debrief.timeline)
        md << QStringLiteral("| %1 | %2 |")
                  .arg(cell(IncidentFormat::time(entry.timeS, model)),
                       cell(timelineText(entry, model, texts, content.withAnswer)));
    md << QString();

    md << QStringLiteral("## ") + tr("What each response did") << QString();
    if (debrief.actions.empty()) {
        md << tr("No response was applied.") << QString();
    } else {
        QString headline = tr("Headline figure");
        if (!debrief.actions.front().before.figures.empty())
            headline = texts.figureTitle(debrief.actions.front().before.figures.front().id);
        // Without the answer, the author's judgement and explanation are left out.
        const QString judgement = content.withAnswer ? tr("Author's judgement") : QString();
        md << QStringLiteral("| %1 | %2 | %3 | %4 | %5 |")
                      .arg(tr("Response"), tr("Applied at"), tr("%1 before").arg(cell(headline)),
                           tr("%1 after").arg(cell(headline)), tr("Measured effect")) +
                  (content.withAnswer ? QStringLiteral(" %1 |").arg(judgement) : QString())
           << (content.withAnswer ? QStringLiteral("|---|---|---|---|---|---|")
                                  : QStringLiteral("|---|---|---|---|---|"));
        for (const ops::ActionEffect& action : debrief.actions)
            md << QStringLiteral("| %1 | %2 | %3 | %4 | %5 |")
                          .arg(cell(texts.actionText(action.action)),
                               cell(IncidentFormat::time(action.appliedAtS, model)),
                               cell(headlineText(action.before, texts)),
                               cell(headlineText(action.after, texts)),
                               effectText(effect(action, model))) +
                      (content.withAnswer ? QStringLiteral(" %1 |").arg(kindText(action.kind))
                                          : QString());
        md << QString();
        if (content.withAnswer) {
            for (const ops::ActionEffect& action : debrief.actions)
                md << QStringLiteral("- **%1**: %2")
                          .arg(cell(texts.actionText(action.action)),
                               cell(texts.actionExplanation(action.action)));
            md << QString();
        }
    }
    return md.join(QLatin1Char('\n'));
}

bool IncidentDebriefText::writeMarkdown(const QString& markdown, const QString& path,
                                        QString* error)
{
    return atomic_save::saveBytes(path, markdown.toUtf8(), error);
}

bool IncidentDebriefText::writePdf(const QString& markdown, const QString& title,
                                   const QString& path, QString* error)
{
    QTextDocument document;
    document.setMarkdown(markdown);
    return atomic_save::saveBytes(path, documentPdf(document, title), error);
}

} // namespace ailab::labs
