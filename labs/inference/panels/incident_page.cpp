#include "labs/inference/panels/incident_page.h"

#include "core/models/inference/inference_incident.h"
#include "labs/inference/views/incident_texts.h"

namespace ailab::labs::inference {

IncidentPage::IncidentPage(QWidget* parent)
    : labs::IncidentLabPage(std::make_shared<const core::models::inference::InferenceIncident>(),
                         std::make_shared<const InferenceIncidentTexts>(),
                         {"ttft_p99", "queue_depth_max", "kv_usage_peak", "preemptions"}, parent)
{
}

} // namespace ailab::labs::inference
