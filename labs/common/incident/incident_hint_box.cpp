#include "labs/common/incident/incident_hint_box.h"

#include "labs/common/incident/incident_controller.h"
#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/incident/incident_view_helpers.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace ailab::labs {

namespace ops = core::ops;

IncidentHintBox::IncidentHintBox(IncidentController& controller, QWidget* parent)
    : QGroupBox(tr("Hints"), parent)
    , m_controller(controller)
{
    m_cost = incident_view::wrappedLabel(this);
    m_hint = new QPushButton(
        tr("Take a hint (costs %1 points)").arg(ops::IncidentSession::kHintCost), this);
    m_hint->setAccessibleName(tr("Take a hint, which costs points"));
    connect(m_hint, &QPushButton::clicked, this, [this] { m_controller.takeHint(); });
    auto* hintRow = new QHBoxLayout;
    hintRow->addWidget(m_cost, 1);
    hintRow->addWidget(m_hint);
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Hints taken"));
    m_list->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(hintRow);
    layout->addWidget(m_list, 1);
}

void IncidentHintBox::refresh()
{
    m_list->clear();
    const ops::IncidentSession* session = m_controller.session();
    if (!session) {
        m_cost->clear();
        return;
    }
    const IncidentTexts& texts = *m_controller.texts();
    const ops::Debrief debrief = session->debrief();
    int taken = 0;
    for (const auto& [id, timeS] : incident_view::stepsOf(debrief, ops::TimelineKind::Hint))
        m_list->addItem(m_controller.answerHidden()
                            ? tr("At %1: hint %2, hidden from the class until the instructor "
                                 "shows the answer")
                                  .arg(IncidentFormat::time(timeS, *m_controller.model()))
                                  .arg(++taken)
                            : tr("At %1: %2").arg(IncidentFormat::time(timeS, *m_controller.model()), texts.hintText(id)));
    const int total = int(m_controller.model()->hints().size());
    m_cost->setText(tr("Each hint costs %1 points. %2 of %3 hints are left.")
                        .arg(ops::IncidentSession::kHintCost)
                        .arg(total - session->hintsTaken())
                        .arg(total));
}

void IncidentHintBox::updateEnabled()
{
    m_hint->setEnabled(m_controller.canTakeHint());
}

} // namespace ailab::labs
