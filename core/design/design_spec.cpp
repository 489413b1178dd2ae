#include "core/design/design_spec.h"

#include "core/cluster/inference_service.h"
#include "core/cluster/job_plan.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/scenario/json_reader.h"

#include <fmt/format.h>

namespace ailab::core::design {

using scenario::ObjectReader;

namespace {

// The workload's job and service in the cluster twin's spec, and where the design file
// writes them.
constexpr const char* kJobName = "training";
constexpr const char* kServiceName = "serving";
constexpr const char* kJobPointer = "/model/jobs/0";
constexpr const char* kServicePointer = "/model/services/0";
constexpr const char* kTrainingPointer = "/model/workload/training";
constexpr const char* kServingPointer = "/model/workload/serving";

// Fields of the design that the twin's reader does not know.
const std::vector<std::string>& designOnlyFields()
{
    static const std::vector<std::string> fields{"workload", "patterns", "power", "coolingUnitsPerRack"};
    return fields;
}

// An error of the twin's reader at the job or service it was handed, moved to the field of
// the workload the design file wrote.
Error atWorkloadField(const Error& e)
{
    std::string path = e.path();
    if (path.rfind(kJobPointer, 0) == 0)
        path = kTrainingPointer + path.substr(std::string(kJobPointer).size());
    else if (path.rfind(kServicePointer, 0) == 0)
        path = kServingPointer + path.substr(std::string(kServicePointer).size());
    return Error(e.message(), path);
}

int gpusOnRacks(const cluster::ClusterSpec& spec, const std::string& platformId)
{
    int gpus = 0;
    for (const auto& rack : spec.racks()) {
        if (!platformId.empty() && rack.platformId != platformId)
            continue;
        const hw::PlatformSpec* platform = hw::findPlatform(rack.platformId);
        gpus += rack.servers * (platform != nullptr ? platform->gpuCount : 0);
    }
    return gpus;
}

// What the twin checks when it builds the job and the service (cluster_twin.cpp,
// inference_service.cpp), here at the workload's fields, so that validation refuses a design
// the evaluation could not run.
void checkWorkloadFits(const DesignSpec& spec)
{
    int servingGpus = 0;
    std::string servingPlatform;
    if (spec.serving) {
        const cluster::ServiceSpec& service = spec.serving->service;
        const hw::PlatformSpec& platform = *hw::findPlatform(service.platformId);
        servingPlatform = platform.id;
        servingGpus = service.tp * service.replicas;
        if (service.tp > platform.gpuCount)
            throw Error(fmt::format("a replica runs in one server: tp {} is more than the {} GPUs of a {}", service.tp,
                                    platform.gpuCount, platform.id),
                        std::string(kServingPointer) + "/tp");
        if (servingGpus > gpusOnRacks(spec.cluster, platform.id))
            throw Error(fmt::format("{} replicas of {} GPUs need {} GPUs; the racks hold {} of {} servers",
                                    service.replicas, service.tp, servingGpus, gpusOnRacks(spec.cluster, platform.id),
                                    platform.id),
                        std::string(kServingPointer) + "/replicas");
        try {
            infer::validateServingConfig(cluster::servingConfigOf(service, platform.gpuId));
        } catch (const Error& e) {
            throw Error(e.message(), kServingPointer + (e.path().empty() ? std::string() : "/" + e.path()));
        }
    }
    if (spec.training) {
        const cluster::TrainingJobSpec& job = spec.training->job;
        const hw::PlatformSpec& platform = *hw::findPlatform(job.platformId);
        const int perServer = platform.gpuCount;
        const std::string gpusPointer = std::string(kTrainingPointer) + "/gpus";
        if (job.gpus > perServer && job.gpus % perServer != 0)
            throw Error(fmt::format("a job of more than one server takes whole servers: {} GPUs is not a multiple of {}",
                                    job.gpus, perServer),
                        gpusPointer);
        const int available = gpusOnRacks(spec.cluster, platform.id) - (servingPlatform == platform.id ? servingGpus : 0);
        if (job.gpus > available)
            throw Error(fmt::format("the job asks for {} GPUs; the {} servers leave it {}", job.gpus, platform.id,
                                    available),
                        gpusPointer);
        cluster::planJob(job, kTrainingPointer, *hw::findGpu(platform.gpuId), perServer, spec.cluster.fabric);
    }
}

} // namespace

int DesignSpec::gpuCount() const
{
    return gpusOnRacks(cluster, {});
}

int DesignSpec::gpusOfPlatform(const std::string& platformId) const
{
    return gpusOnRacks(cluster, platformId);
}

DesignSpec readDesignSpec(const nlohmann::json& model)
{
    DesignSpec spec;
    ObjectReader reader(model, "/model");
    for (const char* handWritten : {"jobs", "services", "background"})
        if (reader.has(handWritten))
            throw Error("a design's jobs come from its workload; write them under /model/workload",
                        scenario::childPointer("/model", handWritten));

    ObjectReader workload = reader.object("workload");
    // The twin's part of the design, first without the workload, to learn the racks.
    nlohmann::json clusterModel = model;
    for (const auto& field : designOnlyFields())
        clusterModel.erase(field);
    const cluster::ClusterSpec racksOnly = cluster::readClusterSpec(clusterModel, nlohmann::json());

    std::optional<ObjectReader> training = workload.optionalObject("training");
    std::optional<ObjectReader> serving = workload.optionalObject("serving");
    if (!training && !serving)
        throw Error("a design trains a model, serves one, or both: expected \"training\" or \"serving\"",
                    "/model/workload");
    double tokens = 0;
    double days = 0;
    nlohmann::json service;
    if (serving) {
        service = serving->json();
        service["name"] = kServiceName;
        clusterModel["services"] = nlohmann::json::array({service});
        serving->accept("name");
    }
    if (training) {
        tokens = training->number("tokens", {.min = 1, .max = 1e16});
        days = training->number("days", {.min = 0, .max = 3650, .minExclusive = true});
        nlohmann::json job = training->json();
        job.erase("tokens");
        job.erase("days");
        job["name"] = kJobName;
        if (!job.contains("gpus")) {
            // Every GPU of its platform that the serving replicas leave.
            const std::string platform =
                job.contains("platform") && job["platform"].is_string() ? job["platform"].get<std::string>()
                                                                        : racksOnly.racks().front().platformId;
            int gpus = gpusOnRacks(racksOnly, platform);
            if (serving) {
                const std::string servicePlatform =
                    service.contains("platform") && service["platform"].is_string()
                        ? service["platform"].get<std::string>()
                        : racksOnly.racks().front().platformId;
                if (servicePlatform == platform) {
                    // Checked by the twin's reader below; a wrong type counts as its default here.
                    const auto integerOr = [&service](const char* key, int fallback) {
                        const auto it = service.find(key);
                        return it != service.end() && it->is_number_integer() && *it >= 1 && *it <= 256
                                   ? it->get<int>()
                                   : fallback;
                    };
                    gpus -= integerOr("tp", 1) * integerOr("replicas", 2);
                }
            }
            if (gpus < 1)
                throw Error("the serving replicas leave no GPU of the platform for training", kTrainingPointer);
            job["gpus"] = gpus;
        }
        clusterModel["jobs"] = nlohmann::json::array({job});
        training->accept("name");
    }
    try {
        spec.cluster = cluster::readClusterSpec(clusterModel, nlohmann::json());
    } catch (const Error& e) {
        throw atWorkloadField(e);
    }
    // The twin's reader read the job's and service's fields; ask for them here too, so that
    // finish() refuses only what neither knows.
    if (training) {
        for (const auto& [key, value] : training->json().items())
            training->accept(key);
        spec.training = TrainingWorkload{spec.cluster.jobs.front(), tokens, days};
        training->finish();
    }
    if (serving) {
        for (const auto& [key, value] : serving->json().items())
            serving->accept(key);
        spec.serving = ServingWorkload{spec.cluster.services.front()};
        serving->finish();
    }
    workload.finish();
    checkWorkloadFits(spec);

    if (auto patterns = reader.optionalObject("patterns")) {
        spec.patterns.scalableUnitServers =
            int(patterns->integer("scalableUnitServers", {.min = 0, .max = 4096, .fallback = 0}));
        spec.patterns.separateInferenceFabric = patterns->boolean("separateInferenceFabric", false);
        spec.patterns.outOfBandManagement = patterns->boolean("outOfBandManagement", true);
        spec.patterns.checkpointStorageNearCompute = patterns->boolean("checkpointStorageNearCompute", false);
        patterns->finish();
    }
    if (auto power = reader.optionalObject("power")) {
        spec.power.switchW = power->number("switchW", {.min = 0, .max = 1e5, .fallback = spec.power.switchW});
        spec.power.storageServerW =
            power->number("storageServerW", {.min = 0, .max = 1e5, .fallback = spec.power.storageServerW});
        spec.power.managementSwitchW =
            power->number("managementSwitchW", {.min = 0, .max = 1e4, .fallback = spec.power.managementSwitchW});
        power->finish();
    }
    spec.coolingUnitsPerRack = int(reader.integer("coolingUnitsPerRack", {.min = 1, .max = 16, .fallback = 1}));
    for (const auto& [key, value] : model.items())
        reader.accept(key); // the twin's reader has checked the rest
    reader.finish();
    return spec;
}

nlohmann::json courseDefaultDesignModel()
{
    // The course's capstone defaults (AI Infrastructure Explained, Lab 09): 8 servers x 4
    // GPUs, 400 Gb/s, 40 GB/s. The servers are the catalogue's 4-GPU H100 PCIe platform (the
    // course's "OEM 4x GPU Server"), 400 Gb/s as two 200 Gb/s NICs per server (the course's
    // 16 NICs), 40 GB/s as eight 5 GB/s data servers.
    return nlohmann::json::parse(R"({
      "workload": {"training": {"model": "llama-3-8b", "tokens": 20e9, "days": 30, "tp": 4,
                                "globalBatch": 64, "sequence": 4096}},
      "racks": [{"id": "rack", "count": 2, "platform": "oem-4gpu-pcie", "servers": 4, "feedKW": 30,
                 "cooling": "rdhx"}],
      "fabric": {"nicsPerServer": 2, "nicGbps": 200, "serversPerLeaf": 4, "spines": 2},
      "storage": {"dataServers": 8, "perServerGBps": 5}
    })");
}

} // namespace ailab::core::design
