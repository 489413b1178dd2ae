#include "app/lab_document.h"

#include "core/classroom/activity_reader.h"
#include "core/error.h"
#include "core/models/incident_registry.h"
#include "core/models/model_registry.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace ailab::app {

namespace {

// What a file says it is: the field a saved state or a scenario starts with.
enum class Claim { State, Scenario, Activity, Incident, ClassPack, Neither };

Claim claimOfSchema(const QString& schema)
{
    if (schema.startsWith(QLatin1String("ailab.activity/")))
        return Claim::Activity;
    if (schema.startsWith(QLatin1String("ailab.incident/")))
        return Claim::Incident;
    if (schema.startsWith(QLatin1String("ailab.pack/")))
        return Claim::ClassPack;
    return Claim::Scenario;
}

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
            return claimOfSchema(object.value(QStringLiteral("schema")).toString());
        return Claim::Neither;
    }
    // Broken JSON: the words it contains tell which reader explains the problem best
    // (the scenario loader gives line and column).
    if (bytes.contains("\"ailab.state\""))
        return Claim::State;
    for (const char* schema : {"ailab.activity/", "ailab.incident/", "ailab.pack/"}) {
        if (bytes.contains(schema))
            return claimOfSchema(QString::fromLatin1(schema));
    }
    if (bytes.contains("\"ailab.scenario/") || bytes.contains("\"schema\""))
        return Claim::Scenario;
    return Claim::Neither;
}

} // namespace

QString LabDocument::labId() const
{
    switch (m_kind) {
    case Kind::State:
        return m_state.labId;
    case Kind::Scenario:
        return QString::fromStdString(m_scenario->lab);
    case Kind::Activity:
    case Kind::Incident:
        return m_labId;
    case Kind::ClassPack:
        break;
    }
    return {};
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
    const std::string nativePath = QFile::encodeName(path).toStdString();
    if (QFileInfo(path).isDir()) {
        LabDocument document;
        document.m_kind = Kind::ClassPack;
        document.m_path = path;
        document.m_pack = core::classroom::loadClassPack(nativePath);
        return document;
    }
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
    case Claim::Activity: {
        LabDocument document;
        document.m_kind = Kind::Activity;
        document.m_path = path;
        document.m_labId =
            QString::fromStdString(core::classroom::loadActivityFile(nativePath).lab);
        return document;
    }
    case Claim::Incident: {
        LabDocument document;
        document.m_kind = Kind::Incident;
        document.m_path = path;
        // Checked whole now; it runs in the operations lab, where incident files run.
        core::models::parseIncident(bytes.toStdString(), name.toStdString());
        document.m_labId = QStringLiteral("operations");
        return document;
    }
    case Claim::ClassPack: {
        LabDocument document;
        document.m_kind = Kind::ClassPack;
        document.m_path = path;
        document.m_pack = core::classroom::loadClassPack(nativePath);
        return document;
    }
    case Claim::Neither:
        break;
    }
    throw core::Error(tr("%1 is none of the files the program opens: a scenario (\"schema\": "
                         "\"ailab.scenario/1\"), a saved lab state (\"format\": \"ailab.state\"), "
                         "an activity, an incident or a class pack")
                          .arg(name)
                          .toStdString());
}

} // namespace ailab::app
