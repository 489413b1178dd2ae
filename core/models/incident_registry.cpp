#include "core/models/incident_registry.h"

#include "core/error.h"
#include "core/models/inference/inference_incident.h"
#include "core/models/operations/twin_incident.h"
#include "core/models/roce/roce_incident.h"
#include "core/models/storage/storage_incident_model.h"

#include <fmt/format.h>

namespace ailab::core::models {

const std::vector<ops::IncidentCatalogue>& incidentCatalogues()
{
    static const std::vector<ops::IncidentCatalogue> all{roce::RoceIncident::catalogue(),
                                                         storage::StorageIncident::catalogue(),
                                                         inference::InferenceIncident::catalogue(),
                                                         operations::TwinIncident::catalogue()};
    return all;
}

std::shared_ptr<const ops::IncidentSystem> makeIncidentSystem(const ops::IncidentDefinition& definition)
{
    const std::string& model = definition.model;
    if (model == roce::RoceIncident::catalogue().model)
        return std::make_shared<const roce::RoceIncident>();
    if (model == storage::StorageIncident::catalogue().model)
        return std::make_shared<const storage::StorageIncident>();
    if (model == inference::InferenceIncident::catalogue().model)
        return std::make_shared<const inference::InferenceIncident>();
    if (model == operations::TwinIncident::catalogue().model) {
        if (!definition.system)
            throw Error("the model runs on the cluster the file describes: required field is missing",
                        "/system");
        return std::make_shared<const operations::TwinIncident>(*definition.system);
    }
    throw Error(fmt::format("unknown incident model '{}'", model), "/model");
}

ops::IncidentDefinition parseIncident(const std::string& text, const std::string& sourceName)
{
    return ops::parseIncident(text, sourceName, incidentCatalogues());
}

ops::IncidentDefinition loadIncidentFile(const std::string& path)
{
    return ops::loadIncidentFile(path, incidentCatalogues());
}

std::shared_ptr<const ops::DefinedIncident> makeIncident(ops::IncidentDefinition definition)
{
    std::shared_ptr<const ops::IncidentSystem> system = makeIncidentSystem(definition);
    return std::make_shared<const ops::DefinedIncident>(std::move(definition), std::move(system));
}

} // namespace ailab::core::models
