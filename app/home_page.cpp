#include "app/home_page.h"

#include "app/lab_card.h"
#include "app/lab_registry.h"
#include "app/progress_panel.h"
#include "labs/common/activity/activity_progress.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/widgets/flow_layout.h"

#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace ailab::app {

HomePage::HomePage(const LabRegistry& registry, labs::ActivityProgress* progress, QWidget* parent)
    : QWidget(parent)
    , m_registry(registry)
    , m_progress(progress)
{
    setObjectName(QStringLiteral("homePage"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);

    auto* content = new QWidget(scroll);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(32, 24, 32, 24);
    m_title = new QLabel(content);
    m_title->setObjectName(QStringLiteral("homeTitle"));
    m_intro = new QLabel(content);
    m_intro->setWordWrap(true);
    m_steps = new QLabel(content);
    m_steps->setWordWrap(true);
    m_steps->setTextFormat(Qt::RichText);
    // The labs side by side as wide cards, as many in a row as the window has room for.
    m_labList = new labs::FlowLayout;
    layout->addWidget(m_title);
    layout->addWidget(m_intro);
    layout->addLayout(m_labList);
    layout->addWidget(m_steps);
    if (m_progress != nullptr) {
        m_progressPanel = new ProgressPanel(
            *m_progress,
            [this](const QString& id) {
                for (const labs::LabInfo& info : m_registry.infos()) {
                    if (info.id == id)
                        return info.title;
                }
                return id;
            },
            content);
        layout->addWidget(m_progressPanel);
        connect(m_progress, &labs::ActivityProgress::changed, this, &HomePage::updateCardProgress);
    }
    layout->addStretch(1);
    m_content = content;
    scroll->setWidget(content);
    scroll->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    applyFonts();
    retranslate();
}

void HomePage::applyFonts()
{
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    // Lines of a readable length, in the font's own units, so a wide window or a large font
    // gets a wide page rather than a narrow column.
    m_content->setMaximumWidth(fontMetrics().averageCharWidth() * kMaximumLineChars);
}

void HomePage::retranslate()
{
    m_title->setText(tr("AI Infra Lab"));
    m_intro->setText(tr("Learn how AI clusters work by operating one. Each lab is a live model "
                        "of one part of the cluster: change it, run it and watch what happens."));
    m_steps->setText(
        tr("<p><b>Getting started.</b> Choose a lab. The time bar at the bottom runs the model: "
           "Play or pause with Alt+K, advance one step, change the speed, and return to the "
           "start with Alt+R. The File menu has ready-made presets and saves your work with "
           "Ctrl+S. F5 switches to presenter mode for projectors, F1 opens the help.</p>"));

    m_cards.clear();
    while (QLayoutItem* item = m_labList->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const std::vector<labs::LabInfo> infos = m_registry.infos();
    if (infos.empty()) {
        auto* none = new QLabel(tr("No labs are installed."), this);
        m_labList->addWidget(none);
    }
    for (const labs::LabInfo& info : infos) {
        auto* button = new LabCard(LabRegistry::icon(info), info.title, info.summary, this);
        button->setObjectName(QStringLiteral("open-") + info.id);
        button->setAccessibleName(tr("Open the lab %1").arg(info.title));
        const QString id = info.id;
        connect(button, &LabCard::clicked, this, [this, id] { emit labRequested(id); });
        m_labList->addWidget(button);
        m_cards.insert(id, button);
    }
    updateCardProgress();
}

void HomePage::updateCardProgress()
{
    if (m_progress == nullptr)
        return;
    for (auto it = m_cards.cbegin(); it != m_cards.cend(); ++it) {
        const labs::LabProgress p = m_progress->labProgress(it.key());
        QStringList lines;
        //: On a lab's card: activities finished of those tried, and their best points
        if (p.tried > 0)
            lines << tr("Activities: %1 of %2 done, %3 of %4 points")
                         .arg(p.done)
                         .arg(p.tried)
                         .arg(p.score)
                         .arg(p.possible);
        //: On a lab's card: incidents resolved of those investigated, and their best points
        if (p.incidentsTried > 0)
            lines << tr("Incidents: %1 of %2 resolved, %3 of %4 points")
                         .arg(p.incidentsResolved)
                         .arg(p.incidentsTried)
                         .arg(p.incidentScore)
                         .arg(p.incidentPossible);
        it.value()->setProgressText(lines.join(QLatin1Char('\n')));
    }
}

void HomePage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        applyFonts(); // the title's font follows the application's
}

} // namespace ailab::app
