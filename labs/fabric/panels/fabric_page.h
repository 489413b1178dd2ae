#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTextBrowser;
class QToolButton;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class TopologyView;
} // namespace ailab::labs

namespace ailab::labs::fabric {

class FabricDrawing;
class FabricSession;

// The fabric view: scale and speed controls, the seed's dashboard tiles plus the
// all-reduce time against its closed form, the animated leaf-spine drawing with an
// inspector beside it (where a selected spine or uplink can be taken out of service),
// and the explainer on request.
class FabricPage : public LabPage
{
    Q_OBJECT
public:
    FabricPage(FabricSession& session, QWidget* parent = nullptr);
    ~FabricPage() override;

    TopologyView* topology() const { return m_topology; }
    QTextBrowser* inspector() const { return m_inspector; }
    QSpinBox* serversBox() const { return m_servers; }
    QSpinBox* leavesBox() const { return m_leaves; }
    QSpinBox* spinesBox() const { return m_spines; }
    QSpinBox* uplinksBox() const { return m_uplinks; }
    QComboBox* nicSpeedBox() const { return m_nicSpeed; }
    QComboBox* uplinkSpeedBox() const { return m_uplinkSpeed; }
    QComboBox* placementBox() const { return m_placement; }
    QComboBox* ecmpBox() const { return m_ecmp; }
    QPushButton* faultButton() const { return m_faultButton; }
    MetricTile* nodesTile() const { return m_nodesTile; }
    MetricTile* spinesTile() const { return m_spinesTile; }
    MetricTile* peakTile() const { return m_peakTile; }
    MetricTile* congestionTile() const { return m_congestionTile; }
    MetricTile* allReduceTile() const { return m_allReduceTile; }
    ExplainerPanel* explainer() const { return m_explainer; }
    QToolButton* explainToggle() const { return m_explainToggle; }
    QLabel* messageLabel() const { return m_message; }
    const FabricDrawing& drawing() const { return *m_drawing; }

    QString selectedElement() const;
    void selectElement(const QString& id);

    // Control values from the session's config (without feeding back).
    void syncControls();

private:
    QWidget* buildControls();
    QWidget* buildTiles();
    void onControlsChanged();
    void onRebuilt();
    void onFrame();
    void updateTiles();
    void updateInspector();
    void onFaultClicked();

    FabricSession& m_session;
    std::unique_ptr<FabricDrawing> m_drawing;
    TopologyView* m_topology = nullptr;
    QTextBrowser* m_inspector = nullptr;
    QPushButton* m_faultButton = nullptr;
    QSpinBox* m_servers = nullptr;
    QSpinBox* m_leaves = nullptr;
    QSpinBox* m_spines = nullptr;
    QSpinBox* m_uplinks = nullptr;
    QComboBox* m_nicSpeed = nullptr;
    QComboBox* m_uplinkSpeed = nullptr;
    QComboBox* m_placement = nullptr;
    QComboBox* m_ecmp = nullptr;
    QLabel* m_message = nullptr;
    MetricTile* m_nodesTile = nullptr;
    MetricTile* m_spinesTile = nullptr;
    MetricTile* m_peakTile = nullptr;
    MetricTile* m_congestionTile = nullptr;
    MetricTile* m_allReduceTile = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    QToolButton* m_explainToggle = nullptr;
    QString m_inspectorHtml;
    bool m_syncing = false;
};

} // namespace ailab::labs::fabric
