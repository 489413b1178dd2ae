#include "labs/stack/panels/compare_page.h"

#include "core/train/step_model.h"
#include "labs/stack/panels/journey_page.h"
#include "labs/stack/stack_session.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs::stack {

namespace {
QString gb(double bytes)
{
    return ComparePage::tr("%1 GB").arg(QLocale().toString(bytes / 1e9, 'f', 1));
}
QString sec(double seconds, int decimals = 2)
{
    return ComparePage::tr("%1 s").arg(QLocale().toString(seconds, 'f', decimals));
}
} // namespace

ComparePage::ComparePage(StackSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* intro = new QLabel(
        tr("<p>Both workloads use accelerated computing, but they stress the stack "
           "differently. The first four rows are the course's comparison; the rows below them "
           "are computed by the lab's models for the loaded scenario and follow the sliders "
           "of the workload journey.</p>"),
        this);
    intro->setWordWrap(true);
    m_table = new QTableWidget(this);
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Aspect"), tr("Training: building and updating models"),
                                        tr("Inference: serving model predictions")});
    m_table->verticalHeader()->setVisible(false);
    // Each row as tall as its text at the current column widths, also after a resize.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The aspects wrap in a column of about sixteen characters and the workloads' titles
    // break after their colon, so that the three columns share a projector's width
    // (1024x768 at presenter mode's 1.5x font) without cutting a title.
    for (int column : {1, 2}) {
        QTableWidgetItem* title = m_table->horizontalHeaderItem(column);
        title->setText(title->text().replace(QStringLiteral(": "), QStringLiteral(":\n")));
    }
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Fixed);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setAccessibleName(tr("Training versus inference"));
    fitAspectColumn();
    m_note = new QLabel(
        tr("<p>These distinctions are not absolute. Large inference deployments can spread one "
           "model across many accelerators and then need high-bandwidth communication like "
           "training; some training jobs fit in one server and need no large fabric. Design "
           "for the actual workload profile, not for the label.</p>"),
        this);
    m_note->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_note);

    connect(&m_session, &StackSession::rebuilt, this, &ComparePage::refresh);
    connect(&m_session, &StackSession::degradationsChanged, this, &ComparePage::refresh);
    refresh();
}

void ComparePage::refresh()
{
    const QLocale locale;
    const auto& step = m_session.currentStep();
    const auto& request = m_session.currentRequest();
    const auto& config = m_session.config();
    // Serving reads the weights once per replica: 2 B per parameter in BF16
    // (docs/models.md, Training memory).
    const double weights = 2.0 * config.step.parameters;
    const QList<QStringList> rows = {
        {tr("Primary objective"), tr("Training throughput"), tr("Latency and throughput")},
        {tr("Compute behaviour"), tr("Long-running jobs"), tr("Request-driven")},
        {tr("Network focus"), tr("Collective communication"), tr("Serving and model traffic")},
        {tr("Storage focus"), tr("Datasets and checkpoints"), tr("Model loading and artifacts")},
        {tr("Unit of work"),
         tr("One step of %1 tokens on %2 GPUs: %3")
             .arg(locale.toString(config.step.tokensPerStep, 'f', 0))
             .arg(config.step.gpus())
             .arg(sec(step.stepSeconds)),
         tr("One request of %1 output tokens: %2 end to end")
             .arg(config.inference.outputTokens)
             .arg(sec(request.clientEndToEndSeconds, 3))},
        {tr("What the user waits for"),
         tr("%1 steps per hour (%2 tokens/s)")
             .arg(locale.toString(step.stepsPerSecond * 3600.0, 'f', 0),
                  locale.toString(step.tokensPerSecond, 'f', 0)),
         tr("First token after %1, then one token every %2")
             .arg(sec(request.clientTimeToFirstTokenSeconds, 3),
                  sec(config.inference.timePerOutputTokenSeconds, 3))},
        {tr("Network per unit of work"),
         tr("All-reduce: each GPU sends %1 per step (2(p−1)/p × %2)")
             .arg(gb(step.allReduceBytesPerRank), gb(step.allReduceBytes)),
         tr("A prompt and %1 tokens: kilobytes through the gateway")
             .arg(config.inference.outputTokens)},
        {tr("Storage per unit of work"),
         tr("Reads %1 per step; writes a %2 checkpoint every %3 steps")
             .arg(gb(config.step.dataBytesPerGpuPerStep * config.step.gpus()),
                  gb(step.checkpointBytes))
             .arg(config.step.checkpointEverySteps),
         tr("Loads %1 of weights once per model server").arg(gb(weights))},
        {tr("Limited by"),
         tr("The slowest layer of the step; now %1, with the GPUs busy %2 of the time")
             .arg(layerDisplayName(QString::fromStdString(core::train::layerId(step.bottleneck))),
                  tr("%1 %").arg(locale.toString(step.gpuUtilisation * 100.0, 'f', 0))),
         tr("Queueing and prefill for the first token, memory bandwidth for each next token")},
    };
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        for (int c = 0; c < 3; ++c) {
            auto* item = m_table->item(r, c);
            if (item == nullptr) {
                item = new QTableWidgetItem;
                m_table->setItem(r, c, item);
            }
            item->setText(rows[r][c]);
            if (c == 0) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
        }
    }
    fitAspectColumn();
}

void ComparePage::fitAspectColumn()
{
    // About sixteen characters, but never narrower than the longest word of an aspect (a
    // German compound would be cut, not wrapped).
    int width = std::max(m_table->horizontalHeader()->sectionSizeHint(0),
                         m_table->fontMetrics().averageCharWidth() * 16);
    QFont bold = m_table->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const int padding = 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 8;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (const QTableWidgetItem* item = m_table->item(row, 0)) {
            for (const QString& word : item->text().split(QLatin1Char(' ')))
                width = std::max(width, metrics.horizontalAdvance(word) + padding);
        }
    }
    m_table->setColumnWidth(0, width);
}

void ComparePage::changeEvent(QEvent* event)
{
    LabPage::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_table != nullptr)
        fitAspectColumn();
}

} // namespace ailab::labs::stack
