#pragma once

#include "labs/common/widgets/explainer_panel.h"

#include <QCoreApplication>
#include <QString>

namespace ailab::core::cluster {
class ClusterTwin;
}

namespace ailab::labs::operations {

// The course's four components of an AI training cluster (Lab 08's operations dashboard).
enum class Component { GpuCompute, NetworkFabric, Storage, Orchestration };
inline constexpr Component kComponents[] = {Component::GpuCompute, Component::NetworkFabric, Component::Storage,
                                            Component::Orchestration};

// What the dashboard says about each component: its name, what it is in this cluster, and
// for the inspector its role, the rule its status follows and its health indicators with
// the twin's figures now (read from the twin; nothing computed here).
class ComponentTexts
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::operations::ComponentTexts)
public:
    static QString name(Component component);
    // "32 accelerators", "leaf-spine, 2 spines", ...
    static QString subtitle(Component component, const core::cluster::ClusterTwin& twin);
    // The tile's title: "GPU utilisation", "Fabric health", ...
    static QString tileTitle(Component component);
    static ExplainerContent inspector(Component component, const core::cluster::ClusterTwin& twin);
    // The id saved in the page's state: "gpu", "fabric", "storage", "orchestration".
    static QString id(Component component);
};

// The latest sample of a registry series, NaN when it has none.
double latestValue(const core::cluster::ClusterTwin& twin, const std::string& name);
// A figure in the reader's language: one decimal below 100, none above.
QString formatFigure(double value);

} // namespace ailab::labs::operations
