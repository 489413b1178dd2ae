#pragma once

#include "labs/common/incident/incident_lab_page.h"

namespace ailab::labs::storage {

// The "Incident AI-STORAGE-006" tab (the course's "Storage Incident · GPU Training
// Slowdown"): the shared IncidentPanel running the core's AI-STORAGE-006 model, with the
// lab's words for its evidence, figures, hypotheses, responses, hints and root cause.
class IncidentPage : public labs::IncidentLabPage
{
public:
    explicit IncidentPage(QWidget* parent = nullptr);
};

} // namespace ailab::labs::storage
