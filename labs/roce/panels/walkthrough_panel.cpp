#include "labs/roce/panels/walkthrough_panel.h"

#include "core/error.h"
#include "core/units/format.h"
#include "labs/common/packet/packet_view.h"
#include "labs/common/skeleton/core_text.h"
#include "labs/common/topology/topology_view.h"
#include "labs/common/widgets/explainer_panel.h"
#include "labs/common/widgets/flow_layout.h"
#include "labs/common/widgets/labelled_field.h"
#include "labs/common/widgets/vertical_scroll.h"
#include "labs/common/widgets/wrapping_splitter.h"
#include "labs/roce/views/walkthrough_comparison.h"
#include "labs/roce/views/walkthrough_drawing.h"
#include "labs/roce/views/walkthrough_texts.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace ailab::labs::roce {

namespace {
namespace roce = core::net::roce;
namespace units = core::units;

constexpr qint64 kDefaultBytes = 4096;
constexpr int kDefaultMtu = 4096;
constexpr int kAnimationMs = 40;
constexpr double kAnimationSeconds = 1.2; // one step's tokens cross in this wall time
constexpr int kPlayStepMs = 2000;

QString seconds(double s)
{
    return QString::fromStdString(units::toString(units::Seconds::seconds(s)));
}

QString parameterValue(const roce::WalkParameter& p)
{
    const QString number = QString::fromStdString(units::formatNumber(p.value));
    return p.unit.empty() ? number : number + QLatin1Char(' ') + QString::fromStdString(p.unit);
}
} // namespace

WalkthroughPanel::WalkthroughPanel(QWidget* parent)
    : LabPage(parent)
{
    m_size = new QComboBox(this);
    for (qint64 b : {qint64(64), qint64(4096), qint64(65536), qint64(1048576), qint64(4194304)})
        m_size->addItem(
            QString::fromStdString(units::toStringBinary(units::Bytes::bytes(double(b)))), b);
    m_size->setAccessibleName(tr("Transfer size"));
    m_mtu = new QComboBox(this);
    for (int mtu : {256, 512, 1024, 2048, 4096})
        m_mtu->addItem(tr("%1 B").arg(mtu), mtu);
    m_mtu->setAccessibleName(tr("Path MTU"));
    m_back = new QPushButton(tr("Back"), this);
    m_back->setAccessibleName(tr("Previous step"));
    m_next = new QPushButton(tr("Next"), this);
    m_next->setAccessibleName(tr("Next step"));
    m_play = new QPushButton(tr("Play"), this);
    m_play->setCheckable(true);
    m_play->setAccessibleName(tr("Play the steps"));
    m_stepLabel = new QLabel(this);
    m_stepLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The controls wrap onto more rows where a projector's width or German leaves no room for
    // them in one; the step's text wraps under them.
    auto* controls = new FlowLayout;
    controls->addWidget(labelledField(tr("Transfer size:"), m_size, this));
    controls->addWidget(labelledField(tr("Path MTU:"), m_mtu, this));
    controls->addWidget(m_back);
    controls->addWidget(m_next);
    controls->addWidget(m_play);
    // Tab follows the reading order (moving a field into its pair moved it in the focus chain).
    QWidget::setTabOrder(m_size, m_mtu);
    QWidget::setTabOrder(m_mtu, m_back);
    m_stepLabel->setWordWrap(true);

    m_drawing = new TopologyView(this);
    m_drawing->setTitle(tr("GPU A to GPU B: one RDMA WRITE"));
    m_drawing->setLegendVisible(false);
    // Link rates are in the links' tooltips and the table; labels would crowd the chain.
    m_drawing->setShowLoadLabels(false);
    m_packets = new PacketView(this);
    m_steps = new QListWidget(this);
    m_steps->setAccessibleName(tr("Steps of the RDMA WRITE"));
    m_steps->setWordWrap(true);
    m_explainer = new ExplainerPanel(this);

    auto* left = new QSplitter(Qt::Vertical, this);
    left->addWidget(m_drawing);
    left->addWidget(m_packets);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 1);
    left->setSizes({250, 330});
    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_steps);
    right->addWidget(m_explainer);
    right->setStretchFactor(0, 2);
    right->setStretchFactor(1, 3);
    // The drawing and the packets beside the steps and the explanation, or over them where the
    // two do not fit side by side (a projector in presenter mode); the tab scrolls downwards.
    m_stepsColumn = right;
    fitColumnsToFont();
    auto* split = new WrappingSplitter;
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({700, 300});
    auto* stepByStep = new VerticalScrollArea;
    stepByStep->setWidget(split);

    m_comparison = new WalkthroughComparison(this);
    m_views = new QTabWidget(this);
    m_views->addTab(stepByStep, tr("Step by step"));
    m_views->addTab(m_comparison, tr("Sockets vs RDMA"));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_stepLabel);
    layout->addWidget(m_views, 1);

    m_animation = new QTimer(this);
    m_animation->setInterval(kAnimationMs);
    m_playTimer = new QTimer(this);
    m_playTimer->setInterval(kPlayStepMs);

    connect(m_animation, &QTimer::timeout, this, &WalkthroughPanel::onAnimationTick);
    connect(m_playTimer, &QTimer::timeout, this, &WalkthroughPanel::onPlayTick);
    connect(m_next, &QPushButton::clicked, this, &WalkthroughPanel::next);
    connect(m_back, &QPushButton::clicked, this, &WalkthroughPanel::back);
    connect(m_play, &QPushButton::toggled, this, &WalkthroughPanel::setPlaying);
    const auto onControls = [this] {
        if (m_updating)
            return;
        rebuild();
        emit changed();
    };
    connect(m_size, &QComboBox::currentIndexChanged, this, onControls);
    connect(m_mtu, &QComboBox::currentIndexChanged, this, onControls);
    connect(m_steps, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_updating && row >= 0)
            setStep(row);
    });
    connect(m_drawing, &TopologyView::elementSelected, this, [this](const QString& id) {
        if (m_updating || id.isEmpty())
            return;
        const auto& steps = m_result.rdmaSteps;
        for (int i = 0; i < static_cast<int>(steps.size()); ++i)
            if (QString::fromStdString(steps[static_cast<std::size_t>(i)].node) == id) {
                setStep(i);
                return;
            }
    });
    connect(m_views, &QTabWidget::currentChanged, this, [this] {
        if (!m_updating)
            emit changed();
    });

    resetToDefaults();
}

WalkthroughPanel::~WalkthroughPanel()
{
    m_animation->stop();
    m_playTimer->stop();
    disconnect(m_drawing, nullptr, this, nullptr);
}

int WalkthroughPanel::stepCount() const
{
    return static_cast<int>(m_result.rdmaSteps.size());
}

void WalkthroughPanel::rebuild()
{
    roce::WalkthroughConfig config;
    config.bytes = static_cast<std::uint64_t>(m_size->currentData().toLongLong());
    config.mtu = static_cast<std::uint32_t>(m_mtu->currentData().toInt());
    m_result = roce::runWalkthrough(config);
    m_base = WalkthroughDrawing::topology(config);
    m_drawing->setTopology(m_base);
    m_comparison->setResult(m_result);

    m_updating = true;
    m_steps->clear();
    for (int i = 0; i < stepCount(); ++i) {
        const auto& s = m_result.rdmaSteps[static_cast<std::size_t>(i)];
        const QString title = WalkthroughTexts::stepTitle(s.kind);
        const QString who = WalkthroughTexts::hardwareName(s.actor);
        const QString text =
            s.setup ? tr("%1. %2 (%3, once before the transfer, %4)")
                          .arg(i + 1)
                          .arg(title, who, seconds(s.durationSeconds))
                    : tr("%1. %2 (%3, at %4 for %5)")
                          .arg(i + 1)
                          .arg(title, who, seconds(s.startSeconds), seconds(s.durationSeconds));
        auto* item = new QListWidgetItem(text, m_steps);
        item->setToolTip(WalkthroughTexts::stepText(s.kind));
    }
    m_updating = false;
    m_shownPackets = -1;
    setStep(std::clamp(m_step, 0, stepCount() - 1));
}

void WalkthroughPanel::setStep(int index)
{
    m_step = std::clamp(index, 0, stepCount() - 1);
    m_progress = 0.0;
    showStep();
    m_animation->start();
    emit changed();
}

void WalkthroughPanel::next()
{
    if (m_step + 1 < stepCount())
        setStep(m_step + 1);
    else
        setPlaying(false);
}

void WalkthroughPanel::back()
{
    if (m_step > 0)
        setStep(m_step - 1);
}

void WalkthroughPanel::setPlaying(bool playing)
{
    if (playing && m_step + 1 >= stepCount())
        setStep(0); // Play at the end starts again
    if (playing)
        m_playTimer->start();
    else
        m_playTimer->stop();
    const bool blocked = m_play->blockSignals(true);
    m_play->setChecked(playing);
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setAccessibleName(playing ? tr("Pause the steps") : tr("Play the steps"));
    m_play->blockSignals(blocked);
}

bool WalkthroughPanel::isPlaying() const
{
    return m_playTimer->isActive();
}

void WalkthroughPanel::onPlayTick()
{
    if (m_step + 1 >= stepCount()) {
        setPlaying(false);
        return;
    }
    next();
}

void WalkthroughPanel::onAnimationTick()
{
    m_progress = std::min(1.0, m_progress + kAnimationMs / 1000.0 / kAnimationSeconds);
    m_drawing->updateState(WalkthroughDrawing::atStep(
        m_base, &m_result.rdmaSteps[static_cast<std::size_t>(m_step)], m_progress));
    if (m_progress >= 1.0)
        m_animation->stop();
}

int WalkthroughPanel::visiblePackets() const
{
    int count = 0;
    for (int i = 0; i <= m_step && i < stepCount(); ++i)
        count += m_result.rdmaSteps[static_cast<std::size_t>(i)].packetCount;
    return count;
}

void WalkthroughPanel::showStep()
{
    const auto& step = m_result.rdmaSteps[static_cast<std::size_t>(m_step)];
    m_updating = true;
    m_steps->setCurrentRow(m_step);
    m_drawing->updateState(WalkthroughDrawing::atStep(m_base, &step, m_progress));
    m_drawing->selectElement(QString::fromStdString(step.node));
    m_updating = false;
    m_back->setEnabled(m_step > 0);
    m_next->setEnabled(m_step + 1 < stepCount());
    m_stepLabel->setText(tr("Step %1 of %2: %3")
                             .arg(m_step + 1)
                             .arg(stepCount())
                             .arg(WalkthroughTexts::stepTitle(step.kind)));
    updatePackets();
    updateExplainer();
}

void WalkthroughPanel::updatePackets()
{
    const int count = visiblePackets();
    if (count == m_shownPackets)
        return;
    m_shownPackets = count;
    QList<CapturedPacket> packets;
    packets.reserve(count);
    for (int i = 0; i < count; ++i) {
        const auto& p = m_result.packets[static_cast<std::size_t>(i)];
        // Captured at RNIC A's port: WRITEs as they leave, the ACK as it arrives.
        packets.append({QByteArray(reinterpret_cast<const char*>(p.frame.data()),
                                   static_cast<qsizetype>(p.frame.size())),
                        p.acknowledgement ? p.receivedSeconds : p.sentSeconds});
    }
    if (packets.isEmpty()) {
        m_packets->clear();
        return;
    }
    m_packets->setPackets(packets);
    m_packets->selectPacket(static_cast<int>(packets.size()) - 1);
}

void WalkthroughPanel::updateExplainer()
{
    const auto& s = m_result.rdmaSteps[static_cast<std::size_t>(m_step)];
    ExplainerContent c;
    c.title = WalkthroughTexts::stepTitle(s.kind);
    QString timing;
    if (s.setup)
        timing = tr("Done once before the transfer; it takes %1.").arg(seconds(s.durationSeconds));
    else if (s.critical)
        timing = tr("Starts %1 after the work request is posted and adds %2 to the transfer, "
                    "which completes after %3.")
                     .arg(seconds(s.startSeconds), seconds(s.durationSeconds),
                          seconds(m_result.rdma.latencySeconds));
    else
        timing = tr("Starts %1 after the work request is posted and takes %2, beside the steps "
                    "on the critical path.")
                     .arg(seconds(s.startSeconds), seconds(s.durationSeconds));
    QString cpu = s.cpuSeconds > 0
                      ? tr("CPU time: %1.").arg(seconds(s.cpuSeconds))
                      : tr("No CPU time: hardware does this step while the CPUs do other work.");
    QString packets;
    if (s.packetCount > 0)
        packets = tr("This step sends %n packet(s); they appear in the packet list.", nullptr,
                     s.packetCount);
    c.conceptText =
        QStringLiteral("<p>%1</p><p><b>%2</b> %3</p><p>%4 %5</p>")
            .arg(WalkthroughTexts::stepText(s.kind).toHtmlEscaped(), tr("Done by:").toHtmlEscaped(),
                 WalkthroughTexts::actorName(s.actor).toHtmlEscaped(), timing.toHtmlEscaped(),
                 (cpu + QLatin1Char(' ') + packets).toHtmlEscaped());
    c.formula = WalkthroughTexts::stepFormula(s.kind);
    const auto parameters = roce::walkthroughParameters(m_result.config);
    const QStringList used = WalkthroughTexts::stepParameters(s.kind);
    for (const auto& p : parameters) {
        if (!used.contains(QString::fromStdString(p.id)))
            continue;
        c.inputs.append({WalkthroughTexts::parameterName(p.id), parameterValue(p),
                         roceText(p.source), p.teachingAssumption});
    }
    c.sources = {tr("InfiniBand Architecture Specification Vol. 1, chapter 9, and Annex A17 "
                    "(RoCEv2)"),
                 tr("Kalia, Kaminsky, Andersen: Design guidelines for high performance RDMA "
                    "systems, USENIX ATC 2016")};
    m_explainer->setContent(c);
}

QJsonObject WalkthroughPanel::saveState() const
{
    return {{QStringLiteral("bytes"), m_size->currentData().toLongLong()},
            {QStringLiteral("mtu"), m_mtu->currentData().toInt()},
            {QStringLiteral("step"), m_step},
            {QStringLiteral("view"), m_views->currentIndex()}};
}

void WalkthroughPanel::restoreState(const QJsonObject& state)
{
    const int size = m_size->findData(
        static_cast<qint64>(state.value(QStringLiteral("bytes")).toDouble(kDefaultBytes)));
    if (size < 0)
        throw core::Error("the transfer size is not one of the sizes offered", "/bytes");
    const int mtu = m_mtu->findData(state.value(QStringLiteral("mtu")).toInt(kDefaultMtu));
    if (mtu < 0)
        throw core::Error("the path MTU is not one of 256, 512, 1024, 2048, 4096 bytes", "/mtu");
    // The number of steps does not depend on the size or the MTU.
    static const int kSteps = static_cast<int>(roce::runWalkthrough({}).rdmaSteps.size());
    const int step = state.value(QStringLiteral("step")).toInt(0);
    if (step < 0 || step >= kSteps)
        throw core::Error("step out of range", "/step");
    const int view = state.value(QStringLiteral("view")).toInt(0);
    if (view < 0 || view >= m_views->count())
        throw core::Error("unknown view", "/view");
    setPlaying(false);
    m_updating = true;
    m_size->setCurrentIndex(size);
    m_mtu->setCurrentIndex(mtu);
    m_views->setCurrentIndex(view);
    m_updating = false;
    m_step = 0;
    rebuild();
    setStep(step);
}

QString WalkthroughPanel::pageSummary() const
{
    return tr("One RDMA WRITE from a GPU in one server to a GPU in another, step by step: what "
              "the application, the driver, the NICs and the wire do, and what each step "
              "costs, beside the same transfer through sockets.");
}

void WalkthroughPanel::resetToDefaults()
{
    restoreState(QJsonObject{});
}

void WalkthroughPanel::fitColumnsToFont()
{
    // Beside the drawing and the packets, the steps and the explanation keep room for their
    // sentences, in the current font.
    m_stepsColumn->setMinimumWidth(fontMetrics().averageCharWidth() * 32);
}

void WalkthroughPanel::changeEvent(QEvent* event)
{
    LabPage::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::ApplicationFontChange)
        fitColumnsToFont();
}

} // namespace ailab::labs::roce
