#include "labs/inference/panels/capacity_page.h"

#include "core/error.h"
#include "core/infer/serving_sweep.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/labelled_field.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/views/serving_format.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>

namespace ailab::labs::inference {

namespace fmt = serving_format;
namespace infer = core::infer;

namespace {
constexpr double kDefaultMinRate = 5.0;
constexpr double kDefaultMaxRate = 80.0;
constexpr int kDefaultPoints = 8;
constexpr int kDefaultRequests = 500;
constexpr double kDefaultTargetRate = 80.0;
constexpr int kDefaultAttainment = 90;
constexpr int kDefaultMaxReplicas = 16;
// The SLOs a sweep is judged against when the scenario names none: the course's chat
// targets (assumption: first token within 500 ms, 50 ms per output token).
constexpr double kFallbackTtftS = 0.5;
constexpr double kFallbackTpotS = 0.05;
} // namespace

struct CapacityResults
{
    std::vector<infer::SweepPoint> points;
    infer::ServiceLevelObjectives slo;
};

CapacityPage::CapacityPage(InferenceSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
    , m_results(std::make_unique<CapacityResults>())
{
    auto* content = new QWidget(this);
    hostInVerticalScroll(this, content);

    auto* controls = new QWidget(content);
    auto* row = new FlowLayout(controls);
    const auto labelled = [&](const QString& text, QWidget* field, const QString& accessible) {
        field->setAccessibleName(accessible);
        row->addWidget(labelledField(text, field, controls));
    };
    m_minRate = new QDoubleSpinBox;
    m_minRate->setRange(0.1, 10000);
    m_minRate->setDecimals(1);
    m_maxRate = new QDoubleSpinBox;
    m_maxRate->setRange(0.1, 10000);
    m_maxRate->setDecimals(1);
    m_points = new QSpinBox;
    m_points->setRange(2, 20);
    m_requests = new QSpinBox;
    m_requests->setRange(50, 20000);
    m_requests->setSingleStep(100);
    labelled(tr("Rates fro&m:"), m_minRate, tr("Lowest request rate per second"));
    labelled(tr("to:"), m_maxRate, tr("Highest request rate per second"));
    labelled(tr("Poi&nts:"), m_points, tr("Rates in the sweep"));
    labelled(tr("Re&quests per point, at least:"), m_requests,
             tr("Requests per rate at least; more when the steady state needs them"));
    m_run = new QPushButton(tr("R&un sweep"), controls);
    m_cancel = new QPushButton(tr("Canc&el"), controls);
    m_cancel->setEnabled(false);
    row->addWidget(m_run);
    row->addWidget(m_cancel);

    auto* planning = new QWidget(content);
    auto* planRow = new FlowLayout(planning);
    const auto planLabelled = [&](const QString& text, QWidget* field, const QString& accessible) {
        auto* holder = new QWidget(planning);
        auto* l = new QHBoxLayout(holder);
        l->setContentsMargins(0, 0, 0, 0);
        auto* label = new QLabel(text, holder);
        field->setParent(holder);
        field->setAccessibleName(accessible);
        label->setBuddy(field);
        l->addWidget(label);
        l->addWidget(field);
        planRow->addWidget(holder);
    };
    m_targetRate = new QDoubleSpinBox;
    m_targetRate->setRange(0.1, 10000);
    m_targetRate->setDecimals(1);
    m_attainment = new QSpinBox;
    m_attainment->setRange(1, 100);
    m_attainment->setSuffix(tr(" %"));
    m_maxReplicas = new QSpinBox;
    m_maxReplicas->setRange(1, 64);
    planLabelled(tr("Tar&get rate:"), m_targetRate, tr("Target request rate per second"));
    planLabelled(tr("Requests &within the SLO:"), m_attainment,
                 tr("Share of requests that must meet the SLO"));
    planLabelled(tr("At most replicas:"), m_maxReplicas, tr("Most replicas to try"));
    m_find = new QPushButton(tr("F&ind replicas"), planning);
    planRow->addWidget(m_find);

    m_progress = new QProgressBar(content);
    m_progress->setAccessibleName(tr("Sweep progress"));
    m_status = new QLabel(content);
    m_status->setWordWrap(true);

    auto* tiles = new QWidget(content);
    auto* tileRow = new FlowLayout(tiles);
    m_replicasTile = new MetricTile(tr("Replicas needed"), tiles);
    m_replicasTile->setExplanation(tr("The fewest replicas of the lab's set-up that sustain the "
                                      "target rate in steady state (their queue does not grow) "
                                      "and at which the chosen share of the requests meets both "
                                      "SLOs, each count tried as a whole run."));
    m_replicasTile->setValue(tr("–"));
    tileRow->addWidget(m_replicasTile);

    const auto chart = [&](const QString& title, const QString& y, const QString& unit) {
        auto* p = new TimeSeriesPanel(content);
        p->setTitle(title);
        p->setAxes(tr("Request rate (requests/s)"), y);
        p->setUnits(tr("req/s"), unit);
        p->setMinimumHeight(fontMetrics().height() * 15);
        return p;
    };
    m_ttft = chart(tr("Time to first token against the request rate"), tr("TTFT (ms)"), tr("ms"));
    m_tpot = chart(tr("Time per output token against the request rate"), tr("TPOT (ms)"),
                   tr("ms"));
    m_throughput =
        chart(tr("Throughput and goodput"), tr("Requests per second"), tr("req/s"));
    for (TimeSeriesPanel* p : {m_ttft, m_tpot}) {
        p->addSeries(QStringLiteral("p50"), tr("Median"));
        p->addSeries(QStringLiteral("p95"), tr("P95"), QColor(), Qt::DashLine);
        p->addSeries(QStringLiteral("p99"), tr("P99"), QColor(), Qt::DotLine);
    }
    m_throughput->addSeries(QStringLiteral("throughput"),
                            tr("Completed requests/s (steady state)"));
    m_throughput->addSeries(QStringLiteral("goodput"),
                            tr("Goodput (meeting the SLOs, steady state)"), QColor(),
                            Qt::DashLine);
    m_throughput->addSeries(QStringLiteral("offered"), tr("Offered rate"), QColor(),
                            Qt::DotLine);
    // Lines between the measured rates, each rate marked.
    for (TimeSeriesPanel* p : {m_ttft, m_tpot, m_throughput}) {
        for (int i = 0; i < p->plot()->graphCount(); ++i) {
            p->plot()->graph(i)->setLineStyle(QCPGraph::lsLine);
            p->plot()->graph(i)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
        }
    }

    m_explainer = new ExplainerPanel(content);
    m_explainer->setMinimumHeight(fontMetrics().height() * 15);

    // The two latency charts side by side where the page is wide enough, one under the other
    // where it is not (a projector in presenter mode); throughput and the explainer each take
    // a whole row. The page scrolls downwards, never sideways.
    auto* latency = new QWidget(content);
    auto* latencyFlow = new FlowLayout(latency);
    latencyFlow->setContentsMargins(0, 0, 0, 0);
    latencyFlow->addWidget(m_ttft);
    latencyFlow->addWidget(m_tpot);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(controls);
    layout->addWidget(planning);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(tiles);
    layout->addWidget(latency);
    layout->addWidget(m_throughput);
    layout->addWidget(m_explainer, 1);

    connect(m_run, &QPushButton::clicked, this, &CapacityPage::startSweep);
    connect(m_find, &QPushButton::clicked, this, &CapacityPage::startReplicaSearch);
    connect(m_cancel, &QPushButton::clicked, this, &CapacityPage::cancel);
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, [this] {
        setWorking(false);
        if (m_cancelled)
            m_status->setText(tr("Cancelled after %n point(s).", nullptr, pointCount()));
        else
            m_progress->setValue(m_progress->maximum()); // a search may end before its last count
        emit workFinished();
    });
    connect(&m_session, &InferenceSession::rebuilt, this, [this] {
        cancel();
        clearCharts();
        showExplainer();
    });
    resetToDefaults();
}

CapacityPage::~CapacityPage()
{
    if (m_cancelFlag)
        *m_cancelFlag = true;
    m_watcher.waitForFinished();
}

QString CapacityPage::pageSummary() const
{
    return tr("The lab's cluster and workload run again at several request rates, each a "
              "whole run: latency percentiles, throughput and goodput against the rate, and "
              "the replicas a target rate needs.");
}

void CapacityPage::setWorking(bool working)
{
    m_run->setEnabled(!working);
    m_find->setEnabled(!working);
    m_cancel->setEnabled(working);
}

void CapacityPage::cancel()
{
    if (!m_watcher.isRunning())
        return;
    m_cancelled = true;
    if (m_cancelFlag)
        *m_cancelFlag = true;
}

int CapacityPage::pointCount() const
{
    return int(m_results->points.size());
}

double CapacityPage::pointRate(int point) const
{
    return m_results->points.at(std::size_t(point)).ratePerS;
}

double CapacityPage::pointTtftP95(int point) const
{
    return m_results->points.at(std::size_t(point)).steady.metrics.ttft.p95;
}

double CapacityPage::pointTpotP95(int point) const
{
    return m_results->points.at(std::size_t(point)).steady.metrics.tpot.p95;
}

double CapacityPage::pointGoodput(int point) const
{
    return m_results->points.at(std::size_t(point)).steady.goodput;
}

double CapacityPage::pointCompletionRate(int point) const
{
    return m_results->points.at(std::size_t(point)).steady.completionRate;
}

bool CapacityPage::pointSustained(int point) const
{
    return m_results->points.at(std::size_t(point)).steady.sustained();
}

int CapacityPage::pointRequests(int point) const
{
    return m_results->points.at(std::size_t(point)).requests;
}

void CapacityPage::clearCharts()
{
    ++m_generation; // results still on their way from an older run are dropped
    m_results->points.clear();
    for (TimeSeriesPanel* p : {m_ttft, m_tpot}) {
        for (const QString& id : {QStringLiteral("p50"), QStringLiteral("p95"),
                                  QStringLiteral("p99")})
            p->setSeriesData(id, {}, {});
    }
    for (const QString& id :
         {QStringLiteral("throughput"), QStringLiteral("goodput"), QStringLiteral("offered")})
        m_throughput->setSeriesData(id, {}, {});
    m_progress->setValue(0);
    m_throughput->clearAnnotations();
    m_status->setText(tr("Press Run sweep: each rate is a whole run of the lab's cluster, "
                         "judged in steady state."));
    showSloLines();
}

void CapacityPage::showSloLines()
{
    // The scenario's SLOs, or the course's chat targets when it names none.
    infer::ServiceLevelObjectives slo = m_session.config().serving.slo;
    if (slo.ttftS <= 0)
        slo.ttftS = kFallbackTtftS;
    if (slo.tpotS <= 0)
        slo.tpotS = kFallbackTpotS;
    m_results->slo = slo;
    m_ttft->clearThresholds();
    m_ttft->addThreshold(slo.ttftS * 1e3, tr("SLO %1").arg(fmt::milliseconds(slo.ttftS, 0)));
    m_tpot->clearThresholds();
    m_tpot->addThreshold(slo.tpotS * 1e3, tr("SLO %1").arg(fmt::milliseconds(slo.tpotS, 0)));
}

void CapacityPage::startSweep()
{
    if (m_watcher.isRunning())
        return;
    const double lo = std::min(m_minRate->value(), m_maxRate->value());
    const double hi = std::max(m_minRate->value(), m_maxRate->value());
    const int n = m_points->value();
    std::vector<double> rates;
    for (int i = 0; i < n; ++i)
        rates.push_back(lo + (hi - lo) * i / (n - 1));
    clearCharts();
    infer::ServingConfig config = m_session.config().serving;
    config.slo = m_results->slo;
    config.events.clear();
    config.autoscaler.enabled = false;
    infer::WorkloadConfig workload = m_session.config().workload;
    workload.requests = m_requests->value();
    const std::uint64_t seed = m_session.scenario().seed;
    m_progress->setRange(0, n);
    m_progress->setValue(0);
    m_status->setText(tr("Running %n rate(s)…", nullptr, n));
    m_cancelled = false;
    m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    auto flag = m_cancelFlag;
    setWorking(true);
    const int generation = m_generation;
    m_watcher.setFuture(QtConcurrent::run([this, config, workload, rates, seed, flag, generation] {
        // One rate at a time, so that each point reaches the charts as soon as it is done.
        for (std::size_t i = 0; i < rates.size() && !*flag; ++i) {
            infer::SweepControl control;
            control.cancel = flag.get();
            std::vector<infer::SweepPoint> one =
                infer::sweepRates(config, workload, {rates[i]}, seed, control);
            if (one.empty())
                break;
            QMetaObject::invokeMethod(
                this,
                [this, point = one.front(), done = int(i + 1), generation] {
                    if (generation != m_generation)
                        return;
                    showPoint(point, done);
                },
                Qt::QueuedConnection);
        }
    }));
}

QString CapacityPage::steadyText(const infer::SweepPoint& point) const
{
    const infer::SteadyState& s = point.steady;
    const QString rate = fmt::number(point.ratePerS, 1);
    switch (s.verdict) {
    case infer::SteadyVerdict::Sustained:
        return tr("at %1 requests/s: sustained (%2 completed a second in steady state, over "
                  "%3 requests)")
            .arg(rate, fmt::number(s.completionRate, 1), fmt::count(point.requests));
    case infer::SteadyVerdict::NotSustained:
        return tr("at %1 requests/s: not sustained: %2 completed a second, the queue grows "
                  "by %3 a second (over %4 requests)")
            .arg(rate, fmt::number(s.completionRate, 1), fmt::number(s.backlogGrowthPerS, 1),
                 fmt::count(point.requests));
    case infer::SteadyVerdict::TooShort:
        break;
    }
    return tr("at %1 requests/s: no steady state even with %2 requests")
        .arg(rate, fmt::count(point.requests));
}

void CapacityPage::showPoint(const infer::SweepPoint& point, int done)
{
    // The first rate whose queue grows is marked; a later one adds nothing.
    const auto growing = [](const infer::SweepPoint& p) {
        return p.steady.verdict == infer::SteadyVerdict::NotSustained;
    };
    const bool firstUnsustained =
        growing(point) && std::none_of(m_results->points.begin(), m_results->points.end(), growing);
    m_results->points.push_back(point);
    const double r = point.ratePerS;
    // The window's figures: the warm-up's requests are not the steady state.
    const infer::SteadyState& s = point.steady;
    m_ttft->append(QStringLiteral("p50"), r, s.metrics.ttft.median * 1e3);
    m_ttft->append(QStringLiteral("p95"), r, s.metrics.ttft.p95 * 1e3);
    m_ttft->append(QStringLiteral("p99"), r, s.metrics.ttft.p99 * 1e3);
    m_tpot->append(QStringLiteral("p50"), r, s.metrics.tpot.median * 1e3);
    m_tpot->append(QStringLiteral("p95"), r, s.metrics.tpot.p95 * 1e3);
    m_tpot->append(QStringLiteral("p99"), r, s.metrics.tpot.p99 * 1e3);
    m_throughput->append(QStringLiteral("throughput"), r, s.completionRate);
    m_throughput->append(QStringLiteral("goodput"), r, s.goodput);
    m_throughput->append(QStringLiteral("offered"), r, r);
    if (firstUnsustained)
        m_throughput->addAnnotation(
            r, tr("queue grows"),
            tr("From %1 requests/s on, the replicas complete fewer requests than arrive: the "
               "queue grows without bound.")
                .arg(fmt::number(r, 1)));
    m_progress->setValue(done);
    m_status->setText(tr("%1 of %2 rates done; %3. P95 TTFT %4, P95 TPOT %5, goodput %6 "
                         "requests/s.")
                          .arg(done)
                          .arg(m_progress->maximum())
                          .arg(steadyText(point), fmt::milliseconds(s.metrics.ttft.p95),
                               fmt::milliseconds(s.metrics.tpot.p95),
                               fmt::number(s.goodput, 2)));
}

void CapacityPage::startReplicaSearch()
{
    if (m_watcher.isRunning())
        return;
    infer::ServingConfig config = m_session.config().serving;
    config.slo = m_results->slo;
    config.events.clear();
    config.autoscaler.enabled = false;
    infer::WorkloadConfig workload = m_session.config().workload;
    workload.requests = m_requests->value();
    const double rate = m_targetRate->value();
    const double attainment = m_attainment->value() / 100.0;
    const int maxReplicas = m_maxReplicas->value();
    const std::uint64_t seed = m_session.scenario().seed;
    m_progress->setRange(0, maxReplicas);
    m_progress->setValue(0);
    m_status->setText(tr("Trying replica counts at %1 requests/s…").arg(fmt::number(rate, 1)));
    m_replicasNeeded = -1;
    m_replicasTile->setValue(tr("…"));
    m_replicasTile->setDetail(QString());
    m_cancelled = false;
    m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    auto flag = m_cancelFlag;
    setWorking(true);
    m_watcher.setFuture(QtConcurrent::run([=, this] {
        infer::SweepControl control;
        control.cancel = flag.get();
        control.progress = [this](int done, int all) {
            QMetaObject::invokeMethod(
                this,
                [this, done, all] {
                    m_progress->setRange(0, all);
                    m_progress->setValue(done);
                },
                Qt::QueuedConnection);
        };
        const infer::ReplicaSearch search = infer::replicasForSlo(
            config, workload, rate, attainment, maxReplicas, seed, control);
        if (*flag)
            return;
        QMetaObject::invokeMethod(
            this, [this, search, rate, maxReplicas] { showSearch(search, rate, maxReplicas); },
            Qt::QueuedConnection);
    }));
}

void CapacityPage::showSearch(const infer::ReplicaSearch& search, double rate, int maxReplicas)
{
    m_replicasNeeded = search.replicas;
    m_progress->setValue(m_progress->maximum());
    // Why the count below the answer (or the largest tried) fell short.
    QString shortfall;
    const infer::ReplicaTrial* below = nullptr;
    for (const infer::ReplicaTrial& t : search.trials)
        if (!t.meetsSlo)
            below = &t;
    if (below != nullptr) {
        const infer::SteadyState& s = below->point.steady;
        shortfall = QLatin1Char(' ') +
                    (s.sustained()
                         ? tr("With %n replica(s), %1 of the requests meet the SLOs.", nullptr,
                              below->replicas)
                               .arg(fmt::percent(s.attainment))
                         : tr("With %n replica(s): %1.", nullptr, below->replicas)
                               .arg(steadyText(below->point)));
    }
    if (search.replicas > 0) {
        const infer::SteadyState& s = search.trials.back().point.steady;
        m_replicasTile->setValue(fmt::count(search.replicas));
        m_replicasTile->setDetail(tr("at %1 requests/s in steady state, %2 within the SLOs")
                                      .arg(fmt::number(rate, 1), fmt::percent(s.attainment)));
        m_status->setText(tr("%n replica(s) sustain the target rate and meet the SLOs: %1 "
                             "completed a second in steady state, P95 TTFT %2, P95 TPOT %3.",
                             nullptr, search.replicas)
                              .arg(fmt::number(s.completionRate, 1),
                                   fmt::milliseconds(s.metrics.ttft.p95),
                                   fmt::milliseconds(s.metrics.tpot.p95)) +
                          shortfall);
    } else {
        m_replicasTile->setValue(tr("more than %1").arg(maxReplicas));
        m_replicasTile->setDetail(tr("no count up to %1 meets the SLOs").arg(maxReplicas));
        m_status->setText(tr("Even %n replica(s) do not meet the SLOs: the prefill or the "
                             "decode of one replica is too slow.",
                             nullptr, maxReplicas) +
                          shortfall);
    }
}

void CapacityPage::showExplainer()
{
    const infer::ServiceLevelObjectives& slo = m_results->slo;
    ExplainerContent c;
    c.title = tr("Latency against load");
    c.conceptText = tr(
        "<p>A serving system is measured as vLLM's benchmark does: requests arrive at a rate "
        "(a Poisson process unless the workload is burstier), and each one's time to first "
        "token (TTFT) and time per output token (TPOT) are recorded. Their percentiles tell "
        "more than the mean: P95 is what one request in twenty waits longer than.</p><p>As "
        "the rate grows, batches grow and each decode step takes longer, so TPOT rises "
        "slowly; once the replica cannot keep up, the queue grows without bound and TTFT "
        "shoots up. Goodput counts only the requests that met both SLOs: the capacity of a "
        "replica is the rate up to which goodput keeps up with the offered rate.</p><p>Every "
        "rate is judged in <b>steady state</b>: a short run ends before a queue builds, since "
        "the batch absorbs the first requests. The first half of the arrivals warms the "
        "replicas up and is not counted; over the second half the requests in the system "
        "must grow by no more than 3 % of the rate a second, or the rate is not sustained "
        "whatever its latencies. A run whose second half holds fewer than 1,000 requests, or "
        "spans fewer than ten typical service times or two of the slowest, runs again with "
        "more requests. The charts show the second half's figures.</p>");
    c.formula = tr("TPOT = (E2E − TTFT) / (n − 1); goodput = requests meeting every SLO / "
                   "duration");
    c.inputs = {{tr("TTFT SLO"), fmt::milliseconds(slo.ttftS, 0),
                 m_session.config().serving.slo.ttftS > 0 ? tr("scenario")
                                                          : tr("assumption: chat target")},
                {tr("TPOT SLO"), fmt::milliseconds(slo.tpotS, 0),
                 m_session.config().serving.slo.tpotS > 0 ? tr("scenario")
                                                          : tr("assumption: chat target")},
                {tr("Replicas"), fmt::count(m_session.config().serving.replicas),
                 tr("scenario")},
                {tr("Requests per rate, at least"), fmt::count(m_requests->value()),
                 tr("your input")},
                {tr("Warm-up not counted"), tr("first half of the arrivals"),
                 tr("Law 2015, chapter 9")},
                {tr("Queue growth still sustained"), tr("3 % of the rate a second"),
                 tr("assumption"), true}};
    c.sources = {tr("vLLM, benchmarks/benchmark_serving.py: request rate, TTFT, TPOT, ITL, "
                    "percentiles and goodput"),
                 tr("Zhong et al. 2024, \"DistServe\", OSDI: goodput under TTFT and TPOT SLOs"),
                 tr("AI Infrastructure Explained, section 07.5: P95 and P99 latency"),
                 tr("Law 2015, \"Simulation Modeling and Analysis\", 5th ed., chapter 9: "
                    "steady-state output, deleting the warm-up")};
    m_explainer->setContent(c);
}

QJsonObject CapacityPage::saveState() const
{
    return {{QStringLiteral("minRate"), m_minRate->value()},
            {QStringLiteral("maxRate"), m_maxRate->value()},
            {QStringLiteral("points"), m_points->value()},
            {QStringLiteral("requests"), m_requests->value()},
            {QStringLiteral("targetRate"), m_targetRate->value()},
            {QStringLiteral("attainment"), m_attainment->value()},
            {QStringLiteral("maxReplicas"), m_maxReplicas->value()}};
}

void CapacityPage::restoreState(const QJsonObject& state)
{
    struct Field
    {
        const char* key;
        QDoubleSpinBox* real;
        QSpinBox* whole;
    };
    const Field fields[] = {{"minRate", m_minRate, nullptr},   {"maxRate", m_maxRate, nullptr},
                            {"points", nullptr, m_points},     {"requests", nullptr, m_requests},
                            {"targetRate", m_targetRate, nullptr},
                            {"attainment", nullptr, m_attainment},
                            {"maxReplicas", nullptr, m_maxReplicas}};
    for (auto it = state.begin(); it != state.end(); ++it) {
        bool known = false;
        for (const Field& f : fields)
            known = known || it.key() == QLatin1String(f.key);
        if (!known)
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    std::vector<double> values;
    for (const Field& f : fields) {
        const QJsonValue v = state.value(QLatin1String(f.key));
        const double lo = f.real ? f.real->minimum() : f.whole->minimum();
        const double hi = f.real ? f.real->maximum() : f.whole->maximum();
        double value = f.real ? f.real->value() : f.whole->value();
        if (!v.isUndefined()) {
            if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < lo ||
                v.toDouble() > hi || (f.whole && v.toDouble() != std::floor(v.toDouble())))
                throw core::Error("expected a number from " + fmt::number(lo, 1).toStdString() +
                                      " to " + fmt::number(hi, 1).toStdString(),
                                  std::string("/") + f.key);
            value = v.toDouble();
        }
        values.push_back(value);
    }
    cancel();
    std::size_t i = 0;
    for (const Field& f : fields) {
        if (f.real)
            f.real->setValue(values[i++]);
        else
            f.whole->setValue(int(values[i++]));
    }
    showExplainer();
}

void CapacityPage::resetToDefaults()
{
    cancel();
    m_minRate->setValue(kDefaultMinRate);
    m_maxRate->setValue(kDefaultMaxRate);
    m_points->setValue(kDefaultPoints);
    m_requests->setValue(kDefaultRequests);
    m_targetRate->setValue(kDefaultTargetRate);
    m_attainment->setValue(kDefaultAttainment);
    m_maxReplicas->setValue(kDefaultMaxReplicas);
    m_replicasNeeded = -1;
    m_replicasTile->setValue(tr("–"));
    m_replicasTile->setDetail(QString());
    clearCharts();
    showExplainer();
}

} // namespace ailab::labs::inference
