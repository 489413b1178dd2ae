#include "labs/common/incident/incident_lab_page.h"

#include "core/error.h"
#include "labs/common/incident/incident_panel.h"
#include "labs/common/widgets/vertical_scroll.h"

#include <QJsonArray>
#include <QTabWidget>

namespace ailab::labs {

namespace {
const QString kSteps = QStringLiteral("steps");
const QString kTab = QStringLiteral("tab");
} // namespace

IncidentLabPage::IncidentLabPage(std::shared_ptr<const core::ops::IncidentModel> model,
                           std::shared_ptr<const IncidentTexts> texts,
                           std::vector<std::string> keyFigures, QWidget* parent)
    : LabPage(parent)
    , m_model(std::move(model))
{
    m_panel = new IncidentPanel;
    m_panel->setKeyFigures(std::move(keyFigures));
    hostInVerticalScroll(this, m_panel);
    m_panel->setIncident(m_model, std::move(texts));
    connect(m_panel, &IncidentPanel::changed, this, &IncidentLabPage::changed);
}

IncidentLabPage::~IncidentLabPage() = default;

QJsonObject IncidentLabPage::saveState() const
{
    return {{kSteps, m_panel->steps()}, {kTab, m_panel->tabs()->currentIndex()}};
}

void IncidentLabPage::restoreState(const QJsonObject& state)
{
    const QJsonValue steps = state.value(kSteps);
    if (!steps.isUndefined() && !steps.isArray())
        throw core::Error("The incident's steps must be a list.", "/steps");
    const QJsonValue tab = state.value(kTab);
    if (!tab.isUndefined() &&
        (!tab.isDouble() || tab.toInt(-1) < 0 || tab.toInt(-1) >= m_panel->tabs()->count()))
        throw core::Error("The incident's tab must be an index of its tabs.", "/tab");
    m_panel->replaySteps(steps.toArray()); // throws, naming the step, before any change
    m_panel->tabs()->setCurrentIndex(tab.toInt(0));
}

void IncidentLabPage::resetToDefaults()
{
    restoreState(QJsonObject{});
}

void IncidentLabPage::setPresenterMode(bool on)
{
    m_panel->setPresenterMode(on);
}

} // namespace ailab::labs
