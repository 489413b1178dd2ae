#pragma once

// The operations lab with one of its presets loaded and one page shown at 1280x800, as the
// operations GUI tests open it.
#include "core/cluster/cluster_twin.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/operations/operations_lab.h"
#include "labs/operations/operations_session.h"
#include "tests/labs/lab_fixture.h"

#include <QCoreApplication>

namespace ailab::tests {

struct OperationsFixture : LabFixture<labs::operations::OperationsLab>
{
    OperationsFixture(const char* mode, const char* preset)
    {
        lab.loadScenario(labs::TabbedLab::readPreset(
            QStringLiteral(":/labs/operations/scenarios/%1.json").arg(QLatin1String(preset))));
        lab.setMode(QLatin1String(mode));
        workspace->resize(1280, 800);
        workspace->show();
        QCoreApplication::processEvents();
    }
    labs::operations::OperationsSession& session() const { return lab.session(); }
    core::cluster::ClusterTwin& twin() const { return session().twin(); }
    // The lab's clock to `t` seconds, its frame drawn.
    void seek(double t)
    {
        lab.driver()->seek(t);
        QCoreApplication::processEvents();
    }
};

} // namespace ailab::tests
