#include "labs/inference/panels/batching_page.h"

#include "core/error.h"
#include "core/infer/iteration_timeline.h"
#include "core/infer/workload.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/widgets/data_table_toggle.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/labelled_field.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/views/iteration_grid.h"
#include "labs/inference/views/serving_format.h"

#include <QLabel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>
#include <vector>

namespace ailab::labs::inference {

namespace fmt = serving_format;
namespace infer = core::infer;

namespace {
constexpr int kDefaultRequests = 6;
constexpr int kDefaultPromptMax = 1200;
constexpr int kDefaultOutputMax = 12;
constexpr int kDefaultBudget = 512;
constexpr int kDefaultMaxSeqs = 4;
// The requests arrive close together, a few iterations apart (assumption: a burst).
constexpr double kArrivalsPerSecond = 100.0;
// Columns drawn; the table and the tiles cover the whole run.
constexpr int kMaxColumns = 48;
} // namespace

BatchingPage::BatchingPage(InferenceSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
    , m_continuous(std::make_unique<infer::IterationTimeline>())
    , m_static(std::make_unique<infer::IterationTimeline>())
{
    auto* content = new QWidget(this);
    hostInVerticalScroll(this, content);

    auto* controls = new QWidget(content);
    auto* row = new FlowLayout(controls);
    const auto labelled = [&](const QString& text, QSpinBox* box, int lo, int hi,
                              const QString& accessible) {
        box->setRange(lo, hi);
        box->setAccessibleName(accessible);
        row->addWidget(labelledField(text, box, controls));
    };
    m_requests = new QSpinBox;
    m_prompt = new QSpinBox;
    m_output = new QSpinBox;
    m_budget = new QSpinBox;
    m_maxSeqs = new QSpinBox;
    labelled(tr("Re&quests:"), m_requests, 2, 12, tr("Requests"));
    labelled(tr("Longest pro&mpt:"), m_prompt, 16, 8192, tr("Longest prompt in tokens"));
    labelled(tr("Longest o&utput:"), m_output, 2, 64, tr("Longest output in tokens"));
    labelled(tr("Token bu&dget (max_num_batched_tokens):"), m_budget, 64, 16384,
             tr("Token budget per iteration"));
    labelled(tr("ma&x_num_seqs:"), m_maxSeqs, 1, 64, tr("Requests running at most"));

    m_legend = new QLabel(
        tr("P<i>n</i>: a prompt chunk of <i>n</i> tokens (prefill) · D: one decode step · ·: "
           "padding, a finished request keeping its slot in a static batch · a bar where a "
           "request joins, a tick after its last token."),
        content);
    m_legend->setWordWrap(true);

    m_continuousGrid = new IterationGrid;
    m_staticGrid = new IterationGrid;
    DataTableToggle* continuousFrame =
        frameGrid(m_continuousGrid, tr("Continuous batching (vLLM V1): iterations"));
    DataTableToggle* staticFrame = frameGrid(m_staticGrid, tr("Static batching: iterations"));

    const auto tileRow = [&](MetricTile*& ttft, MetricTile*& done, MetricTile*& iterations) {
        auto* holder = new QWidget(content);
        auto* l = new FlowLayout(holder);
        ttft = new MetricTile(tr("Mean time to first token"), holder);
        ttft->setExplanation(tr("Mean over the requests of arrival to first token."));
        done = new MetricTile(tr("All answered after"), holder);
        done->setExplanation(tr("From the first arrival to the last token."));
        iterations = new MetricTile(tr("Iterations"), holder);
        iterations->setExplanation(tr("Forward passes the replica ran for these requests."));
        l->addWidget(ttft);
        l->addWidget(done);
        l->addWidget(iterations);
        return holder;
    };
    QWidget* continuousTiles =
        tileRow(m_continuousTtft, m_continuousDone, m_continuousIterations);
    QWidget* staticTiles = tileRow(m_staticTtft, m_staticDone, m_staticIterations);

    m_explainer = new ExplainerPanel(content);
    m_explainer->setMinimumHeight(fontMetrics().height() * 14);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(controls);
    layout->addWidget(m_legend);
    layout->addWidget(continuousFrame);
    layout->addWidget(continuousTiles);
    layout->addWidget(staticFrame);
    layout->addWidget(staticTiles);
    layout->addWidget(m_explainer, 1);

    for (QSpinBox* box : {m_requests, m_prompt, m_output, m_budget, m_maxSeqs})
        connect(box, &QSpinBox::valueChanged, this, &BatchingPage::recompute);
    connect(&m_session, &InferenceSession::rebuilt, this, &BatchingPage::recompute);
    resetToDefaults();
}

BatchingPage::~BatchingPage() = default;

DataTableToggle* BatchingPage::frameGrid(IterationGrid* grid, const QString& title)
{
    // The grid wraps its iterations into bands at the page's width: no scrolling sideways.
    auto* frame = new DataTableToggle(grid, grid->cellModel());
    frame->setTitle(title);
    frame->setSubjectName(title);
    fitColumnsToContents(frame->tableView());
    return frame;
}

QString BatchingPage::pageSummary() const
{
    return tr("A few requests on the lab's replica, iteration by iteration, as vLLM's V1 "
              "scheduler runs them and as static batching would.");
}

void BatchingPage::recompute()
{
    if (m_updating)
        return;
    infer::WorkloadConfig w;
    w.requests = m_requests->value();
    w.arrival.ratePerS = kArrivalsPerSecond;
    w.prompt = infer::uniformLength(std::min(16, m_prompt->value()), m_prompt->value());
    w.output = infer::uniformLength(2, m_output->value());
    const std::vector<infer::RequestSpec> requests =
        infer::generateRequests(w, m_session.scenario().seed);

    infer::ServingConfig config = m_session.config().serving;
    config.replicas = 1;
    config.autoscaler.enabled = false;
    config.disaggregation.enabled = false;
    config.events.clear();
    config.scheduler.prefixCaching = false;
    config.scheduler.chunkedPrefill = true;
    config.scheduler.maxBatchedTokens = m_budget->value();
    config.scheduler.maxNumSeqs = m_maxSeqs->value();
    config.scheduler.policy = infer::SchedulingPolicy::ContinuousV1;
    *m_continuous = infer::recordTimeline(config, requests, kMaxColumns * 4);
    config.scheduler.policy = infer::SchedulingPolicy::Static;
    *m_static = infer::recordTimeline(config, requests, kMaxColumns * 4);
    m_continuousGrid->setTimeline(*m_continuous, kMaxColumns);
    m_staticGrid->setTimeline(*m_static, kMaxColumns);

    const auto show = [](const infer::IterationTimeline& t, MetricTile* ttft, MetricTile* done,
                         MetricTile* iterations) {
        ttft->setValue(fmt::milliseconds(t.metrics.ttft.mean));
        ttft->setDetail(tr("slowest %1").arg(fmt::milliseconds(t.metrics.ttft.max)));
        done->setValue(fmt::milliseconds(t.metrics.durationS));
        done->setDetail(tr("%n request(s)", nullptr, t.metrics.completed));
        iterations->setValue(fmt::count(static_cast<long long>(t.totalIterations)));
        iterations->setDetail(t.totalIterations > std::uint64_t(kMaxColumns)
                                  ? tr("the first %1 drawn").arg(kMaxColumns)
                                  : tr("all drawn"));
    };
    show(*m_continuous, m_continuousTtft, m_continuousDone, m_continuousIterations);
    show(*m_static, m_staticTtft, m_staticDone, m_staticIterations);

    ExplainerContent c;
    c.title = tr("Continuous batching");
    c.conceptText = tr(
        "<p>A replica runs iterations: one forward pass over a batch of requests. With "
        "<b>static batching</b> a batch is formed, and new requests wait until its longest "
        "answer is done; finished requests keep their slot as padding. With "
        "<b>continuous batching</b> the scheduler decides again at every iteration: requests "
        "join as soon as there is room and leave as soon as their last token is out.</p><p>"
        "vLLM's V1 scheduler gives each iteration one token budget. Running requests come "
        "first, in the order they were admitted: a decode takes one token, an unfinished "
        "prompt its next chunk up to the budget left (chunked prefill). Waiting requests "
        "join with what is left, up to max_num_seqs.</p>");
    c.formula = tr("Σ tokens of an iteration ≤ max_num_batched_tokens; requests running ≤ "
                   "max_num_seqs");
    c.inputs = {{tr("Token budget"), fmt::count(m_budget->value()), tr("your input")},
                {tr("max_num_seqs"), fmt::count(m_maxSeqs->value()), tr("your input")},
                {tr("Requests"),
                 tr("%1, prompts up to %2 tokens, answers up to %3")
                     .arg(m_requests->value())
                     .arg(fmt::count(m_prompt->value()))
                     .arg(fmt::count(m_output->value())),
                 tr("your input; drawn with the scenario's random seed")},
                {tr("Arrivals"), tr("%1 per second").arg(fmt::number(kArrivalsPerSecond, 0)),
                 tr("assumption: a burst"), true},
                {tr("Model and GPU"),
                 tr("%1 on %2").arg(QString::fromStdString(config.replica.modelId),
                                    QString::fromStdString(config.replica.gpuId)),
                 tr("the lab's replica")}};
    c.sources = {tr("vLLM, vllm/v1/core/sched/scheduler.py, Scheduler.schedule"),
                 tr("Yu et al. 2022, \"Orca: A Distributed Serving System for Transformer-Based "
                    "Generative Models\", OSDI: iteration-level scheduling"),
                 tr("AI Infrastructure Explained, section 07.3: continuous batching")};
    m_explainer->setContent(c);
}

QJsonObject BatchingPage::saveState() const
{
    return {{QStringLiteral("requests"), m_requests->value()},
            {QStringLiteral("promptMax"), m_prompt->value()},
            {QStringLiteral("outputMax"), m_output->value()},
            {QStringLiteral("budget"), m_budget->value()},
            {QStringLiteral("maxNumSeqs"), m_maxSeqs->value()}};
}

void BatchingPage::restoreState(const QJsonObject& state)
{
    const std::pair<const char*, QSpinBox*> fields[] = {{"requests", m_requests},
                                                        {"promptMax", m_prompt},
                                                        {"outputMax", m_output},
                                                        {"budget", m_budget},
                                                        {"maxNumSeqs", m_maxSeqs}};
    for (auto it = state.begin(); it != state.end(); ++it) {
        bool known = false;
        for (const auto& f : fields)
            known = known || it.key() == QLatin1String(f.first);
        if (!known)
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    int values[5];
    int i = 0;
    for (const auto& [key, box] : fields) {
        const QJsonValue v = state.value(QLatin1String(key));
        values[i] = box->value();
        if (!v.isUndefined()) {
            if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < box->minimum() ||
                v.toInt() > box->maximum())
                throw core::Error("expected a whole number from " +
                                      std::to_string(box->minimum()) + " to " +
                                      std::to_string(box->maximum()),
                                  std::string("/") + key);
            values[i] = v.toInt();
        }
        ++i;
    }
    m_updating = true;
    i = 0;
    for (const auto& f : fields)
        f.second->setValue(values[i++]);
    m_updating = false;
    recompute();
}

void BatchingPage::resetToDefaults()
{
    m_updating = true;
    m_requests->setValue(kDefaultRequests);
    m_prompt->setValue(kDefaultPromptMax);
    m_output->setValue(kDefaultOutputMax);
    m_budget->setValue(kDefaultBudget);
    m_maxSeqs->setValue(kDefaultMaxSeqs);
    m_updating = false;
    recompute();
}

} // namespace ailab::labs::inference
