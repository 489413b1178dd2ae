#pragma once

#include "labs/common/skeleton/tabbed_lab.h"

namespace ailab::labs {
class IncidentLabPage;
}

namespace ailab::labs::inference {

class BatchingPage;
class CapacityPage;
class InferenceSession;
class JourneyPage;
class KvCachePage;
class PhasesPage;
class ResponseTimePage;
class ScalingPage;

// Lab 07, LLM inference serving: a request's journey through the serving stack, prefill and
// decode on the GPU's roofline, continuous batching from the real scheduler, the paged KV
// cache, latency percentiles against the request rate, replicas with their router and
// autoscaler, and the course's response-time example. One page per mode id, in order; the
// lab saves the learner's serving cluster and workload ("config") beside its pages.
class InferenceLab : public TabbedLab
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::inference::InferenceLab)
public:
    InferenceLab();
    ~InferenceLab() override;

    LabInfo info() const override;
    // The lab's id, title, summary, icon and order, known without building the lab: the
    // shell lists every lab at start and builds one only when it is opened.
    static LabInfo describe();

    InferenceSession& session() const;
    JourneyPage* journeyPage() const { return m_journey; }
    PhasesPage* phasesPage() const { return m_phases; }
    BatchingPage* batchingPage() const { return m_batching; }
    KvCachePage* kvCachePage() const { return m_kvCache; }
    CapacityPage* capacityPage() const { return m_capacity; }
    ScalingPage* scalingPage() const { return m_scaling; }
    ResponseTimePage* responseTimePage() const { return m_responseTime; }
    IncidentLabPage* incidentPage() const { return m_incident; }

private:
    void createPages(LabContext& context) override;
    void scenarioLoaded(const core::scenario::Scenario& scenario) override;
    nlohmann::json editedModel() const override;
    nlohmann::json saveLabFields() const override;
    ApplyFields readLabFields(core::scenario::ObjectReader& fields,
                              const core::scenario::Scenario& scenario) override;

    JourneyPage* m_journey = nullptr;
    PhasesPage* m_phases = nullptr;
    BatchingPage* m_batching = nullptr;
    KvCachePage* m_kvCache = nullptr;
    CapacityPage* m_capacity = nullptr;
    ScalingPage* m_scaling = nullptr;
    ResponseTimePage* m_responseTime = nullptr;
    IncidentLabPage* m_incident = nullptr;
};

} // namespace ailab::labs::inference
