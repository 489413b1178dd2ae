#include "labs/storage/views/starvation_controls.h"

#include "core/models/storage/stage_rates.h"
#include "core/storage/input_pipeline.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/storage/views/storage_format.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <algorithm>
#include <cmath>
#include <limits>

namespace ailab::labs::storage {

namespace {
constexpr double kGB = 1e9;

int sliderValue(double bytesPerSecond)
{
    if (!std::isfinite(bytesPerSecond))
        return StarvationControls::kMaxGBps;
    return std::clamp(int(std::lround(bytesPerSecond / kGB)), 1, StarvationControls::kMaxGBps);
}
} // namespace

StarvationControls::StarvationControls(QWidget* parent)
    : QWidget(parent)
{
    auto* rates = new QGroupBox(tr("Capacities (the course's three sliders)"), this);
    auto* grid = new QGridLayout(rates);
    const auto addRow = [&](int row, const QString& label, QSlider*& slider, QLabel*& value) {
        slider = makeSlider(label);
        auto* title = new QLabel(label, rates);
        title->setBuddy(slider);
        value = new QLabel(rates);
        grid->addWidget(title, row, 0);
        grid->addWidget(slider, row, 1);
        grid->addWidget(value, row, 2);
    };
    addRow(0, tr("St&orage throughput"), m_storage, m_storageValue);
    addRow(1, tr("&Preprocessing throughput"), m_preprocessing, m_preprocessingValue);
    addRow(2, tr("GPU &demand"), m_demand, m_demandValue);
    fitValueLabels();
    grid->setColumnStretch(1, 1);

    auto* loader = new QGroupBox(tr("What the closed form leaves out"), this);
    auto* form = new QGridLayout(loader);
    m_readers = new QSpinBox(loader);
    m_readers->setRange(1, 64);
    m_readers->setAccessibleName(tr("Loader workers per GPU"));
    m_prefetch = new QSpinBox(loader);
    m_prefetch->setRange(1, 64);
    // "1 batch", "2 batches": the suffix follows the number.
    const auto batchSuffix = [this](int batches) {
        m_prefetch->setSuffix(batches == 1 ? tr(" batch") : tr(" batches"));
    };
    batchSuffix(m_prefetch->value());
    connect(m_prefetch, &QSpinBox::valueChanged, this, batchSuffix);
    m_prefetch->setAccessibleName(tr("Batches ahead per GPU"));
    m_jitter = new QDoubleSpinBox(loader);
    m_jitter->setRange(0.0, 3.0);
    m_jitter->setSingleStep(0.1);
    m_jitter->setDecimals(1);
    m_jitter->setAccessibleName(tr("Spread of read latency"));
    const auto addBox = [&](int row, const QString& label, QWidget* box) {
        auto* title = new QLabel(label, loader);
        title->setBuddy(box);
        form->addWidget(title, row, 0);
        form->addWidget(box, row, 1);
    };
    addBox(0, tr("Loader &workers per GPU"), m_readers);
    addBox(1, tr("&Batches ahead (prefetch)"), m_prefetch);
    addBox(2, tr("Late&ncy jitter (CV)"), m_jitter);
    m_readers->setToolTip(tr("The data loader's workers per GPU; each prepares a whole batch."));
    m_prefetch->setToolTip(tr("Batches in preparation or ready ahead of each GPU."));
    m_jitter->setToolTip(tr("The coefficient of variation of each read's latency: 0 is "
                            "steady, 1 varies as much as it lasts."));

    // The rates and the loader side by side where they fit, the loader under the rates where
    // they do not (a projector in presenter mode, German).
    auto* layout = new FlowLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(rates);
    layout->addWidget(loader);

    connect(m_readers, &QSpinBox::editingFinished, this, [this] {
        if (!m_showing)
            emit edited();
    });
    connect(m_prefetch, &QSpinBox::editingFinished, this, [this] {
        if (!m_showing)
            emit edited();
    });
    connect(m_jitter, &QDoubleSpinBox::editingFinished, this, [this] {
        if (!m_showing)
            emit edited();
    });
}

QSlider* StarvationControls::makeSlider(const QString& name)
{
    auto* slider = new QSlider(Qt::Horizontal, this);
    slider->setRange(1, kMaxGBps);
    slider->setPageStep(4);
    slider->setTracking(false); // a drag applies once, when released
    slider->setAccessibleName(QString(name).remove(QLatin1Char('&')));
    slider->setMinimumWidth(slider->fontMetrics().averageCharWidth() * 16);
    connect(slider, &QSlider::sliderMoved, this, [this] { updateValueLabels(); });
    connect(slider, &QSlider::valueChanged, this, [this] {
        updateValueLabels();
        if (!m_showing)
            emit edited();
    });
    return slider;
}

void StarvationControls::updateValueLabels()
{
    // At the position it was shown at, a slider reads the rate the closed form uses (2.29
    // GB/s, not the 2 its whole steps can hold); moved, the rate it will apply.
    const auto text = [this](int i, QSlider* s) {
        if (s->sliderPosition() == m_shownPositions[i])
            return StorageFormat::rate(m_shownRates[i]);
        return StorageFormat::rate(double(s->sliderPosition()) * kGB);
    };
    m_storageValue->setText(text(0, m_storage));
    m_preprocessingValue->setText(text(1, m_preprocessing));
    m_demandValue->setText(text(2, m_demand));
}

void StarvationControls::showConfig(const core::storage::PipelineConfig& config, double storage,
                                    double preprocessing, double demand)
{
    m_showing = true;
    m_shownRates[0] = storage;
    m_shownRates[1] = preprocessing;
    m_shownRates[2] = demand;
    m_shownPositions[0] = sliderValue(storage);
    m_shownPositions[1] = sliderValue(preprocessing);
    m_shownPositions[2] = sliderValue(demand);
    m_storage->setValue(sliderValue(storage));
    m_preprocessing->setValue(sliderValue(preprocessing));
    m_demand->setValue(sliderValue(demand));
    m_readers->setValue(config.jobs.front().readers);
    m_prefetch->setValue(config.jobs.front().prefetch);
    m_jitter->setValue(config.tier.latencyJitter);
    m_showing = false;
    updateValueLabels();
}

core::storage::PipelineConfig
StarvationControls::config(const core::storage::PipelineConfig& current) const
{
    namespace m = core::models::storage;
    const auto rate = [this](int i, const QSlider* slider) {
        return slider->value() == m_shownPositions[i] ? m_shownRates[i] : slider->value() * kGB;
    };
    core::storage::PipelineConfig c =
        m::withStageRates(current, rate(0, m_storage), rate(1, m_preprocessing),
                          rate(2, m_demand));
    return m::withLoaderSettings(c, m_readers->value(), m_prefetch->value(), m_jitter->value());
}

void StarvationControls::fitValueLabels()
{
    for (QLabel* value : {m_storageValue, m_preprocessingValue, m_demandValue}) {
        const QFontMetrics metrics = value->fontMetrics();
        value->setMinimumWidth(
            std::max(metrics.horizontalAdvance(QStringLiteral("00.00 GB/s")),
                     metrics.horizontalAdvance(StorageFormat::rate(std::numeric_limits<double>::infinity()))));
    }
}

void StarvationControls::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        fitValueLabels();
}

} // namespace ailab::labs::storage
