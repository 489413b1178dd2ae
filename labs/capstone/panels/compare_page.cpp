#include "labs/capstone/panels/compare_page.h"

#include "core/design/design_comparison.h"
#include "core/design/design_evaluation.h"
#include "core/design/design_report_json.h"
#include "core/error.h"
#include "core/models/model_registry.h"
#include "labs/capstone/views/design_texts.h"
#include "labs/common/charts/summary_chart.h"
#include "labs/common/skeleton/scenario_text.h"
#include "labs/common/skeleton/tabbed_lab.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/table_columns.h"
#include "labs/common/widgets/vertical_scroll.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QAbstractTableModel>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <cmath>

namespace ailab::labs::capstone {

namespace design = core::design;
using T = DesignTexts;

namespace {

QString jsonText(const nlohmann::ordered_json& v)
{
    if (v.is_null())
        return QStringLiteral("—");
    if (v.is_number_integer() || (v.is_number() && v.get<double>() == std::floor(v.get<double>())))
        return T::number(v.get<double>(), 0);
    if (v.is_number())
        return T::number(v.get<double>(), std::abs(v.get<double>()) >= 100 ? 0 : 3);
    if (v.is_string())
        return QString::fromStdString(v.get<std::string>());
    return QString::fromStdString(v.dump());
}

} // namespace

// Every figure of the comparison as rows of text: a large design compares thousands of figures
// (a rack's each), which a model of plain rows shows without an item per cell.
class DifferencesModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;
    struct Row
    {
        QString figure, a, b, difference;
    };
    void setRows(std::vector<Row> rows)
    {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }
    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : 4; }
    QVariant data(const QModelIndex& index, int role) const override
    {
        if (role != Qt::DisplayRole || !index.isValid())
            return {};
        const Row& r = m_rows[std::size_t(index.row())];
        switch (index.column()) {
        case 0:
            return r.figure;
        case 1:
            return r.a;
        case 2:
            return r.b;
        default:
            return r.difference;
        }
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return QAbstractTableModel::headerData(section, orientation, role);
        switch (section) {
        case 0:
            return ComparePage::tr("Figure");
        case 1:
            return ComparePage::tr("A");
        case 2:
            return ComparePage::tr("B");
        default:
            return ComparePage::tr("B - A");
        }
    }

private:
    std::vector<Row> m_rows;
};

struct ComparePage::Compared
{
    std::vector<DifferencesModel::Row> rows;
    int changed = 0;
    int sentences = 0; // differing sentences left out
};

namespace {

// A sentence of core's (an effect, a reason, a method) is English; the failures and review
// pages give each in the language shown, so the table keeps figures and ids only.
bool isSentence(const nlohmann::ordered_json& v)
{
    return v.is_string() && v.get<std::string>().find(' ') != std::string::npos;
}

} // namespace

ComparePage::ComparePage(CapstoneSession& session, std::function<QStringList()> presets, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
    , m_presets(std::move(presets))
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    auto* row = new QWidget(content);
    auto* flow = new FlowLayout(row);
    auto* label = new QLabel(tr("Design &B:"), row);
    m_presetBox = new QComboBox(row);
    m_presetBox->setAccessibleName(tr("Design B"));
    label->setBuddy(m_presetBox);
    for (const QString& path : m_presets()) {
        m_presetBox->addItem(TabbedLab::presetTitle(path), path);
    }
    auto* open = new QPushButton(tr("Open design B file..."), row);
    flow->addWidget(label);
    flow->addWidget(m_presetBox);
    flow->addWidget(open);
    layout->addWidget(row);
    m_bTitle = new QLabel(content);
    m_bTitle->setWordWrap(true);
    layout->addWidget(m_bTitle);
    m_summary = new QLabel(content);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_chart = new SummaryChart(content);
    m_chart->setTitle(tr("A and B: where a step's time goes"));
    // Room for the legend's eight parts beside the bars, at any font.
    m_chart->setMinimumHeight(fontMetrics().height() * 20);
    layout->addWidget(m_chart);

    m_table = new QTableView(content);
    m_model = new DifferencesModel(m_table);
    m_table->setModel(m_model);
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Every figure of A and B with its difference"));
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->setMinimumHeight(fontMetrics().height() * 24);
    layout->addWidget(m_table);
    hostInVerticalScroll(this, content);

    connect(m_presetBox, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        if (index >= 0)
            setDesignB(m_presetBox->itemData(index).toString());
    });
    connect(open, &QPushButton::clicked, this, &ComparePage::openFile);
    connect(&m_worker, &QFutureWatcher<std::shared_ptr<Compared>>::finished, this, &ComparePage::takeComparison);
    connect(&m_session, &LabSession::rebuilt, this, &ComparePage::refresh);
    connect(&m_session, &CapstoneSession::designChanged, this, &ComparePage::refresh);
    // B starts as the second preset, so the page shows a comparison at once.
    if (m_presetBox->count() > 1) {
        m_presetBox->setCurrentIndex(1);
        setDesignB(m_presetBox->itemData(1).toString());
    }
}

bool ComparePage::setDesignB(const QString& path, QString* error)
{
    try {
        const core::scenario::Scenario s = path.startsWith(QLatin1Char(':'))
                                               ? TabbedLab::readPreset(path)
                                               : core::models::loadScenarioFile(path.toStdString());
        if (s.lab != "capstone")
            throw core::Error("expected a design (lab \"capstone\"), got lab '" + s.lab + "'", "/lab");
        m_b = CapstoneSession::evaluate(s.model, s.seed);
        m_bTitle->setText(tr("B: %1").arg(scenarioText(s.title)));
    } catch (const core::Error& e) {
        if (error != nullptr)
            *error = QString::fromStdString(e.path().empty() ? e.message() : e.path() + ": " + e.message());
        m_bTitle->setText(tr("Design B was not opened: %1").arg(QString::fromStdString(e.message())));
        return false;
    }
    refresh();
    return true;
}

void ComparePage::openFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open design B"), QString(), tr("Design files (*.json)"));
    if (!path.isEmpty())
        setDesignB(path);
}

ComparePage::~ComparePage()
{
    m_worker.waitForFinished();
}

void ComparePage::showEvent(QShowEvent* event)
{
    LabPage::showEvent(event);
    if (m_stale)
        refresh();
}

void ComparePage::takeComparison()
{
    if (m_stale) {
        refresh(); // the designs changed while the worker compared
        return;
    }
    const std::shared_ptr<Compared> result = m_worker.result();
    const design::DesignEvaluation& a = m_session.evaluation();
    const design::DesignEvaluation& b = *m_b.evaluation;
    const int rows = int(result->rows.size());
    m_model->setRows(std::move(result->rows));
    fitColumnsToContents(m_table);
    m_summary->setText(tr("%1 figures compared, %2 of them differ. A: %3 GPUs, readiness %4 / 100; B: %5 GPUs, "
                          "readiness %6 / 100.")
                           .arg(rows)
                           .arg(result->changed)
                           .arg(a.figures.course.accelerators)
                           .arg(T::number(a.review.readiness.total, 0))
                           .arg(b.figures.course.accelerators)
                           .arg(T::number(b.review.readiness.total, 0)) +
                       (result->sentences > 0
                            ? QLatin1Char(' ') +
                                  tr("%n sentence(s) that differ are left out here; the failures and review "
                                     "pages give them in your language.",
                                     nullptr, result->sentences)
                            : QString()));
}

void ComparePage::refresh()
{
    m_stale = true;
    if (!m_b.evaluation || !isVisible() || isComparing())
        return; // when shown, or when the worker is done
    m_stale = false;
    const std::shared_ptr<const design::DesignEvaluation> aShared = m_session.sharedEvaluation();
    const std::shared_ptr<const design::DesignEvaluation> bShared = m_b.evaluation;
    m_worker.setFuture(QtConcurrent::run([aShared, bShared] {
        const nlohmann::ordered_json comparison =
            design::compareDesigns(design::designReportJson(*aShared), design::designReportJson(*bShared));
        auto result = std::make_shared<Compared>();
        const auto& differences = comparison.at("differences");
        result->rows.reserve(differences.size());
        for (const auto& d : differences) {
            if (isSentence(d.at("a")) || isSentence(d.at("b"))) {
                ++result->sentences;
                continue;
            }
            const auto diff = d.contains("difference") ? d.at("difference") : nlohmann::ordered_json();
            if (!diff.is_number() || diff.get<double>() != 0.0)
                ++result->changed;
            result->rows.push_back({QString::fromStdString(d.at("figure").get<std::string>()), jsonText(d.at("a")),
                                    jsonText(d.at("b")),
                                    diff.is_number() && diff.get<double>() > 0 ? QLatin1Char('+') + jsonText(diff)
                                                                               : jsonText(diff)});
        }
        return result;
    }));
    m_summary->setText(tr("Comparing..."));

    const design::DesignEvaluation& a = *aShared;
    const design::DesignEvaluation& b = *bShared;
    if (a.bottlenecks.training && b.bottlenecks.training) {
        const design::StepFigures& sa = a.bottlenecks.training->step;
        const design::StepFigures& sb = b.bottlenecks.training->step;
        auto part = [](const QString& name, double x, double y) { return BarSeries{name, {x, y}, {}, false}; };
        m_chart->setTitle(tr("A and B: where a step's time goes"));
        m_chart->setBreakdown(
            {tr("A"), tr("B")},
            {part(tr("Compute"), sa.computeS, sb.computeS), part(tr("Optimizer"), sa.optimizerS, sb.optimizerS),
             part(tr("Pipeline bubble"), sa.pipelineBubbleS, sb.pipelineBubbleS),
             part(tr("Tensor parallel (NVLink)"), sa.tensorParallelS, sb.tensorParallelS),
             part(tr("Pipeline sends"), sa.pipelineSendS, sb.pipelineSendS),
             part(tr("Data parallel (exposed)"), sa.dataParallelExposedS, sb.dataParallelExposedS),
             part(tr("Data wait"), sa.dataWaitS, sb.dataWaitS),
             part(tr("Checkpoint stall"), sa.checkpointStallPerStepS, sb.checkpointStallPerStepS)},
            tr("s"));
    } else {
        m_chart->setTitle(tr("A and B: power"));
        m_chart->setBars({tr("IT power"), tr("Facility power")},
                         {{tr("A"), {a.figures.cluster.itPowerKW, a.figures.cluster.facilityPowerKW}, {}, false},
                          {tr("B"), {b.figures.cluster.itPowerKW, b.figures.cluster.facilityPowerKW}, {}, false}},
                         tr("kW"));
    }
}

} // namespace ailab::labs::capstone
