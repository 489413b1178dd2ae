#pragma once

#include <QCoreApplication>
#include <QString>

namespace ailab::core::models::fabric {
class FabricRun;
}

namespace ailab::labs::fabric {

class FabricDrawing;

// The inspector beside the drawing: what the selected switch, server (bundle) or link is,
// its rates and utilisation, and the flows crossing it with the spine each one hashed to.
// Every figure comes from FabricRun.
class FabricInspector
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::fabric::FabricInspector)
public:
    // Rich text for the element `id` of the drawing; a hint when nothing is selected.
    static QString html(const FabricDrawing& drawing, const core::models::fabric::FabricRun& run,
                        const QString& id);
    // At most this many flows are listed; the count names the rest.
    static constexpr int kMaxListedFlows = 12;
};

} // namespace ailab::labs::fabric
