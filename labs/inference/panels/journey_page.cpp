#include "labs/inference/panels/journey_page.h"

#include "core/error.h"
#include "core/infer/serving_cluster.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/views/journey_diagram.h"
#include "labs/inference/views/serving_format.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs::inference {

namespace fmt = serving_format;
using core::infer::RequestState;
using core::infer::ServedRequest;

JourneyPage::JourneyPage(InferenceSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    hostInVerticalScroll(this, content);

    auto* controls = new QWidget(content);
    auto* controlRow = new FlowLayout(controls);
    auto* requestLabel = new QLabel(tr("Re&quest:"), controls);
    m_requestBox = new QSpinBox(controls);
    m_requestBox->setRange(1, 1);
    m_requestBox->setAccessibleName(tr("Request shown"));
    requestLabel->setBuddy(m_requestBox);
    m_followBox = new QCheckBox(tr("Follow &new requests"), controls);
    m_followBox->setToolTip(tr("When the request shown has been answered, show the newest "
                               "request that is still on its way."));
    m_newest = new QPushButton(tr("Ne&west request"), controls);
    controlRow->addWidget(requestLabel);
    controlRow->addWidget(m_requestBox);
    controlRow->addWidget(m_followBox);
    controlRow->addWidget(m_newest);

    auto* tiles = new QWidget(content);
    auto* tileRow = new FlowLayout(tiles);
    m_stage = new MetricTile(tr("Stage"), tiles);
    m_stage->setExplanation(tr("Where the request is now on its journey."));
    m_ttft = new MetricTile(tr("Time to first token"), tiles);
    m_ttft->setExplanation(tr("TTFT: from the request's arrival to its first token, queueing "
                              "included (vLLM's benchmark_serving)."));
    m_tokenCount = new MetricTile(tr("Tokens received"), tiles);
    m_tokenCount->setExplanation(tr("Output tokens streamed back so far, of those the request "
                                    "asks for."));
    m_interToken = new MetricTile(tr("Time per output token"), tiles);
    m_interToken->setExplanation(tr("The mean gap between the request's tokens so far: "
                                    "(last − first token) / (tokens − 1)."));
    m_latency = new MetricTile(tr("End-to-end latency"), tiles);
    m_latency->setExplanation(tr("From arrival to the last token; while the request is on its "
                                 "way, the time it has taken so far."));
    m_queue = new MetricTile(tr("Requests in the system"), tiles);
    m_queue->setExplanation(tr("Requests that have arrived and are not answered yet, on every "
                               "replica."));
    for (MetricTile* t : {m_stage, m_ttft, m_tokenCount, m_interToken, m_latency, m_queue})
        tileRow->addWidget(t);

    m_topology = new TopologyView(content);
    m_topology->setTitle(tr("Request journey"));
    m_topology->setMinimumHeight(fontMetrics().height() * 16);

    m_tokens = new TimeSeriesPanel(content);
    m_tokens->setTitle(tr("Tokens arriving at the client"));
    m_tokens->setAxes(tr("Time since the request arrived (s)"), tr("Tokens received"));
    m_tokens->setUnits(tr("s"), tr("tokens"));
    m_tokens->addSeries(QStringLiteral("tokens"), tr("Tokens received"));
    m_tokens->setMinimumHeight(fontMetrics().height() * 14);

    m_explainer = new ExplainerPanel(content);
    m_explainer->setMinimumHeight(fontMetrics().height() * 14);

    auto* lower = new QHBoxLayout;
    lower->addWidget(m_tokens, 3);
    lower->addWidget(m_explainer, 2);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(controls);
    layout->addWidget(tiles);
    layout->addWidget(m_topology, 3);
    layout->addLayout(lower, 2);

    connect(m_requestBox, &QSpinBox::valueChanged, this, [this](int value) {
        if (m_updating)
            return;
        followRequest(value - 1);
    });
    connect(m_followBox, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_updating && on)
            onFrame();
    });
    connect(m_newest, &QPushButton::clicked, this, [this] {
        pickNewestRequest();
        showRequest();
    });
    connect(&m_session, &InferenceSession::rebuilt, this, &JourneyPage::onRebuilt);
    connect(m_session.driver(), &SimDriver::frameReady, this, &JourneyPage::onFrame);
    resetToDefaults();
}

bool JourneyPage::followsNewRequests() const
{
    return m_followBox->isChecked();
}

void JourneyPage::followRequest(int request)
{
    const int count = int(m_session.cluster().requests().size());
    m_request = std::clamp(request, 0, std::max(0, count - 1));
    m_updating = true;
    m_followBox->setChecked(false);
    m_updating = false;
    showRequest();
}

void JourneyPage::pickNewestRequest()
{
    // Requests are in arrival order: the newest one that has arrived and is not answered.
    const auto& requests = m_session.cluster().requests();
    const double now = m_session.now();
    const auto arrived = std::upper_bound(
        requests.begin(), requests.end(), now,
        [](double t, const ServedRequest& r) { return t < r.spec.arrivalS; });
    for (auto it = arrived; it != requests.begin();) {
        --it;
        if (!it->finished() && it->state != RequestState::Rejected) {
            m_request = int(it - requests.begin());
            return;
        }
    }
}

void JourneyPage::onRebuilt()
{
    const int count = int(m_session.cluster().requests().size());
    m_updating = true;
    m_requestBox->setRange(1, std::max(1, count));
    m_updating = false;
    m_request = std::clamp(m_request, 0, std::max(0, count - 1));
    m_topology->setTopology(JourneyDiagram::build(m_session.cluster(), m_request));
    m_shownTokens = -1;
    showRequest();
}

void JourneyPage::onFrame()
{
    if (followsNewRequests()) {
        const ServedRequest& r = m_session.cluster().requests()[std::size_t(m_request)];
        if (r.finished() || r.state == RequestState::Rejected || r.state == RequestState::Pending)
            pickNewestRequest();
    }
    showRequest();
}

void JourneyPage::showRequest()
{
    const core::infer::ServingCluster& cluster = m_session.cluster();
    if (cluster.requests().empty())
        return;
    m_updating = true;
    m_requestBox->setValue(m_request + 1);
    m_updating = false;
    m_topology->updateState(JourneyDiagram::build(cluster, m_request));

    const ServedRequest& r = cluster.requests()[std::size_t(m_request)];
    const double now = m_session.now();
    const bool arrived = now >= r.spec.arrivalS && r.state != RequestState::Pending;
    m_stage->setValue(JourneyDiagram::stageText(cluster, m_request));
    m_stage->setDetail(fmt::requestName(m_request));
    if (r.firstTokenS >= 0) {
        m_ttft->setValue(fmt::duration(r.ttft()));
        m_ttft->setDetail(tr("arrived at %1 s").arg(fmt::number(r.spec.arrivalS, 2)));
    } else {
        m_ttft->setValue(arrived ? tr("waiting") : tr("not sent"));
        m_ttft->setDetail(arrived ? tr("%1 so far").arg(fmt::duration(now - r.spec.arrivalS))
                                  : tr("arrives at %1 s").arg(fmt::number(r.spec.arrivalS, 2)));
    }
    m_tokenCount->setValue(fmt::count(r.generated));
    m_tokenCount->setDetail(tr("of %1; prompt %2 tokens")
                                .arg(fmt::count(r.spec.outputTokens))
                                .arg(fmt::count(r.spec.promptTokens)));
    m_interToken->setValue(r.generated > 1 ? fmt::milliseconds(r.meanInterTokenS())
                                           : tr("–"));
    m_interToken->setDetail(r.preemptions > 0
                                ? tr("preempted %n time(s)", nullptr, r.preemptions)
                                : tr("never preempted"));
    if (r.finished())
        m_latency->setValue(fmt::duration(r.latency()));
    else
        m_latency->setValue(arrived ? fmt::duration(now - r.spec.arrivalS) : tr("–"));
    m_latency->setDetail(r.finished() ? tr("answered") : tr("so far"));
    const core::infer::ClusterSnapshot snap = cluster.snapshot();
    m_queue->setValue(fmt::count(snap.inSystem));
    m_queue->setDetail(tr("%n answered", nullptr, snap.finished));

    const std::vector<double>& times = m_session.tokenTimes(m_request);
    if (int(times.size()) != m_shownTokens) {
        QVector<double> x, y;
        x.reserve(int(times.size()) + 1);
        y.reserve(int(times.size()) + 1);
        if (arrived) {
            x << 0.0;
            y << 0.0;
        }
        for (std::size_t i = 0; i < times.size(); ++i) {
            x << times[i] - r.spec.arrivalS;
            y << double(i + 1);
        }
        m_tokens->setSeriesData(QStringLiteral("tokens"), x, y);
        m_tokens->clearAnnotations();
        if (r.firstTokenS >= 0)
            m_tokens->addAnnotation(r.ttft(), tr("first token"),
                                    tr("Time to first token: %1").arg(fmt::duration(r.ttft())));
        m_shownTokens = int(times.size());
        showExplainer();
    }
}

void JourneyPage::showExplainer()
{
    const ServedRequest& r = m_session.cluster().requests()[std::size_t(m_request)];
    ExplainerContent c;
    c.title = tr("A request's journey");
    c.conceptText =
        tr("<p>A prompt leaves the client, passes the API gateway and reaches the scheduler, "
           "which picks a model-server replica. There it waits in the queue until the "
           "engine's next iteration has room, then its whole prompt is computed in one or a "
           "few iterations (prefill), which produces the first token. After that every "
           "iteration adds one token (decode), streamed back as it is made.</p><p>This "
           "drawing follows one request of the lab's run through the real scheduler. The "
           "network to the client and the gateway are not timed by this model: their few "
           "milliseconds are small next to the queue and the model server.</p>");
    c.formula = tr("TTFT = queueing + prefill<br>E2E latency = TTFT + (n − 1) × TPOT");
    c.inputs = {
        {tr("Prompt tokens"), fmt::count(r.spec.promptTokens), tr("the run's workload")},
        {tr("Output tokens n"), fmt::count(r.spec.outputTokens), tr("the run's workload")},
        {tr("TTFT"), r.firstTokenS >= 0 ? fmt::duration(r.ttft()) : tr("not yet"),
         tr("serving engine")},
        {tr("TPOT so far"), r.generated > 1 ? fmt::milliseconds(r.meanInterTokenS()) : tr("–"),
         tr("serving engine")}};
    c.sources = {tr("AI Infrastructure Explained, section 07.1 (the request journey) and 07.5 "
                    "(TTFT and inter-token latency)"),
                 tr("vLLM, benchmarks/benchmark_serving.py: TTFT, TPOT and ITL as measured")};
    m_explainer->setContent(c);
}

QJsonObject JourneyPage::saveState() const
{
    return {{QStringLiteral("request"), m_request + 1},
            {QStringLiteral("follow"), followsNewRequests()}};
}

void JourneyPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != QLatin1String("request") && it.key() != QLatin1String("follow"))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    const QJsonValue request = state.value(QStringLiteral("request"));
    const QJsonValue follow = state.value(QStringLiteral("follow"));
    if (!request.isUndefined() && (!request.isDouble() || request.toDouble() < 1 ||
                                   request.toDouble() != double(request.toInt())))
        throw core::Error("expected a request number of at least 1", "/request");
    if (!follow.isUndefined() && !follow.isBool())
        throw core::Error("expected true or false", "/follow");
    const int count = int(m_session.cluster().requests().size());
    m_request = std::clamp(request.toInt(1) - 1, 0, std::max(0, count - 1));
    m_updating = true;
    m_followBox->setChecked(follow.toBool(true));
    m_updating = false;
    m_shownTokens = -1;
    showRequest();
}

void JourneyPage::resetToDefaults()
{
    m_request = 0;
    m_updating = true;
    m_followBox->setChecked(true);
    m_updating = false;
    onRebuilt();
}

} // namespace ailab::labs::inference
