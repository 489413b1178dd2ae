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

    // Where the drawing puts each rank's box and the legend in words, at the current size
    // and font: the ranks stay within the room above the legend, never on it.
    struct Layout
    {
        QList<QRectF> rankBoxes;
        QRectF legend;
        double cell = 0.0; // one chunk's square
    };
    Layout layout() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString legendText() const;
    QSizeF rankBoxSize() const;

    RingAllReduceModel m_model;
    double m_progress = 0.0;
};

} // namespace ailab::labs::fabric
