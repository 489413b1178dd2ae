#include "labs/capstone/panels/design_page.h"

#include "core/design/design_evaluation.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/models/model_registry.h"
#include "core/train/transformer_catalog.h"
#include "labs/capstone/capstone_session.h"
#include "labs/capstone/views/design_drawing.h"
#include "labs/capstone/views/design_texts.h"
#include "labs/common/files/atomic_save.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/skeleton/tabbed_lab.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <set>

namespace ailab::labs::capstone {

namespace design = core::design;
using T = DesignTexts;

namespace {

const nlohmann::json* at(const nlohmann::json& model, const std::string& pointer)
{
    const nlohmann::json::json_pointer p(pointer);
    return model.contains(p) ? &model.at(p) : nullptr;
}

double numberAt(const nlohmann::json& model, const std::string& pointer, double fallback)
{
    const nlohmann::json* v = at(model, pointer);
    return v != nullptr && v->is_number() ? v->get<double>() : fallback;
}

bool boolAt(const nlohmann::json& model, const std::string& pointer, bool fallback)
{
    const nlohmann::json* v = at(model, pointer);
    return v != nullptr && v->is_boolean() ? v->get<bool>() : fallback;
}

QString stringAt(const nlohmann::json& model, const std::string& pointer, const std::string& fallback)
{
    const nlohmann::json* v = at(model, pointer);
    return QString::fromStdString(v != nullptr && v->is_string() ? v->get<std::string>() : fallback);
}

QGroupBox* group(const QString& title, QWidget* parent)
{
    auto* box = new QGroupBox(title, parent);
    auto* form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    return box;
}

void addRow(QGroupBox* box, const QString& label, QWidget* field)
{
    static_cast<QFormLayout*>(box->layout())->addRow(label, field);
}

} // namespace

DesignPage::DesignPage(CapstoneSession& session, std::function<QStringList()> presets,
                       std::function<void(const QString&)> loadPreset, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
    , m_presets(std::move(presets))
    , m_loadPreset(std::move(loadPreset))
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);

    // The presets and the design file.
    auto* fileRow = new QWidget(content);
    auto* fileFlow = new FlowLayout(fileRow);
    auto* presetLabel = new QLabel(tr("Pr&eset design:"), fileRow);
    m_presetBox = new QComboBox(fileRow);
    m_presetBox->setAccessibleName(tr("Preset design"));
    presetLabel->setBuddy(m_presetBox);
    for (const QString& path : m_presets()) {
        m_presetBox->addItem(TabbedLab::presetTitle(path), path);
    }
    auto* openButton = new QPushButton(tr("Open design file..."), fileRow);
    auto* saveButton = new QPushButton(tr("Save design file..."), fileRow);
    fileFlow->addWidget(presetLabel);
    fileFlow->addWidget(m_presetBox);
    fileFlow->addWidget(openButton);
    fileFlow->addWidget(saveButton);
    layout->addWidget(fileRow);
    connect(m_presetBox, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        if (index >= 0 && m_loadPreset)
            m_loadPreset(m_presetBox->itemData(index).toString());
    });
    connect(openButton, &QPushButton::clicked, this, &DesignPage::openDesign);
    connect(saveButton, &QPushButton::clicked, this, &DesignPage::saveDesign);

    m_error = new QLabel(content);
    m_error->setWordWrap(true);
    m_error->setVisible(false);
    m_error->setForegroundRole(QPalette::BrightText);
    layout->addWidget(m_error);

    auto* intro = new QLabel(tr("Configure the major infrastructure resources. Your design is shared by the "
                                "bottleneck, failure, review, compare and report pages; every change is "
                                "evaluated by the models at once."),
                             content);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    // The course's tiles and the whole cluster's.
    auto* tiles = new QWidget(content);
    auto* tileFlow = new FlowLayout(tiles);
    auto tile = [&](const QString& title, const QString& explanation) {
        auto* t = new MetricTile(title, tiles);
        t->setExplanation(explanation);
        tileFlow->addWidget(t);
        return t;
    };
    m_accelerators = tile(tr("Total accelerators"), tr("Servers times GPUs per server."));
    m_hbm = tile(tr("Aggregate GPU HBM"), tr("Every GPU's memory, from the hardware catalogue."));
    m_nics = tile(tr("Illustrative NIC count"), tr("Servers times compute-fabric NICs per server."));
    m_gpuPower = tile(tr("Illustrative GPU-only power"),
                      tr("The course's teaching assumption: 1 kW a GPU, nothing else counted."));
    m_servers = tile(tr("GPU servers"), tr("Servers in all racks."));
    m_itPower = tile(tr("Cluster IT power"),
                     tr("Every server at its catalogue maximum, the switches and the storage servers."));
    m_facilityPower = tile(tr("Facility power"), tr("The IT power times each rack's cooling PUE."));
    m_btu = tile(tr("Heat"), tr("All IT power becomes heat: 3,412 BTU/h a kW (NIST SP 811)."));
    m_rackCooling = tile(tr("Cooling per rack"), tr("The most loaded rack's heat against its cooling capacity."));
    m_pue = tile(tr("PUE"), tr("Facility power over IT power, from each rack's cooling technology."));
    m_switches = tile(tr("Switches"), tr("Compute-fabric leaves and spines, storage leaves, management switches."));
    m_fabric = tile(tr("Fabric"), tr("The leaves' oversubscription and the leaf-spine bisection."));
    layout->addWidget(tiles);

    // The controls, in groups that wrap.
    m_evaluating = new QLabel(tr("Evaluating the design..."), content);
    m_evaluating->setVisible(false);
    layout->addWidget(m_evaluating);
    auto* controls = new QWidget(content);
    m_controls = controls;
    auto* controlFlow = new FlowLayout(controls);
    m_trainingGroup = group(tr("Training workload"), controls);
    QStringList modelLabels;
    QStringList modelIds;
    for (const auto& m : core::train::transformerModels()) {
        modelLabels << QString::fromStdString(m.name);
        modelIds << QString::fromStdString(m.id);
    }
    m_model = choiceBox(tr("Model"), modelLabels, modelIds, fixedField("/workload/training/model"));
    addRow(m_trainingGroup, tr("Model:"), m_model);
    m_tokens = realBox(tr("Tokens (billions)"), 0.001, 1e6, 1, tr(" billion"),
                       fixedField("/workload/training/tokens"), 1e9);
    addRow(m_trainingGroup, tr("Tokens:"), m_tokens);
    m_days = realBox(tr("Days to train"), 0.1, 3650, 1, tr(" days"), fixedField("/workload/training/days"));
    addRow(m_trainingGroup, tr("Within:"), m_days);
    // How the job splits over its GPUs (Megatron-LM's tensor, pipeline and data parallelism);
    // the twin's reader refuses a split that does not divide the GPUs, naming the field.
    m_jobGpus = intBox(tr("GPUs for the job"), 0, 1 << 20, fixedField("/workload/training/gpus"));
    m_jobGpus->setSpecialValueText(tr("every free GPU"));
    addRow(m_trainingGroup, tr("GPUs:"), m_jobGpus);
    m_tp = intBox(tr("Tensor parallel size"), 1, 64, fixedField("/workload/training/tp"));
    addRow(m_trainingGroup, tr("Tensor parallel:"), m_tp);
    m_pp = intBox(tr("Pipeline parallel size"), 1, 256, fixedField("/workload/training/pp"));
    addRow(m_trainingGroup, tr("Pipeline parallel:"), m_pp);
    m_globalBatch = intBox(tr("Global batch in sequences"), 1, 1 << 22, fixedField("/workload/training/globalBatch"));
    addRow(m_trainingGroup, tr("Global batch:"), m_globalBatch);
    m_checkpointMinutes = realBox(tr("Checkpoint interval"), 0, 10080, 0, tr(" min"),
                                  fixedField("/workload/training/checkpointInterval"), 60.0);
    m_checkpointMinutes->setSpecialValueText(tr("no checkpoints"));
    addRow(m_trainingGroup, tr("Checkpoint every:"), m_checkpointMinutes);
    controlFlow->addWidget(m_trainingGroup);

    m_servingGroup = group(tr("Serving workload"), controls);
    m_rate = realBox(tr("Request rate"), 0.1, 10000, 1, tr(" req/s"), fixedField("/workload/serving/rate"));
    addRow(m_servingGroup, tr("Rate:"), m_rate);
    m_replicas = intBox(tr("Replicas"), 1, 4096, fixedField("/workload/serving/replicas"));
    addRow(m_servingGroup, tr("Replicas:"), m_replicas);
    m_ttft = realBox(tr("TTFT objective"), 0, 1e6, 0, tr(" ms"), fixedField("/workload/serving/sloTtftMs"));
    addRow(m_servingGroup, tr("TTFT SLO:"), m_ttft);
    m_tpot = realBox(tr("TPOT objective"), 0, 1e6, 0, tr(" ms"), fixedField("/workload/serving/sloTpotMs"));
    addRow(m_servingGroup, tr("TPOT SLO:"), m_tpot);
    controlFlow->addWidget(m_servingGroup);

    auto* racksGroup = group(tr("Servers and racks"), controls);
    QStringList platformLabels;
    QStringList platformIds;
    for (const auto& p : core::hw::platforms()) {
        platformLabels << hardwareText(p.name);
        platformIds << QString::fromStdString(p.id);
    }
    // A design may mix kinds of rack (dense liquid-cooled GPU racks beside air-cooled ones):
    // the controls below edit the kind chosen here.
    m_rackKind = new QComboBox(racksGroup);
    m_rackKind->setAccessibleName(tr("Rack kind"));
    addRow(racksGroup, tr("Rack kind:"), m_rackKind);
    connect(m_rackKind, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        m_rackIndex = std::max(index, 0);
        refresh();
    });
    auto* kindButtons = new QWidget(racksGroup);
    auto* kindFlow = new FlowLayout(kindButtons);
    kindFlow->setContentsMargins(0, 0, 0, 0);
    m_addRackKind = new QPushButton(tr("Add a rack kind"), kindButtons);
    m_addRackKind->setToolTip(tr("A copy of the chosen kind, one rack of it, to change."));
    m_removeRackKind = new QPushButton(tr("Remove this kind"), kindButtons);
    kindFlow->addWidget(m_addRackKind);
    kindFlow->addWidget(m_removeRackKind);
    static_cast<QFormLayout*>(racksGroup->layout())->addRow(kindButtons);
    connect(m_addRackKind, &QPushButton::clicked, this, &DesignPage::addRackKind);
    connect(m_removeRackKind, &QPushButton::clicked, this, &DesignPage::removeRackKind);
    m_platform = choiceBox(tr("Server platform"), platformLabels, platformIds, rackField("platform"));
    addRow(racksGroup, tr("Platform:"), m_platform);
    m_racks = intBox(tr("Racks"), 1, 4096, rackField("count"));
    addRow(racksGroup, tr("Racks:"), m_racks);
    m_serversPerRack = intBox(tr("Servers per rack"), 1, 64, rackField("servers"));
    addRow(racksGroup, tr("Servers a rack:"), m_serversPerRack);
    m_feed = realBox(tr("Power feed per rack"), 1, 2000, 0, tr(" kW"), rackField("feedKW"));
    addRow(racksGroup, tr("Feed:"), m_feed);
    QStringList coolingLabels;
    QStringList coolingIds;
    for (const auto& c : core::hw::coolingTechnologies()) {
        coolingLabels << hardwareText(c.name);
        coolingIds << QString::fromStdString(c.id);
    }
    m_cooling = choiceBox(tr("Cooling technology"), coolingLabels, coolingIds, rackField("cooling"));
    addRow(racksGroup, tr("Cooling:"), m_cooling);
    m_coolingUnits = intBox(tr("Cooling units per rack"), 1, 16, fixedField("/coolingUnitsPerRack"));
    addRow(racksGroup, tr("Cooling units:"), m_coolingUnits);
    controlFlow->addWidget(racksGroup);

    auto* fabricGroup = group(tr("Compute fabric"), controls);
    m_shape = choiceBox(tr("Fabric shape"), {tr("Leaf-spine"), tr("Rail-optimised")},
                        {QStringLiteral("leaf-spine"), QStringLiteral("rail-optimised")}, fixedField("/fabric/shape"));
    addRow(fabricGroup, tr("Shape:"), m_shape);
    m_nicsPerServer = intBox(tr("NICs per server"), 1, 16, fixedField("/fabric/nicsPerServer"));
    addRow(fabricGroup, tr("NICs a server:"), m_nicsPerServer);
    m_nicGbps = realBox(tr("NIC speed"), 10, 1600, 0, tr(" Gb/s"), fixedField("/fabric/nicGbps"));
    addRow(fabricGroup, tr("NIC speed:"), m_nicGbps);
    m_serversPerLeaf = intBox(tr("Servers per leaf"), 1, 256, fixedField("/fabric/serversPerLeaf"));
    addRow(fabricGroup, tr("Servers a leaf:"), m_serversPerLeaf);
    m_spines = intBox(tr("Spines"), 1, 256, fixedField("/fabric/spines"));
    addRow(fabricGroup, tr("Spines:"), m_spines);
    m_uplinks = intBox(tr("Uplinks per leaf and spine"), 1, 64, fixedField("/fabric/uplinksPerLeafSpine"));
    addRow(fabricGroup, tr("Uplinks a spine:"), m_uplinks);
    controlFlow->addWidget(fabricGroup);

    auto* storageGroup = group(tr("Storage and patterns"), controls);
    m_dataServers = intBox(tr("Storage data servers"), 1, 4096, fixedField("/storage/dataServers"));
    addRow(storageGroup, tr("Data servers:"), m_dataServers);
    m_perServerGBps = realBox(tr("Bandwidth per data server"), 0.1, 1000, 1, tr(" GB/s"), fixedField("/storage/perServerGBps"));
    addRow(storageGroup, tr("Each:"), m_perServerGBps);
    m_podServers = intBox(tr("Servers per pod (0: no pods)"), 0, 4096, fixedField("/patterns/scalableUnitServers"));
    m_podServers->setMinimum(0);
    addRow(storageGroup, tr("Pod size:"), m_podServers);
    m_separateFabric = checkBox(tr("Separate inference fabric"), fixedField("/patterns/separateInferenceFabric"));
    static_cast<QFormLayout*>(storageGroup->layout())->addRow(m_separateFabric);
    m_oob = checkBox(tr("Out-of-band management network"), fixedField("/patterns/outOfBandManagement"));
    static_cast<QFormLayout*>(storageGroup->layout())->addRow(m_oob);
    m_nearCompute = checkBox(tr("Checkpoints to NVMe near the racks"), fixedField("/patterns/checkpointStorageNearCompute"));
    static_cast<QFormLayout*>(storageGroup->layout())->addRow(m_nearCompute);
    controlFlow->addWidget(storageGroup);
    layout->addWidget(controls);

    m_topology = new TopologyView(content);
    m_topology->setTitle(tr("The design: spines, leaves, racks or pods, storage and management"));
    m_topology->setAutoFit(TopologyView::AutoFit::Width);
    m_topology->setMinimumHeight(fontMetrics().height() * 22);
    layout->addWidget(m_topology);
    layout->addStretch(1);
    hostInVerticalScroll(this, content);

    connect(&m_session, &LabSession::rebuilt, this, &DesignPage::refresh);
    connect(&m_session, &CapstoneSession::designChanged, this, &DesignPage::refresh);
    connect(&m_worker, &QFutureWatcher<std::shared_ptr<WorkerResult>>::finished, this, &DesignPage::takeWorkerResult);
    refresh();
}

DesignPage::~DesignPage()
{
    m_worker.waitForFinished();
}

DesignPage::Field DesignPage::fixedField(const std::string& pointer)
{
    return [pointer] { return pointer; };
}

DesignPage::Field DesignPage::rackField(const char* key) const
{
    return [this, key] { return "/racks/" + std::to_string(m_rackIndex) + "/" + key; };
}

QSpinBox* DesignPage::intBox(const QString& name, int min, int max, Field field)
{
    auto* box = new QSpinBox(this);
    box->setRange(min, max);
    box->setAccessibleName(name);
    connect(box, qOverload<int>(&QSpinBox::valueChanged), this, [this, box, field](int value) {
        // The special value (a minimum with its own text, "every free GPU") is the model's default.
        edit(field(), !box->specialValueText().isEmpty() && value == box->minimum() ? nlohmann::json()
                                                                                    : nlohmann::json(value));
    });
    return box;
}

QDoubleSpinBox* DesignPage::realBox(const QString& name, double min, double max, int decimals, const QString& suffix,
                                    Field field, double scale)
{
    auto* box = new QDoubleSpinBox(this);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setAccessibleName(name);
    connect(box, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this, field, scale](double value) {
        edit(field(), value * scale);
    });
    return box;
}

QCheckBox* DesignPage::checkBox(const QString& name, Field field)
{
    auto* box = new QCheckBox(name, this);
    box->setAccessibleName(name);
    connect(box, &QCheckBox::toggled, this, [this, field](bool on) { edit(field(), on); });
    return box;
}

QComboBox* DesignPage::choiceBox(const QString& name, const QStringList& labels, const QStringList& ids, Field field)
{
    auto* box = new QComboBox(this);
    box->setAccessibleName(name);
    for (int i = 0; i < labels.size(); ++i)
        box->addItem(labels[i], ids[i]);
    connect(box, qOverload<int>(&QComboBox::activated), this, [this, box, field](int index) {
        edit(field(), box->itemData(index).toString().toStdString());
    });
    return box;
}

void DesignPage::addRackKind()
{
    nlohmann::json racks = m_session.designModel().value("racks", nlohmann::json::array());
    if (racks.empty())
        return;
    const int from = std::clamp(m_rackIndex, 0, int(racks.size()) - 1);
    nlohmann::json kind = racks[std::size_t(from)];
    // A new id: the twin names each rack by its kind's id and a number.
    std::set<std::string> ids;
    for (const auto& r : racks)
        if (r.contains("id") && r["id"].is_string())
            ids.insert(r["id"].get<std::string>());
    std::string id;
    for (int n = int(racks.size()) + 1; id.empty() || ids.count(id) > 0; ++n)
        id = "kind" + std::to_string(n);
    kind["id"] = id;
    kind["count"] = 1;
    racks.push_back(kind);
    m_rackIndex = int(racks.size()) - 1;
    edit("/racks", racks);
}

void DesignPage::removeRackKind()
{
    nlohmann::json racks = m_session.designModel().value("racks", nlohmann::json::array());
    if (racks.size() < 2 || m_rackIndex < 0 || m_rackIndex >= int(racks.size()))
        return;
    racks.erase(std::size_t(m_rackIndex));
    m_rackIndex = std::max(0, m_rackIndex - 1);
    edit("/racks", racks);
}

void DesignPage::refreshRackKinds(const nlohmann::json& model)
{
    const nlohmann::json racks = model.value("racks", nlohmann::json::array());
    const int kinds = std::max(1, int(racks.size()));
    m_rackIndex = std::clamp(m_rackIndex, 0, kinds - 1);
    m_rackKind->clear();
    for (int i = 0; i < int(racks.size()); ++i) {
        const nlohmann::json& r = racks[std::size_t(i)];
        const QString id = QString::fromStdString(r.value("id", "rack" + std::to_string(i)));
        m_rackKind->addItem(tr("%1: %n rack(s)", nullptr, r.value("count", 1)).arg(id));
    }
    m_rackKind->setCurrentIndex(m_rackIndex);
    m_removeRackKind->setEnabled(kinds > 1);
}

void DesignPage::edit(const std::string& pointer, const nlohmann::json& value)
{
    if (m_refreshing || isEvaluating())
        return;
    if (m_session.evaluation().figures.course.accelerators > kEvaluateOnWorkerGpus) {
        // A large design: read and evaluated on a worker; the controls wait for it.
        const nlohmann::json model = CapstoneSession::withField(m_session.designModel(), pointer, value);
        const std::uint64_t seed = m_session.seed();
        m_controls->setEnabled(false);
        m_evaluating->setVisible(true);
        m_worker.setFuture(QtConcurrent::run([model, seed] {
            auto result = std::make_shared<WorkerResult>();
            result->model = model;
            try {
                result->evaluated = CapstoneSession::evaluate(model, seed);
            } catch (const core::Error& e) {
                result->error = tr("The models refuse this change (%1): %2")
                                    .arg(QString::fromStdString(e.path()), QString::fromStdString(e.message()));
            }
            return result;
        }));
        return;
    }
    try {
        m_session.setDesignField(pointer, value);
        m_error->setVisible(false);
    } catch (const core::Error& e) {
        m_error->setText(tr("The models refuse this change (%1): %2")
                             .arg(QString::fromStdString(e.path()), QString::fromStdString(e.message())));
        m_error->setVisible(true);
        refresh(); // back to the design the session holds
        m_error->setVisible(true);
    }
}

void DesignPage::takeWorkerResult()
{
    const std::shared_ptr<WorkerResult> result = m_worker.result();
    m_controls->setEnabled(true);
    m_evaluating->setVisible(false);
    if (!result->error.isEmpty()) {
        refresh();
        m_error->setText(result->error);
        m_error->setVisible(true);
        return;
    }
    m_error->setVisible(false);
    m_session.takeEvaluated(result->model, result->evaluated);
}

void DesignPage::refresh()
{
    m_refreshing = true;
    const nlohmann::json& model = m_session.designModel();
    const design::DesignSpec& spec = m_session.spec();
    const design::DesignEvaluation& e = m_session.evaluation();
    const design::ClusterFigures& cf = e.figures.cluster;
    refreshRackKinds(model);
    const std::string rack = "/racks/" + std::to_string(m_rackIndex);
    // Core lists each rack of a kind in the file's order: the kind's first is after the
    // racks of the kinds before it.
    std::size_t firstRack = 0;
    for (int k = 0; k < m_rackIndex; ++k)
        firstRack += std::size_t(numberAt(model, "/racks/" + std::to_string(k) + "/count", 1));
    const design::RackFigures* rackFigures = firstRack < cf.racks.size() ? &cf.racks[firstRack] : nullptr;

    // Which preset is loaded: the one whose title the scenario has.
    const QString title = scenarioText(m_session.scenario().title);
    const int presetIndex = m_presetBox->findText(title);
    if (presetIndex >= 0)
        m_presetBox->setCurrentIndex(presetIndex);

    auto setChoice = [](QComboBox* box, const QString& id) {
        const int i = box->findData(id);
        if (i >= 0)
            box->setCurrentIndex(i);
    };
    m_trainingGroup->setEnabled(spec.training.has_value());
    if (spec.training) {
        const core::cluster::TrainingJobSpec& job = spec.training->job;
        setChoice(m_model, QString::fromStdString(job.modelId));
        m_tokens->setValue(spec.training->tokens / 1e9);
        m_days->setValue(spec.training->days);
        // 0 shows "every free GPU" while the design leaves the count to core.
        m_jobGpus->setValue(at(model, "/workload/training/gpus") != nullptr ? job.gpus : 0);
        m_tp->setValue(job.tp);
        m_pp->setValue(job.pp);
        m_globalBatch->setValue(job.globalBatch);
        m_checkpointMinutes->setValue(job.checkpointIntervalS / 60.0);
    }
    m_servingGroup->setEnabled(spec.serving.has_value());
    if (spec.serving) {
        m_rate->setValue(spec.serving->service.rateRps);
        m_replicas->setValue(spec.serving->service.replicas);
        m_ttft->setValue(spec.serving->service.sloTtftMs);
        m_tpot->setValue(spec.serving->service.sloTpotMs);
    }
    setChoice(m_platform, stringAt(model, rack + "/platform", rackFigures ? rackFigures->platformId : std::string()));
    m_racks->setValue(int(numberAt(model, rack + "/count", 1)));
    m_serversPerRack->setValue(int(numberAt(model, rack + "/servers", rackFigures ? rackFigures->servers : 4)));
    m_feed->setValue(numberAt(model, rack + "/feedKW", rackFigures ? rackFigures->feedKW : 60));
    setChoice(m_cooling, stringAt(model, rack + "/cooling", rackFigures ? rackFigures->coolingId : std::string()));
    m_coolingUnits->setValue(spec.coolingUnitsPerRack);
    setChoice(m_shape, spec.cluster.fabric.shape == core::cluster::FabricShapeId::RailOptimised
                           ? QStringLiteral("rail-optimised")
                           : QStringLiteral("leaf-spine"));
    m_nicsPerServer->setValue(spec.cluster.fabric.nicsPerServer);
    m_nicGbps->setValue(spec.cluster.fabric.nicGbps);
    m_serversPerLeaf->setValue(spec.cluster.fabric.serversPerLeaf);
    m_spines->setValue(spec.cluster.fabric.spines);
    m_uplinks->setValue(spec.cluster.fabric.uplinksPerLeafSpine);
    m_dataServers->setValue(spec.cluster.storage.tier.dataServers);
    m_perServerGBps->setValue(spec.cluster.storage.tier.perServerBytesPerSecond / 1e9);
    m_podServers->setValue(spec.patterns.scalableUnitServers);
    m_separateFabric->setChecked(boolAt(model, "/patterns/separateInferenceFabric", spec.patterns.separateInferenceFabric));
    m_oob->setChecked(spec.patterns.outOfBandManagement);
    m_nearCompute->setChecked(spec.patterns.checkpointStorageNearCompute);
    m_refreshing = false;

    const design::CourseTiles& c = e.figures.course;
    m_accelerators->setValue(QString::number(c.accelerators));
    m_hbm->setValue(T::number(c.hbmTB, 2), tr("TB"));
    m_nics->setValue(QString::number(c.nics));
    m_gpuPower->setValue(T::number(c.gpuOnlyPowerKW, 0), tr("kW"));
    m_servers->setValue(QString::number(cf.servers));
    m_itPower->setValue(T::number(cf.itPowerKW, 1), tr("kW"));
    m_itPower->setDetail(tr("servers %1 kW, switches %2 kW, storage %3 kW")
                             .arg(T::number(cf.serversKW, 1), T::number(cf.switchesKW, 1), T::number(cf.storageKW, 1)));
    m_facilityPower->setValue(T::number(cf.facilityPowerKW, 1), tr("kW"));
    m_btu->setValue(T::number(cf.btuPerHour, 0), tr("BTU/h"));
    m_btu->setDetail(tr("%1 tons of cooling").arg(T::number(cf.coolingTons, 1)));
    const design::RackFigures* hottest = nullptr;
    bool racksOk = true;
    for (const auto& r : cf.racks) {
        if (hottest == nullptr || r.powerKW / r.coolingCapacityKW > hottest->powerKW / hottest->coolingCapacityKW)
            hottest = &r;
        racksOk = racksOk && r.withinCooling && r.withinFeed;
    }
    if (hottest != nullptr) {
        m_rackCooling->setValue(tr("%1 of %2").arg(T::number(hottest->powerKW, 1), T::number(hottest->coolingCapacityKW, 0)),
                                tr("kW"));
        m_rackCooling->setDetail(tr("%1 on %2; needs %3")
                                     .arg(QString::fromStdString(hottest->id), QString::fromStdString(hottest->coolingId),
                                          QString::fromStdString(hottest->coolingNeededId)));
        m_rackCooling->setStatus(racksOk ? Status::Healthy : Status::Failed);
    }
    m_pue->setValue(T::number(cf.pue, 2));
    m_switches->setValue(QString::number(cf.fabricLeaves + cf.fabricSpines + cf.storageLeaves + cf.managementSwitches +
                                         cf.inferenceFabricSwitches));
    m_switches->setDetail(tr("leaves %1, spines %2, storage leaves %3, management %4")
                              .arg(cf.fabricLeaves)
                              .arg(cf.fabricSpines)
                              .arg(cf.storageLeaves)
                              .arg(cf.managementSwitches));
    m_fabric->setValue(tr("%1:1").arg(T::number(cf.fabricOversubscription, 2)));
    m_fabric->setDetail(tr("bisection %1 Tb/s").arg(T::number(cf.fabricBisectionTbps, 1)));

    m_topology->setTopology(DesignDrawing::snapshot(spec, e.figures));
}

bool DesignPage::openDesignFile(const QString& path, QString* error)
{
    try {
        const core::scenario::Scenario scenario = core::models::loadScenarioFile(path.toStdString());
        if (scenario.lab != "capstone")
            throw core::Error("expected a design (lab \"capstone\"), got lab '" + scenario.lab + "'", "/lab");
        m_session.setScenario(scenario);
        return true;
    } catch (const core::Error& e) {
        if (error != nullptr)
            *error = QString::fromStdString(e.path().empty() ? e.message() : e.path() + ": " + e.message());
        return false;
    }
}

bool DesignPage::saveDesignFile(const QString& path, QString* error) const
{
    const std::string text = m_session.designScenarioJson().dump(2) + "\n";
    return atomic_save::saveBytes(path, QByteArray::fromStdString(text), error);
}

void DesignPage::openDesign()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open design file"), QString(), tr("Design files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openDesignFile(path, &error)) {
        m_error->setText(tr("The design file was not opened: %1").arg(error));
        m_error->setVisible(true);
    }
}

void DesignPage::saveDesign()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save design file"), QString(), tr("Design files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveDesignFile(path, &error)) {
        m_error->setText(tr("The design file was not saved: %1").arg(error));
        m_error->setVisible(true);
    }
}

} // namespace ailab::labs::capstone
