#pragma once

#include "core/models/incident_registry.h"

#include <algorithm>
#include <filesystem>
#include <vector>
#include <catch2/catch.hpp>
#include <memory>
#include <set>
#include <string>

namespace ailab::tests {

// The incident file a lab ships (labs/<lab>/incidents/<name>.json), made on a new instance
// of its model.
inline std::shared_ptr<const core::ops::DefinedIncident> shippedIncident(const std::string& lab,
                                                                         const std::string& name)
{
    return core::models::makeIncident(core::models::loadIncidentFile(
        std::string(AILAB_SOURCE_DIR) + "/labs/" + lab + "/incidents/" + name + ".json"));
}

// Every incident file the labs ship (labs/*/incidents/*.json), by path, sorted.
inline std::vector<std::string> shippedIncidentFiles()
{
    std::vector<std::string> files;
    for (const auto& lab : std::filesystem::directory_iterator(std::string(AILAB_SOURCE_DIR) + "/labs")) {
        const std::filesystem::path folder = lab.path() / "incidents";
        if (!std::filesystem::is_directory(folder))
            continue;
        for (const auto& file : std::filesystem::directory_iterator(folder))
            if (file.path().extension() == ".json")
                files.push_back(file.path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

// The lab model behind an incident.
template <typename System> const System& modelOf(const core::ops::DefinedIncident& incident)
{
    return dynamic_cast<const System&>(incident.system());
}

// The model measures every figure, series and threshold its catalogue promises an incident
// file, and nothing else; its outcome's figures are among them.
inline void checkCatalogueKept(const core::ops::DefinedIncident& incident)
{
    const auto& catalogues = core::models::incidentCatalogues();
    const auto c = std::find_if(catalogues.begin(), catalogues.end(), [&](const auto& x) {
        return x.model == incident.definition().model;
    });
    REQUIRE(c != catalogues.end());
    std::set<std::string> figures, series, thresholds;
    for (const core::ops::Figure& f : incident.system().telemetry())
        figures.insert(f.id);
    for (const core::ops::Series& s : incident.system().telemetrySeries()) {
        series.insert(s.id);
        for (const auto& t : s.thresholds)
            thresholds.insert(t.first);
    }
    for (const core::ops::Series& s : incident.baseline().series)
        for (const auto& t : s.thresholds)
            thresholds.insert(t.first);
    CHECK(figures == std::set<std::string>(c->figures.begin(), c->figures.end()));
    CHECK(series == std::set<std::string>(c->series.begin(), c->series.end()));
    CHECK(thresholds == std::set<std::string>(c->thresholds.begin(), c->thresholds.end()));
    for (const core::ops::Figure& f : incident.baseline().figures)
        CHECK(figures.count(f.id) == 1);
    // Every figure the learner sees has a title in the file.
    for (const std::string& id : figures)
        CHECK(incident.definition().findFigure(id) != nullptr);
}

} // namespace ailab::tests
