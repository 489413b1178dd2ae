#pragma once

#include <QString>
#include <QWidget>

class QToolButton;
class QVBoxLayout;

namespace ailab::labs::operations {

// One row of the dashboard, as a Grafana row: a header that folds it away and back, and its
// panels below. A folded row's panels are hidden, so they draw nothing and read nothing.
class DashboardRow : public QWidget
{
    Q_OBJECT
public:
    explicit DashboardRow(const QString& title, QWidget* parent = nullptr);

    void setTitle(const QString& title);
    // Panels, top to bottom (the row takes them).
    void addWidget(QWidget* widget, int stretch = 0);
    QWidget* body() const { return m_body; }
    QVBoxLayout* bodyLayout() const { return m_layout; }

    void setExpanded(bool expanded);
    bool isExpanded() const;
    QToolButton* header() const { return m_header; }

Q_SIGNALS:
    void expandedChanged(bool expanded);

private:
    QToolButton* m_header = nullptr;
    QWidget* m_body = nullptr;
    QVBoxLayout* m_layout = nullptr;
};

} // namespace ailab::labs::operations
