#include "labs/common/skeleton/lab_page.h"

namespace ailab::labs {

LabPage::LabPage(QWidget* parent)
    : QWidget(parent)
{
}

void LabPage::setPageIdentity(const QString& id, const QString& title)
{
    m_id = id;
    m_title = title;
}

} // namespace ailab::labs
