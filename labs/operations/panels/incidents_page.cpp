#include "labs/operations/panels/incidents_page.h"

#include "core/error.h"
#include "core/models/incident_registry.h"
#include "labs/common/incident/defined_incident_texts.h"
#include "labs/common/incident/incident_lab_page.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/palette.h"
#include "labs/common/widgets/wrapped_label.h"
#include "labs/operations/views/incident_library.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <fmt/format.h>

namespace ailab::labs::operations {

namespace {
const QString kIncident = QStringLiteral("incident");
const QString kProgress = QStringLiteral("progress");
const QString kOpened = QStringLiteral("opened");
const QString kSteps = QStringLiteral("steps");

// A saved walk's steps, and whether it reached its end.
QJsonArray stepsOf(const QJsonObject& progress)
{
    return progress.value(kSteps).toArray();
}
} // namespace

QString IncidentsPage::defaultFolder()
{
    return QStringLiteral(":/labs/operations/incidents");
}

IncidentsPage::IncidentsPage(const QString& folder, QWidget* parent)
    : LabPage(parent)
    , m_library(std::make_unique<IncidentLibrary>(folder))
{
    buildList();

    m_incidentView = new QWidget(this);
    m_back = new QPushButton(tr("All incidents"), m_incidentView);
    m_back->setAccessibleName(tr("Back to the list of incidents"));
    connect(m_back, &QPushButton::clicked, this, &IncidentsPage::showList);
    m_heading = wrappedLabel(m_incidentView);
    auto* top = new QHBoxLayout;
    top->addWidget(m_back);
    top->addWidget(m_heading, 1);
    auto* incidentLayout = new QVBoxLayout(m_incidentView);
    incidentLayout->setContentsMargins(0, 0, 0, 0);
    incidentLayout->addLayout(top);

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(m_listView);
    m_stack->addWidget(m_incidentView);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    refreshList();
}

IncidentsPage::~IncidentsPage() = default;

void IncidentsPage::buildList()
{
    m_listView = new QWidget(this);
    auto* intro = wrappedLabel(m_listView);
    intro->setText(tr("Each incident is a fault in the cluster twin. Investigate it stage by "
                      "stage as the course's method goes: define the symptom, establish the "
                      "scope, correlate telemetry, form a testable hypothesis, validate and "
                      "remediate. Choose an incident to open it where you left it."));
    m_list = new QListWidget(m_listView);
    m_list->setAccessibleName(tr("Incidents"));
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    const auto open = [this](QListWidgetItem* item) {
        if (item)
            openIncident(item->data(Qt::UserRole).toString());
    };
    connect(m_list, &QListWidget::itemClicked, this, open);
    connect(m_list, &QListWidget::itemActivated, this, open);
    m_openFile = new QPushButton(tr("Open incident file…"), m_listView);
    m_openFile->setAccessibleName(tr("Open an incident file from disk"));
    connect(m_openFile, &QPushButton::clicked, this, &IncidentsPage::chooseFile);
    m_message = wrappedLabel(m_listView);
    m_message->setVisible(false);
    auto* buttons = new FlowLayout;
    buttons->addWidget(m_openFile);
    auto* layout = new QVBoxLayout(m_listView);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(intro);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    layout->addWidget(m_list, 1);
}

void IncidentsPage::refreshList()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    const std::string language = DefinedIncidentTexts::language();
    for (const IncidentLibrary::Entry& entry : m_library->entries()) {
        const QJsonArray steps = stepsOf(progressOf(entry.id));
        const bool ended = std::any_of(steps.begin(), steps.end(), [](const QJsonValue& s) {
            return s.toObject().value(QStringLiteral("step")).toString() == QLatin1String("end");
        });
        const QString progress =
            ended             ? tr("Investigation ended")
            : steps.isEmpty() ? tr("Not started")
                              : tr("In progress: %n step(s) taken", nullptr, int(steps.size()));
        const QString origin =
            entry.document.isEmpty() ? QString() : tr(" (opened from %1)").arg(entry.source);
        auto* item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, entry.id);
        item->setText(
            QStringLiteral("%1 · %2%3\n%4\n%5")
                .arg(entry.id, QString::fromStdString(entry.definition->title.in(language)), origin,
                     QString::fromStdString(entry.definition->summary.in(language)), progress));
        item->setToolTip(QString::fromStdString(entry.definition->summary.in(language)));
    }
    if (m_library->entries().empty() && m_error.isEmpty()) {
        m_message->setText(tr("The lab ships no incident in this version. Open an incident "
                              "file, or make one on the authoring page."));
        m_message->setVisible(true);
    } else if (m_error.isEmpty()) {
        m_message->setVisible(false);
    }
}

void IncidentsPage::showError(const QString& error)
{
    m_error = error;
    if (error.isEmpty()) {
        m_message->clear();
        m_message->setVisible(false);
        return;
    }
    m_message->setText(tr("The incident file was refused: %1").arg(error));
    m_message->setVisible(true);
}

QJsonObject IncidentsPage::progressOf(const QString& id) const
{
    if (id == m_current && m_incident && !m_current.isEmpty())
        return m_incident->saveState();
    return m_progress.value(id).toObject();
}

void IncidentsPage::keepProgress()
{
    if (!m_incident || m_current.isEmpty())
        return;
    const QJsonObject state = m_incident->saveState();
    if (stepsOf(state).isEmpty())
        m_progress.remove(m_current);
    else
        m_progress.insert(m_current, state);
}

bool IncidentsPage::openIncident(const QString& id)
{
    const IncidentLibrary::Entry* entry = m_library->find(id);
    if (!entry)
        return false;
    std::shared_ptr<const core::ops::DefinedIncident> incident;
    try {
        incident = core::models::makeIncident(*entry->definition);
    } catch (const std::exception& e) {
        showError(QString::fromStdString(e.what()));
        return false;
    }
    keepProgress();
    if (!m_incident) {
        m_incident = new IncidentLabPage(std::move(incident), m_incidentView);
        m_incident->setPresenterMode(m_presenter);
        m_incident->setActivityProgress(m_activityProgress, m_progressLab);
        m_incidentView->layout()->addWidget(m_incident);
        connect(m_incident, &IncidentLabPage::changed, this, &IncidentsPage::changed);
    } else {
        m_incident->setIncident(std::move(incident));
    }
    m_current = id;
    try {
        // setIncident started afresh; only a walk left earlier is replayed.
        if (m_progress.contains(id))
            m_incident->restoreState(m_progress.value(id).toObject());
        showError({});
    } catch (const core::Error& e) {
        // The saved walk does not fit this version of the incident: a fresh start.
        m_progress.remove(id);
        m_incident->resetToDefaults();
        showError(QString::fromStdString(e.message()));
    }
    // The panel's header names the incident; here only where a file opened from disk is.
    m_heading->setText(entry->document.isEmpty() ? QString()
                                                 : tr("Opened from %1").arg(entry->source));
    m_stack->setCurrentWidget(m_incidentView);
    return true;
}

void IncidentsPage::showList()
{
    keepProgress();
    m_current.clear();
    refreshList();
    m_stack->setCurrentWidget(m_listView);
}

void IncidentsPage::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open an incident file"), QString(),
                                                      tr("Incident files (*.json)"));
    if (!path.isEmpty() && openFile(path))
        emit changed();
}

bool IncidentsPage::openFile(const QString& path)
{
    QByteArray document;
    try {
        document = IncidentLibrary::readFile(path);
    } catch (const std::exception& e) {
        showError(QString::fromStdString(e.what()));
        return false;
    }
    return openDocument(document, path);
}

bool IncidentsPage::openDocument(const QByteArray& document, const QString& source)
{
    QString id;
    try {
        id = m_library->add(document, source);
    } catch (const std::exception& e) {
        showError(QString::fromStdString(e.what()));
        return false;
    }
    // A new version of an incident starts afresh.
    if (id == m_current)
        m_current.clear();
    m_progress.remove(id);
    showError({});
    refreshList();
    return openIncident(id);
}

QJsonObject IncidentsPage::saveState() const
{
    QJsonObject progress = m_progress;
    if (m_incident && !m_current.isEmpty()) {
        const QJsonObject current = m_incident->saveState();
        if (stepsOf(current).isEmpty())
            progress.remove(m_current);
        else
            progress.insert(m_current, current);
    }
    QJsonObject state;
    if (!m_current.isEmpty())
        state.insert(kIncident, m_current);
    if (!progress.isEmpty())
        state.insert(kProgress, progress);
    QJsonArray opened;
    for (const QByteArray& document : m_library->openedDocuments())
        opened.append(QJsonDocument::fromJson(document).object());
    if (!opened.isEmpty())
        state.insert(kOpened, opened);
    return state;
}

void IncidentsPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it)
        if (it.key() != kIncident && it.key() != kProgress && it.key() != kOpened)
            throw core::Error("unknown field; expected one of incident, progress, opened",
                              "/" + it.key().toStdString());
    // The opened documents, each read as strictly as a file.
    IncidentLibrary library = *m_library;
    library.clearOpened();
    const QJsonValue opened = state.value(kOpened);
    if (!opened.isUndefined() && !opened.isArray())
        throw core::Error("expected a list of incident documents", "/opened");
    const QJsonArray documents = opened.toArray();
    for (qsizetype i = 0; i < documents.size(); ++i) {
        const std::string pointer = fmt::format("/opened/{}", i);
        if (!documents[i].isObject())
            throw core::Error("expected an incident document", pointer);
        try {
            library.add(QJsonDocument(documents[i].toObject()).toJson(QJsonDocument::Indented),
                        tr("the saved incident %1").arg(i));
        } catch (const core::Error& e) {
            throw core::Error(e.message(), pointer + e.path());
        }
    }
    const QJsonValue progress = state.value(kProgress);
    if (!progress.isUndefined() && !progress.isObject())
        throw core::Error("expected an object of each incident's progress", "/progress");
    const QJsonObject walks = progress.toObject();
    for (auto it = walks.begin(); it != walks.end(); ++it) {
        const std::string pointer = "/progress/" + it.key().toStdString();
        if (!library.find(it.key()))
            throw core::Error("no incident has this id", pointer);
        if (!it.value().isObject() || !it.value().toObject().value(kSteps).isArray())
            throw core::Error("expected the incident page's state with its steps", pointer);
    }
    const QJsonValue incident = state.value(kIncident);
    if (!incident.isUndefined() && (!incident.isString() || !library.find(incident.toString())))
        throw core::Error("no incident has this id", "/incident");

    // Everything read: apply it. A walk the incident page still refuses (its steps do not fit
    // the model) puts the page back as it was.
    const QJsonObject before = saveState();
    const IncidentLibrary libraryBefore = *m_library;
    *m_library = std::move(library);
    m_progress = walks;
    m_current.clear();
    showError({});
    try {
        if (incident.isString()) {
            const QString id = incident.toString();
            const IncidentLibrary::Entry* entry = m_library->find(id);
            auto model = core::models::makeIncident(*entry->definition);
            if (!m_incident) {
                m_incident = new IncidentLabPage(std::move(model), m_incidentView);
                m_incident->setPresenterMode(m_presenter);
                m_incident->setActivityProgress(m_activityProgress, m_progressLab);
        m_incident->setActivityProgress(m_activityProgress, m_progressLab);
                m_incidentView->layout()->addWidget(m_incident);
                connect(m_incident, &IncidentLabPage::changed, this, &IncidentsPage::changed);
            } else {
                m_incident->setIncident(std::move(model));
            }
            if (walks.contains(id)) // throws, naming the step
                m_incident->restoreState(walks.value(id).toObject());
            m_current = id;
            m_heading->setText(entry->document.isEmpty() ? QString()
                                                         : tr("Opened from %1").arg(entry->source));
            m_stack->setCurrentWidget(m_incidentView);
        } else {
            m_stack->setCurrentWidget(m_listView);
        }
    } catch (const core::Error& e) {
        *m_library = libraryBefore;
        m_progress = before.value(kProgress).toObject();
        const QString previous = before.value(kIncident).toString();
        m_current.clear();
        if (previous.isEmpty() || !openIncident(previous))
            m_stack->setCurrentWidget(m_listView);
        refreshList();
        throw core::Error(e.message(), "/progress/" + incident.toString().toStdString() + e.path());
    }
    refreshList();
}

void IncidentsPage::resetToDefaults()
{
    m_library->clearOpened();
    m_progress = QJsonObject();
    m_current.clear();
    if (m_incident)
        m_incident->resetToDefaults();
    showError({});
    refreshList();
    m_stack->setCurrentWidget(m_listView);
}

void IncidentsPage::setPresenterMode(bool on)
{
    m_presenter = on;
    if (m_incident)
        m_incident->setPresenterMode(on);
}

QString IncidentsPage::pageSummary() const
{
    return tr("Incidents on the cluster twin: choose one and investigate it from the twin's "
              "own telemetry, stage by stage, up to its debrief.");
}

void IncidentsPage::setActivityProgress(ActivityProgress* progress, const QString& labId)
{
    m_activityProgress = progress;
    m_progressLab = labId;
    if (m_incident)
        m_incident->setActivityProgress(progress, labId);
}

} // namespace ailab::labs::operations
