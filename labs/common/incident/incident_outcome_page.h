#pragma once

#include <QWidget>

class QTreeWidget;

namespace ailab::labs {

class IncidentChartHost;
class IncidentController;
class TimeSeriesPanel;

// What each applied response did, as the model measured it: its figures before and after,
// whether it helped, and the headline series before and after it.
class IncidentOutcomePage : public QWidget
{
    Q_OBJECT
public:
    explicit IncidentOutcomePage(const IncidentController& controller, QWidget* parent = nullptr);

    void refresh();

    QTreeWidget* effectTree() const { return m_tree; }
    TimeSeriesPanel* effectChart() const;

private:
    void showEffect(int index);

    const IncidentController& m_controller;
    QTreeWidget* m_tree = nullptr;
    IncidentChartHost* m_chartHost = nullptr;
};

} // namespace ailab::labs
