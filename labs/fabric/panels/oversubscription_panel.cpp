#include "labs/fabric/panels/oversubscription_panel.h"

#include "core/error.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <cmath>

namespace ailab::labs::fabric {

namespace col = core::collective;
namespace topo = core::topo;
using core::models::fabric::OversubscriptionFigures;

namespace {
constexpr double kBytes = 1e9; // the seed's 1 GB gradient buffer
// The runs' table: placement, this fabric, the same at 1:1, slowdown.
constexpr int kRunColumns = 4;
constexpr int kPlacementColumn = 0;

QStringList runTitles()
{
    return {OversubscriptionPanel::tr("Rank placement"), OversubscriptionPanel::tr("This fabric"),
            OversubscriptionPanel::tr("Same fabric at 1:1"), OversubscriptionPanel::tr("Slowdown")};
}

QString ratioText(double ratio)
{
    return OversubscriptionPanel::tr("%1:1").arg(QLocale().toString(ratio, 'g', 3));
}

QString rateText(double bps)
{
    if (bps >= 1e12)
        return OversubscriptionPanel::tr("%1 Tb/s").arg(QLocale().toString(bps / 1e12, 'g', 3));
    return OversubscriptionPanel::tr("%1 Gb/s").arg(QLocale().toString(bps / 1e9, 'g', 3));
}

QString msText(double seconds)
{
    return OversubscriptionPanel::tr("%1 ms").arg(QLocale().toString(seconds * 1e3, 'f', 2));
}

void fillRates(QComboBox* box)
{
    for (int gbps : {100, 200, 400, 800})
        box->addItem(OversubscriptionPanel::tr("%1 Gb/s").arg(gbps), gbps);
}

void selectRate(QComboBox* box, double bps)
{
    const int index = box->findData(static_cast<int>(std::lround(bps / 1e9)));
    if (index >= 0) {
        box->setCurrentIndex(index);
    } else {
        box->addItem(OversubscriptionPanel::tr("%1 Gb/s").arg(QLocale().toString(bps / 1e9)),
                     static_cast<int>(std::lround(bps / 1e9)));
        box->setCurrentIndex(box->count() - 1);
    }
}
} // namespace

OversubscriptionPanel::OversubscriptionPanel(QWidget* parent)
    : LabPage(parent)
{
    auto* controls = new QGroupBox(tr("Leaf"));
    auto* form = new QFormLayout(controls);
    const auto spin = [controls](int low, int high, const QString& name) {
        auto* box = new QSpinBox(controls);
        box->setRange(low, high);
        box->setAccessibleName(name);
        return box;
    };
    m_serversPerLeaf = spin(1, 64, tr("Servers per leaf"));
    m_nics = spin(1, 8, tr("NICs per server"));
    m_leaves = spin(1, 64, tr("Leaves"));
    m_spines = spin(1, 32, tr("Spines"));
    m_uplinks = spin(1, 16, tr("Uplinks per leaf-spine pair"));
    m_nicRate = new QComboBox(controls);
    fillRates(m_nicRate);
    m_nicRate->setAccessibleName(tr("NIC rate (downlinks)"));
    m_uplinkRate = new QComboBox(controls);
    fillRates(m_uplinkRate);
    m_uplinkRate->setAccessibleName(tr("Uplink rate"));
    m_algorithm = new QComboBox(controls);
    m_algorithm->addItem(tr("Ring"), static_cast<int>(col::Algorithm::Ring));
    m_algorithm->addItem(tr("Tree"), static_cast<int>(col::Algorithm::Tree));
    m_algorithm->addItem(tr("Rabenseifner"), static_cast<int>(col::Algorithm::Rabenseifner));
    m_algorithm->addItem(tr("Hierarchical"), static_cast<int>(col::Algorithm::Hierarchical));
    m_algorithm->setAccessibleName(tr("All-reduce algorithm"));
    m_seedButton = new QPushButton(tr("Course example (2:1)"), controls);
    m_seedButton->setAccessibleName(tr("Apply the course example: 8 × 400G down, 4 × 400G up"));
    form->addRow(tr("Servers per leaf:"), m_serversPerLeaf);
    form->addRow(tr("NICs per server:"), m_nics);
    form->addRow(tr("NIC rate:"), m_nicRate);
    form->addRow(tr("Leaves:"), m_leaves);
    form->addRow(tr("Spines:"), m_spines);
    form->addRow(tr("Uplinks per pair:"), m_uplinks);
    form->addRow(tr("Uplink rate:"), m_uplinkRate);
    form->addRow(tr("All-reduce:"), m_algorithm);
    form->addRow(m_seedButton);

    auto* content = new QWidget(this);
    controls->setParent(content);
    auto* summary = new QWidget(content);
    auto* tiles = new QWidget(summary);
    auto* tileRow = new FlowLayout(tiles);
    tileRow->setContentsMargins(0, 0, 0, 0);
    m_ratioTile = new MetricTile(tr("Oversubscription"), tiles);
    m_perServerTile = new MetricTile(tr("Per server under full load"), tiles);
    m_slowdownTile = new MetricTile(tr("All-reduce slowdown vs 1:1"), tiles);
    for (MetricTile* tile : {m_ratioTile, m_perServerTile, m_slowdownTile})
        tileRow->addWidget(tile);
    m_chart = new SummaryChart(summary);
    m_chart->setTitle(tr("Capacity of the worst leaf"));
    m_chart->setMinimumHeight(170);
    auto* summaryLayout = new QVBoxLayout(summary);
    summaryLayout->setContentsMargins(0, 0, 0, 0);
    summaryLayout->addWidget(tiles);
    summaryLayout->addWidget(m_chart, 1);

    m_runs = new QStandardItemModel(0, kRunColumns, this);
    m_runs->setHorizontalHeaderLabels(runTitles());
    auto* runView = new QTableView(content);
    runView->setModel(m_runs);
    runView->verticalHeader()->setVisible(false);
    runView->setAccessibleName(tr("All-reduce times by rank placement"));
    // The placement's name wraps: the table fits a projector's width and grows downwards.
    fitColumnsWrapping(runView, kPlacementColumn);
    m_runTitle = new QLabel(content);
    m_runTitle->setWordWrap(true);
    m_explainer = new ExplainerPanel(content);
    m_explainer->setMinimumHeight(110);

    // The leaf's controls beside the tiles and the chart where the page is wide enough, over
    // them where it is not (a projector in presenter mode); the runs and the explainer under
    // them across the page, which scrolls downwards, never sideways.
    auto* upper = new QWidget(content);
    auto* upperRow = new FlowLayout(upper);
    upperRow->setContentsMargins(0, 0, 0, 0);
    upperRow->addWidget(controls);
    upperRow->addWidget(summary);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(upper);
    layout->addWidget(m_runTitle);
    layout->addWidget(runView);
    layout->addWidget(m_explainer, 1);
    hostInVerticalScroll(this, content);

    connect(&m_watcher, &QFutureWatcher<OversubscriptionFigures>::finished, this, [this] {
        m_figures = m_watcher.result();
        if (m_pending) {
            m_pending = false;
            startCompute();
            return;
        }
        m_busy = false;
        showFigures();
        emit figuresReady();
    });
    resetToDefaults();
    for (QSpinBox* box : {m_serversPerLeaf, m_nics, m_leaves, m_spines, m_uplinks})
        connect(box, &QSpinBox::valueChanged, this, &OversubscriptionPanel::onControlsChanged);
    for (QComboBox* box : {m_nicRate, m_uplinkRate, m_algorithm})
        connect(box, &QComboBox::currentIndexChanged, this,
                &OversubscriptionPanel::onControlsChanged);
    connect(m_seedButton, &QPushButton::clicked, this, &OversubscriptionPanel::applySeedExample);
}

OversubscriptionPanel::~OversubscriptionPanel()
{
    m_watcher.waitForFinished();
}

topo::FabricConfig OversubscriptionPanel::config() const
{
    topo::FabricConfig c = m_base;
    c.leaves = m_leaves->value();
    c.servers = m_serversPerLeaf->value() * c.leaves;
    c.nicsPerServer = m_nics->value();
    c.spines = m_spines->value();
    c.uplinksPerLeafSpine = m_uplinks->value();
    c.nicRate = core::units::BitRate::gigabitsPerSecond(m_nicRate->currentData().toInt());
    c.uplinkRate = core::units::BitRate::gigabitsPerSecond(m_uplinkRate->currentData().toInt());
    return c;
}

void OversubscriptionPanel::setConfig(const topo::FabricConfig& config)
{
    m_restoring = true;
    m_base = config;
    m_leaves->setValue(config.leaves);
    m_serversPerLeaf->setValue((config.servers + config.leaves - 1) / std::max(1, config.leaves));
    m_nics->setValue(config.nicsPerServer);
    m_spines->setValue(config.spines);
    m_uplinks->setValue(config.uplinksPerLeafSpine);
    selectRate(m_nicRate, config.nicRate.inBitsPerSecond());
    selectRate(m_uplinkRate, config.uplinkRate.inBitsPerSecond());
    m_restoring = false;
    startCompute();
    emit changed();
}

void OversubscriptionPanel::applySeedExample()
{
    topo::FabricConfig seed = m_base;
    seed.shape = topo::FabricShape::LeafSpine;
    seed.leaves = 2;
    seed.servers = 16; // 8 per leaf
    seed.nicsPerServer = 1;
    seed.gpusPerServer = 1;
    seed.spines = 4;
    seed.uplinksPerLeafSpine = 1;
    seed.nicRate = core::units::BitRate::gigabitsPerSecond(400);
    seed.uplinkRate = core::units::BitRate::gigabitsPerSecond(400);
    setConfig(seed);
    emit configChanged(config());
}

void OversubscriptionPanel::onControlsChanged()
{
    if (m_restoring)
        return;
    startCompute();
    emit configChanged(config());
    emit changed();
}

bool OversubscriptionPanel::isComputing() const
{
    return m_busy;
}

void OversubscriptionPanel::startCompute()
{
    showRatioOnly();
    m_busy = true;
    if (m_watcher.isRunning()) {
        m_pending = true;
        return;
    }
    const topo::FabricConfig c = config();
    const int ports = c.servers * c.nicsPerServer;
    if (ports > kMaxSimulatedPorts) {
        // Full load sprays every port's flow over every uplink: 16,384 ports on 256 uplinks
        // are 4 million shares to solve, minutes of work. The ratio holds at any size.
        m_busy = false;
        m_runs->removeRows(0, m_runs->rowCount());
        const QString detail = tr("simulated up to %1 server ports; this fabric has %2 (the "
                                  "ratio above holds at any size)")
                                   .arg(QLocale().toString(kMaxSimulatedPorts),
                                        QLocale().toString(ports));
        for (MetricTile* tile : {m_perServerTile, m_slowdownTile}) {
            tile->setValue(tr("—"));
            tile->setDetail(detail);
            tile->clearStatus();
        }
        emit figuresReady();
        return;
    }
    const auto algorithm = static_cast<col::Algorithm>(m_algorithm->currentData().toInt());
    m_watcher.setFuture(QtConcurrent::run(&core::models::fabric::computeOversubscription, config(),
                                          algorithm, kBytes));
}

void OversubscriptionPanel::showRatioOnly()
{
    // The ratio is immediate; the runs follow from the worker.
    const topo::FabricConfig c = config();
    const topo::Oversubscription leaf =
        topo::oversubscription(m_serversPerLeaf->value() * c.nicsPerServer, c.nicRate,
                               c.spines * c.uplinksPerLeafSpine, c.uplinkRate);
    m_ratioTile->setValue(ratioText(leaf.ratio()));
    m_ratioTile->setDetail(tr("%1 × %2 down : %3 × %4 up = %5 : %6")
                               .arg(m_serversPerLeaf->value() * c.nicsPerServer)
                               .arg(rateText(c.nicRate.inBitsPerSecond()))
                               .arg(c.spines * c.uplinksPerLeafSpine)
                               .arg(rateText(c.uplinkRate.inBitsPerSecond()))
                               .arg(rateText(leaf.downlinkBps), rateText(leaf.uplinkBps)));
    m_ratioTile->setStatus(leaf.ratio() > 1.0 + 1e-9 ? Status::Congested : Status::Healthy);
    m_perServerTile->setValue(tr("…"));
    m_perServerTile->setDetail(tr("simulating the fabric"));
    m_perServerTile->clearStatus();
    m_slowdownTile->setValue(tr("…"));
    m_slowdownTile->setDetail(tr("simulating the all-reduce"));
    m_slowdownTile->clearStatus();
}

void OversubscriptionPanel::showFigures()
{
    const OversubscriptionFigures& f = m_figures;
    if (!f.error.empty()) {
        m_perServerTile->setValue(tr("—"));
        m_perServerTile->setDetail(
            tr("This fabric cannot be built: %1").arg(QString::fromStdString(f.error)));
        m_perServerTile->setStatus(Status::Failed);
        m_slowdownTile->setValue(tr("—"));
        m_slowdownTile->setDetail(QString());
        m_slowdownTile->setStatus(Status::Failed);
        m_runs->removeRows(0, m_runs->rowCount());
        updateExplainer();
        return;
    }
    m_ratioTile->setValue(ratioText(f.leaf.ratio()));
    const double nic = f.serverNicBps;
    if (f.crossesSpines) {
        m_perServerTile->setValue(QLocale().toString(f.sprayed.meanServerBps / 1e9, 'g', 3),
                                  tr("Gb/s"));
        m_perServerTile->setDetail(
            tr("of %1 per server with ideal spraying; hashed, the slowest gets %2")
                .arg(rateText(nic), rateText(f.hashed.slowestServerBps)));
        m_perServerTile->setStatus(f.sprayed.meanServerBps < nic * 0.999 ? Status::Congested
                                                                         : Status::Healthy);
    } else {
        m_perServerTile->setValue(rateText(nic));
        m_perServerTile->setDetail(tr("one leaf: no traffic crosses the spines"));
        m_perServerTile->setStatus(Status::Healthy);
    }
    const double slowdown = f.slowdown(1);
    m_slowdownTile->setValue(tr("%1×").arg(QLocale().toString(slowdown, 'f', 2)));
    m_slowdownTile->setDetail(
        tr("%1 instead of %2 with ranks spread over the leaves")
            .arg(msText(f.allReduceSeconds[1][0]), msText(f.allReduceSeconds[1][1])));
    m_slowdownTile->setStatus(slowdown > 1.05 ? Status::Congested : Status::Healthy);

    m_chart->setBars({tr("Down, to servers"), tr("Up, to spines")},
                     {BarSeries{tr("Capacity per leaf"),
                                {f.leaf.downlinkBps / 1e12, f.leaf.uplinkBps / 1e12},
                                QColor()}},
                     tr("Tb/s"));

    m_runTitle->setText(tr("<b>All-reduce of %1 GB over %2 GPUs</b> (simulated on the built "
                           "fabric; closed form on a 1:1 fabric %3)")
                            .arg(QLocale().toString(f.bytes / 1e9))
                            .arg(f.ranks)
                            .arg(msText(f.closedFormSeconds)));
    m_runs->removeRows(0, m_runs->rowCount());
    m_runs->setHorizontalHeaderLabels(runTitles());
    const QString names[2] = {tr("Block (neighbours on one leaf)"),
                              tr("Round-robin (across leaves)")};
    for (int p = 0; p < 2; ++p) {
        const double ratio = f.slowdown(p);
        QList<QStandardItem*> row{
            new QStandardItem(names[p]), new QStandardItem(msText(f.allReduceSeconds[p][0])),
            new QStandardItem(msText(f.allReduceSeconds[p][1])),
            new QStandardItem(tr("%1×").arg(QLocale().toString(ratio, 'f', 2)))};
        for (QStandardItem* item : row)
            item->setEditable(false);
        m_runs->appendRow(row);
    }
    updateExplainer();
}

void OversubscriptionPanel::updateExplainer()
{
    const topo::FabricConfig c = config();
    ExplainerContent content;
    content.title = tr("Oversubscription: host capacity against uplink capacity");
    content.conceptText =
        tr("<p>A leaf switch connects servers below and spines above. When the servers can "
           "send more than the uplinks carry, the leaf is oversubscribed: cheaper, and fine "
           "while traffic stays local, but when every server sends across the spines at "
           "once each gets only its share of the uplinks.</p>"
           "<p>Collectives feel it depending on placement: a ring with neighbouring ranks "
           "on one leaf crosses the spines only at leaf boundaries, while ranks spread over "
           "the leaves send every step across the spines and slow down by up to the "
           "ratio. AI training fabrics are usually built 1:1 (non-blocking).</p>");
    content.formula = tr("ratio = downlinks × NIC rate / (uplinks × uplink rate); per server "
                         "under full load = NIC rate / max(1, ratio)");
    content.inputs
        << ExplainerInput{tr("Downlinks per leaf"),
                          QLocale().toString(m_serversPerLeaf->value() * c.nicsPerServer),
                          tr("servers per leaf × NICs per server")}
        << ExplainerInput{tr("Uplinks per leaf"),
                          QLocale().toString(c.spines * c.uplinksPerLeafSpine),
                          tr("spines × uplinks per pair")}
        << ExplainerInput{tr("Message size"), tr("1 GB"),
                          tr("AI Infrastructure Explained, section 05.5 worked example")};
    content.sources << tr("AI Infrastructure Explained, Lab 03 (8 × 400G down, "
                          "4 × 400G up = 2:1)")
                    << tr("Al-Fares et al., A Scalable, Commodity Data Center Network "
                          "Architecture, SIGCOMM 2008");
    m_explainer->setContent(content);
}

QJsonObject OversubscriptionPanel::saveState() const
{
    return QJsonObject{{QStringLiteral("serversPerLeaf"), m_serversPerLeaf->value()},
                       {QStringLiteral("nicsPerServer"), m_nics->value()},
                       {QStringLiteral("leaves"), m_leaves->value()},
                       {QStringLiteral("spines"), m_spines->value()},
                       {QStringLiteral("uplinksPerLeafSpine"), m_uplinks->value()},
                       {QStringLiteral("nicGbps"), m_nicRate->currentData().toInt()},
                       {QStringLiteral("uplinkGbps"), m_uplinkRate->currentData().toInt()},
                       {QStringLiteral("algorithm"),
                        QString::fromStdString(col::algorithmId(
                            static_cast<col::Algorithm>(m_algorithm->currentData().toInt())))}};
}

void OversubscriptionPanel::restoreState(const QJsonObject& state)
{
    topo::FabricConfig c = m_base;
    const topo::FabricConfig defaults;
    c.leaves = state.value(QStringLiteral("leaves")).toInt(defaults.leaves);
    const int perLeaf = state.value(QStringLiteral("serversPerLeaf"))
                            .toInt(defaults.servers / std::max(1, defaults.leaves));
    c.servers = perLeaf * c.leaves;
    c.nicsPerServer = state.value(QStringLiteral("nicsPerServer")).toInt(defaults.nicsPerServer);
    c.spines = state.value(QStringLiteral("spines")).toInt(defaults.spines);
    c.uplinksPerLeafSpine =
        state.value(QStringLiteral("uplinksPerLeafSpine")).toInt(defaults.uplinksPerLeafSpine);
    c.nicRate =
        core::units::BitRate::gigabitsPerSecond(state.value(QStringLiteral("nicGbps")).toInt(400));
    c.uplinkRate = core::units::BitRate::gigabitsPerSecond(
        state.value(QStringLiteral("uplinkGbps")).toInt(400));
    int algorithm = 0;
    try {
        algorithm = m_algorithm->findData(
            static_cast<int>(col::parseAlgorithm(state.value(QStringLiteral("algorithm"))
                                                     .toString(QStringLiteral("ring"))
                                                     .toStdString())));
    } catch (const core::Error&) {
        algorithm = 0;
    }
    m_restoring = true;
    m_algorithm->setCurrentIndex(std::max(0, algorithm));
    m_restoring = false;
    setConfig(c);
}

void OversubscriptionPanel::resetToDefaults()
{
    m_base = topo::FabricConfig{};
    restoreState(QJsonObject{});
}

} // namespace ailab::labs::fabric
