#include "labs/common/activity/activity_task_box.h"

#include "core/classroom/figure_units.h"
#include "labs/common/activity/activity_library.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/wrapped_label.h"
#include "labs/common/widgets/wrapping_combo_box.h"

#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <string_view>

namespace ailab::labs {

namespace cls = core::classroom;

namespace {

// The unit a number is answered in: the task's, else the one its figure is given in (a
// statistic such as ".../p99" takes its parent's).
QString answerUnit(const cls::NumberTask& number)
{
    if (!number.unit.empty())
        return QString::fromStdString(number.unit);
    std::string_view figure = number.figure;
    const std::size_t last = figure.rfind('/');
    cls::FigureUnit unit = cls::unitOfFigureKey(figure.substr(last + 1));
    if (unit.dimension == cls::Dimension::Count && last != 0 && last != std::string_view::npos) {
        const std::string_view parent = figure.substr(0, last);
        unit = cls::unitOfFigureKey(parent.substr(parent.rfind('/') + 1));
    }
    return QString::fromStdString(unit.symbol);
}

QString targetText(const cls::GoalTask& goal)
{
    return QStringLiteral("%1 %2 %3")
        .arg(QString::fromStdString(cls::comparisonSymbol(goal.comparison)),
             QLocale().toString(goal.target, 'g', 6), QString::fromStdString(goal.unit))
        .trimmed();
}

} // namespace

ActivityTaskBox::ActivityTaskBox(const cls::Task& task, int number, QWidget* parent)
    : QFrame(parent)
    , m_task(task)
    , m_taskId(QString::fromStdString(task.id))
{
    setObjectName(QStringLiteral("task-") + m_taskId);
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);

    auto* heading = wrappedLabel(this, Qt::RichText);
    //: A task of an activity: its number and what it is worth
    heading->setText(
        QStringLiteral("<b>%1</b>").arg(tr("Task %1 (%n point(s))", "", task.points).arg(number)));
    auto* prompt = wrappedLabel(this, Qt::RichText);
    prompt->setTextFormat(Qt::PlainText);
    prompt->setText(ActivityLibrary::text(task.prompt));
    layout->addWidget(heading);
    layout->addWidget(prompt);

    auto* answerRow = new FlowLayout;
    if (const auto* numberTask = std::get_if<cls::NumberTask>(&task.check)) {
        m_number = new QLineEdit(this);
        m_number->setObjectName(QStringLiteral("answer"));
        const QString unit = answerUnit(*numberTask);
        m_number->setAccessibleName(unit.isEmpty() ? tr("Your answer")
                                                   : tr("Your answer in %1").arg(unit));
        m_number->setPlaceholderText(tr("a number"));
        fitNumberBox();
        answerRow->addWidget(m_number);
        if (!unit.isEmpty())
            answerRow->addWidget(new QLabel(unit, this));
        connect(m_number, &QLineEdit::returnPressed, this, [this] {
            if (m_check->isEnabled())
                m_check->click();
        });
    } else if (const auto* choice = std::get_if<cls::ChoiceTask>(&task.check)) {
        m_options = new WrappingComboBox(this);
        m_options->setObjectName(QStringLiteral("answer"));
        m_options->setAccessibleName(tr("Your answer"));
        // As narrow as the pane: a long option wraps in the list the box opens.
        m_options->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_options->setMinimumContentsLength(18);
        m_options->addItem(tr("Choose an answer"), QString());
        for (const cls::ChoiceOption& option : choice->options)
            m_options->addItem(ActivityLibrary::text(option.text),
                               QString::fromStdString(option.id));
        answerRow->addWidget(m_options);
    }
    m_check = new QPushButton(isGoal() ? tr("Check my design") : tr("Check"), this);
    m_check->setObjectName(QStringLiteral("check"));
    answerRow->addWidget(m_check);
    m_hint = new QPushButton(this);
    m_hint->setObjectName(QStringLiteral("hint"));
    answerRow->addWidget(m_hint);
    if (isGoal()) {
        // For a learner who gives up: the author's solution, loaded into the lab.
        m_solution = new QPushButton(tr("Show a solution"), this);
        m_solution->setObjectName(QStringLiteral("showSolution"));
        m_solution->setToolTip(tr("Loads the author's solution into the lab; this task then "
                                  "earns no points"));
        answerRow->addWidget(m_solution);
        connect(m_solution, &QPushButton::clicked, this,
                [this] { emit solutionRequested(m_taskId); });
    }
    layout->addLayout(answerRow);

    m_hints = wrappedLabel(this, Qt::RichText);
    m_hints->setVisible(false);
    m_verdict = wrappedLabel(this, Qt::RichText);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setVisible(false);
    layout->addWidget(m_hints);
    layout->addWidget(m_verdict);

    connect(m_check, &QPushButton::clicked, this, [this] {
        if (!isGoal() && !answer().isValid()) {
            showError(m_number != nullptr ? tr("Enter a number first.")
                                          : tr("Choose an answer first."));
            return;
        }
        emit checkRequested(m_taskId);
    });
    connect(m_hint, &QPushButton::clicked, this, &ActivityTaskBox::takeHint);
    updateHintButton();
}

bool ActivityTaskBox::isGoal() const
{
    return std::holds_alternative<cls::GoalTask>(m_task.check);
}

QVariant ActivityTaskBox::answer() const
{
    if (m_number != nullptr) {
        // The learner's own notation first ("35,07" in German), then the C one ("35.07").
        const QString text = m_number->text().trimmed();
        bool ok = false;
        double value = QLocale().toDouble(text, &ok);
        if (!ok)
            value = QLocale::c().toDouble(text, &ok);
        return ok ? QVariant(value) : QVariant();
    }
    if (m_options != nullptr) {
        const QString id = m_options->currentData().toString();
        return id.isEmpty() ? QVariant() : QVariant(id);
    }
    return {};
}

void ActivityTaskBox::setNumberText(const QString& text)
{
    if (m_number != nullptr)
        m_number->setText(text);
}

bool ActivityTaskBox::selectOption(const QString& optionId)
{
    if (m_options == nullptr)
        return false;
    const int index = m_options->findData(optionId);
    if (index < 0)
        return false;
    m_options->setCurrentIndex(index);
    return true;
}

void ActivityTaskBox::setChecking(bool busy)
{
    m_busy = busy;
    m_check->setEnabled(!busy && !m_passed && !m_submitted);
}

void ActivityTaskBox::showSolutionLoaded(const QString& changes)
{
    m_submitted = true; // nothing more to check
    m_solution->setVisible(false);
    setChecking(m_busy);
    updateHintButton();
    m_verdict->setText(tr("The author's solution is in the lab now: %1. Look at what it "
                          "changes; this task earns no points.")
                           .arg(changes)
                           .toHtmlEscaped());
    m_verdict->setVisible(true);
}

void ActivityTaskBox::setAssessment()
{
    m_assessment = true;
    if (m_solution != nullptr)
        m_solution->setVisible(false);
    m_check->setText(isGoal() ? tr("Submit my design") : tr("Submit"));
    updateHintButton();
}

QString ActivityTaskBox::answerText(const cls::Verdict& verdict) const
{
    if (m_number != nullptr) {
        const auto& number = std::get<cls::NumberTask>(m_task.check);
        return QStringLiteral("%1 %2").arg(m_number->text().trimmed(), answerUnit(number)).trimmed();
    }
    if (m_options != nullptr)
        return m_options->currentData().toString();
    return QString::fromStdString(verdict.modelFigure);
}

void ActivityTaskBox::lockAnswer()
{
    m_submitted = true;
    if (m_number != nullptr)
        m_number->setReadOnly(true);
    if (m_options != nullptr)
        m_options->setEnabled(false);
    setChecking(m_busy);
}

void ActivityTaskBox::showSubmitted(const cls::Verdict& verdict, bool showVerdict)
{
    m_passed = verdict.passed;
    m_answered = true;
    lockAnswer();
    QString text = tr("Answer submitted: %1.").arg(answerText(verdict)).toHtmlEscaped();
    if (showVerdict)
        text = QStringLiteral("<b>%1</b> %2")
                   .arg(verdict.passed ? tr("✔ Right.") : tr("✘ Not right."), text);
    m_verdict->setText(text);
    m_verdict->setVisible(true);
}

void ActivityTaskBox::revealResult()
{
    if (!m_answered || m_verdict->text().startsWith(QStringLiteral("<b>")))
        return; // nothing submitted, or already said
    m_verdict->setText(QStringLiteral("<b>%1</b> %2")
                           .arg(m_passed ? tr("✔ Right.") : tr("✘ Not right."), m_verdict->text()));
}

void ActivityTaskBox::lockUnanswered()
{
    if (m_submitted)
        return;
    lockAnswer();
    m_verdict->setText(tr("Not answered.").toHtmlEscaped());
    m_verdict->setVisible(true);
}

void ActivityTaskBox::takeHint()
{
    if (m_assessment || m_passed || m_hintsTaken >= int(m_task.hints.size()))
        return;
    ++m_hintsTaken;
    QStringList lines;
    for (int i = 0; i < m_hintsTaken; ++i) {
        lines << tr("<b>Hint %1:</b> %2")
                     .arg(i + 1)
                     .arg(ActivityLibrary::text(m_task.hints.at(std::size_t(i)).text)
                              .toHtmlEscaped());
    }
    m_hints->setText(lines.join(QStringLiteral("<br>")));
    m_hints->setVisible(true);
    updateHintButton();
    emit hintTaken(m_taskId);
}

void ActivityTaskBox::updateHintButton()
{
    const bool more = !m_assessment && !m_passed && !m_submitted &&
                      m_hintsTaken < int(m_task.hints.size());
    if (m_solution != nullptr && (m_passed || m_submitted))
        m_solution->setVisible(false);
    m_hint->setVisible(more);
    if (more) {
        // The cost is shown before the hint is taken.
        const int cost = m_task.hints.at(std::size_t(m_hintsTaken)).cost;
        m_hint->setText(cost > 0 ? tr("Hint (costs %n point(s))", "", cost) : tr("Hint (free)"));
    }
}

QString ActivityTaskBox::goalVerdictText(const cls::Verdict& verdict) const
{
    const auto& goal = std::get<cls::GoalTask>(m_task.check);
    QStringList lines;
    if (verdict.metButNotFewest && goal.minimise) {
        const QString control = QString::fromStdString(goal.minimise->control).toHtmlEscaped();
        lines << tr("Your design gives %1, which meets the goal, but it asks for the fewest: "
                    "less of %2 meets it as well.")
                     .arg(QString::fromStdString(verdict.modelFigure).toHtmlEscaped(),
                          QStringLiteral("<code>%1</code>").arg(control));
    } else {
        lines << tr("Not met yet: your design gives %1; the goal is %2.")
                     .arg(QString::fromStdString(verdict.modelFigure), targetText(goal))
                     .toHtmlEscaped();
    }
    for (const std::string& control : verdict.brokenConstraints) {
        lines << tr("You changed %1, which this task keeps as it started (or within its "
                    "bounds).")
                     .arg(QStringLiteral("<code>%1</code>")
                              .arg(QString::fromStdString(control).toHtmlEscaped()));
    }
    return lines.join(QStringLiteral("<br>"));
}

void ActivityTaskBox::showVerdict(const cls::Verdict& verdict)
{
    m_passed = verdict.passed;
    QString text;
    if (verdict.passed) {
        text = QStringLiteral("<b>%1</b> %2")
                   .arg(tr("✔ Right."),
                        QString::fromStdString(
                            cls::feedbackText(m_task, verdict, ActivityLibrary::language()))
                            .toHtmlEscaped());
        if (m_number != nullptr)
            m_number->setReadOnly(true);
        if (m_options != nullptr)
            m_options->setEnabled(false);
    } else if (isGoal()) {
        text = QStringLiteral("<b>\u2718</b> %1").arg(goalVerdictText(verdict));
    } else {
        text = QStringLiteral("<b>%1</b> %2")
                   .arg(tr("✘ Not right yet."),
                        tr("Look at the lab again, or take a hint.").toHtmlEscaped());
    }
    m_verdict->setText(text);
    m_verdict->setVisible(true);
    setChecking(m_busy);
    updateHintButton();
}

void ActivityTaskBox::showError(const QString& message)
{
    m_verdict->setText(message.toHtmlEscaped());
    m_verdict->setVisible(true);
}

void ActivityTaskBox::fitNumberBox()
{
    if (m_number == nullptr)
        return;
    const QFontMetrics metrics = m_number->fontMetrics();
    m_number->setMinimumWidth(metrics.horizontalAdvance(m_number->placeholderText()) +
                              metrics.averageCharWidth() * 6);
}

void ActivityTaskBox::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitNumberBox(); // presenter mode's larger text
}

} // namespace ailab::labs
