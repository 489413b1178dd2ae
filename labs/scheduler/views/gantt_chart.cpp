#include "labs/scheduler/views/gantt_chart.h"

#include "labs/common/widgets/palette.h"
#include "labs/scheduler/headless_run.h"
#include "labs/scheduler/views/job_style.h"
#include "labs/scheduler/views/sched_format.h"
#include "labs/scheduler/views/sched_texts.h"

#include <QEvent>
#include <QPainter>
#include <QStandardItemModel>
#include <algorithm>
#include <cmath>

namespace ailab::labs::scheduler {

namespace sched = core::sched;

namespace {

QString outcomeText(sched::SegmentEnd end)
{
    switch (end) {
    case sched::SegmentEnd::Running:
        return GanttChart::tr("running");
    case sched::SegmentEnd::Done:
        return GanttChart::tr("done");
    case sched::SegmentEnd::TimedOut:
        return GanttChart::tr("time limit");
    case sched::SegmentEnd::Preempted:
        return GanttChart::tr("preempted");
    case sched::SegmentEnd::Failed:
        return GanttChart::tr("node failed");
    }
    return {};
}

// A tick step of 1, 2 or 5 times a power of ten hours that gives about `count` ticks.
double tickStepHours(double spanHours, int count)
{
    const double raw = spanHours / std::max(1, count);
    const double decade = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-6))));
    for (const double f : {1.0, 2.0, 5.0, 10.0}) {
        if (f * decade >= raw)
            return f * decade;
    }
    return 10 * decade;
}

} // namespace

GanttChart::GanttChart(QWidget* parent)
    : QWidget(parent)
    , m_model(new QStandardItemModel(this))
{
    setAccessibleName(tr("Gantt chart of the GPUs over time"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void GanttChart::clear()
{
    m_rows.clear();
    m_bars.clear();
    m_model->clear();
    updateGeometry();
    update();
}

void GanttChart::setRun(const HeadlessRun& run, std::ptrdiff_t highlight)
{
    m_rows.clear();
    m_bars.clear();
    m_highlight = highlight;
    std::vector<int> firstRow;
    for (const sched::NodeSpec& n : run.nodes) {
        firstRow.push_back(int(m_rows.size()));
        for (int g = 0; g < n.gpus; ++g)
            m_rows.push_back(
                {QStringLiteral("%1 · GPU %2").arg(QString::fromStdString(n.name)).arg(g), g == 0});
    }
    m_endS = std::max(1.0, run.endS);
    for (const sched::ScheduleSegment& s : run.segments) {
        const double end = s.end < 0 ? run.endS : s.end;
        m_endS = std::max(m_endS, end);
        for (const sched::WorkerAlloc& w : s.workers) {
            for (const std::uint8_t g : w.gpuIndices())
                m_bars.push_back({firstRow[std::size_t(w.node)] + g, s.job,
                                  SchedTexts::jobName(run.jobs[s.job].spec.name), s.start, end,
                                  s.restoreS, int(s.outcome)});
        }
    }
    fillTable(run);
    updateGeometry();
    update();
}

int GanttChart::labelWidth() const
{
    const QFontMetrics fm(font());
    int w = fm.horizontalAdvance(QStringLiteral("node-00 · GPU 00"));
    for (const Row& r : m_rows)
        w = std::max(w, fm.horizontalAdvance(r.label));
    return w + fm.averageCharWidth();
}

int GanttChart::rowHeight() const
{
    return QFontMetrics(font()).height() + 6;
}

QSize GanttChart::sizeHint() const
{
    const int rows = std::max<int>(4, int(m_rows.size()));
    // The rows, the axis line, a line of ticks and a line for the axis title.
    const int axis = 6 + 2 * QFontMetrics(font()).height() + 4;
    return {labelWidth() + QFontMetrics(font()).averageCharWidth() * 60, rows * rowHeight() + axis};
}

QSize GanttChart::minimumSizeHint() const
{
    // Every row and the axis stay whole: the scroll area scrolls instead of squeezing them.
    return {labelWidth() + QFontMetrics(font()).averageCharWidth() * 20, sizeHint().height()};
}

QVector<GanttChart::AxisText> GanttChart::axisTexts() const
{
    QVector<AxisText> out;
    if (m_rows.isEmpty())
        return out;
    const QFontMetrics fm(font());
    const int left = labelWidth();
    const int right = width() - fm.averageCharWidth() * 2;
    const int plotW = std::max(1, right - left);
    const int axisY = int(m_rows.size()) * rowHeight() + 2;
    const double spanH = m_endS / 3600.0;
    const double step = tickStepHours(spanH, std::max(2, plotW / (fm.averageCharWidth() * 10)));
    for (double h = 0; h <= spanH + 1e-9; h += step) {
        const int x = left + int(std::lround(h * 3600.0 / m_endS * plotW));
        const QString tick = SchedFormat::number(h, step < 1 ? 1 : 0);
        const int w = fm.horizontalAdvance(tick) + 4;
        out.push_back({QRect(x - w / 2, axisY + 4, w, fm.height()), tick});
    }
    const QString title = tr("Time (h)");
    const int w = fm.horizontalAdvance(title) + 4;
    out.push_back({QRect(left + (plotW - w) / 2, axisY + 4 + fm.height(), w, fm.height()), title});
    return out;
}

void GanttChart::paintEvent(QPaintEvent* event)
{
    (void)event;
    QPainter p(this);
    const QPalette pal = palette();
    const QFontMetrics fm(font());
    const int left = labelWidth();
    const int rh = rowHeight();
    const int right = width() - fm.averageCharWidth() * 2;
    const int plotW = std::max(1, right - left);
    const auto xOf = [&](double t) { return left + int(std::lround(t / m_endS * plotW)); };
    if (m_rows.isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No run yet."));
        return;
    }
    // Rows and node separators.
    for (int r = 0; r < m_rows.size(); ++r) {
        const int y = r * rh;
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRect(0, y, left - 4, rh), Qt::AlignRight | Qt::AlignVCenter, m_rows[r].label);
        if (m_rows[r].firstOfNode && r > 0) {
            p.setPen(QPen(pal.color(QPalette::Mid), 1));
            p.drawLine(left, y, right, y);
        }
    }
    // Time axis in hours.
    const int axisY = int(m_rows.size()) * rh + 2;
    p.setPen(pal.color(QPalette::WindowText));
    p.drawLine(left, axisY, right, axisY);
    for (const AxisText& a : axisTexts()) {
        if (a.rect.top() == axisY + 4) // a tick label: its tick above it
            p.drawLine(a.rect.center().x(), axisY, a.rect.center().x(), axisY + 4);
        p.drawText(a.rect, Qt::AlignHCenter | Qt::AlignTop, a.text);
    }
    // The bars.
    for (const Bar& b : m_bars) {
        const QRect box(xOf(b.start), b.row * rh + 2, std::max(2, xOf(b.end) - xOf(b.start)),
                        rh - 4);
        p.fillRect(box, jobColour(b.job, pal));
        p.fillRect(box, jobPattern(b.job, pal));
        if (b.restore > 0) {
            const QRect restore(box.left(), box.top(),
                                std::max(1, xOf(b.start + b.restore) - box.left()), box.height());
            p.fillRect(restore, QBrush(pal.color(QPalette::WindowText), Qt::Dense4Pattern));
        }
        const bool interrupted = b.outcome == int(sched::SegmentEnd::Preempted) ||
                                 b.outcome == int(sched::SegmentEnd::Failed);
        const bool followed = std::ptrdiff_t(b.job) == m_highlight;
        p.setPen(QPen(pal.color(QPalette::WindowText), followed ? 3 : 1,
                      interrupted ? Qt::DashLine : Qt::SolidLine));
        p.drawRect(box.adjusted(0, 0, -1, -1));
        QString label = b.name;
        if (interrupted)
            label += QStringLiteral(" (%1)").arg(outcomeText(sched::SegmentEnd(b.outcome)));
        const QString shown = fm.elidedText(label, Qt::ElideRight, box.width() - 4);
        if (box.width() > fm.averageCharWidth() * 3 && !shown.isEmpty()) {
            const QRect strip(box.left() + 2, box.top() + 1, fm.horizontalAdvance(shown) + 2,
                              box.height() - 2);
            p.fillRect(strip, pal.color(QPalette::Base));
            p.setPen(pal.color(QPalette::Text));
            p.drawText(strip, Qt::AlignLeft | Qt::AlignVCenter, shown);
        }
    }
}

void GanttChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGeometry();
}

void GanttChart::fillTable(const HeadlessRun& run)
{
    m_model->clear();
    m_model->setHorizontalHeaderLabels({tr("Job"), tr("Nodes"), tr("GPUs"), tr("Start (h)"),
                                        tr("End (h)"), tr("End of stretch"), tr("Restore (min)"),
                                        tr("Work lost (GPU-h)")});
    for (const sched::ScheduleSegment& s : run.segments) {
        QStringList nodes;
        int gpus = 0;
        for (const sched::WorkerAlloc& w : s.workers) {
            nodes << QString::fromStdString(run.nodes[std::size_t(w.node)].name);
            gpus += w.gpuCount;
        }
        const double end = s.end < 0 ? run.endS : s.end;
        QList<QStandardItem*> row;
        row << new QStandardItem(SchedTexts::jobName(run.jobs[s.job].spec.name))
            << new QStandardItem(nodes.join(QStringLiteral(", ")))
            << new QStandardItem(QString::number(gpus))
            << new QStandardItem(SchedFormat::number(s.start / 3600.0, 2))
            << new QStandardItem(SchedFormat::number(end / 3600.0, 2))
            << new QStandardItem(outcomeText(s.outcome))
            << new QStandardItem(SchedFormat::number(s.restoreS / 60.0, 1))
            << new QStandardItem(SchedFormat::number(s.lostGpuS / 3600.0, 2));
        m_model->appendRow(row);
    }
}

} // namespace ailab::labs::scheduler
