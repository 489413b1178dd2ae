#include "labs/common/activity/local_text_fields.h"
#include "labs/common/activity/activity_editor.h"

#include "core/classroom/activity_reader.h"
#include "core/classroom/activity_writer.h"
#include "core/classroom/task_check.h"
#include "core/error.h"
#include "labs/common/activity/task_editor.h"
#include "labs/common/files/atomic_save.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapped_label.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ailab::labs {

namespace cls = core::classroom;

namespace {

// Every field of a model as a JSON pointer with its value: what an activity can lock or hide.
void collectControls(const nlohmann::json& value, const std::string& pointer,
                     std::vector<std::pair<std::string, std::string>>& out)
{
    if (value.is_object() && !value.empty()) {
        for (const auto& [key, child] : value.items()) {
            std::string token = key;
            // RFC 6901: '~' is "~0", '/' is "~1".
            for (std::size_t at = token.find('~'); at != std::string::npos;
                 at = token.find('~', at + 2))
                token.replace(at, 1, "~0");
            for (std::size_t at = token.find('/'); at != std::string::npos;
                 at = token.find('/', at + 2))
                token.replace(at, 1, "~1");
            collectControls(child, pointer + "/" + token, out);
        }
        return;
    }
    std::string shown = value.dump();
    if (shown.size() > 40)
        shown = shown.substr(0, 37) + "...";
    out.emplace_back(pointer, shown);
}

bool contains(const std::vector<std::string>& list, const std::string& item)
{
    return std::find(list.begin(), list.end(), item) != list.end();
}

} // namespace

ActivityEditor::ActivityEditor(core::scenario::Scenario start,
                               std::function<bool(const cls::Activity&)> preview, QWidget* parent)
    : QDialog(parent)
    , m_preview(std::move(preview))
{
    setObjectName(QStringLiteral("activityEditor"));
    setWindowTitle(tr("Activity editor"));
    m_activity.lab = start.lab;
    m_activity.id = "my-activity";
    m_activity.title.byLanguage["en"] = start.title.empty() ? "My activity" : start.title;
    m_activity.start = std::move(start);
    m_activity.start.sourceName = "activity";
    buildForm();
    setActivity(m_activity);
    resize(fontMetrics().averageCharWidth() * 110, fontMetrics().height() * 40);
}

void ActivityEditor::buildForm()
{
    auto* outer = new QVBoxLayout(this);
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);

    auto* about = new QGroupBox(tr("The activity"), content);
    auto* form = new QFormLayout(about);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_id = new QLineEdit(about);
    m_id->setObjectName(QStringLiteral("activityId"));
    m_id->setAccessibleName(tr("Activity id"));
    m_id->setToolTip(tr("Lower-case letters, digits, '-' and '_'"));
    m_titleEn = new QLineEdit(about);
    m_titleEn->setAccessibleName(tr("Title in English"));
    m_titleDe = new QLineEdit(about);
    m_titleDe->setAccessibleName(tr("Title in German"));
    m_instructionEn = new QPlainTextEdit(about);
    m_instructionEn->setAccessibleName(tr("Instruction in English"));
    m_instructionDe = new QPlainTextEdit(about);
    m_instructionDe->setAccessibleName(tr("Instruction in German"));
    for (QPlainTextEdit* edit : {m_instructionEn, m_instructionDe}) {
        edit->setTabChangesFocus(true);
        edit->setFixedHeight(edit->fontMetrics().height() * 4);
    }
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&Title (English):"), m_titleEn);
    form->addRow(tr("Title (German):"), m_titleDe);
    form->addRow(tr("&Instruction (English):"), m_instructionEn);
    form->addRow(tr("Instruction (German):"), m_instructionDe);
    m_assessment = new QCheckBox(tr("&Assessment: no hints, one answer a task, a result file"),
                                 about);
    m_assessment->setObjectName(QStringLiteral("assessment"));
    m_timeLimit = new QSpinBox(about);
    m_timeLimit->setRange(0, 600);
    m_timeLimit->setSpecialValueText(tr("no limit"));
    m_timeLimit->setSuffix(tr(" min"));
    m_timeLimit->setAccessibleName(tr("Time limit"));
    m_showVerdicts = new QCheckBox(tr("Say at once whether an answer was right"), about);
    form->addRow(m_assessment);
    form->addRow(tr("Time limit:"), m_timeLimit);
    form->addRow(m_showVerdicts);
    connect(m_assessment, &QCheckBox::toggled, m_timeLimit, &QWidget::setEnabled);
    connect(m_assessment, &QCheckBox::toggled, m_showVerdicts, &QWidget::setEnabled);
    layout->addWidget(about);

    auto* controls = new QGroupBox(tr("Controls the activity locks or hides"), content);
    auto* controlsLayout = new QVBoxLayout(controls);
    auto* controlsNote = wrappedLabel(controls, Qt::PlainText);
    controlsNote->setText(tr("A locked control must keep its start value for a goal to be met; "
                             "a hidden one is not part of the activity."));
    m_controls = new QTableWidget(0, 4, controls);
    m_controls->setObjectName(QStringLiteral("controls"));
    m_controls->setHorizontalHeaderLabels({tr("Control"), tr("In the start"), tr("Locked"),
                                           tr("Hidden")});
    m_controls->verticalHeader()->setVisible(false);
    m_controls->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_controls->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_controls->setMinimumHeight(fontMetrics().height() * 8);
    controlsLayout->addWidget(controlsNote);
    controlsLayout->addWidget(m_controls);
    layout->addWidget(controls);

    auto* tasks = new QGroupBox(tr("Tasks"), content);
    auto* tasksLayout = new QVBoxLayout(tasks);
    m_taskList = new QListWidget(tasks);
    m_taskList->setObjectName(QStringLiteral("tasks"));
    m_taskList->setMaximumHeight(fontMetrics().height() * 6);
    auto* taskButtons = new QHBoxLayout;
    auto* addNumber = new QPushButton(tr("Add a &number"), tasks);
    auto* addChoice = new QPushButton(tr("Add a &choice"), tasks);
    auto* remove = new QPushButton(tr("Remove the task"), tasks);
    taskButtons->addWidget(addNumber);
    taskButtons->addWidget(addChoice);
    taskButtons->addWidget(remove);
    taskButtons->addStretch(1);
    tasksLayout->addWidget(m_taskList);
    tasksLayout->addLayout(taskButtons);
    layout->addWidget(tasks);
    connect(addNumber, &QPushButton::clicked, this, [this] { addNumberTask(); });
    connect(addChoice, &QPushButton::clicked, this, [this] { addChoiceTask(); });
    connect(remove, &QPushButton::clicked, this, [this] { removeTask(m_taskList->currentRow()); });
    connect(m_taskList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row != m_current)
            selectTask(row);
    });
    layout->addStretch(1);

    auto* scroll = new QWidget(this);
    m_scroll = hostInVerticalScroll(scroll, content);
    outer->addWidget(scroll, 1);
    m_status = wrappedLabel(this, Qt::PlainText);
    m_status->setObjectName(QStringLiteral("editorStatus"));
    outer->addWidget(m_status);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* open = buttons->addButton(tr("Open..."), QDialogButtonBox::ActionRole);
    auto* check = buttons->addButton(tr("&Validate"), QDialogButtonBox::ActionRole);
    auto* previewButton = buttons->addButton(tr("&Preview as a learner"),
                                             QDialogButtonBox::ActionRole);
    auto* save = buttons->addButton(tr("&Save..."), QDialogButtonBox::ActionRole);
    connect(open, &QPushButton::clicked, this, &ActivityEditor::chooseOpen);
    connect(check, &QPushButton::clicked, this, &ActivityEditor::validateAndShow);
    connect(previewButton, &QPushButton::clicked, this, &ActivityEditor::preview);
    connect(save, &QPushButton::clicked, this, &ActivityEditor::chooseSave);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(buttons);
}

QLineEdit* ActivityEditor::titleEdit(const char* language) const
{
    return QByteArray(language) == "de" ? m_titleDe : m_titleEn;
}

QPlainTextEdit* ActivityEditor::instructionEdit(const char* language) const
{
    return QByteArray(language) == "de" ? m_instructionDe : m_instructionEn;
}

void ActivityEditor::setActivity(const cls::Activity& activity)
{
    m_activity = activity;
    m_current = -1;
    try {
        m_run = cls::runState(m_activity, m_activity.start);
    } catch (const core::Error& e) {
        m_run = nlohmann::json::object();
        showStatus(tr("The model could not run the start: %1").arg(QString::fromStdString(e.what())));
    }
    // A new task editor for this lab's figures and this start's values.
    delete m_taskEditor;
    m_taskEditor = new TaskEditor(cls::labCatalogue(m_activity.lab), m_run,
                                  m_taskList->parentWidget());
    m_taskList->parentWidget()->layout()->addWidget(m_taskEditor);
    connect(m_taskEditor, &TaskEditor::edited, this, [this] {
        storeCurrentTask();
        if (QListWidgetItem* item = m_taskList->item(m_current))
            item->setText(QString::fromStdString(m_activity.tasks[std::size_t(m_current)].id));
    });

    m_id->setText(QString::fromStdString(activity.id));
    m_titleEn->setText(localTextIn(activity.title, "en"));
    m_titleDe->setText(localTextIn(activity.title, "de"));
    m_instructionEn->setPlainText(localTextIn(activity.instruction, "en"));
    m_instructionDe->setPlainText(localTextIn(activity.instruction, "de"));
    m_assessment->setChecked(activity.assessment.has_value());
    m_timeLimit->setValue(activity.assessment ? activity.assessment->timeLimitMinutes : 0);
    m_showVerdicts->setChecked(activity.assessment && activity.assessment->showVerdicts);
    m_timeLimit->setEnabled(m_assessment->isChecked());
    m_showVerdicts->setEnabled(m_assessment->isChecked());
    fillControls();
    fillTaskList();
    selectTask(m_activity.tasks.empty() ? -1 : 0);
    guardWheel();
}

void ActivityEditor::guardWheel()
{
    for (QWidget* w : findChildren<QWidget*>()) {
        if (qobject_cast<QAbstractSpinBox*>(w) != nullptr || qobject_cast<QComboBox*>(w) != nullptr) {
            w->setFocusPolicy(Qt::StrongFocus);
            w->removeEventFilter(this);
            w->installEventFilter(this);
        }
    }
}

bool ActivityEditor::eventFilter(QObject* watched, QEvent* event)
{
    auto* widget = qobject_cast<QWidget*>(watched);
    if (event->type() == QEvent::Wheel && widget != nullptr && !widget->hasFocus() &&
        m_scroll != nullptr) {
        QCoreApplication::sendEvent(m_scroll->verticalScrollBar(), event);
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

void ActivityEditor::fillControls()
{
    std::vector<std::pair<std::string, std::string>> controls;
    collectControls(m_activity.start.model, "", controls);
    // A file may lock or hide a whole part of the model ("/cluster"): listed too, first.
    std::vector<std::pair<std::string, std::string>> parts;
    for (const auto* list : {&m_activity.lockedControls, &m_activity.hiddenControls}) {
        for (const std::string& pointer : *list) {
            const bool listed =
                std::any_of(controls.begin(), controls.end(),
                            [&](const auto& c) { return c.first == pointer; }) ||
                std::any_of(parts.begin(), parts.end(),
                            [&](const auto& c) { return c.first == pointer; });
            if (!listed)
                parts.emplace_back(pointer, tr("(a part of the model)").toStdString());
        }
    }
    controls.insert(controls.begin(), parts.begin(), parts.end());
    m_controls->setRowCount(int(controls.size()));
    for (int row = 0; row < int(controls.size()); ++row) {
        const auto& [pointer, value] = controls[std::size_t(row)];
        m_controls->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(pointer)));
        m_controls->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(value)));
        for (int column : {2, 3}) {
            auto* box = new QTableWidgetItem;
            box->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            const auto& list =
                column == 2 ? m_activity.lockedControls : m_activity.hiddenControls;
            box->setCheckState(contains(list, pointer) ? Qt::Checked : Qt::Unchecked);
            m_controls->setItem(row, column, box);
        }
    }
    m_controls->resizeColumnToContents(1);
}

void ActivityEditor::fillTaskList()
{
    const QSignalBlocker block(m_taskList);
    m_taskList->clear();
    for (const cls::Task& task : m_activity.tasks)
        m_taskList->addItem(QString::fromStdString(task.id));
}

void ActivityEditor::storeCurrentTask()
{
    if (m_current >= 0 && m_current < int(m_activity.tasks.size()))
        m_activity.tasks[std::size_t(m_current)] = m_taskEditor->task();
}

void ActivityEditor::selectTask(int index)
{
    storeCurrentTask();
    m_current = index;
    m_taskEditor->setVisible(index >= 0);
    if (index >= 0 && index < int(m_activity.tasks.size())) {
        m_taskEditor->setTask(m_activity.tasks[std::size_t(index)]);
        const QSignalBlocker block(m_taskList);
        m_taskList->setCurrentRow(index);
    }
}

QString ActivityEditor::nextTaskId() const
{
    for (int n = int(m_activity.tasks.size()) + 1;; ++n) {
        const std::string id = "task-" + std::to_string(n);
        if (m_activity.findTask(id) == nullptr)
            return QString::fromStdString(id);
    }
}

int ActivityEditor::addNumberTask()
{
    storeCurrentTask();
    cls::Task task;
    task.id = nextTaskId().toStdString();
    task.prompt.byLanguage["en"] = "";
    task.feedback.byLanguage["en"] = "The model gives {model}.";
    task.feedback.byLanguage["de"] = "Das Modell ergibt {model}.";
    cls::NumberTask number;
    for (const cls::FigureEntry& entry : cls::labCatalogue(m_activity.lab).entries()) {
        if (entry.kind == cls::FigureKind::Number) {
            number.figure = entry.pattern;
            break;
        }
    }
    number.relative = 0.05;
    task.check = number;
    m_activity.tasks.push_back(std::move(task));
    fillTaskList();
    m_current = -1;
    selectTask(int(m_activity.tasks.size()) - 1);
    return m_current;
}

int ActivityEditor::addChoiceTask()
{
    storeCurrentTask();
    cls::Task task;
    task.id = nextTaskId().toStdString();
    task.feedback.byLanguage["en"] = "The model's answer: {model}.";
    task.feedback.byLanguage["de"] = "Die Antwort des Modells: {model}.";
    cls::ChoiceTask choice;
    for (const cls::FigureEntry& entry : cls::labCatalogue(m_activity.lab).entries()) {
        if (entry.kind == cls::FigureKind::Text) {
            choice.figure = entry.pattern;
            break;
        }
    }
    if (choice.figure.empty())
        choice.rule = cls::ChoiceRule::Largest; // a lab whose run names nothing by text
    task.check = choice;
    m_activity.tasks.push_back(std::move(task));
    fillTaskList();
    m_current = -1;
    selectTask(int(m_activity.tasks.size()) - 1);
    return m_current;
}

void ActivityEditor::removeTask(int index)
{
    if (index < 0 || index >= int(m_activity.tasks.size()))
        return;
    storeCurrentTask();
    m_activity.tasks.erase(m_activity.tasks.begin() + index);
    m_current = -1;
    fillTaskList();
    selectTask(std::min(index, int(m_activity.tasks.size()) - 1));
}

cls::Activity ActivityEditor::activity() const
{
    cls::Activity a = m_activity;
    if (m_current >= 0 && m_current < int(a.tasks.size()))
        a.tasks[std::size_t(m_current)] = m_taskEditor->task();
    a.id = m_id->text().trimmed().toStdString();
    a.title = {};
    a.instruction = {};
    setLocalText(a.title, "en", m_titleEn->text());
    setLocalText(a.title, "de", m_titleDe->text());
    setLocalText(a.instruction, "en", m_instructionEn->toPlainText());
    setLocalText(a.instruction, "de", m_instructionDe->toPlainText());
    a.assessment.reset();
    if (m_assessment->isChecked())
        a.assessment = cls::AssessmentRules{m_timeLimit->value(), m_showVerdicts->isChecked()};
    a.lockedControls.clear();
    a.hiddenControls.clear();
    for (int row = 0; row < m_controls->rowCount(); ++row) {
        const std::string pointer = m_controls->item(row, 0)->text().toStdString();
        if (m_controls->item(row, 2)->checkState() == Qt::Checked)
            a.lockedControls.push_back(pointer);
        if (m_controls->item(row, 3)->checkState() == Qt::Checked)
            a.hiddenControls.push_back(pointer);
    }
    return a;
}

QString ActivityEditor::validate(cls::Activity* out) const
{
    try {
        // Exactly what Save would write, read back as a learner's program reads a file.
        cls::Activity read = cls::parseActivity(cls::activityText(activity()),
                                                QStringLiteral("activity").toStdString());
        if (out != nullptr)
            *out = std::move(read);
        return {};
    } catch (const core::Error& e) {
        return QString::fromStdString(e.what());
    }
}

bool ActivityEditor::validateAndShow()
{
    const QString problem = validate();
    showStatus(problem.isEmpty()
                   ? tr("Valid: %n task(s), each checked by the lab's model.", "",
                        int(m_activity.tasks.size()))
                   : tr("Not valid yet: %1").arg(problem));
    return problem.isEmpty();
}

bool ActivityEditor::preview()
{
    cls::Activity checked;
    const QString problem = validate(&checked);
    if (!problem.isEmpty()) {
        showStatus(tr("Not valid yet: %1").arg(problem));
        return false;
    }
    const bool shown = m_preview && m_preview(checked);
    showStatus(shown ? tr("The activity is open in the lab's activity pane, as a learner "
                          "meets it.")
                     : tr("The lab's activity pane did not open the activity."));
    return shown;
}

bool ActivityEditor::saveTo(const QString& path, QString* error)
{
    const QString problem = validate();
    if (!problem.isEmpty()) {
        if (error != nullptr)
            *error = tr("Not valid yet: %1").arg(problem);
        return false;
    }
    return atomic_save::saveBytes(path, QByteArray::fromStdString(cls::activityText(activity())),
                                  error);
}

bool ActivityEditor::openFile(const QString& path, QString* error)
{
    try {
        const cls::Activity a = cls::loadActivityFile(QFile::encodeName(path).toStdString());
        if (a.lab != m_activity.lab)
            throw core::Error(tr("it is an activity of the lab \"%1\"")
                                  .arg(QString::fromStdString(a.lab))
                                  .toStdString());
        setActivity(a);
        return true;
    } catch (const core::Error& e) {
        if (error != nullptr)
            *error = QString::fromStdString(e.what());
        return false;
    }
}

void ActivityEditor::showStatus(const QString& text)
{
    m_status->setText(text);
}

void ActivityEditor::chooseSave()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the activity"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + QLatin1Char('/') +
            m_id->text().trimmed() + QStringLiteral(".json"),
        tr("Activity files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    showStatus(saveTo(path, &error) ? tr("Saved as %1.").arg(QFileInfo(path).fileName())
                                    : error);
}

void ActivityEditor::chooseOpen()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open an activity file"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("Activity files (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openFile(path, &error))
        showStatus(tr("The activity was not opened: %1").arg(error));
}

} // namespace ailab::labs
