#include "labs/roce/views/walkthrough_comparison.h"

#include "core/units/format.h"
#include "labs/common/widgets/metric_tile.h"
#include "labs/roce/views/walkthrough_texts.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ailab::labs::roce {

namespace {
namespace roce = core::net::roce;
namespace units = core::units;

QString seconds(double s)
{
    return QString::fromStdString(units::toString(units::Seconds::seconds(s)));
}

QString bytes(double b)
{
    return QString::fromStdString(units::toString(units::Bytes::bytes(b)));
}

QTableWidget* makeTable(const QStringList& headers, QWidget* parent)
{
    auto* table = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->setVisible(false);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    return table;
}

void setRow(QTableWidget* table, int row, const QStringList& cells)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        if (c > 0)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table->setItem(row, c, item);
    }
}
} // namespace

WalkthroughComparison::WalkthroughComparison(QWidget* parent)
    : QWidget(parent)
{
    m_latencyTile = new MetricTile(tr("RDMA: data in GPU B's memory"), this);
    m_cpuTile = new MetricTile(tr("RDMA: CPU time, both hosts"), this);
    m_copiesTile = new MetricTile(tr("RDMA: copies of the message"), this);
    m_totals = makeTable({tr("Total"), tr("RDMA WRITE"), tr("Sockets (TCP)")}, this);
    m_totals->setAccessibleName(tr("Totals of the RDMA and socket paths"));
    const QStringList stepHeaders = {tr("Step"), tr("Done by"), tr("Start"), tr("Duration"),
                                     tr("CPU time")};
    m_rdma = makeTable(stepHeaders, this);
    m_rdma->setAccessibleName(tr("Steps of the RDMA WRITE"));
    m_socket = makeTable(stepHeaders, this);
    m_socket->setAccessibleName(tr("Steps of the socket transfer"));
    m_note = new QLabel(this);
    m_note->setWordWrap(true);

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    auto* tiles = new QHBoxLayout;
    for (auto* tile : {m_latencyTile, m_cpuTile, m_copiesTile})
        tiles->addWidget(tile);
    grid->addLayout(tiles, 0, 0);
    grid->addWidget(m_totals, 0, 1);
    grid->addWidget(new QLabel(tr("RDMA WRITE (GPUDirect, one-sided)"), this), 1, 0);
    grid->addWidget(new QLabel(tr("Sockets (TCP), through host memory"), this), 1, 1);
    grid->addWidget(m_rdma, 2, 0);
    grid->addWidget(m_socket, 2, 1);
    grid->addWidget(m_note, 3, 0, 1, 2);
    grid->setRowStretch(2, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
}

void WalkthroughComparison::fillSteps(QTableWidget* table, const std::vector<roce::WalkStep>& steps)
{
    table->setRowCount(static_cast<int>(steps.size()));
    for (int i = 0; i < static_cast<int>(steps.size()); ++i) {
        const auto& s = steps[static_cast<std::size_t>(i)];
        const QString start = s.setup ? tr("before") : seconds(s.startSeconds);
        setRow(table, i,
               {WalkthroughTexts::stepTitle(s.kind), WalkthroughTexts::hardwareName(s.actor), start,
                seconds(s.durationSeconds),
                s.cpuSeconds > 0 ? seconds(s.cpuSeconds) : QStringLiteral("–")});
        table->item(i, 0)->setToolTip(WalkthroughTexts::stepText(s.kind));
    }
}

void WalkthroughComparison::setResult(const roce::WalkthroughResult& r)
{
    const QLocale locale;
    const auto& a = r.rdma;
    const auto& b = r.socket;
    m_latencyTile->setValue(seconds(a.dataInGpuBSeconds));
    m_latencyTile->setDetail(tr("With sockets: %1").arg(seconds(b.dataInGpuBSeconds)));
    m_cpuTile->setValue(seconds(a.senderCpuSeconds + a.receiverCpuSeconds));
    m_cpuTile->setDetail(
        tr("With sockets: %1").arg(seconds(b.senderCpuSeconds + b.receiverCpuSeconds)));
    m_copiesTile->setValue(locale.toString(a.copies));
    m_copiesTile->setDetail(tr("With sockets: %1").arg(locale.toString(b.copies)));

    const QList<QStringList> rows = {
        {tr("Data in GPU B's memory"), seconds(a.dataInGpuBSeconds), seconds(b.dataInGpuBSeconds)},
        {tr("Sender knows it is done"), seconds(a.latencySeconds), tr("not modelled")},
        {tr("CPU time on host A"), seconds(a.senderCpuSeconds), seconds(b.senderCpuSeconds)},
        {tr("CPU time on host B"), seconds(a.receiverCpuSeconds), seconds(b.receiverCpuSeconds)},
        {tr("Copies of the message"), locale.toString(a.copies), locale.toString(b.copies)},
        {tr("Bytes copied by a CPU"), bytes(a.cpuCopiedBytes), bytes(b.cpuCopiedBytes)},
        {tr("Packets on the wire"), locale.toString(a.packets), locale.toString(b.packets)},
        {tr("One-time setup"), seconds(r.setupSeconds), tr("TCP connection, not modelled")},
    };
    m_totals->setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < rows.size(); ++i)
        setRow(m_totals, i, rows[i]);
    fillSteps(m_rdma, r.rdmaSteps);
    fillSteps(m_socket, r.socketSteps);
    m_note->setText(
        tr("Times from the start of the transfer. Steps overlap: only the steps on the "
           "critical path add up to the total; remote placement runs beside the ACK. A "
           "busy-polling RDMA application also spins its CPU while it waits; the CPU times "
           "here count the work done. Most timing figures are teaching assumptions, listed "
           "with their sources in the explainer."));
}

} // namespace ailab::labs::roce
