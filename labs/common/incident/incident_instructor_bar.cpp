#include "labs/common/incident/incident_instructor_bar.h"

#include "labs/common/incident/incident_controller.h"
#include "labs/common/incident/incident_view_helpers.h"

#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>

namespace ailab::labs {

IncidentInstructorBar::IncidentInstructorBar(IncidentController& controller, QWidget* parent)
    : QFrame(parent)
    , m_controller(controller)
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    auto* label = new QLabel(tr("Instructor:"), this);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    m_stage = incident_view::wrappedLabel(this);
    m_reveal = new QPushButton(tr("Reveal the next stage to the class"), this);
    m_reveal->setShortcut(QKeySequence(tr("Alt+N")));
    m_reveal->setAccessibleName(tr("Reveal the next stage of evidence to the class"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(6, 3, 6, 3);
    row->addWidget(label);
    row->addWidget(m_stage, 1);
    row->addWidget(m_reveal);
    connect(m_reveal, &QPushButton::clicked, this, [this] { m_controller.revealNextStage(); });
}

void IncidentInstructorBar::setStageText(const QString& text)
{
    m_stage->setText(text);
}

void IncidentInstructorBar::updateEnabled()
{
    m_reveal->setEnabled(m_controller.canRevealStage());
}

} // namespace ailab::labs
