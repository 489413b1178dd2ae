#include "app/progress_panel.h"

#include "labs/common/activity/activity_progress.h"
#include "labs/common/activity/progress_export.h"
#include "labs/common/widgets/flow_layout.h"

#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace ailab::app {

ProgressPanel::ProgressPanel(labs::ActivityProgress& progress, LabTitle labTitle, QWidget* parent)
    : QWidget(parent)
    , m_progress(progress)
    , m_labTitle(std::move(labTitle))
{
    setObjectName(QStringLiteral("progressPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* heading =
        new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Your activities").toHtmlEscaped()), this);
    heading->setWordWrap(true);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("progressSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    auto* buttons = new labs::FlowLayout;
    m_exportCsv = new QPushButton(tr("Export as CSV..."), this);
    m_exportPdf = new QPushButton(tr("Export as PDF..."), this);
    m_reset = new QPushButton(tr("Reset progress..."), this);
    m_reset->setObjectName(QStringLiteral("resetProgress"));
    buttons->addWidget(m_exportCsv);
    buttons->addWidget(m_exportPdf);
    buttons->addWidget(m_reset);
    layout->addWidget(heading);
    layout->addWidget(m_summary);
    layout->addLayout(buttons);

    connect(m_exportCsv, &QPushButton::clicked, this, [this] { exportInteractive(false); });
    connect(m_exportPdf, &QPushButton::clicked, this, [this] { exportInteractive(true); });
    connect(m_reset, &QPushButton::clicked, this, &ProgressPanel::resetInteractive);
    connect(&m_progress, &labs::ActivityProgress::changed, this, &ProgressPanel::refresh);
    refresh();
}

void ProgressPanel::refresh()
{
    QStringList lines;
    if (!m_progress.refusal().isEmpty())
        lines << tr("Your saved progress could not be read, so it is left as it is and "
                    "nothing is saved until you reset it: %1")
                     .arg(m_progress.refusal())
                     .toHtmlEscaped();
    if (m_progress.results().empty()) {
        lines << tr("No activity done yet. Open a lab and choose Activities at the top right "
                    "for tasks that the lab's model checks.")
                     .toHtmlEscaped();
    }
    for (const labs::ActivityResult& r : m_progress.results()) {
        if (r.kind == labs::ActivityResult::Kind::Incident) {
            //: One incident on the home page: lab, incident, resolved or not, points, best
            lines << tr("%1: incident %2, %3, %4 of %5 points (best %6)")
                         .arg(m_labTitle(r.lab), r.title,
                              r.done() ? tr("resolved") : tr("not resolved"))
                         .arg(r.score)
                         .arg(r.possible)
                         .arg(r.best)
                         .toHtmlEscaped();
            continue;
        }
        //: One activity on the home page: lab, activity, points, best points, tasks
        lines << tr("%1: %2, %3 of %4 points (best %5), %6 of %n task(s) solved", "", r.tasks)
                     .arg(m_labTitle(r.lab), r.title)
                     .arg(r.score)
                     .arg(r.possible)
                     .arg(r.best)
                     .arg(r.solved)
                     .toHtmlEscaped();
    }
    m_summary->setText(lines.join(QStringLiteral("<br>")));
    const bool any = !m_progress.results().empty();
    m_exportCsv->setEnabled(any);
    m_exportPdf->setEnabled(any);
}

bool ProgressPanel::exportCsv(const QString& path, QString* error) const
{
    return labs::ProgressExport::writeCsv(path, m_progress.results(), error);
}

bool ProgressPanel::exportPdf(const QString& path, QString* error) const
{
    return labs::ProgressExport::writePdf(path, m_progress.results(), m_labTitle, error);
}

bool ProgressPanel::resetProgress(QString* error)
{
    return m_progress.reset(error);
}

void ProgressPanel::exportInteractive(bool pdf)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, pdf ? tr("Export progress as PDF") : tr("Export progress as CSV"),
        folder + (pdf ? QStringLiteral("/activity-progress.pdf")
                      : QStringLiteral("/activity-progress.csv")),
        pdf ? tr("PDF documents (*.pdf)") : tr("CSV tables (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!(pdf ? exportPdf(path, &error) : exportCsv(path, &error)))
        showError(error);
}

void ProgressPanel::resetInteractive()
{
    if (QMessageBox::question(this, tr("Reset progress"),
                              tr("Forget the results of every activity? This cannot be undone.")) !=
        QMessageBox::Yes)
        return;
    QString error;
    if (!resetProgress(&error))
        showError(error);
}

void ProgressPanel::showError(const QString& message)
{
    QMessageBox::warning(this, tr("Activity progress"), message);
}

} // namespace ailab::app
