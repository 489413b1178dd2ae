#pragma once

#include <QWidget>

class QListWidget;
class QPushButton;

namespace ailab::labs {

class IncidentController;

// The responses the learner may apply to the running model: those chosen are applied
// together; those applied already show when.
class IncidentResponsePage : public QWidget
{
    Q_OBJECT
public:
    explicit IncidentResponsePage(IncidentController& controller, QWidget* parent = nullptr);

    void refresh();
    void updateEnabled();

    QListWidget* actionList() const { return m_list; }
    QPushButton* applyButton() const { return m_apply; }

private:
    IncidentController& m_controller;
    QListWidget* m_list = nullptr;
    QPushButton* m_apply = nullptr;
};

} // namespace ailab::labs
