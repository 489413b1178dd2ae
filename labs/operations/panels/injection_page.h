#pragma once

#include "labs/common/skeleton/lab_page.h"
#include "labs/operations/views/cluster_drawing.h"

#include <QHash>
#include <QSet>
#include <cstdint>
#include <map>

class QComboBox;
class QLabel;
class QListWidget;
class QTableWidget;

namespace ailab::labs {
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
class TopologyView;
} // namespace ailab::labs

namespace ailab::core::cluster {
class ClusterTwin;
}

namespace ailab::labs::operations {

class FaultForm;
class OperationsSession;

// The course's failure injection engine (Lab 08) on the cluster twin: choose a component (on
// the drawing or from the lists), a fault core has for it and its severity, and inject it now
// or at a time. The tiles (GPU utilisation, running jobs, cluster health, training impact)
// are the twin's and core's judgements against the baseline run; the event timeline is the
// twin's event log in its order, each consequence naming its fault; the jobs' consequences
// against the baseline say which jobs slowed or stopped, by how much and why; the
// propagation of the chosen fault is drawn from the log; the faults list repairs them; the
// chart compares a job's step time with the baseline run's.
class InjectionPage : public LabPage
{
    Q_OBJECT
public:
    explicit InjectionPage(OperationsSession& session, QWidget* parent = nullptr);
    ~InjectionPage() override;

    void resetToDefaults() override;
    // Reads the twin now (the page does so on every frame while it is shown).
    void refresh();

    FaultForm* form() const { return m_form; }
    TopologyView* clusterView() const { return m_clusterView; }
    TopologyView* propagationView() const { return m_propagationView; }
    QListWidget* timeline() const { return m_timeline; }
    QTableWidget* consequences() const { return m_consequences; }
    QTableWidget* faultTable() const { return m_faults; }
    TimeSeriesPanel* comparisonChart() const { return m_chart; }
    QComboBox* chartJobChooser() const { return m_chartJob; }
    MetricTile* utilisationTile() const { return m_utilisation; }
    MetricTile* runningTile() const { return m_running; }
    MetricTile* healthTile() const { return m_health; }
    MetricTile* impactTile() const { return m_impact; }
    // The twin's injector index of the fault whose propagation is drawn (-1: none).
    int propagationFault() const { return m_propagationFault; }
    void showPropagationOf(int fault);

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void applyFontSizes();
    void onRebuilt();
    void onFrame();
    void inject();
    void repair(int fault);
    void onElementSelected(const QString& id);
    void onComponentChanged();
    void updateTiles();
    void updateTimeline();
    void updateConsequences();
    void updateFaultTable();
    void updatePropagation();
    void updateChart(bool restart);
    QString faultName(int fault) const;
    const core::cluster::ClusterTwin& baselineTwin();

    OperationsSession& m_session;
    ClusterDrawing m_drawing;
    FaultForm* m_form = nullptr;
    QWidget* m_formBox = nullptr;
    TopologyView* m_clusterView = nullptr;
    QLabel* m_drawingNote = nullptr;
    MetricTile* m_utilisation = nullptr;
    MetricTile* m_running = nullptr;
    MetricTile* m_health = nullptr;
    MetricTile* m_impact = nullptr;
    QListWidget* m_timeline = nullptr;
    QTableWidget* m_consequences = nullptr;
    QTableWidget* m_faults = nullptr;
    TopologyView* m_propagationView = nullptr;
    QLabel* m_propagationTitle = nullptr;
    TimeSeriesPanel* m_chart = nullptr;
    QComboBox* m_chartJob = nullptr;
    ExplainerPanel* m_explainer = nullptr;

    std::uint64_t m_lastSequence = 0;        // the newest event line shown
    QHash<QString, QString> m_jobWhy;        // job name -> the latest consequence about it
    QString m_faultSignature;                // what the fault table was built from
    int m_propagationFault = -1;
    bool m_propagationChosen = false;        // the learner chose it in the table
    std::size_t m_propagationSteps = ~std::size_t(0);
    double m_chartLiveT = -1;
    double m_chartBaselineT = -1;
    QSet<QString> m_annotated;               // "index@applied" / "index@reverted"
    bool m_selecting = false;                // the drawing and the form follow each other
};

} // namespace ailab::labs::operations
