#include "labs/common/activity/activity_pane.h"

#include "core/error.h"
#include "labs/common/activity/activity_library.h"
#include "labs/common/activity/activity_progress.h"
#include "labs/common/activity/activity_task_box.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapped_label.h"
#include "labs/common/widgets/wrapping_combo_box.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace ailab::labs {

namespace cls = core::classroom;

namespace {

QString controlList(const std::vector<std::string>& controls)
{
    QStringList items;
    for (const std::string& control : controls)
        items << QStringLiteral("<code>%1</code>")
                     .arg(QString::fromStdString(control).toHtmlEscaped());
    return items.join(QStringLiteral(", "));
}

} // namespace

ActivityPane::ActivityPane(QString labId, ActivityHost host, ActivityProgress* progress,
                           QWidget* parent)
    : QWidget(parent)
    , m_labId(std::move(labId))
    , m_host(std::move(host))
    , m_progress(progress)
{
    setObjectName(QStringLiteral("activityPane"));
    connect(&m_watcher, &QFutureWatcher<CheckOutcome>::finished, this,
            &ActivityPane::onCheckFinished);

    // Word-wrapped texts in a column that scrolls downwards only, so nothing is clipped in
    // presenter mode or in German, however narrow the learner makes the pane.
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    auto* heading = wrappedLabel(content, Qt::RichText);
    heading->setText(QStringLiteral("<b>%1</b>").arg(tr("Activities").toHtmlEscaped()));
    layout->addWidget(heading);
    buildChooser(layout);
    m_message = wrappedLabel(content, Qt::PlainText);
    m_message->setObjectName(QStringLiteral("activityMessage"));
    m_message->setVisible(false);
    layout->addWidget(m_message);

    m_activityArea = new QWidget(content);
    auto* area = new QVBoxLayout(m_activityArea);
    area->setContentsMargins(0, 0, 0, 0);
    m_title = wrappedLabel(m_activityArea, Qt::RichText);
    m_instruction = wrappedLabel(m_activityArea, Qt::PlainText);
    m_controls = wrappedLabel(m_activityArea, Qt::RichText);
    m_score = wrappedLabel(m_activityArea, Qt::PlainText);
    m_score->setObjectName(QStringLiteral("activityScore"));
    m_tasks = new QVBoxLayout;
    area->addWidget(m_title);
    area->addWidget(m_instruction);
    area->addWidget(m_controls);
    area->addWidget(m_score);
    area->addLayout(m_tasks);
    m_activityArea->setVisible(false);
    layout->addWidget(m_activityArea);
    layout->addStretch(1);

    content->setMinimumWidth(fontMetrics().averageCharWidth() * 24);
    hostInVerticalScroll(this, content);
}

ActivityPane::~ActivityPane()
{
    // The worker has its own copies of the activity and the state; it never outlives the pane.
    m_watcher.disconnect(this);
    m_watcher.waitForFinished();
}

void ActivityPane::buildChooser(QVBoxLayout* layout)
{
    auto* parent = layout->parentWidget();
    m_chooser = new WrappingComboBox(parent);
    m_chooser->setObjectName(QStringLiteral("activityChooser"));
    m_chooser->setAccessibleName(tr("Activity"));
    // As narrow as the pane: a long title wraps in the list the box opens.
    m_chooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_chooser->setMinimumContentsLength(18);
    for (const ShippedActivity& shipped : ActivityLibrary::shipped(m_labId))
        m_chooser->addItem(shipped.title, shipped.resourcePath);
    if (m_chooser->count() == 0) {
        auto* none = wrappedLabel(parent, Qt::PlainText);
        none->setText(tr("This lab ships no activities yet; an instructor's activity file "
                         "opens here."));
        layout->addWidget(none);
        m_chooser->setVisible(false);
    }
    layout->addWidget(m_chooser);

    auto* buttons = new FlowLayout;
    m_start = new QPushButton(tr("Start"), parent);
    m_start->setObjectName(QStringLiteral("startActivity"));
    m_start->setEnabled(m_chooser->count() > 0);
    auto* open = new QPushButton(tr("Open activity file..."), parent);
    open->setObjectName(QStringLiteral("openActivityFile"));
    buttons->addWidget(m_start);
    buttons->addWidget(open);
    layout->addLayout(buttons);
    connect(m_start, &QPushButton::clicked, this,
            [this] { startShipped(m_chooser->currentData().toString()); });
    connect(open, &QPushButton::clicked, this, &ActivityPane::chooseFile);
}

QStringList ActivityPane::shippedActivities() const
{
    QStringList out;
    for (int i = 0; i < m_chooser->count(); ++i)
        out << m_chooser->itemData(i).toString();
    return out;
}

void ActivityPane::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open activity file"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("Activity files (*.json)"));
    if (!path.isEmpty())
        openActivityFile(path);
}

bool ActivityPane::startShipped(const QString& resourcePath)
{
    try {
        return start(ActivityLibrary::readShipped(resourcePath));
    } catch (const core::Error& e) {
        showMessage(tr("The activity was not opened: %1").arg(QString::fromStdString(e.what())));
        return false;
    }
}

bool ActivityPane::openActivityFile(const QString& path)
{
    try {
        return start(ActivityLibrary::readFile(path));
    } catch (const core::Error& e) {
        showMessage(tr("The activity was not opened: %1").arg(QString::fromStdString(e.what())));
        return false;
    }
}

bool ActivityPane::start(const cls::Activity& activity)
{
    if (QString::fromStdString(activity.lab) != m_labId) {
        showMessage(tr("The activity was not opened: it is for another lab (%1).")
                        .arg(QString::fromStdString(activity.lab)));
        return false;
    }
    if (m_watcher.isRunning()) {
        showMessage(tr("Wait until the check in progress has finished."));
        return false;
    }
    try {
        m_host.loadStart(activity.start);
    } catch (const core::Error& e) {
        showMessage(tr("The activity was not opened: %1").arg(QString::fromStdString(e.what())));
        return false;
    }
    clearTasks(); // they refer to the activity they were made for
    // The start as the lab writes its model back (defaults spelled out), so that a goal's
    // locks compare the learner's state with a start of the same shape.
    auto running = std::make_shared<cls::Activity>(activity);
    running->start = m_host.editedScenario();
    m_activity = std::move(running);
    m_taskProgress.clear();
    m_message->setVisible(false);
    showActivity();
    emit activityStarted(QString::fromStdString(activity.id));
    return true;
}

void ActivityPane::clearTasks()
{
    for (ActivityTaskBox* box : m_taskBoxes)
        delete box;
    m_taskBoxes.clear();
}

void ActivityPane::showActivity()
{
    clearTasks();
    const cls::Activity& a = *m_activity;
    m_title->setText(
        QStringLiteral("<b>%1</b>").arg(ActivityLibrary::text(a.title).toHtmlEscaped()));
    m_instruction->setText(ActivityLibrary::text(a.instruction));
    // The lab's controls are its own widgets; the activity names model fields, so the pane
    // says which it keeps and the goals' check enforces them.
    QStringList notes;
    if (!a.lockedControls.empty())
        notes << tr("This activity keeps these settings as they start: %1. A goal is not met "
                    "when one of them changed.")
                     .arg(controlList(a.lockedControls));
    if (!a.hiddenControls.empty())
        notes << tr("Leave these settings alone, they are not part of this activity: %1.")
                     .arg(controlList(a.hiddenControls));
    m_controls->setText(notes.join(QStringLiteral("<br>")));
    m_controls->setVisible(!notes.isEmpty());

    int number = 1;
    for (const cls::Task& task : a.tasks) {
        auto* box = new ActivityTaskBox(task, number++, m_activityArea);
        connect(box, &ActivityTaskBox::checkRequested, this, &ActivityPane::runCheck);
        connect(box, &ActivityTaskBox::hintTaken, this, [this](const QString& taskId) {
            ++m_taskProgress[taskId.toStdString()].hintsTaken;
            updateScore();
        });
        m_tasks->addWidget(box);
        m_taskBoxes.push_back(box);
    }
    m_activityArea->setVisible(true);
    updateScore();
}

ActivityTaskBox* ActivityPane::taskBox(const QString& taskId) const
{
    for (ActivityTaskBox* box : m_taskBoxes) {
        if (box->taskId() == taskId)
            return box;
    }
    return nullptr;
}

cls::ActivityScore ActivityPane::score() const
{
    return m_activity ? cls::scoreActivity(*m_activity, m_taskProgress) : cls::ActivityScore{};
}

QString ActivityPane::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void ActivityPane::showMessage(const QString& text)
{
    m_message->setText(text);
    m_message->setVisible(true);
}

void ActivityPane::runCheck(const QString& taskId)
{
    ActivityTaskBox* box = taskBox(taskId);
    if (!m_activity || box == nullptr || m_watcher.isRunning())
        return;
    const QVariant answer = box->answer();
    // The worker gets its own copies: the activity is shared read-only, the state is the
    // learner's as it is now.
    std::shared_ptr<const cls::Activity> activity = m_activity;
    const core::scenario::Scenario state = m_host.editedScenario();
    const double number = answer.toDouble();
    const std::string option = answer.toString().toStdString();
    for (ActivityTaskBox* each : m_taskBoxes)
        each->setChecking(true);
    m_watcher.setFuture(QtConcurrent::run([activity, state, taskId, number, option] {
        CheckOutcome out;
        out.taskId = taskId;
        try {
            const cls::Task& task = *activity->findTask(taskId.toStdString());
            if (std::holds_alternative<cls::GoalTask>(task.check)) {
                out.verdict = cls::checkGoal(*activity, task, state);
            } else {
                const nlohmann::json run = cls::runState(*activity, state);
                out.verdict = std::holds_alternative<cls::NumberTask>(task.check)
                                  ? cls::checkNumber(task, run, number)
                                  : cls::checkChoice(task, run, option);
            }
        } catch (const core::Error& e) {
            out.error = QString::fromStdString(e.what());
        }
        return out;
    }));
}

void ActivityPane::onCheckFinished()
{
    const CheckOutcome out = m_watcher.result();
    for (ActivityTaskBox* each : m_taskBoxes)
        each->setChecking(false);
    ActivityTaskBox* box = taskBox(out.taskId);
    if (box == nullptr) // another activity was started meanwhile
        return;
    if (!out.verdict) {
        box->showError(tr("The model could not check this state: %1").arg(out.error));
        emit checkFinished(out.taskId, false);
        return;
    }
    box->showVerdict(*out.verdict);
    if (out.verdict->passed) {
        m_taskProgress[out.taskId.toStdString()].passed = true;
        updateScore();
        recordProgress();
    }
    emit checkFinished(out.taskId, out.verdict->passed);
}

void ActivityPane::updateScore()
{
    const cls::ActivityScore s = score();
    const int tasks = m_activity ? int(m_activity->tasks.size()) : 0;
    m_score->setText(tr("Score: %1 of %2 points; %3 of %n task(s) solved.", "", tasks)
                         .arg(s.earned)
                         .arg(s.possible)
                         .arg(s.solved));
}

void ActivityPane::recordProgress()
{
    if (!m_progress || !m_activity)
        return;
    const cls::ActivityScore s = score();
    ActivityResult result;
    result.lab = m_labId;
    result.activity = QString::fromStdString(m_activity->id);
    result.title = ActivityLibrary::text(m_activity->title);
    result.score = s.earned;
    result.possible = s.possible;
    result.solved = s.solved;
    result.tasks = int(m_activity->tasks.size());
    QString error;
    if (!m_progress->record(result, &error))
        showMessage(error);
}

} // namespace ailab::labs
