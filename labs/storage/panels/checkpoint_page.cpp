#include "labs/storage/panels/checkpoint_page.h"

#include "core/error.h"
#include "core/storage/checkpoint_model.h"
#include "core/storage/workloads.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/storage/views/storage_explainers.h"
#include "labs/storage/views/storage_format.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace ailab::labs::storage {

namespace cs = core::storage;

namespace {
constexpr double kGB = 1e9;
// The course's figures: 400 GB, 10 GB/s, every 30 minutes; 8 ranks on a 40 GB/s tier and a
// failure a day for the modes and the intervals (teaching assumptions).
constexpr int kDefaultSizeGB = 400;
constexpr int kDefaultRateGBps = 10;
constexpr int kDefaultIntervalMin = 30;
constexpr int kDefaultRanks = 8;
constexpr int kDefaultTierGBps = 40;
constexpr double kDefaultMtbfHours = 24.0;
// The write animation lasts this long on the wall clock, whatever the write's time.
constexpr double kAnimationWallSeconds = 3.0;
constexpr int kAnimationTickMs = 30;

QString modelName(const std::string& id)
{
    if (id == "llama3-8b")
        return QStringLiteral("Llama 3 8B");
    if (id == "llama3-70b")
        return QStringLiteral("Llama 3 70B");
    if (id == "llama3-405b")
        return QStringLiteral("Llama 3 405B");
    if (id == "llama3-1t")
        return QStringLiteral("Llama 3 1T");
    return QString::fromStdString(id);
}

constexpr int kNoteColumn = 4;

const QString kSize = QStringLiteral("sizeGB");
const QString kRate = QStringLiteral("writeGBps");
const QString kInterval = QStringLiteral("intervalMin");
const QString kRanks = QStringLiteral("ranks");
const QString kTier = QStringLiteral("tierGBps");
const QString kMtbf = QStringLiteral("mtbfHours");
} // namespace

CheckpointPage::CheckpointPage(QWidget* parent)
    : LabPage(parent)
{
    auto* content = new QWidget(this);

    auto* sliders = new QGroupBox(tr("Checkpoint (the course's three sliders)"), content);
    auto* grid = new QGridLayout(sliders);
    const auto addSlider = [&](int row, const QString& label, int min, int max, int step,
                               QSlider*& slider, QLabel*& value) {
        slider = new QSlider(Qt::Horizontal, sliders);
        slider->setRange(min, max);
        slider->setSingleStep(step);
        slider->setPageStep(step * 10);
        slider->setAccessibleName(QString(label).remove(QLatin1Char('&')));
        slider->setMinimumWidth(slider->fontMetrics().averageCharWidth() * 16);
        auto* title = new QLabel(label, sliders);
        title->setBuddy(slider);
        value = new QLabel(sliders);
        value->setMinimumWidth(value->fontMetrics().horizontalAdvance(QStringLiteral("00.0 TB")));
        grid->addWidget(title, row, 0);
        grid->addWidget(slider, row, 1);
        grid->addWidget(value, row, 2);
        connect(slider, &QSlider::valueChanged, this, [this] {
            if (!m_applyingModel)
                m_model->setCurrentIndex(0);
            recompute();
        });
    };
    addSlider(0, tr("Checkpoint si&ze"), 10, 20000, 10, m_size, m_sizeValue);
    addSlider(1, tr("Effective write &bandwidth"), 1, 100, 1, m_rate, m_rateValue);
    addSlider(2, tr("Checkpoint &every"), 1, 240, 1, m_interval, m_intervalValue);
    grid->setColumnStretch(1, 1);

    auto* more = new QGroupBox(tr("Modes and failures"), content);
    auto* form = new QGridLayout(more);
    m_model = new QComboBox(more);
    m_model->addItem(tr("Your own"));
    for (const cs::CheckpointWorkload& w : cs::checkpointWorkloads())
        m_model->addItem(tr("%1 (%2, %n rank(s))", "", w.processes)
                             .arg(modelName(w.id), StorageFormat::bytes(w.checkpointBytes)),
                         QString::fromStdString(w.id));
    m_model->setAccessibleName(tr("Checkpoint of an MLPerf Storage model"));
    m_ranks = new QSpinBox(more);
    m_ranks->setRange(1, 4096);
    m_ranks->setAccessibleName(tr("Ranks writing"));
    m_tier = new QSpinBox(more);
    m_tier->setRange(1, 2000);
    m_tier->setSuffix(tr(" GB/s"));
    m_tier->setAccessibleName(tr("Tier's aggregate write bandwidth"));
    m_mtbf = new QDoubleSpinBox(more);
    m_mtbf->setRange(0.0, 10000.0);
    m_mtbf->setDecimals(1);
    m_mtbf->setSuffix(tr(" h"));
    m_mtbf->setSpecialValueText(tr("not given"));
    m_mtbf->setAccessibleName(tr("Mean time between failures"));
    const auto addBox = [&](int row, const QString& label, QWidget* box) {
        auto* title = new QLabel(label, more);
        title->setBuddy(box);
        form->addWidget(title, row, 0);
        form->addWidget(box, row, 1);
    };
    addBox(0, tr("Checkpoint &of"), m_model);
    addBox(1, tr("Ranks &writing (sharded, async)"), m_ranks);
    addBox(2, tr("Tier's &aggregate bandwidth"), m_tier);
    addBox(3, tr("Mea&n time between failures"), m_mtbf);

    // The two boxes side by side where they fit, the second under the first where they do
    // not (a projector in presenter mode).
    auto* inputs = new FlowLayout;
    inputs->addWidget(sliders);
    inputs->addWidget(more);

    auto* tiles = new FlowLayout;
    m_duration = new MetricTile(tr("Idealized write duration"), content);
    m_overhead = new MetricTile(tr("Synchronous checkpoint overhead"), content);
    m_volume = new MetricTile(tr("Average checkpoint data volume"), content);
    m_young = new MetricTile(tr("Young's interval"), content);
    m_daly = new MetricTile(tr("Daly's interval"), content);
    m_lost = new MetricTile(tr("Work lost per failure"), content);
    for (MetricTile* t : {m_duration, m_overhead, m_volume, m_young, m_daly, m_lost})
        tiles->addWidget(t);
    m_duration->setExplanation(tr("Size over the write rate: one writer, no overlap."));
    m_overhead->setExplanation(tr("The blocking pause over the interval, as the course "
                                  "computes it."));
    m_volume->setExplanation(tr("Checkpoint data written per hour of training."));
    m_young->setExplanation(tr("√(2 δ M): the interval that balances checkpoint pauses "
                               "against work lost to failures (Young 1974)."));
    m_daly->setExplanation(tr("Daly's higher-order estimate of the best interval (2006)."));
    m_lost->setExplanation(tr("About half an interval plus the pause, lost at each failure."));

    auto* progressRow = new QHBoxLayout;
    m_write = new QPushButton(tr("&Go: write one checkpoint"), content);
    m_progress = new QProgressBar(content);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setAccessibleName(tr("Checkpoint write progress"));
    // The text under the bar, on its own wrapped line: beside it, it squeezed the button.
    m_progressText = new QLabel(content);
    m_progressText->setWordWrap(true);
    m_write->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    progressRow->addWidget(new QLabel(tr("Checkpoint write progress"), content));
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_write);
    m_animation = new QTimer(this);
    m_animation->setInterval(kAnimationTickMs);
    connect(m_animation, &QTimer::timeout, this, &CheckpointPage::advanceWrite);
    connect(m_write, &QPushButton::clicked, this, [this] {
        m_writeProgress = 0;
        m_animation->start();
        advanceWrite();
    });

    m_modes = new QTableWidget(3, 5, content);
    m_modes->setHorizontalHeaderLabels({tr("Mode"), tr("Write"), tr("Training pause"),
                                        tr("Overhead"), tr("Note")});
    m_modes->verticalHeader()->setVisible(false);
    m_modes->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_modes->setAccessibleName(tr("Blocking, asynchronous and sharded checkpoints"));
    fitColumnsWrapping(m_modes, kNoteColumn);
    m_chart = new SummaryChart(content);
    m_chart->setTitle(tr("Training pause per checkpoint"));
    m_chart->setMinimumHeight(m_chart->fontMetrics().height() * 14);
    m_explainer = new ExplainerPanel(content);
    auto* views = new QTabWidget(content);
    auto* side = new QWidget(views);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_modes);
    sideLayout->addWidget(m_chart, 1);
    views->addTab(side, tr("Sync, async and sharded"));
    views->addTab(m_explainer, tr("How checkpoints cost time"));
    views->setAccessibleName(tr("Checkpoint modes and explanation"));

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(inputs);
    layout->addLayout(tiles);
    layout->addLayout(progressRow);
    layout->addWidget(m_progressText);
    layout->addWidget(views, 1);
    hostInVerticalScroll(this, content);

    for (QSpinBox* box : {m_ranks, m_tier})
        connect(box, &QSpinBox::valueChanged, this, [this] { recompute(); });
    connect(m_mtbf, &QDoubleSpinBox::valueChanged, this, [this] { recompute(); });
    connect(m_model, &QComboBox::currentIndexChanged, this, &CheckpointPage::applyModel);
    resetToDefaults();
}

CheckpointPage::~CheckpointPage() = default;

QString CheckpointPage::pageSummary() const
{
    return tr("How checkpoint size and write bandwidth interrupt training: blocking, "
              "asynchronous and sharded checkpoints, and the best interval for a failure rate.");
}

cs::CheckpointSetup CheckpointPage::setup() const
{
    cs::CheckpointSetup s;
    s.bytes = m_size->value() * kGB;
    s.writerBytesPerSecond = m_rate->value() * kGB;
    s.tierBytesPerSecond = m_tier->value() * kGB;
    s.intervalS = m_interval->value() * 60.0;
    s.mode = cs::CheckpointMode::Blocking;
    s.ranks = m_ranks->value();
    s.mtbfS = m_mtbf->value() * 3600.0;
    return s;
}

void CheckpointPage::applyModel(int index)
{
    const QString id = m_model->itemData(index).toString();
    const cs::CheckpointWorkload* w = cs::findCheckpointWorkload(id.toStdString());
    if (w == nullptr)
        return;
    m_applyingModel = true;
    m_size->setValue(int(std::lround(w->checkpointBytes / kGB)));
    m_ranks->setValue(w->processes);
    m_applyingModel = false;
    recompute();
}

void CheckpointPage::recompute()
{
    // Another checkpoint: the one shown written (or being written) is not this one.
    m_animation->stop();
    m_writeProgress = 0;
    const cs::CheckpointSetup base = setup();
    m_sizeValue->setText(StorageFormat::bytes(base.bytes));
    m_rateValue->setText(StorageFormat::rate(base.writerBytesPerSecond));
    m_intervalValue->setText(StorageFormat::duration(base.intervalS));

    // The course's tiles: one blocking writer, capped by nothing but its own rate.
    cs::CheckpointSetup course = base;
    course.tierBytesPerSecond = 0;
    const cs::CheckpointResult r = cs::evaluateCheckpoint(course);
    m_duration->setValue(StorageFormat::seconds(r.writeSeconds));
    m_duration->setDetail(tr("%1 at %2").arg(StorageFormat::bytes(base.bytes),
                                             StorageFormat::rate(base.writerBytesPerSecond)));
    m_overhead->setValue(StorageFormat::percent(r.overheadFraction));
    m_overhead->setDetail(tr("%1 of wall time").arg(StorageFormat::percent(r.wallFraction)));
    m_volume->setValue(tr("%1/h").arg(StorageFormat::bytes(r.bytesPerHour)));
    m_volume->setDetail(tr("one checkpoint every %1").arg(StorageFormat::duration(base.intervalS)));
    if (base.mtbfS > 0) {
        m_young->setValue(StorageFormat::duration(r.youngIntervalS));
        m_daly->setValue(StorageFormat::duration(r.dalyIntervalS));
        m_young->setDetail(tr("for a %1 pause").arg(StorageFormat::seconds(r.stallSeconds)));
        m_daly->setDetail(tr("waste %1 there").arg(StorageFormat::percent(r.dalyWasteFraction)));
        m_lost->setValue(StorageFormat::duration(r.expectedLostPerFailureS));
        m_lost->setDetail(tr("waste %1 at your interval")
                              .arg(StorageFormat::percent(r.failureWasteFraction)));
    } else {
        for (MetricTile* t : {m_young, m_daly, m_lost}) {
            t->setValue(tr("–"));
            t->setDetail(tr("give a mean time between failures"));
        }
    }

    // The three modes against the tier, side by side.
    QList<double> pauses;
    QList<double> writes;
    QStringList modes;
    int row = 0;
    for (cs::CheckpointMode mode :
         {cs::CheckpointMode::Blocking, cs::CheckpointMode::Async, cs::CheckpointMode::Sharded}) {
        cs::CheckpointSetup s = base;
        s.mode = mode;
        const cs::CheckpointResult m = cs::evaluateCheckpoint(s);
        const QString name = StorageFormat::checkpointMode(mode);
        modes << name;
        pauses << m.stallSeconds;
        writes << m.writeSeconds;
        QString note;
        if (mode == cs::CheckpointMode::Async)
            note = m.backgroundOverruns
                       ? tr("the background write outlasts the interval")
                       : tr("writes in the background while training reads");
        else if (mode == cs::CheckpointMode::Sharded)
            note = tr("%n rank(s) at %1 together", "", s.ranks)
                       .arg(StorageFormat::rate(m.writeBytesPerSecond));
        else
            note = tr("one writer at %1").arg(StorageFormat::rate(m.writeBytesPerSecond));
        const QStringList cells{name, StorageFormat::seconds(m.writeSeconds),
                                StorageFormat::seconds(m.stallSeconds),
                                StorageFormat::percent(m.overheadFraction), note};
        for (int c = 0; c < cells.size(); ++c)
            m_modes->setItem(row, c, new QTableWidgetItem(cells[c]));
        ++row;
    }
    m_chart->setBars(modes,
                     {BarSeries{tr("Training pause"), pauses, QColor(), false},
                      BarSeries{tr("Write, first to last byte"), writes, QColor(), false}},
                     tr("Time (s)"));
    m_explainer->setContent(StorageExplainers::checkpoint(base, r));
    advanceWrite();
}

void CheckpointPage::advanceWrite()
{
    const cs::CheckpointSetup s = setup();
    const double write = s.bytes / s.writerBytesPerSecond;
    if (m_animation->isActive())
        m_writeProgress =
            std::min(1.0, m_writeProgress + kAnimationTickMs / 1000.0 / kAnimationWallSeconds);
    m_progress->setValue(int(std::lround(m_writeProgress * 1000)));
    if (!m_animation->isActive() && m_writeProgress <= 0) {
        m_progressText->setText(tr("Not written yet: press Go to watch the %1 write, time "
                                   "compressed.")
                                    .arg(StorageFormat::seconds(write)));
    } else {
        m_progressText->setText(tr("%1 of %2 written, training paused (time compressed)")
                                    .arg(StorageFormat::seconds(m_writeProgress * write),
                                         StorageFormat::seconds(write)));
    }
    if (m_writeProgress >= 1.0)
        m_animation->stop();
}

QJsonObject CheckpointPage::saveState() const
{
    return {{kSize, m_size->value()},   {kRate, m_rate->value()}, {kInterval, m_interval->value()},
            {kRanks, m_ranks->value()}, {kTier, m_tier->value()}, {kMtbf, m_mtbf->value()}};
}

void CheckpointPage::restoreState(const QJsonObject& state)
{
    struct Field
    {
        const QString* key;
        double min;
        double max;
        double value;
    };
    Field fields[] = {{&kSize, 10, 20000, kDefaultSizeGB},
                      {&kRate, 1, 100, kDefaultRateGBps},
                      {&kInterval, 1, 240, kDefaultIntervalMin},
                      {&kRanks, 1, 4096, kDefaultRanks},
                      {&kTier, 1, 2000, kDefaultTierGBps},
                      {&kMtbf, 0, 10000, kDefaultMtbfHours}};
    for (auto it = state.begin(); it != state.end(); ++it) {
        const bool known = std::any_of(std::begin(fields), std::end(fields),
                                       [&](const Field& f) { return *f.key == it.key(); });
        if (!known)
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    for (Field& f : fields) {
        const QJsonValue v = state.value(*f.key);
        if (v.isUndefined())
            continue;
        if (!v.isDouble() || v.toDouble() < f.min || v.toDouble() > f.max)
            throw core::Error("expected a number from " + std::to_string(int(f.min)) + " to " +
                                  std::to_string(int(f.max)),
                              "/" + f.key->toStdString());
        f.value = v.toDouble();
    }
    m_animation->stop();
    m_writeProgress = 0;
    m_applyingModel = true;
    m_size->setValue(int(fields[0].value));
    m_rate->setValue(int(fields[1].value));
    m_interval->setValue(int(fields[2].value));
    m_ranks->setValue(int(fields[3].value));
    m_tier->setValue(int(fields[4].value));
    m_mtbf->setValue(fields[5].value);
    m_model->setCurrentIndex(0);
    m_applyingModel = false;
    recompute();
}

void CheckpointPage::resetToDefaults()
{
    restoreState(QJsonObject{});
}

} // namespace ailab::labs::storage
