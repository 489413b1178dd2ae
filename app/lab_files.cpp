#include "app/lab_files.h"

#include "app/app_settings.h"
#include "app/lab_document.h"
#include "app/lab_host.h"
#include "app/lab_registry.h"
#include "app/state_file.h"
#include "core/error.h"
#include "core/models/model_registry.h"
#include "core/scenario/scenario_loader.h"
#include "labs/common/charts/chart_export.h"
#include "labs/common/skeleton/lab.h"
#include "labs/common/skeleton/scenario_text.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QWidget>

namespace ailab::app {

namespace {

// "problem (at /field)" for a core error, so the message names what is wrong and where.
QString describe(const core::Error& error)
{
    const QString message = QString::fromStdString(error.message());
    if (error.path().empty())
        return message;
    return LabFiles::tr("%1 (at %2)").arg(message, QString::fromStdString(error.path()));
}

QString stateFilter()
{
    return LabFiles::tr("Lab state (*.ailab.json *.json)");
}

} // namespace

LabFiles::LabFiles(LabRegistry& registry, LabHost& host, AppSettings& settings,
                   QWidget* dialogParent, QObject* parent)
    : QObject(parent)
    , m_registry(registry)
    , m_host(host)
    , m_settings(settings)
    , m_dialogParent(dialogParent)
{
}

QString LabFiles::startFolder() const
{
    const QString last = m_settings.lastFolder();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return documents;
    return QDir::homePath();
}

void LabFiles::remember(const QString& path)
{
    const QFileInfo info(path);
    m_settings.addRecentFile(info.absoluteFilePath());
    m_settings.setLastFolder(info.absolutePath());
}

bool LabFiles::openFile(const QString& path)
{
    try {
        return openDocument(LabDocument::read(path));
    } catch (const core::scenario::ScenarioError& error) {
        // Its text names the file, the field and the problem.
        emit failed(tr("Cannot open the file"), QString::fromUtf8(error.what()));
    } catch (const core::Error& error) {
        emit failed(tr("Cannot open the file"), describe(error));
    } catch (const std::exception& error) {
        emit failed(tr("Cannot open the file"), QString::fromUtf8(error.what()));
    }
    return false;
}

bool LabFiles::openDocument(const LabDocument& document)
{
    switch (document.kind()) {
    case LabDocument::Kind::State:
        return restoreState(document.state(), document.path());
    case LabDocument::Kind::Activity:
    case LabDocument::Kind::Incident:
        if (!openInLab(document))
            return false;
        remember(document.path());
        return true;
    case LabDocument::Kind::ClassPack:
        emit classPackOpened(document.classPack());
        remember(document.path());
        return true;
    case LabDocument::Kind::Scenario:
        break;
    }
    if (!loadScenario(document.scenario()))
        return false;
    remember(document.path());
    return true;
}

bool LabFiles::openInLab(const LabDocument& document)
{
    const QString id = document.labId();
    labs::Lab* lab = m_registry.find(id);
    if (!lab || !m_host.openLab(id)) {
        emit failed(tr("Cannot open the file"),
                    tr("The lab \"%1\" could not be opened.").arg(id));
        return false;
    }
    // The lab shows why it refused the file where it runs it (the activity pane, the
    // incidents page); the reader already checked the file once.
    return document.kind() == LabDocument::Kind::Activity ? lab->openActivityFile(document.path())
                                                          : lab->openIncidentFile(document.path());
}

bool LabFiles::openRecent(const QString& path)
{
    if (!QFileInfo::exists(path)) { // a file, or a class pack's folder
        m_settings.removeRecentFile(path);
        emit failed(tr("Cannot open the file"),
                    tr("The file \"%1\" no longer exists; it was removed from the recent files.")
                        .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return openFile(path);
}

QString LabFiles::currentStatePath() const
{
    return m_statePaths.value(m_host.currentLabId());
}

bool LabFiles::requireLab(const QString& title)
{
    if (m_host.currentLab())
        return true;
    emit failed(title, tr("Open a lab first: the home page has nothing to save or export."));
    return false;
}

bool LabFiles::openState(const QString& path)
{
    try {
        return restoreState(StateFile::read(path), path);
    } catch (const core::Error& error) {
        emit failed(tr("Cannot open the saved state"),
                    tr("The file \"%1\" could not be opened: %2")
                        .arg(QFileInfo(path).fileName(), describe(error)));
    }
    return false;
}

bool LabFiles::restoreState(const StateFile::Contents& contents, const QString& path)
{
    const QString title = tr("Cannot open the saved state");
    const QString name = QFileInfo(path).fileName();
    try {
        labs::Lab* lab = m_registry.find(contents.labId);
        if (!lab) {
            emit failed(title, tr("The file \"%1\" belongs to the lab \"%2\", which this version "
                                  "of the program does not have.")
                                   .arg(name, contents.labId));
            return false;
        }
        if (!m_host.openLab(contents.labId)) {
            emit failed(title, tr("The lab \"%1\" could not be opened.").arg(contents.labId));
            return false;
        }
        lab->restoreState(contents.state);
        m_statePaths.insert(contents.labId, path);
        remember(path);
        emit statusMessage(tr("Opened %1").arg(name));
        return true;
    } catch (const core::Error& error) {
        emit failed(title,
                    tr("The file \"%1\" could not be opened: %2").arg(name, describe(error)));
    } catch (const std::exception& error) {
        emit failed(title, tr("The file \"%1\" could not be opened: %2")
                               .arg(name, QString::fromLocal8Bit(error.what())));
    }
    return false;
}

bool LabFiles::saveState(const QString& path)
{
    const QString title = tr("Cannot save the state");
    if (!requireLab(title))
        return false;
    labs::Lab* lab = m_host.currentLab();
    const QString id = lab->info().id;
    try {
        StateFile::write(path, id, lab->saveState());
        m_statePaths.insert(id, path);
        remember(path);
        emit statusMessage(tr("Saved %1").arg(QFileInfo(path).fileName()));
        return true;
    } catch (const core::Error& error) {
        emit failed(title, tr("The file \"%1\" could not be saved: %2")
                               .arg(QFileInfo(path).fileName(), describe(error)));
    } catch (const std::exception& error) {
        emit failed(title, QString::fromLocal8Bit(error.what()));
    }
    return false;
}

bool LabFiles::loadScenario(const core::scenario::Scenario& scenario)
{
    const QString title = tr("Cannot load the scenario");
    const QString id = QString::fromStdString(scenario.lab);
    const QString source = QString::fromStdString(scenario.sourceName);
    labs::Lab* lab = m_registry.find(id);
    if (!lab) {
        emit failed(title, tr("The scenario \"%1\" is for the lab \"%2\", which this version of "
                              "the program does not have.")
                               .arg(source, id));
        return false;
    }
    if (!m_host.openLab(id)) {
        emit failed(title, tr("The lab \"%1\" could not be opened.").arg(id));
        return false;
    }
    try {
        lab->loadScenario(scenario);
        emit statusMessage(
            tr("Loaded the scenario \"%1\"").arg(labs::scenarioText(scenario.title)));
        return true;
    } catch (const core::Error& error) {
        emit failed(
            title, tr("The scenario \"%1\" does not fit the lab: %2").arg(source, describe(error)));
    } catch (const std::exception& error) {
        emit failed(title, QString::fromLocal8Bit(error.what()));
    }
    return false;
}

bool LabFiles::openScenarioFile(const QString& path)
{
    try {
        return openDocument(LabDocument::readScenario(path));
    } catch (const std::exception& error) {
        // ScenarioError's text already names the file, the field and the problem.
        emit failed(tr("Cannot load the scenario"), QString::fromUtf8(error.what()));
    }
    return false;
}

bool LabFiles::loadPreset(const QString& resourcePath)
{
    QFile file(resourcePath);
    if (!file.open(QIODevice::ReadOnly)) {
        emit failed(tr("Cannot load the preset"),
                    tr("The preset \"%1\" is missing.").arg(resourcePath));
        return false;
    }
    try {
        return loadScenario(
            core::models::parseScenario(file.readAll().toStdString(), resourcePath.toStdString()));
    } catch (const std::exception& error) {
        emit failed(tr("Cannot load the preset"), QString::fromUtf8(error.what()));
    }
    return false;
}

bool LabFiles::exportPicture(const QString& path)
{
    const QString title = tr("Cannot export the picture");
    if (!requireLab(title))
        return false;
    QWidget* page = m_host.workspace(m_host.currentLabId());
    if (!page)
        return false;
    QString problem;
    if (!labs::chart_export::saveImage(path, page->grab().toImage(), &problem)) {
        emit failed(title, tr("The picture \"%1\" could not be written: %2")
                               .arg(QFileInfo(path).fileName(), problem));
        return false;
    }
    emit statusMessage(tr("Exported %1").arg(QFileInfo(path).fileName()));
    return true;
}

void LabFiles::openStateInteractive()
{
    const QString path = QFileDialog::getOpenFileName(m_dialogParent, tr("Open Lab State"),
                                                      startFolder(), stateFilter());
    if (!path.isEmpty())
        openState(path);
}

void LabFiles::saveStateInteractive()
{
    const QString path = currentStatePath();
    if (path.isEmpty())
        saveStateAsInteractive();
    else
        saveState(path);
}

void LabFiles::saveStateAsInteractive()
{
    if (!requireLab(tr("Cannot save the state")))
        return;
    const QString id = m_host.currentLabId();
    const QString suggested = currentStatePath().isEmpty()
                                  ? QDir(startFolder()).filePath(id + QStringLiteral(".ailab.json"))
                                  : currentStatePath();
    const QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Save Lab State"),
                                                      suggested, stateFilter());
    if (!path.isEmpty())
        saveState(path);
}

void LabFiles::openScenarioInteractive()
{
    const QString path = QFileDialog::getOpenFileName(m_dialogParent, tr("Open Scenario"),
                                                      startFolder(), tr("Scenario (*.json)"));
    if (!path.isEmpty())
        openScenarioFile(path);
}

void LabFiles::openClassPackInteractive()
{
    const QString folder = QFileDialog::getExistingDirectory(
        m_dialogParent, tr("Open a class pack (a folder with pack.json)"), startFolder());
    if (!folder.isEmpty())
        openFile(folder);
}

void LabFiles::exportPictureInteractive()
{
    if (!requireLab(tr("Cannot export the picture")))
        return;
    const QString suggested =
        QDir(QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
            .filePath(m_host.currentLabId() + QStringLiteral(".png"));
    const QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Export Picture"),
                                                      suggested, tr("PNG picture (*.png)"));
    if (!path.isEmpty())
        exportPicture(path);
}

} // namespace ailab::app
