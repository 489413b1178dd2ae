#pragma once

#include "app/state_file.h"
#include "core/classroom/class_pack.h"
#include "core/scenario/scenario.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace ailab::app {

// A file the user asks to open (ailab FILE, a drop on the window, File -> Open Recent):
// a scenario, a saved lab state, an activity, an incident or a class pack (a folder, or its
// pack.json), told apart by its content, not its name: a saved state says "format":
// "ailab.state", the others their "schema" (docs/architecture.md, "Opening files"). Each is
// read and checked whole by its own reader. Reading needs no window, so the command line
// checks a file before the program asks for a display.
class LabDocument
{
    Q_DECLARE_TR_FUNCTIONS(ailab::app::LabDocument)
public:
    enum class Kind { Scenario, State, Activity, Incident, ClassPack };

    // Reads and checks the whole file. Throws core::Error whose message names the file
    // and what is wrong (and its path the field, for a state).
    static LabDocument read(const QString& path);
    // A file that must be a scenario (--scenario, File -> Open Scenario).
    static LabDocument readScenario(const QString& path);

    Kind kind() const { return m_kind; }
    const QString& path() const { return m_path; }
    // The lab the file opens in; empty for a class pack, which holds several.
    QString labId() const;
    // Only for Kind::Scenario, respectively Kind::State.
    const core::scenario::Scenario& scenario() const { return *m_scenario; }
    const StateFile::Contents& state() const { return m_state; }
    const core::classroom::ClassPack& classPack() const { return *m_pack; }

private:
    LabDocument() = default;

    Kind m_kind = Kind::Scenario;
    QString m_path;
    std::optional<core::scenario::Scenario> m_scenario;
    std::optional<core::classroom::ClassPack> m_pack;
    QString m_labId; // of an activity or an incident
    StateFile::Contents m_state;
};

} // namespace ailab::app
