#include "labs/common/activity/activity_pane.h"

#include "core/error.h"
#include "labs/common/activity/activity_editor.h"
#include "labs/common/activity/activity_library.h"
#include "labs/common/activity/activity_progress.h"
#include "labs/common/activity/assessment_files.h"
#include "labs/common/activity/activity_task_box.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapped_label.h"
#include "labs/common/widgets/wrapping_combo_box.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
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
    m_resultsFolder = AssessmentFiles::defaultFolder();
    m_clockTimer.setInterval(1000);
    connect(&m_clockTimer, &QTimer::timeout, this, &ActivityPane::updateClock);

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
    buildAssessmentArea(area);
    area->addWidget(m_score);
    // The hand-in's summary stands above the tasks, where the learner looks.
    area->addWidget(m_assessmentEnd);
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
    m_open = new QPushButton(tr("Open activity file..."), parent);
    m_open->setObjectName(QStringLiteral("openActivityFile"));
    auto* make = new QPushButton(tr("Make an activity from this..."), parent);
    make->setObjectName(QStringLiteral("makeActivity"));
    make->setToolTip(tr("For instructors: an activity that starts in the lab's state as it is "
                        "now, with tasks the model checks"));
    buttons->addWidget(m_start);
    buttons->addWidget(m_open);
    buttons->addWidget(make);
    layout->addLayout(buttons);
    connect(make, &QPushButton::clicked, this, &ActivityPane::openEditor);
    connect(m_start, &QPushButton::clicked, this,
            [this] { startShipped(m_chooser->currentData().toString()); });
    connect(m_open, &QPushButton::clicked, this, &ActivityPane::chooseFile);
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
    if (isChecking()) {
        showMessage(tr("Wait until the check in progress has finished."));
        return false;
    }
    if (isAssessing()) {
        showMessage(tr("Hand in the assessment first."));
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
    if (m_host.applyControls)
        m_host.applyControls(activity);
    m_taskProgress.clear();
    m_assessment.reset();
    m_clockTimer.stop();
    if (activity.assessment)
        m_assessment.emplace();
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

    m_assessmentEnd->setVisible(false);
    m_assessmentBar->setVisible(false);
    m_assessmentStart->setVisible(isAssessment());
    if (isAssessment()) {
        // The tasks appear once the learner has given their name and begun.
        showAssessmentStart();
        m_activityArea->setVisible(true);
        m_score->setVisible(false);
        return;
    }
    m_score->setVisible(true);
    int number = 1;
    for (const cls::Task& task : a.tasks) {
        auto* box = new ActivityTaskBox(task, number++, m_activityArea);
        connect(box, &ActivityTaskBox::checkRequested, this, &ActivityPane::runCheck);
        connect(box, &ActivityTaskBox::hintTaken, this, [this](const QString& taskId) {
            ++m_taskProgress[taskId.toStdString()].hintsTaken;
            updateScore();
        });
        connect(box, &ActivityTaskBox::solutionRequested, this, &ActivityPane::showSolution);
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
    if (!m_activity || box == nullptr || isChecking())
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
    m_checkInFlight = true;
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
    m_checkInFlight = false;
    const CheckOutcome out = m_watcher.result();
    for (ActivityTaskBox* each : m_taskBoxes)
        each->setChecking(false);
    ActivityTaskBox* box = taskBox(out.taskId);
    if (box == nullptr) // another activity was started meanwhile
        return;
    if (!out.verdict) {
        box->showError(tr("The model could not check this state: %1").arg(out.error));
        emit checkFinished(out.taskId, false);
        if (m_assessment && m_assessment->endWhenCheckDone)
            endAssessment(cls::AssessmentEnd::TimeUp);
        return;
    }
    if (m_assessment) {
        recordSubmission(box, *out.verdict);
        emit checkFinished(out.taskId, out.verdict->passed);
        if (m_assessment->endWhenCheckDone)
            endAssessment(cls::AssessmentEnd::TimeUp);
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

void ActivityPane::showSolution(const QString& taskId)
{
    ActivityTaskBox* box = taskBox(taskId);
    const cls::Task* task = m_activity ? m_activity->findTask(taskId.toStdString()) : nullptr;
    if (box == nullptr || task == nullptr || isChecking() || m_assessment ||
        !std::holds_alternative<cls::GoalTask>(task->check))
        return;
    const auto& goal = std::get<cls::GoalTask>(task->check);
    try {
        m_host.loadStart(cls::solutionState(*m_activity, goal));
    } catch (const core::Error& e) {
        box->showError(tr("The solution could not be loaded: %1")
                           .arg(QString::fromStdString(e.what())));
        return;
    }
    QStringList changes;
    for (const cls::ControlChange& change : goal.solution)
        changes << QStringLiteral("%1 = %2").arg(QString::fromStdString(change.control),
                                                 QString::fromStdString(change.value.dump()));
    box->showSolutionLoaded(changes.join(QStringLiteral(", ")));
}

void ActivityPane::updateScore()
{
    const cls::ActivityScore s = score();
    const int tasks = m_activity ? int(m_activity->tasks.size()) : 0;
    if (m_assessment && !m_assessment->ended) {
        // Whether an answer was right stays unsaid until the end, unless the activity says.
        const int answered = int(std::count_if(
            m_assessment->result.tasks.begin(), m_assessment->result.tasks.end(),
            [](const cls::TaskResult& t) { return t.answered; }));
        m_score->setText(tr("Answered: %1 of %n task(s).", "", tasks).arg(answered));
        return;
    }
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

ActivityEditor* ActivityPane::editor() const
{
    return m_editor;
}

ActivityEditor* ActivityPane::openEditor()
{
    // A new editor each time: it starts from the lab's state as it is now.
    if (m_editor)
        m_editor->close();
    core::scenario::Scenario start;
    try {
        start = m_host.editedScenario();
    } catch (const core::Error& e) {
        showMessage(tr("The lab's state cannot start an activity: %1")
                        .arg(QString::fromStdString(e.what())));
        return nullptr;
    }
    m_editor = new ActivityEditor(
        std::move(start), [this](const cls::Activity& activity) { return this->start(activity); },
        this);
    m_editor->setAttribute(Qt::WA_DeleteOnClose);
    m_editor->show();
    return m_editor;
}

void ActivityPane::buildAssessmentArea(QVBoxLayout* layout)
{
    auto* parent = layout->parentWidget();
    m_assessmentStart = new QWidget(parent);
    m_assessmentStart->setObjectName(QStringLiteral("assessmentStart"));
    auto* start = new QVBoxLayout(m_assessmentStart);
    start->setContentsMargins(0, 0, 0, 0);
    m_assessmentRules = wrappedLabel(m_assessmentStart, Qt::PlainText);
    auto* nameLabel = new QLabel(tr("&Your name:"), m_assessmentStart);
    m_learnerName = new QLineEdit(m_assessmentStart);
    m_learnerName->setObjectName(QStringLiteral("learnerName"));
    m_learnerName->setMaxLength(int(cls::kMaxLearnerNameLength));
    nameLabel->setBuddy(m_learnerName);
    auto* begin = new QPushButton(tr("Begin the assessment"), m_assessmentStart);
    begin->setObjectName(QStringLiteral("beginAssessment"));
    auto* nameRow = new FlowLayout;
    nameRow->addWidget(nameLabel);
    nameRow->addWidget(m_learnerName);
    nameRow->addWidget(begin);
    start->addWidget(m_assessmentRules);
    start->addLayout(nameRow);
    connect(begin, &QPushButton::clicked, this,
            [this] { beginAssessment(m_learnerName->text()); });
    connect(m_learnerName, &QLineEdit::returnPressed, begin, &QPushButton::click);
    m_assessmentStart->setVisible(false);
    layout->addWidget(m_assessmentStart);

    m_assessmentBar = new QWidget(parent);
    auto* bar = new QVBoxLayout(m_assessmentBar);
    bar->setContentsMargins(0, 0, 0, 0);
    auto* clockRow = new FlowLayout;
    m_clock = new QLabel(m_assessmentBar);
    m_clock->setObjectName(QStringLiteral("assessmentClock"));
    m_handIn = new QPushButton(tr("Hand in..."), m_assessmentBar);
    m_handIn->setObjectName(QStringLiteral("handIn"));
    clockRow->addWidget(m_clock);
    clockRow->addWidget(m_handIn);
    bar->addLayout(clockRow);
    // Handing in cannot be undone: the pane asks once more, in place (no modal dialog over
    // the lab the learner may still want to look at).
    m_confirmHandIn = new QWidget(m_assessmentBar);
    m_confirmHandIn->setObjectName(QStringLiteral("confirmHandIn"));
    auto* confirm = new QVBoxLayout(m_confirmHandIn);
    confirm->setContentsMargins(0, 0, 0, 0);
    auto* question = wrappedLabel(m_confirmHandIn, Qt::PlainText);
    question->setText(tr("Hand in now? Your answers cannot be changed afterwards."));
    auto* confirmRow = new FlowLayout;
    auto* yes = new QPushButton(tr("Yes, hand in"), m_confirmHandIn);
    yes->setObjectName(QStringLiteral("confirmHandInYes"));
    auto* no = new QPushButton(tr("Not yet"), m_confirmHandIn);
    confirmRow->addWidget(yes);
    confirmRow->addWidget(no);
    confirm->addWidget(question);
    confirm->addLayout(confirmRow);
    m_confirmHandIn->setVisible(false);
    bar->addWidget(m_confirmHandIn);
    connect(m_handIn, &QPushButton::clicked, this, [this] { m_confirmHandIn->setVisible(true); });
    connect(no, &QPushButton::clicked, this, [this] { m_confirmHandIn->setVisible(false); });
    connect(yes, &QPushButton::clicked, this, &ActivityPane::handIn);
    m_assessmentBar->setVisible(false);
    layout->addWidget(m_assessmentBar);

    m_assessmentEnd = new QWidget(parent);
    m_assessmentEnd->setObjectName(QStringLiteral("assessmentEnd"));
    auto* end = new QVBoxLayout(m_assessmentEnd);
    end->setContentsMargins(0, 0, 0, 0);
    m_assessmentSummary = wrappedLabel(m_assessmentEnd, Qt::PlainText);
    m_assessmentSummary->setObjectName(QStringLiteral("assessmentSummary"));
    auto* copy = new QPushButton(tr("Save a copy of the result..."), m_assessmentEnd);
    copy->setObjectName(QStringLiteral("saveResultCopy"));
    end->addWidget(m_assessmentSummary);
    end->addWidget(copy, 0, Qt::AlignLeft);
    connect(copy, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(
            this, tr("Save the result files in"),
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
        if (!folder.isEmpty())
            saveResultCopy(folder);
    });
    m_assessmentEnd->setVisible(false);
}

bool ActivityPane::isAssessment() const
{
    return m_assessment.has_value();
}

bool ActivityPane::isAssessing() const
{
    return m_assessment && m_assessment->begun && !m_assessment->ended;
}

const cls::AssessmentResult* ActivityPane::assessmentResult() const
{
    return m_assessment && m_assessment->begun ? &m_assessment->result : nullptr;
}

void ActivityPane::showAssessmentStart()
{
    const cls::AssessmentRules& rules = *m_activity->assessment;
    QStringList lines;
    lines << tr("This activity is an assessment: no hints are offered, and each answer is "
                "submitted once and cannot be changed.");
    if (rules.timeLimitMinutes > 0)
        lines << tr("You have %n minute(s) from when you begin; then the assessment ends by "
                    "itself.",
                    "", rules.timeLimitMinutes);
    lines << tr("Your result is saved in a file that you hand in.");
    m_assessmentRules->setText(lines.join(QLatin1Char(' ')));
    m_learnerName->clear();
    m_learnerName->setEnabled(true);
}

bool ActivityPane::beginAssessment(const QString& learner)
{
    if (!m_assessment || m_assessment->begun)
        return false;
    std::string name;
    try {
        name = cls::checkedLearnerName(learner.toStdString());
    } catch (const core::Error& e) {
        showMessage(tr("Give your name to begin: %1").arg(QString::fromStdString(e.message())));
        return false;
    }
    m_message->setVisible(false);
    const QDateTime now = m_now().toUTC();
    m_assessment->started = now;
    m_assessment->result =
        cls::emptyResult(*m_activity, name, now.toString(Qt::ISODate).toStdString());
    m_assessment->begun = true;
    m_assessmentStart->setVisible(false);
    m_score->setVisible(true);
    int number = 1;
    for (const cls::Task& task : m_activity->tasks) {
        auto* box = new ActivityTaskBox(task, number++, m_activityArea);
        box->setAssessment();
        connect(box, &ActivityTaskBox::checkRequested, this, &ActivityPane::runCheck);
        m_tasks->addWidget(box);
        m_taskBoxes.push_back(box);
    }
    m_assessmentBar->setVisible(true);
    m_confirmHandIn->setVisible(false);
    updateChooserLock();
    updateScore();
    updateClock();
    m_clockTimer.start();
    saveAssessment(); // the attempt is on file from its first second
    return true;
}

int ActivityPane::secondsUsed() const
{
    const qint64 seconds = std::max<qint64>(0, m_assessment->started.secsTo(m_now().toUTC()));
    const int limit = m_activity->assessment->timeLimitMinutes * 60;
    return int(limit > 0 ? std::min<qint64>(seconds, limit) : std::min<qint64>(seconds, 7 * 86400));
}

void ActivityPane::updateClock()
{
    if (!isAssessing())
        return;
    const int used = secondsUsed();
    const int limit = m_activity->assessment->timeLimitMinutes * 60;
    if (limit > 0) {
        m_clock->setText(tr("%1, time left: %2")
                             .arg(QString::fromStdString(m_assessment->result.learner),
                                  AssessmentFiles::minutesSeconds(limit - used)));
        if (used >= limit) {
            // A check under way still counts: the end waits for its answer.
            if (isChecking())
                m_assessment->endWhenCheckDone = true;
            else
                endAssessment(cls::AssessmentEnd::TimeUp);
        }
    } else {
        m_clock->setText(tr("%1, time: %2")
                             .arg(QString::fromStdString(m_assessment->result.learner),
                                  AssessmentFiles::minutesSeconds(used)));
    }
}

void ActivityPane::recordSubmission(ActivityTaskBox* box, const cls::Verdict& verdict)
{
    if (!isAssessing() || box->submitted())
        return;
    box->showSubmitted(verdict, m_activity->assessment->showVerdicts);
    for (cls::TaskResult& t : m_assessment->result.tasks) {
        if (QString::fromStdString(t.task) == box->taskId()) {
            t.answered = true;
            t.passed = verdict.passed;
            t.answer = box->answerText(verdict).left(200).toStdString();
        }
    }
    if (verdict.passed)
        m_taskProgress[box->taskId().toStdString()].passed = true;
    updateScore();
    saveAssessment();
}

void ActivityPane::handIn()
{
    if (!isAssessing())
        return;
    if (isChecking()) {
        showMessage(tr("Wait until the check in progress has finished."));
        return;
    }
    endAssessment(cls::AssessmentEnd::HandedIn);
}

void ActivityPane::endAssessment(cls::AssessmentEnd end)
{
    if (!isAssessing())
        return;
    m_clockTimer.stop();
    m_assessment->result.secondsUsed = secondsUsed();
    m_assessment->result.end = end;
    m_assessment->ended = true;
    // Over now: each task says whether it was right, whatever the activity hid meanwhile.
    for (ActivityTaskBox* box : m_taskBoxes) {
        box->lockUnanswered();
        box->revealResult();
    }
    m_assessmentBar->setVisible(false);
    saveAssessment();
    recordProgress();
    updateScore();
    const cls::AssessmentResult& r = m_assessment->result;
    QString summary = end == cls::AssessmentEnd::TimeUp ? tr("The time is up.")
                                                        : tr("You handed in.");
    summary += QLatin1Char(' ') + tr("Your result: %1 of %2 points; %3 of %4 tasks solved.")
                                      .arg(r.earned())
                                      .arg(r.possible())
                                      .arg(r.solved())
                                      .arg(r.tasks.size());
    summary += QLatin1Char(' ') + tr("The result files are in %1.")
                                      .arg(QDir::toNativeSeparators(m_resultsFolder));
    m_assessmentSummary->setText(summary);
    m_assessmentEnd->setVisible(true);
    updateChooserLock();
}

void ActivityPane::saveAssessment()
{
    QString error;
    if (!AssessmentFiles::write(m_resultsFolder, m_assessment->result, *m_activity, &error))
        showMessage(tr("The result could not be saved: %1").arg(error));
}

QString ActivityPane::resultFile() const
{
    return m_assessment && m_assessment->begun
               ? AssessmentFiles::csvPath(m_resultsFolder, m_assessment->result)
               : QString();
}

bool ActivityPane::saveResultCopy(const QString& folder)
{
    if (!m_assessment || !m_assessment->ended)
        return false;
    QString error;
    if (!AssessmentFiles::write(folder, m_assessment->result, *m_activity, &error)) {
        showMessage(tr("The result could not be saved: %1").arg(error));
        return false;
    }
    showMessage(tr("A copy of the result is in %1.").arg(QDir::toNativeSeparators(folder)));
    return true;
}

void ActivityPane::updateChooserLock()
{
    const bool free = !isAssessing();
    m_chooser->setEnabled(free);
    m_start->setEnabled(free && m_chooser->count() > 0);
    m_open->setEnabled(free);
}

} // namespace ailab::labs
