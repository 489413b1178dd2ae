#include "app/class_pack_window.h"

#include "labs/common/activity/activity_library.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapped_label.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ailab::app {

namespace cls = core::classroom;

namespace {

QString kindText(cls::PackItemKind kind)
{
    switch (kind) {
    case cls::PackItemKind::Activity:
        return ClassPackWindow::tr("Activity");
    case cls::PackItemKind::Incident:
        return ClassPackWindow::tr("Incident");
    case cls::PackItemKind::Scenario:
        break;
    }
    return ClassPackWindow::tr("Scenario");
}

} // namespace

ClassPackWindow::ClassPackWindow(std::function<QString(const QString&)> labTitle,
                                 std::function<bool(const QString&)> open, QWidget* parent)
    : QDialog(parent)
    , m_labTitle(std::move(labTitle))
    , m_open(std::move(open))
{
    setObjectName(QStringLiteral("classPack"));
    setWindowTitle(tr("Class pack"));
    auto* layout = new QVBoxLayout(this);
    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    m_title = labs::wrappedLabel(content, Qt::RichText);
    m_description = labs::wrappedLabel(content, Qt::PlainText);
    m_steps = new QWidget(content);
    m_stepsLayout = new QVBoxLayout(m_steps);
    m_stepsLayout->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_title);
    column->addWidget(m_description);
    column->addWidget(m_steps);
    column->addStretch(1);
    auto* scroll = new QWidget(this);
    labs::hostInVerticalScroll(scroll, content);
    layout->addWidget(scroll, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(fontMetrics().averageCharWidth() * 70, fontMetrics().height() * 32);
}

void ClassPackWindow::showPack(const cls::ClassPack& pack)
{
    m_pack = pack;
    qDeleteAll(m_steps->findChildren<QFrame*>(QString(), Qt::FindDirectChildrenOnly));
    m_openButtons.clear();
    m_states.clear();
    m_title->setText(QStringLiteral("<h2>%1</h2>")
                         .arg(labs::ActivityLibrary::text(pack.title).toHtmlEscaped()));
    m_description->setText(labs::ActivityLibrary::text(pack.description));
    m_description->setVisible(!m_description->text().isEmpty());
    setWindowTitle(tr("Class pack: %1").arg(labs::ActivityLibrary::text(pack.title)));

    for (int i = 0; i < int(pack.items.size()); ++i) {
        const cls::PackItem& item = pack.items[std::size_t(i)];
        // A scenario's title is one language; a shipped preset's has its translation.
        const QString title = item.kind == cls::PackItemKind::Scenario
                                  ? labs::scenarioText(item.title.in("en"))
                                  : labs::ActivityLibrary::text(item.title);
        auto* frame = new QFrame(m_steps);
        frame->setObjectName(QStringLiteral("step-%1").arg(i + 1));
        frame->setFrameShape(QFrame::StyledPanel);
        auto* box = new QVBoxLayout(frame);
        auto* heading = labs::wrappedLabel(frame, Qt::RichText);
        //: A class pack's step: its number, what it is (scenario, activity, incident), the lab
        heading->setText(QStringLiteral("<b>%1</b><br>%2")
                             .arg(tr("Step %1: %2").arg(i + 1).arg(title.toHtmlEscaped()),
                                  tr("%1 in the lab \"%2\"")
                                      .arg(kindText(item.kind),
                                           m_labTitle(QString::fromStdString(item.lab)))
                                      .toHtmlEscaped()));
        box->addWidget(heading);
        const QString note = labs::ActivityLibrary::text(item.note);
        if (!note.isEmpty()) {
            auto* noteLabel = labs::wrappedLabel(frame, Qt::PlainText);
            noteLabel->setText(note);
            box->addWidget(noteLabel);
        }
        auto* row = new QHBoxLayout;
        auto* open = new QPushButton(tr("Open"), frame);
        open->setObjectName(QStringLiteral("openStep"));
        open->setAccessibleName(tr("Open step %1").arg(i + 1));
        auto* state = new QLabel(frame);
        row->addWidget(open);
        row->addWidget(state);
        row->addStretch(1);
        box->addLayout(row);
        connect(open, &QPushButton::clicked, this, [this, i] { openStep(i); });
        m_stepsLayout->addWidget(frame);
        m_openButtons.push_back(open);
        m_states.push_back(state);
    }
}

bool ClassPackWindow::openStep(int index)
{
    if (index < 0 || index >= int(m_pack.items.size()))
        return false;
    const bool opened = m_open(QString::fromStdString(m_pack.items[std::size_t(index)].path));
    // A sign and a word, never colour alone.
    m_states[std::size_t(index)]->setText(opened ? tr("✔ opened") : tr("✘ not opened"));
    return opened;
}

QPushButton* ClassPackWindow::openButton(int index) const
{
    return index >= 0 && index < int(m_openButtons.size()) ? m_openButtons[std::size_t(index)]
                                                           : nullptr;
}

} // namespace ailab::app
