#pragma once

#include "labs/common/skeleton/tabbed_lab.h"

namespace ailab::labs::fabric {

class CollectivePanel;
class EcmpPanel;
class FabricPage;
class FabricSession;
class OversubscriptionPanel;

// Lab 03, the AI networking fabric: the course's leaf-spine fabric animated on the
// flow-level engine, scaled up to a thousand servers, with its scenarios (healthy,
// training all-reduce, ECMP collision, oversubscription, failures, the 09.7
// misconfiguration), and the oversubscription, ECMP and collectives explorers. It saves the
// learner's fabric ("config") and the selected element ("selected") beside its pages.
class FabricLab : public TabbedLab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::fabric::FabricLab)
public:
    FabricLab();
    ~FabricLab() override;

    LabInfo info() const override;
    // The lab's id, title, summary, icon and order, known without building the lab: the
    // shell lists every lab at start and builds one only when it is opened.
    static LabInfo describe();

    FabricSession& session() const;
    FabricPage* fabricPage() const { return m_fabric; }
    OversubscriptionPanel* oversubscriptionPanel() const { return m_oversubscription; }
    EcmpPanel* ecmpPanel() const { return m_ecmp; }
    CollectivePanel* collectivePanel() const { return m_collective; }

private:
    void createPages(LabContext& context) override;
    void workspaceCreated() override;
    void pagesChanged() override;
    nlohmann::json editedModel() const override;
    nlohmann::json saveLabFields() const override;
    ApplyFields readLabFields(core::scenario::ObjectReader& fields,
                              const core::scenario::Scenario& scenario) override;
    void followFabric(); // the explorer panels follow the drawn fabric
    void selectElement(const QString& id);

    FabricPage* m_fabric = nullptr;
    OversubscriptionPanel* m_oversubscription = nullptr;
    EcmpPanel* m_ecmp = nullptr;
    CollectivePanel* m_collective = nullptr;
    QString m_selected; // kept while the workspace does not exist
};

} // namespace ailab::labs::fabric
