#include "app/state_file.h"

#include "core/error.h"
#include "labs/common/files/atomic_save.h"

#include <QFile>
#include <QJsonDocument>

namespace ailab::app {

namespace {

[[noreturn]] void fail(const QString& message, const char* path = "")
{
    throw core::Error(message.toStdString(), path);
}

// Version 0 -> 1: the lab's state moved from "data" to "state" and "version" appeared.
QJsonObject migrateFrom0(QJsonObject document)
{
    if (!document.value(QStringLiteral("data")).isObject())
        fail(StateFile::tr("The state of the lab is missing or is not an object."), "/data");
    document.insert(QStringLiteral("state"), document.take(QStringLiteral("data")));
    document.insert(QStringLiteral("version"), 1);
    return document;
}

} // namespace

QByteArray StateFile::serialize(const QString& labId, const QJsonObject& state)
{
    QJsonObject document;
    document.insert(QStringLiteral("format"), QLatin1String(kFormat));
    document.insert(QStringLiteral("version"), kVersion);
    document.insert(QStringLiteral("lab"), labId);
    document.insert(QStringLiteral("state"), state);
    return QJsonDocument(document).toJson(QJsonDocument::Indented);
}

QJsonObject StateFile::migrate(QJsonObject document)
{
    const QJsonValue versionValue = document.value(QStringLiteral("version"));
    int version = 0;
    if (!versionValue.isUndefined()) {
        const double number = versionValue.toDouble(-1.0);
        // The range first: casting a double beyond int's range is undefined (found by the
        // saved-state fuzzer).
        if (!versionValue.isDouble() || !(number >= 0 && number <= 1e9) ||
            number != static_cast<int>(number))
            fail(tr("The version must be a whole number."), "/version");
        version = static_cast<int>(number);
    }
    if (version > kVersion) {
        fail(tr("This file has version %1; this program reads versions up to %2. "
                "Please use a newer version of the program.")
                 .arg(version)
                 .arg(kVersion),
             "/version");
    }
    if (version == 0)
        document = migrateFrom0(std::move(document));
    return document;
}

StateFile::Contents StateFile::parse(const QByteArray& bytes)
{
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        fail(tr("The file is not valid JSON (%1 at byte %2).")
                 .arg(error.errorString())
                 .arg(error.offset));
    }
    if (!json.isObject())
        fail(tr("The file does not contain a JSON object."));
    QJsonObject document = json.object();
    if (document.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
        fail(tr("This is not a saved lab state (\"format\" must be \"%1\").")
                 .arg(QLatin1String(kFormat)),
             "/format");

    Contents contents;
    const QJsonValue version = document.value(QStringLiteral("version"));
    contents.loadedVersion = version.isUndefined() ? 0 : version.toInt(-1);
    document = migrate(std::move(document));

    contents.labId = document.value(QStringLiteral("lab")).toString();
    if (contents.labId.isEmpty())
        fail(tr("The lab id is missing."), "/lab");
    if (!document.value(QStringLiteral("state")).isObject())
        fail(tr("The state of the lab is missing or is not an object."), "/state");
    contents.state = document.value(QStringLiteral("state")).toObject();
    return contents;
}

StateFile::Contents StateFile::read(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        fail(tr("Cannot read the file: %1").arg(file.errorString()));
    return parse(file.readAll());
}

void StateFile::write(const QString& path, const QString& labId, const QJsonObject& state,
                      const labs::atomic_save::ChunkWritten& chunkWritten)
{
    // Whole or not at all: a failed save or a kill never leaves half a file behind.
    QString error;
    if (!labs::atomic_save::saveBytes(path, serialize(labId, state), &error, chunkWritten))
        fail(error);
}

} // namespace ailab::app
