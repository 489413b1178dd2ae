#include "labs/inference/views/iteration_grid.h"

#include "core/infer/iteration_timeline.h"
#include "labs/common/widgets/palette.h"
#include "labs/inference/views/serving_format.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QStandardItemModel>
#include <algorithm>

namespace ailab::labs::inference {

namespace infer = core::infer;

IterationGrid::IterationGrid(QWidget* parent)
    : QWidget(parent)
    , m_model(new QStandardItemModel(this))
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

QString IterationGrid::requestLetter(int request)
{
    QString name;
    int n = request;
    do {
        name.prepend(QChar(u'A' + n % 26));
        n = n / 26 - 1;
    } while (n >= 0);
    return name;
}

void IterationGrid::setTimeline(const infer::IterationTimeline& t, int maxColumns)
{
    m_columns = std::min<int>(maxColumns, int(t.iterations.size()));
    m_rows.assign(t.requests.size(), Row{});
    m_startMs.clear();
    for (Row& r : m_rows)
        r.cells.assign(std::size_t(m_columns), Entry{});
    for (int c = 0; c < m_columns; ++c) {
        const infer::IterationRecord& rec = t.iterations[std::size_t(c)];
        m_startMs.push_back(rec.startS * 1e3);
        for (std::size_t i = rec.firstEntry; i < rec.firstEntry + rec.entryCount; ++i) {
            const infer::BatchEntry& e = t.entries[i];
            if (e.request < 0 || std::size_t(e.request) >= m_rows.size())
                continue;
            Row& row = m_rows[std::size_t(e.request)];
            Entry& cell = row.cells[std::size_t(c)];
            cell.kind = e.kind == infer::EntryKind::Prefill  ? Cell::Prefill
                        : e.kind == infer::EntryKind::Decode ? Cell::Decode
                                                             : Cell::Padding;
            cell.tokens = e.newTokens;
            if (cell.kind != Cell::Padding) {
                if (row.join < 0)
                    row.join = c;
                row.leave = c;
            }
        }
    }
    // A request leaves in the iteration that made its last token; one still running at the
    // last column shown has not left yet.
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const infer::ServedRequest& req = t.requests[r];
        const bool doneInView =
            req.finished() && m_columns > 0 &&
            req.finishS <= t.iterations[std::size_t(m_columns - 1)].startS +
                               t.iterations[std::size_t(m_columns - 1)].cost.seconds + 1e-12;
        if (!doneInView)
            m_rows[r].leave = -1;
    }
    fillModel();
    updateGeometry();
    update();
}

IterationGrid::Cell IterationGrid::cell(int row, int column) const
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= m_columns)
        return Cell::Empty;
    return m_rows[std::size_t(row)].cells[std::size_t(column)].kind;
}

int IterationGrid::cellTokens(int row, int column) const
{
    if (cell(row, column) == Cell::Empty)
        return 0;
    return m_rows[std::size_t(row)].cells[std::size_t(column)].tokens;
}

int IterationGrid::joinColumn(int row) const
{
    return row >= 0 && row < rowCount() ? m_rows[std::size_t(row)].join : -1;
}

int IterationGrid::leaveColumn(int row) const
{
    return row >= 0 && row < rowCount() ? m_rows[std::size_t(row)].leave : -1;
}

void IterationGrid::fillModel()
{
    m_model->clear();
    m_model->setColumnCount(m_columns + 1);
    m_model->setRowCount(rowCount());
    m_model->setHorizontalHeaderItem(0, new QStandardItem(tr("Request")));
    for (int c = 0; c < m_columns; ++c)
        m_model->setHorizontalHeaderItem(
            c + 1, new QStandardItem(tr("It. %1 (%2 ms)")
                                         .arg(c + 1)
                                         .arg(serving_format::number(m_startMs[std::size_t(c)], 1))));
    for (int r = 0; r < rowCount(); ++r) {
        m_model->setItem(r, 0, new QStandardItem(requestLetter(r)));
        for (int c = 0; c < m_columns; ++c) {
            const Entry& e = m_rows[std::size_t(r)].cells[std::size_t(c)];
            QString text;
            switch (e.kind) {
            case Cell::Prefill:
                text = tr("prefill %n token(s)", nullptr, e.tokens);
                break;
            case Cell::Decode:
                text = tr("decode");
                break;
            case Cell::Padding:
                text = tr("padding");
                break;
            case Cell::Empty:
                break;
            }
            if (c == m_rows[std::size_t(r)].leave)
                text += tr(", last token");
            m_model->setItem(r, c + 1, new QStandardItem(text));
        }
    }
}

int IterationGrid::cellWidth() const
{
    // Room for the widest cell text, "P999" or "P9.9k" in the language's digits, and a margin.
    const QFontMetrics m = fontMetrics();
    const int widest = std::max(m.horizontalAdvance(prefillText(999)),
                                m.horizontalAdvance(prefillText(9900)));
    return widest + m.height() / 2 + 4;
}

QString IterationGrid::prefillText(int tokens)
{
    // "P" and the prompt tokens the iteration computes; thousands as "P1.2k" so every
    // count fits a cell.
    if (tokens < 1000)
        return QStringLiteral("P%1").arg(tokens);
    if (tokens < 10000)
        return QStringLiteral("P%1k").arg(QLocale().toString(tokens / 1000.0, 'f', 1));
    return QStringLiteral("P%1k").arg(QLocale().toString(tokens / 1000));
}

bool IterationGrid::cellTextsFit() const
{
    const QFontMetrics m = fontMetrics();
    const int room = cellWidth() - 4; // the cell's inner rectangle
    for (const Row& row : m_rows)
        for (const Entry& e : row.cells)
            if (e.kind == Cell::Prefill && m.horizontalAdvance(prefillText(e.tokens)) > room)
                return false;
    return true;
}

int IterationGrid::cellHeight() const
{
    return fontMetrics().height() * 8 / 5;
}

int IterationGrid::labelWidth() const
{
    return fontMetrics().horizontalAdvance(QStringLiteral("WW")) + fontMetrics().height();
}

int IterationGrid::bandHeight() const
{
    // A header row with the iteration numbers, then one row per request.
    return (rowCount() + 1) * cellHeight();
}

int IterationGrid::bandGap() const
{
    return cellHeight() / 2;
}

int IterationGrid::columnsPerBand(int width) const
{
    return std::clamp((width - labelWidth() - 2) / cellWidth(), 1, slotCount());
}

int IterationGrid::bandCount(int width) const
{
    const int perBand = columnsPerBand(width);
    return (slotCount() + perBand - 1) / perBand;
}

bool IterationGrid::hasHeightForWidth() const
{
    return true;
}

int IterationGrid::heightForWidth(int width) const
{
    const int bands = bandCount(width);
    return bands * bandHeight() + (bands - 1) * bandGap() + 2;
}

QSize IterationGrid::sizeHint() const
{
    const int width = labelWidth() + slotCount() * cellWidth() + 2;
    return {width, heightForWidth(width)};
}

QSize IterationGrid::minimumSizeHint() const
{
    // A band of a few iterations at least, so that a band still reads as a timeline.
    constexpr int kFewestColumns = 6;
    const int width = labelWidth() + std::min(slotCount(), kFewestColumns) * cellWidth() + 2;
    return {width, bandHeight() + 2};
}

void IterationGrid::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

void IterationGrid::paintEvent(QPaintEvent* event)
{
    (void)event;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int w = cellWidth();
    const int h = cellHeight();
    const int left = labelWidth();
    const int perBand = columnsPerBand(width());
    const QColor text = palette().color(QPalette::WindowText);
    const QColor grid = palette().color(QPalette::Mid);
    const QColor prefill = style::seriesColor(0);
    const QColor decode = style::seriesColor(1);
    // Where a column (an iteration, or the slot after the last) lies: its band's top and its x.
    const auto bandTop = [&](int column) { return (column / perBand) * (bandHeight() + bandGap()); };
    const auto columnX = [&](int column) { return left + (column % perBand) * w; };
    for (int band = 0; band < bandCount(width()); ++band) {
        const int top = band * (bandHeight() + bandGap());
        p.setPen(text);
        for (int c = band * perBand; c < std::min(m_columns, (band + 1) * perBand); ++c)
            p.drawText(QRect(columnX(c), top, w, h), Qt::AlignCenter, QString::number(c + 1));
        for (int r = 0; r < rowCount(); ++r)
            p.drawText(QRect(0, top + (r + 1) * h, left, h), Qt::AlignCenter, requestLetter(r));
    }
    for (int r = 0; r < rowCount(); ++r) {
        const int rowY = (r + 1) * h;
        const Row& row = m_rows[std::size_t(r)];
        for (int c = 0; c < m_columns; ++c) {
            const QRect cellRect(columnX(c) + 1, bandTop(c) + rowY + 1, w - 2, h - 2);
            p.setPen(QPen(grid, 1, Qt::DotLine));
            p.setBrush(Qt::NoBrush);
            p.drawRect(cellRect);
            const Entry& e = row.cells[std::size_t(c)];
            if (e.kind == Cell::Empty)
                continue;
            QString letter;
            QColor fill;
            Qt::BrushStyle pattern = Qt::SolidPattern;
            if (e.kind == Cell::Prefill) {
                fill = prefill;
                letter = prefillText(e.tokens);
            } else if (e.kind == Cell::Decode) {
                fill = decode;
                letter = QStringLiteral("D");
            } else {
                fill = grid;
                pattern = Qt::BDiagPattern;
                letter = QStringLiteral("·");
            }
            fill.setAlpha(e.kind == Cell::Padding ? 255 : 90);
            p.setPen(QPen(fill.darker(130), 1));
            p.setBrush(QBrush(fill, pattern));
            p.drawRoundedRect(cellRect.adjusted(1, 1, -1, -1), 3, 3);
            p.setPen(text);
            p.drawText(cellRect, Qt::AlignCenter, letter);
        }
        // Joined: a thick bar on the left of its first cell; left: a tick after its last.
        if (row.join >= 0) {
            const int x = columnX(row.join);
            const int y = bandTop(row.join) + rowY;
            p.setPen(QPen(text, 3));
            p.drawLine(x, y + 2, x, y + h - 2);
        }
        if (row.leave >= 0) {
            // In the empty cell after its last one (the grid keeps a column for it), which
            // may start the next band.
            const int x = columnX(row.leave + 1);
            const int y = bandTop(row.leave + 1) + rowY;
            p.setPen(QPen(text, 2));
            p.drawLine(x + w / 5, y + h / 2, x + w / 3, y + h * 3 / 4);
            p.drawLine(x + w / 3, y + h * 3 / 4, x + w / 2, y + h / 4);
        }
    }
}

} // namespace ailab::labs::inference
