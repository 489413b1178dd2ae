#include "labs/common/incident/incident_hypothesis_box.h"

#include "labs/common/incident/incident_controller.h"
#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/incident/incident_view_helpers.h"
#include "labs/common/widgets/wrapping_combo_box.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs {

namespace ops = core::ops;

IncidentHypothesisBox::IncidentHypothesisBox(IncidentController& controller, QWidget* parent)
    : QGroupBox(tr("Hypotheses"), parent)
    , m_controller(controller)
{
    auto* question = incident_view::wrappedLabel(this);
    question->setText(tr("What do you think causes the incident? Record a hypothesis before "
                         "you act: a right one named early scores more, a wrong one costs."));
    m_choice = new WrappingComboBox(this);
    m_choice->setAccessibleName(tr("Hypothesis to record"));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choice->setMinimumContentsLength(18);
    m_record = new QPushButton(tr("Record"), this);
    m_record->setAccessibleName(tr("Record the chosen hypothesis"));
    connect(m_record, &QPushButton::clicked, this, [this] {
        const QString id = m_choice->currentData().toString();
        if (!id.isEmpty())
            m_controller.recordHypothesis(id.toStdString());
    });
    connect(m_choice, &QComboBox::currentIndexChanged, this, &IncidentHypothesisBox::updateEnabled);
    auto* recordRow = new QHBoxLayout;
    recordRow->addWidget(m_choice, 1);
    recordRow->addWidget(m_record);
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Hypotheses recorded"));
    m_list->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(question);
    layout->addLayout(recordRow);
    layout->addWidget(m_list, 1);
}

void IncidentHypothesisBox::refresh()
{
    const QString chosen = m_choice->currentData().toString();
    const QSignalBlocker blocker(m_choice);
    m_choice->clear();
    m_list->clear();
    const ops::IncidentSession* session = m_controller.session();
    if (!session)
        return;
    const IncidentTexts& texts = *m_controller.texts();
    const auto& recorded = session->hypotheses();
    std::vector<std::pair<QString, QString>> options; // text, id
    for (const ops::HypothesisOption& option : m_controller.model()->hypotheses())
        if (std::find(recorded.begin(), recorded.end(), option.id) == recorded.end())
            options.emplace_back(texts.hypothesisText(option.id),
                                 QString::fromStdString(option.id));
    incident_view::sortByText(options);
    for (const auto& [text, id] : options)
        m_choice->addItem(text, id);
    m_choice->setCurrentIndex(std::max(0, m_choice->findData(chosen)));

    const ops::Debrief debrief = session->debrief();
    for (const auto& [id, timeS] : incident_view::stepsOf(debrief, ops::TimelineKind::Hypothesis))
        m_list->addItem(tr("At %1: %2").arg(IncidentFormat::time(timeS, *m_controller.model()), texts.hypothesisText(id)));
}

void IncidentHypothesisBox::updateEnabled()
{
    const bool active = m_controller.isActive();
    m_choice->setEnabled(active && m_choice->count() > 0);
    m_record->setEnabled(active && m_choice->count() > 0);
}

} // namespace ailab::labs
