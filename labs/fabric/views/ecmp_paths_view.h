#pragma once

// moc (Qt 6.4) parses the core's <compare> only after a Qt header: Qt comes first.
#include <QWidget>
// The models this view shows.
#include "core/models/fabric/ecmp_explorer.h"

namespace ailab::labs::fabric {

// The hash's choices as one lane per equal-cost path: the flows that landed on it as
// numbered boxes, and its state in words (idle, one flow, shared by k flows) besides a
// colour and a border pattern, so colour is never the only cue. Its height grows with
// the number of paths; the panel hosts it in a vertical scroll area.
class EcmpPathsView : public QWidget
{
    Q_OBJECT
public:
    explicit EcmpPathsView(QWidget* parent = nullptr);

    void setOutcome(const core::models::fabric::EcmpOutcome& outcome, core::topo::EcmpMode mode);
    // The words drawn for path `index` ("Path 3: shared by 2 flows, 200 Gb/s each").
    QString laneText(int index) const;
    int laneCount() const { return static_cast<int>(m_outcome.flowsPerPath.size()); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int laneHeight() const;

    core::models::fabric::EcmpOutcome m_outcome;
    core::topo::EcmpMode m_mode = core::topo::EcmpMode::Hash;
};

} // namespace ailab::labs::fabric
