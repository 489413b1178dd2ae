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

// The incident file at `path`, read and checked against the lab models.
std::shared_ptr<const core::ops::DefinedIncident> loadIncident(const QString& path)
{
    QFile file(path);
    const std::string source = path.toStdString();
    if (!file.open(QIODevice::ReadOnly))
        throw core::scenario::ScenarioError(source, file.errorString().toStdString());
    const QByteArray bytes = file.read(qint64(core::ops::kMaxIncidentBytes) + 1);
    return core::models::makeIncident(core::models::parseIncident(bytes.toStdString(), source));
}
} // namespace

IncidentLabPage::IncidentLabPage(const QString& path, QWidget* parent)
    : IncidentLabPage(loadIncident(path), parent)
{
}

IncidentLabPage::IncidentLabPage(std::shared_ptr<const core::ops::DefinedIncident> incident,
                                 QWidget* parent)
    : LabPage(parent)
    , m_model(incident)
    , m_texts(std::make_shared<const DefinedIncidentTexts>(
          // The words share the incident's lifetime: its definition, not a copy.
          std::shared_ptr<const core::ops::IncidentDefinition>(incident, &incident->definition())))
{
    m_panel = new IncidentPanel;
    m_panel->setKeyFigures(incident->definition().keyFigures);
    hostInVerticalScroll(this, m_panel);
    m_panel->setIncident(m_model, m_texts);
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
