#include "app/lab_document.h"

#include "core/error.h"
#include "core/models/model_registry.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace ailab::app {

namespace {

// What a file says it is: the field a saved state or a scenario starts with.
enum class Claim { State, Scenario, Neither };

Claim claimOf(const QByteArray& bytes)
{
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(bytes, &error);
    if (error.error == QJsonParseError::NoError) {
        const QJsonObject object = json.object();
        if (object.contains(QStringLiteral("format")) &&
            object.value(QStringLiteral("format")).toString().startsWith(QLatin1String("ailab.")))
            return Claim::State;
        if (object.contains(QStringLiteral("schema")))
            return Claim::Scenario;
        return Claim::Neither;
    }
    // Broken JSON: the words it contains tell which reader explains the problem best
    // (the scenario loader gives line and column).
    if (bytes.contains("\"ailab.state\""))
        return Claim::State;
    if (bytes.contains("\"ailab.scenario/") || bytes.contains("\"schema\""))
        return Claim::Scenario;
    return Claim::Neither;
}

} // namespace

QString LabDocument::labId() const
{
    return m_kind == Kind::State ? m_state.labId : QString::fromStdString(m_scenario->lab);
}

LabDocument LabDocument::readScenario(const QString& path)
{
    LabDocument document;
    document.m_kind = Kind::Scenario;
    document.m_path = path;
    // The loader checks the file itself (size, UTF-8) and names it in every message.
    document.m_scenario = core::models::loadScenarioFile(QFile::encodeName(path).toStdString());
    return document;
}

LabDocument LabDocument::read(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw core::Error(
            tr("%1: cannot read the file: %2").arg(name, file.errorString()).toStdString());
    const QByteArray bytes = file.readAll();
    switch (claimOf(bytes)) {
    case Claim::Scenario:
        return readScenario(path);
    case Claim::State:
        try {
            LabDocument document;
            document.m_kind = Kind::State;
            document.m_path = path;
            document.m_state = StateFile::parse(bytes);
            return document;
        } catch (const core::Error& error) {
            throw core::Error(
                tr("%1: %2").arg(name, QString::fromStdString(error.message())).toStdString(),
                error.path());
        }
    case Claim::Neither:
        break;
    }
    throw core::Error(tr("%1 is neither a scenario (\"schema\": \"ailab.scenario/1\") nor a "
                         "saved lab state (\"format\": \"ailab.state\")")
                          .arg(name)
                          .toStdString());
}

} // namespace ailab::app
