#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QJsonObject>

class QLabel;
class QTabWidget;

namespace ailab::labs {
class ExplainerPanel;
}

namespace ailab::labs::roce {

class CongestionCharts;
class CongestionControls;
class CongestionFeedbackView;
class CongestionTiles;
class RoceSession;

// The congestion simulator: the incast's controls (load, degree, link speed, ECN, PFC,
// DCQCN and their thresholds) restart the session's run with the new config; the seed's
// five feedback steps light up as the core's tracker sees them happen; live charts of the
// bottleneck queue and the senders' rates, the run's counters as tiles, and an explainer
// of ECN/RED, PFC and DCQCN with the values in force.
class CongestionPage : public LabPage
{
    Q_OBJECT
public:
    CongestionPage(RoceSession& session, QWidget* parent = nullptr);
    ~CongestionPage() override;

    // The page's own controls: the edited config and the chart choice.
    QJsonObject saveState() const override;
    // Throws core::Error naming the field and leaves the page unchanged on error.
    void restoreState(const QJsonObject& state) override;
    // What the lab's Reset does: the scenario's config, time zero, default chart.
    void resetToDefaults() override;

    CongestionControls* controls() const { return m_controls; }
    CongestionCharts* charts() const { return m_charts; }
    CongestionTiles* tiles() const { return m_tiles; }
    CongestionFeedbackView* feedback() const { return m_feedback; }
    ExplainerPanel* explainer() const { return m_explainer; }
    QTabWidget* views() const { return m_views; }
    QLabel* messageLabel() const { return m_message; }

private:
    void onEdited();
    void onRebuilt();
    void onFrame();

    RoceSession& m_session;
    CongestionControls* m_controls = nullptr;
    CongestionCharts* m_charts = nullptr;
    CongestionTiles* m_tiles = nullptr;
    CongestionFeedbackView* m_feedback = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    QTabWidget* m_views = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace ailab::labs::roce
