#pragma once

#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;

namespace ailab::labs {
class ActivityProgress;
}

namespace ailab::app {

// The learner's activity progress on the home page (docs/architecture.md, "Activity
// progress"): every activity done with its points and best score, or why the progress file
// was refused, with Export (CSV, PDF) and Reset.
class ProgressPanel : public QWidget
{
    Q_OBJECT
public:
    using LabTitle = std::function<QString(const QString& labId)>;

    ProgressPanel(labs::ActivityProgress& progress, LabTitle labTitle, QWidget* parent = nullptr);

    QLabel* summary() const { return m_summary; }
    // Without dialogs, for the buttons' dialogs and the tests; false with the reason in *error.
    bool exportCsv(const QString& path, QString* error = nullptr) const;
    bool exportPdf(const QString& path, QString* error = nullptr) const;
    bool resetProgress(QString* error = nullptr);

private:
    void refresh();
    void exportInteractive(bool pdf);
    void resetInteractive();
    void showError(const QString& message);

    labs::ActivityProgress& m_progress;
    LabTitle m_labTitle;
    QLabel* m_summary = nullptr;
    QPushButton* m_exportCsv = nullptr;
    QPushButton* m_exportPdf = nullptr;
    QPushButton* m_reset = nullptr;
};

} // namespace ailab::app
