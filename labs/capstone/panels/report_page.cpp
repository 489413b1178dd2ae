#include "labs/capstone/panels/report_page.h"

#include "core/design/design_evaluation.h"
#include "labs/capstone/capstone_session.h"
#include "labs/capstone/views/design_report.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/vertical_scroll.h"

#include <QChartView>
#include <QFileDialog>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ailab::labs::capstone {

namespace design = core::design;

ReportPage::ReportPage(CapstoneSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    auto* row = new QWidget(content);
    auto* flow = new FlowLayout(row);
    auto* pdf = new QPushButton(tr("Export P&DF..."), row);
    auto* markdown = new QPushButton(tr("Export &Markdown..."), row);
    flow->addWidget(pdf);
    flow->addWidget(markdown);
    layout->addWidget(row);
    m_status = new QLabel(content);
    m_status->setWordWrap(true);
    m_status->setVisible(false);
    layout->addWidget(m_status);
    connect(pdf, &QPushButton::clicked, this, [this] { chooseAndExport(true); });
    connect(markdown, &QPushButton::clicked, this, [this] { chooseAndExport(false); });

    auto* charts = new QWidget(content);
    auto* chartFlow = new QVBoxLayout(charts);
    chartFlow->setContentsMargins(0, 0, 0, 0);
    m_stepChart = new SummaryChart(charts);
    m_stepChart->setTitle(tr("Where a step's time goes"));
    m_scoreChart = new SummaryChart(charts);
    m_scoreChart->setTitle(tr("Readiness score by part"));
    for (SummaryChart* c : {m_stepChart, m_scoreChart}) {
        c->setMinimumHeight(fontMetrics().height() * 20);
        chartFlow->addWidget(c);
    }
    layout->addWidget(charts);
    m_preview = new QTextBrowser(content);
    m_preview->setAccessibleName(tr("Report preview"));
    m_preview->setMinimumHeight(fontMetrics().height() * 30);
    layout->addWidget(m_preview);
    hostInVerticalScroll(this, content);

    connect(&m_session, &LabSession::rebuilt, this, &ReportPage::refresh);
    connect(&m_session, &CapstoneSession::designChanged, this, &ReportPage::refresh);
    refresh();
}

void ReportPage::refresh()
{
    const design::DesignEvaluation& e = m_session.evaluation();
    if (e.bottlenecks.training) {
        const design::StepFigures& s = e.bottlenecks.training->step;
        const QStringList names{tr("Compute"),        tr("Optimizer"),
                                tr("Pipeline bubble"), tr("Tensor parallel (NVLink)"),
                                tr("Pipeline sends"), tr("Data parallel (exposed)"),
                                tr("Data wait"),      tr("Checkpoint stall")};
        const QList<double> values{s.computeS,       s.optimizerS,     s.pipelineBubbleS,      s.tensorParallelS,
                                   s.pipelineSendS,  s.dataParallelExposedS, s.dataWaitS, s.checkpointStallPerStepS};
        QList<BarSeries> parts;
        for (int i = 0; i < names.size(); ++i)
            parts.push_back({names[i], {values[i]}, {}, false});
        m_stepChart->setBreakdown({tr("Step")}, parts, tr("s"));
        m_stepChart->setVisible(true);
    } else {
        m_stepChart->setVisible(false);
    }
    const design::ReadinessScore& r = e.review.readiness;
    m_scoreChart->setBars({tr("Compute scale"), tr("Network capacity"), tr("Storage capacity"), tr("Failure tolerance")},
                          {{tr("Points"), {r.computeScale, r.networkCapacity, r.storageCapacity, r.failureTolerance},
                            {}, false}},
                          tr("points of 25"));
    m_preview->setMarkdown(DesignReport::markdown(m_session, false) + QLatin1Char('\n') +
                           tr("The exports add every figure of the evaluation by its name."));
}

QList<QImage> ReportPage::chartImages() const
{
    QList<QImage> images;
    for (SummaryChart* c : {m_stepChart, m_scoreChart}) {
        if (c->isHidden() && c == m_stepChart && !m_session.evaluation().bottlenecks.training)
            continue;
        QChartView* view = c->chartView();
        const QSize size = view->size().isEmpty() ? QSize(800, 450) : view->size();
        if (view->size().isEmpty())
            view->resize(size);
        images << view->grab().toImage();
    }
    return images;
}

bool ReportPage::exportMarkdown(const QString& path, QString* error) const
{
    return DesignReport::saveMarkdown(m_session, path, error);
}

bool ReportPage::exportPdf(const QString& path, QString* error) const
{
    return DesignReport::savePdf(m_session, chartImages(), path, error);
}

void ReportPage::chooseAndExport(bool pdf)
{
    const QString path = QFileDialog::getSaveFileName(this, pdf ? tr("Export the report as PDF")
                                                                : tr("Export the report as Markdown"),
                                                      QString(), pdf ? tr("PDF (*.pdf)") : tr("Markdown (*.md)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok = pdf ? exportPdf(path, &error) : exportMarkdown(path, &error);
    m_status->setText(ok ? tr("Saved %1.").arg(path) : tr("Not saved: %1").arg(error));
    m_status->setVisible(true);
}

} // namespace ailab::labs::capstone
