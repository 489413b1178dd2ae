#pragma once

#include "labs/common/skeleton/lab_page.h"

class QLabel;
class QTableWidget;

namespace ailab::labs {
class MetricTile;
}

namespace ailab::labs::capstone {

class CapstoneSession;

// The review (course: "AI Infrastructure Design Review"): the course's readiness score out of
// 100 in its four parts, with its caveat, and core's fuller review, each criterion with its
// verdict, its reason and what would pass it, in the language shown.
class ReviewPage : public LabPage
{
    Q_OBJECT
public:
    explicit ReviewPage(CapstoneSession& session, QWidget* parent = nullptr);

    MetricTile* scoreTile() const { return m_score; }
    QTableWidget* criteriaTable() const { return m_criteria; }
    QLabel* caveatLabel() const { return m_caveat; }

private:
    void refresh();

    CapstoneSession& m_session;
    MetricTile* m_score = nullptr;
    MetricTile* m_compute = nullptr;
    MetricTile* m_network = nullptr;
    MetricTile* m_storage = nullptr;
    MetricTile* m_failure = nullptr;
    QLabel* m_caveat = nullptr;
    QLabel* m_passed = nullptr;
    QTableWidget* m_criteria = nullptr;
};

} // namespace ailab::labs::capstone
