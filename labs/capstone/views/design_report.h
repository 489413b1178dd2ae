#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QString>

namespace ailab::labs::capstone {

class CapstoneSession;

// The design's report (docs/architecture.md, "The capstone lab's pages"): the design, its
// figures, its failures and its review in the language shown, then every figure of core's
// report (design_report_json) by its JSON pointer, as Markdown; and as PDF with the pages'
// charts (QPdfWriter, written whole or not at all).
class DesignReport
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::capstone::DesignReport)
public:
    // `everyFigure`: with the appendix of every figure of core's report (thousands of rows for
    // a large design; the exports have it, the page's preview leaves it out).
    static QString markdown(const CapstoneSession& session, bool everyFigure = true);
    static bool saveMarkdown(const CapstoneSession& session, const QString& path, QString* error = nullptr);
    // `charts` are drawn after the text, each on the page's width.
    static QByteArray pdf(const CapstoneSession& session, const QList<QImage>& charts);
    static bool savePdf(const CapstoneSession& session, const QList<QImage>& charts, const QString& path,
                        QString* error = nullptr);
};

} // namespace ailab::labs::capstone
