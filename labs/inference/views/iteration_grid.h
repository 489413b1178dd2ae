#pragma once

#include <QCoreApplication>
#include <QWidget>
#include <vector>

class QStandardItemModel;

namespace ailab::core::infer {
struct IterationTimeline;
}

namespace ailab::labs::inference {

// The course's continuous-batching timeline (section 07.3) drawn from a recorded run: one
// row per request (A, B, C, ...), one column per iteration; a cell says what the request
// did in that iteration, by letter and colour (P a prompt chunk, D a decode, a dot a
// static batch's padding), with a bar where it joined and a tick where it left. Its table
// (cellModel) gives the same cells with their token counts. When the iterations are wider
// than its room (a projector, presenter mode's font) they wrap into bands, one under the
// other, each with its own iteration numbers and request letters: the grid grows downwards
// and never scrolls sideways.
class IterationGrid : public QWidget
{
    Q_DECLARE_TR_FUNCTIONS(ailab::labs::inference::IterationGrid)
public:
    enum class Cell { Empty, Prefill, Decode, Padding };

    explicit IterationGrid(QWidget* parent = nullptr);

    // Shows the first `maxColumns` iterations of `timeline`.
    void setTimeline(const core::infer::IterationTimeline& timeline, int maxColumns);
    int rowCount() const { return int(m_rows.size()); }
    int columnCount() const { return m_columns; }
    Cell cell(int row, int column) const;
    int cellTokens(int row, int column) const;
    // The iteration a request first ran in, and the one its last token came out of; -1 when
    // not in the columns shown.
    int joinColumn(int row) const;
    int leaveColumn(int row) const;
    QStandardItemModel* cellModel() const { return m_model; }
    static QString requestLetter(int request); // "A", "B", ... "Z", "AA", ...
    // What a prefill cell shows: "P512", "P1.2k" (the prompt tokens computed).
    static QString prefillText(int tokens);
    // Whether every cell's text fits its cell in the widget's font.
    bool cellTextsFit() const;

    // Iterations in one band at a width (each band repeats the request letters).
    int columnsPerBand(int width) const;
    int bandCount(int width) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Entry
    {
        Cell kind = Cell::Empty;
        int tokens = 0;
    };
    struct Row
    {
        std::vector<Entry> cells;
        int join = -1;
        int leave = -1;
    };
    int cellWidth() const;
    int cellHeight() const;
    int labelWidth() const;
    int bandHeight() const;
    int bandGap() const;
    // The columns drawn: the iterations and one after them for a last token's tick.
    int slotCount() const { return m_columns + 1; }
    void fillModel();

    std::vector<Row> m_rows;
    std::vector<double> m_startMs; // each column's start
    int m_columns = 0;
    QStandardItemModel* m_model = nullptr;
};

} // namespace ailab::labs::inference
