#pragma once

#include "core/scenario/json_reader.h"
#include "core/scenario/model_entry.h"
#include "core/scenario/scenario.h"

#include <QJsonObject>
#include <QStringList>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

// The saved state of a lab (docs/architecture.md, "Saved lab state"): one envelope for every
// lab, so that each lab reads and writes only its own fields.
//   {"format": "ailab.<lab id>-state", "version": 2, "mode": "<mode id>", "time": <s>,
//    "scenario": {schema, lab, title, ...}, "pages": {"<page id>": {...}, ...},
//    ...the lab's own fields (its edited model, a selection)}
namespace ailab::labs {

inline constexpr int kLabStateVersion = 2;

nlohmann::json jsonFromQt(const QJsonObject& object);
QJsonObject qtFromJson(const nlohmann::json& value);
std::vector<std::string> toStdStrings(const QStringList& list);

// "ailab.<lab id>-state".
std::string labStateFormat(const std::string& labId);

// Brings a saved state of an older version up to kLabStateVersion. Version 1 kept the pages
// under "panels" in the GPU server and fabric labs (and under "pages" in the RoCE lab).
nlohmann::json migrateLabState(nlohmann::json state);

// The envelope around the lab's own fields; `timeS` is the simulated time of the run.
QJsonObject writeLabState(const std::string& labId, const QString& mode, double timeS,
                          const nlohmann::json& scenario, const QJsonObject& pages,
                          const nlohmann::json& labFields);

// Reads and checks a saved state's envelope; every error is a core::Error with the field's
// JSON pointer. The lab reads its own fields through fields(), then calls finish(), which
// refuses any field nobody asked for.
class LabStateReader
{
public:
    LabStateReader(const QJsonObject& state, const std::string& labId, const QStringList& modes,
                   const core::scenario::ModelEntry& model);
    LabStateReader(const LabStateReader&) = delete;
    LabStateReader& operator=(const LabStateReader&) = delete;

    const nlohmann::json& json() const { return m_state; }
    core::scenario::ObjectReader& fields() { return m_reader; }
    const QString& mode() const { return m_mode; }
    // The simulated time the run was saved at (0 in files that predate it).
    double time() const { return m_time; }
    const core::scenario::Scenario& scenario() const { return m_scenario; }
    const QJsonObject& pages() const { return m_pages; }
    void finish() const { m_reader.finish(); }

private:
    nlohmann::json m_state; // migrated; m_reader refers to it
    core::scenario::ObjectReader m_reader;
    QString m_mode;
    double m_time = 0.0;
    core::scenario::Scenario m_scenario;
    QJsonObject m_pages;
};

// The scenario saved under "/scenario", checked by the lab's model; throws core::Error with
// the field's pointer under /scenario.
core::scenario::Scenario readSavedScenario(const nlohmann::json& state,
                                           const core::scenario::ModelEntry& model);

} // namespace ailab::labs
