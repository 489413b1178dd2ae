#include "labs/scheduler/panels/fragmentation_page.h"

#include "core/error.h"
#include "core/models/scheduler/scheduler_scenario.h"
#include "core/sched/allocation_experiment.h"
#include "core/sched/openb_trace.h"
#include "labs/common/charts/time_series_panel.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/labelled_field.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/scheduler/scheduler_session.h"
#include "labs/scheduler/views/sched_format.h"
#include "labs/scheduler/views/sched_texts.h"

#include <QFile>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <cmath>

namespace ailab::labs::scheduler {

namespace sched = core::sched;

namespace {

constexpr sched::Policy kPolicies[] = {sched::Policy::BestFit, sched::Policy::Fgd};

std::string readResource(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw core::Error("the sample trace is missing from the program", path.toStdString());
    return file.readAll().toStdString();
}

} // namespace

struct FragmentationPage::Outcome
{
    std::vector<sched::AllocationExperimentResult> results; // by policy
    QString error;
};

FragmentationPage::FragmentationPage(SchedulerSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    m_inflate = new QSpinBox(content);
    m_inflate->setRange(10, 300);
    m_inflate->setSuffix(tr(" %"));
    m_inflate->setAccessibleName(tr("Arrived demand to reach, in percent of the GPUs"));
    m_seeds = new QSpinBox(content);
    m_seeds->setRange(1, 200);
    m_seeds->setAccessibleName(tr("Random job orders to average"));
    m_run = new QPushButton(tr("Run the e&xperiment"), content);
    m_cancel = new QPushButton(tr("Cancel"), content);
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(content);
    m_progress->setAccessibleName(tr("Progress of the experiment"));
    m_status = new QLabel(content);
    m_status->setWordWrap(true);

    m_allocation = new TimeSeriesPanel(content);
    m_allocation->setTitle(tr("GPU allocation against arrived demand"));
    m_allocation->setAxes(tr("Arrived GPU demand (% of the GPUs)"),
                          tr("Allocated (% of the GPUs)"));
    m_allocation->setUnits(tr("%"), tr("%"));
    m_fragmentation = new TimeSeriesPanel(content);
    m_fragmentation->setTitle(tr("Fragmentation against arrived demand"));
    m_fragmentation->setAxes(tr("Arrived GPU demand (% of the GPUs)"),
                             tr("Fragment GPUs (% of the GPUs)"));
    m_fragmentation->setUnits(tr("%"), tr("%"));
    for (TimeSeriesPanel* panel : {m_allocation, m_fragmentation}) {
        panel->setMinimumHeight(fontMetrics().height() * 16);
        for (int i = 0; i < 2; ++i)
            panel->addSeries(QString::fromStdString(sched::policyId(kPolicies[i])),
                             SchedTexts::policyName(kPolicies[i]), QColor(),
                             i == 0 ? Qt::SolidLine : Qt::DashLine);
    }

    m_explainer = new ExplainerPanel(content);
    ExplainerContent c;
    c.title = tr("The FGD allocation experiment");
    c.conceptText =
        tr("<p>Jobs only arrive: first the trace's jobs in a random order, then copies drawn at "
           "random, until the GPUs they ask for reach the chosen share of the cluster. Each job "
           "is placed at once or dropped for good. Best-fit fills the fullest node; FGD places "
           "where the fragmentation against the trace's typical jobs grows least, so fewer idle "
           "GPU shares are left that no typical job can use.</p>");
    c.formula =
        tr("allocation = allocated GPU share / GPUs;  fragmentation = Σ_n F_n(M) / GPUs;"
           "  per 1 % of arrived demand, the mean over its arrivals, then over the job orders");
    c.inputs = {
        {tr("Trace"), tr("the program's sample trace, 12 nodes, 49 jobs"),
         tr("shipped with the program, in the openb format of kubernetes-scheduler-simulator")},
        {tr("Best-fit score"), tr("1 − [0.5 CPU left / 128 cores + 0.5 GPUs left / 8]"),
         tr("Weng et al., USENIX ATC'23, section 6")}};
    c.sources = {tr("Weng et al., \"Beware of Fragmentation: Scheduling GPU-Sharing Workloads "
                    "with Fragmentation Gradient Descent\", USENIX ATC'23, section 6.1"),
                 tr("hkust-adsl/kubernetes-scheduler-simulator, the openb traces")};
    m_explainer->setContent(c);

    // The controls flow onto more rows and the charts stand one under the other where the
    // page is narrower than they need side by side (a projector, German); it scrolls down.
    auto* controls = new QWidget(content);
    auto* controlFlow = new FlowLayout(controls);
    controlFlow->setContentsMargins(0, 0, 0, 0);
    controlFlow->addWidget(labelledField(tr("Demand up to:"), m_inflate, controls));
    controlFlow->addWidget(labelledField(tr("Job orders to average:"), m_seeds, controls));
    controlFlow->addWidget(m_run);
    controlFlow->addWidget(m_cancel);
    controlFlow->addWidget(m_progress);
    auto* charts = new QWidget(content);
    auto* chartFlow = new FlowLayout(charts);
    chartFlow->setContentsMargins(0, 0, 0, 0);
    chartFlow->addWidget(m_allocation);
    chartFlow->addWidget(m_fragmentation);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(controls);
    layout->addWidget(m_status);
    layout->addWidget(charts, 2);
    layout->addWidget(m_explainer, 1);
    hostInVerticalScroll(this, content);

    connect(m_run, &QPushButton::clicked, this, &FragmentationPage::run);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_cancelled)
            m_cancelled->store(true);
    });
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Outcome>>::finished, this,
            &FragmentationPage::onFinished);
    connect(&m_session, &SchedulerSession::rebuilt, this, &FragmentationPage::onRebuilt);
    resetToDefaults();
    onRebuilt();
}

FragmentationPage::~FragmentationPage()
{
    if (m_cancelled)
        m_cancelled->store(true);
    m_watcher.waitForFinished();
}

QString FragmentationPage::pageSummary() const
{
    return tr("The fragmentation experiment of the FGD paper on the program's sample trace: "
              "best-fit against FGD, allocation and fragmentation as the demand arrives.");
}

void FragmentationPage::onRebuilt()
{
    // A scenario that names the experiment brings its settings.
    if (const auto& x = m_session.config().experiment) {
        m_inflate->setValue(int(std::lround(x->inflatePercent)));
        m_seeds->setValue(x->seeds);
    }
}

void FragmentationPage::run()
{
    if (m_watcher.isRunning())
        return;
    const double inflate = m_inflate->value();
    const int seeds = m_seeds->value();
    m_cancelled = std::make_shared<std::atomic<bool>>(false);
    auto cancelled = m_cancelled;
    const int total = seeds * 2;
    m_progress->setRange(0, total);
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Running best-fit, then FGD…"));
    QPointer<FragmentationPage> self(this);
    m_watcher.setFuture(QtConcurrent::run([inflate, seeds, total, cancelled, self] {
        auto out = std::make_shared<Outcome>();
        try {
            const auto nodes = sched::parseOpenbNodes(
                readResource(QStringLiteral(":/labs/scheduler/traces/openb-sample-nodes.csv")),
                "openb-sample-nodes.csv");
            const auto jobs = sched::parseOpenbJobs(
                readResource(QStringLiteral(":/labs/scheduler/traces/openb-sample-jobs.csv")),
                "openb-sample-jobs.csv");
            for (int p = 0; p < 2 && !cancelled->load(); ++p) {
                out->results.push_back(sched::runAllocationExperiment(
                    nodes, jobs,
                    {.policy = kPolicies[p], .inflatePercent = inflate, .seeds = seeds},
                    [&](int done) {
                        const int overall = p * seeds + done;
                        QMetaObject::invokeMethod(
                            self,
                            [self, overall, total] {
                                if (self)
                                    self->onProgress(overall, total);
                            },
                            Qt::QueuedConnection);
                        return !cancelled->load();
                    }));
            }
        } catch (const core::Error& e) {
            out->error = QString::fromStdString(e.path() + ": " + e.message());
        }
        return out;
    }));
}

void FragmentationPage::onProgress(int done, int total)
{
    m_progress->setRange(0, total);
    m_progress->setValue(done);
}

void FragmentationPage::onFinished()
{
    m_run->setEnabled(true);
    m_cancel->setEnabled(false);
    const std::shared_ptr<Outcome> out = m_watcher.result();
    const bool cancelled = m_cancelled && m_cancelled->load();
    if (!out->error.isEmpty()) {
        m_status->setText(tr("The experiment failed: %1").arg(out->error));
        return;
    }
    m_allocation->clear();
    m_fragmentation->clear();
    QStringList lines;
    for (std::size_t p = 0; p < out->results.size(); ++p) {
        const sched::AllocationExperimentResult& r = out->results[p];
        const QString id = QString::fromStdString(sched::policyId(kPolicies[p]));
        QVector<double> x, alloc, frag;
        for (const sched::AllocationPoint& pt : r.points) {
            x << pt.demandPercent;
            alloc << pt.allocationPercent;
            frag << pt.fragmentationPercent;
        }
        m_allocation->setSeriesData(id, x, alloc);
        m_fragmentation->setSeriesData(id, x, frag);
        const double finalAlloc = r.points.empty() ? 0.0 : r.points.back().allocationPercent;
        lines << tr("%1: %2 allocated at the end, %3 of %4 arriving jobs dropped (mean of %n job "
                    "order(s))",
                    nullptr, r.seedsRun)
                     .arg(SchedTexts::policyName(kPolicies[p]), SchedFormat::percent(finalAlloc),
                          SchedFormat::number(r.droppedJobs, 1),
                          SchedFormat::number(r.arrivedJobs, 1));
    }
    if (cancelled)
        lines << tr("Cancelled: the charts show the job orders run until then.");
    m_status->setText(lines.join(QStringLiteral("; ")));
}

QJsonObject FragmentationPage::saveState() const
{
    QJsonObject state;
    state[QStringLiteral("inflatePercent")] = m_inflate->value();
    state[QStringLiteral("seeds")] = m_seeds->value();
    return state;
}

void FragmentationPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != QLatin1String("inflatePercent") && it.key() != QLatin1String("seeds"))
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    int inflate = m_inflate->value();
    int seeds = m_seeds->value();
    if (state.contains(QStringLiteral("inflatePercent"))) {
        const QJsonValue v = state.value(QStringLiteral("inflatePercent"));
        if (!v.isDouble() || v.toDouble() < 10 || v.toDouble() > 300 ||
            v.toDouble() != std::floor(v.toDouble()))
            throw core::Error("expected an integer from 10 to 300", "/inflatePercent");
        inflate = v.toInt();
    }
    if (state.contains(QStringLiteral("seeds"))) {
        const QJsonValue v = state.value(QStringLiteral("seeds"));
        if (!v.isDouble() || v.toDouble() < 1 || v.toDouble() > 200 ||
            v.toDouble() != std::floor(v.toDouble()))
            throw core::Error("expected an integer from 1 to 200", "/seeds");
        seeds = v.toInt();
    }
    m_inflate->setValue(inflate);
    m_seeds->setValue(seeds);
}

void FragmentationPage::resetToDefaults()
{
    m_allocation->clear();
    m_fragmentation->clear();
    m_inflate->setValue(130);
    m_seeds->setValue(10);
    onRebuilt();
    m_progress->setValue(0);
    m_status->setText(tr("Press Run: best-fit and FGD place the sample trace's jobs as they "
                         "arrive, up to the demand chosen."));
}

} // namespace ailab::labs::scheduler
