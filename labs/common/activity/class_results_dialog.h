#pragma once

#include "core/classroom/class_results.h"

#include <QDialog>
#include <QString>

class QLabel;
class QTableWidget;

// The instructor's class table (docs/architecture.md, "Assessment"): the result files collected
// in one folder, a row a learner's attempt (score, tasks solved, time used, how it ended) and a
// column a task, with how many solved each; files that were refused are listed with the reason.
// The table saves as CSV.
namespace ailab::labs {

class ClassResultsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ClassResultsDialog(QWidget* parent = nullptr);

    // Reads the folder's result files (core's reader) and shows them; false, with the reason
    // shown, when the folder cannot be read.
    bool openFolder(const QString& folder);
    const core::classroom::ClassResults& results() const { return m_results; }
    QTableWidget* table() const { return m_table; }
    QLabel* refusedLabel() const { return m_refused; }
    // The table as CSV: a title row, a row a result, the "solved by" row last.
    QByteArray csv() const;
    bool saveCsv(const QString& path, QString* error = nullptr) const;
    // Asks for the folder with a file dialog.
    void chooseFolder();

private:
    void fill();

    core::classroom::ClassResults m_results;
    QString m_folder;
    QLabel* m_heading = nullptr;
    QLabel* m_refused = nullptr;
    QTableWidget* m_table = nullptr;
};

} // namespace ailab::labs
