#include "labs/storage/panels/tiers_page.h"

#include "core/error.h"
#include "core/models/storage/small_files_study.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/storage/views/storage_explainers.h"
#include "labs/storage/views/storage_format.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrent>
#include <cmath>

namespace ailab::labs::storage {

namespace ms = core::models::storage;
namespace cs = core::storage;

namespace {
const QString kAccelerators = QStringLiteral("accelerators");
const QString kAccelerator = QStringLiteral("accelerator");
constexpr int kDefaultAccelerators = 32;
// The columns that wrap: names and sentences.
constexpr int kTierColumn = 0;
constexpr int kLayoutColumn = 1;
constexpr int kLimitColumn = 4;
constexpr int kCaseColumn = 0;
constexpr int kMetadataLoadColumn = 2;
} // namespace

TiersPage::TiersPage(QWidget* parent)
    : LabPage(parent)
{
    auto* content = new QWidget(this);
    auto* inputs = new QGroupBox(tr("One dataset, two layouts, four tiers"), content);
    auto* row = new FlowLayout(inputs);
    m_accelerators = new QSpinBox(inputs);
    m_accelerators->setRange(1, 512);
    m_accelerators->setAccessibleName(tr("Accelerators reading"));
    m_accelerator = new QComboBox(inputs);
    m_accelerator->addItem(tr("NVIDIA H100"), QStringLiteral("h100"));
    m_accelerator->addItem(tr("NVIDIA A100"), QStringLiteral("a100"));
    m_accelerator->setAccessibleName(tr("Accelerator type"));
    auto* acceleratorsLabel = new QLabel(tr("ResNet-50 on &accelerators"), inputs);
    acceleratorsLabel->setBuddy(m_accelerators);
    auto* typeLabel = new QLabel(tr("&of type"), inputs);
    typeLabel->setBuddy(m_accelerator);
    m_compare = new QPushButton(tr("Com&pare the tiers"), inputs);
    m_stop = new QPushButton(tr("Stop"), inputs);
    m_stop->setEnabled(false);
    m_progress = new QProgressBar(inputs);
    m_progress->setRange(0, int(ms::smallFilesCases().size()));
    m_progress->setAccessibleName(tr("Comparison progress"));
    for (QWidget* w : std::initializer_list<QWidget*>{acceleratorsLabel, m_accelerators, typeLabel,
                                                      m_accelerator, m_compare, m_stop,
                                                      m_progress})
        row->addWidget(w);
    m_status = new QLabel(content);
    m_status->setWordWrap(true);

    // Two tables of the same eight runs, each narrow enough for a projector's width: what the
    // accelerators get, and what the storage carries for it. Titles on two lines; the
    // sentence-like cells wrap.
    const auto table = [content](const QStringList& titles, const QString& name) {
        auto* t = new QTableWidget(0, int(titles.size()), content);
        QStringList stacked;
        for (const QString& title : titles)
            stacked << stackedTitle(title, 10);
        t->setHorizontalHeaderLabels(stacked);
        t->verticalHeader()->setVisible(false);
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setAccessibleName(name);
        t->setMinimumHeight(t->fontMetrics().height() * 12);
        return t;
    };
    m_table = table({tr("Tier"), tr("Layout"), tr("AU"), tr("Delivered"), tr("Limit (closed form)")},
                    tr("What the accelerators get from each tier and layout"));
    fitColumnsWrapping(m_table, {kTierColumn, kLayoutColumn, kLimitColumn});
    m_loadTable = table({tr("Tier and layout"), tr("Metadata operations"), tr("Metadata load"),
                         tr("IOPS load"), tr("Read latency p50"), tr("Staging to local NVMe")},
                        tr("What each tier carries for each layout"));
    fitColumnsWrapping(m_loadTable, {kCaseColumn, kMetadataLoadColumn});
    auto* figures = new QWidget(content);
    auto* figuresLayout = new QVBoxLayout(figures);
    figuresLayout->addWidget(new QLabel(tr("<b>What the accelerators get</b>"), figures));
    figuresLayout->addWidget(m_table, 1);
    figuresLayout->addWidget(new QLabel(tr("<b>What the storage carries</b>"), figures));
    figuresLayout->addWidget(m_loadTable, 1);
    m_chart = new SummaryChart(content);
    m_chart->setTitle(tr("Accelerator utilisation by tier and layout"));
    m_chart->setMinimumHeight(m_chart->fontMetrics().height() * 14);
    m_explainer = new ExplainerPanel(content);
    m_explainer->setContent(StorageExplainers::tiers());
    auto* views = new QTabWidget(content);
    views->addTab(figures, tr("Figures"));
    views->addTab(m_chart, tr("Chart"));
    views->addTab(m_explainer, tr("Why small files hurt"));
    views->setAccessibleName(tr("Tier comparison and explanation"));

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(inputs);
    layout->addWidget(m_status);
    layout->addWidget(views, 1);
    hostInVerticalScroll(this, content);

    connect(m_compare, &QPushButton::clicked, this, &TiersPage::compare);
    connect(m_stop, &QPushButton::clicked, this, &TiersPage::stop);
    connect(&m_watcher, &QFutureWatcher<int>::resultReadyAt, this, &TiersPage::onRowReady);
    connect(&m_watcher, &QFutureWatcher<int>::finished, this, &TiersPage::onFinished);
    resetToDefaults();
}

TiersPage::~TiersPage()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

int TiersPage::rowCount() const
{
    return int(m_rows.size());
}

QString TiersPage::pageSummary() const
{
    return tr("The same dataset as a few large files or millions of small ones, on each "
              "storage tier: what the metadata service and the operation rates cost the GPUs, "
              "and what staging to local NVMe takes.");
}

void TiersPage::compare()
{
    if (m_watcher.isRunning())
        return;
    ms::SmallFilesStudyConfig config;
    config.accelerators = m_accelerators->value();
    config.accelerator = m_accelerator->currentData().toString().toStdString();
    try {
        ms::validateSmallFilesStudy(config);
    } catch (const core::Error& e) {
        m_status->setText(tr("Not run: %1").arg(QString::fromStdString(e.what())));
        return;
    }
    clearRows();
    const std::vector<ms::SmallFilesCase> cases = ms::smallFilesCases();
    m_pending = std::make_shared<std::vector<ms::SmallFilesRow>>(cases.size());
    m_error = std::make_shared<QString>();
    auto rows = m_pending;
    auto error = m_error;
    m_compare->setEnabled(false);
    m_stop->setEnabled(true);
    m_status->setText(tr("Reading the dataset from each tier…"));
    m_watcher.setFuture(
        QtConcurrent::run([config, cases, rows, error](QPromise<int>& promise) {
            promise.setProgressRange(0, int(cases.size()));
            try {
                for (std::size_t i = 0; i < cases.size(); ++i) {
                    if (promise.isCanceled())
                        return;
                    (*rows)[i] = ms::runSmallFilesCase(config, cases[i]);
                    promise.addResult(int(i));
                    promise.setProgressValue(int(i) + 1);
                }
            } catch (const core::Error& e) {
                *error = QString::fromStdString(e.what());
            } catch (const std::exception& e) {
                *error = QString::fromLocal8Bit(e.what());
            }
        }));
}

void TiersPage::stop()
{
    m_watcher.cancel();
    m_status->setText(tr("Stopping after the tier in progress…"));
}

void TiersPage::onRowReady(int index)
{
    if (!m_pending)
        return;
    const int i = m_watcher.resultAt(index);
    m_rows.push_back((*m_pending)[std::size_t(i)]);
    m_progress->setValue(int(m_rows.size()));
    showRows();
}

void TiersPage::onFinished()
{
    m_compare->setEnabled(true);
    m_stop->setEnabled(false);
    if (m_error && !m_error->isEmpty())
        m_status->setText(tr("The comparison failed: %1").arg(*m_error));
    else if (m_rows.size() < ms::smallFilesCases().size())
        m_status->setText(tr("Stopped after %n run(s).", "", int(m_rows.size())));
    else
        m_status->setText(tr("Each row is one epoch's first steps of ResNet-50 reading the "
                             "dataset from that tier; the closed form's limit is beside it."));
    emit comparisonFinished();
}

void TiersPage::showRows()
{
    m_table->setRowCount(int(m_rows.size()));
    m_loadTable->setRowCount(int(m_rows.size()));
    QStringList tiers;
    QList<double> large;
    QList<double> small;
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const ms::SmallFilesRow& row = m_rows[r];
        const QString metadataLoad = row.which.tier == cs::TierKind::ObjectStore
                                         ? tr("none (no metadata service)")
                                         : StorageFormat::percent(row.metadataUtilisation);
        const QString tierName = StorageFormat::tier(row.which.tier);
        const QString layoutName = StorageFormat::layout(row.which.layout);
        const QStringList gets{
            tierName, layoutName,
            tr("%1 (%2)").arg(StorageFormat::percent(row.au), row.passed ? tr("passes") : tr("fails")),
            StorageFormat::rate(row.deliveredBytesPerSecond),
            tr("%1, %2").arg(StorageFormat::rate(row.closedFormStorage), StorageFormat::stage(row.limiting))};
        const QStringList carries{
            //: A tier and a file layout, e.g. "Parallel file system, 1,281,167 small files"
            tr("%1, %2").arg(tierName, layoutName),
            tr("%1/s").arg(StorageFormat::number(row.metadataOpsPerSecond, 3)), metadataLoad,
            StorageFormat::percent(row.iopsUtilisation), StorageFormat::seconds(row.readLatencyP50S),
            StorageFormat::duration(row.stagingS)};
        for (int c = 0; c < gets.size(); ++c)
            m_table->setItem(int(r), c, new QTableWidgetItem(gets[c]));
        for (int c = 0; c < carries.size(); ++c)
            m_loadTable->setItem(int(r), c, new QTableWidgetItem(carries[c]));
        const QString tier = StorageFormat::tier(row.which.tier);
        if (!tiers.contains(tier)) {
            tiers << tier;
            large << 0.0;
            small << 0.0;
        }
        (row.which.layout == ms::FileLayout::LargeFiles ? large : small)[tiers.indexOf(tier)] =
            row.au * 100.0;
    }
    m_chart->setBars(tiers,
                     {BarSeries{StorageFormat::layout(ms::FileLayout::LargeFiles), large, QColor(),
                                false},
                      BarSeries{StorageFormat::layout(ms::FileLayout::SmallFiles), small, QColor(),
                                false}},
                     tr("AU (%)"));
}

void TiersPage::clearRows()
{
    m_rows.clear();
    m_table->setRowCount(0);
    m_loadTable->setRowCount(0);
    m_chart->clear();
    m_progress->setValue(0);
}

QJsonObject TiersPage::saveState() const
{
    return {{kAccelerators, m_accelerators->value()},
            {kAccelerator, m_accelerator->currentData().toString()}};
}

void TiersPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != kAccelerators && it.key() != kAccelerator)
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    int accelerators = kDefaultAccelerators;
    const QJsonValue n = state.value(kAccelerators);
    if (!n.isUndefined()) {
        const double d = n.toDouble(-1);
        if (!n.isDouble() || d != std::floor(d) || d < 1 || d > 512)
            throw core::Error("expected an integer from 1 to 512", "/accelerators");
        accelerators = int(d);
    }
    int type = 0;
    const QJsonValue a = state.value(kAccelerator);
    if (!a.isUndefined()) {
        type = m_accelerator->findData(a.toString());
        if (!a.isString() || type < 0)
            throw core::Error("expected \"h100\" or \"a100\"", "/accelerator");
    }
    if (m_watcher.isRunning()) {
        m_watcher.cancel();
        m_watcher.waitForFinished();
    }
    m_pending.reset();
    m_accelerators->setValue(accelerators);
    m_accelerator->setCurrentIndex(type);
    clearRows();
    m_status->setText(tr("Press Compare to read the dataset from every tier in both layouts."));
}

void TiersPage::resetToDefaults()
{
    restoreState(QJsonObject{});
}

} // namespace ailab::labs::storage
