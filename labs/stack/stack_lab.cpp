#include "labs/stack/stack_lab.h"

#include "core/error.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/stack/panels/compare_page.h"
#include "labs/stack/panels/explore_page.h"
#include "labs/stack/panels/journey_page.h"
#include "labs/stack/panels/patterns_page.h"
#include "labs/stack/stack_layers.h"
#include "labs/stack/stack_session.h"
#include "labs/stack/stack_state.h"

#include <QFile>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

namespace ailab::labs::stack {

const QStringList& StackLab::modeIds()
{
    static const QStringList ids = {QStringLiteral("explore"), QStringLiteral("journey"),
                                    QStringLiteral("compare"), QStringLiteral("patterns")};
    return ids;
}

StackLab::StackLab()
    : m_session(std::make_unique<StackSession>())
{
    // The session starts from the model's defaults, which describe the same job as the
    // first preset; the preset adds its title and description.
    try {
        loadScenario(readPreset(presets().front()));
    } catch (const core::Error&) {
    }
}

StackLab::~StackLab()
{
    delete m_workspace.data(); // the pages refer to the session
}

LabInfo StackLab::info() const
{
    return {QStringLiteral("stack"), tr("AI infrastructure stack"),
            tr("The layers of an AI platform and how one slow layer limits the whole job."),
            QIcon::fromTheme(QStringLiteral("view-list-tree")), 1};
}

QWidget* StackLab::createWorkspace(LabContext& context, QWidget* parent)
{
    (void)context;
    if (m_workspace)
        return m_workspace;
    auto* workspace = new LabWorkspace(parent);
    m_tabs = workspace->tabs();
    m_explore = new ExplorePage(m_tabs);
    m_journey = new JourneyPage(*m_session, m_tabs);
    m_compare = new ComparePage(*m_session, m_tabs);
    m_patterns = new PatternsPage(m_tabs);
    m_tabs->addTab(m_explore, tr("&Explore"));
    m_tabs->addTab(m_journey, tr("Workload &journey"));
    m_tabs->addTab(m_compare, tr("&Training vs inference"));
    m_tabs->addTab(m_patterns, tr("&Design patterns"));
    m_tabs->setAccessibleName(tr("Stack explorer modes"));

    QObject::connect(m_tabs, &QTabWidget::currentChanged, workspace, [this](int index) {
        if (index >= 0 && index < modeIds().size())
            m_mode = modeIds().at(index);
    });
    QObject::connect(m_explore, &ExplorePage::layerSelected, workspace,
                     [this](const QString& id) { m_layer = id; });
    QObject::connect(m_session.get(), &StackSession::rebuilt, workspace,
                     [this] { updateHeader(); });
    m_workspace = workspace;
    setMode(m_mode);
    selectLayer(m_layer);
    updateHeader();
    return workspace;
}

void StackLab::updateHeader()
{
    if (m_workspace == nullptr)
        return;
    const auto& s = m_session->scenario();
    m_workspace->showScenario(s.title, s.description);
}

SimDriver* StackLab::driver()
{
    return m_session->driver();
}

QStringList StackLab::presets() const
{
    return {QStringLiteral(":/labs/stack/scenarios/healthy-training.json"),
            QStringLiteral(":/labs/stack/scenarios/storage-bound.json"),
            QStringLiteral(":/labs/stack/scenarios/congested-network.json"),
            QStringLiteral(":/labs/stack/scenarios/power-capped.json")};
}

core::scenario::Scenario StackLab::readPreset(const QString& resourcePath)
{
    return readPresetResource(resourcePath, StackSession::registry());
}

void StackLab::loadScenario(const core::scenario::Scenario& scenario)
{
    m_session->setScenario(scenario);
}

QString StackLab::mode() const
{
    return m_mode;
}

void StackLab::setMode(const QString& mode)
{
    if (!modeIds().contains(mode))
        return;
    m_mode = mode;
    if (m_tabs != nullptr)
        m_tabs->setCurrentIndex(int(modeIds().indexOf(mode)));
}

QString StackLab::selectedLayer() const
{
    return m_layer;
}

void StackLab::selectLayer(const QString& id)
{
    for (const StackLayer& layer : StackLayers::all()) {
        if (layer.id == id) {
            m_layer = id;
            if (m_explore != nullptr)
                m_explore->selectLayer(id);
            return;
        }
    }
}

QJsonObject StackLab::saveState() const
{
    return writeStackState(m_mode, m_layer, m_session->scenarioJson(), m_session->degradations());
}

void StackLab::restoreState(const QJsonObject& state)
{
    // Everything is read and checked before anything changes.
    const StackState s = readStackState(state, StackSession::registry());
    m_session->setScenario(s.scenario);
    m_session->setDegradations(s.degradations);
    setMode(s.mode);
    selectLayer(s.layer);
    if (m_journey != nullptr)
        m_journey->syncSliders();
}

void StackLab::activate() {}

void StackLab::deactivate()
{
    m_session->driver()->pause();
}

} // namespace ailab::labs::stack
