#pragma once

#include <QRect>
#include <QString>
#include <QVector>
#include <QWidget>

class QStandardItemModel;

namespace ailab::labs::scheduler {

struct HeadlessRun;

// A Gantt chart of the cluster's GPUs over time: one row per GPU, grouped by node, one bar
// per stretch a job ran there, with its name, colour and pattern; the restore of a
// checkpoint hatched at the start of a stretch, a preempted or failed stretch outlined
// dashed with its end written, the followed job outlined bold. The same data as a table.
class GanttChart : public QWidget
{
    Q_OBJECT
public:
    explicit GanttChart(QWidget* parent = nullptr);

    // `highlight` is the followed job (-1: none). The run is copied.
    void setRun(const HeadlessRun& run, std::ptrdiff_t highlight);
    void clear();
    QStandardItemModel* tableModel() const { return m_model; }
    int barCount() const { return int(m_bars.size()); }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Where the time axis writes its tick labels and its title, at the current size: the
    // title on its own line below the ticks, so that no tick overprints it.
    struct AxisText
    {
        QRect rect;
        QString text;
    };
    QVector<AxisText> axisTexts() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Bar
    {
        int row = 0;
        std::size_t job = 0;
        QString name;
        double start = 0, end = 0, restore = 0;
        int outcome = 0; // core::sched::SegmentEnd
    };
    struct Row
    {
        QString label;
        bool firstOfNode = false;
    };
    int labelWidth() const;
    int rowHeight() const;
    void fillTable(const HeadlessRun& run);

    QVector<Row> m_rows;
    QVector<Bar> m_bars;
    double m_endS = 1;
    std::ptrdiff_t m_highlight = -1;
    QStandardItemModel* m_model = nullptr;
};

} // namespace ailab::labs::scheduler
