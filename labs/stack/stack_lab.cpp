#include "labs/stack/stack_lab.h"

#include "core/error.h"
#include "core/models/stack/stack_parameters.h"
#include "core/models/stack/stack_scenario.h"
#include "labs/common/skeleton/saved_state.h"
#include "labs/stack/panels/compare_page.h"
#include "labs/stack/panels/explore_page.h"
#include "labs/stack/panels/journey_page.h"
#include "labs/stack/panels/patterns_page.h"
#include "labs/stack/stack_layers.h"
#include "labs/stack/stack_session.h"

#include <QTabWidget>

namespace ailab::labs::stack {

namespace {
double readDegradation(core::scenario::ObjectReader& reader, const char* key)
{
    const auto& p = core::models::stack::stackParameter(std::string("degradations/") + key);
    return reader.number(key, core::scenario::NumberSpec{p.min, p.max, std::nullopt, false});
}
} // namespace

StackLab::StackLab()
    : TabbedLab(std::make_unique<StackSession>(),
                {QStringLiteral("explore"), QStringLiteral("journey"), QStringLiteral("compare"),
                 QStringLiteral("patterns")})
{
}

StackLab::~StackLab() = default;

LabInfo StackLab::info() const
{
    return describe();
}

LabInfo StackLab::describe()
{
    return {QStringLiteral("stack"), tr("AI infrastructure stack"),
            tr("The layers of an AI platform and how one slow layer limits the whole job."),
            QIcon::fromTheme(QStringLiteral("view-list-tree")), 1};
}

StackSession& StackLab::session() const
{
    return static_cast<StackSession&>(labSession());
}

void StackLab::createPages(LabContext& context)
{
    (void)context;
    m_explore = new ExplorePage(tabs());
    m_journey = new JourneyPage(session(), tabs());
    m_compare = new ComparePage(session(), tabs());
    m_patterns = new PatternsPage(tabs());
    addPage(m_explore, tr("&Explore"));
    addPage(m_journey, tr("Workload &journey"));
    addPage(m_compare, tr("&Training vs inference"));
    addPage(m_patterns, tr("&Design patterns"));
    tabs()->setAccessibleName(tr("Stack explorer modes"));
}

void StackLab::workspaceCreated()
{
    QObject::connect(m_explore, &ExplorePage::layerSelected, tabs(),
                     [this](const QString& id) { m_layer = id; });
    selectLayer(m_layer);
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

nlohmann::json StackLab::editedModel() const
{
    // The start's configuration with the degradations the learner set.
    core::models::stack::StackConfig config = session().config();
    config.step.degradations = session().degradations();
    return core::models::stack::stackConfigToJson(config);
}

nlohmann::json StackLab::saveLabFields() const
{
    const core::train::Degradations d = session().degradations();
    return {{"layer", m_layer.toStdString()},
            {"degradations",
             {{"storageSlowdown", d.storageSlowdown},
              {"networkBandwidthFraction", d.networkBandwidthFraction},
              {"powerCap", d.powerCap}}}};
}

TabbedLab::ApplyFields StackLab::readLabFields(core::scenario::ObjectReader& fields,
                                               const core::scenario::Scenario& scenario)
{
    QStringList layers;
    for (const StackLayer& layer : StackLayers::all())
        layers << layer.id;
    const QString layer = QString::fromStdString(fields.choice("layer", toStdStrings(layers)));
    core::train::Degradations degradations;
    {
        auto d = fields.object("degradations");
        degradations.storageSlowdown = readDegradation(d, "storageSlowdown");
        degradations.networkBandwidthFraction = readDegradation(d, "networkBandwidthFraction");
        degradations.powerCap = readDegradation(d, "powerCap");
        d.finish();
    }
    // The sliders must fit the scenario's model (e.g. the power cap above its floor).
    core::models::stack::StackConfig config = core::models::stack::readStackConfig(scenario.model);
    config.step.degradations = degradations;
    try {
        core::train::validateStepInputs(config.step);
    } catch (const core::Error& e) {
        throw core::Error(e.message(), "/degradations");
    }
    return [this, layer, degradations] {
        session().setDegradations(degradations);
        selectLayer(layer);
        if (m_journey != nullptr)
            m_journey->syncSliders();
    };
}

} // namespace ailab::labs::stack
