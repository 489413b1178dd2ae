#include "labs/common/activity/local_text_fields.h"
#include "labs/common/activity/task_editor.h"

#include "core/classroom/figure_units.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/wrapped_label.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ailab::labs {

namespace cls = core::classroom;

namespace {

// A catalogue pattern as a figure a task can name: an array's first item for "*".
QString concreteFigure(const std::string& pattern)
{
    QString figure = QString::fromStdString(pattern).replace(QStringLiteral("/*/"),
                                                             QStringLiteral("/0/"));
    if (figure.endsWith(QStringLiteral("/*")))
        figure.replace(figure.size() - 1, 1, QLatin1Char('0'));
    return figure;
}

QTableWidget* editableTable(const QStringList& titles, QWidget* parent)
{
    auto* table = new QTableWidget(0, int(titles.size()), parent);
    table->setHorizontalHeaderLabels(titles);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setMinimumHeight(table->fontMetrics().height() * 6);
    return table;
}

QString cell(const QTableWidget* table, int row, int column)
{
    const QTableWidgetItem* item = table->item(row, column);
    return item != nullptr ? item->text().trimmed() : QString();
}

// A row of buttons that adds a row to `table` and removes the selected one.
QHBoxLayout* rowButtons(QTableWidget* table, const QString& add, QWidget* parent,
                        const std::function<void()>& changed)
{
    auto* row = new QHBoxLayout;
    auto* addButton = new QPushButton(add, parent);
    auto* remove = new QPushButton(TaskEditor::tr("Remove the selected row"), parent);
    row->addWidget(addButton);
    row->addWidget(remove);
    row->addStretch(1);
    QObject::connect(addButton, &QPushButton::clicked, table, [table, changed] {
        table->insertRow(table->rowCount());
        changed();
    });
    QObject::connect(remove, &QPushButton::clicked, table, [table, changed] {
        if (table->currentRow() >= 0)
            table->removeRow(table->currentRow());
        changed();
    });
    return row;
}

} // namespace

TaskEditor::TaskEditor(const cls::FigureCatalogue& catalogue, nlohmann::json run, QWidget* parent)
    : QWidget(parent)
    , m_catalogue(catalogue)
    , m_run(std::move(run))
{
    buildForm();
}

void TaskEditor::buildForm()
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    const auto line = [this](const QString& name) {
        auto* edit = new QLineEdit(this);
        edit->setAccessibleName(name);
        connect(edit, &QLineEdit::textEdited, this, &TaskEditor::edited);
        return edit;
    };
    m_id = line(tr("Task id"));
    m_id->setObjectName(QStringLiteral("taskId"));
    m_promptEn = line(tr("Question in English"));
    m_promptDe = line(tr("Question in German"));
    m_feedbackEn = line(tr("Feedback in English"));
    m_feedbackDe = line(tr("Feedback in German"));
    m_feedbackEn->setPlaceholderText(tr("{model} stands for the model's figure"));
    m_points = new QSpinBox(this);
    m_points->setRange(1, 100);
    m_points->setAccessibleName(tr("Points"));
    connect(m_points, &QSpinBox::valueChanged, this, [this] {
        if (!m_filling) // a task being shown is not an edit
            emit edited();
    });
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&Question (English):"), m_promptEn);
    form->addRow(tr("Question (German):"), m_promptDe);
    form->addRow(tr("Points:"), m_points);

    // What a choice asks.
    m_choiceRows = new QWidget(this);
    auto* choice = new QFormLayout(m_choiceRows);
    choice->setRowWrapPolicy(QFormLayout::WrapLongRows);
    choice->setContentsMargins(0, 0, 0, 0);
    m_rule = new QComboBox(m_choiceRows);
    m_rule->setAccessibleName(tr("How the model answers"));
    m_rule->addItem(tr("The option named by a figure's value"), int(cls::ChoiceRule::FigureValue));
    m_rule->addItem(tr("The option whose figure is largest"), int(cls::ChoiceRule::Largest));
    m_rule->addItem(tr("The option whose figure is smallest"), int(cls::ChoiceRule::Smallest));
    connect(m_rule, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling)
            return;
        fillFigures();
        updateKindRows();
        emit edited();
    });
    choice->addRow(tr("The model answers with:"), m_rule);
    m_options = editableTable({tr("Id"), tr("English"), tr("German"), tr("Figure")}, m_choiceRows);
    m_options->setObjectName(QStringLiteral("options"));
    connect(m_options, &QTableWidget::itemChanged, this, [this] {
        if (!m_filling)
            emit edited();
    });
    choice->addRow(tr("Options:"), m_options);
    choice->addRow(rowButtons(m_options, tr("Add an option"), m_choiceRows,
                              [this] { emit edited(); }));

    // The figure a number or a choice by value reads, and its value in the start.
    m_figure = new QComboBox(this);
    m_figure->setObjectName(QStringLiteral("figure"));
    m_figure->setAccessibleName(tr("Figure of the model"));
    m_figure->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_figure->setMinimumContentsLength(24);
    m_figureValue = new QLabel(this);
    m_figureValue->setObjectName(QStringLiteral("figureValue"));
    connect(m_figure, &QComboBox::currentIndexChanged, this, [this] {
        showFigureValue();
        if (!m_filling)
            emit edited();
    });

    m_numberRows = new QWidget(this);
    auto* number = new QFormLayout(m_numberRows);
    number->setRowWrapPolicy(QFormLayout::WrapLongRows);
    number->setContentsMargins(0, 0, 0, 0);
    m_unit = new QLineEdit(m_numberRows);
    m_unit->setAccessibleName(tr("Unit of the answer"));
    connect(m_unit, &QLineEdit::textEdited, this, &TaskEditor::edited);
    m_toleranceKind = new QComboBox(m_numberRows);
    m_toleranceKind->setAccessibleName(tr("Kind of tolerance"));
    m_toleranceKind->addItem(tr("relative (a fraction of the figure)"), QStringLiteral("relative"));
    m_toleranceKind->addItem(tr("absolute (in the answer's unit)"), QStringLiteral("absolute"));
    m_tolerance = new QDoubleSpinBox(m_numberRows);
    m_tolerance->setAccessibleName(tr("Tolerance"));
    m_tolerance->setDecimals(4);
    m_tolerance->setRange(0.0, 1e9);
    m_tolerance->setSingleStep(0.01);
    connect(m_toleranceKind, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            emit edited();
    });
    connect(m_tolerance, &QDoubleSpinBox::valueChanged, this, [this] {
        if (!m_filling)
            emit edited();
    });
    auto* tolerance = new QHBoxLayout;
    tolerance->addWidget(m_toleranceKind);
    tolerance->addWidget(m_tolerance);
    number->addRow(tr("Unit:"), m_unit);
    number->addRow(tr("Tolerance:"), tolerance);

    form->addRow(tr("&Figure:"), m_figure);
    form->addRow(QString(), m_figureValue);
    layout->addLayout(form);
    layout->addWidget(m_numberRows);
    layout->addWidget(m_choiceRows);
    m_goalNote = wrappedLabel(this, Qt::PlainText);
    m_goalNote->setText(tr("A goal's target, constraints and solution are kept as the file has "
                           "them; edit them in the file."));
    layout->addWidget(m_goalNote);

    m_hints = editableTable({tr("Hint (English)"), tr("Hint (German)"), tr("Cost")}, this);
    m_hints->setObjectName(QStringLiteral("hints"));
    connect(m_hints, &QTableWidget::itemChanged, this, [this] {
        if (!m_filling)
            emit edited();
    });
    auto* feedback = new QFormLayout;
    feedback->setRowWrapPolicy(QFormLayout::WrapLongRows);
    feedback->addRow(tr("Hints, each with what it costs:"), m_hints);
    feedback->addRow(rowButtons(m_hints, tr("Add a hint"), this, [this] { emit edited(); }));
    feedback->addRow(tr("Feedback (English):"), m_feedbackEn);
    feedback->addRow(tr("Feedback (German):"), m_feedbackDe);
    layout->addLayout(feedback);
}

QLineEdit* TaskEditor::promptEdit(const char* language) const
{
    return QByteArray(language) == "de" ? m_promptDe : m_promptEn;
}

QLineEdit* TaskEditor::feedbackEdit(const char* language) const
{
    return QByteArray(language) == "de" ? m_feedbackDe : m_feedbackEn;
}

void TaskEditor::fillFigures()
{
    // A number reads a number; a choice by value a text (the option's id).
    const bool numbers = std::holds_alternative<cls::NumberTask>(m_task.check);
    const QString current = m_figure->currentData().toString();
    const QSignalBlocker block(m_figure);
    m_figure->clear();
    for (const cls::FigureEntry& entry : m_catalogue.entries()) {
        if ((entry.kind == cls::FigureKind::Number) != numbers)
            continue;
        const QString pointer = concreteFigure(entry.pattern);
        m_figure->addItem(pointer, pointer);
    }
    const int index = m_figure->findData(current);
    m_figure->setCurrentIndex(index >= 0 ? index : 0);
}

void TaskEditor::showFigureValue()
{
    const std::string pointer = m_figure->currentData().toString().toStdString();
    const std::optional<nlohmann::json> value = cls::figureValue(m_run, pointer);
    if (!value) {
        m_figureValue->setText(tr("not in the start's run"));
        return;
    }
    if (value->is_number()) {
        const cls::FigureUnit unit = cls::unitOfFigure(pointer);
        m_unit->setPlaceholderText(
            unit.symbol.empty() ? tr("none: a count")
                                : tr("empty: the figure's own, %1")
                                      .arg(QString::fromStdString(unit.symbol)));
        m_figureValue->setText(tr("In the start: %1 %2")
                                   .arg(QLocale().toString(value->get<double>(), 'g', 6),
                                        QString::fromStdString(unit.symbol))
                                   .trimmed());
    } else {
        m_figureValue->setText(
            tr("In the start: %1").arg(QString::fromStdString(value->is_string()
                                                                  ? value->get<std::string>()
                                                                  : value->dump())));
    }
}

void TaskEditor::updateKindRows()
{
    const bool isNumber = std::holds_alternative<cls::NumberTask>(m_task.check);
    const bool isChoice = std::holds_alternative<cls::ChoiceTask>(m_task.check);
    const bool byValue =
        isChoice && m_rule->currentData().toInt() == int(cls::ChoiceRule::FigureValue);
    m_numberRows->setVisible(isNumber);
    m_choiceRows->setVisible(isChoice);
    m_goalNote->setVisible(!isNumber && !isChoice);
    m_figure->setEnabled(isNumber || byValue);
    m_options->setColumnHidden(3, !isChoice || byValue);
}

void TaskEditor::setTask(const cls::Task& task)
{
    m_filling = true;
    m_task = task;
    m_id->setText(QString::fromStdString(task.id));
    m_promptEn->setText(localTextIn(task.prompt, "en"));
    m_promptDe->setText(localTextIn(task.prompt, "de"));
    m_feedbackEn->setText(localTextIn(task.feedback, "en"));
    m_feedbackDe->setText(localTextIn(task.feedback, "de"));
    m_points->setValue(task.points);
    m_hints->setRowCount(0);
    for (const cls::Hint& hint : task.hints) {
        const int row = m_hints->rowCount();
        m_hints->insertRow(row);
        m_hints->setItem(row, 0, new QTableWidgetItem(localTextIn(hint.text, "en")));
        m_hints->setItem(row, 1, new QTableWidgetItem(localTextIn(hint.text, "de")));
        m_hints->setItem(row, 2, new QTableWidgetItem(QString::number(hint.cost)));
    }
    std::string figure;
    if (const auto* n = std::get_if<cls::NumberTask>(&task.check)) {
        figure = n->figure;
        m_unit->setText(QString::fromStdString(n->unit));
        m_toleranceKind->setCurrentIndex(n->relative ? 0 : 1);
        m_tolerance->setValue(n->relative ? *n->relative : n->absolute.value_or(0.0));
    } else if (const auto* c = std::get_if<cls::ChoiceTask>(&task.check)) {
        figure = c->figure;
        m_rule->setCurrentIndex(m_rule->findData(int(c->rule)));
        m_options->setRowCount(0);
        for (const cls::ChoiceOption& option : c->options) {
            const int row = m_options->rowCount();
            m_options->insertRow(row);
            m_options->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(option.id)));
            m_options->setItem(row, 1, new QTableWidgetItem(localTextIn(option.text, "en")));
            m_options->setItem(row, 2, new QTableWidgetItem(localTextIn(option.text, "de")));
            m_options->setItem(row, 3, new QTableWidgetItem(QString::fromStdString(option.figure)));
        }
    } else {
        figure = std::get<cls::GoalTask>(task.check).figure;
    }
    fillFigures();
    // A file's figure may name another item of an array ("/jobs/2/..."): offered as it is.
    const QString named = QString::fromStdString(figure);
    if (!named.isEmpty() && m_figure->findData(named) < 0)
        m_figure->addItem(named, named);
    const int index = m_figure->findData(named);
    if (index >= 0)
        m_figure->setCurrentIndex(index);
    showFigureValue();
    updateKindRows();
    m_filling = false;
}

cls::Task TaskEditor::task() const
{
    cls::Task t = m_task;
    t.id = m_id->text().trimmed().toStdString();
    setLocalText(t.prompt, "en", m_promptEn->text());
    setLocalText(t.prompt, "de", m_promptDe->text());
    setLocalText(t.feedback, "en", m_feedbackEn->text());
    setLocalText(t.feedback, "de", m_feedbackDe->text());
    t.points = m_points->value();
    t.hints.clear();
    for (int row = 0; row < m_hints->rowCount(); ++row) {
        cls::Hint hint;
        setLocalText(hint.text, "en", cell(m_hints, row, 0));
        setLocalText(hint.text, "de", cell(m_hints, row, 1));
        hint.cost = cell(m_hints, row, 2).toInt();
        t.hints.push_back(std::move(hint));
    }
    const std::string figure = m_figure->currentData().toString().toStdString();
    if (auto* n = std::get_if<cls::NumberTask>(&t.check)) {
        n->figure = figure;
        n->unit = m_unit->text().trimmed().toStdString();
        n->relative.reset();
        n->absolute.reset();
        if (m_toleranceKind->currentData().toString() == QLatin1String("relative"))
            n->relative = m_tolerance->value();
        else
            n->absolute = m_tolerance->value();
    } else if (auto* c = std::get_if<cls::ChoiceTask>(&t.check)) {
        c->rule = cls::ChoiceRule(m_rule->currentData().toInt());
        c->figure = c->rule == cls::ChoiceRule::FigureValue ? figure : std::string();
        c->options.clear();
        for (int row = 0; row < m_options->rowCount(); ++row) {
            cls::ChoiceOption option;
            option.id = cell(m_options, row, 0).toStdString();
            setLocalText(option.text, "en", cell(m_options, row, 1));
            setLocalText(option.text, "de", cell(m_options, row, 2));
            if (c->rule != cls::ChoiceRule::FigureValue)
                option.figure = cell(m_options, row, 3).toStdString();
            c->options.push_back(std::move(option));
        }
    }
    return t;
}

} // namespace ailab::labs
