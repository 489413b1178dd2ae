#pragma once

#include "labs/common/activity/activity_progress.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <functional>
#include <vector>

// The learner's activity results as a table to hand in or keep: CSV (one row per activity)
// and a PDF summary (docs/architecture.md, "Activity progress").
namespace ailab::labs {

class ProgressExport
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::ProgressExport)
public:
    // A column title row, then one row per result: lab, activity, title, score, possible,
    // best, solved, tasks, updated (ISO 8601, UTC).
    static QByteArray csv(const std::vector<ActivityResult>& results);
    // The same table in a PDF document; `labTitle` names a lab id for people.
    static QByteArray pdf(const std::vector<ActivityResult>& results,
                          const std::function<QString(const QString&)>& labTitle);
    // Either, written whole or not at all; false with the reason in *error.
    static bool writeCsv(const QString& path, const std::vector<ActivityResult>& results,
                         QString* error = nullptr);
    static bool writePdf(const QString& path, const std::vector<ActivityResult>& results,
                         const std::function<QString(const QString&)>& labTitle,
                         QString* error = nullptr);
};

} // namespace ailab::labs
