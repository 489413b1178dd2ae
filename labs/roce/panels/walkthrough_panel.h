#pragma once

#include "labs/common/skeleton/lab_page.h"

// moc (Qt 6.4) parses the core's <compare> only after a Qt header: Qt comes first.
// The model this page shows.
#include "core/net/roce/rdma_walkthrough.h"
#include "labs/common/topology/topology_model.h"

#include <QJsonObject>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTimer;

namespace ailab::labs {
class ExplainerPanel;
class PacketView;
class TopologyView;
} // namespace ailab::labs

namespace ailab::labs::roce {

class WalkthroughComparison;

// The "RDMA WRITE walkthrough" tab: one RDMA WRITE from GPU A to GPU B over the seed's
// chain, step by step (Back, Next, Play). The drawing marks the step's node and moves
// tokens along its links; the step list and the explainer say what happens, who does it
// and how the model times it; the packets of the transfer appear in the packet view as
// they are sent; a second tab compares the same transfer through sockets.
class WalkthroughPanel : public LabPage
{
    Q_OBJECT
public:
    explicit WalkthroughPanel(QWidget* parent = nullptr);
    ~WalkthroughPanel() override;

    QJsonObject saveState() const override;
    // Throws core::Error naming the field ("/bytes", "/mtu", "/step", "/view").
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    QString pageSummary() const override; // the walkthrough, not the incast scenario

    const core::net::roce::WalkthroughResult& result() const { return m_result; }
    int currentStep() const { return m_step; }
    int stepCount() const;
    void setStep(int index);
    void next();
    void back();
    void setPlaying(bool playing);
    bool isPlaying() const;
    // Packets of the transfer sent by the end of the current step.
    int visiblePackets() const;

    QComboBox* sizeBox() const { return m_size; }
    QComboBox* mtuBox() const { return m_mtu; }
    QPushButton* backButton() const { return m_back; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* playButton() const { return m_play; }
    QListWidget* stepList() const { return m_steps; }
    TopologyView* drawing() const { return m_drawing; }
    PacketView* packetView() const { return m_packets; }
    ExplainerPanel* explainer() const { return m_explainer; }
    WalkthroughComparison* comparison() const { return m_comparison; }
    QTabWidget* views() const { return m_views; }
    QLabel* stepLabel() const { return m_stepLabel; }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitColumnsToFont();
    void rebuild();
    void showStep();
    void updatePackets();
    void updateExplainer();
    void onAnimationTick();
    void onPlayTick();

    QComboBox* m_size = nullptr;
    QComboBox* m_mtu = nullptr;
    QPushButton* m_back = nullptr;
    QPushButton* m_next = nullptr;
    QPushButton* m_play = nullptr;
    QLabel* m_stepLabel = nullptr;
    QTabWidget* m_views = nullptr;
    TopologyView* m_drawing = nullptr;
    QListWidget* m_steps = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    QWidget* m_stepsColumn = nullptr; // the steps over the explanation
    PacketView* m_packets = nullptr;
    WalkthroughComparison* m_comparison = nullptr;
    QTimer* m_animation = nullptr;
    QTimer* m_playTimer = nullptr;

    core::net::roce::WalkthroughResult m_result;
    TopologySnapshot m_base;
    int m_step = 0;
    int m_shownPackets = -1;
    double m_progress = 1.0;
    bool m_updating = false;
};

} // namespace ailab::labs::roce
