#pragma once

#include "labs/common/skeleton/lab_page.h"

// moc (Qt 6.4) parses the core's <compare> only after a Qt header: Qt comes first.
// The models this view shows.
#include "core/models/fabric/ecmp_explorer.h"

#include <QJsonObject>

class QComboBox;
class QPushButton;
class QSpinBox;
class QStandardItemModel;

namespace ailab::labs {
class DataTableToggle;
class ExplainerPanel;
class MetricTile;
} // namespace ailab::labs

namespace ailab::labs::fabric {

class EcmpPathsView;

// ECMP explorer: n long flows over m equal-cost paths. The leaf hashes each flow's real
// 5-tuple (CRC-32 with a seed) to a path; the drawing and its table show which flow took
// which path, the tiles the used paths of this draw against 1 - (1 - 1/m)^n and the
// fraction simulated over many draws, the busiest path and the slowest flow. Reroll
// draws new source ports and a new hash seed; spraying is there for comparison.
class EcmpPanel : public LabPage
{
    Q_OBJECT
public:
    explicit EcmpPanel(QWidget* parent = nullptr);

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;

    core::models::fabric::EcmpExperiment experiment() const;
    const core::models::fabric::EcmpOutcome& outcome() const { return m_outcome; }
    // Sets n and m at once (the lab's fabric: m = spines x uplinks per pair).
    void setFlowsAndPaths(int flows, int paths);

    QSpinBox* flowsBox() const { return m_flows; }
    QSpinBox* pathsBox() const { return m_paths; }
    QSpinBox* seedBox() const { return m_seed; }
    QComboBox* modeBox() const { return m_mode; }
    QComboBox* rateBox() const { return m_rate; }
    QPushButton* rerollButton() const { return m_reroll; }
    MetricTile* usedTile() const { return m_usedTile; }
    MetricTile* fractionTile() const { return m_fractionTile; }
    MetricTile* busiestTile() const { return m_busiestTile; }
    MetricTile* slowestTile() const { return m_slowestTile; }
    EcmpPathsView* pathsView() const { return m_view; }
    QStandardItemModel* flowTable() const { return m_table; }
    ExplainerPanel* explainer() const { return m_explainer; }

Q_SIGNALS:
    void changed();

private:
    void recompute();
    void showOutcome();
    void updateExplainer();

    QSpinBox* m_flows = nullptr;
    QSpinBox* m_paths = nullptr;
    QSpinBox* m_seed = nullptr;
    QComboBox* m_mode = nullptr;
    QComboBox* m_rate = nullptr;
    QPushButton* m_reroll = nullptr;
    MetricTile* m_usedTile = nullptr;
    MetricTile* m_fractionTile = nullptr;
    MetricTile* m_busiestTile = nullptr;
    MetricTile* m_slowestTile = nullptr;
    EcmpPathsView* m_view = nullptr;
    QStandardItemModel* m_table = nullptr;
    DataTableToggle* m_frame = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    core::models::fabric::EcmpOutcome m_outcome;
    bool m_restoring = false;
};

} // namespace ailab::labs::fabric
