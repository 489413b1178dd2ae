#include "labs/gpu_server/panels/memory_panel.h"

#include "core/error.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/gpu_server/views/memory_texts.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace ailab::labs::gpu_server {

namespace {
using namespace core::train;

// The working-set slider is logarithmic: 1 GB to 6 TB, beyond the three tiers' 4.59 TB.
constexpr int kSliderSteps = 1000;
constexpr double kMinGB = 1.0;
constexpr double kMaxGB = 6000.0;
constexpr double kDefaultWorkingSetGB = 80.0; // the seed's default: exactly HBM

int sliderPosition(double gb)
{
    const double f = std::log(std::clamp(gb, kMinGB, kMaxGB) / kMinGB) / std::log(kMaxGB / kMinGB);
    return int(std::lround(f * kSliderSteps));
}

double sliderGB(int position)
{
    return kMinGB * std::pow(kMaxGB / kMinGB, double(position) / kSliderSteps);
}

void addItems(QComboBox* combo, const QList<QPair<QString, int>>& items)
{
    for (const auto& [text, value] : items)
        combo->addItem(text, value);
}

void selectData(QComboBox* combo, int value)
{
    const int index = combo->findData(value);
    combo->setCurrentIndex(index < 0 ? 0 : index);
}
} // namespace

MemoryPanel::MemoryPanel(QWidget* parent)
    : LabPage(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(2, 4, 2, 4);
    // The calculator's controls scroll when a large font makes them taller than the page.
    auto* controls = new VerticalScrollArea(this);
    controls->setWidget(buildControls());
    layout->addWidget(controls, 1);
    auto* figures = new VerticalScrollArea(this);
    figures->setWidget(buildFigures());
    layout->addWidget(figures, 3);
    connectInputs();
    resetToDefaults();
}

QWidget* MemoryPanel::buildControls()
{
    auto* column = new QWidget(this);
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);

    auto* setBox = new QGroupBox(tr("Working set of one GPU"), column);
    auto* setLayout = new QGridLayout(setBox);
    m_direct = new QRadioButton(tr("Set it directly"), setBox);
    m_fromModel = new QRadioButton(tr("Compute it from the model below"), setBox);
    auto* group = new QButtonGroup(setBox);
    group->addButton(m_direct);
    group->addButton(m_fromModel);
    m_direct->setAccessibleName(tr("Set the working set directly"));
    m_fromModel->setAccessibleName(tr("Compute the working set from the model"));
    m_slider = new QSlider(Qt::Horizontal, setBox);
    m_slider->setRange(0, kSliderSteps);
    m_slider->setAccessibleName(tr("Working set"));
    m_slider->setToolTip(tr("Working set, logarithmic from 1 GB to 6 TB"));
    m_workingSet = new QDoubleSpinBox(setBox);
    m_workingSet->setRange(kMinGB, kMaxGB);
    m_workingSet->setDecimals(1);
    m_workingSet->setSuffix(tr(" GB"));
    m_workingSet->setAccessibleName(tr("Working set in gigabytes"));
    setLayout->addWidget(m_direct, 0, 0, 1, 2);
    setLayout->addWidget(m_fromModel, 1, 0, 1, 2);
    setLayout->addWidget(m_slider, 2, 0);
    setLayout->addWidget(m_workingSet, 2, 1);
    layout->addWidget(setBox);

    auto* modelBox = new QGroupBox(tr("Model-size calculator (training, one GPU)"), column);
    auto* form = new QFormLayout(modelBox);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Labels go above their fields when the column is narrow (a large font).
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_parameters = new QDoubleSpinBox(modelBox);
    m_parameters->setRange(0.1, 2000.0);
    m_parameters->setDecimals(1);
    m_parameters->setSuffix(tr(" billion"));
    m_parameters->setAccessibleName(tr("Parameters in billions"));
    m_precision = new QComboBox(modelBox);
    addItems(m_precision,
             {{tr("Mixed BF16/FP16 with FP32 master"), int(TrainingPrecision::Mixed16)},
              {tr("FP32"), int(TrainingPrecision::Fp32)}});
    m_precision->setAccessibleName(tr("Precision"));
    m_optimizer = new QComboBox(modelBox);
    addItems(m_optimizer, {{tr("Adam"), int(Optimizer::Adam)},
                           {tr("SGD with momentum"), int(Optimizer::SgdMomentum)},
                           {tr("SGD without momentum"), int(Optimizer::Sgd)}});
    m_optimizer->setAccessibleName(tr("Optimizer"));
    m_batch = new QSpinBox(modelBox);
    m_batch->setRange(1, 256);
    m_batch->setAccessibleName(tr("Micro-batch in sequences"));
    m_sequence = new QSpinBox(modelBox);
    m_sequence->setRange(128, 131072);
    m_sequence->setSingleStep(512);
    m_sequence->setAccessibleName(tr("Sequence length in tokens"));
    m_layers = new QSpinBox(modelBox);
    m_layers->setRange(1, 256);
    m_layers->setAccessibleName(tr("Layers"));
    m_hidden = new QSpinBox(modelBox);
    m_hidden->setRange(64, 65536);
    m_hidden->setSingleStep(128);
    m_hidden->setAccessibleName(tr("Hidden size"));
    m_heads = new QSpinBox(modelBox);
    m_heads->setRange(1, 512);
    m_heads->setAccessibleName(tr("Attention heads"));
    m_recompute = new QComboBox(modelBox);
    addItems(m_recompute, {{tr("None: keep every activation"), int(Recomputation::None)},
                           {tr("Selective: recompute attention"), int(Recomputation::Selective)},
                           {tr("Full: keep layer inputs only"), int(Recomputation::Full)}});
    m_recompute->setAccessibleName(tr("Activation recomputation"));
    form->addRow(tr("Parameters"), m_parameters);
    form->addRow(tr("Precision"), m_precision);
    form->addRow(tr("Optimizer"), m_optimizer);
    form->addRow(tr("Micro-batch"), m_batch);
    form->addRow(tr("Sequence"), m_sequence);
    form->addRow(tr("Layers"), m_layers);
    form->addRow(tr("Hidden size"), m_hidden);
    form->addRow(tr("Heads"), m_heads);
    form->addRow(tr("Recomputation"), m_recompute);
    m_note = new QLabel(modelBox);
    m_note->setWordWrap(true);
    form->addRow(m_note);
    layout->addWidget(modelBox);
    layout->addStretch(1);
    return column;
}

QWidget* MemoryPanel::buildFigures()
{
    auto* column = new QWidget(this);
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    // Two rows of tiles (where the working set lands, then the model's parts); a row wraps
    // when a large font makes its tiles wider than the page.
    m_statusTile = new MetricTile(tr("Placement"), column);
    m_hbmTile = new MetricTile(tr("In HBM"), column);
    m_spillTile = new MetricTile(tr("Spilled out of HBM"), column);
    m_spillTimeTile = new MetricTile(tr("Spill cost per pass"), column);
    m_weightsTile = new MetricTile(tr("Weights"), column);
    m_gradientsTile = new MetricTile(tr("Gradients"), column);
    m_optimizerTile = new MetricTile(tr("Optimizer state"), column);
    m_activationsTile = new MetricTile(tr("Activations"), column);
    m_totalTile = new MetricTile(tr("Model total"), column);
    for (const QList<MetricTile*>& row :
         {QList<MetricTile*>{m_statusTile, m_hbmTile, m_spillTile, m_spillTimeTile},
          QList<MetricTile*>{m_weightsTile, m_gradientsTile, m_optimizerTile, m_activationsTile,
                             m_totalTile}}) {
        auto* flow = new FlowLayout;
        for (MetricTile* tile : row)
            flow->addWidget(tile);
        layout->addLayout(flow);
    }

    // The chart beside the explainer where the two fit, the explainer under it where they do
    // not (a projector in presenter mode); the column scrolls downwards.
    m_chart = new SummaryChart;
    m_chart->setTitle(tr("Pressure on each tier"));
    m_explainer = new ExplainerPanel;
    m_explainer->setMinimumHeight(fontMetrics().height() * 14);
    auto* lower = new WrappingSplitter(column);
    lower->addWidget(m_chart);
    lower->addWidget(m_explainer);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    lower->setSizes({600, 400});
    layout->addWidget(lower, 1);
    fitFigureSizes();
    return column;
}

void MemoryPanel::connectInputs()
{
    connect(m_slider, &QSlider::valueChanged, this, &MemoryPanel::onSliderMoved);
    connect(m_workingSet, &QDoubleSpinBox::valueChanged, this, &MemoryPanel::onSpinChanged);
    connect(m_fromModel, &QRadioButton::toggled, this, &MemoryPanel::recompute);
    for (QComboBox* combo : {m_precision, m_optimizer, m_recompute})
        connect(combo, &QComboBox::currentIndexChanged, this, &MemoryPanel::recompute);
    for (QSpinBox* spin : {m_batch, m_sequence, m_layers, m_hidden, m_heads})
        connect(spin, &QSpinBox::valueChanged, this, &MemoryPanel::recompute);
    connect(m_parameters, &QDoubleSpinBox::valueChanged, this, &MemoryPanel::recompute);
}

bool MemoryPanel::fromModel() const
{
    return m_fromModel->isChecked();
}

double MemoryPanel::workingSetGB() const
{
    return m_placement.workingSetBytes / 1e9;
}

ModelShape MemoryPanel::shape() const
{
    ModelShape shape;
    shape.parameters = m_parameters->value() * 1e9;
    shape.precision = TrainingPrecision(m_precision->currentData().toInt());
    shape.optimizer = Optimizer(m_optimizer->currentData().toInt());
    shape.recompute = Recomputation(m_recompute->currentData().toInt());
    shape.microBatch = m_batch->value();
    shape.sequence = m_sequence->value();
    shape.layers = m_layers->value();
    shape.hidden = m_hidden->value();
    shape.heads = m_heads->value();
    return shape;
}

void MemoryPanel::setWorkingSetGB(double gb)
{
    const bool was = m_updating;
    m_updating = true;
    m_workingSet->setValue(gb);
    m_slider->setValue(sliderPosition(gb));
    m_updating = was;
}

void MemoryPanel::onSliderMoved(int position)
{
    if (m_updating)
        return;
    m_updating = true;
    m_workingSet->setValue(std::round(sliderGB(position) * 10.0) / 10.0);
    m_updating = false;
    recompute();
}

void MemoryPanel::onSpinChanged(double gb)
{
    if (m_updating)
        return;
    m_updating = true;
    m_slider->setValue(sliderPosition(gb));
    m_updating = false;
    recompute();
}

void MemoryPanel::recompute()
{
    if (m_updating)
        return;
    const bool model = fromModel();
    m_slider->setEnabled(!model);
    m_workingSet->setEnabled(!model);
    const ModelShape modelShape = shape();
    try {
        m_memory = core::train::trainingMemory(modelShape);
        m_note->clear();
    } catch (const core::Error& error) {
        m_memory = {};
        m_note->setText(memory_texts::modelError(error));
    }
    double bytes = m_workingSet->value() * 1e9;
    if (model) {
        bytes = m_memory.totalBytes();
        setWorkingSetGB(std::clamp(bytes / 1e9, kMinGB, kMaxGB));
    }
    m_placement = placeWorkingSet(bytes, defaultTiers());
    showModel();
    showPlacement();
    showExplainer();
    Q_EMIT changed();
}

void MemoryPanel::showModel()
{
    memory_texts::showBytes(m_weightsTile, m_memory.weightBytes,
                            tr("%1 B per parameter").arg(m_memory.perParameter.weights));
    memory_texts::showBytes(m_gradientsTile, m_memory.gradientBytes,
                            tr("%1 B per parameter").arg(m_memory.perParameter.gradients));
    memory_texts::showBytes(m_optimizerTile, m_memory.optimizerBytes,
                            tr("%1 B per parameter").arg(m_memory.perParameter.optimizer));
    memory_texts::showBytes(m_activationsTile, m_memory.activationBytes,
                            memory_texts::recomputeDetail(shape().recompute));
    memory_texts::showBytes(
        m_totalTile, m_memory.totalBytes(),
        tr("model state %1 B per parameter plus activations").arg(m_memory.perParameter.total()));
}

void MemoryPanel::showPlacement()
{
    memory_texts::showStatus(m_statusTile, m_placement);
    const TierShare& hbm = m_placement.tiers.front();
    memory_texts::showBytes(m_hbmTile, hbm.placedBytes,
                            memory_texts::pressureText(hbm.pressure, hbm.tier.capacityBytes));
    memory_texts::showBytes(m_spillTile, m_placement.spilledBytes + m_placement.unplacedBytes,
                            memory_texts::spillDetail(m_placement));
    memory_texts::showSpillTime(m_spillTimeTile, m_placement);
    memory_texts::showTierChart(m_chart, m_placement);
}

void MemoryPanel::showExplainer()
{
    m_explainer->setContent(memory_texts::explainer(m_placement, m_memory, shape(), fromModel()));
}

QJsonObject MemoryPanel::saveState() const
{
    const ModelShape s = shape();
    return {{"from_model", fromModel()},
            {"working_set_gb", m_workingSet->value()},
            {"parameters_billion", m_parameters->value()},
            {"precision", QString::fromUtf8(precisionName(s.precision).data())},
            {"optimizer", QString::fromUtf8(optimizerName(s.optimizer).data())},
            {"recompute", QString::fromUtf8(recomputationName(s.recompute).data())},
            {"micro_batch", s.microBatch},
            {"sequence", s.sequence},
            {"layers", s.layers},
            {"hidden", s.hidden},
            {"heads", s.heads}};
}

void MemoryPanel::restoreState(const QJsonObject& state)
{
    m_updating = true;
    const ModelShape defaults;
    auto pick = [](QComboBox* combo, const QString& name, auto nameOf, int count, int fallback) {
        int value = fallback;
        for (int i = 0; i < count; ++i) {
            if (name == QString::fromUtf8(nameOf(i).data()))
                value = i;
        }
        selectData(combo, value);
    };
    pick(
        m_precision, state.value("precision").toString(),
        [](int i) { return precisionName(TrainingPrecision(i)); }, 2, int(defaults.precision));
    pick(
        m_optimizer, state.value("optimizer").toString(),
        [](int i) { return optimizerName(Optimizer(i)); }, 3, int(defaults.optimizer));
    pick(
        m_recompute, state.value("recompute").toString(),
        [](int i) { return recomputationName(Recomputation(i)); }, 3, int(defaults.recompute));
    m_parameters->setValue(state.value("parameters_billion").toDouble(defaults.parameters / 1e9));
    m_batch->setValue(state.value("micro_batch").toInt(defaults.microBatch));
    m_sequence->setValue(state.value("sequence").toInt(defaults.sequence));
    m_layers->setValue(state.value("layers").toInt(defaults.layers));
    m_hidden->setValue(state.value("hidden").toInt(defaults.hidden));
    m_heads->setValue(state.value("heads").toInt(defaults.heads));
    const bool model = state.value("from_model").toBool(false);
    (model ? m_fromModel : m_direct)->setChecked(true);
    setWorkingSetGB(state.value("working_set_gb").toDouble(kDefaultWorkingSetGB));
    m_updating = false;
    recompute();
}

void MemoryPanel::resetToDefaults()
{
    restoreState(QJsonObject{});
}

void MemoryPanel::fitFigureSizes()
{
    // Room for the tiers' names and sizes beside and between their bars, and for the
    // explainer's lines, in the page's font (presenter mode's is half as large again): where
    // the two do not fit side by side, the chart takes the column's width (beside the
    // explainer on a projector, it cut the names to "Host-DRAM (5...").
    const int character = fontMetrics().averageCharWidth();
    m_chart->setMinimumSize(std::max(300, character * 45),
                            std::max(220, fontMetrics().height() * 15));
    m_explainer->setMinimumWidth(std::max(260, character * 36));
}

void MemoryPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && m_chart)
        recompute();
    if (event->type() == QEvent::FontChange && m_chart)
        fitFigureSizes();
}

} // namespace ailab::labs::gpu_server
