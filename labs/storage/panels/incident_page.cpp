#include "labs/storage/panels/incident_page.h"

#include "core/models/storage/storage_incident_model.h"
#include "labs/storage/views/incident_texts.h"

namespace ailab::labs::storage {

IncidentPage::IncidentPage(QWidget* parent)
    : labs::IncidentLabPage(std::make_shared<const core::models::storage::StorageIncident>(),
                         std::make_shared<const StorageIncidentTexts>(),
                         {"gpu_input_wait", "delivered_read_throughput", "makespan"}, parent)
{
}

} // namespace ailab::labs::storage
