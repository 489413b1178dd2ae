#pragma once

#include <QGroupBox>
#include <QString>

class QLabel;
class QListWidget;
class QPushButton;

namespace ailab::labs {

class IncidentChartHost;
class IncidentController;
class TimeSeriesPanel;

// The evidence of an incident as far as it is revealed, stage by stage: the list of items
// and the one chosen, with its text, figures and chart.
class IncidentEvidencePane : public QGroupBox
{
    Q_OBJECT
public:
    explicit IncidentEvidencePane(IncidentController& controller, QWidget* parent = nullptr);

    void refresh();
    void updateEnabled();
    // Shows the first item of this stage (just revealed).
    void showStage(int stage);
    // In presenter mode the instructor's bar reveals, not this pane.
    void setRevealVisible(bool visible);

    QPushButton* revealButton() const { return m_reveal; }
    QListWidget* evidenceList() const { return m_list; }
    QLabel* evidenceDetail() const { return m_text; }
    QLabel* evidenceFigures() const { return m_figures; }
    TimeSeriesPanel* evidenceChart() const;

Q_SIGNALS:
    // "Stage 2 of 4, 2 min after the fault began.", "" before the model ran.
    void stageTextChanged(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showEvidence(int row);
    // The list as wide as its longest word needs (it wraps at the spaces, never scrolls
    // sideways), some twenty characters at most, in the current font.
    void fitListWidth();

    IncidentController& m_controller;
    QLabel* m_stage = nullptr;
    QPushButton* m_reveal = nullptr;
    QListWidget* m_list = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_text = nullptr;
    QLabel* m_figures = nullptr;
    IncidentChartHost* m_chartHost = nullptr; // a chart is made anew for each item shown
};

} // namespace ailab::labs
