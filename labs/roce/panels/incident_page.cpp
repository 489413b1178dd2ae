#include "labs/roce/panels/incident_page.h"

#include "core/models/roce/roce_incident.h"
#include "labs/roce/views/incident_texts.h"

namespace ailab::labs::roce {

IncidentPage::IncidentPage(QWidget* parent)
    : labs::IncidentLabPage(std::make_shared<const core::models::roce::RoceIncident>(),
                         std::make_shared<const RoceIncidentTexts>(),
                         {"collective_time", "queue_occupancy", "drops"}, parent)
{
}

} // namespace ailab::labs::roce
