#pragma once

#include "labs/common/skeleton/tabbed_lab.h"

namespace ailab::labs::operations {

class InjectionPage;
class OperationsSession;

// Lab 08, operations: the cluster twin (core/cluster) as an operator sees it. Its pages read
// the twin through the session and compute no figure themselves.
class OperationsLab : public TabbedLab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::operations::OperationsLab)
public:
    OperationsLab();
    ~OperationsLab() override;

    LabInfo info() const override;

    OperationsSession& session() const;
    InjectionPage* injectionPage() const { return m_injection; }

private:
    void createPages(LabContext& context) override;

    InjectionPage* m_injection = nullptr;
};

} // namespace ailab::labs::operations
