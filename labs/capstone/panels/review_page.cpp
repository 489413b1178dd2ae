#include "labs/capstone/panels/review_page.h"

#include "core/design/design_evaluation.h"
#include "labs/capstone/capstone_session.h"
#include "labs/capstone/views/design_texts.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"

#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ailab::labs::capstone {

namespace design = core::design;
using T = DesignTexts;

ReviewPage::ReviewPage(CapstoneSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    auto* scoreBox = new QGroupBox(tr("Architecture readiness score · illustrative"), content);
    auto* scoreLayout = new QVBoxLayout(scoreBox);
    auto* tiles = new QWidget(scoreBox);
    auto* flow = new FlowLayout(tiles);
    auto tile = [&](const QString& title, const QString& explanation) {
        auto* t = new MetricTile(title, tiles);
        t->setExplanation(explanation);
        flow->addWidget(t);
        return t;
    };
    m_score = tile(tr("Readiness score"), tr("Four parts of 25 points; the weights are this program's, the "
                                             "course does not publish its rubric."));
    m_compute = tile(tr("Compute scale"), tr("The share of the expected time to train that the workload's days "
                                             "cover; for a service, its SLO attainment over 90 %."));
    m_network = tile(tr("Network capacity"), tr("The course's analyzer: capacity over 20 Gb/s a GPU, at most 1."));
    m_storage = tile(tr("Storage capacity"), tr("The course's analyzer: capacity over 1 GB/s a GPU, at most 1."));
    m_failure = tile(tr("Failure tolerance"),
                     tr("The share of component classes whose failure keeps the job running or restarts it."));
    scoreLayout->addWidget(tiles);
    m_caveat = new QLabel(scoreBox);
    m_caveat->setWordWrap(true);
    scoreLayout->addWidget(m_caveat);
    layout->addWidget(scoreBox);

    auto* reviewBox = new QGroupBox(tr("The review: each criterion on the models' figures"), content);
    auto* reviewLayout = new QVBoxLayout(reviewBox);
    m_passed = new QLabel(reviewBox);
    reviewLayout->addWidget(m_passed);
    m_criteria = new QTableWidget(reviewBox);
    m_criteria->setColumnCount(4);
    m_criteria->setHorizontalHeaderLabels({tr("Verdict"), tr("Criterion"), tr("Why"), tr("What would pass it")});
    m_criteria->verticalHeader()->setVisible(false);
    m_criteria->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_criteria->setWordWrap(true);
    m_criteria->setAccessibleName(tr("Review criteria"));
    m_criteria->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_criteria->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_criteria->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_criteria->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_criteria->setMinimumHeight(fontMetrics().height() * 30);
    // Wrapped rows as tall as their text at the columns' widths, whenever those change.
    connect(m_criteria->horizontalHeader(), &QHeaderView::sectionResized, m_criteria,
            [this] { m_criteria->resizeRowsToContents(); });
    reviewLayout->addWidget(m_criteria);
    layout->addWidget(reviewBox);
    layout->addStretch(1);
    hostInVerticalScroll(this, content);

    connect(&m_session, &LabSession::rebuilt, this, &ReviewPage::refresh);
    connect(&m_session, &CapstoneSession::designChanged, this, &ReviewPage::refresh);
    refresh();
}

void ReviewPage::refresh()
{
    const design::DesignEvaluation& e = m_session.evaluation();
    const design::ReadinessScore& r = e.review.readiness;
    m_score->setValue(T::number(r.total, 0), tr("/ 100"));
    m_compute->setValue(T::number(r.computeScale, 1), tr("/ 25"));
    m_network->setValue(T::number(r.networkCapacity, 1), tr("/ 25"));
    m_storage->setValue(T::number(r.storageCapacity, 1), tr("/ 25"));
    m_failure->setValue(T::number(r.failureTolerance, 1), tr("/ 25"));
    m_caveat->setText(T::readinessCaveat() + QLatin1Char(' ') +
                      tr("Real reviews must include workload profiling, network topology, redundancy, power, "
                         "cooling, software compatibility, security, availability objectives and cost."));
    m_passed->setText(tr("%1 of %2 criteria pass.").arg(e.review.passed).arg(e.review.criteria.size()));

    m_criteria->setRowCount(int(e.review.criteria.size()));
    for (int i = 0; i < int(e.review.criteria.size()); ++i) {
        const design::ReviewCriterion& c = e.review.criteria[std::size_t(i)];
        auto* verdict = new QTableWidgetItem(c.passed ? tr("Pass") : tr("Fail"));
        verdict->setIcon(style::statusIcon(c.passed ? Status::Healthy : Status::Failed));
        m_criteria->setItem(i, 0, verdict);
        m_criteria->setItem(i, 1, new QTableWidgetItem(T::criterionTitle(c.id)));
        m_criteria->setItem(i, 2, new QTableWidgetItem(T::criterionReason(c, m_session.spec(), e)));
        m_criteria->setItem(i, 3, new QTableWidgetItem(T::criterionToPass(c)));
    }
    m_criteria->resizeRowsToContents();
}

} // namespace ailab::labs::capstone
