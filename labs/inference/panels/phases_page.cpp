#include "labs/inference/panels/phases_page.h"

#include "core/error.h"
#include "core/hw/catalog.h"
#include "core/hw/roofline.h"
#include "core/infer/iteration_cost.h"
#include "core/models/inference/inference_scenario.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/labelled_field.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/inference/inference_session.h"
#include "labs/inference/views/serving_format.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <optional>
#include <qcustomplot.h>

namespace ailab::labs::inference {

namespace fmt = serving_format;
namespace infer = core::infer;

namespace {
constexpr int kDefaultPrompt = 1024;
constexpr int kDefaultContext = 1000;
constexpr int kDefaultBatch = 32;
constexpr int kMaxBatch = 1024;
// The batch axis: powers of two and the halfway points between them.
const int kBatches[] = {1,  2,  3,   4,   6,   8,   12,  16,  24,  32,  48,
                        64, 96, 128, 192, 256, 384, 512, 768, 1024};
// The intensity axis spans decode at batch 1 (about 1 FLOP/B) to long prefills.
constexpr double kMinIntensity = 0.3;
constexpr double kMaxIntensity = 30000.0;

// The control a core error's field belongs to, as the page labels it.
QString controlOf(const std::string& field)
{
    if (field == "modelId")
        return PhasesPage::tr("Model");
    if (field == "gpuId")
        return PhasesPage::tr("GPU");
    if (field == "tensorParallel")
        return PhasesPage::tr("Tensor parallel");
    if (field == "weights")
        return PhasesPage::tr("Weights");
    return PhasesPage::tr("the set-up");
}

QString weightsName(infer::WeightPrecision p)
{
    return QString::fromLatin1(infer::weightPrecisionId(p).data()).toUpper();
}
} // namespace

// The figures of one set-up, all from core.
struct PhasesFigures
{
    std::optional<infer::IterationCostModel> model;
    infer::IterationCost prefill;
    infer::DecodePoint decodeOne;
    infer::DecodePoint decodeBatch;
    std::vector<infer::DecodePoint> curve;
    double ceiling = 0; // decode tokens per second no batch reaches
    int knee = 0;
};

PhasesPage::PhasesPage(InferenceSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
    , m_figures(std::make_unique<PhasesFigures>())
{
    auto* content = new QWidget(this);
    hostInVerticalScroll(this, content);

    auto* controls = new QWidget(content);
    auto* row = new FlowLayout(controls);
    const auto labelled = [&](const QString& text, QWidget* field) {
        row->addWidget(labelledField(text, field, controls));
    };
    m_model = new QComboBox;
    for (const infer::TransformerModel& m : infer::transformerModels())
        m_model->addItem(QString::fromStdString(m.name), QString::fromStdString(m.id));
    m_gpu = new QComboBox;
    for (const core::hw::GpuSpec& g : core::hw::gpus())
        m_gpu->addItem(hardwareText(g.name), QString::fromStdString(g.id));
    m_tp = new QComboBox;
    for (int tp : {1, 2, 4, 8})
        m_tp->addItem(QLocale().toString(tp), tp);
    m_weights = new QComboBox;
    for (auto p : {infer::WeightPrecision::BF16, infer::WeightPrecision::FP8,
                   infer::WeightPrecision::INT4})
        m_weights->addItem(weightsName(p), QString::fromLatin1(infer::weightPrecisionId(p).data()));
    m_prompt = new QSpinBox;
    m_prompt->setRange(1, 131072);
    m_context = new QSpinBox;
    m_context->setRange(0, 131072);
    m_batch = new QSpinBox;
    m_batch->setRange(1, kMaxBatch);
    labelled(tr("&Model:"), m_model);
    labelled(tr("&GPU:"), m_gpu);
    labelled(tr("Te&nsor parallel:"), m_tp);
    labelled(tr("&Weights:"), m_weights);
    labelled(tr("Prompt tok&ens:"), m_prompt);
    labelled(tr("Conte&xt per request:"), m_context);
    labelled(tr("&Decode batch:"), m_batch);
    m_model->setAccessibleName(tr("Model"));
    m_gpu->setAccessibleName(tr("GPU"));
    m_tp->setAccessibleName(tr("Tensor-parallel GPUs"));
    m_weights->setAccessibleName(tr("Weight precision"));
    m_prompt->setAccessibleName(tr("Prompt tokens"));
    m_context->setAccessibleName(tr("Context tokens per decoding request"));
    m_batch->setAccessibleName(tr("Decode batch"));

    m_error = new QLabel(content);
    m_error->setWordWrap(true);
    m_error->setVisible(false);

    auto* tiles = new QWidget(content);
    auto* tileRow = new FlowLayout(tiles);
    m_prefillTile = new MetricTile(tr("Prefill of the prompt"), tiles);
    m_prefillTile->setExplanation(tr("One iteration that computes the whole prompt and samples "
                                     "the first token."));
    m_decodeTile = new MetricTile(tr("Decode step (inter-token latency)"), tiles);
    m_decodeTile->setExplanation(tr("One iteration of the decode batch: every request in it "
                                    "gets one token."));
    m_throughputTile = new MetricTile(tr("Decode throughput"), tiles);
    m_throughputTile->setExplanation(tr("Tokens per second of the whole batch: batch / step "
                                        "time."));
    m_kneeTile = new MetricTile(tr("Knee of the batching curve"), tiles);
    m_kneeTile->setExplanation(
        tr("The smallest batch whose decode throughput reaches 80 % of the ceiling, the "
           "tokens per second no batch reaches (one over the time each more request adds to "
           "the step). Beyond it a larger batch buys at most a quarter more tokens per second "
           "while every step keeps getting longer. The 80 % is a teaching threshold."));
    for (MetricTile* t : {m_prefillTile, m_decodeTile, m_throughputTile, m_kneeTile})
        tileRow->addWidget(t);

    m_roofline = new TimeSeriesPanel(content);
    m_roofline->setTitle(tr("Prefill and decode on the roofline (log-log)"));
    m_roofline->setAxes(tr("Arithmetic intensity (FLOP/byte)"), tr("Attainable (TFLOP/s)"));
    m_roofline->setUnits(tr("FLOP/B"), tr("TFLOP/s"));
    m_roofline->addSeries(QStringLiteral("roof"), tr("Roof: min(peak, I × bandwidth)"));
    m_roofline->addSeries(QStringLiteral("prefill"), tr("Prefill"));
    m_roofline->addSeries(QStringLiteral("decode-1"), tr("Decode, batch 1"));
    m_roofline->addSeries(QStringLiteral("decode-b"), tr("Decode, chosen batch"));
    QCustomPlot* plot = m_roofline->plot();
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        axis->setNumberFormat("gb");
    }
    const QCPScatterStyle::ScatterShape shapes[] = {QCPScatterStyle::ssSquare,
                                                    QCPScatterStyle::ssCircle,
                                                    QCPScatterStyle::ssDiamond};
    for (int i = 1; i <= 3; ++i) {
        plot->graph(i)->setLineStyle(QCPGraph::lsNone);
        plot->graph(i)->setScatterStyle(QCPScatterStyle(shapes[i - 1], 12));
    }
    plot->graph(0)->setAdaptiveSampling(false);
    plot->graph(0)->setLineStyle(QCPGraph::lsLine);
    m_roofline->setMinimumHeight(fontMetrics().height() * 18);

    m_throughput = new TimeSeriesPanel(content);
    m_throughput->setTitle(tr("Decode throughput against batch size"));
    m_throughput->setAxes(tr("Decode batch (requests)"), tr("Tokens per second"));
    m_throughput->setUnits(tr("requests"), tr("tok/s"));
    m_throughput->addSeries(QStringLiteral("tokens"), tr("Tokens per second"));
    m_throughput->setLogScale(true, false);
    m_throughput->setMinimumHeight(fontMetrics().height() * 14);
    m_latency = new TimeSeriesPanel(content);
    m_latency->setTitle(tr("Inter-token latency against batch size"));
    m_latency->setAxes(tr("Decode batch (requests)"), tr("Inter-token latency (ms)"));
    m_latency->setUnits(tr("requests"), tr("ms"));
    m_latency->addSeries(QStringLiteral("itl"), tr("Inter-token latency"), QColor(),
                         Qt::DashLine);
    m_latency->setLogScale(true, false);
    m_latency->setMinimumHeight(fontMetrics().height() * 14);
    // Curves between computed batches, not steps.
    m_throughput->plot()->graph(0)->setLineStyle(QCPGraph::lsLine);
    m_latency->plot()->graph(0)->setLineStyle(QCPGraph::lsLine);

    m_explainer = new ExplainerPanel(content);
    m_explainer->setMinimumHeight(fontMetrics().height() * 16);

    // The roofline and the explainer each take a whole row: the roofline's legend is as
    // wide as a half page in presenter mode, and the page scrolls downwards, never sideways.
    auto* grid = new QGridLayout;
    grid->addWidget(m_roofline, 0, 0, 1, 2);
    grid->addWidget(m_throughput, 1, 0);
    grid->addWidget(m_latency, 1, 1);
    grid->addWidget(m_explainer, 2, 0, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);

    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(controls);
    layout->addWidget(m_error);
    layout->addWidget(tiles);
    layout->addLayout(grid, 1);

    for (QComboBox* box : {m_model, m_gpu, m_tp, m_weights})
        connect(box, &QComboBox::currentIndexChanged, this, &PhasesPage::recompute);
    for (QSpinBox* box : {m_prompt, m_context, m_batch})
        connect(box, &QSpinBox::valueChanged, this, &PhasesPage::recompute);
    connect(&m_session, &InferenceSession::rebuilt, this, [this] {
        takeReplicaFromSession();
        recompute();
    });
    resetToDefaults();
}

PhasesPage::~PhasesPage() = default;

QString PhasesPage::pageSummary() const
{
    return tr("One replica's iterations priced on its GPU's roofline: a prompt's prefill, "
              "decode steps at batch 1 and at a chosen batch, and the batch size against "
              "tokens per second and inter-token latency.");
}

int PhasesPage::kneeBatch() const
{
    return m_figures->model ? m_figures->knee : 0;
}

void PhasesPage::takeReplicaFromSession()
{
    const infer::ReplicaSetup& r = m_session.config().serving.replica;
    m_updating = true;
    m_model->setCurrentIndex(std::max(0, m_model->findData(QString::fromStdString(r.modelId))));
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(QString::fromStdString(r.gpuId))));
    m_tp->setCurrentIndex(std::max(0, m_tp->findData(r.tensorParallel)));
    m_weights->setCurrentIndex(std::max(
        0, m_weights->findData(QString::fromLatin1(infer::weightPrecisionId(r.weights).data()))));
    m_updating = false;
}

void PhasesPage::recompute()
{
    if (m_updating)
        return;
    infer::ReplicaSetup setup = m_session.config().serving.replica;
    setup.modelId = m_model->currentData().toString().toStdString();
    setup.gpuId = m_gpu->currentData().toString().toStdString();
    setup.tensorParallel = m_tp->currentData().toInt();
    setup.weights = infer::parseWeightPrecision(m_weights->currentData().toString().toStdString(),
                                                "weights");
    PhasesFigures& f = *m_figures;
    f.model.reset();
    try {
        f.model.emplace(setup, m_session.config().serving.cost);
    } catch (const core::Error& e) {
        m_error->setText(tr("This set-up cannot serve: %1 (change: %2)")
                             .arg(QString::fromStdString(e.message()), controlOf(e.path())));
        m_error->setVisible(true);
        for (MetricTile* t : {m_prefillTile, m_decodeTile, m_throughputTile, m_kneeTile}) {
            t->setValue(tr("–"));
            t->setDetail(QString());
            t->clearStatus();
        }
        for (TimeSeriesPanel* p : {m_roofline, m_throughput, m_latency})
            p->clear();
        for (const QString& id : {QStringLiteral("roof"), QStringLiteral("prefill"),
                                  QStringLiteral("decode-1"), QStringLiteral("decode-b")})
            m_roofline->setSeriesData(id, {}, {});
        m_throughput->setSeriesData(QStringLiteral("tokens"), {}, {});
        m_latency->setSeriesData(QStringLiteral("itl"), {}, {});
        m_explainer->clear();
        return;
    }
    m_error->setVisible(false);
    infer::IterationWork prefill;
    prefill.addPrefill(0, m_prompt->value(), true);
    f.prefill = f.model->cost(prefill);
    const long long context = m_context->value();
    f.decodeOne = infer::decodePoint(*f.model, 1, context);
    f.decodeBatch = infer::decodePoint(*f.model, m_batch->value(), context);
    f.curve.clear();
    for (int b : kBatches)
        f.curve.push_back(infer::decodePoint(*f.model, b, context));
    f.ceiling = infer::decodeCeiling(*f.model, context);
    f.knee = infer::batchingKnee(*f.model, context, kMaxBatch);
    showTiles();
    showRoofline();
    showBatchCurves();
    showExplainer();
}

void PhasesPage::showTiles()
{
    const PhasesFigures& f = *m_figures;
    const auto boundText = [](const infer::IterationCost& c) {
        return c.computeBound ? tr("compute bound") : tr("memory bound");
    };
    m_prefillTile->setValue(fmt::milliseconds(f.prefill.seconds));
    m_prefillTile->setDetail(tr("%1 tokens, %2").arg(fmt::count(m_prompt->value()),
                                                     boundText(f.prefill)));
    m_decodeTile->setValue(fmt::milliseconds(f.decodeBatch.interTokenS));
    m_decodeTile->setDetail(tr("batch %1, %2; batch 1: %3")
                                .arg(fmt::count(f.decodeBatch.batch), boundText(f.decodeBatch.cost),
                                     fmt::milliseconds(f.decodeOne.interTokenS)));
    m_throughputTile->setValue(fmt::tokensPerSecond(f.decodeBatch.tokensPerSecond));
    m_throughputTile->setDetail(
        tr("batch 1: %1").arg(fmt::tokensPerSecond(f.decodeOne.tokensPerSecond)));
    m_kneeTile->setValue(f.knee >= kMaxBatch ? tr("beyond %1").arg(fmt::count(kMaxBatch))
                                             : tr("batch %1").arg(fmt::count(f.knee)));
    m_kneeTile->setDetail(tr("80 % of the ceiling of %1, at %2 tokens of context")
                              .arg(fmt::tokensPerSecond(f.ceiling),
                                   fmt::count(m_context->value())));
}

void PhasesPage::showRoofline()
{
    const PhasesFigures& f = *m_figures;
    const core::hw::Roof& roof = f.model->roof();
    const QVector<double> x{kMinIntensity, roof.ridgeIntensity, kMaxIntensity};
    QVector<double> y;
    for (double i : x)
        y << core::hw::attainableFlops(roof, i) / 1e12;
    m_roofline->setSeriesData(QStringLiteral("roof"), x, y);
    const auto place = [&](const QString& id, const infer::IterationCost& c) {
        const double i = c.intensity();
        m_roofline->setSeriesData(id, {i}, {core::hw::attainableFlops(roof, i) / 1e12});
    };
    place(QStringLiteral("prefill"), f.prefill);
    place(QStringLiteral("decode-1"), f.decodeOne.cost);
    place(QStringLiteral("decode-b"), f.decodeBatch.cost);
    m_roofline->setYRange(core::hw::attainableFlops(roof, kMinIntensity) / 1e12 / 2,
                          roof.peakFlops / 1e12 * 3);
    m_roofline->clearAnnotations();
    m_roofline->addAnnotation(
        roof.ridgeIntensity, tr("ridge %1 FLOP/B").arg(fmt::number(roof.ridgeIntensity, 0)),
        tr("Ridge point: peak / bandwidth = %1 FLOP per byte. Left of it a pass waits for "
           "memory, right of it for the Tensor Cores.")
            .arg(fmt::number(roof.ridgeIntensity, 0)));
}

void PhasesPage::showBatchCurves()
{
    const PhasesFigures& f = *m_figures;
    QVector<double> b, tokens, itl;
    for (const infer::DecodePoint& p : f.curve) {
        b << p.batch;
        tokens << p.tokensPerSecond;
        itl << p.interTokenS * 1e3;
    }
    m_throughput->setSeriesData(QStringLiteral("tokens"), b, tokens);
    m_latency->setSeriesData(QStringLiteral("itl"), b, itl);
    // The ceiling the curve tends to, so the knee's 80 % can be read off the chart.
    m_throughput->clearThresholds();
    m_throughput->addThreshold(f.ceiling,
                               tr("ceiling %1").arg(fmt::tokensPerSecond(f.ceiling)));
    for (TimeSeriesPanel* p : {m_throughput, m_latency}) {
        p->clearAnnotations();
        p->addAnnotation(m_batch->value(), tr("chosen %1").arg(fmt::count(m_batch->value())),
                         tr("The chosen decode batch"));
        if (f.knee < kMaxBatch)
            p->addAnnotation(f.knee, tr("knee %1").arg(fmt::count(f.knee)),
                             tr("From batch %1 on, decode makes at least 80 % of the ceiling "
                                "of %2: a larger batch buys at most a quarter more tokens per "
                                "second while each step keeps growing.")
                                 .arg(fmt::count(f.knee), fmt::tokensPerSecond(f.ceiling)));
    }
}

void PhasesPage::showExplainer()
{
    const PhasesFigures& f = *m_figures;
    const infer::IterationCostModel& m = *f.model;
    const core::hw::Roof& roof = m.roof();
    ExplainerContent c;
    c.title = tr("Why prefill and decode behave differently");
    c.conceptText = tr(
        "<p><b>Prefill</b> computes every prompt token in one pass: each weight read from "
        "memory is used for hundreds of tokens, so the pass has a high arithmetic intensity "
        "and waits for the Tensor Cores (compute bound). <b>Decode</b> makes one token per "
        "request per pass: at batch 1 every weight is read for a single token, so the pass "
        "waits for HBM (memory bound) and is never faster than the weights over the "
        "bandwidth.</p><p>Batching decodes shares that weight read among the requests, so "
        "tokens per second grow almost with the batch while the step time hardly moves. "
        "But each request also reads its own KV cache, and that part grows with the batch: "
        "tokens per second approach a ceiling, one over the time one more request adds "
        "(its KV read over the bandwidth), while the step keeps growing. The knee marks the "
        "batch that reaches 80 % of the ceiling: beyond it a larger batch buys at most a "
        "quarter more throughput and costs latency in proportion.</p>");
    c.formula = tr("step = max(FLOP / (peak × e<sub>c</sub>), bytes / (bandwidth × "
                   "e<sub>m</sub>)) + all-reduce + CPU<br>decode at batch 1 ≥ weights / "
                   "bandwidth = %1<br>ceiling = batch / step as the batch grows = %2; knee: "
                   "the first batch at 80 % of it")
                    .arg(fmt::milliseconds(m.weightReadSeconds(), 2),
                         fmt::tokensPerSecond(f.ceiling));
    c.inputs = {
        {tr("Peak (%1)").arg(QString::fromLatin1(core::hw::precisionName(roof.precision).data())),
         tr("%1 TFLOP/s").arg(fmt::number(roof.peakFlops / 1e12, 0)),
         hardwareText(m.gpu().source)},
        {tr("HBM bandwidth"), tr("%1 TB/s").arg(fmt::number(roof.bandwidthBps / 1e12, 2)),
         hardwareText(m.gpu().source)},
        {tr("Weights per GPU"), fmt::bytes(m.memory().weightBytesPerGpu),
         QString::fromStdString(m.model().source)},
        {tr("KV per token per GPU"), fmt::bytes(m.memory().kvBytesPerTokenPerGpu),
         QString::fromStdString(m.model().source)},
        {tr("Compute efficiency e<sub>c</sub>"),
         fmt::number(m.parameters().computeEfficiency, 2), tr("assumption"), true},
        {tr("Memory efficiency e<sub>m</sub>"), fmt::number(m.parameters().memoryEfficiency, 2),
         tr("assumption"), true},
        {tr("CPU overhead per iteration"), fmt::milliseconds(m.parameters().cpuOverheadS, 1),
         tr("assumption"), true},
        {tr("Prefill intensity"), tr("%1 FLOP/B").arg(fmt::number(f.prefill.intensity(), 0)),
         tr("cost model")},
        {tr("Decode intensity, batch %1").arg(fmt::count(f.decodeBatch.batch)),
         tr("%1 FLOP/B").arg(fmt::number(f.decodeBatch.cost.intensity(), 1)),
         tr("cost model")}};
    c.sources = {tr("Williams, Waterman and Patterson 2009, \"Roofline\", CACM 52(4)"),
                 tr("Kaplan et al. 2020, \"Scaling Laws for Neural Language Models\": 2 FLOP per "
                    "weight and token"),
                 tr("AI Infrastructure Explained, section 07.2: prefill and decode")};
    m_explainer->setContent(c);
}

QJsonObject PhasesPage::saveState() const
{
    return {{QStringLiteral("modelId"), m_model->currentData().toString()},
            {QStringLiteral("gpuId"), m_gpu->currentData().toString()},
            {QStringLiteral("tensorParallel"), m_tp->currentData().toInt()},
            {QStringLiteral("weights"), m_weights->currentData().toString()},
            {QStringLiteral("promptTokens"), m_prompt->value()},
            {QStringLiteral("contextTokens"), m_context->value()},
            {QStringLiteral("batch"), m_batch->value()}};
}

void PhasesPage::restoreState(const QJsonObject& state)
{
    static const QStringList keys{"modelId",      "gpuId",         "tensorParallel", "weights",
                                  "promptTokens", "contextTokens", "batch"};
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (!keys.contains(it.key()))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    const auto choice = [&](QComboBox* box, const char* key) {
        const QJsonValue v = state.value(QLatin1String(key));
        if (v.isUndefined())
            return box->currentIndex();
        const int i = v.isString() ? box->findData(v.toString())
                      : v.isDouble() ? box->findData(v.toInt())
                                     : -1;
        if (i < 0)
            throw core::Error("unknown choice", std::string("/") + key);
        return i;
    };
    const auto integer = [&](QSpinBox* box, const char* key) {
        const QJsonValue v = state.value(QLatin1String(key));
        if (v.isUndefined())
            return box->value();
        if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < box->minimum() ||
            v.toInt() > box->maximum())
            throw core::Error("expected a whole number from " + std::to_string(box->minimum()) +
                                  " to " + std::to_string(box->maximum()),
                              std::string("/") + key);
        return v.toInt();
    };
    const int model = choice(m_model, "modelId");
    const int gpu = choice(m_gpu, "gpuId");
    const int tp = choice(m_tp, "tensorParallel");
    const int weights = choice(m_weights, "weights");
    const int prompt = integer(m_prompt, "promptTokens");
    const int context = integer(m_context, "contextTokens");
    const int batch = integer(m_batch, "batch");
    m_updating = true;
    m_model->setCurrentIndex(model);
    m_gpu->setCurrentIndex(gpu);
    m_tp->setCurrentIndex(tp);
    m_weights->setCurrentIndex(weights);
    m_prompt->setValue(prompt);
    m_context->setValue(context);
    m_batch->setValue(batch);
    m_updating = false;
    recompute();
}

void PhasesPage::resetToDefaults()
{
    takeReplicaFromSession();
    m_updating = true;
    m_prompt->setValue(kDefaultPrompt);
    m_context->setValue(kDefaultContext);
    m_batch->setValue(kDefaultBatch);
    m_updating = false;
    recompute();
}

} // namespace ailab::labs::inference
