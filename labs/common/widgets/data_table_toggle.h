#pragma once

#include "labs/common/charts/chart_export.h"

#include <QWidget>

class QAbstractItemModel;
class QHBoxLayout;
class QLabel;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace ailab::labs {

// The frame around every drawing: a header row (title, extra tools, "Table" toggle,
// "Export..." menu) above a stack that shows either the drawing or a table of the same
// data (docs/architecture.md, "What users can expect", 6). Written once for TopologyView,
// TimeSeriesPanel and SummaryChart.
class DataTableToggle : public QWidget
{
    Q_OBJECT
public:
    // Takes ownership of the drawing; the model stays owned by the caller.
    DataTableToggle(QWidget* drawing, QAbstractItemModel* model, QWidget* parent = nullptr);

    void setTitle(const QString& title);
    QString title() const;
    // Name used in accessible names of the toggle, table and export button ("Topology").
    void setSubjectName(const QString& name);

    void setTableVisible(bool visible);
    bool isTableVisible() const;

    // Enables the Export... button; baseName() gives the suggested file name.
    void setExporter(std::function<QString()> baseName, chart_export::Exporter exporter);
    // Adds a tool (button, combo) to the header row, left of the toggle.
    void addTool(QWidget* tool);

    QWidget* drawing() const { return m_drawing; }
    QTableView* tableView() const { return m_table; }
    QToolButton* toggleButton() const { return m_toggle; }
    QToolButton* exportButton() const { return m_export; }
    QLabel* titleLabel() const { return m_title; }

Q_SIGNALS:
    void tableVisibleChanged(bool visible);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QWidget* m_drawing = nullptr;
    QTableView* m_table = nullptr;
    QStackedWidget* m_stack = nullptr;
    QLabel* m_title = nullptr;
    QHBoxLayout* m_header = nullptr;
    QToolButton* m_toggle = nullptr;
    QToolButton* m_export = nullptr;
    QString m_subject;
};

} // namespace ailab::labs
