#pragma once

#include "labs/common/incident/incident_lab_page.h"

namespace ailab::labs::inference {

// The "Incident AI-INF-007" tab (course section 07.6, "Production AI Service — Rising
// Response Latency"): the shared IncidentPanel running the core's AI-INF-007 model on the
// serving engine, with the lab's words for its evidence, figures, hypotheses, responses,
// hints and root cause.
class IncidentPage : public labs::IncidentLabPage
{
public:
    explicit IncidentPage(QWidget* parent = nullptr);
};

} // namespace ailab::labs::inference
