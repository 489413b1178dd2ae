#include "labs/common/incident/incident_debrief_page.h"

#include "labs/common/incident/incident_controller.h"
#include "labs/common/incident/incident_view_helpers.h"

#include <QFileDialog>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ailab::labs {

IncidentDebriefPage::IncidentDebriefPage(IncidentController& controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
{
    m_note = incident_view::wrappedLabel(this);
    m_end = new QPushButton(tr("End the investigation"), this);
    m_end->setAccessibleName(tr("End the investigation and show the debrief"));
    connect(m_end, &QPushButton::clicked, this, [this] { m_controller.endInvestigation(); });
    m_startOver = new QPushButton(tr("Start over"), this);
    m_startOver->setAccessibleName(tr("Start the incident over"));
    connect(m_startOver, &QPushButton::clicked, this, &IncidentDebriefPage::startOverClicked);
    m_debrief = new QTextBrowser(this);
    m_debrief->setAccessibleName(tr("Debrief"));
    m_debrief->setOpenLinks(false);
    m_exportMarkdown = new QPushButton(tr("Export Markdown…"), this);
    m_exportMarkdown->setAccessibleName(tr("Export the debrief as Markdown"));
    connect(m_exportMarkdown, &QPushButton::clicked, this, [this] { exportDebrief(false); });
    m_exportPdf = new QPushButton(tr("Export PDF…"), this);
    m_exportPdf->setAccessibleName(tr("Export the debrief as PDF"));
    connect(m_exportPdf, &QPushButton::clicked, this, [this] { exportDebrief(true); });
    auto* buttons = new QGridLayout;
    buttons->addWidget(m_end, 0, 0);
    buttons->addWidget(m_startOver, 0, 1);
    buttons->addWidget(m_exportMarkdown, 1, 0);
    buttons->addWidget(m_exportPdf, 1, 1);
    buttons->setColumnStretch(2, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_note);
    layout->addWidget(m_debrief, 1);
    layout->addLayout(buttons);
}

void IncidentDebriefPage::refresh()
{
    const core::ops::IncidentSession* session = m_controller.session();
    if (!session) {
        m_note->setText(m_controller.isBusy() ? tr("The model is running.")
                                              : tr("No incident is loaded."));
        m_debrief->clear();
    } else if (!m_controller.investigationEnded()) {
        m_note->setText(tr("The debrief, with the root cause, appears when the incident is "
                           "resolved or when you end the investigation."));
        m_debrief->clear();
    } else {
        m_note->setText(session->resolved()
                            ? tr("The incident is resolved. The debrief lists what happened "
                                 "in simulation time.")
                            : tr("The investigation ended without a resolution. The "
                                 "debrief lists what happened in simulation time."));
        m_debrief->setMarkdown(m_controller.debriefMarkdown());
    }
}

void IncidentDebriefPage::updateEnabled()
{
    m_end->setEnabled(m_controller.isActive());
    m_startOver->setEnabled(m_controller.canStartOver());
    const bool ended = m_controller.canExportDebrief();
    m_exportMarkdown->setEnabled(ended);
    m_exportPdf->setEnabled(ended);
}

void IncidentDebriefPage::exportDebrief(bool pdf)
{
    const QString path =
        pdf ? QFileDialog::getSaveFileName(this, tr("Export the debrief as PDF"), QString(),
                                           tr("PDF documents (*.pdf)"))
            : QFileDialog::getSaveFileName(this, tr("Export the debrief as Markdown"), QString(),
                                           tr("Markdown files (*.md)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok =
        pdf ? m_controller.exportPdf(path, &error) : m_controller.exportMarkdown(path, &error);
    emit exported(ok ? tr("The debrief was saved as %1.").arg(path) : error);
}

} // namespace ailab::labs
