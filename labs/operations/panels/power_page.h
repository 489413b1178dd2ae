#pragma once

#include "labs/common/skeleton/lab_page.h"
#include "labs/operations/views/series_feed.h"

#include <QList>
#include <QString>
#include <cstdint>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace ailab::labs {
class CrosshairGroup;
class ExplainerPanel;
class MetricTile;
class TimeSeriesPanel;
} // namespace ailab::labs

namespace ailab::labs::operations {

class OperationsSession;

// Power and cooling (course section 08.6 and the "System Architecture" cooling table) on the
// cluster twin:
// - the course's rack calculation (8 servers x 8 kW = 64 kW, about 218,400 BTU/h) as a
//   calculator in kW, BTU/h and tons of refrigeration, with the cooling the rack needs
//   (core/hw/rack_cooling);
// - the cooling technologies with the course's rack limits and PUE ranges and, beside them,
//   published figures with their sources;
// - the twin's racks: power, inlet and cooling now, which cooling each one's density needs,
//   and their power and inlet over time;
// - a cooling fault followed through (core/cluster/thermal_chain): the rack's inlet, its
//   hottest GPU, its slowest SM clock and its jobs' step time as linked charts with the fault
//   marked, and a sentence with the twin's figures.
// The page computes no figure: every number is core's.
class PowerPage : public LabPage
{
    Q_OBJECT
public:
    explicit PowerPage(OperationsSession& session, QWidget* parent = nullptr);
    ~PowerPage() override;

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    // Reads the twin now (the page does so on every frame while it is shown).
    void refresh();

    QSpinBox* serversInput() const { return m_servers; }
    QDoubleSpinBox* serverPowerInput() const { return m_serverKW; }
    MetricTile* powerTile() const { return m_powerTile; }
    MetricTile* heatTile() const { return m_heatTile; }
    MetricTile* tonsTile() const { return m_tonsTile; }
    MetricTile* coolingTile() const { return m_coolingTile; }
    QLabel* calculationLine() const { return m_calculation; }
    QTableWidget* coolingTable() const { return m_coolingTable; }
    QLabel* publishedFigures() const { return m_published; }
    QTableWidget* rackTable() const { return m_rackTable; }
    QComboBox* faultChooser() const { return m_fault; }
    QLabel* chainSentence() const { return m_sentence; }
    // The chain's charts: inlet, GPU temperature, SM clock, step time (null before a fault).
    QList<TimeSeriesPanel*> chainCharts() const;
    TimeSeriesPanel* rackPowerChart() const { return m_rackPowerChart; }
    TimeSeriesPanel* rackInletChart() const { return m_rackInletChart; }
    CrosshairGroup* crosshair() const { return m_crosshair; }

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void applyFontSizes();
    void onRebuilt();
    void onFrame();
    void updateCalculator();
    void fillCoolingTable();
    void updateRackTable();
    void buildRackCharts();
    bool updateFaultChooser(); // true when the faults listed (or their repair) changed
    void dropCharts(QList<TimeSeriesPanel*> panels);
    void updateChain();

    OperationsSession& m_session;
    // The calculator.
    QSpinBox* m_servers = nullptr;
    QDoubleSpinBox* m_serverKW = nullptr;
    MetricTile* m_powerTile = nullptr;
    MetricTile* m_heatTile = nullptr;
    MetricTile* m_tonsTile = nullptr;
    MetricTile* m_coolingTile = nullptr;
    QLabel* m_calculation = nullptr;
    // The cooling technologies and the twin's racks.
    QTableWidget* m_coolingTable = nullptr;
    QLabel* m_published = nullptr;
    QTableWidget* m_rackTable = nullptr;
    QWidget* m_rackCharts = nullptr;
    TimeSeriesPanel* m_rackPowerChart = nullptr;
    TimeSeriesPanel* m_rackInletChart = nullptr;
    // The cooling fault, followed through.
    QComboBox* m_fault = nullptr;
    QLabel* m_faultNote = nullptr;
    QLabel* m_sentence = nullptr;
    QWidget* m_chainCharts = nullptr; // the four charts, made anew for each fault followed
    TimeSeriesPanel* m_inletChart = nullptr;
    TimeSeriesPanel* m_gpuChart = nullptr;
    TimeSeriesPanel* m_clockChart = nullptr;
    TimeSeriesPanel* m_stepChart = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    CrosshairGroup* m_crosshair = nullptr;

    SeriesFeed m_feed;
    std::uint64_t m_samplesSeen = ~std::uint64_t(0);
    QString m_faultSignature; // the applied cooling faults the chooser lists
    QString m_chainSignature; // what the chain's charts were built for (fault, GPUs, jobs)
};

} // namespace ailab::labs::operations
