#include "labs/operations/panels/power_page.h"

#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/cluster/facility.h"
#include "core/cluster/fault_injector.h"
#include "core/cluster/thermal_chain.h"
#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/hw/rack_cooling.h"
#include "core/telemetry/metric_registry.h"
#include "core/units/format.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/core_status.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/operations/operations_session.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

namespace ailab::labs::operations {

namespace cluster = core::cluster;
namespace hw = core::hw;
namespace units = core::units;

namespace {

const QString kServers = QStringLiteral("servers");
const QString kServerKW = QStringLiteral("serverKW");
// The course's rack (section 08.6): eight servers of 8 kW each.
constexpr int kCourseServers = 8;
constexpr double kCourseServerKW = 8.0;
constexpr int kMaxServers = 64;
constexpr double kMaxServerKW = 200.0;

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

// A figure with the digits the core's formatting picks, in the learner's separators.
QString number(double value, int significantDigits = 3)
{
    return qs(units::formatNumber(value, significantDigits));
}

QString kw(double kW)
{
    return qs(units::toString(units::Watts::kilowatts(kW)));
}

QString celsius(double c)
{
    return std::isnan(c) ? PowerPage::tr("–")
                         : PowerPage::tr("%1 °C").arg(QLocale().toString(c, 'f', 1));
}

QTableWidgetItem* item(const QString& text)
{
    auto* cell = new QTableWidgetItem(text);
    cell->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return cell;
}

// Sets a cell's text, reusing its item: a table of many racks is written every second.
void setCell(QTableWidget* t, int row, int column, const QString& text)
{
    if (QTableWidgetItem* cell = t->item(row, column)) {
        if (cell->text() != text)
            cell->setText(text);
        return;
    }
    t->setItem(row, column, item(text));
}

// A short table as tall as its rows (a long one scrolls after twelve).
void fitTableHeight(QTableWidget* t)
{
    t->resizeRowsToContents();
    int height = t->horizontalHeader()->sizeHint().height() + 2 * t->frameWidth();
    for (int r = 0; r < t->rowCount() && r < 12; ++r)
        height += t->rowHeight(r);
    t->setMinimumHeight(height);
    t->setMaximumHeight(height + t->fontMetrics().height());
}

QTableWidget* table(const QStringList& headers, const QString& name, QWidget* parent)
{
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->setVisible(false);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setWordWrap(true);
    t->setAccessibleName(name);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

QGroupBox* boxAround(const QString& title, QWidget* parent)
{
    auto* box = new QGroupBox(title, parent);
    new QVBoxLayout(box);
    return box;
}

// The technology's rack limit as the course's table writes it: "up to 15 kW", "100+ kW".
QString rackLimit(const hw::CoolingSpec& c)
{
    return c.maxRackIsLowerBound ? PowerPage::tr("%1+ kW").arg(number(c.maxRackKW))
                                 : PowerPage::tr("up to %1 kW").arg(number(c.maxRackKW));
}

QString coolingName(const hw::CoolingSpec* c)
{
    return c == nullptr ? QString() : hardwareText(c->name);
}

TimeSeriesPanel* chart(const QString& id, const QString& title, const QString& yLabel,
                       const QString& unit, QWidget* parent)
{
    auto* panel = new TimeSeriesPanel(parent);
    parent->layout()->addWidget(panel);
    panel->setObjectName(id);
    panel->setTitle(title);
    panel->setAxes(PowerPage::tr("Time (s)"), yLabel);
    panel->setUnits(QStringLiteral("s"), unit);
    return panel;
}

} // namespace

PowerPage::PowerPage(OperationsSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    m_crosshair = new CrosshairGroup(this);

    // 1. The course's rack calculation.
    QGroupBox* calcBox = boxAround(tr("The course's rack: power, heat and cooling"), content);
    auto* inputs = new QWidget(calcBox);
    auto* form = new QFormLayout(inputs);
    form->setContentsMargins(0, 0, 0, 0);
    m_servers = new QSpinBox(inputs);
    m_servers->setRange(1, kMaxServers);
    m_servers->setValue(kCourseServers);
    m_servers->setAccessibleName(tr("Servers in the rack"));
    m_serverKW = new QDoubleSpinBox(inputs);
    m_serverKW->setRange(0.0, kMaxServerKW);
    m_serverKW->setDecimals(1);
    m_serverKW->setSingleStep(0.5);
    m_serverKW->setValue(kCourseServerKW);
    m_serverKW->setSuffix(tr(" kW"));
    m_serverKW->setAccessibleName(tr("Average power per server"));
    form->addRow(tr("Servers in the rack:"), m_servers);
    form->addRow(tr("Average power per server:"), m_serverKW);
    m_powerTile = new MetricTile(tr("Rack power"), calcBox);
    m_powerTile->setExplanation(
        tr("Servers × average power per server: the servers' electrical power only "
           "(switches, conversion losses and cooling come on top)."));
    m_heatTile = new MetricTile(tr("Heat to remove"), calcBox);
    m_heatTile->setExplanation(
        tr("Nearly all of the power becomes heat: 1 W = 3.412142 BTU/h (NIST SP 811)."));
    m_tonsTile = new MetricTile(tr("Cooling"), calcBox);
    m_tonsTile->setExplanation(
        tr("Tons of refrigeration: 1 ton = 12,000 BTU/h = 3.516853 kW (NIST SP 811)."));
    m_coolingTile = new MetricTile(tr("Cooling it needs"), calcBox);
    m_coolingTile->setExplanation(
        tr("The first technology of the course's cooling table whose rack limit "
           "covers this rack's power."));
    auto* tiles = new FlowLayout;
    tiles->addWidget(inputs);
    for (MetricTile* tile : {m_powerTile, m_heatTile, m_tonsTile, m_coolingTile})
        tiles->addWidget(tile);
    m_calculation = new QLabel(calcBox);
    m_calculation->setWordWrap(true);
    m_calculation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    static_cast<QVBoxLayout*>(calcBox->layout())->addLayout(tiles);
    calcBox->layout()->addWidget(m_calculation);

    // 2. The cooling technologies.
    QGroupBox* coolingBox =
        boxAround(tr("Cooling technologies: the course's table and published figures"), content);
    m_coolingTable =
        table({tr("Technology"), tr("Rack limit"), tr("PUE"), tr("Infrastructure change")},
              tr("Cooling technologies"), coolingBox);
    // The technology's name and the change it takes wrap, so the table never scrolls
    // sideways (a projector's width in presenter mode, German).
    fitColumnsWrapping(m_coolingTable, {0, 3});
    // The published figures as text that wraps: a table column would scroll sideways.
    m_published = new QLabel(coolingBox);
    m_published->setWordWrap(true);
    m_published->setTextFormat(Qt::RichText);
    m_published->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_published->setAccessibleName(tr("Published figures beside the course's table"));
    coolingBox->layout()->addWidget(m_coolingTable);
    coolingBox->layout()->addWidget(m_published);

    // 3. The twin's racks.
    QGroupBox* racksBox = boxAround(tr("The cluster's racks now"), content);
    // Titles on two lines, and the cooling installed and needed wrap.
    QStringList rackTitles;
    for (const QString& title : {tr("Rack"), tr("Power"), tr("Inlet"), tr("Cooling installed"),
                                 tr("Removing now"), tr("Density needs")})
        rackTitles << stackedTitle(title, 10);
    m_rackTable = table(rackTitles, tr("The cluster's racks"), racksBox);
    fitColumnsWrapping(m_rackTable, {3, 5});
    racksBox->layout()->addWidget(m_rackTable);
    m_rackCharts = new QWidget(racksBox);
    auto* rackFlow = new FlowLayout(m_rackCharts);
    rackFlow->setContentsMargins(0, 0, 0, 0);
    racksBox->layout()->addWidget(m_rackCharts);

    // 4. A cooling fault, followed through.
    QGroupBox* chainBox = boxAround(tr("A cooling fault, followed through"), content);
    auto* chooserRow = new QWidget(chainBox);
    auto* chooserFlow = new FlowLayout(chooserRow);
    chooserFlow->setContentsMargins(0, 0, 0, 0);
    auto* faultLabel = new QLabel(tr("Cooling fault:"), chooserRow);
    m_fault = new QComboBox(chooserRow);
    m_fault->setAccessibleName(tr("Cooling fault to follow"));
    m_fault->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    faultLabel->setBuddy(m_fault);
    chooserFlow->addWidget(faultLabel);
    chooserFlow->addWidget(m_fault);
    m_faultNote = new QLabel(chainBox);
    m_faultNote->setWordWrap(true);
    m_sentence = new QLabel(chainBox);
    m_sentence->setWordWrap(true);
    m_sentence->setTextFormat(Qt::RichText);
    m_sentence->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sentence->setAccessibleName(tr("The fault's chain in figures"));
    m_chainCharts = new QWidget(chainBox);
    auto* chainLayout = new QVBoxLayout(m_chainCharts);
    chainLayout->setContentsMargins(0, 0, 0, 0);
    chainBox->layout()->addWidget(chooserRow);
    chainBox->layout()->addWidget(m_faultNote);
    chainBox->layout()->addWidget(m_sentence);
    chainBox->layout()->addWidget(m_chainCharts);

    // The explainer: the concept, the formulas in use and their sources.
    m_explainer = new ExplainerPanel(content);
    ExplainerContent c;
    c.title = tr("Power, heat and cooling");
    c.conceptText = tr(
        "<p>Nearly all the electrical power a server draws becomes heat, which the cooling must "
        "remove: a rack's power is its heat. The course's rack of eight servers at 8 kW draws "
        "64 kW, about 218,400 BTU/h. Each cooling technology removes up to a rack limit; a denser "
        "rack needs the next one. PUE, facility power over IT power, says what the cooling and the "
        "power chain cost on top.</p>"
        "<p>When a rack's cooling fails, the heat it no longer removes warms the rack's inlet; its "
        "GPUs follow the inlet, and at their maximum operating temperature the driver lowers their "
        "clocks to hold them there. A synchronous training job waits for its slowest GPU at every "
        "step, so the job slows down while the fabric and the storage stay healthy: the course's "
        "\"thermal problems can reduce performance even when the application and network remain "
        "healthy\" (section 08.6).</p>");
    c.formula =
        tr("Q = P; BTU/h = W × 3.412142; tons = W / 3,516.853; PUE = facility power / IT power; "
           "T_GPU → T_inlet + R_th × P");
    c.inputs = {
        {tr("1 W"), tr("3.412142 BTU/h"),
         tr("NIST SP 811 (2008), Appendix B.8: 1 Btu_IT/h = 0.2930711 W"), false},
        {tr("1 ton of refrigeration"), tr("12,000 BTU/h = 3.516853 kW"),
         tr("NIST SP 811 (2008), Appendix B.8"), false},
        {tr("Rack limits and PUE ranges"), tr("the course's cooling table"),
         tr("AI Infrastructure Explained, System Architecture; published figures beside them"),
         false},
        {tr("Recommended inlet"), tr("18 to 27 °C"), tr("ASHRAE TC 9.9 (2021), classes A1 to A4"),
         false},
        {tr("Inlet and GPU time constants"), tr("60 s and 30 s"), tr("the twin's facility model"),
         true}};
    c.sources = {
        tr("AI Infrastructure Explained, section 08.6: Power Density, Cooling, and AI Cluster "
           "Reliability"),
        tr("NIST Special Publication 811 (2008), Guide for the Use of the International System of "
           "Units, Appendix B.8"),
        tr("The Green Grid: PUE, a comprehensive examination of the metric"),
        tr("NVIDIA DGX H100 datasheet: 10.2 kW maximum system power")};
    m_explainer->setContent(c);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(calcBox);
    layout->addWidget(coolingBox);
    layout->addWidget(racksBox);
    layout->addWidget(chainBox);
    layout->addWidget(m_explainer);
    hostInVerticalScroll(this, content);
    applyFontSizes();

    connect(m_servers, &QSpinBox::valueChanged, this, &PowerPage::updateCalculator);
    connect(m_serverKW, &QDoubleSpinBox::valueChanged, this, &PowerPage::updateCalculator);
    connect(m_fault, &QComboBox::currentIndexChanged, this, [this] {
        m_chainSignature.clear();
        updateChain();
    });
    connect(m_session.driver(), &SimDriver::frameReady, this, &PowerPage::onFrame);
    connect(&m_session, &OperationsSession::rebuilt, this, &PowerPage::onRebuilt);
    connect(&m_session, &OperationsSession::faultsChanged, this, &PowerPage::refresh);
    fillCoolingTable();
    updateCalculator();
    onRebuilt();
}

PowerPage::~PowerPage() = default;

QList<TimeSeriesPanel*> PowerPage::chainCharts() const
{
    return {m_inletChart, m_gpuChart, m_clockChart, m_stepChart};
}

void PowerPage::applyFontSizes()
{
    // In the font's units, so that presenter mode's larger font stacks the charts (FlowLayout).
    const int line = fontMetrics().height();
    const int column = fontMetrics().averageCharWidth();
    for (TimeSeriesPanel* panel : {m_rackPowerChart, m_rackInletChart}) {
        if (panel == nullptr)
            continue;
        panel->setMinimumHeight(line * 13);
        panel->setMinimumWidth(column * 60);
    }
    for (TimeSeriesPanel* panel : chainCharts())
        if (panel != nullptr)
            panel->setMinimumHeight(line * 12);
    m_explainer->setMinimumHeight(line * 14);
    fitTableHeight(m_coolingTable);
    fitTableHeight(m_rackTable);
}

void PowerPage::dropCharts(QList<TimeSeriesPanel*> panels)
{
    for (TimeSeriesPanel* panel : panels) {
        if (panel == nullptr)
            continue;
        m_feed.remove(panel);
        m_crosshair->removePanel(panel);
        delete panel;
    }
}

void PowerPage::changeEvent(QEvent* event)
{
    LabPage::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFontSizes();
    if (event->type() == QEvent::LanguageChange) {
        fillCoolingTable();
        updateCalculator();
        m_faultSignature.clear();
        m_chainSignature.clear();
        refresh();
    }
}

void PowerPage::showEvent(QShowEvent* event)
{
    LabPage::showEvent(event);
    refresh();
}

void PowerPage::updateCalculator()
{
    const hw::RackHeat heat =
        hw::rackHeat(m_servers->value(), units::Watts::kilowatts(m_serverKW->value()));
    const hw::CoolingNeed need = hw::coolingFor(heat.power);
    m_powerTile->setValue(number(heat.power.inKilowatts(), 4), tr("kW"));
    m_powerTile->setDetail(tr("%1 × %2").arg(m_servers->value()).arg(kw(m_serverKW->value())));
    m_heatTile->setValue(number(heat.btuPerHour, 4), tr("BTU/h"));
    m_heatTile->setDetail(tr("%1 kW of heat").arg(number(heat.power.inKilowatts(), 4)));
    m_tonsTile->setValue(number(heat.coolingTons, 3), tr("tons"));
    m_tonsTile->setDetail(tr("of refrigeration"));
    m_coolingTile->setValue(coolingName(need.cooling));
    m_coolingTile->setDetail(need.beyondTable ? tr("beyond every limit of the course's table")
                                              : tr("rack limit %1").arg(rackLimit(*need.cooling)));
    //: The course's calculation: %n servers, %1 power per server, %2 rack power, %3 BTU/h, %4 tons
    m_calculation->setText(
        tr("%n server(s) × %1 = %2 ≈ %3 BTU/h = %4 tons of refrigeration. This is the "
           "servers' power only: rack switches, conversion losses and the cooling itself "
           "come on top.",
           nullptr, m_servers->value())
            .arg(kw(m_serverKW->value()), kw(heat.power.inKilowatts()), number(heat.btuPerHour, 4),
                 number(heat.coolingTons, 3)));
    // The table marks the technology this rack needs (in words, not colour alone).
    for (int row = 0; row < m_coolingTable->rowCount(); ++row) {
        QTableWidgetItem* name = m_coolingTable->item(row, 0);
        const bool needed =
            name != nullptr && name->data(Qt::UserRole).toString() == qs(need.cooling->id);
        if (name == nullptr)
            continue;
        QFont font = name->font();
        font.setBold(needed);
        name->setFont(font);
        const QString base =
            coolingName(hw::findCooling(name->data(Qt::UserRole).toString().toStdString()));
        name->setText(needed ? tr("%1 (this rack)").arg(base) : base);
    }
}

void PowerPage::fillCoolingTable()
{
    const auto& list = hw::coolingTechnologies();
    m_coolingTable->setRowCount(int(list.size()));
    for (int row = 0; row < int(list.size()); ++row) {
        const hw::CoolingSpec& c = list[std::size_t(row)];
        QTableWidgetItem* name = item(hardwareText(c.name));
        name->setData(Qt::UserRole, qs(c.id));
        m_coolingTable->setItem(row, 0, name);
        m_coolingTable->setItem(row, 1, item(rackLimit(c)));
        //: A PUE range: %1 lowest, %2 highest
        m_coolingTable->setItem(row, 2,
                                item(tr("%1 to %2").arg(number(c.pueMin), number(c.pueMax))));
        m_coolingTable->setItem(row, 3, item(hardwareText(c.infrastructureChange)));
    }
    fitTableHeight(m_coolingTable);
    QStringList published;
    for (const hw::CoolingSpec& c : list)
        if (const hw::PublishedCooling* p = hw::findPublishedCooling(c.id))
            //: A published figure beside the course's table: %1 technology, %2 figure, %3 source
            published << tr("<li><b>%1</b>: %2 <i>(%3)</i></li>")
                             .arg(hardwareText(c.name), hardwareText(p->figures),
                                  hardwareText(p->source));
    m_published->setText(
        tr("<p>Published figures beside the course's table, which gives no source:</p><ul>%1</ul>")
            .arg(published.join(QString())));
}

void PowerPage::onRebuilt()
{
    // A new run: the old twin's series are gone.
    m_feed.clear();
    m_samplesSeen = ~std::uint64_t(0);
    m_faultSignature.clear();
    m_chainSignature.clear();
    buildRackCharts();
    refresh();
}

void PowerPage::onFrame()
{
    if (isVisible())
        refresh();
}

void PowerPage::refresh()
{
    const cluster::ClusterTwin& twin = m_session.twin();
    const core::telemetry::TimeSeries* clock = twin.metrics().find("ailab_cluster_it_power");
    const std::uint64_t samples = clock != nullptr ? clock->totalAdded() : 0;
    const bool faultsChanged = updateFaultChooser();
    // Figures change only with a new telemetry sample (the twin records them together) or a
    // fault applied or repaired.
    if (samples == m_samplesSeen && !faultsChanged)
        return;
    m_samplesSeen = samples;
    updateRackTable();
    updateChain();
    m_feed.drain();
}

void PowerPage::updateRackTable()
{
    const cluster::ClusterTwin& twin = m_session.twin();
    const cluster::Facility& facility = twin.facility();
    const auto& racks = twin.spec().racks();
    const bool started = m_samplesSeen > 0;
    const bool newRows = m_rackTable->rowCount() != facility.rackCount();
    m_rackTable->setRowCount(facility.rackCount());
    for (int r = 0; r < facility.rackCount(); ++r) {
        const cluster::RackSpec& rack = racks[std::size_t(r)];
        const hw::CoolingSpec* installed = hw::findCooling(rack.coolingId);
        const units::Watts power = units::Watts::kilowatts(facility.rackPowerKW(r));
        const hw::CoolingNeed need = hw::coolingFor(power);
        setCell(m_rackTable, r, 0, qs(rack.id));
        setCell(m_rackTable, r, 1, started ? kw(power.inKilowatts()) : tr("–"));
        setCell(m_rackTable, r, 2, started ? celsius(facility.rackInletC(r)) : tr("–"));
        setCell(m_rackTable, r, 3,
                tr("%1, %2").arg(coolingName(installed), kw(facility.rackCoolingCapacityKW(r))));
        //: Heat the cooling removes now of the rack's heat: %1 removed, %2 the rack's heat
        setCell(m_rackTable, r, 4,
                started ? tr("%1 of %2").arg(kw(facility.rackCoolingKW(r)), kw(power.inKilowatts()))
                        : tr("–"));
        QString needs = coolingName(need.cooling);
        if (installed != nullptr && !hw::coolingCovers(*installed, power))
            //: The rack is denser than its cooling's limit: %1 the technology it needs
            needs = tr("%1: denser than its cooling's limit").arg(needs);
        else if (installed != nullptr)
            needs = tr("%1: covered").arg(needs);
        setCell(m_rackTable, r, 5, started ? needs : tr("–"));
    }
    if (newRows)
        fitTableHeight(m_rackTable);
}

void PowerPage::buildRackCharts()
{
    // New panels for a new run: its racks (and so its series) may be others.
    dropCharts({m_rackPowerChart, m_rackInletChart});
    const cluster::ClusterTwin& twin = m_session.twin();
    m_rackPowerChart = chart(QStringLiteral("rack-power"), tr("Rack power"), tr("Power (kW)"),
                             QStringLiteral("kW"), m_rackCharts);
    m_rackInletChart = chart(QStringLiteral("rack-inlet"), tr("Rack inlet temperature"),
                             tr("Inlet (°C)"), QStringLiteral("°C"), m_rackCharts);
    const auto line = [&](TimeSeriesPanel* panel, const std::string& series, const QString& name,
                          int i) {
        const QString id = qs(series);
        panel->addSeries(id, name, style::seriesColor(i), style::seriesPenStyle(i));
        m_feed.add(panel, id, twin.metrics().find(series));
    };
    // As the dashboard, the first twelve racks.
    const auto& racks = twin.spec().racks();
    for (int r = 0; r < int(racks.size()) && r < 12; ++r) {
        const std::string& id = racks[std::size_t(r)].id;
        line(m_rackPowerChart, "ailab_rack_power{rack=\"" + id + "\"}", qs(id), r);
        line(m_rackInletChart, cluster::rackInletSeries(twin, r), qs(id), r);
    }
    m_rackInletChart->addThreshold(cluster::kAshraeRecommendedMaxInletC,
                                   tr("ASHRAE recommended maximum"));
    for (TimeSeriesPanel* panel : {m_rackPowerChart, m_rackInletChart})
        m_crosshair->addPanel(panel);
    applyFontSizes();
}

bool PowerPage::updateFaultChooser()
{
    const cluster::ClusterTwin& twin = m_session.twin();
    const std::vector<std::size_t> faults = cluster::appliedCoolingFaults(twin);
    QString signature;
    for (std::size_t f : faults)
        signature += QString::number(f) + QLatin1Char(';');
    // A fault repaired changes its chain's charts (the repair is marked) but not the list.
    for (std::size_t f : faults)
        signature += QString::number(twin.faults().faults()[f].revertedAt);
    if (signature == m_faultSignature && m_fault->count() == int(faults.size()))
        return false;
    m_faultSignature = signature;
    const QVariant chosen = m_fault->currentData();
    const QSignalBlocker block(m_fault);
    m_fault->clear();
    for (std::size_t f : faults) {
        const cluster::FaultSpec& spec = twin.faults().faults()[f].spec;
        const double applied = twin.faults().faults()[f].appliedAt;
        //: A cooling fault: %1 the rack, %2 the time it began in s
        m_fault->addItem(tr("%1 loses its cooling at %2 s")
                             .arg(qs(spec.target), QLocale().toString(applied, 'f', 0)),
                         QVariant::fromValue(qulonglong(f)));
    }
    // Keep the learner's choice; otherwise the newest fault.
    const int keep = chosen.isValid() ? m_fault->findData(chosen) : -1;
    m_fault->setCurrentIndex(keep >= 0 ? keep : m_fault->count() - 1);
    m_fault->setEnabled(m_fault->count() > 0);
    m_faultNote->setVisible(faults.empty());
    m_faultNote->setText(
        tr("No cooling fault has acted yet. Open the preset \"A rack loses its cooling\" "
           "(File, Presets) and press Play, or inject a cooling failure on a rack on the "
           "failure injection page: the chain below then follows it."));
    m_chainSignature.clear();
    return true;
}

void PowerPage::updateChain()
{
    const cluster::ClusterTwin& twin = m_session.twin();
    if (m_fault->count() == 0) {
        if (m_inletChart != nullptr || m_sentence->text().isEmpty()) {
            dropCharts(chainCharts());
            m_inletChart = m_gpuChart = m_clockChart = m_stepChart = nullptr;
            m_sentence->setText(tr("<i>Waiting for a cooling fault.</i>"));
            m_chainSignature.clear();
        }
        return;
    }
    const auto fault = std::size_t(m_fault->currentData().toULongLong());
    const cluster::ThermalChain chain = cluster::followCoolingFault(twin, fault);

    // The charts follow the rack, its hottest and its slowest GPU and its jobs; they are
    // rebuilt only when one of these changes.
    QString signature = QStringLiteral("%1/%2/%3/%4/%5")
                            .arg(fault)
                            .arg(chain.rack)
                            .arg(chain.hottestGpu)
                            .arg(chain.slowestGpu)
                            .arg(chain.revertedAtS);
    for (const auto& job : chain.jobs)
        signature += QLatin1Char('/') + qs(job.name);
    if (signature != m_chainSignature) {
        m_chainSignature = signature;
        dropCharts(chainCharts());
        m_inletChart = chart(QStringLiteral("chain-inlet"), tr("1. The rack's inlet temperature"),
                             tr("Inlet (°C)"), QStringLiteral("°C"), m_chainCharts);
        m_gpuChart = chart(QStringLiteral("chain-gpu"), tr("2. Its hottest GPU's temperature"),
                           tr("Temperature (°C)"), QStringLiteral("°C"), m_chainCharts);
        m_clockChart = chart(QStringLiteral("chain-clock"), tr("3. Its slowest GPU's SM clock"),
                             tr("SM clock (MHz)"), QStringLiteral("MHz"), m_chainCharts);
        m_stepChart = chart(QStringLiteral("chain-step"), tr("4. The step time of its jobs"),
                            tr("Step time (s)"), QStringLiteral("s"), m_chainCharts);
        const QList<TimeSeriesPanel*> panels = chainCharts();
        for (TimeSeriesPanel* panel : panels)
            m_crosshair->addPanel(panel);
        applyFontSizes();
        const auto line = [&](TimeSeriesPanel* panel, const std::string& series,
                              const QString& name, int i) {
            const QString id = qs(series);
            panel->addSeries(id, name, style::seriesColor(i), style::seriesPenStyle(i));
            m_feed.add(panel, id, twin.metrics().find(series));
        };
        line(m_inletChart, cluster::rackInletSeries(twin, chain.rack), qs(chain.rackId), 0);
        m_inletChart->addThreshold(cluster::kAshraeRecommendedMaxInletC,
                                   tr("ASHRAE recommended maximum"));
        const int server = chain.hottestGpu >= 0 ? twin.serverOfGpu(chain.hottestGpu) : -1;
        if (chain.hottestGpu >= 0) {
            //: A GPU with its server, e.g. "GPU 3 (server0)"
            line(m_gpuChart, cluster::gpuSeries(twin, "DCGM_FI_DEV_GPU_TEMP", chain.hottestGpu),
                 tr("GPU %1 (server%2)").arg(chain.hottestGpu).arg(server), 1);
            if (const hw::GpuSpec* gpu = hw::findGpu(twin.platformOfServer(server).gpuId)) {
                m_gpuChart->addThreshold(gpu->maxOperatingTempC, tr("GPU Max Operating Temp"));
                m_gpuChart->addThreshold(gpu->slowdownTempC, tr("GPU Slowdown Temp"));
            }
        }
        if (chain.slowestGpu >= 0)
            line(m_clockChart, cluster::gpuSeries(twin, "DCGM_FI_DEV_SM_CLOCK", chain.slowestGpu),
                 tr("GPU %1 (server%2)")
                     .arg(chain.slowestGpu)
                     .arg(twin.serverOfGpu(chain.slowestGpu)),
                 2);
        int i = 3;
        for (const auto& job : chain.jobs)
            line(m_stepChart, cluster::jobStepSeries(job.name), qs(job.name), i++);
        // The fault and its repair, marked on every chart of the chain.
        for (TimeSeriesPanel* panel : panels) {
            //: The fault on the chain's charts: %1 the share of cooling lost, %2 the rack
            panel->addAnnotation(chain.appliedAtS, tr("cooling fault"),
                                 tr("%1 % of %2's cooling lost")
                                     .arg(number(100 * chain.coolingLost), qs(chain.rackId)));
            if (chain.revertedAtS >= 0)
                panel->addAnnotation(chain.revertedAtS, tr("repaired"),
                                     tr("%1's cooling back").arg(qs(chain.rackId)));
        }
        m_feed.drain();
    }

    // The chain in one sentence, from the twin's figures.
    const auto change = [](const cluster::ChainFigure& f, int digits) {
        return tr("from %1 to %2")
            .arg(QLocale().toString(f.before, 'f', digits),
                 QLocale().toString(f.worst, 'f', digits));
    };
    QStringList parts;
    //: %1 rack, %2 share of cooling lost, %3 time in s
    parts << tr("<b>%1 lost %2 % of its cooling at %3 s.</b>")
                 .arg(qs(chain.rackId), number(100 * chain.coolingLost),
                      QLocale().toString(chain.appliedAtS, 'f', 0));
    if (!std::isnan(chain.inletC.before) && !std::isnan(chain.inletC.worst))
        parts << tr("1. Its inlet rose %1 °C (+%2 K).")
                     .arg(change(chain.inletC, 1),
                          QLocale().toString(chain.inletC.change(), 'f', 1));
    if (chain.hottestGpu >= 0 && !std::isnan(chain.hottestGpuC.before))
        parts << tr("2. Its hottest GPU, GPU %1, warmed %2 °C.")
                     .arg(chain.hottestGpu)
                     .arg(change(chain.hottestGpuC, 1));
    if (chain.slowestGpu >= 0 && !std::isnan(chain.slowestClockMHz.before))
        parts << tr("3. Its slowest SM clock fell %1 MHz (%2 %).")
                     .arg(change(chain.slowestClockMHz, 0),
                          QLocale().toString(100 * chain.slowestClockMHz.relativeChange(), 'f', 1));
    QStringList jobs;
    for (const auto& job : chain.jobs)
        if (!std::isnan(job.stepS.before) && !std::isnan(job.stepS.worst))
            //: A job's step time: %1 job, %2 "from a to b", %3 relative change in %
            jobs << tr("%1's step %2 s (+%3 %)")
                        .arg(qs(job.name), change(job.stepS, 2),
                             QLocale().toString(100 * job.stepS.relativeChange(), 'f', 1));
    if (!jobs.isEmpty())
        parts << tr("4. The jobs on its GPUs slowed: %1.").arg(jobs.join(QStringLiteral("; ")));
    const bool quiet = chain.fabric != core::telemetry::Health::Failed &&
                       chain.fabric != core::telemetry::Health::Congested &&
                       chain.storage != core::telemetry::Health::Failed &&
                       chain.storage != core::telemetry::Health::Congested;
    parts << (quiet ? tr("Meanwhile the fabric is %1 and the storage %2: the jobs slowed for "
                         "thermal reasons "
                         "alone.")
                    : tr("Meanwhile the fabric is %1 and the storage %2: not all of the slowdown "
                         "is thermal."))
                 .arg(style::statusText(statusOf(chain.fabric)),
                      style::statusText(statusOf(chain.storage)));
    m_sentence->setText(parts.join(QLatin1Char(' ')));
}

QJsonObject PowerPage::saveState() const
{
    return {{kServers, m_servers->value()}, {kServerKW, m_serverKW->value()}};
}

void PowerPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it)
        if (it.key() != kServers && it.key() != kServerKW)
            throw core::Error("unknown field", "/" + it.key().toStdString());
    int servers = m_servers->value();
    double serverKW = m_serverKW->value();
    if (state.contains(kServers)) {
        const QJsonValue v = state.value(kServers);
        if (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()) || v.toDouble() < 1 ||
            v.toDouble() > kMaxServers)
            throw core::Error("expected a whole number of servers from 1 to 64", "/servers");
        servers = v.toInt();
    }
    if (state.contains(kServerKW)) {
        const QJsonValue v = state.value(kServerKW);
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0 ||
            v.toDouble() > kMaxServerKW)
            throw core::Error("expected a power per server from 0 to 200 kW", "/serverKW");
        serverKW = v.toDouble();
    }
    m_servers->setValue(servers);
    m_serverKW->setValue(serverKW);
}

void PowerPage::resetToDefaults()
{
    m_servers->setValue(kCourseServers);
    m_serverKW->setValue(kCourseServerKW);
}

} // namespace ailab::labs::operations
