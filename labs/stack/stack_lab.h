#pragma once

#include "labs/common/skeleton/tabbed_lab.h"

namespace ailab::labs::stack {

class ComparePage;
class ExplorePage;
class JourneyPage;
class PatternsPage;
class StackSession;

// Lab 01, the AI infrastructure stack explorer: Explore, Workload journey, Training vs
// inference and Design patterns, over the stack model of the core. It saves the selected
// layer ("layer") and the learner's sliders ("degradations") beside its pages.
class StackLab : public TabbedLab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::stack::StackLab)
public:
    StackLab();
    ~StackLab() override;

    LabInfo info() const override;
    // The lab's id, title, summary, icon and order, known without building the lab: the
    // shell lists every lab at start and builds one only when it is opened.
    static LabInfo describe();

    QString selectedLayer() const { return m_layer; }
    void selectLayer(const QString& id); // ignores unknown ids

    StackSession& session() const;
    ExplorePage* explorePage() const { return m_explore; }
    JourneyPage* journeyPage() const { return m_journey; }
    ComparePage* comparePage() const { return m_compare; }
    PatternsPage* patternsPage() const { return m_patterns; }

private:
    void createPages(LabContext& context) override;
    void workspaceCreated() override;
    nlohmann::json editedModel() const override;
    nlohmann::json saveLabFields() const override;
    ApplyFields readLabFields(core::scenario::ObjectReader& fields,
                              const core::scenario::Scenario& scenario) override;

    ExplorePage* m_explore = nullptr;
    JourneyPage* m_journey = nullptr;
    ComparePage* m_compare = nullptr;
    PatternsPage* m_patterns = nullptr;
    QString m_layer = QStringLiteral("accelerated-compute");
};

} // namespace ailab::labs::stack
