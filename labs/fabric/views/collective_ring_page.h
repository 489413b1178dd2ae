#pragma once

// moc (Qt 6.4) parses the core's <compare> only after a Qt header: Qt comes first.
#include <QWidget>
// The models this view shows.
#include "core/collective/collective_run.h"
#include "labs/fabric/views/collective_ring_model.h"

#include <QTimer>

class QLabel;
class QPushButton;
class QSpinBox;

namespace ailab::labs::fabric {

class CollectiveRingView;

// Ring all-reduce step by step: buttons (reset, previous, play/pause, next), the ring
// drawing and a caption that says what the step did, which chunk went where and how far
// it is reduced or gathered. The transfer size and step time come from the same ring run
// on the flow engine with every step recorded.
class CollectiveRingPage : public QWidget
{
    Q_OBJECT
public:
    explicit CollectiveRingPage(QWidget* parent = nullptr);

    // Runs the ring for this message size and NIC rate and starts again at step 0.
    void setMessage(double bytes, int nicGbps);
    void setRanks(int ranks);
    int ranks() const { return m_ring.ranks(); }
    void setStep(int step);

    void nextStep();
    void previousStep();
    void reset();
    void setPlaying(bool playing);
    bool isPlaying() const { return m_timer.isActive(); }

    const RingAllReduceModel& ring() const { return m_ring; }
    const core::collective::CollectiveResult& run() const { return m_run; }
    CollectiveRingView* view() const { return m_view; }
    QLabel* caption() const { return m_caption; }
    QSpinBox* ranksBox() const { return m_ranks; }
    QPushButton* nextButton() const { return m_next; }

Q_SIGNALS:
    void ranksChanged(int ranks);

private:
    void rebuild();
    void showStep();
    QString stepText(int step) const;

    CollectiveRingView* m_view = nullptr;
    QLabel* m_caption = nullptr;
    QSpinBox* m_ranks = nullptr;
    QPushButton* m_prev = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_play = nullptr;
    QPushButton* m_reset = nullptr;
    RingAllReduceModel m_ring;
    core::collective::CollectiveResult m_run;
    double m_bytes = 1073741824.0;
    int m_nicGbps = 400;
    QTimer m_timer;
    double m_progress = 0.0;
};

} // namespace ailab::labs::fabric
