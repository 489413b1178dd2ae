#pragma once

#include "core/classroom/activity.h"
#include "core/classroom/figure_catalogue.h"

#include <QDialog>
#include <functional>
#include <nlohmann/json.hpp>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QScrollArea;
class QSpinBox;
class QTableWidget;

namespace ailab::labs {

class TaskEditor;

// The instructor's activity editor (docs/architecture.md, "Activity editor"): an activity made
// from the lab's current state ("Make an activity from this..." in the activity pane) or from a
// file: its id, title and instruction in English and German, assessment mode, the controls it
// locks or hides (the start's model fields, listed), and its tasks, each edited in a
// TaskEditor with the model's figures to choose from. Validate runs core's reader on what would
// be saved and names the field it refuses; Preview starts the activity in the lab's own pane, as
// a learner meets it; Save writes the file, only once it is valid.
class ActivityEditor : public QDialog
{
    Q_OBJECT
public:
    // `start` is the lab's state the activity starts in; `preview` opens an activity in the
    // lab's pane (false when the pane refused it).
    ActivityEditor(core::scenario::Scenario start,
                   std::function<bool(const core::classroom::Activity&)> preview,
                   QWidget* parent = nullptr);

    // Edits an existing activity (of this lab), its start included.
    void setActivity(const core::classroom::Activity& activity);
    // The activity as the form says (not checked).
    core::classroom::Activity activity() const;
    // Checks it with core's reader, as a file; the reason naming the field, or empty when it
    // is valid (then *out holds it as read).
    QString validate(core::classroom::Activity* out = nullptr) const;
    bool validateAndShow();
    bool preview();
    bool saveTo(const QString& path, QString* error = nullptr);
    bool openFile(const QString& path, QString* error = nullptr);

    // Adds a task of that kind, selected; its index.
    int addNumberTask();
    int addChoiceTask();
    void removeTask(int index);
    void selectTask(int index);
    TaskEditor* taskEditor() const { return m_taskEditor; }
    QListWidget* taskList() const { return m_taskList; }
    QTableWidget* controlTable() const { return m_controls; }
    QLineEdit* idEdit() const { return m_id; }
    QLineEdit* titleEdit(const char* language) const;
    QPlainTextEdit* instructionEdit(const char* language) const;
    QCheckBox* assessmentBox() const { return m_assessment; }
    QSpinBox* timeLimitBox() const { return m_timeLimit; }
    QLabel* statusLabel() const { return m_status; }

protected:
    // A wheel over a number box or a list the author has not clicked scrolls the form
    // instead of changing the value under the pointer.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void guardWheel();
    void buildForm();
    void fillControls();
    void fillTaskList();
    void storeCurrentTask();
    void showStatus(const QString& text);
    void chooseSave();
    void chooseOpen();
    QString nextTaskId() const;

    core::classroom::Activity m_activity; // the tasks as last stored from the form
    std::function<bool(const core::classroom::Activity&)> m_preview;
    nlohmann::json m_run; // the start's run: the figures' present values
    int m_current = -1;   // the task shown in m_taskEditor

    QLineEdit* m_id = nullptr;
    QLineEdit* m_titleEn = nullptr;
    QLineEdit* m_titleDe = nullptr;
    QPlainTextEdit* m_instructionEn = nullptr;
    QPlainTextEdit* m_instructionDe = nullptr;
    QCheckBox* m_assessment = nullptr;
    QSpinBox* m_timeLimit = nullptr;
    QCheckBox* m_showVerdicts = nullptr;
    QTableWidget* m_controls = nullptr;
    QListWidget* m_taskList = nullptr;
    TaskEditor* m_taskEditor = nullptr;
    QLabel* m_status = nullptr;
    QScrollArea* m_scroll = nullptr;
};

} // namespace ailab::labs
