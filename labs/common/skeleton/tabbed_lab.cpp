#include "labs/common/skeleton/tabbed_lab.h"

#include "core/error.h"
#include "core/models/model_registry.h"
#include "labs/common/activity/activity_pane.h"
#include "labs/common/skeleton/lab_page.h"
#include "labs/common/skeleton/lab_session.h"
#include "labs/common/skeleton/lab_workspace.h"
#include "labs/common/skeleton/saved_state.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/skeleton/sim_driver.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTabWidget>
#include <QToolButton>
#include <spdlog/spdlog.h>
#include <stdexcept>

namespace ailab::labs {

namespace {
// Whether the activity pane is open, the same for every lab, kept across sessions.
const QString kActivityPaneOpen = QStringLiteral("activities/paneOpen");
} // namespace

TabbedLab::TabbedLab(std::unique_ptr<LabSession> session, QStringList modeIds)
    : m_session(std::move(session))
    , m_modeIds(std::move(modeIds))
    , m_mode(m_modeIds.value(0))
{
    // The session starts from its model's defaults; the first preset adds its title and
    // description. A shipped preset that does not load is a build defect, not the user's.
    try {
        m_session->setScenario(readPreset(presets().value(0)));
    } catch (const core::Error& e) {
        spdlog::error("lab {}: the first preset does not load: {}", m_session->labId(), e.what());
    }
}

TabbedLab::~TabbedLab()
{
    delete m_workspace.data(); // the pages refer to the session
}

QWidget* TabbedLab::createWorkspace(LabContext& context, QWidget* parent)
{
    if (m_workspace)
        return m_workspace;
    m_workspace = new LabWorkspace(parent);
    createPages(context);
    if (m_pages.size() != std::size_t(m_modeIds.size()))
        throw std::logic_error("lab " + m_session->labId() + " added " +
                               std::to_string(m_pages.size()) + " pages for " +
                               std::to_string(m_modeIds.size()) + " modes");

    QObject::connect(tabs(), &QTabWidget::currentChanged, m_workspace, [this](int index) {
        if (index >= 0 && index < m_modeIds.size())
            m_mode = m_modeIds.at(index);
        updateHeader(); // the header describes what the page shows
    });
    QObject::connect(m_session.get(), &LabSession::rebuilt, m_workspace,
                     [this] { updateHeader(); });
    // Reset gives back the start state of every page (the session rebuilds itself first).
    QObject::connect(m_session->driver(), &SimDriver::resetRequested, m_workspace,
                     [this] { resetPages(); });
    setMode(m_mode);
    const QJsonObject pending = m_pendingPages;
    const double restoredTime = m_session->now(); // a page that restarts the run replays it
    try {
        restorePages(pending);
        m_session->driver()->seek(restoredTime);
    } catch (const core::Error& e) {
        // A state restored before the pages existed could not be checked against them.
        spdlog::warn("lab {}: a page refused its saved state ({}); it starts fresh",
                     m_session->labId(), e.what());
        resetPages();
    }
    setPresenterMode(m_presenter || context.presenterMode());
    createActivityPane(context);
    for (LabPage* page : m_pages)
        page->setActivityProgress(context.activityProgress(),
                                  QString::fromStdString(m_session->labId()));
    workspaceCreated();
    updateHeader();
    return m_workspace;
}

void TabbedLab::createActivityPane(LabContext& context)
{
    ActivityHost host;
    host.loadStart = [this](const core::scenario::Scenario& start) { loadScenario(start); };
    host.editedScenario = [this] { return editedScenario(); };
    host.applyControls = [this](const core::classroom::Activity& activity) {
        m_controlLocks.apply(m_workspace, activity.lockedControls, activity.hiddenControls);
    };
    m_activityPane = new ActivityPane(QString::fromStdString(m_session->labId()), std::move(host),
                                      context.activityProgress(), m_workspace);
    m_workspace->setSidePane(m_activityPane, tr("Activities"));
    m_workspace->sidePaneToggle()->setToolTip(
        tr("Show or hide the activities: tasks about this lab that its model checks"));
    m_workspace->setSidePaneOpen(QSettings().value(kActivityPaneOpen, false).toBool());
    QObject::connect(m_workspace->sidePaneToggle(), &QToolButton::toggled, m_workspace,
                     [](bool open) { QSettings().setValue(kActivityPaneOpen, open); });
}

bool TabbedLab::openActivityFile(const QString& path)
{
    if (!m_activityPane)
        return false;
    // Shown either way: a refused file's reason is in the pane.
    m_workspace->setSidePaneOpen(true);
    return m_activityPane->openActivityFile(path);
}

void TabbedLab::addPage(LabPage* page, const QString& title)
{
    const std::size_t index = m_pages.size();
    if (index >= std::size_t(m_modeIds.size()))
        throw std::logic_error("lab " + m_session->labId() + " has more pages than modes");
    page->setPageIdentity(m_modeIds.at(qsizetype(index)), title);
    m_pages.push_back(page);
    tabs()->addTab(page, title);
}

QTabWidget* TabbedLab::tabs() const
{
    return m_workspace ? m_workspace->tabs() : nullptr;
}

SimDriver* TabbedLab::driver()
{
    return m_session->driver();
}

QStringList TabbedLab::presets() const
{
    if (m_presets.isEmpty()) {
        // The lab's CMakeLists.txt lists its presets in menu order (ailab_add_lab).
        const QString id = QString::fromStdString(m_session->labId());
        QFile order(QStringLiteral(":/labs/%1/presets").arg(id));
        if (order.open(QIODevice::ReadOnly | QIODevice::Text)) {
            for (const QByteArray& line : order.readAll().split('\n')) {
                if (!line.trimmed().isEmpty())
                    m_presets << QStringLiteral(":/labs/%1/scenarios/%2.json")
                                     .arg(id, QString::fromUtf8(line.trimmed()));
            }
        }
    }
    return m_presets;
}

core::scenario::Scenario TabbedLab::readPreset(const QString& resourcePath)
{
    return readPresetResource(resourcePath, core::models::modelRegistry());
}

QString TabbedLab::presetTitle(const QString& resourcePath)
{
    QFile file(resourcePath);
    if (file.open(QIODevice::ReadOnly)) {
        const QString title = QJsonDocument::fromJson(file.readAll())
                                  .object()
                                  .value(QStringLiteral("title"))
                                  .toString();
        if (!title.isEmpty())
            return scenarioText(title.toStdString());
    }
    return QFileInfo(resourcePath).completeBaseName();
}

ActivityPane* TabbedLab::activityPane() const
{
    return m_activityPane;
}

nlohmann::json TabbedLab::editedModel() const
{
    return m_session->scenario().model;
}

core::scenario::Scenario TabbedLab::editedScenario() const
{
    core::scenario::Scenario scenario = m_session->scenario();
    scenario.model = editedModel();
    return scenario;
}

void TabbedLab::loadScenario(const core::scenario::Scenario& scenario)
{
    m_session->setScenario(scenario);
    scenarioLoaded(scenario);
}

void TabbedLab::setMode(const QString& mode)
{
    if (!m_modeIds.contains(mode))
        return;
    m_mode = mode;
    if (tabs() != nullptr)
        tabs()->setCurrentIndex(int(m_modeIds.indexOf(mode)));
}

QJsonObject TabbedLab::saveState() const
{
    return writeLabState(m_session->labId(), m_mode, m_session->now(), m_session->scenarioJson(),
                         savePages(), saveLabFields());
}

TabbedLab::ApplyFields TabbedLab::readLabFields(core::scenario::ObjectReader& fields,
                                                const core::scenario::Scenario& scenario)
{
    (void)fields;
    (void)scenario;
    return {};
}

void TabbedLab::restoreState(const QJsonObject& state)
{
    LabStateReader reader(state, m_session->labId(), m_modeIds, m_session->model());
    const ApplyFields applyFields = readLabFields(reader.fields(), reader.scenario());
    reader.finish();

    const QJsonObject before = saveState();
    const auto apply = [this](const LabStateReader& state, const ApplyFields& fields) {
        m_session->setScenario(state.scenario());
        if (fields)
            fields();
        setMode(state.mode());
        restorePages(state.pages());
        // The core is deterministic: replaying the run gives the picture at the saved time.
        m_session->driver()->seek(state.time());
    };
    try {
        apply(reader, applyFields);
    } catch (const core::Error&) {
        LabStateReader previous(before, m_session->labId(), m_modeIds, m_session->model());
        const ApplyFields previousFields = readLabFields(previous.fields(), previous.scenario());
        apply(previous, previousFields);
        throw;
    }
}

QJsonObject TabbedLab::savePages() const
{
    if (!m_workspace)
        return m_pendingPages;
    QJsonObject out;
    for (const LabPage* page : m_pages) {
        const QJsonObject state = page->saveState();
        if (!state.isEmpty())
            out.insert(page->pageId(), state);
    }
    return out;
}

void TabbedLab::restorePages(const QJsonObject& pages)
{
    for (auto it = pages.begin(); it != pages.end(); ++it) {
        if (!m_modeIds.contains(it.key()))
            throw core::Error("no such page", "/pages/" + it.key().toStdString());
        if (!it.value().isObject())
            throw core::Error("expected an object", "/pages/" + it.key().toStdString());
    }
    m_pendingPages = pages;
    if (!m_workspace)
        return;
    for (LabPage* page : m_pages) {
        const std::string where = "/pages/" + page->pageId().toStdString();
        try {
            if (pages.contains(page->pageId()))
                page->restoreState(pages.value(page->pageId()).toObject());
            else
                page->resetToDefaults();
        } catch (const core::Error& e) {
            throw core::Error(e.message(), where + e.path());
        }
    }
    pagesChanged();
}

void TabbedLab::resetPages()
{
    m_pendingPages = {};
    for (LabPage* page : m_pages)
        page->resetToDefaults();
    pagesChanged();
}

void TabbedLab::updateHeader()
{
    if (!m_workspace)
        return;
    // What each page's header says: its summary, or the scenario for a page that plays it.
    const auto& s = m_session->scenario();
    const QString scenario = LabWorkspace::scenarioHeader(s.title, s.description);
    QStringList texts;
    for (const LabPage* page : m_pages) {
        const QString summary = page->pageSummary();
        texts << (summary.isEmpty() ? scenario
                                    : LabWorkspace::pageHeader(page->pageTitle(), summary));
    }
    const int index = tabs()->currentIndex();
    const QString shown = index >= 0 && index < texts.size() ? texts.at(index) : scenario;
    // The header keeps the height of the tallest, so the tabs under it never move.
    m_workspace->showHeader(shown, texts);
}

void TabbedLab::setPresenterMode(bool on)
{
    m_presenter = on;
    for (LabPage* page : m_pages)
        page->setPresenterMode(on);
}

void TabbedLab::deactivate()
{
    m_session->driver()->pause();
}

} // namespace ailab::labs
