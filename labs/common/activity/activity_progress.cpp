#include "labs/common/activity/activity_progress.h"

#include "labs/common/files/atomic_save.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace ailab::labs {

namespace {

const QString kFormat = QStringLiteral("ailab.activity-progress");
constexpr int kVersion = 1;
// A learner's progress is a few kilobytes; a larger file is not one of ours.
constexpr qint64 kMaxFileBytes = 4 * 1024 * 1024;

// A field that is not what the file format says, at its JSON pointer.
struct FieldError : std::runtime_error
{
    FieldError(const QString& pointer, const QString& what)
        : std::runtime_error(
              (pointer.isEmpty() ? what : pointer + QStringLiteral(": ") + what).toStdString())
    {
    }
};

QString readText(const QJsonObject& object, const QString& key, const QString& at)
{
    const QJsonValue value = object.value(key);
    if (!value.isString() || value.toString().isEmpty())
        throw FieldError(at + QLatin1Char('/') + key, QStringLiteral("expected a text"));
    return value.toString();
}

int readCount(const QJsonObject& object, const QString& key, const QString& at)
{
    const QJsonValue value = object.value(key);
    const double number = value.toDouble(-1);
    if (!value.isDouble() || number < 0 || number > 1e6 || number != double(int(number)))
        throw FieldError(at + QLatin1Char('/') + key,
                         QStringLiteral("expected a whole number from 0 to 1000000"));
    return int(number);
}

ActivityResult readResult(const QJsonValue& value, const QString& at)
{
    if (!value.isObject())
        throw FieldError(at, QStringLiteral("expected an object"));
    const QJsonObject o = value.toObject();
    static const QStringList known = {"kind", "lab",    "activity", "title", "score",
                                      "possible", "best", "solved", "tasks", "updated"};
    for (const QString& key : o.keys()) {
        if (!known.contains(key))
            throw FieldError(at + QLatin1Char('/') + key, QStringLiteral("unknown field"));
    }
    ActivityResult r;
    // Version 1 files before incidents were kept have no "kind": activities.
    if (o.contains(QStringLiteral("kind"))) {
        const QString kind = readText(o, QStringLiteral("kind"), at);
        if (kind == QLatin1String("incident"))
            r.kind = ActivityResult::Kind::Incident;
        else if (kind != QLatin1String("activity"))
            throw FieldError(at + QStringLiteral("/kind"),
                             QStringLiteral("expected \"activity\" or \"incident\""));
    }
    r.lab = readText(o, QStringLiteral("lab"), at);
    r.activity = readText(o, QStringLiteral("activity"), at);
    r.title = readText(o, QStringLiteral("title"), at);
    r.score = readCount(o, QStringLiteral("score"), at);
    r.possible = readCount(o, QStringLiteral("possible"), at);
    r.best = readCount(o, QStringLiteral("best"), at);
    r.solved = readCount(o, QStringLiteral("solved"), at);
    r.tasks = readCount(o, QStringLiteral("tasks"), at);
    if (r.score > r.possible)
        throw FieldError(at + QStringLiteral("/score"), QStringLiteral("more than possible"));
    if (r.best > r.possible || r.best < r.score)
        throw FieldError(at + QStringLiteral("/best"),
                         QStringLiteral("expected from the score to possible"));
    if (r.solved > r.tasks)
        throw FieldError(at + QStringLiteral("/solved"), QStringLiteral("more than tasks"));
    r.updated = QDateTime::fromString(readText(o, QStringLiteral("updated"), at), Qt::ISODate);
    if (!r.updated.isValid())
        throw FieldError(at + QStringLiteral("/updated"), QStringLiteral("expected an ISO date"));
    return r;
}

QJsonObject resultJson(const ActivityResult& r)
{
    return {{"kind", r.kind == ActivityResult::Kind::Incident ? QStringLiteral("incident")
                                                              : QStringLiteral("activity")},
            {"lab", r.lab},
            {"activity", r.activity},
            {"title", r.title},
            {"score", r.score},
            {"possible", r.possible},
            {"best", r.best},
            {"solved", r.solved},
            {"tasks", r.tasks},
            {"updated", r.updated.toUTC().toString(Qt::ISODate)}};
}

bool before(const ActivityResult& a, const ActivityResult& b)
{
    return std::tie(a.lab, a.kind, a.activity) < std::tie(b.lab, b.kind, b.activity);
}

} // namespace

ActivityProgress::ActivityProgress(QString filePath, QObject* parent)
    : QObject(parent)
    , m_filePath(std::move(filePath))
{
    read();
}

QString ActivityProgress::defaultFilePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("activity-progress.json"));
}

void ActivityProgress::read()
{
    QFile file(m_filePath);
    if (!file.exists())
        return;
    const QString name = QFileInfo(m_filePath).fileName();
    try {
        if (file.size() > kMaxFileBytes)
            throw FieldError(QString(), QStringLiteral("larger than 4 MiB"));
        if (!file.open(QIODevice::ReadOnly))
            throw FieldError(QString(), file.errorString());
        QJsonParseError parse{};
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parse);
        if (parse.error != QJsonParseError::NoError)
            throw FieldError(QString(), QStringLiteral("not JSON (at byte %1: %2)")
                                            .arg(parse.offset)
                                            .arg(parse.errorString()));
        if (!document.isObject())
            throw FieldError(QString(), QStringLiteral("expected an object"));
        const QJsonObject root = document.object();
        if (root.value(QStringLiteral("format")).toString() != kFormat)
            throw FieldError(QStringLiteral("/format"),
                             QStringLiteral("expected \"%1\"").arg(kFormat));
        if (root.value(QStringLiteral("version")).toInt(-1) != kVersion)
            throw FieldError(
                QStringLiteral("/version"),
                QStringLiteral("expected %1 (a newer program wrote it?)").arg(kVersion));
        const QJsonValue results = root.value(QStringLiteral("results"));
        if (!results.isArray())
            throw FieldError(QStringLiteral("/results"), QStringLiteral("expected an array"));
        std::vector<ActivityResult> loaded;
        const QJsonArray items = results.toArray();
        for (qsizetype i = 0; i < items.size(); ++i)
            loaded.push_back(readResult(items.at(i), QStringLiteral("/results/%1").arg(i)));
        std::sort(loaded.begin(), loaded.end(), before);
        m_results = std::move(loaded);
    } catch (const FieldError& e) {
        m_refusal = name + QStringLiteral(": ") + QString::fromStdString(e.what());
        m_results.clear();
    }
}

std::optional<ActivityResult> ActivityProgress::result(const QString& lab,
                                                       const QString& activity,
                                                       ActivityResult::Kind kind) const
{
    for (const ActivityResult& r : m_results) {
        if (r.lab == lab && r.activity == activity && r.kind == kind)
            return r;
    }
    return std::nullopt;
}

LabProgress ActivityProgress::labProgress(const QString& lab) const
{
    LabProgress p;
    for (const ActivityResult& r : m_results) {
        if (r.lab != lab)
            continue;
        if (r.kind == ActivityResult::Kind::Incident) {
            ++p.incidentsTried;
            p.incidentsResolved += r.done() ? 1 : 0;
            p.incidentScore += r.best;
            p.incidentPossible += r.possible;
            continue;
        }
        ++p.tried;
        p.done += r.done() ? 1 : 0;
        p.score += r.best;
        p.possible += r.possible;
    }
    return p;
}

bool ActivityProgress::record(ActivityResult result, QString* error)
{
    if (!result.updated.isValid())
        result.updated = QDateTime::currentDateTimeUtc();
    auto it = std::find_if(m_results.begin(), m_results.end(), [&](const ActivityResult& r) {
        return r.lab == result.lab && r.activity == result.activity && r.kind == result.kind;
    });
    if (it != m_results.end()) {
        // The best of all attempts, unless the activity's points changed since.
        result.best =
            it->possible == result.possible ? std::max(it->best, result.score) : result.score;
        *it = result;
    } else {
        result.best = result.score;
        m_results.insert(std::upper_bound(m_results.begin(), m_results.end(), result, before),
                         result);
    }
    emit changed();
    if (!m_refusal.isEmpty()) {
        if (error)
            *error = tr("Your progress is not saved: %1. Reset the progress to start a new "
                        "record.")
                         .arg(m_refusal);
        return false;
    }
    return write(error);
}

bool ActivityProgress::reset(QString* error)
{
    m_results.clear();
    m_refusal.clear();
    emit changed();
    return write(error);
}

bool ActivityProgress::write(QString* error)
{
    QJsonArray items;
    for (const ActivityResult& r : m_results)
        items.append(resultJson(r));
    const QJsonObject root{{"format", kFormat}, {"version", kVersion}, {"results", items}};
    QDir().mkpath(QFileInfo(m_filePath).absolutePath());
    return atomic_save::saveBytes(m_filePath, QJsonDocument(root).toJson(), error);
}

} // namespace ailab::labs
