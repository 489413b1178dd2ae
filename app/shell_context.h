#pragma once

#include "labs/common/skeleton/lab.h"

#include <functional>

namespace ailab::app {

class Appearance;
class Logging;

// The services the shell hands to every lab (docs/architecture.md, "Layers"): a logger per lab, the
// status line, whether presenter mode is on and where activity results are kept. Labs never see the main window.
class ShellContext : public labs::LabContext
{
public:
    using StatusSink = std::function<void(const QString&)>;

    ShellContext(Logging& logging, const Appearance& appearance, StatusSink status,
                 labs::ActivityProgress* progress = nullptr);

    std::shared_ptr<spdlog::logger> logger(const QString& labId) override;
    void showStatus(const QString& text) override;
    bool presenterMode() const override;
    labs::ActivityProgress* activityProgress() override { return m_progress; }

private:
    Logging& m_logging;
    const Appearance& m_appearance;
    StatusSink m_status;
    labs::ActivityProgress* m_progress;
};

} // namespace ailab::app
