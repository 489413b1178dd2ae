#include "labs/inference/panels/incident_page.h"

#include "core/error.h"
#include "core/models/inference/inference_incident.h"
#include "labs/common/incident/incident_panel.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/inference/views/incident_texts.h"

#include <QJsonArray>
#include <QTabWidget>

namespace ailab::labs::inference {

namespace {
const QString kSteps = QStringLiteral("steps");
const QString kTab = QStringLiteral("tab");
} // namespace

IncidentPage::IncidentPage(QWidget* parent)
    : LabPage(parent)
    , m_model(std::make_shared<const core::models::inference::InferenceIncident>())
{
    m_panel = new IncidentPanel;
    m_panel->setKeyFigures({"ttft_p99", "queue_depth_max", "kv_usage_peak", "preemptions"});
    hostInVerticalScroll(this, m_panel);
    m_panel->setIncident(m_model, std::make_shared<const InferenceIncidentTexts>());
    connect(m_panel, &IncidentPanel::changed, this, &IncidentPage::changed);
}

IncidentPage::~IncidentPage() = default;

QJsonObject IncidentPage::saveState() const
{
    return {{kSteps, m_panel->steps()}, {kTab, m_panel->tabs()->currentIndex()}};
}

void IncidentPage::restoreState(const QJsonObject& state)
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

void IncidentPage::resetToDefaults()
{
    restoreState(QJsonObject{});
}

void IncidentPage::setPresenterMode(bool on)
{
    m_panel->setPresenterMode(on);
}

} // namespace ailab::labs::inference
