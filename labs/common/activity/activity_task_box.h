#pragma once

#include "core/classroom/activity.h"
#include "core/classroom/task_check.h"

#include <QFrame>
#include <QVariant>

class QLabel;
class QLineEdit;
class QPushButton;
class QComboBox;

namespace ailab::labs {

// One task of an activity: its prompt, the answer box its kind asks for (a number in the
// task's unit, a choice among its options, or nothing for a goal, which is the learner's
// design), Check, the hints with their cost, and the verdict with the model's feedback. The
// pane runs the check; a task once solved keeps its answer.
class ActivityTaskBox : public QFrame
{
    Q_OBJECT
public:
    ActivityTaskBox(const core::classroom::Task& task, int number, QWidget* parent = nullptr);

    const QString& taskId() const { return m_taskId; }
    bool isGoal() const;
    bool passed() const { return m_passed; }
    int hintsTaken() const { return m_hintsTaken; }

    // The learner's answer: a double for a number (invalid when it is not one), the option's
    // id for a choice, nothing for a goal.
    QVariant answer() const;
    // Types a number or picks an option as the learner would (for tests and presets).
    void setNumberText(const QString& text);
    bool selectOption(const QString& optionId);

    QLineEdit* numberBox() const { return m_number; }
    QComboBox* optionBox() const { return m_options; }
    QPushButton* checkButton() const { return m_check; }
    QPushButton* hintButton() const { return m_hint; }
    // A goal's "Show a solution" (null for numbers and choices).
    QPushButton* solutionButton() const { return m_solution; }
    // The author's solution is in the lab now (`changes` says what it set): the task is
    // locked and earns nothing.
    void showSolutionLoaded(const QString& changes);
    QLabel* verdictLabel() const { return m_verdict; }

    // Assessment mode: no hints, "Submit" instead of "Check", one answer a task.
    void setAssessment();
    bool submitted() const { return m_submitted; }
    // The answer as the result file records it: the number with its unit, the option's id,
    // or for a goal the figure the learner's design reached (from the verdict).
    QString answerText(const core::classroom::Verdict& verdict) const;
    // Locks the answer once submitted; says whether it was right only when `showVerdict`.
    void showSubmitted(const core::classroom::Verdict& verdict, bool showVerdict);
    // Locks a task left unanswered when the assessment ends.
    void lockUnanswered();
    // Once the assessment is over: whether a submitted answer was right.
    void revealResult();

    // While a check runs, no task starts another.
    void setChecking(bool busy);
    void showVerdict(const core::classroom::Verdict& verdict);
    void showError(const QString& message);

Q_SIGNALS:
    void checkRequested(const QString& taskId);
    void hintTaken(const QString& taskId);
    void solutionRequested(const QString& taskId);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Room for the placeholder and a few digits at the current font.
    void fitNumberBox();
    void takeHint();
    void updateHintButton();
    void lockAnswer();
    QString goalVerdictText(const core::classroom::Verdict& verdict) const;

    const core::classroom::Task& m_task;
    QString m_taskId;
    QLineEdit* m_number = nullptr;
    QComboBox* m_options = nullptr;
    QPushButton* m_check = nullptr;
    QPushButton* m_hint = nullptr;
    QPushButton* m_solution = nullptr;
    QLabel* m_hints = nullptr;
    QLabel* m_verdict = nullptr;
    int m_hintsTaken = 0;
    bool m_assessment = false;
    bool m_submitted = false;
    bool m_answered = false; // submitted by the learner, not locked by the end
    bool m_passed = false;
    bool m_busy = false;
};

} // namespace ailab::labs
