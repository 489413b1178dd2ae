#include "app/lab_registry.h"

#include "labs/common/skeleton/lab.h"
#include "labs/fabric/fabric_lab.h"
#include "labs/gpu_server/gpu_server_lab.h"
#include "labs/roce/roce_lab.h"
#include "labs/stack/stack_lab.h"

#include <QFile>
#include <algorithm>

namespace ailab::app {

std::vector<LabFactory> builtInLabFactories()
{
    // One line per lab, in lab order (docs/architecture.md, "Scenario files");
    // info().order sorts the navigator.
    return {
        [] { return std::make_unique<labs::stack::StackLab>(); },
        [] { return std::make_unique<labs::gpu_server::GpuServerLab>(); },
        [] { return std::make_unique<labs::fabric::FabricLab>(); },
        [] { return std::make_unique<labs::roce::RoceLab>(); },
    };
}

LabRegistry::LabRegistry(const std::vector<LabFactory>& factories)
{
    m_labs.reserve(factories.size());
    for (const LabFactory& make : factories) {
        if (auto lab = make())
            m_labs.push_back(std::move(lab));
    }
    std::stable_sort(m_labs.begin(), m_labs.end(), [](const auto& a, const auto& b) {
        return a->info().order < b->info().order;
    });
    m_view.reserve(m_labs.size());
    for (const auto& lab : m_labs)
        m_view.push_back(lab.get());
}

LabRegistry::~LabRegistry() = default;

labs::Lab* LabRegistry::find(const QString& id) const
{
    for (labs::Lab* lab : m_view) {
        if (lab->info().id == id)
            return lab;
    }
    return nullptr;
}

QStringList LabRegistry::ids() const
{
    QStringList result;
    for (labs::Lab* lab : m_view)
        result << lab->info().id;
    return result;
}

} // namespace ailab::app

namespace ailab::app {

QIcon LabRegistry::icon(const labs::LabInfo& info)
{
    if (!info.icon.isNull())
        return info.icon;
    const QString shipped = QStringLiteral(":/icons/labs/%1.svg").arg(info.id);
    return QFile::exists(shipped) ? QIcon(shipped) : QIcon(QStringLiteral(":/icons/ailab.svg"));
}

} // namespace ailab::app
