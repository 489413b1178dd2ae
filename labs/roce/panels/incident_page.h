#pragma once

#include "labs/common/incident/incident_lab_page.h"

namespace ailab::labs::roce {

// The "Incident AI-NET-004" tab (seed: "AI Training Fabric · Incident
// Investigation"): the shared IncidentPanel running the core's AI-NET-004
// model, with the lab's words for its evidence, figures, hypotheses, responses,
// hints and root cause.
class IncidentPage : public labs::IncidentLabPage
{
public:
    explicit IncidentPage(QWidget* parent = nullptr);
};

} // namespace ailab::labs::roce
