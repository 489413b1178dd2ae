#include "labs/fabric/panels/ecmp_panel.h"

#include "labs/common/widgets/data_table_toggle.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/fabric/views/ecmp_paths_view.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs::fabric {

namespace {
constexpr int kDefaultFlows = 8;
constexpr int kDefaultPaths = 8;
constexpr int kDefaultSeed = 1;
constexpr int kDefaultRateGbps = 400;
constexpr int kTrials = 2000;

QString ipText(std::uint32_t ip)
{
    return QStringLiteral("%1.%2.%3.%4")
        .arg(ip >> 24)
        .arg((ip >> 16) & 0xff)
        .arg((ip >> 8) & 0xff)
        .arg(ip & 0xff);
}

QString percent(double fraction)
{
    return QLocale().toString(fraction * 100.0, 'f', 1);
}

QString gbpsNumber(double bps)
{
    return QLocale().toString(bps / 1e9, 'f', bps < 10e9 ? 1 : 0);
}
} // namespace

EcmpPanel::EcmpPanel(QWidget* parent)
    : LabPage(parent)
{
    auto* controls = new QGroupBox(tr("Experiment"), this);
    auto* form = new QFormLayout(controls);
    m_flows = new QSpinBox(controls);
    m_flows->setRange(1, 256);
    m_flows->setAccessibleName(tr("Number of flows n"));
    m_paths = new QSpinBox(controls);
    m_paths->setRange(1, 64);
    m_paths->setAccessibleName(tr("Number of equal-cost paths m"));
    m_mode = new QComboBox(controls);
    m_mode->addItem(tr("Hash each flow (ECMP)"), static_cast<int>(core::topo::EcmpMode::Hash));
    m_mode->addItem(tr("Ideal packet spraying"), static_cast<int>(core::topo::EcmpMode::Spray));
    m_mode->setAccessibleName(tr("Load balancing mode"));
    m_rate = new QComboBox(controls);
    for (int gbps : {100, 200, 400, 800})
        m_rate->addItem(tr("%1 Gb/s").arg(gbps), gbps);
    m_rate->setAccessibleName(tr("Rate of each path and NIC"));
    m_seed = new QSpinBox(controls);
    m_seed->setRange(0, 1000000);
    m_seed->setAccessibleName(tr("Hash seed"));
    m_reroll = new QPushButton(tr("Reroll seed"), controls);
    m_reroll->setAccessibleName(tr("Reroll the hash seed and the source ports"));
    m_reroll->setToolTip(tr("A new job start: new queue pairs bring new UDP source ports, "
                            "and the switch gets a new hash seed."));
    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(m_reroll);
    form->addRow(tr("Flows n:"), m_flows);
    form->addRow(tr("Paths m:"), m_paths);
    form->addRow(tr("Mode:"), m_mode);
    form->addRow(tr("Link rate:"), m_rate);
    form->addRow(tr("Seed:"), seedRow);

    m_usedTile = new MetricTile(tr("Paths used, this draw"), this);
    m_fractionTile = new MetricTile(tr("Used-path fraction"), this);
    m_busiestTile = new MetricTile(tr("Busiest path"), this);
    m_slowestTile = new MetricTile(tr("Slowest flow"), this);
    auto* tiles = new QWidget(this);
    auto* tileRow = new FlowLayout(tiles);
    tileRow->setContentsMargins(0, 0, 0, 0);
    for (MetricTile* tile : {m_usedTile, m_fractionTile, m_busiestTile, m_slowestTile}) {
        tile->setParent(tiles);
        tileRow->addWidget(tile);
    }

    m_view = new EcmpPathsView;
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_view);
    // Room for a dozen paths in any font: on a page that scrolls, the drawing is not squeezed.
    scroll->setMinimumHeight(std::max(120, fontMetrics().height() * 12));
    m_table = new QStandardItemModel(this);
    m_frame = new DataTableToggle(scroll, m_table, this);
    m_frame->setTitle(tr("Which flow the hash put on which path"));
    m_frame->setSubjectName(tr("ECMP paths"));

    m_explainer = new ExplainerPanel(this);
    m_explainer->setMinimumHeight(120);

    // The controls beside the tiles where they fit, over them where they do not; the paths and
    // the explainer under them across the page, which scrolls downwards (beside the controls,
    // a projector in presenter mode had no room for them).
    auto* content = new QWidget(this);
    auto* upper = new QWidget(content);
    auto* upperRow = new FlowLayout(upper);
    upperRow->setContentsMargins(0, 0, 0, 0);
    controls->setParent(upper);
    tiles->setParent(upper);
    upperRow->addWidget(controls);
    upperRow->addWidget(tiles);
    m_frame->setParent(content);
    m_explainer->setParent(content);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(upper);
    layout->addWidget(m_frame, 3);
    layout->addWidget(m_explainer, 2);
    hostInVerticalScroll(this, content);

    resetToDefaults();
    for (QSpinBox* box : {m_flows, m_paths, m_seed})
        connect(box, &QSpinBox::valueChanged, this, &EcmpPanel::recompute);
    for (QComboBox* box : {m_mode, m_rate})
        connect(box, &QComboBox::currentIndexChanged, this, &EcmpPanel::recompute);
    connect(m_reroll, &QPushButton::clicked, this, [this] {
        // The next draw after the ones the simulated fraction averaged over.
        m_seed->setValue((m_seed->value() + kTrials) % (m_seed->maximum() + 1));
    });
}

core::models::fabric::EcmpExperiment EcmpPanel::experiment() const
{
    core::models::fabric::EcmpExperiment e;
    e.flows = m_flows->value();
    e.paths = m_paths->value();
    e.seed = static_cast<std::uint32_t>(m_seed->value());
    e.mode = static_cast<core::topo::EcmpMode>(m_mode->currentData().toInt());
    const auto rate = core::units::BitRate::gigabitsPerSecond(m_rate->currentData().toInt());
    e.pathRate = rate;
    e.nicRate = rate;
    e.trials = kTrials;
    return e;
}

void EcmpPanel::setFlowsAndPaths(int flows, int paths)
{
    m_restoring = true;
    m_flows->setValue(flows);
    m_paths->setValue(paths);
    m_restoring = false;
    recompute();
}

void EcmpPanel::recompute()
{
    if (m_restoring)
        return;
    m_outcome = core::models::fabric::runEcmpExperiment(experiment());
    showOutcome();
    updateExplainer();
    emit changed();
}

void EcmpPanel::showOutcome()
{
    const core::models::fabric::EcmpExperiment e = experiment();
    const bool spray = e.mode == core::topo::EcmpMode::Spray;
    m_view->setOutcome(m_outcome, e.mode);

    m_usedTile->setValue(tr("%1 of %2").arg(m_outcome.usedPaths).arg(e.paths));
    m_usedTile->setDetail(spray ? tr("spraying puts a share of every flow on every path")
                                : tr("seed %1").arg(e.seed));
    m_usedTile->setStatus(m_outcome.usedPaths == e.paths ? Status::Healthy : Status::Congested);

    m_fractionTile->setValue(percent(m_outcome.simulatedUsedFraction), tr("%"));
    m_fractionTile->setDetail(tr("simulated over %1 draws (± %2 %); expected 1 − (1 − 1/m)ⁿ = %3 %")
                                  .arg(QLocale().toString(e.trials))
                                  .arg(percent(m_outcome.usedFractionStandardError))
                                  .arg(percent(m_outcome.expectedUsedFraction)));
    m_fractionTile->clearStatus();

    m_busiestTile->setValue(QLocale().toString(m_outcome.maxFlowsPerPath),
                            m_outcome.maxFlowsPerPath == 1 ? tr("flow") : tr("flows"));
    m_busiestTile->setDetail(
        spray ? tr("every path carries 1/%1 of each flow").arg(e.paths)
              : tr("on average %1 over the draws")
                    .arg(QLocale().toString(m_outcome.meanMaxFlowsPerPath, 'f', 2)));
    m_busiestTile->setStatus(spray || m_outcome.maxFlowsPerPath <= 1 ? Status::Healthy
                                                                     : Status::Congested);

    m_slowestTile->setValue(gbpsNumber(m_outcome.slowestFlowBps), tr("Gb/s"));
    m_slowestTile->setDetail(tr("of %1 Gb/s a path; all flows together %2 Gb/s")
                                 .arg(gbpsNumber(e.pathRate.inBitsPerSecond()))
                                 .arg(gbpsNumber(m_outcome.aggregateBps)));
    m_slowestTile->setStatus(m_outcome.slowestFlowBps >= e.nicRate.inBitsPerSecond() * 0.999
                                 ? Status::Healthy
                                 : Status::Congested);

    m_table->clear();
    m_table->setHorizontalHeaderLabels({tr("Flow"), tr("Source"), tr("Source port"),
                                        tr("Destination"), tr("Hash (CRC-32)"), tr("Path"),
                                        tr("Rate (Gb/s)")});
    for (std::size_t i = 0; i < m_outcome.flows.size(); ++i) {
        const core::models::fabric::EcmpFlow& flow = m_outcome.flows[i];
        QList<QStandardItem*> row;
        row << new QStandardItem(tr("F%1").arg(i + 1));
        row << new QStandardItem(ipText(flow.tuple.sourceIp));
        row << new QStandardItem(QString::number(flow.tuple.sourcePort));
        row << new QStandardItem(
            tr("%1, UDP %2").arg(ipText(flow.tuple.destinationIp)).arg(flow.tuple.destinationPort));
        row << new QStandardItem(
            spray ? tr("not used")
                  : QStringLiteral("0x%1").arg(flow.hash, 8, 16, QLatin1Char('0')));
        row << new QStandardItem(spray ? tr("all %1").arg(e.paths)
                                       : tr("%1 (hash mod %2)").arg(flow.path + 1).arg(e.paths));
        row << new QStandardItem(gbpsNumber(flow.rateBps));
        for (QStandardItem* item : row)
            item->setEditable(false);
        m_table->appendRow(row);
    }
}

void EcmpPanel::updateExplainer()
{
    const core::models::fabric::EcmpExperiment e = experiment();
    ExplainerContent content;
    content.title = tr("ECMP: hashing flows onto equal-cost paths");
    content.conceptText =
        tr("<p>A leaf has several equal-cost uplinks towards the other leaves. ECMP keeps "
           "each flow's packets in order by sending the whole flow along one path, chosen by "
           "a hash of its 5-tuple (source and destination address, source and destination "
           "port, protocol). RoCEv2 traffic is UDP to port 4791; only the source port, set "
           "per queue pair, brings entropy.</p>"
           "<p>The hash does not look at load. With few long flows, some paths get two or "
           "more while others stay idle: balls into bins. A flow that shares its path runs "
           "at a fraction of the link rate, and a collective waits for its slowest flow. "
           "Ideal spraying splits every flow over every path and has no collisions, but "
           "needs the receiver to handle packets out of order.</p>");
    content.formula =
        tr("used fraction = 1 − (1 − 1/m)<sup>n</sup>; slowest flow = path rate / flows on "
           "the busiest path; path = CRC-32(seed, 5-tuple) mod m");
    content.inputs << ExplainerInput{tr("Flows n"), QLocale().toString(e.flows), tr("your choice")}
                   << ExplainerInput{tr("Paths m"), QLocale().toString(e.paths),
                                     tr("your choice (spines × uplinks per leaf-spine pair)")}
                   << ExplainerInput{tr("Draws"), QLocale().toString(e.trials),
                                     tr("teaching assumption: each draw a new job start"), true}
                   << ExplainerInput{tr("Path and NIC rate"),
                                     tr("%1 Gb/s").arg(gbpsNumber(e.pathRate.inBitsPerSecond())),
                                     tr("your choice")};
    content.sources
        << tr("RFC 2992, Analysis of an Equal-Cost Multi-Path Algorithm")
        << tr("Gangidi et al., RDMA over Ethernet for Distributed AI Training at Meta Scale, "
              "SIGCOMM 2024 (low flow entropy, more queue pairs per connection)")
        << tr("Mitzenmacher and Upfal, Probability and Computing: balls into bins");
    m_explainer->setContent(content);
}

QJsonObject EcmpPanel::saveState() const
{
    return QJsonObject{{QStringLiteral("flows"), m_flows->value()},
                       {QStringLiteral("paths"), m_paths->value()},
                       {QStringLiteral("seed"), m_seed->value()},
                       {QStringLiteral("mode"), m_mode->currentIndex() == 1
                                                    ? QStringLiteral("spray")
                                                    : QStringLiteral("hash")},
                       {QStringLiteral("rateGbps"), m_rate->currentData().toInt()}};
}

void EcmpPanel::restoreState(const QJsonObject& state)
{
    m_restoring = true;
    m_flows->setValue(state.value(QStringLiteral("flows")).toInt(kDefaultFlows));
    m_paths->setValue(state.value(QStringLiteral("paths")).toInt(kDefaultPaths));
    m_seed->setValue(state.value(QStringLiteral("seed")).toInt(kDefaultSeed));
    m_mode->setCurrentIndex(
        state.value(QStringLiteral("mode")).toString() == QLatin1String("spray") ? 1 : 0);
    const int rate =
        m_rate->findData(state.value(QStringLiteral("rateGbps")).toInt(kDefaultRateGbps));
    m_rate->setCurrentIndex(rate >= 0 ? rate : m_rate->findData(kDefaultRateGbps));
    m_restoring = false;
    recompute();
}

void EcmpPanel::resetToDefaults()
{
    restoreState(QJsonObject{});
}

} // namespace ailab::labs::fabric
