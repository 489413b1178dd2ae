#pragma once

#include <QJsonObject>
#include <QString>
#include <QWidget>
#include <functional>
#include <vector>

namespace ailab::labs::gpu_server {

// The memory, roofline and cluster-builder panels as the lab hosts them: a tab each, with
// their own saved state. Only the panels that are part of the build are listed
// (labs/gpu_server/CMakeLists.txt defines which).
struct PanelInfo
{
    QString id;    // mode id: "memory", "roofline", "cluster"
    QString title; // tab title, translated
};

struct HostedPanel
{
    PanelInfo info;
    QWidget* widget = nullptr;
    std::function<QJsonObject()> save;
    std::function<void(const QJsonObject&)> restore;
    std::function<void()> reset;
};

std::vector<PanelInfo> hostedPanelInfos();
std::vector<HostedPanel> createHostedPanels(QWidget* parent);

} // namespace ailab::labs::gpu_server
