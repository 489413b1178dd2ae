#include "labs/common/incident/incident_instructor_bar.h"

#include "labs/common/incident/incident_controller.h"
#include "labs/common/incident/incident_view_helpers.h"
#include "labs/common/widgets/flow_layout.h"

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
    m_answer = new QPushButton(tr("Show the answer to the class"), this);
    m_answer->setCheckable(true);
    m_answer->setAccessibleName(
        tr("Show the root cause, the causal chain, the author's judgement and the hints to the "
           "class"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(6, 3, 6, 3);
    row->addWidget(label);
    row->addWidget(m_stage, 1);
    // The two buttons stack when a large font or German leaves no room for both in a row.
    auto* buttons = new FlowLayout;
    buttons->addWidget(m_reveal);
    buttons->addWidget(m_answer);
    row->addLayout(buttons);
    connect(m_reveal, &QPushButton::clicked, this, [this] { m_controller.revealNextStage(); });
    connect(m_answer, &QPushButton::toggled, this, [this](bool shown) {
        m_answer->setText(shown ? tr("Hide the answer from the class")
                                : tr("Show the answer to the class"));
        applyAnswer();
    });
}

void IncidentInstructorBar::setPresenting(bool on)
{
    m_presenting = on;
    applyAnswer();
}

void IncidentInstructorBar::hideAnswer()
{
    m_answer->setChecked(false);
    applyAnswer();
}

void IncidentInstructorBar::applyAnswer()
{
    m_controller.setAnswerHidden(m_presenting && !m_answer->isChecked());
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
