#include "labs/gpu_server/panels/panel_host.h"

#include <QCoreApplication>

#ifdef AILAB_GPU_SERVER_MEMORY_PANEL
#include "labs/gpu_server/panels/memory_panel.h"
#endif
#ifdef AILAB_GPU_SERVER_ROOFLINE_PANEL
#include "labs/gpu_server/panels/roofline_panel.h"
#endif
#ifdef AILAB_GPU_SERVER_CLUSTER_PANEL
#include "labs/gpu_server/panels/cluster_panel.h"
#endif

namespace ailab::labs::gpu_server {

namespace {

template <typename PanelType> HostedPanel host(const PanelInfo& info, QWidget* parent)
{
    auto* panel = new PanelType(parent);
    return {info, panel, [panel] { return panel->saveState(); },
            [panel](const QJsonObject& state) { panel->restoreState(state); },
            [panel] { panel->resetToDefaults(); }};
}

} // namespace

std::vector<PanelInfo> hostedPanelInfos()
{
    std::vector<PanelInfo> out;
#ifdef AILAB_GPU_SERVER_MEMORY_PANEL
    out.push_back(
        {QStringLiteral("memory"),
         QCoreApplication::translate("ailab::labs::gpu_server::GpuServerLab", "&Memory")});
#endif
#ifdef AILAB_GPU_SERVER_ROOFLINE_PANEL
    out.push_back(
        {QStringLiteral("roofline"),
         QCoreApplication::translate("ailab::labs::gpu_server::GpuServerLab", "&Roofline")});
#endif
#ifdef AILAB_GPU_SERVER_CLUSTER_PANEL
    out.push_back(
        {QStringLiteral("cluster"),
         QCoreApplication::translate("ailab::labs::gpu_server::GpuServerLab", "&Cluster builder")});
#endif
    return out;
}

std::vector<HostedPanel> createHostedPanels(QWidget* parent)
{
    std::vector<HostedPanel> out;
    std::size_t i = 0;
    const std::vector<PanelInfo> infos = hostedPanelInfos();
    (void)parent;
    (void)i;
    (void)infos;
#ifdef AILAB_GPU_SERVER_MEMORY_PANEL
    out.push_back(host<MemoryPanel>(infos[i++], parent));
#endif
#ifdef AILAB_GPU_SERVER_ROOFLINE_PANEL
    out.push_back(host<RooflinePanel>(infos[i++], parent));
#endif
#ifdef AILAB_GPU_SERVER_CLUSTER_PANEL
    out.push_back(host<ClusterPanel>(infos[i++], parent));
#endif
    return out;
}

} // namespace ailab::labs::gpu_server
