#include "app/lab_registry.h"

#include "labs/common/skeleton/lab.h"

#include <QFile>
#include <algorithm>

namespace ailab::app {

LabRegistry::LabRegistry(std::vector<LabEntry> entries)
{
    std::vector<std::pair<int, Slot>> ordered;
    ordered.reserve(entries.size());
    for (LabEntry& entry : entries) {
        if (!entry.describe || !entry.make)
            continue;
        const labs::LabInfo info = entry.describe();
        ordered.push_back({info.order, Slot{info.id, std::move(entry), nullptr}});
    }
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    m_slots.reserve(ordered.size());
    for (auto& [order, s] : ordered)
        m_slots.push_back(std::move(s));
}

LabRegistry::~LabRegistry() = default;

const LabRegistry::Slot* LabRegistry::slot(const QString& id) const
{
    for (const Slot& s : m_slots)
        if (s.id == id)
            return &s;
    return nullptr;
}

std::vector<labs::LabInfo> LabRegistry::infos() const
{
    std::vector<labs::LabInfo> out;
    out.reserve(m_slots.size());
    for (const Slot& s : m_slots)
        out.push_back(s.entry.describe());
    return out;
}

QStringList LabRegistry::ids() const
{
    QStringList result;
    for (const Slot& s : m_slots)
        result << s.id;
    return result;
}

labs::Lab* LabRegistry::find(const QString& id) const
{
    for (Slot& s : m_slots) {
        if (s.id != id)
            continue;
        if (!s.lab)
            s.lab = s.entry.make();
        return s.lab.get();
    }
    return nullptr;
}

labs::Lab* LabRegistry::built(const QString& id) const
{
    const Slot* s = slot(id);
    return s ? s->lab.get() : nullptr;
}

int LabRegistry::builtCount() const
{
    return int(std::count_if(m_slots.begin(), m_slots.end(),
                             [](const Slot& s) { return s.lab != nullptr; }));
}

QIcon LabRegistry::icon(const labs::LabInfo& info)
{
    if (!info.icon.isNull())
        return info.icon;
    const QString shipped = QStringLiteral(":/icons/labs/%1.svg").arg(info.id);
    return QFile::exists(shipped) ? QIcon(shipped) : QIcon(QStringLiteral(":/icons/ailab.svg"));
}

} // namespace ailab::app
