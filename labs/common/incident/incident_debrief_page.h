#pragma once

#include <QString>
#include <QWidget>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace ailab::labs {

class IncidentController;

// The end of an investigation: ending it, the debrief with the root cause once it ended,
// its export as Markdown or PDF, and a fresh start.
class IncidentDebriefPage : public QWidget
{
    Q_OBJECT
public:
    explicit IncidentDebriefPage(IncidentController& controller, QWidget* parent = nullptr);

    void refresh();
    void updateEnabled();

    QPushButton* endButton() const { return m_end; }
    QTextBrowser* debriefView() const { return m_debrief; }

Q_SIGNALS:
    // The learner asked for a fresh start.
    void startOverClicked();
    // What an export did: where the file went, or why it failed.
    void exported(const QString& message);

private:
    void exportDebrief(bool pdf);

    IncidentController& m_controller;
    QLabel* m_note = nullptr;
    QPushButton* m_end = nullptr;
    QPushButton* m_startOver = nullptr;
    QTextBrowser* m_debrief = nullptr;
    QPushButton* m_exportMarkdown = nullptr;
    QPushButton* m_exportPdf = nullptr;
};

} // namespace ailab::labs
