#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QImage>
#include <QList>

class QLabel;
class QTextBrowser;

namespace ailab::labs {
class SummaryChart;
}

namespace ailab::labs::capstone {

class CapstoneSession;

// The report: the design, its figures, charts and review, previewed here and exported as
// Markdown and PDF.
class ReportPage : public LabPage
{
    Q_OBJECT
public:
    explicit ReportPage(CapstoneSession& session, QWidget* parent = nullptr);

    bool exportMarkdown(const QString& path, QString* error = nullptr) const;
    bool exportPdf(const QString& path, QString* error = nullptr) const;
    QTextBrowser* preview() const { return m_preview; }

private:
    void refresh();
    QList<QImage> chartImages() const;
    void chooseAndExport(bool pdf);

    CapstoneSession& m_session;
    QTextBrowser* m_preview = nullptr;
    SummaryChart* m_stepChart = nullptr;
    SummaryChart* m_scoreChart = nullptr;
    QLabel* m_status = nullptr;
};

} // namespace ailab::labs::capstone
