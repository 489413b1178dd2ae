#pragma once

#include <QList>
#include <QWidget>

namespace ailab::labs {
class TopologyView;
}

namespace ailab::labs::stack {

// The four design patterns of the seed (pods, separate training and inference fabrics,
// out-of-band management, checkpoint co-location), each with a small diagram.
class PatternsPage : public QWidget
{
    Q_OBJECT
public:
    explicit PatternsPage(QWidget* parent = nullptr);

    const QList<TopologyView*>& diagrams() const { return m_diagrams; }

private:
    QList<TopologyView*> m_diagrams;
};

} // namespace ailab::labs::stack
