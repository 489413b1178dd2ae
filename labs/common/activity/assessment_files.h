#pragma once

#include "core/classroom/activity.h"
#include "core/classroom/assessment_result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

// The files of an assessment the learner hands in (docs/architecture.md, "Assessment"): core's
// CSV, which the instructor's class table reads, and a PDF summary to read or print. Both are
// written whole or not at all, after every answer and at the end, so nothing is lost.
namespace ailab::labs {

class AssessmentFiles
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::AssessmentFiles)
public:
    // A time as minutes and seconds, "14:05": the clock, the PDF and the class table.
    static QString minutesSeconds(int seconds);

    // "results" in the program's data folder, where every attempt is kept.
    static QString defaultFolder();

    // The PDF: the activity, the learner, the time, the score and each task with its answer.
    static QByteArray pdf(const core::classroom::AssessmentResult& result,
                          const core::classroom::Activity& activity);

    // Writes "<stem>.csv" and "<stem>.pdf" (resultFileStem) into `folder`, made if missing.
    // False, with the reason in *error, when either cannot be written.
    static bool write(const QString& folder, const core::classroom::AssessmentResult& result,
                      const core::classroom::Activity& activity, QString* error = nullptr);
    static QString csvPath(const QString& folder, const core::classroom::AssessmentResult& result);
    static QString pdfPath(const QString& folder, const core::classroom::AssessmentResult& result);
};

} // namespace ailab::labs
