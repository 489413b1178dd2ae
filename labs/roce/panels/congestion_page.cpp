#include "labs/roce/panels/congestion_page.h"

#include "core/error.h"
#include "core/models/roce/roce_scenario.h"
#include "core/net/packet/feedback_sequence.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/roce/roce_session.h"
#include "labs/roce/views/congestion_charts.h"
#include "labs/roce/views/congestion_controls.h"
#include "labs/roce/views/congestion_explainer.h"
#include "labs/roce/views/congestion_feedback_view.h"
#include "labs/roce/views/congestion_tiles.h"

#include <QCheckBox>
#include <QJsonDocument>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>
#include <nlohmann/json.hpp>

namespace ailab::labs::roce {

namespace pk = core::net::packet;
namespace roce_model = core::models::roce;

namespace {
const char* const kRateView = "rate";
const char* const kGoodputView = "goodput";
} // namespace

CongestionPage::CongestionPage(RoceSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    m_feedback = new CongestionFeedbackView(content);
    m_controls = new CongestionControls(content);

    m_charts = new CongestionCharts(session, content);
    m_tiles = new CongestionTiles(session, content);
    m_explainer = new ExplainerPanel(content);
    m_message = new QLabel(content);
    m_message->setWordWrap(true);
    m_message->setVisible(false);

    m_views = new QTabWidget(content);
    m_views->addTab(m_charts, tr("Queue and rates"));
    m_views->addTab(m_explainer, tr("How ECN, PFC and DCQCN work"));
    m_views->setAccessibleName(tr("Congestion charts and explanation"));

    // The controls beside the tiles where they fit, over them where they do not; the charts
    // under both, across the page, which scrolls downwards, never sideways (beside the
    // controls and the tiles the charts ran past a projector's width).
    auto* upper = new QWidget(content);
    auto* upperRow = new FlowLayout(upper);
    upperRow->setContentsMargins(0, 0, 0, 0);
    m_controls->setParent(upper);
    m_tiles->setParent(upper);
    upperRow->addWidget(m_controls);
    upperRow->addWidget(m_tiles);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_feedback);
    layout->addWidget(upper);
    layout->addWidget(m_message);
    layout->addWidget(m_views, 1);
    hostInVerticalScroll(this, content);

    connect(m_controls, &CongestionControls::edited, this, &CongestionPage::onEdited);
    connect(m_session.driver(), &SimDriver::frameReady, this, &CongestionPage::onFrame);
    connect(&m_session, &RoceSession::rebuilt, this, &CongestionPage::onRebuilt);
    onRebuilt();
}

CongestionPage::~CongestionPage() = default;

void CongestionPage::onEdited()
{
    const bool playing = m_session.driver()->isPlaying();
    try {
        m_session.setConfig(m_controls->config(m_session.config()));
        m_message->setVisible(false);
    } catch (const core::Error& e) {
        m_message->setText(tr("Not applied: %1").arg(QString::fromStdString(e.message())));
        m_message->setVisible(true);
        m_controls->showConfig(m_session.config());
        return;
    }
    // A change while playing restarts the run and keeps it playing.
    if (playing)
        m_session.driver()->play();
}

void CongestionPage::onRebuilt()
{
    m_controls->showConfig(m_session.config());
    m_charts->rebuild();
    m_explainer->setContent(CongestionExplainer::content(m_session));
    onFrame();
}

void CongestionPage::onFrame()
{
    m_charts->update();
    m_tiles->update();
    m_feedback->showSnapshot(m_session.feedback().snapshot());
}

QJsonObject CongestionPage::saveState() const
{
    const roce_model::RoceScenarioConfig& config = m_session.config();
    const auto model = QJsonDocument::fromJson(
        QByteArray::fromStdString(roce_model::roceScenarioToJson(config).dump()));
    QJsonObject state;
    state[QStringLiteral("config")] = model.object();
    state[QStringLiteral("thresholdsPer25G")] = config.incast.engine.switches.ecnScaleWithRate;
    state[QStringLiteral("senderChart")] = QLatin1String(
        m_charts->rateView() == CongestionCharts::RateView::Goodput ? kGoodputView : kRateView);
    return state;
}

void CongestionPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != QLatin1String("config") && it.key() != QLatin1String("thresholdsPer25G") &&
            it.key() != QLatin1String("senderChart"))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    roce_model::RoceScenarioConfig config = m_session.config();
    if (state.contains(QStringLiteral("config"))) {
        if (!state.value(QStringLiteral("config")).isObject())
            throw core::Error("expected an object", "/config");
        const QByteArray text =
            QJsonDocument(state.value(QStringLiteral("config")).toObject()).toJson();
        const std::uint64_t seed = config.incast.engine.seed;
        config = roce_model::readRoceScenario(nlohmann::json::parse(text.toStdString()), "/config");
        config.incast.engine.seed = seed; // the scenario's seed, not part of the page
    }
    if (state.contains(QStringLiteral("thresholdsPer25G"))) {
        const QJsonValue v = state.value(QStringLiteral("thresholdsPer25G"));
        if (!v.isBool())
            throw core::Error("expected true or false", "/thresholdsPer25G");
        pk::SwitchConfig& s = config.incast.engine.switches;
        if (v.toBool() && !s.ecnScaleWithRate) {
            // Back to bytes per 25 Gb/s of port speed (the file holds the bytes in force).
            const double per25G = 25e9 / config.incast.linkBps;
            s.kminBytes *= per25G;
            s.kmaxBytes *= per25G;
            s.ecnScaleWithRate = true;
        }
    }
    auto view = m_charts->rateView();
    if (state.contains(QStringLiteral("senderChart"))) {
        const QString v = state.value(QStringLiteral("senderChart")).toString();
        if (v == QLatin1String(kRateView))
            view = CongestionCharts::RateView::SendingRate;
        else if (v == QLatin1String(kGoodputView))
            view = CongestionCharts::RateView::Goodput;
        else
            throw core::Error("expected \"rate\" or \"goodput\"", "/senderChart");
    }
    m_session.setConfig(config); // validates before it changes anything
    m_message->setVisible(false);
    m_charts->setRateView(view);
}

void CongestionPage::resetToDefaults()
{
    m_message->setVisible(false);
    m_charts->setRateView(CongestionCharts::RateView::SendingRate);
    m_views->setCurrentIndex(0);
    m_session.rebuild();
}

} // namespace ailab::labs::roce
