#include "labs/common/activity/activity_library.h"

#include "core/classroom/activity_reader.h"
#include "core/error.h"
#include "labs/common/incident/defined_incident_texts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace ailab::labs {

std::vector<ShippedActivity> ActivityLibrary::shipped(const QString& labId)
{
    std::vector<ShippedActivity> out;
    const QDir folder(QStringLiteral(":/labs/%1/activities").arg(labId));
    const QString lang = QString::fromStdString(language());
    for (const QString& name :
         folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = folder.filePath(name);
        QFile file(path);
        QString title;
        if (file.open(QIODevice::ReadOnly)) {
            const QJsonObject titles = QJsonDocument::fromJson(file.readAll())
                                           .object()
                                           .value(QStringLiteral("title"))
                                           .toObject();
            title = titles.value(lang).toString(titles.value(QStringLiteral("en")).toString());
        }
        out.push_back({path, title.isEmpty() ? QFileInfo(name).completeBaseName() : title});
    }
    return out;
}

core::classroom::Activity ActivityLibrary::readShipped(const QString& resourcePath)
{
    QFile file(resourcePath);
    if (!file.open(QIODevice::ReadOnly))
        throw core::Error(tr("cannot read %1").arg(resourcePath).toStdString());
    // A shipped activity names shipped presets only, which core has built in.
    return core::classroom::parseActivity(file.readAll().toStdString(),
                                          QFileInfo(resourcePath).fileName().toStdString());
}

core::classroom::Activity ActivityLibrary::readFile(const QString& path)
{
    return core::classroom::loadActivityFile(QFile::encodeName(path).toStdString());
}

std::string ActivityLibrary::language()
{
    return DefinedIncidentTexts::language();
}

QString ActivityLibrary::text(const core::classroom::LocalText& text)
{
    return QString::fromStdString(text.in(language()));
}

} // namespace ailab::labs
