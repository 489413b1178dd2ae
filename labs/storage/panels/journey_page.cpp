#include "labs/storage/panels/journey_page.h"

#include "core/error.h"
#include "core/storage/input_pipeline.h"
#include "core/storage/steady_state.h"
#include "labs/common/skeleton/sim_driver.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/storage/storage_session.h"
#include "labs/storage/views/journey_drawing.h"
#include "labs/storage/views/storage_format.h"

#include <QGroupBox>
#include <QLabel>
#include <QLocale>
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
    m_statusTile = new MetricTile(tr("GPUs: time computing"), content);
    for (MetricTile* t : {m_storageTile, m_bufferTile, m_gpuTile, m_statusTile})
        tiles->addWidget(t);
    m_storageTile->setExplanation(tr("What the shared storage tier delivered to every job, on "
                                     "average over the last seconds of the run."));
    m_bufferTile->setExplanation(tr("Batches ready ahead of each GPU, on average over the last "
                                    "seconds of the run."));
    m_gpuTile->setExplanation(tr("What the GPUs of all jobs would consume if never kept "
                                 "waiting."));
    m_statusTile->setExplanation(tr("The share of the last seconds the GPUs computed; the rest "
                                    "they waited for data or a checkpoint."));

    m_view = new TopologyView(content);
    m_view->setTitle(tr("Inside the AI training data pipeline"));
    m_view->setTopology(JourneyDrawing::topology(m_session.config()));
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

    // The stage's inspector beside the drawing, or under it where the two do not fit side by
    // side (a projector in presenter mode); the drawing shows its whole width and never
    // scrolls sideways.
    m_view->setAutoFit(TopologyView::AutoFit::Width);
    auto* middle = new WrappingSplitter(content);
    middle->addWidget(m_view);
    middle->addWidget(inspector);
    middle->setStretchFactor(0, 3);
    middle->setStretchFactor(1, 1);
    middle->setSizes({750, 250});
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(intro);
    layout->addLayout(tiles);
    layout->addWidget(middle, 1);
    hostInVerticalScroll(this, content);

    connect(m_view, &TopologyView::elementSelected, this, [this](const QString& id) {
        if (JourneyDrawing::stagesOf(m_session.config()).contains(id))
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
    // The preset's tiers: the local NVMe cache appears when a job reads it.
    const QStringList stages = JourneyDrawing::stagesOf(m_session.config());
    if (m_view->snapshot().nodes.size() != stages.size()) {
        m_view->setTopology(JourneyDrawing::topology(m_session.config()));
        if (!stages.contains(m_selected))
            m_selected = QStringLiteral("storage");
        m_view->selectElement(m_selected);
    }
    m_gpuTile->setValue(StorageFormat::rate(m_session.closedForm().demand));
    m_gpuTile->setDetail(tr("%n job(s)", "", int(m_session.config().jobs.size())));
    onFrame();
}

void JourneyPage::onFrame()
{
    const core::storage::InputPipeline& run = m_session.run();
    const TopologySnapshot snapshot = JourneyDrawing::atNow(m_view->snapshot(), run, m_session.now());
    m_view->updateState(snapshot);

    const core::storage::PipelineConfig& config = m_session.config();
    const core::storage::StageRates w = JourneyDrawing::recentRates(run);
    const QString window = StorageFormat::seconds(w.windowS);
    if (w.windowS <= 0) {
        for (MetricTile* t : {m_storageTile, m_bufferTile, m_statusTile}) {
            t->setValue(tr("–"));
            t->clearStatus();
        }
        m_storageTile->setDetail(tr("press Play to run the pipeline"));
        m_bufferTile->setDetail(tr("of %n batch(es) ahead", "", config.jobs.front().prefetch));
        m_statusTile->setDetail(QString());
    } else {
        m_storageTile->setValue(
            StorageFormat::rate(w.tierReadBytesPerSecond + w.tierWriteBytesPerSecond));
        m_storageTile->setDetail(
            tr("of %1, mean of the last %2")
                .arg(StorageFormat::rate(config.tier.bandwidthBytesPerSecond()), window));
        // Tenths of a batch: a mean of 0.00016 says "empty", as 0.0 does.
        m_bufferTile->setValue(QLocale().toString(w.meanReadyBatches, 'f', 1));
        m_bufferTile->setDetail(tr("of %n batch(es) ahead per GPU, mean of the last %1", "",
                                   config.jobs.front().prefetch)
                                    .arg(window));
        m_statusTile->setValue(StorageFormat::percent(w.gpuBusyFraction));
        m_statusTile->setDetail(tr("waiting for data %1, last %2")
                                    .arg(StorageFormat::percent(w.dataWaitFraction), window));
    }
    for (const TopologyNode& n : snapshot.nodes) {
        if (n.id == QLatin1String("gpu") && w.windowS > 0) {
            if (run.finished())
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
    if (!selected.isString() ||
        !JourneyDrawing::stagesOf(m_session.config()).contains(selected.toString()))
        throw core::Error("expected a stage of the journey", "/selected");
    showStage(selected.toString());
}

void JourneyPage::resetToDefaults()
{
    showStage(QStringLiteral("storage"));
}

} // namespace ailab::labs::storage
