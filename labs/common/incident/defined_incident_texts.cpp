#include "labs/common/incident/defined_incident_texts.h"

#include <QLocale>

namespace ailab::labs {

namespace {
using core::ops::LocalText;

// The entry's text, or the id itself when the file gives none (an outcome figure it does
// not show, say).
template <typename Entry, typename Text>
QString textOf(const Entry* entry, const std::string& id, Text text, const std::string& language)
{
    if (entry == nullptr)
        return QString::fromStdString(id);
    return QString::fromStdString(text(*entry).in(language));
}
} // namespace

DefinedIncidentTexts::DefinedIncidentTexts(
    std::shared_ptr<const core::ops::IncidentDefinition> definition)
    : m_definition(std::move(definition))
{
}

std::string DefinedIncidentTexts::language()
{
    return QLocale().name().section(QLatin1Char('_'), 0, 0).toStdString();
}

QString DefinedIncidentTexts::local(const LocalText& text) const
{
    return QString::fromStdString(text.in(language()));
}

QString DefinedIncidentTexts::title() const
{
    return local(m_definition->title);
}

QString DefinedIncidentTexts::summary() const
{
    return local(m_definition->summary);
}

QString DefinedIncidentTexts::evidenceTitle(const std::string& id) const
{
    return textOf(
        m_definition->findEvidence(id), id, [](const auto& e) { return e.title; }, language());
}

QString DefinedIncidentTexts::evidenceText(const std::string& id) const
{
    return textOf(
        m_definition->findEvidence(id), id, [](const auto& e) { return e.text; }, language());
}

QString DefinedIncidentTexts::figureTitle(const std::string& id) const
{
    return textOf(
        m_definition->findFigure(id), id, [](const auto& f) { return f.title; }, language());
}

QString DefinedIncidentTexts::figureExplanation(const std::string& id) const
{
    const auto* figure = m_definition->findFigure(id);
    return figure == nullptr ? QString() : local(figure->explanation);
}

QString DefinedIncidentTexts::seriesTitle(const std::string& id) const
{
    return textOf(
        m_definition->findSeries(id), id, [](const auto& s) { return s.title; }, language());
}

QString DefinedIncidentTexts::thresholdLabel(const std::string& id) const
{
    return textOf(
        m_definition->findThreshold(id), id, [](const auto& t) { return t.title; }, language());
}

QString DefinedIncidentTexts::hypothesisText(const std::string& id) const
{
    return textOf(
        m_definition->findHypothesis(id), id, [](const auto& h) { return h.text; }, language());
}

QString DefinedIncidentTexts::actionText(const std::string& id) const
{
    return textOf(
        m_definition->findAction(id), id, [](const auto& a) { return a.text; }, language());
}

QString DefinedIncidentTexts::actionExplanation(const std::string& id) const
{
    return textOf(
        m_definition->findAction(id), id, [](const auto& a) { return a.explanation; }, language());
}

QString DefinedIncidentTexts::hintText(const std::string& id) const
{
    return textOf(
        m_definition->findHint(id), id, [](const auto& h) { return h.text; }, language());
}

QString DefinedIncidentTexts::rootCauseExplanation() const
{
    return local(m_definition->rootCauseExplanation);
}

std::pair<QString, QString> DefinedIncidentTexts::figureParts(const core::ops::Figure& figure) const
{
    using core::ops::FigureStyle;
    const auto* text = m_definition->findFigure(figure.id);
    const FigureStyle style = text == nullptr ? FigureStyle::Unit : text->style;
    if (style == FigureStyle::Multiple)
        //: A figure as a multiple, e.g. a slowdown of "3.2×".
        return {tr("%1×").arg(IncidentFormat::number(figure.value)), QString()};
    if (style == FigureStyle::RatioToOne)
        //: A figure as a ratio to one, e.g. an offered load of "4:1".
        return {tr("%1:1").arg(IncidentFormat::number(figure.value)), QString()};
    return IncidentTexts::figureParts(figure);
}

} // namespace ailab::labs
