#include "labs/common/activity/assessment_files.h"

#include "labs/common/activity/activity_library.h"
#include "labs/common/files/atomic_save.h"
#include "labs/common/files/document_pdf.h"

#include <QDateTime>
#include <QDir>
#include <QLocale>
#include <QStandardPaths>
#include <QTextDocument>

namespace ailab::labs {

namespace cls = core::classroom;

QString AssessmentFiles::minutesSeconds(int seconds)
{
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString AssessmentFiles::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/results");
}

QString AssessmentFiles::csvPath(const QString& folder, const cls::AssessmentResult& result)
{
    return QDir(folder).filePath(QString::fromStdString(cls::resultFileStem(result)) +
                                 QStringLiteral(".csv"));
}

QString AssessmentFiles::pdfPath(const QString& folder, const cls::AssessmentResult& result)
{
    return QDir(folder).filePath(QString::fromStdString(cls::resultFileStem(result)) +
                                 QStringLiteral(".pdf"));
}

QByteArray AssessmentFiles::pdf(const cls::AssessmentResult& result, const cls::Activity& activity)
{
    const auto e = [](const QString& s) { return s.toHtmlEscaped(); };
    const QString title = ActivityLibrary::text(activity.title);
    QString ended;
    switch (result.end) {
    case cls::AssessmentEnd::InProgress:
        ended = tr("not handed in yet");
        break;
    case cls::AssessmentEnd::HandedIn:
        ended = tr("handed in");
        break;
    case cls::AssessmentEnd::TimeUp:
        ended = tr("time was up");
        break;
    }
    const QDateTime started = QDateTime::fromString(QString::fromStdString(result.started),
                                                    Qt::ISODate);
    QString html = QStringLiteral("<h1>%1</h1>").arg(e(title));
    html += QStringLiteral("<p>%1<br>%2<br>%3<br>%4</p>")
                .arg(e(tr("Learner: %1").arg(QString::fromStdString(result.learner))),
                     e(tr("Started: %1")
                           .arg(QLocale().toString(started.toLocalTime(), QLocale::ShortFormat))),
                     e(result.timeLimitMinutes > 0
                           ? tr("Time used: %1 of %2 min (%3)")
                                 .arg(minutesSeconds(result.secondsUsed))
                                 .arg(result.timeLimitMinutes)
                                 .arg(ended)
                           : tr("Time used: %1 (%2)").arg(minutesSeconds(result.secondsUsed), ended)),
                     e(tr("Score: %1 of %2 points; %3 of %4 tasks solved.")
                           .arg(result.earned())
                           .arg(result.possible())
                           .arg(result.solved())
                           .arg(result.tasks.size())));
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr>");
    for (const QString& column : {tr("Task"), tr("Answer"), tr("Result"), tr("Points")})
        html += QStringLiteral("<th>%1</th>").arg(e(column));
    html += QStringLiteral("</tr>");
    int number = 1;
    for (const cls::TaskResult& t : result.tasks) {
        const cls::Task* task = activity.findTask(t.task);
        const QString prompt = task != nullptr ? ActivityLibrary::text(task->prompt)
                                               : QString::fromStdString(t.task);
        const QString verdict = !t.answered ? tr("not answered")
                                : t.passed  ? tr("right")
                                            : tr("not right");
        html += QStringLiteral("<tr><td>%1. %2</td><td>%3</td><td>%4</td><td>%5 / %6</td></tr>")
                    .arg(number++)
                    .arg(e(prompt), e(QString::fromStdString(t.answer)), e(verdict))
                    .arg(t.earned())
                    .arg(t.points);
    }
    html += QStringLiteral("</table>");
    QTextDocument document;
    document.setHtml(html);
    return documentPdf(document, title);
}

bool AssessmentFiles::write(const QString& folder, const cls::AssessmentResult& result,
                            const cls::Activity& activity, QString* error)
{
    if (!QDir().mkpath(folder)) {
        if (error != nullptr)
            *error = tr("Cannot make the folder %1.").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    return atomic_save::saveBytes(csvPath(folder, result),
                                  QByteArray::fromStdString(cls::resultCsv(result)), error) &&
           atomic_save::saveBytes(pdfPath(folder, result), pdf(result, activity), error);
}

} // namespace ailab::labs
