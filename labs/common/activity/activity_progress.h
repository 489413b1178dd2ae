#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
#include <optional>
#include <vector>

// The learner's activity results, kept on this computer (docs/architecture.md, "Activity
// progress"): one small JSON file, replaced whole on each change, that survives restarts.
namespace ailab::labs {

// One activity or incident as the learner last left it, with the best score of all their
// attempts. An incident counts as one task, solved when it was resolved.
struct ActivityResult
{
    enum class Kind { Activity, Incident };

    QString lab;      // the lab id
    QString activity; // the activity's or the incident's id
    QString title;    // in the language it was done in
    int score = 0;    // the last attempt's points
    int possible = 0;
    int best = 0;   // the most points of any attempt
    int solved = 0; // the last attempt's tasks solved
    int tasks = 0;
    QDateTime updated;
    Kind kind = Kind::Activity;

    bool done() const { return tasks > 0 && solved == tasks; }
};

// One lab's activities in figures: how many were tried and finished, and their points; and
// its incidents: how many were investigated and resolved, and their points.
struct LabProgress
{
    int tried = 0;
    int done = 0;
    int score = 0;
    int possible = 0;
    int incidentsTried = 0;
    int incidentsResolved = 0;
    int incidentScore = 0;
    int incidentPossible = 0;
};

class ActivityProgress : public QObject
{
    Q_OBJECT
public:
    // Reads `filePath` now; a file that is missing is an empty progress.
    explicit ActivityProgress(QString filePath, QObject* parent = nullptr);

    // "activity-progress.json" in the program's data folder (QStandardPaths::AppDataLocation).
    static QString defaultFilePath();
    const QString& filePath() const { return m_filePath; }

    // Why the file could not be read ("<file>: /results/2/score: ..."), empty when it could.
    // A refused file is never written over: the results of this session are kept in memory
    // only, until the learner resets the progress.
    const QString& refusal() const { return m_refusal; }

    // By lab, then activity id.
    const std::vector<ActivityResult>& results() const { return m_results; }
    std::optional<ActivityResult> result(const QString& lab, const QString& activity,
                                         ActivityResult::Kind kind = ActivityResult::Kind::Activity) const;
    LabProgress labProgress(const QString& lab) const;

    // Keeps an attempt's result (and the best score so far) and writes the file. False, with
    // the reason in *error, when the file was refused or cannot be written.
    bool record(ActivityResult result, QString* error = nullptr);
    // Forgets every result and writes an empty file, also over a refused one.
    bool reset(QString* error = nullptr);

Q_SIGNALS:
    void changed();

private:
    void read();
    bool write(QString* error);

    QString m_filePath;
    QString m_refusal;
    std::vector<ActivityResult> m_results;
};

} // namespace ailab::labs
