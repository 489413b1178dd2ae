#pragma once

#include <QGroupBox>

class QComboBox;
class QListWidget;
class QPushButton;

namespace ailab::labs {

class IncidentController;

// The learner's hypotheses: the one to record, chosen among those not recorded yet, and
// the ones recorded with their time.
class IncidentHypothesisBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit IncidentHypothesisBox(IncidentController& controller, QWidget* parent = nullptr);

    void refresh();
    void updateEnabled();

    QComboBox* hypothesisBox() const { return m_choice; }
    QPushButton* recordButton() const { return m_record; }
    QListWidget* hypothesisList() const { return m_list; }

private:
    IncidentController& m_controller;
    QComboBox* m_choice = nullptr;
    QPushButton* m_record = nullptr;
    QListWidget* m_list = nullptr;
};

} // namespace ailab::labs
