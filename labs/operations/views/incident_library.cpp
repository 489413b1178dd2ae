#include "labs/operations/views/incident_library.h"

#include "core/models/incident_registry.h"
#include "core/scenario/scenario_loader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <fmt/format.h>

namespace ailab::labs::operations {

IncidentLibrary::IncidentLibrary(const QString& folder)
    : m_folder(folder)
{
    const QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        try {
            Entry entry;
            entry.definition = read(readFile(path), path);
            entry.id = QString::fromStdString(entry.definition->id);
            entry.source = path;
            if (find(entry.id)) {
                m_problems << QStringLiteral("%1: the id %2 is given twice").arg(path, entry.id);
                continue;
            }
            m_entries.push_back(std::move(entry));
        } catch (const std::exception& e) {
            m_problems << QString::fromStdString(e.what());
        }
    }
    // The list in the order of the incidents' ids (AI-OPS-001 first), not of their file names.
    std::stable_sort(m_entries.begin(), m_entries.end(),
                     [](const Entry& a, const Entry& b) { return a.id < b.id; });
}

const IncidentLibrary::Entry* IncidentLibrary::find(const QString& id) const
{
    const auto it = std::find_if(m_entries.begin(), m_entries.end(),
                                 [&](const Entry& e) { return e.id == id; });
    return it == m_entries.end() ? nullptr : &*it;
}

std::shared_ptr<const core::ops::IncidentDefinition>
IncidentLibrary::read(const QByteArray& document, const QString& source)
{
    // parseDocument (inside) refuses more than kMaxIncidentBytes, bad UTF-8, a field named
    // twice and deep nesting; incidentFromJson every field.
    return std::make_shared<const core::ops::IncidentDefinition>(
        core::models::parseIncident(document.toStdString(), source.toStdString()));
}

QByteArray IncidentLibrary::readFile(const QString& path)
{
    // Checked before a byte is read: a file (a resource is one too) of at most the limit.
    const std::string source = path.toStdString();
    const QFileInfo info(path);
    if (!info.exists())
        throw core::scenario::ScenarioError(source, "the file does not exist");
    if (!info.isFile())
        throw core::scenario::ScenarioError(source, "not a regular file");
    if (info.size() > qint64(core::ops::kMaxIncidentBytes))
        throw core::scenario::ScenarioError(
            source,
            fmt::format("the incident file is larger than {} bytes", core::ops::kMaxIncidentBytes));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw core::scenario::ScenarioError(source, file.errorString().toStdString());
    // One byte more than the limit, so that a file that grew meanwhile is refused by size.
    return file.read(qint64(core::ops::kMaxIncidentBytes) + 1);
}

QString IncidentLibrary::add(const QByteArray& document, const QString& source)
{
    Entry entry;
    entry.definition = read(document, source); // throws before anything changes
    entry.id = QString::fromStdString(entry.definition->id);
    entry.document = document;
    entry.source = source;
    const QString id = entry.id;
    const auto it = std::find_if(m_entries.begin(), m_entries.end(),
                                 [&](const Entry& e) { return e.id == id; });
    if (it == m_entries.end())
        m_entries.push_back(std::move(entry));
    else
        *it = std::move(entry); // in the place of the one it replaces
    return id;
}

std::vector<QByteArray> IncidentLibrary::openedDocuments() const
{
    std::vector<QByteArray> out;
    for (const Entry& e : m_entries)
        if (!e.document.isEmpty())
            out.push_back(e.document);
    return out;
}

void IncidentLibrary::clearOpened()
{
    // Folder entries an opened document replaced come back from the folder.
    *this = IncidentLibrary(m_folder);
}

} // namespace ailab::labs::operations
