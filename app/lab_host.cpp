#include "app/lab_host.h"

#include "app/lab_registry.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/widgets/time_bar.h"

#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace ailab::app {

LabHost::LabHost(LabRegistry& registry, labs::LabContext& context, QWidget* home, QWidget* parent)
    : QWidget(parent)
    , m_registry(registry)
    , m_context(context)
    , m_stack(new QStackedWidget(this))
    , m_timeBar(new labs::TimeBar(this))
    , m_home(home)
{
    setObjectName(QStringLiteral("labHost"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_stack, 1);
    layout->addWidget(m_timeBar);
    m_stack->addWidget(m_home);
    m_timeBar->setVisible(false);
}

QString LabHost::currentLabId() const
{
    return m_current ? m_current->info().id : QString();
}

bool LabHost::openLab(const QString& id)
{
    labs::Lab* lab = m_registry.find(id);
    if (!lab)
        return false;
    if (lab == m_current)
        return true;
    QWidget* page = m_workspaces.value(id);
    if (!page) {
        page = lab->createWorkspace(m_context, m_stack);
        if (!page)
            return false;
        page->setObjectName(QStringLiteral("workspace-") + id);
        // On a small screen (or a 1280x800 screenshot) a workspace wider than the window
        // scrolls instead of forcing the window beyond the screen.
        auto* scroll = new QScrollArea(m_stack);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(page);
        m_stack->addWidget(scroll);
        m_workspaces.insert(id, page);
        m_pages.insert(id, scroll);
        if (labs::SimDriver* driver = lab->driver())
            driver->setSpeed(m_defaultSpeed);
        if (m_context.presenterMode())
            lab->setPresenterMode(true);
    }
    setCurrent(lab, m_pages.value(id));
    return true;
}

void LabHost::showHome()
{
    setCurrent(nullptr, m_home);
}

void LabHost::setCurrent(labs::Lab* lab, QWidget* page)
{
    if (m_current && m_current != lab)
        m_current->deactivate();
    m_current = lab;
    m_stack->setCurrentWidget(page);
    m_timeBar->setDriver(lab ? lab->driver() : nullptr);
    m_timeBar->setVisible(lab && lab->driver());
    if (lab)
        lab->activate();
    emit currentLabChanged(lab);
}

void LabHost::setPresenterMode(bool on)
{
    for (auto it = m_workspaces.cbegin(); it != m_workspaces.cend(); ++it) {
        if (labs::Lab* lab = m_registry.built(it.key()))
            lab->setPresenterMode(on);
    }
}

} // namespace ailab::app
