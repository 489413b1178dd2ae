#include "labs/storage/panels/journey_page.h"

#include "core/error.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/steady_state.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/storage/storage_session.h"
#include "labs/storage/views/journey_drawing.h"
#include "labs/storage/views/storage_format.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace ailab::labs::storage {

namespace {
const QString kSelected = QStringLiteral("selected");
}

JourneyPage::JourneyPage(StorageSession& session, QWidget* parent)
    : LabPage(parent)
    , m_session(session)
{
    auto* content = new QWidget(this);
    auto* intro = new QLabel(tr("Press Play to start the data journey, or select a stage to "
                                "inspect how training data reaches the GPU."),
                             content);
    intro->setWordWrap(true);

    auto* tiles = new FlowLayout;
    m_storageTile = new MetricTile(tr("Storage: read throughput"), content);
    m_bufferTile = new MetricTile(tr("Pipeline: batch preparation"), content);
    m_gpuTile = new MetricTile(tr("GPU: training demand"), content);
    m_statusTile = new MetricTile(tr("Pipeline status"), content);
    for (MetricTile* t : {m_storageTile, m_bufferTile, m_gpuTile, m_statusTile})
        tiles->addWidget(t);
    m_storageTile->setExplanation(tr("What the storage tier delivers to every job right now."));
    m_bufferTile->setExplanation(tr("Batches ready ahead of the first GPU of the first job."));
    m_gpuTile->setExplanation(tr("What the GPUs of all jobs would consume if never kept "
                                 "waiting."));
    m_statusTile->setExplanation(tr("What the first GPU of the first job is doing now."));

    m_view = new TopologyView(content);
    m_view->setTitle(tr("Inside the AI training data pipeline"));
    m_view->setTopology(JourneyDrawing::topology());
    m_view->setMinimumHeight(m_view->fontMetrics().height() * 14);

    auto* inspector = new QGroupBox(tr("Stage"), content);
    auto* inspectorLayout = new QVBoxLayout(inspector);
    m_inspectorTitle = new QLabel(inspector);
    QFont bold = m_inspectorTitle->font();
    bold.setBold(true);
    m_inspectorTitle->setFont(bold);
    m_inspectorTitle->setWordWrap(true);
    m_inspectorText = new QLabel(inspector);
    m_inspectorText->setWordWrap(true);
    m_inspectorFigures = new QLabel(inspector);
    m_inspectorFigures->setWordWrap(true);
    inspectorLayout->addWidget(m_inspectorTitle);
    inspectorLayout->addWidget(m_inspectorText);
    inspectorLayout->addWidget(m_inspectorFigures);
    inspectorLayout->addStretch(1);
    inspector->setMinimumWidth(inspector->fontMetrics().averageCharWidth() * 24);

    auto* middle = new QHBoxLayout;
    middle->addWidget(m_view, 3);
    middle->addWidget(inspector, 1);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro);
    layout->addLayout(tiles);
    layout->addLayout(middle, 1);
    hostInVerticalScroll(this, content);

    connect(m_view, &TopologyView::elementSelected, this, [this](const QString& id) {
        if (JourneyDrawing::stageIds().contains(id))
            showStage(id);
    });
    connect(m_session.driver(), &SimDriver::frameReady, this, &JourneyPage::onFrame);
    connect(&m_session, &StorageSession::rebuilt, this, &JourneyPage::onRebuilt);
    showStage(QStringLiteral("storage"));
    onRebuilt();
}

JourneyPage::~JourneyPage() = default;

void JourneyPage::showStage(const QString& id)
{
    m_selected = id;
    if (m_view->selectedElement() != id)
        m_view->selectElement(id);
    m_inspectorTitle->setText(JourneyDrawing::stageTitle(id));
    m_inspectorText->setText(JourneyDrawing::stageRole(id));
    onFrame();
}

void JourneyPage::onRebuilt()
{
    m_gpuTile->setValue(StorageFormat::rate(m_session.closedForm().demand));
    m_gpuTile->setDetail(tr("%n job(s)", "", int(m_session.config().jobs.size())));
    onFrame();
}

void JourneyPage::onFrame()
{
    const core::storage::InputPipeline& run = m_session.run();
    const core::storage::PipelineResult result = m_session.result();
    const TopologySnapshot snapshot =
        JourneyDrawing::atNow(m_view->snapshot(), run, result, m_session.now());
    m_view->updateState(snapshot);

    const core::storage::PipelineConfig& config = m_session.config();
    m_storageTile->setValue(StorageFormat::rate(run.tierRateBytesPerSecond()));
    m_storageTile->setDetail(
        tr("of %1").arg(StorageFormat::rate(config.tier.bandwidthBytesPerSecond())));
    const int ready = run.readyBatches(0, 0);
    m_bufferTile->setValue(QString::number(ready));
    m_bufferTile->setDetail(tr("of %n batch(es) ahead", "", config.jobs.front().prefetch));
    for (const TopologyNode& n : snapshot.nodes) {
        if (n.id == QLatin1String("gpu")) {
            m_statusTile->setValue(n.status == Status::Busy        ? tr("computing")
                                   : n.status == Status::Congested ? tr("waiting")
                                                                   : tr("idle"));
            m_statusTile->setDetail(n.detail);
            m_statusTile->setStatus(n.status);
        }
        if (n.id == m_selected)
            m_inspectorFigures->setText(n.detail);
    }
}

QJsonObject JourneyPage::saveState() const
{
    return {{kSelected, m_selected}};
}

void JourneyPage::restoreState(const QJsonObject& state)
{
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (it.key() != kSelected)
            throw core::Error("unknown field", "/" + it.key().toStdString());
    }
    const QJsonValue selected = state.value(kSelected);
    if (selected.isUndefined()) {
        showStage(QStringLiteral("storage"));
        return;
    }
    if (!selected.isString() || !JourneyDrawing::stageIds().contains(selected.toString()))
        throw core::Error("expected a stage of the journey", "/selected");
    showStage(selected.toString());
}

void JourneyPage::resetToDefaults()
{
    showStage(QStringLiteral("storage"));
}

} // namespace ailab::labs::storage
