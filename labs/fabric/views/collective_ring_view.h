#pragma once

#include "labs/fabric/views/collective_ring_model.h"

#include <QWidget>

namespace ailab::labs::fabric {

// Ring all-reduce step by step: the ranks on a circle, each with its copy of the p
// chunks; a cell shows how many ranks' contributions it holds ("2/4") and is marked
// "reduced" or "gathered" in words and a pattern besides its colour. During a step the
// chunks in flight move along the arrows to the right neighbour.
class CollectiveRingView : public QWidget
{
    Q_OBJECT
public:
    explicit CollectiveRingView(QWidget* parent = nullptr);

    void setModel(const RingAllReduceModel& model);
    const RingAllReduceModel& model() const { return m_model; }
    // 0..1: how far the chunks of the next step have travelled (0 = none in flight).
    void setProgress(double progress);
    double progress() const { return m_progress; }

    QSize sizeHint() const override { return {520, 360}; }
    QSize minimumSizeHint() const override { return {300, 240}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    RingAllReduceModel m_model;
    double m_progress = 0.0;
};

} // namespace ailab::labs::fabric
