#pragma once

#include <QGroupBox>

class QLabel;
class QListWidget;
class QPushButton;

namespace ailab::labs {

class IncidentController;

// Hints, which cost points: what one costs and how many are left, and those taken with
// their time.
class IncidentHintBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit IncidentHintBox(IncidentController& controller, QWidget* parent = nullptr);

    void refresh();
    void updateEnabled();

    QPushButton* hintButton() const { return m_hint; }
    QListWidget* hintList() const { return m_list; }

private:
    IncidentController& m_controller;
    QLabel* m_cost = nullptr;
    QPushButton* m_hint = nullptr;
    QListWidget* m_list = nullptr;
};

} // namespace ailab::labs
