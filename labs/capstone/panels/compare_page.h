#pragma once

#include "labs/capstone/capstone_session.h"
#include "labs/common/skeleton/lab_page.h"

#include <QFutureWatcher>
#include <functional>
#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QTableView;

namespace ailab::labs {
class SummaryChart;
}

namespace ailab::labs::capstone {

// Two designs side by side: A is the session's design, B a preset or a design file; every
// figure of core's comparison (design_comparison) with B's difference, and a chart of both.
class ComparePage : public LabPage
{
    Q_OBJECT
public:
    ComparePage(CapstoneSession& session, std::function<QStringList()> presets, QWidget* parent = nullptr);

    // B from a preset resource or a design file; false with the message in `error`.
    bool setDesignB(const QString& path, QString* error = nullptr);
    ~ComparePage() override;
    // The figures are compared on a worker (two reports of a 16,384-GPU design hold thousands
    // of figures each), and only while the page is shown.
    bool isComparing() const { return m_worker.isRunning(); }
    QComboBox* presetBox() const { return m_presetBox; }
    QTableView* table() const { return m_table; }
    QLabel* summaryLabel() const { return m_summary; }
    SummaryChart* chart() const { return m_chart; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Compared;
    void refresh();
    void takeComparison();
    void openFile();

    CapstoneSession& m_session;
    std::function<QStringList()> m_presets;
    QComboBox* m_presetBox = nullptr;
    QLabel* m_bTitle = nullptr;
    QLabel* m_summary = nullptr;
    QTableView* m_table = nullptr;
    class DifferencesModel* m_model = nullptr;
    SummaryChart* m_chart = nullptr;
    CapstoneSession::Evaluated m_b;
    bool m_stale = true;
    QFutureWatcher<std::shared_ptr<Compared>> m_worker;
};

} // namespace ailab::labs::capstone
