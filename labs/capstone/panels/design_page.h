#pragma once

#include "labs/common/skeleton/lab_page.h"

#include "labs/capstone/capstone_session.h"

#include <QFutureWatcher>
#include <QStringList>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace ailab::labs {
class MetricTile;
class TopologyView;
} // namespace ailab::labs

namespace ailab::labs::capstone {

class CapstoneSession;

// The design (course: "Design Your AI Training Cluster"): the workload and the cluster as
// controls bound to the session's design, each edit read and evaluated by core; the course's
// four tiles beside the whole cluster's; the presets, opening and saving a design file; and
// the design drawn on the shared topology view.
class DesignPage : public LabPage
{
    Q_OBJECT
public:
    DesignPage(CapstoneSession& session, std::function<QStringList()> presets,
               std::function<void(const QString&)> loadPreset, QWidget* parent = nullptr);
    ~DesignPage() override;

    // A design of more GPUs than this is evaluated on a worker after an edit (a 16,384-GPU
    // design takes about a third of a second in the sanitizer build); the controls wait.
    static constexpr int kEvaluateOnWorkerGpus = 4096;
    bool isEvaluating() const { return m_worker.isRunning(); }

    // A design file (a scenario of lab "capstone"): read by core, then taken. False with the
    // message in `error` when it is refused; nothing changes then.
    bool openDesignFile(const QString& path, QString* error = nullptr);
    bool saveDesignFile(const QString& path, QString* error = nullptr) const;

    // For tests: the tiles by their course names, the controls by their fields.
    MetricTile* acceleratorsTile() const { return m_accelerators; }
    MetricTile* hbmTile() const { return m_hbm; }
    MetricTile* nicsTile() const { return m_nics; }
    MetricTile* gpuPowerTile() const { return m_gpuPower; }
    MetricTile* clusterPowerTile() const { return m_itPower; }
    QSpinBox* racksBox() const { return m_racks; }
    QComboBox* rackKindBox() const { return m_rackKind; }
    QPushButton* addRackKindButton() const { return m_addRackKind; }
    QPushButton* removeRackKindButton() const { return m_removeRackKind; }
    QSpinBox* jobGpusBox() const { return m_jobGpus; }
    QSpinBox* tensorParallelBox() const { return m_tp; }
    QSpinBox* pipelineParallelBox() const { return m_pp; }
    QSpinBox* globalBatchBox() const { return m_globalBatch; }
    QDoubleSpinBox* checkpointIntervalBox() const { return m_checkpointMinutes; }
    QSpinBox* serversPerRackBox() const { return m_serversPerRack; }
    QDoubleSpinBox* nicGbpsBox() const { return m_nicGbps; }
    QComboBox* presetBox() const { return m_presetBox; }
    QLabel* errorLabel() const { return m_error; }
    TopologyView* topology() const { return m_topology; }

private:
    // The JSON pointer a control edits, asked at each edit: a rack control's names the rack
    // kind chosen at that moment.
    using Field = std::function<std::string()>;
    static Field fixedField(const std::string& pointer);
    Field rackField(const char* key) const;

    void refresh();
    void refreshRackKinds(const nlohmann::json& model);
    // A null value removes the field, so the model's default applies again.
    void edit(const std::string& pointer, const nlohmann::json& value);
    void addRackKind();
    void removeRackKind();
    QSpinBox* intBox(const QString& name, int min, int max, Field field);
    QDoubleSpinBox* realBox(const QString& name, double min, double max, int decimals, const QString& suffix,
                            Field field, double scale = 1.0);
    QCheckBox* checkBox(const QString& name, Field field);
    QComboBox* choiceBox(const QString& name, const QStringList& labels, const QStringList& ids, Field field);
    void openDesign();
    void saveDesign();

    struct WorkerResult
    {
        nlohmann::json model;
        CapstoneSession::Evaluated evaluated;
        QString error; // empty when core took the design
    };
    void takeWorkerResult();

    CapstoneSession& m_session;
    QFutureWatcher<std::shared_ptr<WorkerResult>> m_worker;
    QWidget* m_controls = nullptr;
    QLabel* m_evaluating = nullptr;
    std::function<QStringList()> m_presets;
    std::function<void(const QString&)> m_loadPreset;
    bool m_refreshing = false;

    QComboBox* m_presetBox = nullptr;
    QLabel* m_error = nullptr;
    QGroupBox* m_trainingGroup = nullptr;
    QGroupBox* m_servingGroup = nullptr;
    QComboBox* m_model = nullptr;
    QDoubleSpinBox* m_tokens = nullptr;
    QDoubleSpinBox* m_days = nullptr;
    QSpinBox* m_jobGpus = nullptr;
    QSpinBox* m_tp = nullptr;
    QSpinBox* m_pp = nullptr;
    QSpinBox* m_globalBatch = nullptr;
    QDoubleSpinBox* m_checkpointMinutes = nullptr;
    QDoubleSpinBox* m_rate = nullptr;
    QSpinBox* m_replicas = nullptr;
    QDoubleSpinBox* m_ttft = nullptr;
    QDoubleSpinBox* m_tpot = nullptr;
    int m_rackIndex = 0; // the rack kind the rack controls edit
    QComboBox* m_rackKind = nullptr;
    QPushButton* m_addRackKind = nullptr;
    QPushButton* m_removeRackKind = nullptr;
    QComboBox* m_platform = nullptr;
    QSpinBox* m_racks = nullptr;
    QSpinBox* m_serversPerRack = nullptr;
    QDoubleSpinBox* m_feed = nullptr;
    QComboBox* m_cooling = nullptr;
    QSpinBox* m_coolingUnits = nullptr;
    QComboBox* m_shape = nullptr;
    QSpinBox* m_nicsPerServer = nullptr;
    QDoubleSpinBox* m_nicGbps = nullptr;
    QSpinBox* m_serversPerLeaf = nullptr;
    QSpinBox* m_spines = nullptr;
    QSpinBox* m_uplinks = nullptr;
    QSpinBox* m_dataServers = nullptr;
    QDoubleSpinBox* m_perServerGBps = nullptr;
    QSpinBox* m_podServers = nullptr;
    QCheckBox* m_separateFabric = nullptr;
    QCheckBox* m_oob = nullptr;
    QCheckBox* m_nearCompute = nullptr;

    MetricTile* m_accelerators = nullptr;
    MetricTile* m_hbm = nullptr;
    MetricTile* m_nics = nullptr;
    MetricTile* m_gpuPower = nullptr;
    MetricTile* m_servers = nullptr;
    MetricTile* m_itPower = nullptr;
    MetricTile* m_facilityPower = nullptr;
    MetricTile* m_btu = nullptr;
    MetricTile* m_rackCooling = nullptr;
    MetricTile* m_pue = nullptr;
    MetricTile* m_switches = nullptr;
    MetricTile* m_fabric = nullptr;
    TopologyView* m_topology = nullptr;
};

} // namespace ailab::labs::capstone
