#pragma once

#include "labs/common/skeleton/lab_page.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ailab::core::models::storage {
struct SmallFilesRow;
}

namespace ailab::labs {
class ExplainerPanel;
class SummaryChart;
} // namespace ailab::labs

namespace ailab::labs::storage {

// Tiers and small files: the same dataset (ImageNet as MLPerf Storage's ResNet-50 reads it)
// as 1,024 large files or 1.28 million small ones, read from each tier (core's
// small_files_study): AU, the metadata service's load, the IOPS, the closed form's limit and
// the time to stage the dataset onto local NVMe. The eight runs go to a worker thread.
class TiersPage : public LabPage
{
    Q_OBJECT
public:
    explicit TiersPage(QWidget* parent = nullptr);
    ~TiersPage() override;

    QJsonObject saveState() const override;
    void restoreState(const QJsonObject& state) override;
    void resetToDefaults() override;
    QString pageSummary() const override;

    bool isRunning() const { return m_watcher.isRunning(); }
    QSpinBox* acceleratorsBox() const { return m_accelerators; }
    QComboBox* acceleratorBox() const { return m_accelerator; }
    QPushButton* compareButton() const { return m_compare; }
    QPushButton* stopButton() const { return m_stop; }
    QProgressBar* progressBar() const { return m_progress; }
    // What the accelerators get (tier, layout, AU, delivered, limit) and what the storage
    // carries (tier and layout, metadata operations and load, IOPS load, latency, staging).
    QTableWidget* table() const { return m_table; }
    QTableWidget* loadTable() const { return m_loadTable; }
    SummaryChart* chart() const { return m_chart; }
    QLabel* statusLabel() const { return m_status; }
    int rowCount() const;

Q_SIGNALS:
    void comparisonFinished();

public Q_SLOTS:
    void compare();
    void stop();

private:
    void onRowReady(int index);
    void onFinished();
    void showRows();
    void clearRows();

    QSpinBox* m_accelerators = nullptr;
    QComboBox* m_accelerator = nullptr;
    QPushButton* m_compare = nullptr;
    QPushButton* m_stop = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QTableWidget* m_table = nullptr;
    QTableWidget* m_loadTable = nullptr;
    SummaryChart* m_chart = nullptr;
    ExplainerPanel* m_explainer = nullptr;
    // Each finished case; the watcher hands over an index into the worker's rows.
    QFutureWatcher<int> m_watcher;
    std::shared_ptr<std::vector<core::models::storage::SmallFilesRow>> m_pending;
    std::vector<core::models::storage::SmallFilesRow> m_rows;
    std::shared_ptr<QString> m_error;
};

} // namespace ailab::labs::storage
