// IncidentPanel: what the widgets show of the session.
#include "labs/common/incident/incident_panel.h"
#include "labs/common/incident/incident_panel_debrief.h"
#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/charts/time_series_panel.h"

#include <QCollator>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSet>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace ailab::labs {

namespace ops = core::ops;

namespace {
constexpr int kStageRole = Qt::UserRole + 1;

const ops::Figure* findFigure(const ops::Outcome& outcome, const std::string& id)
{
    for (const ops::Figure& figure : outcome.figures)
        if (figure.id == id)
            return &figure;
    return nullptr;
}

// Simulation times at which the timeline recorded this kind of step, in order.
std::vector<std::pair<std::string, double>> stepsOf(const ops::Debrief& debrief,
                                                    ops::TimelineKind kind)
{
    std::vector<std::pair<std::string, double>> result;
    for (const ops::TimelineEntry& entry : debrief.timeline)
        if (entry.kind == kind)
            result.emplace_back(entry.id, entry.timeS);
    return result;
}

// Options in the order of their texts: the model's order (fixes first) would give the
// answer away, and an alphabetical one mixes plausible and wrong options fairly.
void sortByText(std::vector<std::pair<QString, QString>>& options)
{
    QCollator collator;
    collator.setNumericMode(true);
    std::stable_sort(options.begin(), options.end(), [&](const auto& a, const auto& b) {
        return collator.compare(a.first, b.first) < 0;
    });
}

QIcon effectIcon(IncidentEffect effect)
{
    switch (effect) {
    case IncidentEffect::Helped:
        return style::statusIcon(Status::Healthy);
    case IncidentEffect::NoChange:
        return style::statusIcon(Status::Idle);
    case IncidentEffect::Worse:
        return style::statusIcon(Status::Failed);
    }
    return {};
}
} // namespace

void IncidentPanel::refresh()
{
    refreshHeader();
    refreshEvidence();
    refreshHypotheses();
    refreshActions();
    refreshOutcome();
    refreshDebrief();
    updateEnabled();
}

void IncidentPanel::refreshHeader()
{
    if (!m_model) {
        m_title->setText(tr("No incident is loaded.").toHtmlEscaped());
        m_summary->clear();
    } else {
        m_title->setText(
            QStringLiteral("<b><big>%1</big></b>")
                .arg(IncidentDebriefText::heading(*m_model, *m_texts).toHtmlEscaped()));
        m_summary->setText(m_texts->summary());
    }
    // The key figures of the current outcome, in the lab's order.
    std::vector<ops::Figure> figures;
    if (m_session) {
        const ops::Outcome& current = m_session->current();
        if (m_keyFigures.empty()) {
            for (size_t i = 0; i < current.figures.size() && i < 3; ++i)
                figures.push_back(current.figures[i]);
        }
        for (const std::string& id : m_keyFigures)
            if (const ops::Figure* figure = findFigure(current, id))
                figures.push_back(*figure);
    }
    for (int i = 0; i < m_figureTiles.size(); ++i) {
        MetricTile* tile = m_figureTiles[i];
        tile->setVisible(i < int(figures.size()));
        if (i >= int(figures.size()))
            continue;
        const ops::Figure& figure = figures[size_t(i)];
        tile->setTitle(m_texts->figureTitle(figure.id));
        const auto [value, unit] = m_texts->figureParts(figure);
        tile->setValue(value, unit);
        tile->setExplanation(m_texts->figureExplanation(figure.id));
        const ops::Figure* start =
            m_initial ? findFigure(m_initial->current(), figure.id) : nullptr;
        if (start && start->value != figure.value)
            tile->setDetail(tr("It was %1 at the start.").arg(m_texts->figureText(*start)));
        else
            tile->setDetail(tr("As at the start."));
    }

    if (!m_session) {
        m_statusTile->setValue(m_busy ? tr("Loading") : tr("None"));
        m_statusTile->clearStatus();
        m_statusTile->setDetail(QString());
        m_scoreTile->setValue(QStringLiteral("–"));
        m_scoreTile->setDetail(QString());
        return;
    }
    if (m_session->resolved()) {
        m_statusTile->setValue(tr("Resolved"));
        m_statusTile->setStatus(Status::Healthy);
    } else if (m_ended) {
        m_statusTile->setValue(tr("Not resolved"));
        m_statusTile->setStatus(Status::Failed);
    } else {
        m_statusTile->setValue(tr("Open"));
        m_statusTile->setStatus(Status::Congested);
    }
    m_statusTile->setDetail(tr("Simulation time %1").arg(IncidentFormat::time(m_session->now())));
    const ops::Score score = m_session->score();
    m_scoreTile->setValue(QLocale().toString(score.points),
                          tr("of %1 points").arg(QLocale().toString(score.maxPoints)));
    m_scoreTile->setDetail(
        tr("Hint penalty: %1 points").arg(QLocale().toString(score.hintPenalty)));
}

void IncidentPanel::refreshEvidence()
{
    const std::vector<ops::EvidenceItem> visible =
        m_session ? m_session->visibleEvidence() : std::vector<ops::EvidenceItem>();
    const int row = m_evidenceList->currentRow();
    {
        const QSignalBlocker blocker(m_evidenceList);
        m_evidenceList->clear();
        for (size_t i = 0; i < visible.size(); ++i) {
            auto* item = new QListWidgetItem(tr("Stage %1: %2")
                                                 .arg(visible[i].stage + 1)
                                                 .arg(m_texts->evidenceTitle(visible[i].id)),
                                             m_evidenceList);
            item->setData(kStageRole, visible[i].stage);
        }
        if (!visible.empty())
            m_evidenceList->setCurrentRow(std::clamp(row, 0, int(visible.size()) - 1));
    }
    showEvidence(m_evidenceList->currentRow());

    QString stage;
    if (m_session)
        stage = tr("Stage %1 of %2, %3 after the fault began.")
                    .arg(m_session->stage() + 1)
                    .arg(m_model->stageCount())
                    .arg(IncidentFormat::time(m_session->now() - m_model->faultOnsetS()));
    m_stage->setText(stage);
    m_instructorStage->setText(stage);
}

void IncidentPanel::showEvidence(int row)
{
    const std::vector<ops::EvidenceItem> visible =
        m_session ? m_session->visibleEvidence() : std::vector<ops::EvidenceItem>();
    if (row < 0 || row >= int(visible.size())) {
        m_evidenceTitle->clear();
        m_evidenceText->setText(m_session ? QString()
                                          : tr("The evidence appears when the model "
                                               "has run."));
        m_evidenceFigures->clear();
        m_evidenceChart = makeChart(m_evidenceChartHost, QString(), {}, {});
        m_evidenceChartHost->setVisible(false);
        return;
    }
    const ops::EvidenceItem& item = visible[size_t(row)];
    m_evidenceTitle->setText(m_texts->evidenceTitle(item.id));
    m_evidenceText->setText(m_texts->evidenceText(item.id));
    // The figures two to a row, so that a long list stays short.
    QStringList cells;
    for (const ops::Figure& figure : item.figures)
        cells << tr("<b>%1:</b> %2")
                     .arg(m_texts->figureTitle(figure.id).toHtmlEscaped(),
                          m_texts->figureText(figure).toHtmlEscaped());
    QString table = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    for (qsizetype i = 0; i < cells.size(); i += 2)
        table += QStringLiteral("<tr><td>%1</td><td width=\"12\"></td><td>%2</td></tr>")
                     .arg(cells[i], i + 1 < cells.size() ? cells[i + 1] : QString());
    table += QStringLiteral("</table>");
    m_evidenceFigures->setText(cells.isEmpty() ? QString() : table);
    m_evidenceFigures->setVisible(!cells.isEmpty());
    std::vector<std::pair<QString, ops::Series>> series;
    for (const ops::Series& s : item.series)
        series.emplace_back(m_texts->seriesTitle(s.id), s);
    m_evidenceChart = makeChart(m_evidenceChartHost, m_texts->evidenceTitle(item.id), series, {});
    m_evidenceChartHost->setVisible(!series.empty());
}

void IncidentPanel::refreshHypotheses()
{
    const QString chosen = m_hypothesisBox->currentData().toString();
    const QSignalBlocker blocker(m_hypothesisBox);
    m_hypothesisBox->clear();
    m_hypothesisList->clear();
    m_hintList->clear();
    if (!m_session) {
        m_hintCost->clear();
        return;
    }
    const auto& recorded = m_session->hypotheses();
    std::vector<std::pair<QString, QString>> options; // text, id
    for (const ops::HypothesisOption& option : m_model->hypotheses())
        if (std::find(recorded.begin(), recorded.end(), option.id) == recorded.end())
            options.emplace_back(m_texts->hypothesisText(option.id),
                                 QString::fromStdString(option.id));
    sortByText(options);
    for (const auto& [text, id] : options)
        m_hypothesisBox->addItem(text, id);
    m_hypothesisBox->setCurrentIndex(std::max(0, m_hypothesisBox->findData(chosen)));

    const ops::Debrief debrief = m_session->debrief();
    for (const auto& [id, timeS] : stepsOf(debrief, ops::TimelineKind::Hypothesis))
        m_hypothesisList->addItem(
            tr("At %1: %2").arg(IncidentFormat::time(timeS), m_texts->hypothesisText(id)));
    for (const auto& [id, timeS] : stepsOf(debrief, ops::TimelineKind::Hint))
        m_hintList->addItem(
            tr("At %1: %2").arg(IncidentFormat::time(timeS), m_texts->hintText(id)));
    const int total = int(m_model->hints().size());
    m_hintCost->setText(tr("Each hint costs %1 points. %2 of %3 hints are left.")
                            .arg(ops::IncidentSession::kHintCost)
                            .arg(total - m_session->hintsTaken())
                            .arg(total));
}

void IncidentPanel::refreshActions()
{
    QSet<QString> checked;
    for (int i = 0; i < m_actionList->count(); ++i)
        if (m_actionList->item(i)->checkState() == Qt::Checked)
            checked.insert(m_actionList->item(i)->data(Qt::UserRole).toString());
    const QSignalBlocker blocker(m_actionList);
    m_actionList->clear();
    if (!m_session)
        return;
    const auto& applied = m_session->appliedActions();
    const ops::Debrief debrief = m_session->debrief();
    const auto appliedAt = stepsOf(debrief, ops::TimelineKind::ActionApplied);
    std::vector<std::pair<QString, QString>> options; // text, id
    for (const ops::ActionOption& option : m_model->actions())
        options.emplace_back(m_texts->actionText(option.id), QString::fromStdString(option.id));
    sortByText(options);
    for (const auto& option : options) {
        const QString& id = option.second;
        const std::string actionId = id.toStdString();
        auto* item = new QListWidgetItem(m_actionList);
        item->setData(Qt::UserRole, id);
        const auto at = std::find_if(appliedAt.begin(), appliedAt.end(),
                                     [&](const auto& entry) { return entry.first == actionId; });
        if (std::find(applied.begin(), applied.end(), actionId) != applied.end()) {
            item->setText(tr("%1 (applied at %2)")
                              .arg(option.first,
                                   IncidentFormat::time(at != appliedAt.end() ? at->second
                                                                              : m_session->now())));
            item->setFlags(Qt::ItemIsEnabled);
            item->setCheckState(Qt::Checked);
        } else {
            item->setText(option.first);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(checked.contains(id) ? Qt::Checked : Qt::Unchecked);
        }
    }
}

void IncidentPanel::refreshOutcome()
{
    const int current = m_effectTree->currentItem() && !m_effectTree->currentItem()->parent()
                            ? m_effectTree->indexOfTopLevelItem(m_effectTree->currentItem())
                            : -1;
    const int before = m_effectTree->topLevelItemCount();
    const QSignalBlocker blocker(m_effectTree);
    m_effectTree->clear();
    const std::vector<ops::ActionEffect> none;
    const auto& effects = m_session ? m_session->effects() : none;
    for (const ops::ActionEffect& effect : effects) {
        const IncidentEffect measured = IncidentDebriefText::effect(effect, *m_model);
        auto* top = new QTreeWidgetItem(m_effectTree);
        top->setText(0, m_texts->actionText(effect.action));
        if (!effect.before.figures.empty() && !effect.after.figures.empty()) {
            const ops::Figure& b = effect.before.figures.front();
            const ops::Figure& a = effect.after.figures.front();
            top->setText(1, m_texts->figureText(b));
            top->setText(2, m_texts->figureText(a));
        }
        top->setText(3, IncidentDebriefText::effectText(measured));
        top->setIcon(3, effectIcon(measured));
        top->setToolTip(
            0,
            tr("Applied at %1 of simulation time.").arg(IncidentFormat::time(effect.appliedAtS)));
        for (const ops::Figure& after : effect.after.figures) {
            auto* child = new QTreeWidgetItem(top);
            child->setText(0, m_texts->figureTitle(after.id));
            child->setToolTip(0, m_texts->figureTitle(after.id) + QLatin1Char('\n') +
                                     m_texts->figureExplanation(after.id));
            if (const ops::Figure* b = findFigure(effect.before, after.id))
                child->setText(1, m_texts->figureText(*b));
            child->setText(2, m_texts->figureText(after));
        }
    }
    // The newest effect after an apply; otherwise the one the learner looked at.
    int show = int(effects.size()) > before ? int(effects.size()) - 1 : current;
    if (show < 0 || show >= int(effects.size()))
        show = int(effects.size()) - 1;
    if (show >= 0) {
        m_effectTree->setCurrentItem(m_effectTree->topLevelItem(show));
        m_effectTree->topLevelItem(show)->setExpanded(true);
    }
    showEffect(show);
}

void IncidentPanel::showEffect(int index)
{
    const std::vector<ops::ActionEffect> none;
    const auto& effects = m_session ? m_session->effects() : none;
    std::vector<std::pair<QString, ops::Series>> series;
    QString title = tr("Apply a response to see its outcome here.");
    QString yName;
    if (index >= 0 && index < int(effects.size()) && !effects[size_t(index)].after.series.empty()) {
        const ops::ActionEffect& effect = effects[size_t(index)];
        const ops::Series& after = effect.after.series.front();
        const auto before = std::find_if(effect.before.series.begin(), effect.before.series.end(),
                                         [&](const ops::Series& s) { return s.id == after.id; });
        if (before != effect.before.series.end())
            series.emplace_back(tr("Before the response"), *before);
        series.emplace_back(tr("After the response"), after);
        yName = m_texts->seriesTitle(after.id);
        title = tr("%1, before and after the response").arg(yName);
    }
    m_effectChart = makeChart(m_effectChartHost, title, series, yName);
}

void IncidentPanel::refreshDebrief()
{
    if (!m_session) {
        m_debriefNote->setText(m_busy ? tr("The model is running.") : tr("No incident is loaded."));
        m_debrief->clear();
    } else if (!investigationEnded()) {
        m_debriefNote->setText(tr("The debrief, with the root cause, appears when the incident is "
                                  "resolved or when you end the investigation."));
        m_debrief->clear();
    } else {
        m_debriefNote->setText(m_session->resolved()
                                   ? tr("The incident is resolved. The debrief lists what happened "
                                        "in simulation time.")
                                   : tr("The investigation ended without a resolution. The "
                                        "debrief lists what happened in simulation time."));
        m_debrief->setMarkdown(debriefMarkdown());
    }
}

void IncidentPanel::updateEnabled()
{
    const bool active = isActive();
    const bool stagesLeft = m_session && m_session->stage() + 1 < m_model->stageCount();
    m_reveal->setEnabled(!m_busy && stagesLeft);
    m_instructorReveal->setEnabled(!m_busy && stagesLeft);
    m_hypothesisBox->setEnabled(active && m_hypothesisBox->count() > 0);
    m_record->setEnabled(active && m_hypothesisBox->count() > 0);
    m_hint->setEnabled(active && m_session->hintsTaken() < int(m_model->hints().size()));
    m_actionList->setEnabled(active);
    bool anyChecked = false;
    for (int i = 0; i < m_actionList->count(); ++i) {
        const QListWidgetItem* item = m_actionList->item(i);
        anyChecked |=
            (item->flags() & Qt::ItemIsUserCheckable) && item->checkState() == Qt::Checked;
    }
    m_apply->setEnabled(active && anyChecked);
    m_end->setEnabled(active);
    m_startOver->setEnabled(m_initial && !m_busy && !m_steps.isEmpty());
    const bool ended = m_session && !m_busy && investigationEnded();
    m_exportMarkdown->setEnabled(ended);
    m_exportPdf->setEnabled(ended);
    m_status->setText(m_error);
}

} // namespace ailab::labs
