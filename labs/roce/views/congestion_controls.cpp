#include "labs/roce/views/congestion_controls.h"

#include "core/models/roce/roce_scenario.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>
#include <memory>
#include <vector>

namespace ailab::labs::roce {

namespace pk = core::net::packet;
namespace roce_model = core::models::roce;

namespace {
constexpr int kMaxOfferedPercent = 400;    // the slider's end: 4 x the receiver's link
constexpr double kKB = 1e3;                // sizes in decimal kilobytes (docs/models.md, Units)
constexpr double kRatePerThreshold = 25e9; // thresholds scale per 25 Gb/s (docs/models.md)

QSpinBox* kbBox(QWidget* parent, int min, int max, int step, const QString& name)
{
    auto* box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setSingleStep(step);
    box->setSuffix(CongestionControls::tr(" KB"));
    box->setGroupSeparatorShown(true);
    box->setKeyboardTracking(false);
    box->setAccessibleName(name);
    return box;
}
} // namespace

CongestionControls::CongestionControls(QWidget* parent)
    : QWidget(parent)
{
    auto* traffic = new QGroupBox(tr("Incast"), this);
    auto* tg = new QGridLayout(traffic);
    tg->setContentsMargins(6, 2, 6, 4);
    tg->setVerticalSpacing(3);
    m_offered = new QSlider(Qt::Horizontal, traffic);
    m_offered->setRange(10, kMaxOfferedPercent);
    m_offered->setSingleStep(5);
    m_offered->setPageStep(10);
    m_offered->setAccessibleName(tr("Offered load in percent of the receiver's link"));
    m_offered->setToolTip(tr("The senders' total demand as a share of the receiver's link "
                             "rate. Above 100 % the receiver's switch port is overloaded."));
    m_offeredLabel = new QLabel(traffic);
    m_offeredLabel->setMinimumWidth(
        m_offeredLabel->fontMetrics().horizontalAdvance(QStringLiteral("000 %")));
    m_senders = new QSpinBox(traffic);
    m_senders->setRange(1, roce_model::kMaxIncastSenders);
    m_senders->setKeyboardTracking(false);
    m_senders->setSuffix(tr(" : 1"));
    m_senders->setAccessibleName(tr("Incast degree: senders to one receiver"));
    m_linkSpeed = new QComboBox(traffic);
    for (int gbps : {25, 50, 100, 200, 400})
        m_linkSpeed->addItem(tr("%1 Gb/s").arg(gbps), gbps);
    m_linkSpeed->setAccessibleName(tr("Link speed of every link"));
    m_duration = new QComboBox(traffic);
    for (int ms : {1, 2, 5, 10, 20, 50})
        m_duration->addItem(tr("%n ms", nullptr, ms), ms);
    m_duration->setAccessibleName(tr("Length of the run in simulated time"));
    m_innocent = new QCheckBox(tr("Innocent flow beside the incast"), traffic);
    m_innocent->setToolTip(tr("Adds a flow that shares the upstream switch with half of the "
                              "senders but goes to another, idle receiver: only a PFC pause "
                              "can slow it (head-of-line blocking)."));
    tg->addWidget(new QLabel(tr("Offered load:"), traffic), 0, 0);
    tg->addWidget(m_offered, 0, 1);
    tg->addWidget(m_offeredLabel, 0, 2);
    tg->addWidget(new QLabel(tr("Senders:"), traffic), 1, 0);
    tg->addWidget(m_senders, 1, 1, 1, 2);
    tg->addWidget(new QLabel(tr("Link speed:"), traffic), 2, 0);
    tg->addWidget(m_linkSpeed, 2, 1, 1, 2);
    tg->addWidget(new QLabel(tr("Run length:"), traffic), 3, 0);
    tg->addWidget(m_duration, 3, 1, 1, 2);
    tg->addWidget(m_innocent, 4, 0, 1, 3);

    auto* control = new QGroupBox(tr("Congestion control"), this);
    auto* cg = new QGridLayout(control);
    cg->setContentsMargins(6, 2, 6, 4);
    cg->setVerticalSpacing(3);
    m_ecn = new QCheckBox(tr("ECN"), control);
    m_ecn->setAccessibleName(tr("ECN marking at the switches"));
    m_pfc = new QCheckBox(tr("PFC"), control);
    m_pfc->setAccessibleName(tr("Priority flow control (pause frames)"));
    m_dcqcn = new QCheckBox(tr("DCQCN"), control);
    m_dcqcn->setAccessibleName(tr("DCQCN rate control at the NICs"));
    auto* toggles = new QHBoxLayout;
    toggles->addWidget(m_ecn);
    toggles->addWidget(m_pfc);
    toggles->addWidget(m_dcqcn);
    toggles->addStretch(1);
    m_scale = new QCheckBox(tr("Kmin, Kmax per 25 Gb/s of link"), control);
    m_scale->setToolTip(tr("The production-derived default: Kmin 100 KB and Kmax 400 KB per "
                           "25 Gb/s of port speed. Clear it to set the bytes yourself."));
    m_scale->setAccessibleName(tr("Scale the marking thresholds with the link speed"));
    m_kmin = kbBox(control, 1, 100000, 10, tr("ECN Kmin in kilobytes"));
    m_kmax = kbBox(control, 2, 100000, 10, tr("ECN Kmax in kilobytes"));
    m_pmax = new QDoubleSpinBox(control);
    m_pmax->setRange(0.01, 1.0);
    m_pmax->setSingleStep(0.05);
    m_pmax->setDecimals(2);
    m_pmax->setKeyboardTracking(false);
    m_pmax->setAccessibleName(tr("ECN marking probability at Kmax"));
    m_xoff = kbBox(control, 1, 100000, 32, tr("PFC XOFF threshold per ingress port in kilobytes"));
    m_buffer = kbBox(control, 100, 1000000, 1000, tr("Shared switch buffer in kilobytes"));
    m_kminShare = new QLabel(control);
    m_kmaxShare = new QLabel(control);
    m_xoffShare = new QLabel(control);
    cg->addLayout(toggles, 0, 0, 1, 3);
    cg->addWidget(m_scale, 1, 0, 1, 3);
    cg->addWidget(new QLabel(tr("Kmin:"), control), 2, 0);
    cg->addWidget(m_kmin, 2, 1);
    cg->addWidget(m_kminShare, 2, 2);
    cg->addWidget(new QLabel(tr("Kmax:"), control), 3, 0);
    cg->addWidget(m_kmax, 3, 1);
    cg->addWidget(m_kmaxShare, 3, 2);
    cg->addWidget(new QLabel(tr("Pmax:"), control), 4, 0);
    cg->addWidget(m_pmax, 4, 1);
    cg->addWidget(new QLabel(tr("XOFF:"), control), 5, 0);
    cg->addWidget(m_xoff, 5, 1);
    cg->addWidget(m_xoffShare, 5, 2);
    cg->addWidget(new QLabel(tr("Buffer:"), control), 6, 0);
    cg->addWidget(m_buffer, 6, 1);
    cg->setColumnStretch(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(traffic);
    layout->addWidget(control);
    layout->addStretch(1);

    connect(m_offered, &QSlider::valueChanged, this, &CongestionControls::onEdited);
    connect(m_senders, &QSpinBox::valueChanged, this, &CongestionControls::onEdited);
    connect(m_linkSpeed, &QComboBox::currentIndexChanged, this, &CongestionControls::onEdited);
    connect(m_duration, &QComboBox::currentIndexChanged, this, &CongestionControls::onEdited);
    for (QCheckBox* box : {m_innocent, m_ecn, m_pfc, m_dcqcn, m_scale})
        connect(box, &QCheckBox::toggled, this, &CongestionControls::onEdited);
    for (QSpinBox* box : {m_kmin, m_kmax, m_xoff, m_buffer})
        connect(box, &QSpinBox::valueChanged, this, &CongestionControls::onEdited);
    connect(m_pmax, &QDoubleSpinBox::valueChanged, this, &CongestionControls::onEdited);
    showConfig(roce_model::RoceScenarioConfig{});
}

void CongestionControls::showConfig(const roce_model::RoceScenarioConfig& config)
{
    m_showing = true;
    const QList<QWidget*> all{m_offered, m_senders, m_linkSpeed, m_duration, m_innocent,
                              m_ecn,     m_pfc,     m_dcqcn,     m_scale,    m_kmin,
                              m_kmax,    m_pmax,    m_xoff,      m_buffer};
    std::vector<std::unique_ptr<QSignalBlocker>> blockers;
    for (QWidget* w : all)
        blockers.push_back(std::make_unique<QSignalBlocker>(w));
    const pk::IncastConfig& in = config.incast;
    const pk::SwitchConfig& s = in.engine.switches;
    m_senders->setValue(in.senders);
    m_offered->setMaximum(std::min(kMaxOfferedPercent, in.senders * 100));
    m_offered->setValue(static_cast<int>(std::lround(in.offered * 100)));
    const int gbps = static_cast<int>(std::lround(in.linkBps / 1e9));
    int index = m_linkSpeed->findData(gbps);
    if (index < 0) {
        m_linkSpeed->addItem(tr("%1 Gb/s").arg(gbps), gbps);
        index = m_linkSpeed->count() - 1;
    }
    m_linkSpeed->setCurrentIndex(index);
    const int ms = static_cast<int>(std::lround(config.durationS * 1e3));
    index = m_duration->findData(ms);
    if (index < 0) {
        m_duration->addItem(tr("%n ms", nullptr, ms), ms);
        index = m_duration->count() - 1;
    }
    m_duration->setCurrentIndex(index);
    m_innocent->setChecked(in.innocentFlow);
    m_ecn->setChecked(s.ecn);
    m_pfc->setChecked(s.pfc);
    m_dcqcn->setChecked(in.engine.dcqcn.enabled);
    m_scale->setChecked(s.ecnScaleWithRate);
    m_kmin->setValue(
        static_cast<int>(std::lround(roce_model::effectiveKminBytes(s, in.linkBps) / kKB)));
    m_kmax->setValue(
        static_cast<int>(std::lround(roce_model::effectiveKmaxBytes(s, in.linkBps) / kKB)));
    m_pmax->setValue(s.pmax);
    m_xoff->setValue(static_cast<int>(std::lround(s.xoffBytes / kKB)));
    m_buffer->setValue(static_cast<int>(std::lround(s.bufferBytes / kKB)));
    blockers.clear();
    m_showing = false;
    updateDerived();
}

roce_model::RoceScenarioConfig
CongestionControls::config(const roce_model::RoceScenarioConfig& base) const
{
    roce_model::RoceScenarioConfig c = base;
    pk::IncastConfig& in = c.incast;
    pk::SwitchConfig& s = in.engine.switches;
    in.senders = m_senders->value();
    in.offered = m_offered->value() / 100.0;
    in.linkBps = m_linkSpeed->currentData().toDouble() * 1e9;
    in.innocentFlow = m_innocent->isChecked();
    c.durationS = m_duration->currentData().toDouble() / 1e3;
    s.ecn = m_ecn->isChecked();
    s.pfc = m_pfc->isChecked();
    in.engine.dcqcn.enabled = m_dcqcn->isChecked();
    if (m_scale->isChecked()) {
        // Per 25 Gb/s: the base's own values when it scales, else the production default.
        if (!s.ecnScaleWithRate) {
            const pk::SwitchConfig defaults;
            s.kminBytes = defaults.kminBytes;
            s.kmaxBytes = defaults.kmaxBytes;
        }
        s.ecnScaleWithRate = true;
    } else {
        s.ecnScaleWithRate = false;
        s.kminBytes = m_kmin->value() * kKB;
        s.kmaxBytes = m_kmax->value() * kKB;
    }
    s.pmax = m_pmax->value();
    s.xoffBytes = m_xoff->value() * kKB;
    s.bufferBytes = m_buffer->value() * kKB;
    return c;
}

void CongestionControls::onEdited()
{
    if (m_showing)
        return;
    // More senders allow more offered load (each sends at most its link rate).
    m_offered->setMaximum(std::min(kMaxOfferedPercent, m_senders->value() * 100));
    updateDerived();
    emit edited();
}

void CongestionControls::updateDerived()
{
    const QLocale locale;
    m_offeredLabel->setText(tr("%1 %").arg(m_offered->value()));
    const bool scaled = m_scale->isChecked();
    m_kmin->setEnabled(!scaled && m_ecn->isChecked());
    m_kmax->setEnabled(!scaled && m_ecn->isChecked());
    m_pmax->setEnabled(m_ecn->isChecked());
    m_scale->setEnabled(m_ecn->isChecked());
    m_xoff->setEnabled(m_pfc->isChecked());
    // The same bytes as a share of the shared buffer (the seed draws thresholds in %).
    const double buffer = m_buffer->value();
    const auto share = [&](QSpinBox* box) {
        return tr("%1 % of buffer").arg(locale.toString(100.0 * box->value() / buffer, 'f', 1));
    };
    m_kminShare->setText(share(m_kmin));
    m_kmaxShare->setText(share(m_kmax));
    m_xoffShare->setText(share(m_xoff));
}

} // namespace ailab::labs::roce
