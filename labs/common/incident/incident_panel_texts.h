#pragma once

#include "core/ops/incident.h"

#include <QCoreApplication>
#include <QString>
#include <string>
#include <utility>

namespace ailab::labs {

// The words of an incident. The core model names evidence, figures, series, thresholds,
// hypotheses, actions and hints by id only (core has no prose); the incident file gives the
// words in each language, and DefinedIncidentTexts reads them from it. Every text may be
// rich text's plain subset (no markup).
class IncidentTexts
{
public:
    virtual ~IncidentTexts() = default;

    virtual QString title() const = 0;   // "Training slowdown"
    virtual QString summary() const = 0; // what the learner is told at the start
    virtual QString evidenceTitle(const std::string& id) const = 0;
    virtual QString evidenceText(const std::string& id) const = 0;
    virtual QString figureTitle(const std::string& id) const = 0;
    virtual QString figureExplanation(const std::string& id) const = 0; // a tooltip
    virtual QString seriesTitle(const std::string& id) const = 0;
    virtual QString thresholdLabel(const std::string& id) const = 0; // "Kmin"
    virtual QString hypothesisText(const std::string& id) const = 0;
    virtual QString actionText(const std::string& id) const = 0;
    // What the action does to the system, said in the debrief.
    virtual QString actionExplanation(const std::string& id) const = 0;
    virtual QString hintText(const std::string& id) const = 0;
    // Why the root cause is the root cause, said in the debrief.
    virtual QString rootCauseExplanation() const = 0;

    // A figure's value and unit as shown (tiles, evidence, outcome, debrief). By default
    // IncidentFormat::split; a lab may show a figure its own way ("3.2x" for a slowdown).
    virtual std::pair<QString, QString> figureParts(const core::ops::Figure& figure) const;
    // The two parts as one text: "92 %".
    QString figureText(const core::ops::Figure& figure) const;

    // The words for a link of a causal chain (CausalLink::kind: a fault kind or an effect's
    // id). By default the id with its dashes as spaces ("link down"); a lab whose model gives
    // a causal chain names them in its language.
    virtual QString causalEventText(const std::string& kind) const;
};

// A shown scale for a core unit: values are multiplied by `factor` and carry `unit`.
struct IncidentScale
{
    double factor = 1.0;
    QString unit;
};

// Number formatting for incident figures, locale-aware (QLocale()), for the core's units
// ("s", "ms", "us", "B", "KB", "MB", "Gb/s", "ratio", "count", "flag" (1 on, 0 off),
// "tokens", "tokens/s", "req/s", "KiB" and any other unit as given).
class IncidentFormat
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::IncidentFormat)
public:
    // The scale that puts `largest` (in `unit`) in a readable range: seconds as µs, ms or s,
    // bytes as B, KB or MB, ratios as percent.
    static IncidentScale scaleFor(const std::string& unit, double largest);
    // A value with its unit: "92 %", "1.25 ms", "420 KB", "12,345".
    static QString figure(double value, const std::string& unit);
    // The same as two texts, for a MetricTile: {"92", "%"}, {"12,345", ""}, {"on", ""}.
    static std::pair<QString, QString> split(double value, const std::string& unit);
    // Joins a value and its unit: "92 %"; the value alone when the unit is empty.
    static QString join(const QString& value, const QString& unit);
    // A point in simulation time: "1.2 s", "350 ms".
    // A time of an incident's timeline (the clock, when something was recorded or applied),
    // in one unit for the whole incident: the unit its span (the fault's onset plus every
    // stage) reads best in, so that one timeline never switches from ms to s.
    static QString time(double seconds, const core::ops::IncidentModel& model);
    // Three significant digits, grouped, in the current locale.
    static QString number(double value);
};

} // namespace ailab::labs
