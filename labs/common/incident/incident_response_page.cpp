#include "labs/common/incident/incident_response_page.h"

#include "labs/common/incident/incident_controller.h"
#include "labs/common/incident/incident_panel_texts.h"
#include "labs/common/incident/incident_view_helpers.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QVBoxLayout>
#include <algorithm>

namespace ailab::labs {

namespace ops = core::ops;

IncidentResponsePage::IncidentResponsePage(IncidentController& controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
{
    auto* intro = incident_view::wrappedLabel(this);
    intro->setText(tr("Select the responses you would take to stabilise the system, then apply "
                      "them to the running model. Not every response helps: the model measures "
                      "what each one did."));
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Responses to choose from"));
    m_list->setWordWrap(true);
    connect(m_list, &QListWidget::itemChanged, this, &IncidentResponsePage::updateEnabled);
    m_apply = new QPushButton(tr("Apply to the running model"), this);
    m_apply->setAccessibleName(tr("Apply the selected responses to the running model"));
    connect(m_apply, &QPushButton::clicked, this, [this] {
        std::vector<std::string> ids;
        for (int i = 0; i < m_list->count(); ++i) {
            const QListWidgetItem* item = m_list->item(i);
            if ((item->flags() & Qt::ItemIsUserCheckable) && item->checkState() == Qt::Checked)
                ids.push_back(item->data(Qt::UserRole).toString().toStdString());
        }
        if (!ids.empty())
            m_controller.applyActions(ids);
    });
    auto* applyRow = new QHBoxLayout;
    applyRow->addStretch(1);
    applyRow->addWidget(m_apply);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addLayout(applyRow);
}

void IncidentResponsePage::refresh()
{
    QSet<QString> checked;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            checked.insert(m_list->item(i)->data(Qt::UserRole).toString());
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    const ops::IncidentSession* session = m_controller.session();
    if (!session)
        return;
    const IncidentTexts& texts = *m_controller.texts();
    const auto& applied = session->appliedActions();
    const ops::Debrief debrief = session->debrief();
    const auto appliedAt = incident_view::stepsOf(debrief, ops::TimelineKind::ActionApplied);
    std::vector<std::pair<QString, QString>> options; // text, id
    for (const ops::ActionOption& option : m_controller.model()->actions())
        options.emplace_back(texts.actionText(option.id), QString::fromStdString(option.id));
    incident_view::sortByText(options);
    for (const auto& option : options) {
        const QString& id = option.second;
        const std::string actionId = id.toStdString();
        auto* item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, id);
        const auto at = std::find_if(appliedAt.begin(), appliedAt.end(),
                                     [&](const auto& entry) { return entry.first == actionId; });
        if (std::find(applied.begin(), applied.end(), actionId) != applied.end()) {
            item->setText(tr("%1 (applied at %2)")
                              .arg(option.first,
                                   IncidentFormat::time(at != appliedAt.end() ? at->second
                                                                              : session->now(),
                                                        *m_controller.model())));
            item->setFlags(Qt::ItemIsEnabled);
            item->setCheckState(Qt::Checked);
        } else {
            item->setText(option.first);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(checked.contains(id) ? Qt::Checked : Qt::Unchecked);
        }
    }
}

void IncidentResponsePage::updateEnabled()
{
    const bool active = m_controller.isActive();
    m_list->setEnabled(active);
    bool anyChecked = false;
    for (int i = 0; i < m_list->count(); ++i) {
        const QListWidgetItem* item = m_list->item(i);
        anyChecked |=
            (item->flags() & Qt::ItemIsUserCheckable) && item->checkState() == Qt::Checked;
    }
    m_apply->setEnabled(active && anyChecked);
}

} // namespace ailab::labs
