#include "labs/operations/panels/authoring_page.h"

#include "core/cluster/cluster_spec.h"
#include "core/cluster/cluster_twin.h"
#include "core/error.h"
#include "core/models/incident_registry.h"
#include "core/models/operations/operations_scenario.h"
#include "core/ops/incident_writer.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/files/atomic_save.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/widgets/choice_delegate.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/operations/operations_session.h"
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
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

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
    connect(&m_session, &LabSession::rebuilt, this, &AuthoringPage::takeDashboardState);
    connect(&m_session, &OperationsSession::faultsChanged, this,
            &AuthoringPage::takeDashboardState);
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
        s.title = new QLineEdit(s.box);
        s.title->setPlaceholderText(tr("Title of the evidence"));
        s.title->setAccessibleName(tr("Title of the evidence of step %1").arg(i + 1));
        form->addWidget(s.title);
        s.text = textBox(s.box, 2);
        s.text->setPlaceholderText(tr("What the learner reads about it"));
        s.text->setAccessibleName(tr("Text of the evidence of step %1").arg(i + 1));
        form->addWidget(s.text);
        form->addWidget(wrapped(tr("Figures shown:"), s.box));
        s.figures = checkList(s.box, tr("Figures of step %1").arg(i + 1), 4);
        form->addWidget(s.figures);
        form->addWidget(wrapped(tr("Series charted:"), s.box));
        s.series = checkList(s.box, tr("Series of step %1").arg(i + 1), 3);
        form->addWidget(s.series);
        layout->addWidget(s.box);
    }
    return box;
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

    for (StageEditor& s : m_stages) {
        s.figures->clear();
        s.series->clear();
        // Each as a shipped incident words it, with its id (what the words table lists).
        const auto named = [&](const auto* entry, const std::string& id) {
            const QString qid = QString::fromStdString(id);
            if (!entry)
                return qid;
            return QStringLiteral("%1 (%2)").arg(
                QString::fromStdString(entry->title.in(m_shownLanguage.toStdString())), qid);
        };
        for (const std::string& id : c->figures) {
            auto* item = new QListWidgetItem(named(w.findFigure(id), id), s.figures);
            item->setData(kIdRole, QString::fromStdString(id));
            item->setCheckState(Qt::Unchecked);
        }
        for (const std::string& id : c->series) {
            auto* item = new QListWidgetItem(named(w.findSeries(id), id), s.series);
            item->setData(kIdRole, QString::fromStdString(id));
            item->setCheckState(Qt::Unchecked);
        }
    }

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

void AuthoringPage::takeDashboardState()
{
    const core::cluster::ClusterSpec& spec = m_session.spec();
    m_clusterModel = m_session.scenario().model;
    m_faultSpecs = spec.faults;
    const std::size_t fromScenario = m_faultSpecs.size();
    for (const core::cluster::FaultSpec& fault : m_session.injectedFaults())
        m_faultSpecs.push_back(fault);

    const int gpus = m_session.twin().gpuCount();
    m_cluster->setText(tr("The cluster of the scenario “%1”: %2 racks, %3 servers, %4 GPUs, %5 "
                          "training jobs and %6 inference services.")
                           .arg(scenarioText(m_session.scenario().title))
                           .arg(spec.racks().size())
                           .arg(spec.serverCount())
                           .arg(gpus)
                           .arg(spec.jobs.size())
                           .arg(spec.services.size()));
    m_faults->clear();
    for (std::size_t i = 0; i < m_faultSpecs.size(); ++i) {
        const core::cluster::FaultSpec& f = m_faultSpecs[i];
        const QString where =
            f.target.empty() ? QString() : tr(" on %1").arg(QString::fromStdString(f.target));
        const QString origin = i < fromScenario ? tr("the scenario's") : tr("injected");
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
    for (const StageEditor& s : m_stages) {
        out.push_back(s.title);
        out.push_back(s.text);
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
        ops::IncidentEvidence e;
        e.id = ops::investigationStepNames()[i];
        e.title = localText(s.title);
        e.text = localText(s.text);
        for (int row = 0; row < s.figures->count(); ++row)
            if (s.figures->item(row)->checkState() == Qt::Checked)
                e.figures.push_back(s.figures->item(row)->data(kIdRole).toString().toStdString());
        for (int row = 0; row < s.series->count(); ++row)
            if (s.series->item(row)->checkState() == Qt::Checked)
                e.series.push_back(s.series->item(row)->data(kIdRole).toString().toStdString());
        // A stage with nothing to show reveals no evidence, and core refuses it at its field.
        if (!e.title.empty() || !e.text.empty() || !e.figures.empty() || !e.series.empty()) {
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

    for (int row = 0; row < m_hypotheses->rowCount(); ++row) {
        const std::string id = "hypothesis-" + std::to_string(row + 1);
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
    for (StageEditor& s : m_stages)
        s.box->setChecked(true);
    m_hypotheses->setRowCount(0);
    addHypothesisRow();
    addHypothesisRow();
    showCatalogue();
    takeDashboardState();
    m_message->clear();
}

} // namespace ailab::labs::operations
