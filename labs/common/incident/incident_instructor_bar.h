#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace ailab::labs {

class IncidentController;

// The instructor's control in presenter mode: the class sees the next stage of evidence
// when the instructor decides; Alt+N works as a presentation remote's key would.
class IncidentInstructorBar : public QFrame
{
    Q_OBJECT
public:
    explicit IncidentInstructorBar(IncidentController& controller, QWidget* parent = nullptr);

    void setStageText(const QString& text);
    void updateEnabled();

    QPushButton* revealButton() const { return m_reveal; }

private:
    IncidentController& m_controller;
    QLabel* m_stage = nullptr;
    QPushButton* m_reveal = nullptr;
};

} // namespace ailab::labs
