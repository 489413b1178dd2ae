#pragma once

// moc and the core's C++20 headers: Qt comes first.
#include "core/ops/incident_definition.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

namespace ailab::labs::operations {

// The incidents the incidents page lists: every incident file in the lab's folder (the
// resources ":/labs/operations/incidents/", read as a folder so that each file shipped there
// appears), then those the instructor opened from disk or played from the editor, kept as
// their documents. Each is read strictly (core's reader, as `ailab-sim validate`); a file of
// the folder that does not read is left out and named in problems().
class IncidentLibrary
{
public:
    struct Entry
    {
        QString id; // the incident's id, "AI-OPS-008": unique in the library
        std::shared_ptr<const core::ops::IncidentDefinition> definition;
        // An incident opened or played: its document (empty for one of the folder's files).
        QByteArray document;
        QString source; // the file or resource it came from
    };

    // Reads every "*.json" of `folder`, in the order of their names.
    explicit IncidentLibrary(const QString& folder);

    const std::vector<Entry>& entries() const { return m_entries; }
    const Entry* find(const QString& id) const;
    // The folder's files that could not be read, each with its error.
    const QStringList& problems() const { return m_problems; }

    // Reads an incident document (at most core::ops::kMaxIncidentBytes, strict JSON, every
    // field checked). Throws core::scenario::ScenarioError naming `source` and the field.
    static std::shared_ptr<const core::ops::IncidentDefinition> read(const QByteArray& document,
                                                                     const QString& source);
    // Reads the file at `path` as an untrusted document: a regular file of at most
    // kMaxIncidentBytes, then read(). Throws ScenarioError naming the path and the field.
    static QByteArray readFile(const QString& path);

    // Adds an opened document, or replaces the entry with its id (an instructor's new version
    // of an incident): the library is unchanged when read() throws. Returns the id.
    QString add(const QByteArray& document, const QString& source);
    // The opened documents, in the order added, for the page's saved state.
    std::vector<QByteArray> openedDocuments() const;
    // Back to the folder's files only.
    void clearOpened();

private:
    QString m_folder;
    std::vector<Entry> m_entries;
    QStringList m_problems;
};

} // namespace ailab::labs::operations
