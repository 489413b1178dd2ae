#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace ailab::labs {

class IncidentController;

// The instructor's control in presenter mode: the class sees the next stage of evidence
// when the instructor decides (Alt+N works as a presentation remote's key would), and the
// answer (the root cause, the causal chain, the author's judgement of each response and the
// hints' texts) stays off the projected screen until the instructor shows it.
class IncidentInstructorBar : public QFrame
{
    Q_OBJECT
public:
    explicit IncidentInstructorBar(IncidentController& controller, QWidget* parent = nullptr);

    void setStageText(const QString& text);
    void updateEnabled();
    // Presenter mode began or ended: the answer is hidden while it lasts, until shown.
    void setPresenting(bool on);
    // A new incident: its answer starts hidden again.
    void hideAnswer();

    QPushButton* revealButton() const { return m_reveal; }
    // Checked while the class sees the answer.
    QPushButton* answerButton() const { return m_answer; }

private:
    IncidentController& m_controller;
    QLabel* m_stage = nullptr;
    QPushButton* m_reveal = nullptr;
    QPushButton* m_answer = nullptr;
    bool m_presenting = false;

    void applyAnswer();
};

} // namespace ailab::labs
