#include "labs/common/incident/incident_lab_page.h"

#include "core/error.h"
#include "core/models/incident_registry.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/incident/defined_incident_texts.h"
#include "labs/common/incident/incident_panel.h"
#include "labs/common/widgets/vertical_scroll.h"

#include <QFile>
#include <QJsonArray>
#include <QTabWidget>

namespace ailab::labs {

namespace {
const QString kSteps = QStringLiteral("steps");
const QString kTab = QStringLiteral("tab");
} // namespace

std::shared_ptr<const core::ops::DefinedIncident> IncidentLabPage::loadIncident(const QString& path)
{
    QFile file(path);
    const std::string source = path.toStdString();
    if (!file.open(QIODevice::ReadOnly))
        throw core::scenario::ScenarioError(source, file.errorString().toStdString());
    // One byte more than the limit, so that the parser refuses a larger file by its size.
    return parseIncident(file.read(qint64(core::ops::kMaxIncidentBytes) + 1), path);
}

std::shared_ptr<const core::ops::DefinedIncident>
IncidentLabPage::parseIncident(const QByteArray& text, const QString& source)
{
    return core::models::makeIncident(
        core::models::parseIncident(text.toStdString(), source.toStdString()));
}

IncidentLabPage::IncidentLabPage(const QString& path, QWidget* parent)
    : IncidentLabPage(loadIncident(path), parent)
{
}

IncidentLabPage::IncidentLabPage(std::shared_ptr<const core::ops::DefinedIncident> incident,
                                 QWidget* parent)
    : LabPage(parent)
{
    m_panel = new IncidentPanel;
    hostInVerticalScroll(this, m_panel);
    setIncident(std::move(incident));
    connect(m_panel, &IncidentPanel::changed, this, &IncidentLabPage::changed);
}

void IncidentLabPage::setIncident(std::shared_ptr<const core::ops::DefinedIncident> incident)
{
    if (!incident)
        throw core::Error("An incident page needs an incident.");
    // The words share the incident's lifetime: its definition, not a copy.
    auto texts = std::make_shared<const DefinedIncidentTexts>(
        std::shared_ptr<const core::ops::IncidentDefinition>(incident, &incident->definition()));
    m_panel->setKeyFigures(incident->definition().keyFigures);
    m_panel->setIncident(incident, texts);
    m_incident = incident;
    m_model = std::move(incident);
    m_texts = std::move(texts);
    m_panel->tabs()->setCurrentIndex(0);
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

void IncidentLabPage::setActivityProgress(ActivityProgress* progress, const QString& labId)
{
    m_panel->setProgress(progress, labId);
}

} // namespace ailab::labs
