#include "labs/common/incident/incident_outcome_page.h"

#include "labs/common/incident/incident_chart_host.h"
#include "labs/common/incident/incident_controller.h"
#include "labs/common/incident/incident_panel_debrief.h"
#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/incident/incident_view_helpers.h"
#include "labs/common/widgets/palette.h"

#include <QHeaderView>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs {

namespace ops = core::ops;

namespace {
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

IncidentOutcomePage::IncidentOutcomePage(const IncidentController& controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
{
    m_tree = new QTreeWidget(this);
    m_tree->setAccessibleName(tr("What each response did"));
    m_tree->setColumnCount(4);
    m_tree->setHeaderLabels({tr("Response or figure"), tr("Before"), tr("After"), tr("Result")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < 4; ++column)
        m_tree->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setWordWrap(true);
    m_tree->setMinimumHeight(90);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        while (item && item->parent())
            item = item->parent();
        showEffect(item ? m_tree->indexOfTopLevelItem(item) : -1);
    });
    m_chartHost = new IncidentChartHost(this);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_tree);
    split->addWidget(m_chartHost);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);
}

TimeSeriesPanel* IncidentOutcomePage::effectChart() const
{
    return m_chartHost->chart();
}

void IncidentOutcomePage::refresh()
{
    const int current = m_tree->currentItem() && !m_tree->currentItem()->parent()
                            ? m_tree->indexOfTopLevelItem(m_tree->currentItem())
                            : -1;
    const int before = m_tree->topLevelItemCount();
    const QSignalBlocker blocker(m_tree);
    m_tree->clear();
    const ops::IncidentSession* session = m_controller.session();
    const std::vector<ops::ActionEffect> none;
    const auto& effects = session ? session->effects() : none;
    for (const ops::ActionEffect& effect : effects) {
        const ops::IncidentModel& model = *m_controller.model();
        const IncidentTexts& texts = *m_controller.texts();
        const IncidentEffect measured = IncidentDebriefText::effect(effect, model);
        auto* top = new QTreeWidgetItem(m_tree);
        top->setText(0, texts.actionText(effect.action));
        if (!effect.before.figures.empty() && !effect.after.figures.empty()) {
            const ops::Figure& b = effect.before.figures.front();
            const ops::Figure& a = effect.after.figures.front();
            top->setText(1, texts.figureText(b));
            top->setText(2, texts.figureText(a));
        }
        top->setText(3, IncidentDebriefText::effectText(measured));
        top->setIcon(3, effectIcon(measured));
        top->setToolTip(
            0,
            tr("Applied at %1 of simulation time.").arg(IncidentFormat::time(effect.appliedAtS, model)));
        for (const ops::Figure& after : effect.after.figures) {
            auto* child = new QTreeWidgetItem(top);
            child->setText(0, texts.figureTitle(after.id));
            child->setToolTip(0, texts.figureTitle(after.id) + QLatin1Char('\n') +
                                     texts.figureExplanation(after.id));
            if (const ops::Figure* b = incident_view::findFigure(effect.before, after.id))
                child->setText(1, texts.figureText(*b));
            child->setText(2, texts.figureText(after));
        }
    }
    // The newest effect after an apply; otherwise the one the learner looked at.
    int show = int(effects.size()) > before ? int(effects.size()) - 1 : current;
    if (show < 0 || show >= int(effects.size()))
        show = int(effects.size()) - 1;
    if (show >= 0) {
        m_tree->setCurrentItem(m_tree->topLevelItem(show));
        m_tree->topLevelItem(show)->setExpanded(true);
    }
    showEffect(show);
}

void IncidentOutcomePage::showEffect(int index)
{
    const ops::IncidentSession* session = m_controller.session();
    const std::vector<ops::ActionEffect> none;
    const auto& effects = session ? session->effects() : none;
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
        yName = m_controller.texts()->seriesTitle(after.id);
        title = tr("%1, before and after the response").arg(yName);
    }
    m_chartHost->showSeries(title, series, yName, m_controller.texts(),
                            IncidentChartHost::Emphasis::Last);
}

} // namespace ailab::labs
