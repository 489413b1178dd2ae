#include "labs/inference/panels/response_time_page.h"

#include "core/error.h"
#include "core/infer/serving_metrics.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/views/serving_format.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace ailab::labs::inference {

namespace fmt = serving_format;

namespace {
// The course's worked example (section 07.5).
constexpr double kCourseTtftMs = 400.0;
constexpr int kCourseTokens = 100;
constexpr double kCourseIntervalMs = 25.0;

double readNumber(const QJsonObject& state, const char* key, double lower, double upper,
                  double fallback)
{
    const QJsonValue v = state.value(QLatin1String(key));
    if (v.isUndefined())
        return fallback;
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < lower ||
        v.toDouble() > upper)
        throw core::Error("expected a number from " + std::to_string(lower) + " to " +
                              std::to_string(upper),
                          std::string("/") + key);
    return v.toDouble();
}
} // namespace

ResponseTimePage::ResponseTimePage(InferenceSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    hostInVerticalScroll(this, content);

    m_ttft = new QDoubleSpinBox(content);
    m_ttft->setRange(0.0, 600000.0);
    m_ttft->setDecimals(1);
    m_ttft->setSuffix(tr(" ms"));
    m_ttft->setAccessibleName(tr("Time to first token"));
    m_tokens = new QSpinBox(content);
    m_tokens->setRange(1, 1000000);
    m_tokens->setAccessibleName(tr("Output tokens"));
    m_interval = new QDoubleSpinBox(content);
    m_interval->setRange(0.0, 60000.0);
    m_interval->setDecimals(2);
    m_interval->setSuffix(tr(" ms"));
    m_interval->setAccessibleName(tr("Time between tokens"));
    auto* form = new QFormLayout;
    form->addRow(tr("T&ime to first token:"), m_ttft);
    form->addRow(tr("O&utput tokens:"), m_tokens);
    form->addRow(tr("Time bet&ween tokens:"), m_interval);
    m_fromRun = new QPushButton(tr("Use the run's &medians"), content);
    m_fromRun->setToolTip(tr("Median TTFT, median time per output token and median output "
                             "length of the lab's whole run."));
    auto* course = new QPushButton(tr("Course &example"), content);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_fromRun);
    buttons->addWidget(course);
    buttons->addStretch(1);

    auto* tiles = new QWidget(content);
    auto* tileRow = new FlowLayout(tiles);
    m_responseTile = new MetricTile(tr("Response time"), tiles);
    m_responseTile->setExplanation(tr("When the last token reaches the client: TTFT + (n − 1) "
                                      "× the time between tokens."));
    m_decodeTile = new MetricTile(tr("Streaming after the first token"), tiles);
    m_decodeTile->setExplanation(tr("(n − 1) × the time between tokens."));
    for (MetricTile* t : {m_responseTile, m_decodeTile})
        tileRow->addWidget(t);

    m_chart = new TimeSeriesPanel(content);
    m_chart->setTitle(tr("Tokens received over time"));
    m_chart->setAxes(tr("Time since the request was sent (s)"), tr("Tokens received"));
    m_chart->setUnits(tr("s"), tr("tokens"));
    m_chart->addSeries(QStringLiteral("tokens"), tr("Tokens received"));
    m_chart->setMinimumHeight(fontMetrics().height() * 16);
    m_explainer = new ExplainerPanel(content);
    m_explainer->setMinimumHeight(fontMetrics().height() * 14);

    auto* top = new QHBoxLayout;
    auto* inputs = new QVBoxLayout;
    inputs->addLayout(form);
    inputs->addLayout(buttons);
    inputs->addStretch(1);
    top->addLayout(inputs, 1);
    top->addWidget(tiles, 2);
    auto* lower = new QHBoxLayout;
    lower->addWidget(m_chart, 3);
    lower->addWidget(m_explainer, 2);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addLayout(lower, 1);

    for (QDoubleSpinBox* box : {m_ttft, m_interval})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ResponseTimePage::recompute);
    connect(m_tokens, &QSpinBox::valueChanged, this, &ResponseTimePage::recompute);
    connect(course, &QPushButton::clicked, this, &ResponseTimePage::resetToDefaults);
    connect(m_fromRun, &QPushButton::clicked, this, [this] {
        const core::infer::ServingMetrics& m = m_session.wholeRunMetrics();
        if (m.completed == 0)
            return;
        const int tokens = int(std::lround(double(m.totalOutputTokens) / m.completed));
        setInputs(m.ttft.median * 1e3, std::max(1, tokens), m.tpot.median * 1e3);
    });
    resetToDefaults();
}

QString ResponseTimePage::pageSummary() const
{
    return tr("The course's worked example as a calculator: the response time of a streamed "
              "answer from its time to first token, its length and the time between tokens.");
}

void ResponseTimePage::setInputs(double ttftMs, int tokens, double intervalMs)
{
    m_updating = true;
    m_ttft->setValue(ttftMs);
    m_tokens->setValue(tokens);
    m_interval->setValue(intervalMs);
    m_updating = false;
    recompute();
}

void ResponseTimePage::recompute()
{
    if (m_updating)
        return;
    const double ttft = m_ttft->value() / 1e3;
    const int n = m_tokens->value();
    const double interval = m_interval->value() / 1e3;
    m_response = core::infer::responseTimeSeconds(ttft, n, interval);
    const double streaming = core::infer::responseTimeSeconds(0.0, n, interval);
    m_responseTile->setValue(fmt::number(m_response, 3), tr("s"));
    m_responseTile->setDetail(tr("%1 s + (%2 − 1) × %3 ms")
                                  .arg(fmt::number(ttft, 3))
                                  .arg(fmt::count(n))
                                  .arg(fmt::number(interval * 1e3, 2)));
    m_decodeTile->setValue(fmt::number(streaming, 3), tr("s"));
    m_decodeTile->setDetail(tr("%n more token(s)", nullptr, n - 1));
    // The stream: token k arrives at TTFT + (k − 1) × interval; a few hundred points at most.
    QVector<double> x, y;
    const int step = std::max(1, n / 400);
    x << 0.0;
    y << 0.0;
    for (int k = 1; k <= n; k += step) {
        x << core::infer::responseTimeSeconds(ttft, k, interval);
        y << double(k);
    }
    if (y.back() != double(n)) {
        x << m_response;
        y << double(n);
    }
    m_chart->setSeriesData(QStringLiteral("tokens"), x, y);
    m_chart->clearAnnotations();
    m_chart->addAnnotation(ttft, tr("first token"), tr("TTFT: %1 s").arg(fmt::number(ttft, 3)));
    m_chart->addAnnotation(m_response, tr("last token"),
                           tr("Response time: %1 s").arg(fmt::number(m_response, 3)));

    ExplainerContent c;
    c.title = tr("Response time of a streamed answer");
    c.conceptText =
        tr("<p>A chat answer arrives as a stream. The user waits for the time to first "
           "token (TTFT: queueing and the prompt's prefill), then reads while the other "
           "tokens come out one decode step apart. So a response is fast for two different "
           "reasons: a short TTFT makes it start quickly, a short time per output token makes "
           "it finish quickly.</p>");
    c.formula = tr("T = TTFT + (n − 1) × TPOT = %1 s + (%2 − 1) × %3 s = %4 s")
                    .arg(fmt::number(ttft, 3))
                    .arg(fmt::count(n))
                    .arg(fmt::number(interval, 4))
                    .arg(fmt::number(m_response, 3));
    c.inputs = {{tr("TTFT"), fmt::milliseconds(ttft), tr("your input")},
                {tr("Output tokens n"), fmt::count(n), tr("your input")},
                {tr("Time per output token"), fmt::milliseconds(interval, 2), tr("your input")}};
    c.sources = {tr("AI Infrastructure Explained, section 07.5: TTFT 400 ms, 100 tokens 25 ms "
                    "apart, 2.875 s"),
                 tr("vLLM, benchmarks/benchmark_serving.py: TPOT = (latency − TTFT) / (output "
                    "tokens − 1)")};
    m_explainer->setContent(c);
}

QJsonObject ResponseTimePage::saveState() const
{
    return {{QStringLiteral("ttftMs"), m_ttft->value()},
            {QStringLiteral("tokens"), m_tokens->value()},
            {QStringLiteral("intervalMs"), m_interval->value()}};
}

void ResponseTimePage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != QLatin1String("ttftMs") && it.key() != QLatin1String("tokens") &&
            it.key() != QLatin1String("intervalMs"))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    const double ttft = readNumber(state, "ttftMs", 0.0, 600000.0, kCourseTtftMs);
    const double tokens = readNumber(state, "tokens", 1.0, 1000000.0, kCourseTokens);
    if (tokens != std::floor(tokens))
        throw core::Error("expected a whole number of tokens", "/tokens");
    const double interval = readNumber(state, "intervalMs", 0.0, 60000.0, kCourseIntervalMs);
    setInputs(ttft, int(tokens), interval);
}

void ResponseTimePage::resetToDefaults()
{
    setInputs(kCourseTtftMs, kCourseTokens, kCourseIntervalMs);
}

} // namespace ailab::labs::inference
