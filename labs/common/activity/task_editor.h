#pragma once

#include "core/classroom/activity.h"
#include "core/classroom/figure_catalogue.h"

#include <QWidget>
#include <nlohmann/json.hpp>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace ailab::labs {

// One task of an activity in the activity editor (docs/architecture.md, "Activity editor"): its
// id, prompt and feedback in English and German, its points and hints with their costs, and
// what it asks. A number names a figure of the lab's model (from the model's figure list, with
// the value it has in the activity's start beside it), the unit it is answered in and the
// tolerance; a choice the rule by which the model answers and the options. A goal keeps its
// check as the file has it (its constraints and solution are written in the file).
class TaskEditor : public QWidget
{
    Q_OBJECT
public:
    // `run` is the model's output for the activity's start: the figures' present values.
    TaskEditor(const core::classroom::FigureCatalogue& catalogue, nlohmann::json run,
               QWidget* parent = nullptr);

    void setTask(const core::classroom::Task& task);
    // The task as the form says.
    core::classroom::Task task() const;

    QLineEdit* idEdit() const { return m_id; }
    QLineEdit* promptEdit(const char* language) const;
    QLineEdit* feedbackEdit(const char* language) const;
    QComboBox* figureBox() const { return m_figure; }
    QLineEdit* unitEdit() const { return m_unit; }
    QComboBox* toleranceKindBox() const { return m_toleranceKind; }
    QDoubleSpinBox* toleranceBox() const { return m_tolerance; }
    QSpinBox* pointsBox() const { return m_points; }
    QTableWidget* hintTable() const { return m_hints; }
    QTableWidget* optionTable() const { return m_options; }
    QComboBox* ruleBox() const { return m_rule; }
    // "now: 35.07 ms": the chosen figure in the start.
    QLabel* figureValueLabel() const { return m_figureValue; }

Q_SIGNALS:
    void edited();

private:
    void buildForm();
    void fillFigures();
    void showFigureValue();
    void updateKindRows();

    const core::classroom::FigureCatalogue& m_catalogue;
    nlohmann::json m_run;
    core::classroom::Task m_task; // keeps what the form does not show (a goal's check)

    QLineEdit* m_id = nullptr;
    QLineEdit* m_promptEn = nullptr;
    QLineEdit* m_promptDe = nullptr;
    QLineEdit* m_feedbackEn = nullptr;
    QLineEdit* m_feedbackDe = nullptr;
    QSpinBox* m_points = nullptr;
    QComboBox* m_rule = nullptr;
    QComboBox* m_figure = nullptr;
    QLabel* m_figureValue = nullptr;
    QLineEdit* m_unit = nullptr;
    QComboBox* m_toleranceKind = nullptr;
    QDoubleSpinBox* m_tolerance = nullptr;
    QTableWidget* m_options = nullptr;
    QTableWidget* m_hints = nullptr;
    QLabel* m_goalNote = nullptr;
    QWidget* m_numberRows = nullptr;
    QWidget* m_choiceRows = nullptr;
    bool m_filling = false;
};

} // namespace ailab::labs
