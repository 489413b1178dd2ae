#include "labs/common/incident/incident_status_line.h"

#include "labs/common/incident/incident_view_helpers.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>

namespace ailab::labs {

IncidentStatusLine::IncidentStatusLine(QWidget* host)
    : QObject(host)
{
    m_busyBar = new QProgressBar(host);
    m_busyBar->setRange(0, 0); // busy: no known end
    m_busyBar->setFormat(tr("Running the model…"));
    m_busyBar->setTextVisible(true);
    m_busyBar->setAccessibleName(tr("The model is running"));
    m_busyBar->setMaximumWidth(220);
    m_busyBar->setVisible(false);
    m_message = incident_view::wrappedLabel(host);
    m_layout = new QHBoxLayout;
    m_layout->addWidget(m_busyBar);
    m_layout->addWidget(m_message, 1);
}

void IncidentStatusLine::setBusy(bool busy)
{
    m_busyBar->setVisible(busy);
}

void IncidentStatusLine::setMessage(const QString& message)
{
    m_message->setText(message);
}

} // namespace ailab::labs
