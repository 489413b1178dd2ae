#pragma once

#include "labs/common/skeleton/tabbed_lab.h"

namespace ailab::labs::scheduler {

class BackfillPage;
class ClusterPage;
class FragmentationPage;
class PlacementPage;
class PoliciesPage;
class PreemptionPage;
class SchedulerSession;
class TenantsPage;
class TracePage;

// Lab 05, GPU job scheduling: the course's cluster of GPU cells with its queue, timeline
// and dashboard, then the scheduler a platform engineer knows: placement policies with the
// "why this node" record, backfill, preemption with checkpoints, fair share across tenants,
// a trace replayed on the time bar, placement on the fabric and the FGD fragmentation
// experiment. It saves the learner's edits of the run ("config") beside its pages.
class SchedulerLab : public TabbedLab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::scheduler::SchedulerLab)
public:
    SchedulerLab();
    ~SchedulerLab() override;

    LabInfo info() const override;
    // The lab's id, title, summary, icon and order, known without building the lab: the
    // shell lists every lab at start and builds one only when it is opened.
    static LabInfo describe();

    SchedulerSession& session() const;
    ClusterPage* clusterPage() const { return m_cluster; }
    PoliciesPage* policiesPage() const { return m_policies; }
    BackfillPage* backfillPage() const { return m_backfill; }
    PreemptionPage* preemptionPage() const { return m_preemption; }
    TenantsPage* tenantsPage() const { return m_tenants; }
    TracePage* tracePage() const { return m_trace; }
    PlacementPage* placementPage() const { return m_placement; }
    FragmentationPage* fragmentationPage() const { return m_fragmentation; }
    // Opens a shipped preset by name ("trace-replay"); false when it cannot be read.
    bool openPreset(const QString& name);

private:
    void createPages(LabContext& context) override;
    void scenarioLoaded(const core::scenario::Scenario& scenario) override;
    nlohmann::json editedModel() const override;
    nlohmann::json saveLabFields() const override;
    ApplyFields readLabFields(core::scenario::ObjectReader& fields,
                              const core::scenario::Scenario& scenario) override;

    ClusterPage* m_cluster = nullptr;
    PoliciesPage* m_policies = nullptr;
    BackfillPage* m_backfill = nullptr;
    PreemptionPage* m_preemption = nullptr;
    TenantsPage* m_tenants = nullptr;
    TracePage* m_trace = nullptr;
    PlacementPage* m_placement = nullptr;
    FragmentationPage* m_fragmentation = nullptr;
};

} // namespace ailab::labs::scheduler
