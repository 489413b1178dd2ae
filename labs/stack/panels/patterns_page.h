#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QList>

namespace ailab::labs {
class TopologyView;
}

namespace ailab::labs::stack {

// The four design patterns of the seed (pods, separate training and inference fabrics,
// out-of-band management, checkpoint co-location), each with a small diagram.
class PatternsPage : public LabPage
{
    Q_OBJECT
public:
    explicit PatternsPage(QWidget* parent = nullptr);

    const QList<TopologyView*>& diagrams() const { return m_diagrams; }

private:
    QList<TopologyView*> m_diagrams;
};

} // namespace ailab::labs::stack
