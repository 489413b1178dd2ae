#pragma once

#include "labs/common/skeleton/tabbed_lab.h"

namespace ailab::labs::capstone {

class BottleneckPage;
class CapstoneSession;
class ComparePage;
class DesignPage;
class FailurePage;
class ReportPage;
class ReviewPage;

// Lab 09, capstone: design an AI cluster and review it. One design (core/design) is shared by
// every page through the session; the pages show core's figures and compute none.
class CapstoneLab : public TabbedLab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::capstone::CapstoneLab)
public:
    CapstoneLab();
    ~CapstoneLab() override;

    LabInfo info() const override;
    // The lab's id, title, summary, icon and order, known without building the lab.
    static LabInfo describe();

    CapstoneSession& session() const;
    DesignPage* designPage() const { return m_design; }
    BottleneckPage* bottleneckPage() const { return m_bottlenecks; }
    FailurePage* failurePage() const { return m_failures; }
    ReviewPage* reviewPage() const { return m_review; }
    ComparePage* comparePage() const { return m_compare; }
    ReportPage* reportPage() const { return m_report; }

private:
    void createPages(LabContext& context) override;
    nlohmann::json saveLabFields() const override;
    ApplyFields readLabFields(core::scenario::ObjectReader& fields, const core::scenario::Scenario& scenario) override;
    // The design as the learner has edited it: what an activity's goals are checked on.
    nlohmann::json editedModel() const override;

    DesignPage* m_design = nullptr;
    BottleneckPage* m_bottlenecks = nullptr;
    FailurePage* m_failures = nullptr;
    ReviewPage* m_review = nullptr;
    ComparePage* m_compare = nullptr;
    ReportPage* m_report = nullptr;
};

} // namespace ailab::labs::capstone
