#pragma once

#include "labs/common/skeleton/lab_page.h"

// moc (Qt 6.4) parses the core's <compare> only after a Qt header: Qt comes first.
// The model this view shows.
#include "core/models/fabric/oversubscription_explorer.h"
#include "core/topo/fabric_builder.h"

#include <QFutureWatcher>
#include <QJsonObject>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QStandardItemModel;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class SummaryChart;
} // namespace ailab::labs

namespace ailab::labs::fabric {

// Oversubscription calculator tied to the drawn fabric: its controls set the leaf, and it
// shows the figures of core::models::fabric::computeOversubscription (run on a worker
// thread): the ratio (seed: 8 x 400G down, 4 x 400G up = 2:1), the per-server bandwidth
// under full load, and the slowdown of an all-reduce on this fabric against the same
// fabric at 1:1, for block and round-robin rank placement.
class OversubscriptionPanel : public LabPage
{
    Q_OBJECT
public:
    // Full-load and all-reduce runs are for fabrics up to this many server ports; larger
    // ones show the ratio only.
    static constexpr int kMaxSimulatedPorts = 4096;
    explicit OversubscriptionPanel(QWidget* parent = nullptr);
    ~OversubscriptionPanel() override;

    // The lab's fabric: controls follow it without emitting configChanged.
    void setConfig(const core::topo::FabricConfig& config);
    core::topo::FabricConfig config() const;

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    // The seed's leaf: 8 servers x 400G down, 4 x 400G up.
    void applySeedExample();

    bool isComputing() const;
    const core::models::fabric::OversubscriptionFigures& figures() const { return m_figures; }

    QSpinBox* serversPerLeafBox() const { return m_serversPerLeaf; }
    QSpinBox* nicsBox() const { return m_nics; }
    QSpinBox* leavesBox() const { return m_leaves; }
    QSpinBox* spinesBox() const { return m_spines; }
    QSpinBox* uplinksBox() const { return m_uplinks; }
    QComboBox* nicRateBox() const { return m_nicRate; }
    QComboBox* uplinkRateBox() const { return m_uplinkRate; }
    QComboBox* algorithmBox() const { return m_algorithm; }
    QPushButton* seedButton() const { return m_seedButton; }
    MetricTile* ratioTile() const { return m_ratioTile; }
    MetricTile* perServerTile() const { return m_perServerTile; }
    MetricTile* slowdownTile() const { return m_slowdownTile; }
    QStandardItemModel* runTable() const { return m_runs; }
    ExplainerPanel* explainer() const { return m_explainer; }

Q_SIGNALS:
    void configChanged(const core::topo::FabricConfig& config);
    void changed();
    // The figures for the current controls are shown.
    void figuresReady();

private:
    void onControlsChanged();
    void startCompute();
    void showFigures();
    void showRatioOnly();
    void updateExplainer();

    QSpinBox* m_serversPerLeaf = nullptr;
    QSpinBox* m_nics = nullptr;
    QSpinBox* m_leaves = nullptr;
    QSpinBox* m_spines = nullptr;
    QSpinBox* m_uplinks = nullptr;
    QComboBox* m_nicRate = nullptr;
    QComboBox* m_uplinkRate = nullptr;
    QComboBox* m_algorithm = nullptr;
    QPushButton* m_seedButton = nullptr;
    MetricTile* m_ratioTile = nullptr;
    MetricTile* m_perServerTile = nullptr;
    MetricTile* m_slowdownTile = nullptr;
    SummaryChart* m_chart = nullptr;
    QStandardItemModel* m_runs = nullptr;
    QLabel* m_runTitle = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    core::topo::FabricConfig m_base; // the fields the panel does not edit come from here
    core::models::fabric::OversubscriptionFigures m_figures;
    QFutureWatcher<core::models::fabric::OversubscriptionFigures> m_watcher;
    bool m_pending = false;
    bool m_busy = false; // from a change of the controls until its figures are shown
    bool m_restoring = false;
};

} // namespace ailab::labs::fabric
