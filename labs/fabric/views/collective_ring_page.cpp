#include "labs/fabric/views/collective_ring_page.h"

#include "core/error.h"
#include "core/models/fabric/collective_fabric.h"
#include "core/units/format.h"
#include "labs/fabric/views/collective_ring_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ailab::labs::fabric {

namespace col = core::collective;

namespace {
QString seconds(double s)
{
    if (s < 1e-3)
        return CollectiveRingPage::tr("%1 µs").arg(QLocale().toString(s * 1e6, 'f', 1));
    return CollectiveRingPage::tr("%1 ms").arg(QLocale().toString(s * 1e3, 'f', 2));
}
} // namespace

CollectiveRingPage::CollectiveRingPage(QWidget* parent)
    : QWidget(parent)
{
    m_view = new CollectiveRingView(this);
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::RichText);
    m_caption->setMinimumHeight(3 * fontMetrics().height());
    m_ranks = new QSpinBox(this);
    m_ranks->setRange(2, 8);
    m_ranks->setValue(4); // the seed's four-GPU ring
    m_ranks->setAccessibleName(tr("Ranks in the ring"));
    m_prev = new QPushButton(tr("Previous step"), this);
    m_next = new QPushButton(tr("Next step"), this);
    m_play = new QPushButton(tr("Play"), this);
    m_play->setCheckable(true);
    m_reset = new QPushButton(tr("Reset ring"), this);
    m_prev->setAccessibleName(tr("Previous ring step"));
    m_next->setAccessibleName(tr("Next ring step"));
    m_play->setAccessibleName(tr("Play the ring steps"));
    m_reset->setAccessibleName(tr("Reset the ring to its start"));
    auto* buttons = new QHBoxLayout;
    auto* ranksLabel = new QLabel(tr("Ranks:"), this);
    ranksLabel->setBuddy(m_ranks);
    buttons->addWidget(ranksLabel);
    buttons->addWidget(m_ranks);
    buttons->addStretch(1);
    buttons->addWidget(m_reset);
    buttons->addWidget(m_prev);
    buttons->addWidget(m_play);
    buttons->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(buttons);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_caption);

    connect(m_prev, &QPushButton::clicked, this, &CollectiveRingPage::previousStep);
    connect(m_next, &QPushButton::clicked, this, &CollectiveRingPage::nextStep);
    connect(m_reset, &QPushButton::clicked, this, &CollectiveRingPage::reset);
    connect(m_play, &QPushButton::toggled, this, &CollectiveRingPage::setPlaying);
    connect(m_ranks, &QSpinBox::valueChanged, this, [this](int ranks) {
        rebuild();
        emit ranksChanged(ranks);
    });
    m_timer.setInterval(40);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        m_progress += 0.04; // one step in about a second
        if (m_progress >= 1.0) {
            nextStep();
            if (m_ring.step() >= m_ring.stepCount())
                setPlaying(false);
            return;
        }
        m_view->setProgress(m_progress);
    });
    rebuild();
}

void CollectiveRingPage::setMessage(double bytes, int nicGbps)
{
    m_bytes = bytes;
    m_nicGbps = nicGbps;
    rebuild();
}

void CollectiveRingPage::setRanks(int ranks)
{
    if (ranks == m_ranks->value())
        return;
    m_ranks->setValue(ranks); // rebuilds
}

void CollectiveRingPage::rebuild()
{
    setPlaying(false);
    const int p = m_ranks->value();
    m_ring = RingAllReduceModel(p);
    // The same ring on a small fabric of p single-GPU servers, with every step recorded.
    m_run = {};
    try {
        m_run = core::models::fabric::recordedRingAllReduce(p, m_bytes, m_nicGbps);
    } catch (const core::Error&) {
        m_run = {}; // the caption then leaves the timing out
    }
    setStep(0);
}

void CollectiveRingPage::setStep(int step)
{
    m_ring.setStep(step);
    m_progress = 0.0;
    m_view->setModel(m_ring);
    m_view->setProgress(0.0);
    showStep();
}

void CollectiveRingPage::nextStep()
{
    setStep(m_ring.step() + 1);
}

void CollectiveRingPage::previousStep()
{
    setPlaying(false);
    setStep(m_ring.step() - 1);
}

void CollectiveRingPage::reset()
{
    setPlaying(false);
    setStep(0);
}

void CollectiveRingPage::setPlaying(bool playing)
{
    if (playing && m_ring.step() >= m_ring.stepCount())
        setStep(0);
    if (playing)
        m_timer.start();
    else
        m_timer.stop();
    m_play->blockSignals(true);
    m_play->setChecked(playing);
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->blockSignals(false);
}

QString CollectiveRingPage::stepText(int done) const
{
    const int p = m_ring.ranks();
    const int total = m_ring.stepCount();
    if (done == 0) {
        return tr("<b>Start.</b> Each of the %1 ranks holds its own gradient buffer, cut into "
                  "%1 chunks; every chunk holds one contribution (1/%1). Next: reduce-scatter.")
            .arg(p);
    }
    if (done == total) {
        return tr("<b>Done after %1 steps.</b> Every rank holds every chunk fully reduced (Σ). "
                  "Each rank sent 2(p−1)/p of the buffer.")
            .arg(total);
    }
    const int step = done - 1; // the step just completed
    const bool reduce = m_ring.inReduceScatter(step);
    const int inPhase = reduce ? step + 1 : step + 1 - (p - 1);
    const RingTransfer first = m_ring.transfers(step).front();
    QString text =
        reduce ? tr("<b>Reduce-scatter, step %1 of %2</b> (step %3 of %4). Every rank sent one "
                    "chunk to its right neighbour, which added it to its copy: rank %5 sent "
                    "chunk %6 to rank %7, which now holds %8 of %9 contributions.")
                     .arg(inPhase)
                     .arg(p - 1)
                     .arg(done)
                     .arg(total)
                     .arg(first.from)
                     .arg(first.chunk)
                     .arg(first.to)
                     .arg(m_ring.contributions(first.to, first.chunk))
                     .arg(p)
               : tr("<b>All-gather, step %1 of %2</b> (step %3 of %4). Every rank passed a "
                    "fully reduced chunk on: rank %5 sent chunk %6 to rank %7, which stores it.")
                     .arg(inPhase)
                     .arg(p - 1)
                     .arg(done)
                     .arg(total)
                     .arg(first.from)
                     .arg(first.chunk)
                     .arg(first.to);
    const auto index = static_cast<std::size_t>(step);
    if (m_run.steps.size() == static_cast<std::size_t>(total) &&
        !m_run.steps[index].flows.empty()) {
        const col::CollectiveStep& s = m_run.steps[index];
        text += QLatin1Char(' ') +
                tr("Simulated for a %1 buffer: %2 a transfer, this step took %3.")
                    .arg(QString::fromStdString(
                             core::units::toStringBinary(core::units::Bytes::bytes(m_bytes))),
                         QString::fromStdString(core::units::toString(
                             core::units::Bytes::bytes(s.flows.front().bytes))),
                         seconds(s.finish - s.start));
    }
    return text;
}

void CollectiveRingPage::showStep()
{
    m_caption->setText(stepText(m_ring.step()));
    m_prev->setEnabled(m_ring.step() > 0);
    m_next->setEnabled(m_ring.step() < m_ring.stepCount());
}

} // namespace ailab::labs::fabric
