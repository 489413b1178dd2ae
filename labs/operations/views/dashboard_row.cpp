#include "labs/operations/views/dashboard_row.h"

#include <QToolButton>
#include <QVBoxLayout>

namespace ailab::labs::operations {

DashboardRow::DashboardRow(const QString& title, QWidget* parent)
    : QWidget(parent)
{
    m_header = new QToolButton(this);
    m_header->setCheckable(true);
    m_header->setChecked(true);
    m_header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_header->setArrowType(Qt::DownArrow);
    m_header->setAutoRaise(true);
    QFont bold = m_header->font();
    bold.setBold(true);
    m_header->setFont(bold);
    m_header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_body = new QWidget(this);
    m_layout = new QVBoxLayout(m_body);
    m_layout->setContentsMargins(0, 0, 0, 0);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_header);
    layout->addWidget(m_body);
    setTitle(title);
    connect(m_header, &QToolButton::toggled, this, [this](bool on) {
        m_header->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        m_body->setVisible(on);
        Q_EMIT expandedChanged(on);
    });
}

void DashboardRow::setTitle(const QString& title)
{
    m_header->setText(title);
    m_header->setAccessibleName(title);
}

void DashboardRow::addWidget(QWidget* widget, int stretch)
{
    widget->setParent(m_body);
    m_layout->addWidget(widget, stretch);
}

void DashboardRow::setExpanded(bool expanded)
{
    m_header->setChecked(expanded);
}

bool DashboardRow::isExpanded() const
{
    return m_header->isChecked();
}

} // namespace ailab::labs::operations
