#include "labs/common/activity/progress_export.h"

#include "labs/common/charts/chart_export.h"
#include "labs/common/files/atomic_save.h"
#include "labs/common/files/document_pdf.h"

#include <QLocale>
#include <QTextDocument>

namespace ailab::labs {

QByteArray ProgressExport::csv(const std::vector<ActivityResult>& results)
{
    // Column names are fixed (a table a script reads), not translated.
    const QStringList header = {"kind", "lab",    "activity", "title", "score",
                                "possible", "best", "solved", "tasks", "updated"};
    QList<QStringList> rows;
    for (const ActivityResult& r : results) {
        rows << QStringList{r.kind == ActivityResult::Kind::Incident ? QStringLiteral("incident")
                                                                     : QStringLiteral("activity"),
                            r.lab,
                            r.activity,
                            r.title,
                            QString::number(r.score),
                            QString::number(r.possible),
                            QString::number(r.best),
                            QString::number(r.solved),
                            QString::number(r.tasks),
                            r.updated.toUTC().toString(Qt::ISODate)};
    }
    return chart_export::toCsv(header, rows).toUtf8();
}

QByteArray ProgressExport::pdf(const std::vector<ActivityResult>& results,
                               const std::function<QString(const QString&)>& labTitle)
{
    QString html = QStringLiteral("<h1>%1</h1>").arg(tr("Activity progress").toHtmlEscaped());
    if (results.empty()) {
        html += QStringLiteral("<p>%1</p>").arg(tr("No activity done yet.").toHtmlEscaped());
    } else {
        html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr>");
        for (const QString& title : {tr("Lab"), tr("Activity"), tr("Points (last)"), tr("Best"),
                                     tr("Tasks solved"), tr("Date")})
            html += QStringLiteral("<th>%1</th>").arg(title.toHtmlEscaped());
        html += QStringLiteral("</tr>");
        for (const ActivityResult& r : results) {
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3 / %4</td><td>%5</td>"
                                   "<td>%6 / %7</td><td>%8</td></tr>")
                        .arg(labTitle(r.lab).toHtmlEscaped(), r.title.toHtmlEscaped())
                        .arg(r.score)
                        .arg(r.possible)
                        .arg(r.best)
                        .arg(r.solved)
                        .arg(r.tasks)
                        .arg(QLocale().toString(r.updated.toLocalTime(), QLocale::ShortFormat));
        }
        html += QStringLiteral("</table>");
    }
    QTextDocument document;
    document.setHtml(html);
    return documentPdf(document, tr("Activity progress"));
}

bool ProgressExport::writeCsv(const QString& path, const std::vector<ActivityResult>& results,
                              QString* error)
{
    return atomic_save::saveBytes(path, csv(results), error);
}

bool ProgressExport::writePdf(const QString& path, const std::vector<ActivityResult>& results,
                              const std::function<QString(const QString&)>& labTitle,
                              QString* error)
{
    return atomic_save::saveBytes(path, pdf(results, labTitle), error);
}

} // namespace ailab::labs
