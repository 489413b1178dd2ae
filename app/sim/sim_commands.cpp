#include "app/sim/sim_commands.h"

#include "core/classroom/activity_reader.h"
#include "core/classroom/class_pack.h"
#include "core/hw/catalog_json.h"
#include "core/models/incident_registry.h"
#include "core/models/model_registry.h"
#include "core/scenario/scenario_loader.h"
#include "core/security/security_exercise.h"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <ostream>

namespace ailab::sim {

using namespace ailab::core;

void runCommand(const std::string& file, std::ostream& out)
{
    const scenario::Scenario s = models::loadScenarioFile(file);
    nlohmann::json metrics;
    try {
        metrics = models::runScenario(s);
    } catch (const scenario::ScenarioError&) {
        throw;
    } catch (const Error& e) {
        // A model that fails while running still names the file it was given.
        throw scenario::ScenarioError(file, e.message(), e.path());
    }
    nlohmann::ordered_json result;
    result["lab"] = s.lab;
    result["title"] = s.title;
    result["seed"] = s.seed;
    result["metrics"] = nlohmann::ordered_json::parse(metrics.dump());
    out << result.dump(2) << '\n';
}

namespace {

// What the file says it is by its "schema": an incident ("ailab.incident/1"), a security
// exercise ("ailab.security-exercise/1"), an activity ("ailab.activity/1"), a class pack's
// manifest ("ailab.pack/1"; a folder is read as its pack.json) or, for anything
// else, unreadable files too, a scenario, whose loader names what is wrong.
enum class DocumentKind { Scenario, Incident, SecurityExercise, Activity, ClassPack };

DocumentKind documentKind(const std::string& file)
{
    try {
        const std::string text =
            scenario::readDocumentFile(file, scenario::kMaxScenarioBytes, "scenario");
        const nlohmann::json document =
            scenario::parseDocument(text, file, scenario::kMaxScenarioBytes, "scenario");
        if (ops::isIncidentDocument(document))
            return DocumentKind::Incident;
        if (security::isSecurityExerciseDocument(document))
            return DocumentKind::SecurityExercise;
        if (classroom::isActivityDocument(document))
            return DocumentKind::Activity;
        if (classroom::isClassPackDocument(document))
            return DocumentKind::ClassPack;
    } catch (const Error&) {
    }
    return DocumentKind::Scenario;
}

} // namespace

void validateCommand(const std::string& file, std::ostream& out)
{
    std::error_code error;
    const bool folder = std::filesystem::is_directory(file, error);
    if (folder && !std::filesystem::exists(std::filesystem::path(file) / classroom::kClassPackManifest,
                                           error))
        throw scenario::ScenarioError(file, "is a directory, not a scenario file, and holds no "
                                            "pack.json of a class pack");
    const DocumentKind kind = folder ? DocumentKind::ClassPack : documentKind(file);
    if (kind == DocumentKind::ClassPack) {
        const classroom::ClassPack p = classroom::loadClassPack(file);
        out << file << ": valid class pack '" << p.title.in("en") << "' (" << p.items.size()
            << " items:";
        for (const classroom::PackItem& item : p.items)
            out << ' ' << item.file << " (" << classroom::packItemKindName(item.kind) << ", lab '"
                << item.lab << "')";
        out << ")\n";
        return;
    }
    if (kind == DocumentKind::SecurityExercise) {
        const security::SecurityExercise e = security::loadSecurityExerciseFile(file);
        out << file << ": valid security exercise " << e.id << " (" << e.requests.size()
            << " requests)\n";
        return;
    }
    if (kind == DocumentKind::Activity) {
        const classroom::Activity a = classroom::loadActivityFile(file);
        out << file << ": valid activity " << a.id << " for lab '" << a.lab << "' ("
            << a.tasks.size() << " tasks)\n";
        return;
    }
    if (kind == DocumentKind::Incident) {
        const ops::IncidentDefinition d = models::loadIncidentFile(file);
        out << file << ": valid incident " << d.id << " for lab '" << d.lab << "' (model '"
            << d.model << "')\n";
        return;
    }
    const scenario::Scenario s = models::loadScenarioFile(file);
    out << file << ": valid scenario for lab '" << s.lab << "'\n";
}

void catalogCommand(const std::string& kind, std::ostream& out)
{
    out << hw::catalogJson(kind).dump(2) << '\n';
}

} // namespace ailab::sim
