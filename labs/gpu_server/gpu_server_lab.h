#pragma once

#include "labs/common/skeleton/tabbed_lab.h"

namespace ailab::labs::gpu_server {

class FabricPage;
class GpuServerSession;
class NodePage;

// Lab 02, inside an AI GPU compute server: the node drawn from its graph with one training
// step per GPU, the communication fabric (PCIe, NVLink pairs, NVSwitch) and the memory,
// roofline and cluster-builder pages. It saves the GPU fabric in use ("fabric") and the
// selected part ("selected") beside its pages.
class GpuServerLab : public TabbedLab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::gpu_server::GpuServerLab)
public:
    GpuServerLab();
    ~GpuServerLab() override;

    LabInfo info() const override;
    // The lab's id, title, summary, icon and order, known without building the lab: the
    // shell lists every lab at start and builds one only when it is opened.
    static LabInfo describe();

    QString selectedElement() const { return m_selected; }
    void selectElement(const QString& id);

    GpuServerSession& session() const;
    NodePage* nodePage() const { return m_node; }
    FabricPage* fabricPage() const { return m_fabric; }

private:
    void createPages(LabContext& context) override;
    void workspaceCreated() override;
    void scenarioLoaded(const core::scenario::Scenario& scenario) override;
    nlohmann::json editedModel() const override;
    nlohmann::json saveLabFields() const override;
    ApplyFields readLabFields(core::scenario::ObjectReader& fields,
                              const core::scenario::Scenario& scenario) override;

    NodePage* m_node = nullptr;
    FabricPage* m_fabric = nullptr;
    QString m_selected;
};

} // namespace ailab::labs::gpu_server
