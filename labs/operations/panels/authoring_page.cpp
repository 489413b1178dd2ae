#include "labs/operations/panels/authoring_page.h"

#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/error.h"
#include "core/models/incident_registry.h"
#include "core/models/operations/operations_scenario.h"
#include "core/ops/incident_draft.h"
#include "core/ops/incident_writer.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/files/atomic_save.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/widgets/choice_delegate.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/operations/operations_session.h"
#include "labs/operations/views/incident_library.h"
#include "labs/operations/views/incident_system_json.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QMessageBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <optional>

namespace ailab::labs::operations {

namespace ops = core::ops;

namespace {

// The operations lab's incident model (the cluster twin), chosen first when core has it.
const char* const kTwinModel = "operations.twin";

// Where a field keeps the text of a language it does not show: a dynamic property of a
// line or text edit, a data role of a table item.
QByteArray languageProperty(const std::string& language)
{
    return QByteArray("ailab_text_") + QByteArray::fromStdString(language);
}
int languageRole(const std::string& language)
{
    const auto& all = ops::incidentLanguages();
    return Qt::UserRole + 16 + int(std::find(all.begin(), all.end(), language) - all.begin());
}

QString fieldText(const QObject* field)
{
    if (const auto* line = qobject_cast<const QLineEdit*>(field))
        return line->text();
    if (const auto* text = qobject_cast<const QPlainTextEdit*>(field))
        return text->toPlainText();
    return {};
}

void setFieldText(QObject* field, const QString& value)
{
    if (auto* line = qobject_cast<QLineEdit*>(field))
        line->setText(value);
    else if (auto* text = qobject_cast<QPlainTextEdit*>(field))
        text->setPlainText(value);
}

QPlainTextEdit* textBox(QWidget* parent, int lines)
{
    auto* edit = new QPlainTextEdit(parent);
    edit->setTabChangesFocus(true);
    const int line = edit->fontMetrics().lineSpacing();
    edit->setMinimumHeight(line * lines + 12);
    edit->setMaximumHeight(line * (lines + 2) + 12);
    return edit;
}

QLabel* wrapped(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}

QListWidget* checkList(QWidget* parent, const QString& name, int rows)
{
    auto* list = new QListWidget(parent);
    list->setAccessibleName(name);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list->setWordWrap(true);
    // Tall enough for a few rows, and no taller: the page scrolls, not the list's room.
    const int line = list->fontMetrics().lineSpacing() + 4;
    list->setMinimumHeight(line * rows + 8);
    list->setMaximumHeight(line * (rows + 3) + 8);
    return list;
}

QTableWidget* table(QWidget* parent, const QString& name, const QStringList& columns)
{
    auto* t = new QTableWidget(0, int(columns.size()), parent);
    t->setAccessibleName(name);
    t->setHorizontalHeaderLabels(columns);
    t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    t->setWordWrap(true);
    t->verticalHeader()->setVisible(false);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    t->setMinimumHeight(t->fontMetrics().lineSpacing() * 8);
    return t;
}

QString timeText(double seconds)
{
    return seconds >= 60 ? AuthoringPage::tr("%1 min").arg(seconds / 60.0, 0, 'g', 3)
                         : AuthoringPage::tr("%1 s").arg(seconds, 0, 'g', 3);
}

// A shipped incident of `model`, for the words of its figures; empty when none ships.
ops::IncidentDefinition shippedWordsFor(const std::string& model)
{
    const QDir labs(QStringLiteral(":/labs"));
    for (const QString& lab : labs.entryList(QDir::Dirs, QDir::Name)) {
        const QDir folder(labs.filePath(lab) + QStringLiteral("/incidents"));
        for (const QString& name :
             folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
            QFile file(folder.filePath(name));
            if (!file.open(QIODevice::ReadOnly))
                continue;
            try {
                ops::IncidentDefinition d = core::models::parseIncident(
                    file.read(qint64(ops::kMaxIncidentBytes) + 1).toStdString(),
                    folder.filePath(name).toStdString());
                if (d.model == model)
                    return d;
            } catch (const std::exception&) {
                // The shipped files are checked by their own tests; a bad one gives no words.
            }
        }
    }
    return {};
}

const char* const kSteps[] = {
    QT_TRANSLATE_NOOP("ailab::labs::operations::AuthoringPage", "1. Define the symptom"),
    QT_TRANSLATE_NOOP("ailab::labs::operations::AuthoringPage", "2. Establish the scope"),
    QT_TRANSLATE_NOOP("ailab::labs::operations::AuthoringPage", "3. Correlate telemetry"),
    QT_TRANSLATE_NOOP("ailab::labs::operations::AuthoringPage", "4. Form a testable hypothesis"),
    QT_TRANSLATE_NOOP("ailab::labs::operations::AuthoringPage", "5. Validate and remediate")};

enum WordsColumn { WordsKind, WordsId, WordsTitle, WordsKey };
enum ActionColumn { ActionOffer, ActionKindColumn, ActionText, ActionExplanation };
enum HypothesisColumn { HypothesisText, HypothesisRoot };
constexpr int kIdRole = Qt::UserRole;
constexpr int kWordKindRole = Qt::UserRole + 1; // 0 figure, 1 series, 2 threshold
constexpr int kActionKindRole = Qt::UserRole + 2; // the judgement: an ops::ActionKind

} // namespace

AuthoringPage::AuthoringPage(OperationsSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    buildLayout();
    showCatalogue();
    takeDashboardState();
    // A new scenario, and each fault injected or repaired, is a new dashboard state.
    connect(&m_session, &LabSession::rebuilt, this, &AuthoringPage::followDashboard);
    connect(&m_session, &OperationsSession::faultsChanged, this,
            &AuthoringPage::followDashboard);
}

AuthoringPage::~AuthoringPage() = default;

void AuthoringPage::buildLayout()
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(wrapped(
        tr("Make an incident for your class: the cluster and its faults come from the "
           "dashboard; choose what each stage of the investigation shows, the hypotheses and "
           "the root cause, and the responses with your judgement of them. Check runs the same "
           "validation as ailab-sim validate."),
        content));

    m_check = new QPushButton(tr("Check"), content);
    m_check->setAccessibleName(tr("Check the incident as ailab-sim validate does"));
    connect(m_check, &QPushButton::clicked, this, &AuthoringPage::check);
    m_save = new QPushButton(tr("Save incident file…"), content);
    connect(m_save, &QPushButton::clicked, this, &AuthoringPage::chooseSaveFile);
    m_play = new QPushButton(tr("Play on the incidents page"), content);
    connect(m_play, &QPushButton::clicked, this, &AuthoringPage::play);
    auto* buttons = new FlowLayout;
    buttons->addWidget(m_check);
    buttons->addWidget(m_save);
    buttons->addWidget(m_play);
    layout->addLayout(buttons);
    m_message = wrapped(QString(), content);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setAccessibleName(tr("Result of the check"));
    layout->addWidget(m_message);

    layout->addWidget(buildOpenRow());
    layout->addWidget(buildIncidentBox());
    layout->addWidget(buildSystemBox());
    layout->addWidget(buildStagesBox());
    layout->addWidget(buildWordsBox());
    layout->addWidget(buildHypothesesBox());
    layout->addWidget(buildActionsBox());
    auto* hints = new QGroupBox(tr("Hints and the root cause's explanation"), content);
    auto* hintsLayout = new QVBoxLayout(hints);
    hintsLayout->addWidget(wrapped(tr("Hints, one a line, given in this order (each costs the "
                                      "learner points):"),
                                   hints));
    m_hints = textBox(hints, 3);
    m_hints->setAccessibleName(tr("Hints, one a line"));
    hintsLayout->addWidget(m_hints);
    hintsLayout->addWidget(wrapped(tr("Why the root cause is the root cause (said in the "
                                      "debrief):"),
                                   hints));
    m_rootCause = textBox(hints, 3);
    m_rootCause->setAccessibleName(tr("Explanation of the root cause"));
    hintsLayout->addWidget(m_rootCause);
    layout->addWidget(hints);
    layout->addStretch(1);
    hostInVerticalScroll(this, content);
}

QWidget* AuthoringPage::buildOpenRow()
{
    auto* box = new QGroupBox(tr("Start from an incident"));
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(wrapped(tr("Open a shipped incident or an incident file to change it or "
                                 "to make a new one from it: every field, its cluster and its "
                                 "faults come from the file."),
                              box));
    auto* row = new FlowLayout;
    m_shipped = new QComboBox(box);
    m_shipped->setAccessibleName(tr("Shipped incidents"));
    m_shipped->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_shipped->setMinimumContentsLength(18);
    const IncidentLibrary library(QStringLiteral(":/labs/operations/incidents"));
    const std::string language = tr("en", "the language of the incident texts").toStdString();
    for (const IncidentLibrary::Entry& entry : library.entries())
        m_shipped->addItem(
            QStringLiteral("%1 · %2").arg(
                entry.id, QString::fromStdString(entry.definition->title.in(language))),
            entry.source);
    row->addWidget(m_shipped);
    m_openShipped = new QPushButton(tr("Open in the editor"), box);
    connect(m_openShipped, &QPushButton::clicked, this, &AuthoringPage::openShipped);
    row->addWidget(m_openShipped);
    m_openFile = new QPushButton(tr("Open incident file…"), box);
    connect(m_openFile, &QPushButton::clicked, this, &AuthoringPage::chooseOpenFile);
    row->addWidget(m_openFile);
    layout->addLayout(row);
    return box;
}

QWidget* AuthoringPage::buildIncidentBox()
{
    auto* box = new QGroupBox(tr("The incident"));
    auto* form = new QFormLayout(box);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_language = new QComboBox(box);
    m_language->addItem(tr("English (required)"), QStringLiteral("en"));
    m_language->addItem(tr("German (optional)"), QStringLiteral("de"));
    m_language->setAccessibleName(tr("Language of the texts shown"));
    connect(m_language, &QComboBox::currentIndexChanged, this,
            [this] { setLanguage(m_language->currentData().toString()); });
    form->addRow(tr("Texts in:"), m_language);
    m_id = new QLineEdit(box);
    m_id->setPlaceholderText(QStringLiteral("AI-OPS-101"));
    m_id->setAccessibleName(tr("Incident id: upper-case letters, digits, - and _"));
    form->addRow(tr("Id:"), m_id);
    m_model = new QComboBox(box);
    m_model->setAccessibleName(tr("The model the incident runs on"));
    for (const ops::IncidentCatalogue& c : core::models::incidentCatalogues())
        m_model->addItem(QString::fromStdString(c.model), QString::fromStdString(c.model));
    m_model->setCurrentIndex(std::max(0, m_model->findData(QString::fromLatin1(kTwinModel))));
    connect(m_model, &QComboBox::currentIndexChanged, this, &AuthoringPage::showCatalogue);
    form->addRow(tr("Model:"), m_model);
    m_title = new QLineEdit(box);
    m_title->setAccessibleName(tr("Title"));
    form->addRow(tr("Title:"), m_title);
    m_summary = textBox(box, 3);
    m_summary->setAccessibleName(tr("Summary: what the learner is told at the start"));
    form->addRow(tr("Summary:"), m_summary);
    return box;
}

QWidget* AuthoringPage::buildSystemBox()
{
    auto* box = new QGroupBox(tr("The cluster and its faults"));
    auto* layout = new QVBoxLayout(box);
    m_cluster = wrapped(QString(), box);
    layout->addWidget(m_cluster);
    m_takeState = new QPushButton(tr("Take the dashboard's state again"), box);
    m_takeState->setToolTip(tr("The scenario's cluster, its faults and those injected on the "
                               "dashboard, in place of the opened incident's"));
    connect(m_takeState, &QPushButton::clicked, this, &AuthoringPage::takeDashboardState);
    auto* row = new FlowLayout;
    row->addWidget(m_takeState);
    layout->addLayout(row);
    layout->addWidget(wrapped(tr("The faults of the incident (the scenario's and those "
                                 "injected on the dashboard):"),
                              box));
    m_faults = checkList(box, tr("Faults of the incident"), 4);
    layout->addWidget(m_faults);
    auto* focusRow = new QFormLayout;
    focusRow->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_focus = new QComboBox(box);
    m_focus->setAccessibleName(tr("The job or service the incident is about"));
    focusRow->addRow(tr("About:"), m_focus);
    layout->addLayout(focusRow);
    return box;
}

QWidget* AuthoringPage::buildStagesBox()
{
    auto* box = new QGroupBox(tr("The stages and the evidence each reveals"));
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(wrapped(tr("The course's method in five steps. A stage reveals its "
                                 "evidence: a title, a text and the model's figures and "
                                 "series. Leave out a step by clearing its box."),
                              box));
    for (std::size_t i = 0; i < m_stages.size(); ++i) {
        StageEditor& s = m_stages[i];
        s.box = new QGroupBox(tr(kSteps[i]), box);
        s.box->setCheckable(true);
        s.box->setChecked(true);
        auto* form = new QVBoxLayout(s.box);
        s.evidenceLayout = new QVBoxLayout;
        form->addLayout(s.evidenceLayout);
        s.addEvidence = new QPushButton(tr("Add evidence to this stage"), s.box);
        s.addEvidence->setAccessibleName(tr("Add evidence to step %1").arg(i + 1));
        connect(s.addEvidence, &QPushButton::clicked, this, [this, i] { addEvidence(int(i)); });
        auto* row = new FlowLayout;
        row->addWidget(s.addEvidence);
        form->addLayout(row);
        appendEvidence(int(i), unusedEvidenceId(int(i)));
        layout->addWidget(s.box);
    }
    return box;
}

AuthoringPage::EvidenceEditor& AuthoringPage::appendEvidence(int step, const std::string& id)
{
    StageEditor& s = m_stages.at(std::size_t(step));
    EvidenceEditor e;
    e.id = id;
    const int n = int(s.evidence.size()) + 1;
    e.frame = new QGroupBox(n == 1 ? tr("Evidence") : tr("Evidence %1").arg(n), s.box);
    auto* form = new QVBoxLayout(e.frame);
    e.title = new QLineEdit(e.frame);
    e.title->setPlaceholderText(tr("Title of the evidence"));
    e.title->setAccessibleName(tr("Title of evidence %1 of step %2").arg(n).arg(step + 1));
    form->addWidget(e.title);
    e.text = textBox(e.frame, 2);
    e.text->setPlaceholderText(tr("What the learner reads about it"));
    e.text->setAccessibleName(tr("Text of evidence %1 of step %2").arg(n).arg(step + 1));
    form->addWidget(e.text);
    form->addWidget(wrapped(tr("Figures shown:"), e.frame));
    e.figures = checkList(e.frame, tr("Figures of evidence %1 of step %2").arg(n).arg(step + 1), 4);
    form->addWidget(e.figures);
    form->addWidget(wrapped(tr("Series charted:"), e.frame));
    e.series = checkList(e.frame, tr("Series of evidence %1 of step %2").arg(n).arg(step + 1), 3);
    form->addWidget(e.series);
    e.remove = new QPushButton(tr("Remove this evidence"), e.frame);
    QGroupBox* frame = e.frame;
    connect(e.remove, &QPushButton::clicked, this, [this, step, frame] {
        const auto& all = m_stages.at(std::size_t(step)).evidence;
        for (std::size_t k = 0; k < all.size(); ++k)
            if (all[k].frame == frame)
                removeEvidence(step, int(k));
    });
    auto* row = new FlowLayout;
    row->addWidget(e.remove);
    form->addLayout(row);
    fillEvidenceLists(e);
    s.evidenceLayout->addWidget(e.frame);
    s.evidence.push_back(e);
    updateRemoveButtons(step);
    return s.evidence.back();
}

int AuthoringPage::addEvidence(int step)
{
    appendEvidence(step, unusedEvidenceId(step));
    return int(m_stages.at(std::size_t(step)).evidence.size()) - 1;
}

void AuthoringPage::removeEvidence(int step, int index)
{
    StageEditor& s = m_stages.at(std::size_t(step));
    // A stage keeps one evidence item: clearing its box leaves the step out instead.
    if (s.evidence.size() <= 1 || index < 0 || std::size_t(index) >= s.evidence.size())
        return;
    s.evidence[std::size_t(index)].frame->deleteLater();
    s.evidence[std::size_t(index)].frame->hide();
    s.evidence.erase(s.evidence.begin() + index);
    updateRemoveButtons(step);
}

void AuthoringPage::clearEvidence(int step)
{
    StageEditor& s = m_stages.at(std::size_t(step));
    for (EvidenceEditor& e : s.evidence) {
        e.frame->hide();
        e.frame->deleteLater();
    }
    s.evidence.clear();
}

void AuthoringPage::updateRemoveButtons(int step)
{
    const StageEditor& s = m_stages.at(std::size_t(step));
    for (const EvidenceEditor& e : s.evidence)
        e.remove->setVisible(s.evidence.size() > 1);
}

std::string AuthoringPage::unusedEvidenceId(int step) const
{
    const std::string base = ops::investigationStepNames().at(std::size_t(step));
    const auto used = [this](const std::string& id) {
        for (const StageEditor& s : m_stages)
            for (const EvidenceEditor& e : s.evidence)
                if (e.id == id)
                    return true;
        return false;
    };
    std::string id = base;
    for (int n = 2; used(id); ++n)
        id = base + "-" + std::to_string(n);
    return id;
}

void AuthoringPage::fillEvidenceLists(EvidenceEditor& e)
{
    e.figures->clear();
    e.series->clear();
    const ops::IncidentCatalogue* c = catalogue();
    if (!c)
        return;
    const ops::IncidentDefinition& w = m_shippedWords;
    // Each as a shipped incident words it, with its id (what the words table lists).
    const auto named = [&](const auto* entry, const std::string& id) {
        const QString qid = QString::fromStdString(id);
        if (!entry)
            return qid;
        return QStringLiteral("%1 (%2)").arg(
            QString::fromStdString(entry->title.in(m_shownLanguage.toStdString())), qid);
    };
    for (const std::string& id : c->figures) {
        auto* item = new QListWidgetItem(named(w.findFigure(id), id), e.figures);
        item->setData(kIdRole, QString::fromStdString(id));
        item->setCheckState(Qt::Unchecked);
    }
    for (const std::string& id : c->series) {
        auto* item = new QListWidgetItem(named(w.findSeries(id), id), e.series);
        item->setData(kIdRole, QString::fromStdString(id));
        item->setCheckState(Qt::Unchecked);
    }
}

QWidget* AuthoringPage::buildWordsBox()
{
    auto* box = new QGroupBox(tr("The words of the model's figures and series"));
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(wrapped(tr("Each figure and series the incident shows needs a title; "
                                 "the key figures (one to eight) head the incident."),
                              box));
    m_words = table(box, tr("Titles of figures, series and threshold lines"),
                    {tr("Kind"), tr("Id"), tr("Title"), tr("Key figure")});
    m_words->horizontalHeader()->setSectionResizeMode(WordsKind, QHeaderView::ResizeToContents);
    m_words->horizontalHeader()->setSectionResizeMode(WordsKey, QHeaderView::ResizeToContents);
    layout->addWidget(m_words);
    return box;
}

QWidget* AuthoringPage::buildHypothesesBox()
{
    auto* box = new QGroupBox(tr("Hypotheses and the root cause"));
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(wrapped(tr("At least two hypotheses the learner may record; check those "
                                 "that name the root cause."),
                              box));
    m_hypotheses = table(box, tr("Hypotheses"), {tr("Hypothesis"), tr("Root cause")});
    m_hypotheses->horizontalHeader()->setSectionResizeMode(HypothesisRoot,
                                                           QHeaderView::ResizeToContents);
    layout->addWidget(m_hypotheses);
    m_addHypothesis = new QPushButton(tr("Add a hypothesis"), box);
    connect(m_addHypothesis, &QPushButton::clicked, this, &AuthoringPage::addHypothesisRow);
    m_removeHypothesis = new QPushButton(tr("Remove the selected hypothesis"), box);
    connect(m_removeHypothesis, &QPushButton::clicked, this, [this] {
        if (m_hypotheses->currentRow() >= 0)
            m_hypotheses->removeRow(m_hypotheses->currentRow());
    });
    auto* row = new FlowLayout;
    row->addWidget(m_addHypothesis);
    row->addWidget(m_removeHypothesis);
    layout->addLayout(row);
    addHypothesisRow();
    addHypothesisRow();
    return box;
}

QWidget* AuthoringPage::buildActionsBox()
{
    auto* box = new QGroupBox(tr("Responses and your judgement of them"));
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(wrapped(tr("Check the model's responses the learner may choose. Your "
                                 "judgement is shown in the debrief; whether a response helped "
                                 "is measured on the model."),
                              box));
    m_actions = table(box, tr("Responses"),
                      {tr("Offer"), tr("Judgement"), tr("Response"), tr("What it does")});
    m_actions->horizontalHeader()->setSectionResizeMode(ActionOffer, QHeaderView::ResizeToContents);
    m_actions->horizontalHeader()->setSectionResizeMode(ActionKindColumn,
                                                        QHeaderView::ResizeToContents);
    // The judgement is chosen in the table (double click, F2 or a key), so the keyboard
    // reaches it as it reaches the texts.
    m_judgement = new ChoiceDelegate(kActionKindRole, m_actions);
    m_judgement->setChoices({{tr("a fix"), int(ops::ActionKind::Fix)},
                             {tr("a mitigation"), int(ops::ActionKind::Mitigation)},
                             {tr("no effect"), int(ops::ActionKind::NoEffect)},
                             {tr("harmful"), int(ops::ActionKind::Harmful)}});
    m_actions->setItemDelegateForColumn(ActionKindColumn, m_judgement);
    layout->addWidget(m_actions);
    return box;
}

void AuthoringPage::addHypothesisRow()
{
    const int row = m_hypotheses->rowCount();
    m_hypotheses->insertRow(row);
    m_hypotheses->setItem(row, HypothesisText, new QTableWidgetItem);
    auto* root = new QTableWidgetItem;
    root->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
    root->setCheckState(Qt::Unchecked);
    m_hypotheses->setItem(row, HypothesisRoot, root);
}

const ops::IncidentCatalogue* AuthoringPage::catalogue() const
{
    const std::string model = m_model->currentData().toString().toStdString();
    for (const ops::IncidentCatalogue& c : core::models::incidentCatalogues())
        if (c.model == model)
            return &c;
    return nullptr;
}

void AuthoringPage::showCatalogue()
{
    const ops::IncidentCatalogue* c = catalogue();
    if (!c)
        return;
    m_shippedWords = shippedWordsFor(c->model);
    const ops::IncidentDefinition& w = m_shippedWords;
    const auto title = [&](const auto* entry, const std::string& id) {
        ops::LocalText text;
        if (entry)
            text = entry->title;
        else
            text.byLanguage["en"] = id;
        return text;
    };

    m_words->setRowCount(0);
    const auto addWord = [&](int kind, const std::string& id, const ops::LocalText& text,
                             const QString& kindText) {
        const int row = m_words->rowCount();
        m_words->insertRow(row);
        auto* kindItem = new QTableWidgetItem(kindText);
        kindItem->setFlags(Qt::ItemIsEnabled);
        m_words->setItem(row, WordsKind, kindItem);
        auto* idItem = new QTableWidgetItem(QString::fromStdString(id));
        idItem->setFlags(Qt::ItemIsEnabled);
        idItem->setData(kIdRole, QString::fromStdString(id));
        idItem->setData(kWordKindRole, kind);
        m_words->setItem(row, WordsId, idItem);
        auto* titleItem = new QTableWidgetItem;
        setLocalText(titleItem, text);
        m_words->setItem(row, WordsTitle, titleItem);
        auto* key = new QTableWidgetItem;
        if (kind == 0) {
            key->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            const bool wasKey =
                std::find(w.keyFigures.begin(), w.keyFigures.end(), id) != w.keyFigures.end();
            key->setCheckState(wasKey || (w.keyFigures.empty() && row == 0) ? Qt::Checked
                                                                            : Qt::Unchecked);
        } else {
            key->setFlags(Qt::NoItemFlags);
        }
        m_words->setItem(row, WordsKey, key);
    };
    for (const std::string& id : c->figures)
        addWord(0, id, title(w.findFigure(id), id), tr("Figure"));
    for (const std::string& id : c->series)
        addWord(1, id, title(w.findSeries(id), id), tr("Series"));
    for (const std::string& id : c->thresholds)
        addWord(2, id, title(w.findThreshold(id), id), tr("Threshold line"));
    m_words->resizeRowsToContents();

    for (StageEditor& s : m_stages)
        for (EvidenceEditor& e : s.evidence)
            fillEvidenceLists(e);

    m_actions->setRowCount(0);
    for (const std::string& id : c->actions) {
        const ops::IncidentAction* shipped = w.findAction(id);
        const int row = m_actions->rowCount();
        m_actions->insertRow(row);
        auto* offer = new QTableWidgetItem(QString::fromStdString(id));
        offer->setData(kIdRole, QString::fromStdString(id));
        offer->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        offer->setCheckState(Qt::Unchecked);
        m_actions->setItem(row, ActionOffer, offer);
        const int judgement = int(shipped ? shipped->kind : ops::ActionKind::NoEffect);
        auto* kind = new QTableWidgetItem(m_judgement->textOf(judgement));
        kind->setData(kActionKindRole, judgement);
        kind->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
        kind->setToolTip(tr("Your judgement of %1: double-click or press F2 to change it")
                             .arg(QString::fromStdString(id)));
        m_actions->setItem(row, ActionKindColumn, kind);
        auto* text = new QTableWidgetItem;
        auto* explanation = new QTableWidgetItem;
        if (shipped) {
            setLocalText(text, shipped->text);
            setLocalText(explanation, shipped->explanation);
        }
        m_actions->setItem(row, ActionText, text);
        m_actions->setItem(row, ActionExplanation, explanation);
    }
    m_actions->resizeRowsToContents();
}

void AuthoringPage::followDashboard()
{
    if (!m_systemPinned)
        takeDashboardState();
}

void AuthoringPage::takeDashboardState()
{
    m_systemPinned = false;
    const core::cluster::ClusterSpec& spec = m_session.spec();
    std::vector<core::cluster::FaultSpec> faults = spec.faults;
    const std::size_t fromScenario = faults.size();
    for (const core::cluster::FaultSpec& fault : m_session.injectedFaults())
        faults.push_back(fault);
    const int gpus = m_session.twin().gpuCount();
    listSystem(m_session.scenario().model, spec, std::move(faults), fromScenario,
               tr("The cluster of the scenario “%1”: %2 racks, %3 servers, %4 GPUs, %5 "
                  "training jobs and %6 inference services.")
                   .arg(scenarioText(m_session.scenario().title))
                   .arg(spec.racks().size())
                   .arg(spec.serverCount())
                   .arg(gpus)
                   .arg(spec.jobs.size())
                   .arg(spec.services.size()),
               tr("the scenario's"));
}

void AuthoringPage::listSystem(const nlohmann::json& clusterModel,
                               const core::cluster::ClusterSpec& spec,
                               std::vector<core::cluster::FaultSpec> faults,
                               std::size_t fromScenario, const QString& description,
                               const QString& scenarioOrigin)
{
    m_clusterModel = clusterModel;
    m_faultSpecs = std::move(faults);
    m_cluster->setText(description);
    m_faults->clear();
    for (std::size_t i = 0; i < m_faultSpecs.size(); ++i) {
        const core::cluster::FaultSpec& f = m_faultSpecs[i];
        const QString where =
            f.target.empty() ? QString() : tr(" on %1").arg(QString::fromStdString(f.target));
        const QString origin = i < fromScenario ? scenarioOrigin : tr("injected");
        auto* item = new QListWidgetItem(
            tr("%1%2 at %3 (%4)")
                .arg(QString::fromStdString(f.kind), where, timeText(f.atS), origin),
            m_faults);
        item->setCheckState(Qt::Checked);
    }
    if (m_faultSpecs.empty())
        m_faults->addItem(tr("No fault yet: inject one on the dashboard, then take its state."));
    m_focus->clear();
    for (const core::cluster::TrainingJobSpec& job : spec.jobs)
        m_focus->addItem(tr("the job %1").arg(QString::fromStdString(job.name)),
                         QStringLiteral("job:") + QString::fromStdString(job.name));
    for (const core::cluster::ServiceSpec& service : spec.services)
        m_focus->addItem(tr("the service %1").arg(QString::fromStdString(service.name)),
                         QStringLiteral("service:") + QString::fromStdString(service.name));
}

bool AuthoringPage::showSystem(const ops::IncidentSystemSpec& system, const QString& source)
{
    core::cluster::ClusterSpec spec;
    try {
        spec = core::cluster::readClusterSpec(system.model, system.events);
    } catch (const std::exception&) {
        return false; // a damaged draft's cluster: the editor keeps the one it shows
    }
    std::vector<core::cluster::FaultSpec> faults = spec.faults;
    const std::size_t count = faults.size();
    listSystem(system.model, spec, std::move(faults), count,
               tr("The cluster of %1: %2 racks, %3 servers, %4 training jobs and %5 inference "
                  "services. “Take the dashboard's state again” replaces it.")
                   .arg(source)
                   .arg(spec.racks().size())
                   .arg(spec.serverCount())
                   .arg(spec.jobs.size())
                   .arg(spec.services.size()),
               tr("the incident's"));
    chooseFocus(system.focus);
    m_systemPinned = true;
    return true;
}

void AuthoringPage::chooseFocus(const ops::IncidentFocus& focus)
{
    const QString data = (focus.kind == ops::FocusKind::Service ? QStringLiteral("service:")
                                                                : QStringLiteral("job:")) +
                         QString::fromStdString(focus.name);
    const int index = m_focus->findData(data);
    if (index >= 0)
        m_focus->setCurrentIndex(index);
}

core::ops::IncidentSystemSpec AuthoringPage::system() const
{
    std::vector<core::cluster::FaultSpec> chosen;
    for (int i = 0; i < m_faults->count() && std::size_t(i) < m_faultSpecs.size(); ++i)
        if (m_faults->item(i)->checkState() == Qt::Checked)
            chosen.push_back(m_faultSpecs[std::size_t(i)]);
    IncidentFocus focus;
    const QString data = m_focus->currentData().toString();
    focus.kind = data.startsWith(QLatin1String("service:")) ? core::ops::FocusKind::Service
                                                            : core::ops::FocusKind::Job;
    focus.name = data.section(QLatin1Char(':'), 1).toStdString();
    return incidentSystem(m_clusterModel, chosen, focus);
}

std::vector<QObject*> AuthoringPage::textFields() const
{
    std::vector<QObject*> out{m_title, m_summary, m_hints, m_rootCause};
    for (const StageEditor& s : m_stages)
        for (const EvidenceEditor& e : s.evidence) {
            out.push_back(e.title);
            out.push_back(e.text);
        }
    return out;
}

std::vector<QTableWidgetItem*> AuthoringPage::textItems() const
{
    std::vector<QTableWidgetItem*> out;
    for (int row = 0; row < m_words->rowCount(); ++row)
        out.push_back(m_words->item(row, WordsTitle));
    for (int row = 0; row < m_hypotheses->rowCount(); ++row)
        out.push_back(m_hypotheses->item(row, HypothesisText));
    for (int row = 0; row < m_actions->rowCount(); ++row) {
        out.push_back(m_actions->item(row, ActionText));
        out.push_back(m_actions->item(row, ActionExplanation));
    }
    return out;
}

ops::LocalText AuthoringPage::localText(const QObject* field) const
{
    ops::LocalText text;
    for (const std::string& language : ops::incidentLanguages()) {
        const QString value = QString::fromStdString(language) == m_shownLanguage
                                  ? fieldText(field)
                                  : field->property(languageProperty(language)).toString();
        if (!value.trimmed().isEmpty())
            text.byLanguage[language] = value.trimmed().toStdString();
    }
    return text;
}

ops::LocalText AuthoringPage::localText(const QTableWidgetItem* item) const
{
    ops::LocalText text;
    for (const std::string& language : ops::incidentLanguages()) {
        const QString value = QString::fromStdString(language) == m_shownLanguage
                                  ? item->text()
                                  : item->data(languageRole(language)).toString();
        if (!value.trimmed().isEmpty())
            text.byLanguage[language] = value.trimmed().toStdString();
    }
    return text;
}

void AuthoringPage::setLocalText(QObject* field, const ops::LocalText& text)
{
    for (const std::string& language : ops::incidentLanguages()) {
        const auto it = text.byLanguage.find(language);
        const QString value =
            it == text.byLanguage.end() ? QString() : QString::fromStdString(it->second);
        if (QString::fromStdString(language) == m_shownLanguage)
            setFieldText(field, value);
        else
            field->setProperty(languageProperty(language), value);
    }
}

void AuthoringPage::setLocalText(QTableWidgetItem* item, const ops::LocalText& text)
{
    for (const std::string& language : ops::incidentLanguages()) {
        const auto it = text.byLanguage.find(language);
        const QString value =
            it == text.byLanguage.end() ? QString() : QString::fromStdString(it->second);
        if (QString::fromStdString(language) == m_shownLanguage)
            item->setText(value);
        else
            item->setData(languageRole(language), value);
    }
}

void AuthoringPage::setLanguage(const QString& language)
{
    if (language == m_shownLanguage)
        return;
    const std::string shown = m_shownLanguage.toStdString();
    const std::string next = language.toStdString();
    // Each field puts its text aside and shows the other language's.
    for (QObject* field : textFields()) {
        const QString aside = field->property(languageProperty(next)).toString();
        field->setProperty(languageProperty(shown), fieldText(field));
        setFieldText(field, aside);
    }
    for (QTableWidgetItem* item : textItems()) {
        const QString aside = item->data(languageRole(next)).toString();
        item->setData(languageRole(shown), item->text());
        item->setText(aside);
    }
    m_shownLanguage = language;
    const QSignalBlocker blocker(m_language);
    m_language->setCurrentIndex(m_language->findData(language));
}

std::vector<ops::LocalText> AuthoringPage::hintTexts() const
{
    // One hint a line in each language; the n-th lines of the languages are one hint.
    std::vector<ops::LocalText> hints;
    for (const std::string& language : ops::incidentLanguages()) {
        const QString all = QString::fromStdString(language) == m_shownLanguage
                                ? m_hints->toPlainText()
                                : m_hints->property(languageProperty(language)).toString();
        std::size_t n = 0;
        for (const QString& line : all.split(QLatin1Char('\n'))) {
            if (line.trimmed().isEmpty())
                continue;
            if (hints.size() <= n)
                hints.emplace_back();
            hints[n++].byLanguage[language] = line.trimmed().toStdString();
        }
    }
    return hints;
}

ops::IncidentDefinition AuthoringPage::definition() const
{
    ops::IncidentDefinition d;
    const ops::IncidentCatalogue* c = catalogue();
    d.id = m_id->text().trimmed().toStdString();
    d.model = c ? c->model : std::string();
    d.lab = c ? c->lab : std::string();
    d.title = localText(m_title);
    d.summary = localText(m_summary);

    // One evidence item a stage, named after its step; figures and series as checked.
    std::vector<std::string> usedFigures, usedSeries;
    const auto use = [](std::vector<std::string>& used, const std::string& id) {
        if (std::find(used.begin(), used.end(), id) == used.end())
            used.push_back(id);
    };
    for (std::size_t i = 0; i < m_stages.size(); ++i) {
        const StageEditor& s = m_stages[i];
        if (!s.box->isChecked())
            continue;
        ops::IncidentStage stage;
        stage.step = static_cast<ops::InvestigationStep>(i);
        for (const EvidenceEditor& editor : s.evidence) {
            ops::IncidentEvidence e;
            e.id = editor.id;
            e.title = localText(editor.title);
            e.text = localText(editor.text);
            for (int row = 0; row < editor.figures->count(); ++row)
                if (editor.figures->item(row)->checkState() == Qt::Checked)
                    e.figures.push_back(
                        editor.figures->item(row)->data(kIdRole).toString().toStdString());
            for (int row = 0; row < editor.series->count(); ++row)
                if (editor.series->item(row)->checkState() == Qt::Checked)
                    e.series.push_back(
                        editor.series->item(row)->data(kIdRole).toString().toStdString());
            // Evidence with nothing to show is left out; a stage left with none is refused
            // by core at its field.
            if (e.title.empty() && e.text.empty() && e.figures.empty() && e.series.empty())
                continue;
            for (const std::string& id : e.figures)
                use(usedFigures, id);
            for (const std::string& id : e.series)
                use(usedSeries, id);
            stage.evidence.push_back(e.id);
            d.evidence.push_back(std::move(e));
        }
        d.stages.push_back(std::move(stage));
    }

    for (int row = 0; row < m_words->rowCount(); ++row) {
        const QTableWidgetItem* idItem = m_words->item(row, WordsId);
        const std::string id = idItem->data(kIdRole).toString().toStdString();
        const int kind = idItem->data(kWordKindRole).toInt();
        if (kind == 0 && m_words->item(row, WordsKey)->checkState() == Qt::Checked) {
            d.keyFigures.push_back(id);
            use(usedFigures, id);
        }
    }
    // In an opened incident's order, then the others in the table's.
    const auto rank = [this](const std::string& id) {
        return std::find(m_keyOrder.begin(), m_keyOrder.end(), id) - m_keyOrder.begin();
    };
    std::stable_sort(d.keyFigures.begin(), d.keyFigures.end(),
                     [&](const std::string& a, const std::string& b) { return rank(a) < rank(b); });
    for (int row = 0; row < m_words->rowCount(); ++row) {
        const QTableWidgetItem* idItem = m_words->item(row, WordsId);
        const std::string id = idItem->data(kIdRole).toString().toStdString();
        const int kind = idItem->data(kWordKindRole).toInt();
        const ops::LocalText title = localText(m_words->item(row, WordsTitle));
        if (kind == 0 &&
            std::find(usedFigures.begin(), usedFigures.end(), id) != usedFigures.end()) {
            ops::IncidentFigureText f;
            f.id = id;
            f.title = title;
            if (const ops::IncidentFigureText* shipped = m_shippedWords.findFigure(id)) {
                f.explanation = shipped->explanation;
                f.style = shipped->style;
            }
            d.figures.push_back(std::move(f));
        } else if (kind == 1 &&
                   std::find(usedSeries.begin(), usedSeries.end(), id) != usedSeries.end()) {
            d.series.push_back({id, title});
        } else if (kind == 2 && !title.empty()) {
            d.thresholds.push_back({id, title});
        }
    }

    // An opened incident's hypotheses keep their ids; a new one takes the first free
    // "hypothesis-N".
    std::vector<std::string> hypothesisIds;
    for (int row = 0; row < m_hypotheses->rowCount(); ++row)
        hypothesisIds.push_back(
            m_hypotheses->item(row, HypothesisText)->data(kIdRole).toString().toStdString());
    for (std::size_t row = 0, n = 1; row < hypothesisIds.size(); ++row) {
        while (hypothesisIds[row].empty()) {
            const std::string id = "hypothesis-" + std::to_string(n++);
            if (std::find(hypothesisIds.begin(), hypothesisIds.end(), id) == hypothesisIds.end())
                hypothesisIds[row] = id;
        }
    }
    for (int row = 0; row < m_hypotheses->rowCount(); ++row) {
        const std::string& id = hypothesisIds[std::size_t(row)];
        d.hypotheses.push_back({id, localText(m_hypotheses->item(row, HypothesisText))});
        if (m_hypotheses->item(row, HypothesisRoot)->checkState() == Qt::Checked)
            d.rootCauses.push_back(id);
    }
    for (int row = 0; row < m_actions->rowCount(); ++row) {
        const QTableWidgetItem* offer = m_actions->item(row, ActionOffer);
        if (offer->checkState() != Qt::Checked)
            continue;
        ops::IncidentAction a;
        a.id = offer->data(kIdRole).toString().toStdString();
        a.kind = static_cast<ops::ActionKind>(m_actions->item(row, ActionKindColumn)->data(kActionKindRole).toInt());
        a.text = localText(m_actions->item(row, ActionText));
        a.explanation = localText(m_actions->item(row, ActionExplanation));
        d.actions.push_back(std::move(a));
    }
    const std::vector<ops::LocalText> hints = hintTexts();
    for (std::size_t i = 0; i < hints.size(); ++i)
        d.hints.push_back({"hint-" + std::to_string(i + 1), hints[i]});
    d.rootCauseExplanation = localText(m_rootCause);
    return d;
}

QByteArray AuthoringPage::fileText() const
{
    ops::IncidentDefinition d = definition();
    // An incident on the twin carries its own cluster; another lab's model takes none.
    const ops::IncidentCatalogue* c = catalogue();
    if (c && c->needsSystem)
        d.system = system();
    return QByteArray::fromStdString(ops::incidentFileText(d));
}

QString AuthoringPage::check()
{
    const std::string source = tr("the incident being made").toStdString();
    QString error;
    try {
        // The same reader `ailab-sim validate FILE` runs (core::models::loadIncidentFile).
        const ops::IncidentDefinition d =
            core::models::parseIncident(fileText().toStdString(), source);
        showMessage(tr("Valid: the incident %1 for the lab “%2” (model %3).")
                        .arg(QString::fromStdString(d.id), QString::fromStdString(d.lab),
                             QString::fromStdString(d.model)),
                    false);
        return {};
    } catch (const std::exception& e) {
        error = QString::fromStdString(e.what());
    }
    showMessage(tr("Refused: %1").arg(error), true);
    return error;
}

void AuthoringPage::showMessage(const QString& text, bool error)
{
    m_message->setText(text);
    m_message->setProperty("error", error);
    QFont font = m_message->font();
    font.setBold(error);
    m_message->setFont(font);
}

bool AuthoringPage::saveTo(const QString& path)
{
    if (!check().isEmpty())
        return false;
    QString error;
    if (!atomic_save::saveBytes(path, fileText(), &error)) {
        showMessage(error, true);
        return false;
    }
    showMessage(tr("Saved as %1. Check it with: ailab-sim validate %1").arg(path), false);
    return true;
}

void AuthoringPage::chooseSaveFile()
{
    const QString id = m_id->text().trimmed().toLower();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the incident file"), id.isEmpty() ? QString() : id + QStringLiteral(".json"),
        tr("Incident files (*.json)"));
    if (!path.isEmpty())
        saveTo(path);
}

bool AuthoringPage::play()
{
    if (!check().isEmpty())
        return false;
    emit playRequested(fileText(), tr("the incident editor"));
    return true;
}

QString AuthoringPage::pageSummary() const
{
    return tr("Make an incident file from the dashboard's cluster and faults: the evidence of "
              "each stage, the hypotheses, the responses and the answer.");
}

void AuthoringPage::resetToDefaults()
{
    setLanguage(QStringLiteral("en"));
    for (QObject* field : textFields()) {
        setFieldText(field, QString());
        for (const std::string& language : ops::incidentLanguages())
            field->setProperty(languageProperty(language), QVariant());
    }
    m_id->clear();
    m_keyOrder.clear();
    for (std::size_t i = 0; i < m_stages.size(); ++i) {
        m_stages[i].box->setChecked(true);
        clearEvidence(int(i));
        appendEvidence(int(i), unusedEvidenceId(int(i)));
    }
    m_hypotheses->setRowCount(0);
    addHypothesisRow();
    addHypothesisRow();
    showCatalogue();
    takeDashboardState();
    m_message->clear();
}

void AuthoringPage::showDefinition(const ops::IncidentDefinition& d)
{
    // The model first: its catalogue gives the lists and tables the rest fills.
    {
        const QSignalBlocker blocker(m_model);
        const int model = m_model->findData(QString::fromStdString(d.model));
        if (model >= 0)
            m_model->setCurrentIndex(model);
    }
    showCatalogue();
    // The file's own words of its figures (explanation, style) before the shipped ones.
    for (const ops::IncidentFigureText& f : d.figures) {
        auto& words = m_shippedWords.figures;
        const auto it = std::find_if(words.begin(), words.end(),
                                     [&](const ops::IncidentFigureText& w) { return w.id == f.id; });
        if (it == words.end())
            words.push_back(f);
        else
            *it = f;
    }
    m_keyOrder = d.keyFigures;
    m_id->setText(QString::fromStdString(d.id));
    setLocalText(m_title, d.title);
    setLocalText(m_summary, d.summary);

    for (std::size_t i = 0; i < m_stages.size(); ++i) {
        const int step = int(i);
        clearEvidence(step);
        const auto stage = std::find_if(d.stages.begin(), d.stages.end(),
                                        [&](const ops::IncidentStage& st) {
                                            return st.step == ops::InvestigationStep(step);
                                        });
        m_stages[i].box->setChecked(stage != d.stages.end());
        if (stage != d.stages.end()) {
            for (const std::string& id : stage->evidence) {
                const ops::IncidentEvidence* e = d.findEvidence(id);
                if (!e)
                    continue;
                EvidenceEditor& editor = appendEvidence(step, id.empty() ? unusedEvidenceId(step) : id);
                setLocalText(editor.title, e->title);
                setLocalText(editor.text, e->text);
                // Checked, and first in the file's order: the evidence shows them so.
                const auto check = [](QListWidget* list, const std::vector<std::string>& ids) {
                    int next = 0;
                    for (const std::string& id : ids) {
                        for (int row = next; row < list->count(); ++row) {
                            if (list->item(row)->data(kIdRole).toString().toStdString() != id)
                                continue;
                            QListWidgetItem* item = list->takeItem(row);
                            item->setCheckState(Qt::Checked);
                            list->insertItem(next++, item);
                            break;
                        }
                    }
                };
                check(editor.figures, e->figures);
                check(editor.series, e->series);
            }
        }
        if (m_stages[i].evidence.empty())
            appendEvidence(step, unusedEvidenceId(step));
    }

    for (int row = 0; row < m_words->rowCount(); ++row) {
        const QTableWidgetItem* idItem = m_words->item(row, WordsId);
        const std::string id = idItem->data(kIdRole).toString().toStdString();
        const int kind = idItem->data(kWordKindRole).toInt();
        const ops::LocalText* title = nullptr;
        if (kind == 0) {
            if (const ops::IncidentFigureText* f = d.findFigure(id))
                title = &f->title;
            const bool key =
                std::find(d.keyFigures.begin(), d.keyFigures.end(), id) != d.keyFigures.end();
            m_words->item(row, WordsKey)->setCheckState(key ? Qt::Checked : Qt::Unchecked);
        } else if (const ops::IncidentLabel* label =
                       kind == 1 ? d.findSeries(id) : d.findThreshold(id)) {
            title = &label->title;
        }
        if (title && !title->empty())
            setLocalText(m_words->item(row, WordsTitle), *title);
    }
    m_words->resizeRowsToContents();

    m_hypotheses->setRowCount(0);
    for (const ops::IncidentHypothesis& h : d.hypotheses) {
        addHypothesisRow();
        const int row = m_hypotheses->rowCount() - 1;
        setLocalText(m_hypotheses->item(row, HypothesisText), h.text);
        m_hypotheses->item(row, HypothesisText)->setData(kIdRole, QString::fromStdString(h.id));
        const bool root =
            std::find(d.rootCauses.begin(), d.rootCauses.end(), h.id) != d.rootCauses.end();
        m_hypotheses->item(row, HypothesisRoot)->setCheckState(root ? Qt::Checked : Qt::Unchecked);
    }
    while (m_hypotheses->rowCount() < 2)
        addHypothesisRow();
    m_hypotheses->resizeRowsToContents();

    for (int row = 0; row < m_actions->rowCount(); ++row) {
        QTableWidgetItem* offer = m_actions->item(row, ActionOffer);
        const ops::IncidentAction* a = d.findAction(offer->data(kIdRole).toString().toStdString());
        offer->setCheckState(a ? Qt::Checked : Qt::Unchecked);
        if (!a)
            continue;
        QTableWidgetItem* kind = m_actions->item(row, ActionKindColumn);
        kind->setData(kActionKindRole, int(a->kind));
        kind->setText(m_judgement->textOf(int(a->kind)));
        setLocalText(m_actions->item(row, ActionText), a->text);
        setLocalText(m_actions->item(row, ActionExplanation), a->explanation);
    }
    m_actions->resizeRowsToContents();

    // The hints one a line in each language, as the field takes them.
    ops::LocalText hints;
    for (const ops::IncidentHint& h : d.hints)
        for (const auto& [language, text] : h.text.byLanguage) {
            std::string& all = hints.byLanguage[language];
            all += (all.empty() ? "" : "\n") + text;
        }
    setLocalText(m_hints, hints);
    setLocalText(m_rootCause, d.rootCauseExplanation);

    if (d.system)
        showSystem(*d.system, tr("the incident %1").arg(QString::fromStdString(d.id)));
}

bool AuthoringPage::openDocument(const QByteArray& document, const QString& source)
{
    std::shared_ptr<const ops::IncidentDefinition> d;
    try {
        d = IncidentLibrary::read(document, source);
    } catch (const std::exception& e) {
        showMessage(tr("Not opened: %1").arg(QString::fromStdString(e.what())), true);
        return false;
    }
    showDefinition(*d);
    showMessage(tr("Opened the incident %1 from %2. Saving writes a new file; the original is "
                   "not changed.")
                    .arg(QString::fromStdString(d->id), source),
                false);
    return true;
}

bool AuthoringPage::openFile(const QString& path)
{
    QByteArray document;
    try {
        document = IncidentLibrary::readFile(path);
    } catch (const std::exception& e) {
        showMessage(tr("Not opened: %1").arg(QString::fromStdString(e.what())), true);
        return false;
    }
    return openDocument(document, path);
}

void AuthoringPage::openShipped()
{
    const QString source = m_shipped->currentData().toString();
    if (source.isEmpty())
        return;
    QFile file(source);
    if (!file.open(QIODevice::ReadOnly))
        return;
    openDocument(file.read(qint64(ops::kMaxIncidentBytes) + 1), m_shipped->currentText());
}

void AuthoringPage::chooseOpenFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open an incident file"), QString(),
                                                      tr("Incident files (*.json)"));
    if (!path.isEmpty())
        openFile(path);
}

QJsonObject AuthoringPage::saveState() const
{
    ops::IncidentDefinition d = definition();
    const ops::IncidentCatalogue* c = catalogue();
    if (c && c->needsSystem)
        d.system = system();
    QJsonObject state;
    state.insert(QStringLiteral("draft"),
                 QJsonDocument::fromJson(QByteArray::fromStdString(ops::incidentToJson(d).dump()))
                     .object());
    state.insert(QStringLiteral("language"), m_shownLanguage);
    state.insert(QStringLiteral("followsDashboard"), !m_systemPinned);
    return state;
}

void AuthoringPage::restoreState(const QJsonObject& state)
{
    resetToDefaults();
    // The draft is read leniently: an unfinished incident comes back as far as it goes.
    const nlohmann::json draft = nlohmann::json::parse(
        QJsonDocument(state.value(QStringLiteral("draft")).toObject()).toJson().toStdString(),
        nullptr, false);
    ops::IncidentDefinition d = ops::incidentDraftFromJson(draft);
    const bool follows = state.value(QStringLiteral("followsDashboard")).toBool(true);
    std::optional<ops::IncidentSystemSpec> system = std::move(d.system);
    d.system.reset();
    showDefinition(d);
    if (system && !follows) {
        showSystem(*system, tr("your draft"));
    } else if (system) {
        // The dashboard's faults, chosen as the draft chose them.
        for (int i = 0; i < m_faults->count() && std::size_t(i) < m_faultSpecs.size(); ++i) {
            const nlohmann::json event = faultEvent(m_faultSpecs[std::size_t(i)]);
            const bool chosen = std::find(system->events.begin(), system->events.end(), event) !=
                                system->events.end();
            m_faults->item(i)->setCheckState(chosen ? Qt::Checked : Qt::Unchecked);
        }
        chooseFocus(system->focus);
    }
    const QString language = state.value(QStringLiteral("language")).toString();
    if (language == QLatin1String("en") || language == QLatin1String("de"))
        setLanguage(language);
}

} // namespace ailab::labs::operations
