#include "labs/fabric/panels/fabric_page.h"

#include "core/error.h"
#include "core/models/fabric/fabric_scenario.h"
#include "core/models/fabric/fabric_status.h"
#include "core/models/fabric/fabric_workload.h"
#include "core/units/format.h"
#include "labs/common/skeleton/model_controls.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/core_status.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/fabric/fabric_session.h"
#include "labs/fabric/views/fabric_drawing.h"
#include "labs/fabric/views/fabric_explainer.h"
#include "labs/fabric/views/fabric_inspector.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs::fabric {

namespace {
namespace units = core::units;
namespace fabric_model = core::models::fabric;

// Port speeds the controls offer, in Gb/s (Ethernet generations from 100G to 800G).
const int kSpeeds[] = {100, 200, 400, 800};

QString seconds(double s)
{
    return QString::fromStdString(units::toString(units::Seconds::seconds(s)));
}

QString percent(double share)
{
    return QLocale().toString(share * 100.0, 'f', 0);
}

void selectSpeed(QComboBox* box, double gbps)
{
    int index = box->findData(int(std::lround(gbps)));
    if (index < 0) {
        // A scenario's own speed: offer it too.
        box->addItem(FabricPage::tr("%1 Gb/s").arg(QLocale().toString(gbps)),
                     int(std::lround(gbps)));
        index = box->count() - 1;
    }
    box->setCurrentIndex(index);
}
} // namespace

FabricPage::FabricPage(FabricSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
    , m_drawing(std::make_unique<FabricDrawing>())
{
    m_topology = new TopologyView(this);
    m_topology->setTitle(tr("Leaf-spine fabric"));
    m_inspector = new QTextBrowser(this);
    m_inspector->setAccessibleName(tr("Inspector of the selected element"));
    m_inspector->setOpenLinks(false);
    m_inspector->setMinimumWidth(220);
    m_faultButton = new QPushButton(this);
    m_faultButton->setAccessibleName(tr("Take the selected element out of service or restore it"));
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setVisible(false);
    m_explainer = new ExplainerPanel(this);
    m_explainer->setMinimumHeight(140);
    m_explainer->setVisible(false);

    auto* inspectorPane = new QWidget(this);
    auto* inspectorLayout = new QVBoxLayout(inspectorPane);
    inspectorLayout->setContentsMargins(0, 0, 0, 0);
    auto* inspectorTitle = new QLabel(tr("<b>Inspector</b>"), inspectorPane);
    inspectorLayout->addWidget(inspectorTitle);
    inspectorLayout->addWidget(m_inspector, 1);
    inspectorLayout->addWidget(m_faultButton);

    // The inspector beside the drawing, or under it where the two do not fit side by side (a
    // projector in presenter mode); the drawing shows its whole width and never scrolls
    // sideways.
    m_topology->setAutoFit(TopologyView::AutoFit::Width);
    auto* main = new WrappingSplitter(this);
    main->addWidget(m_topology);
    main->addWidget(inspectorPane);
    main->setStretchFactor(0, 3);
    main->setStretchFactor(1, 1);
    main->setSizes({720, 280});

    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(buildControls());
    layout->addWidget(m_message);
    layout->addWidget(buildTiles());
    layout->addWidget(main, 1);
    layout->addWidget(m_explainer);
    hostInVerticalScroll(this, content);

    connect(m_topology, &TopologyView::elementSelected, this, [this] {
        m_inspectorHtml.clear();
        updateInspector();
    });
    connect(m_faultButton, &QPushButton::clicked, this, &FabricPage::onFaultClicked);
    connect(m_session.driver(), &SimDriver::frameReady, this, &FabricPage::onFrame);
    connect(&m_session, &FabricSession::rebuilt, this, &FabricPage::onRebuilt);
    onRebuilt();
}

FabricPage::~FabricPage() = default;

QWidget* FabricPage::buildControls()
{
    auto* box = new QGroupBox(tr("Build the fabric"), this);
    const auto spin = [box](int min, int max, const QString& name) {
        auto* s = new QSpinBox(box);
        s->setRange(min, max);
        s->setKeyboardTracking(false);
        s->setAccessibleName(name);
        return s;
    };
    m_servers = spin(1, 2048, tr("GPU servers"));
    m_leaves = spin(1, 64, tr("Leaf switches"));
    m_spines = spin(1, 32, tr("Spine switches"));
    m_uplinks = spin(1, 16, tr("Uplinks per leaf-spine pair"));
    const auto speeds = [box](const QString& name) {
        auto* c = new QComboBox(box);
        for (int gbps : kSpeeds)
            c->addItem(tr("%1 Gb/s").arg(gbps), gbps);
        c->setAccessibleName(name);
        return c;
    };
    m_nicSpeed = speeds(tr("Server port speed"));
    m_uplinkSpeed = speeds(tr("Uplink speed"));
    m_placement = new QComboBox(box);
    m_placement->addItem(tr("Block (neighbours on one leaf)"), QStringLiteral("block"));
    m_placement->addItem(tr("Round-robin (across leaves)"), QStringLiteral("roundrobin"));
    m_placement->setAccessibleName(tr("Rank placement"));
    m_ecmp = new QComboBox(box);
    m_ecmp->addItem(tr("Hash the 5-tuple"), QStringLiteral("hash"));
    m_ecmp->addItem(tr("Ideal spraying"), QStringLiteral("spray"));
    m_ecmp->setAccessibleName(tr("Load balancing"));
    // The model's fields they edit, for an activity's locks.
    tagModelControl(m_servers, QStringLiteral("/fabric/servers"));
    tagModelControl(m_leaves, QStringLiteral("/fabric/leaves"));
    tagModelControl(m_spines, QStringLiteral("/fabric/spines"));
    tagModelControl(m_uplinks, QStringLiteral("/fabric/uplinks"));
    tagModelControl(m_nicSpeed, QStringLiteral("/fabric/nicGbps"));
    tagModelControl(m_uplinkSpeed, QStringLiteral("/fabric/uplinkGbps"));
    tagModelControl(m_placement, QStringLiteral("/allReduce/placement"));
    tagModelControl(m_ecmp, QStringLiteral("/ecmp/mode"));

    // Four columns of two controls each, then the explainer's toggle; the columns wrap onto
    // a second row when a large font makes them wider than the page.
    auto* flow = new FlowLayout(box);
    flow->setContentsMargins(6, 2, 6, 2);
    const auto column = [&](const QString& topLabel, QWidget* top, const QString& bottomLabel,
                            QWidget* bottom) {
        auto* pair = new QWidget(box);
        auto* grid = new QGridLayout(pair);
        grid->setContentsMargins(0, 0, 0, 0);
        grid->setVerticalSpacing(2);
        int row = 0;
        for (const auto& [label, w] : {std::pair{topLabel, top}, std::pair{bottomLabel, bottom}}) {
            auto* name = new QLabel(label, pair);
            name->setBuddy(w);
            w->setParent(pair);
            grid->addWidget(name, row, 0);
            grid->addWidget(w, row, 1);
            ++row;
        }
        grid->setColumnStretch(1, 1);
        flow->addWidget(pair);
    };
    column(tr("S&ervers:"), m_servers, tr("Server &ports:"), m_nicSpeed);
    column(tr("Le&aves:"), m_leaves, tr("Uplink spee&d:"), m_uplinkSpeed);
    column(tr("Sp&ines:"), m_spines, tr("Placemen&t:"), m_placement);
    column(tr("&Uplinks:"), m_uplinks, tr("EC&MP:"), m_ecmp);

    m_explainToggle = new QToolButton(box);
    m_explainToggle->setText(tr("E&xplain"));
    m_explainToggle->setCheckable(true);
    m_explainToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_explainToggle->setIcon(QIcon::fromTheme(QStringLiteral("help-contextual")));
    m_explainToggle->setToolTip(tr("Show or hide how the figures are computed"));
    m_explainToggle->setAccessibleName(tr("Show the explanation of the fabric"));
    m_explainToggle->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    flow->addWidget(m_explainToggle);
    connect(m_explainToggle, &QToolButton::toggled, this,
            [this](bool on) { m_explainer->setVisible(on); });

    for (QSpinBox* s : {m_servers, m_leaves, m_spines, m_uplinks})
        connect(s, &QSpinBox::valueChanged, this, &FabricPage::onControlsChanged);
    for (QComboBox* c : {m_nicSpeed, m_uplinkSpeed, m_placement, m_ecmp})
        connect(c, &QComboBox::currentIndexChanged, this, &FabricPage::onControlsChanged);
    return box;
}

QWidget* FabricPage::buildTiles()
{
    // The tiles share a row; with a large font they wrap onto the next one.
    auto* tiles = new QWidget(this);
    auto* row = new FlowLayout(tiles);
    row->setContentsMargins(0, 0, 0, 0);
    m_nodesTile = new MetricTile(tr("GPU nodes"), tiles);
    m_spinesTile = new MetricTile(tr("Spines available"), tiles);
    m_peakTile = new MetricTile(tr("Peak link load"), tiles);
    m_congestionTile = new MetricTile(tr("Congestion state"), tiles);
    m_allReduceTile = new MetricTile(tr("All-reduce time"), tiles);
    for (MetricTile* t : {m_nodesTile, m_spinesTile, m_peakTile, m_congestionTile, m_allReduceTile})
        row->addWidget(t);
    return tiles;
}

void FabricPage::syncControls()
{
    m_syncing = true;
    const auto& cfg = m_session.config();
    const auto& f = cfg.fabric;
    m_servers->setValue(f.servers);
    m_leaves->setValue(f.leaves);
    m_spines->setValue(f.spines);
    m_uplinks->setValue(f.uplinksPerLeafSpine);
    selectSpeed(m_nicSpeed, f.nicRate.inGigabitsPerSecond());
    selectSpeed(m_uplinkSpeed, f.uplinkRate.inGigabitsPerSecond());
    m_placement->setCurrentIndex(cfg.allReduce.placement == core::collective::Placement::Block ? 0
                                                                                               : 1);
    m_ecmp->setCurrentIndex(cfg.ecmp == core::topo::EcmpMode::Hash ? 0 : 1);
    m_syncing = false;
}

void FabricPage::onControlsChanged()
{
    if (m_syncing)
        return;
    core::models::fabric::FabricScenarioConfig cfg = m_session.config();
    auto& f = cfg.fabric;
    f.servers = m_servers->value();
    f.leaves = std::min(m_leaves->value(), f.servers);
    f.spines = m_spines->value();
    f.uplinksPerLeafSpine = m_uplinks->value();
    f.nicRate = units::BitRate::gigabitsPerSecond(m_nicSpeed->currentData().toInt());
    f.uplinkRate = units::BitRate::gigabitsPerSecond(m_uplinkSpeed->currentData().toInt());
    cfg.allReduce.placement = m_placement->currentIndex() == 0
                                  ? core::collective::Placement::Block
                                  : core::collective::Placement::RoundRobin;
    cfg.ecmp =
        m_ecmp->currentIndex() == 0 ? core::topo::EcmpMode::Hash : core::topo::EcmpMode::Spray;
    // Faults and flows that name parts the smaller fabric no longer has are dropped.
    std::erase_if(cfg.failedLinks, [&](const core::models::fabric::LinkFailure& l) {
        return l.leaf >= f.leaves || l.spine >= f.spines || l.uplink >= f.uplinksPerLeafSpine;
    });
    std::erase_if(cfg.failedSpines, [&](int s) { return s >= f.spines; });
    std::erase_if(cfg.background, [&](const core::models::fabric::BackgroundFlow& b) {
        return b.fromServer >= f.servers || b.toServer >= f.servers;
    });
    if (cfg.misconfiguration)
        std::erase_if(cfg.misconfiguration->leaves, [&](int l) { return l >= f.leaves; });
    if (cfg.allReduce.ranks > f.servers * f.gpusPerServer)
        cfg.allReduce.ranks = 0;
    try {
        m_session.setConfig(cfg);
        m_message->setVisible(false);
    } catch (const core::Error& e) {
        m_message->setText(tr("This fabric cannot be built: %1")
                               .arg(QString::fromStdString(e.message()).toHtmlEscaped()));
        m_message->setVisible(true);
        syncControls();
    }
}

void FabricPage::onRebuilt()
{
    syncControls();
    const QString selected = m_topology->selectedElement();
    m_drawing->build(m_session.run());
    m_topology->setTopology(m_drawing->snapshot(m_session.run()));
    if (!selected.isEmpty() && m_drawing->element(selected) != nullptr)
        m_topology->selectElement(selected);
    m_explainer->setContent(FabricExplainer::content(m_session.run()));
    m_inspectorHtml.clear();
    updateTiles();
    updateInspector();
}

void FabricPage::onFrame()
{
    m_topology->updateState(m_drawing->snapshot(m_session.run()));
    updateTiles();
    updateInspector();
}

QString FabricPage::selectedElement() const
{
    return m_topology->selectedElement();
}

void FabricPage::selectElement(const QString& id)
{
    m_topology->selectElement(m_drawing->element(id) != nullptr ? id : QString());
}

void FabricPage::updateTiles()
{
    const core::models::fabric::FabricRun& run = m_session.run();
    const auto& cfg = run.config();
    const QLocale locale;
    m_nodesTile->setValue(locale.toString(cfg.fabric.servers));
    m_nodesTile->setDetail(
        tr("%Ln GPU(s) in total", "", cfg.fabric.servers * cfg.fabric.gpusPerServer));

    const int spines = run.spinesAvailable();
    m_spinesTile->setValue(tr("%1/%2").arg(spines).arg(cfg.fabric.spines));
    const int failed = run.failedLinkCount();
    m_spinesTile->setDetail(failed == 0 ? tr("every link in service")
                                        : tr("%n link(s) out of service", "", failed));
    m_spinesTile->setStatus(statusOf(fabric_model::spinesHealth(run)));

    const double peak = run.peakNetworkUtilisation();
    m_peakTile->setValue(percent(peak), tr("%"));
    m_peakTile->setDetail(
        tr("highest so far %1 %").arg(percent(run.peakNetworkUtilisationSinceStart())));
    // One rule for this tile and the next: full is busy; congested only where a port holds
    // a flow back.
    m_peakTile->setStatus(statusOf(fabric_model::peakLinkLoadHealth(run)));

    const auto state = run.congestion();
    const int hot = int(run.congestedChannels().size());
    switch (state) {
    case core::models::fabric::CongestionState::Idle:
        m_congestionTile->setValue(tr("Idle"));
        m_congestionTile->setDetail(tr("no flow is running"));
        break;
    case core::models::fabric::CongestionState::Normal:
        m_congestionTile->setValue(tr("Normal"));
        m_congestionTile->setDetail(tr("no switch port is shared beyond its rate"));
        break;
    case core::models::fabric::CongestionState::Congested:
        m_congestionTile->setValue(tr("Congested"));
        m_congestionTile->setDetail(tr("%n shared port(s) saturated", "", hot));
        break;
    }
    m_congestionTile->setStatus(statusOf(fabric_model::congestionHealth(run)));

    const auto& times = run.allReduceSeconds();
    const double closed = run.closedFormSeconds();
    if (!cfg.allReduce.enabled) {
        m_allReduceTile->setValue(tr("none"));
        m_allReduceTile->setDetail(tr("this scenario runs no training job"));
        m_allReduceTile->clearStatus();
    } else if (times.empty()) {
        m_allReduceTile->setValue(tr("pending"));
        m_allReduceTile->setDetail(tr("none finished yet; closed form %1").arg(seconds(closed)));
        m_allReduceTile->clearStatus();
    } else {
        const double last = times.back();
        const double ratio = closed > 0 ? last / closed : 1.0;
        m_allReduceTile->setValue(seconds(last));
        m_allReduceTile->setDetail(
            tr("closed form %1 (%2×)").arg(seconds(closed), locale.toString(ratio, 'f', 2)));
        m_allReduceTile->setStatus(statusOf(fabric_model::allReduceHealth(run)));
    }
}

void FabricPage::updateInspector()
{
    const QString id = m_topology->selectedElement();
    const QString html = FabricInspector::html(*m_drawing, m_session.run(), id);
    if (html != m_inspectorHtml) {
        m_inspectorHtml = html;
        m_inspector->setHtml(html);
    }
    const DrawnElement* e = m_drawing->element(id);
    const auto& cfg = m_session.config();
    bool enabled = false;
    bool failedNow = false;
    if (e != nullptr && e->kind == DrawnElement::Kind::Spine) {
        enabled = true;
        failedNow = std::find(cfg.failedSpines.begin(), cfg.failedSpines.end(), e->spine) !=
                    cfg.failedSpines.end();
    } else if (e != nullptr && e->kind == DrawnElement::Kind::Uplinks) {
        enabled = true;
        failedNow = std::any_of(cfg.failedLinks.begin(), cfg.failedLinks.end(),
                                [e](const core::models::fabric::LinkFailure& l) {
                                    return l.leaf == e->leaf && l.spine == e->spine;
                                });
    }
    m_faultButton->setEnabled(enabled);
    m_faultButton->setText(!enabled    ? tr("Select a spine or an uplink to fail it")
                           : failedNow ? tr("Restore to service")
                                       : tr("Take out of service"));
}

void FabricPage::onFaultClicked()
{
    const DrawnElement* e = m_drawing->element(m_topology->selectedElement());
    if (e == nullptr)
        return;
    core::models::fabric::FabricScenarioConfig cfg = m_session.config();
    if (e->kind == DrawnElement::Kind::Spine) {
        const auto it = std::find(cfg.failedSpines.begin(), cfg.failedSpines.end(), e->spine);
        if (it != cfg.failedSpines.end())
            cfg.failedSpines.erase(it);
        else
            cfg.failedSpines.push_back(e->spine);
    } else if (e->kind == DrawnElement::Kind::Uplinks) {
        const auto before = cfg.failedLinks.size();
        std::erase_if(cfg.failedLinks, [e](const core::models::fabric::LinkFailure& l) {
            return l.leaf == e->leaf && l.spine == e->spine;
        });
        if (cfg.failedLinks.size() == before)
            cfg.failedLinks.push_back({e->leaf, e->spine, -1});
    } else {
        return;
    }
    try {
        m_session.setConfig(cfg);
        m_message->setVisible(false);
    } catch (const core::Error& e2) {
        m_message->setText(
            tr("Not possible: %1").arg(QString::fromStdString(e2.message()).toHtmlEscaped()));
        m_message->setVisible(true);
    }
}

} // namespace ailab::labs::fabric
