#include "labs/roce/views/congestion_charts.h"

#include "core/models/roce/roce_scenario.h"
#include "core/models/roce/roce_status.h"
#include "core/net/packet/incast_scenario.h"
#include "core/telemetry/metric_registry.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/widgets/palette.h"
#include "labs/roce/roce_session.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace ailab::labs::roce {

namespace pk = core::net::packet;
namespace roce_model = core::models::roce;

namespace {
constexpr double kMsPerS = 1e3;
constexpr double kKbPerByte = 1e-3;

QString kb(double bytes)
{
    return QLocale().toString(bytes * kKbPerByte, 'f', 0);
}
} // namespace

CongestionCharts::CongestionCharts(RoceSession& session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
{
    m_queue = new TimeSeriesPanel(this);
    m_queue->setTitle(tr("Bottleneck egress queue (switch to receiver)"));
    m_queue->setAxes(tr("Time (ms)"), tr("Queue (KB)"));
    m_queue->setUnits(tr("ms"), tr("KB"));
    m_queue->addSeries(QStringLiteral("queue"), tr("Queue"), QColor(style::okabeIto::Blue),
                       Qt::SolidLine);
    m_queue->plot()->setMinimumHeight(120);

    m_rates = new TimeSeriesPanel(this);
    m_rates->plot()->setMinimumHeight(120);
    m_rateView = new QComboBox(this);
    m_rateView->addItem(tr("Sending rate"), static_cast<int>(RateView::SendingRate));
    m_rateView->addItem(tr("Goodput"), static_cast<int>(RateView::Goodput));
    m_rateView->setAccessibleName(tr("What the sender chart shows"));
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Senders show:"), this));
    row->addWidget(m_rateView);
    row->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_queue, 1);
    layout->addLayout(row);
    layout->addWidget(m_rates, 1);
    connect(m_rateView, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });
}

void CongestionCharts::setRateView(RateView view)
{
    m_rateView->setCurrentIndex(m_rateView->findData(static_cast<int>(view)));
}

CongestionCharts::RateView CongestionCharts::rateView() const
{
    return static_cast<RateView>(m_rateView->currentData().toInt());
}

void CongestionCharts::addThresholds()
{
    const pk::IncastConfig& in = m_session.config().incast;
    const pk::SwitchConfig& s = in.engine.switches;
    m_queue->clearThresholds();
    // The line the Queue p99 tile is judged by (one rule for the tile and the chart); at
    // the default marking band it is Kmax itself.
    const double healthy = roce_model::healthyQueueLimitBytes(in);
    bool healthyShown = false;
    if (s.ecn) {
        const double kmin = roce_model::effectiveKminBytes(s, in.linkBps);
        const double kmax = roce_model::effectiveKmaxBytes(s, in.linkBps);
        m_queue->addThreshold(kmin * kKbPerByte, tr("Kmin %1 KB").arg(kb(kmin)));
        healthyShown = kb(kmax) == kb(healthy);
        m_queue->addThreshold(kmax * kKbPerByte,
                              healthyShown ? tr("Kmax %1 KB, healthy up to here").arg(kb(kmax))
                                           : tr("Kmax %1 KB").arg(kb(kmax)));
    }
    if (!healthyShown)
        m_queue->addThreshold(healthy * kKbPerByte, tr("Healthy up to %1 KB").arg(kb(healthy)));
    if (s.pfc)
        m_queue->addThreshold(s.xoffBytes * kKbPerByte,
                              tr("XOFF %1 KB (per ingress port)").arg(kb(s.xoffBytes)));
    if (m_bufferShown)
        m_queue->addThreshold(s.bufferBytes * kKbPerByte,
                              tr("Buffer %1 KB").arg(kb(s.bufferBytes)));
}

void CongestionCharts::rebuild()
{
    m_feeds.clear();
    m_bufferShown = false;
    m_queue->clear();
    addThresholds();

    // The flows change with the config: a new panel, in the old one's place.
    auto* fresh = new TimeSeriesPanel(this);
    fresh->plot()->setMinimumHeight(120);
    // The layout hands back the old panel's item, which it no longer owns.
    delete layout()->replaceWidget(m_rates, fresh);
    m_rates->hide(); // gone at once, deleted when the event loop runs
    m_rates->deleteLater();
    m_rates = fresh;
    const bool goodput = rateView() == RateView::Goodput;
    // A sender paces at min(DCQCN rate, demand); without DCQCN at its demand.
    const bool dcqcn = m_session.config().incast.engine.dcqcn.enabled;
    m_rates->setTitle(goodput ? tr("Goodput of each flow")
                      : dcqcn ? tr("Sending rate of each flow (DCQCN limit or demand, the lower)")
                              : tr("Sending rate of each flow (DCQCN off: its demand)"));
    m_rates->setAxes(tr("Time (ms)"), goodput ? tr("Goodput (Gb/s)") : tr("Sending rate (Gb/s)"));
    m_rates->setUnits(tr("ms"), tr("Gb/s"));

    const pk::IncastScenario& run = m_session.run();
    const pk::PacketEngine& engine = run.engine();
    const QColor senderColour(style::okabeIto::SkyBlue);
    int n = 0;
    for (pk::FlowId f : run.incastFlows()) {
        const std::string name = engine.flowStats(f).name;
        const int index = m_rates->addSeries(QString::fromStdString(name), tr("Sender %1").arg(++n),
                                             senderColour, Qt::SolidLine);
        m_feeds.push_back({"flow/" + name + (goodput ? "/goodput_gbps" : "/rate_gbps"), nullptr,
                           m_rates, index, 0, 1.0});
    }
    // The legend names the bundle once; the table lists every sender.
    for (int i = 1; i < n; ++i)
        m_rates->plot()->graph(i)->removeFromLegend();
    if (n > 0)
        m_rates->plot()->graph(0)->setName(tr("Senders (one line each)"));
    if (run.innocentFlow() != pk::kNoFlow) {
        const int index =
            m_rates->addSeries(QStringLiteral("innocent"), tr("Innocent flow goodput"),
                               QColor(style::okabeIto::Vermillion), Qt::DashLine);
        QPen pen = m_rates->plot()->graph(index)->pen();
        pen.setWidthF(2.5);
        m_rates->plot()->graph(index)->setPen(pen);
        m_feeds.push_back({"flow/" + engine.flowStats(run.innocentFlow()).name + "/goodput_gbps",
                           nullptr, m_rates, index, 0, 1.0});
    }
    m_feeds.push_back({"port/" + engine.portStats(run.network().bottleneck).name + "/queue_bytes",
                       nullptr, m_queue, 0, 0, kKbPerByte});
    update();
}

void CongestionCharts::update()
{
    const core::telemetry::MetricRegistry& registry = m_session.telemetry();
    const pk::IncastScenario& run = m_session.run();
    const pk::PacketEngine& engine = run.engine();
    // The engine adds its series at its first sample: find each source once it exists.
    for (Feed& feed : m_feeds) {
        if (!feed.source)
            feed.source = registry.find(feed.name);
        if (!feed.source)
            continue;
        const core::telemetry::TimeSeries& src = *feed.source;
        for (; feed.taken < src.size(); ++feed.taken) {
            const core::telemetry::Sample& s = src[feed.taken];
            feed.panel->append(feed.index, s.time * kMsPerS, s.value * feed.scale);
        }
    }
    // The buffer line joins once the queue has left the marking band (it would flatten a
    // queue held near Kmin).
    const pk::IncastConfig& in = m_session.config().incast;
    const double bandTop = in.engine.switches.ecn
                               ? roce_model::effectiveKmaxBytes(in.engine.switches, in.linkBps)
                               : in.engine.switches.xoffBytes;
    if (!m_bufferShown && engine.portStats(run.network().bottleneck).maxQueueBytes > bandTop) {
        m_bufferShown = true;
        addThresholds();
    }
}

} // namespace ailab::labs::roce
