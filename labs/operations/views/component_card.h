#pragma once

#include <QFrame>

class QPushButton;

namespace ailab::labs {
class MetricTile;
}

namespace ailab::labs::operations {

// One of the course's four components on the dashboard: a button with its name and what it
// is ("GPU compute", "32 accelerators") that selects it for the inspector, over its tile.
class ComponentCard : public QFrame
{
    Q_OBJECT
public:
    explicit ComponentCard(QWidget* parent = nullptr);

    void setName(const QString& name, const QString& subtitle);
    QPushButton* button() const { return m_button; }
    MetricTile* tile() const { return m_tile; }
    void setSelected(bool selected);
    bool isSelected() const;

Q_SIGNALS:
    void clicked();

private:
    QPushButton* m_button = nullptr;
    MetricTile* m_tile = nullptr;
};

} // namespace ailab::labs::operations
