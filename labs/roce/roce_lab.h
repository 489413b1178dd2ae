#pragma once

#include "labs/common/skeleton/tabbed_lab.h"

namespace ailab::labs {
class IncidentLabPage;
}

namespace ailab::labs::roce {

class AnatomyPanel;
class CongestionPage;
class RoceSession;
class WalkthroughPanel;

// Lab 04, RDMA and RoCEv2: an RDMA WRITE followed step by step with its real packets, the
// packets' anatomy as Wireshark shows it, an incast on the packet-level engine with ECN, PFC
// and DCQCN, and the incident AI-NET-004. It saves the learner's incast ("config") beside
// its pages.
class RoceLab : public TabbedLab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::roce::RoceLab)
public:
    RoceLab();
    ~RoceLab() override;

    LabInfo info() const override;
    // The lab's id, title, summary, icon and order, known without building the lab: the
    // shell lists every lab at start and builds one only when it is opened.
    static LabInfo describe();

    RoceSession& session() const;
    WalkthroughPanel* walkthroughPanel() const { return m_walkthrough; }
    AnatomyPanel* anatomyPanel() const { return m_anatomy; }
    CongestionPage* congestionPage() const { return m_congestion; }
    IncidentLabPage* incidentPage() const { return m_incident; }

private:
    void createPages(LabContext& context) override;
    void scenarioLoaded(const core::scenario::Scenario& scenario) override;
    nlohmann::json editedModel() const override;
    nlohmann::json saveLabFields() const override;
    ApplyFields readLabFields(core::scenario::ObjectReader& fields,
                              const core::scenario::Scenario& scenario) override;

    WalkthroughPanel* m_walkthrough = nullptr;
    AnatomyPanel* m_anatomy = nullptr;
    CongestionPage* m_congestion = nullptr;
    IncidentLabPage* m_incident = nullptr;
};

} // namespace ailab::labs::roce
