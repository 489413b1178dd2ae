#include "labs/operations/views/component_card.h"

#include "labs/common/widgets/metric_tile.h"

#include <QPushButton>
#include <QVBoxLayout>

namespace ailab::labs::operations {

ComponentCard::ComponentCard(QWidget* parent)
    : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    m_button = new QPushButton(this);
    m_button->setCheckable(true);
    m_button->setAutoExclusive(false);
    m_tile = new MetricTile(QString(), this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(m_button);
    layout->addWidget(m_tile, 1);
    connect(m_button, &QPushButton::clicked, this, [this] {
        m_button->setChecked(true); // a selected component stays selected when clicked again
        Q_EMIT clicked();
    });
}

void ComponentCard::setName(const QString& name, const QString& subtitle)
{
    //: A component's button on the dashboard: its name, then what it is, on two lines
    m_button->setText(tr("%1\n%2").arg(name, subtitle));
    m_button->setAccessibleName(name);
    m_button->setToolTip(tr("Inspect %1: its role and health indicators").arg(name));
}

void ComponentCard::setSelected(bool selected)
{
    m_button->setChecked(selected);
}

bool ComponentCard::isSelected() const
{
    return m_button->isChecked();
}

} // namespace ailab::labs::operations
